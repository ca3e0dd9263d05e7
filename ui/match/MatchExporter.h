#pragma once
// Match ▸ Export CSV…: asks where (a name after the map, in the home folder), writes the figures,
// the series and the events (icmatch::MatchExport) and says how it went: "Match exported to
// <file name>" with Open File (the default) and Open Folder in the page's message bar (the whole
// path as its tooltip), and the whole path in the status bar and the log; a failure as an error
// bar that says what to do. When the desktop cannot open the file or the folder, the bar turns
// red and says so, with its path (copied to the clipboard).

#include <QString>

class QWidget;

namespace icmatch {
class MatchModel;
}
namespace icpanel {
class LogModel;
}

namespace icui {

class MessageBar;

class MatchExporter
{
public:
    /// `from` is the page (the dialog's parent, the status bar's window); `bar` shows the outcome.
    static void exportCsv(QWidget *from, const icmatch::MatchModel &match, icpanel::LogModel *log,
                          MessageBar *bar);
    /// Where the file dialog starts: ~/match-<map>-<yyyy-MM-dd-HHmm>.csv (now).
    static QString suggestedPath(const icmatch::MatchModel &match);

private:
    /// Open Folder; when the desktop cannot, the bar says so in red and where the file is.
    static void openFolder(const QString &folder, MessageBar *bar);
    /// Opens the file or folder `path`; a failure as openFolder()'s.
    static void openLocal(const QString &path, MessageBar *bar);
    MatchExporter() = delete;
};

} // namespace icui
