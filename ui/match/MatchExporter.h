#pragma once
// Match ▸ Export CSV…: asks where (a name after the map, in the home folder), writes the figures,
// the series and the events (icmatch::MatchExport) and says how it went: "Match exported to
// <file name>" with Open File (the default) and Open Folder in the page's message bar (the whole
// path as its tooltip), and the whole path in the status bar and the log; a failure as an error
// bar that says what to do. When the desktop cannot open the file or the folder, the bar says
// so as a warning, with its path (copied to the clipboard) and, for a file, Open Folder; nothing
// on the page can put it right, so it goes by itself after 20 s (as an information message with
// a button does); the Log keeps it as an error. The History page's query export reports the
// same way (reportWritten).

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
    /// The bar's two buttons after an export, with their Alt letters: "&Open File" and
    /// "Open Fol&der" unless the page's own buttons take O or D (the Tournament page's do).
    struct OpenTexts
    {
        QString file;
        QString folder;
    };
    static OpenTexts defaultOpenTexts();
    /// After writing `path`: `sentence` (translated, %1 the file) with the file's name in
    /// `bar`, Open File (the default) and Open Folder, and with the whole path as the bar's
    /// tooltip and for screen readers. Returns the sentence with the whole path (for the log).
    /// A failure to open the file or folder goes to `log` too, when given.
    static QString reportWritten(QWidget *from, MessageBar *bar, const QString &path,
                                 const QString &sentence, icpanel::LogModel *log = nullptr,
                                 const OpenTexts &texts = defaultOpenTexts());

private:
    /// Open Folder; when the desktop cannot, the bar says so (a warning) and where the file is.
    static void openFolder(const QString &folder, MessageBar *bar, icpanel::LogModel *log);
    /// Opens the file or folder `path`; a failure as openFolder()'s (a file's with Open
    /// Folder, named `folderText`), and in `log` (if any).
    static void openLocal(const QString &path, MessageBar *bar, icpanel::LogModel *log,
                          const QString &folderText);
    MatchExporter() = delete;
};

} // namespace icui
