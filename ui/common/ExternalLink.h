#pragma once
// Opens a document or web page with the desktop's handler (QDesktopServices) — or, in tests,
// only records it (lastUrl()) when setRecordOnly(true) was called.

#include <QUrl>

namespace icui {

class ExternalLink
{
public:
    /// False when the desktop has nothing to open it with.
    static bool open(const QUrl &url);
    /// The panel's documentation: `file` (e.g. "icrp-spec.md") in the installed docs folder, or
    /// in the source tree's docs/ for a build that is not installed; invalid when neither has it.
    static QUrl documentation(const QString &file);

    /// Test seam: open() records the URL instead of opening it.
    static void setRecordOnly(bool recordOnly);
    static QUrl lastUrl();

private:
    ExternalLink() = delete;
};

} // namespace icui
