#pragma once
// Opens a document, a folder or a web page with the desktop's handler (xdg-open on Linux,
// QDesktopServices elsewhere) — or, in tests, only records it (lastUrl()) when
// setRecordOnly(true) was called. xdg-open fails after it started ("no method available" on
// its stderr, exit code 3, when no program to open such a thing is set up), so a failure is
// reported later, through a callback: every caller says it in the window (a message bar, the
// status bar) with where the thing is, its path or address copied to the clipboard.

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <functional>

class QWidget;

namespace icui {

class ExternalLink
{
public:
    /// Gets a sentence for a person: what could not be opened, why, and that its path or
    /// address is on the clipboard.
    using Failed = std::function<void(const QString &why)>;

    /// Opens `url`; when the desktop cannot, copies its path (or address) to the clipboard and
    /// calls `failed` — unless `context` is gone by then.
    static void open(const QUrl &url, const QObject *context, const Failed &failed);
    /// open() that says a failure in the status bar of `from`'s window (a warning box when that
    /// is not the main window: a dialog).
    static void open(const QUrl &url, QWidget *from);
    /// The panel's documentation: `file` (e.g. "icrp-spec.md") in the installed docs folder, or
    /// in the source tree's docs/ for a build that is not installed; invalid when neither has it.
    static QUrl documentation(const QString &file);
    /// The sentence open() gives `failed`: `nothingSetUp` when no program for it is set up,
    /// else the opener failed.
    /// One sentence (the status bar shows no more), with the documentation's folder for a file
    /// of it.
    static QString failureText(const QUrl &url, bool nothingSetUp);
    /// Whether `url` is a file of the panel's documentation (documentation()).
    static bool isDocumentation(const QUrl &url);

    /// Test seam: open() records the URL instead of opening it.
    static void setRecordOnly(bool recordOnly);
    static QUrl lastUrl();
    /// Test seam: the program that opens (default "xdg-open"); a name that is not found means
    /// nothing is set up.
    static void setOpener(const QString &program);

private:
    ExternalLink() = delete;
};

} // namespace icui
