#include "ui/match/MatchExporter.h"

#include "match/MatchExport.h"
#include "match/MatchModel.h"
#include "panel/LogModel.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/ExternalLink.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QUrl>

namespace icui {

QString MatchExporter::suggestedPath(const icmatch::MatchModel &match)
{
    QString map = match.info().map.toLower();
    for (QChar &c : map) {
        if (!c.isLetterOrNumber())
            c = u'-'; // the game's map name: no folders, no dots
    }
    // The date and time keep a second export of the same map from overwriting the first.
    const QString when = QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd-HHmm"));
    return QDir::home().filePath(Tr::tr("match-%1-%2.csv").arg(map, when));
}

void MatchExporter::openFolder(const QString &folder, MessageBar *bar, icpanel::LogModel *log)
{
    openLocal(folder, bar, log, QString());
}

MatchExporter::OpenTexts MatchExporter::defaultOpenTexts()
{
    return {Tr::tr("&Open File"), Tr::tr("Open Fol&der")};
}

void MatchExporter::openLocal(const QString &path, MessageBar *bar, icpanel::LogModel *log,
                              const QString &folderText)
{
    const QPointer<icpanel::LogModel> logTo(log);
    const QFileInfo opened(path);
    // A file the desktop cannot open: its folder may still open (Open Folder stays offered).
    const QString folder = opened.isDir() ? QString() : opened.absolutePath();
    ExternalLink::open(
        QUrl::fromLocalFile(path), bar, [bar, logTo, folder, folderText](const QString &why) {
            // Nothing on the page can put this right, so it is no error the page would clear: a
            // warning that goes by itself as an information message with a button does (20 s);
            // the status bar says it too and the Log keeps it (nineteenth newcomer: the red bar
            // was still there minutes later).
            bar->showMessage(MessageBar::Kind::Warning, why,
                             MessageBar::defaultAutoHideMs(MessageBar::Kind::Information, true));
            bar->setToolTip(why);
            if (!folder.isEmpty())
                bar->setAction(folderText,
                               [folder, bar, logTo] { openFolder(folder, bar, logTo.data()); });
            // An error like any other: the Log keeps it after the bar has gone. Logged before the
            // status bar says it, so that the window does not keep a copy of the cut line as Info
            // too (twenty-fourth newcomer: once as Info, once as Error).
            if (logTo)
                logTo->append(icpanel::LogModel::Level::Error, why);
            ActionFeedback::say(bar, why);
        });
}

void MatchExporter::exportCsv(QWidget *from, const icmatch::MatchModel &match,
                              icpanel::LogModel *log, MessageBar *bar)
{
    const QString path = FileDialog::getSaveFileName(
        from, Tr::tr("Export Match"), suggestedPath(match), Tr::tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const ic::Result<void> written = icmatch::MatchExport::writeCsv(match, path);
    if (!written) {
        log->append(icpanel::LogModel::Level::Error, written.error().message);
        bar->showMessage(MessageBar::Kind::Error, written.error().message);
        ActionFeedback::say(from, Tr::tr("The match was not exported."));
        return;
    }
    // The bar beside the buttons names the file, Open Folder shows where; the status bar and
    // the log have the whole path.
    const QString done = reportWritten(from, bar, path, Tr::tr("Match exported to %1"), log);
    log->append(icpanel::LogModel::Level::Info, done);
}

QString MatchExporter::reportWritten(QWidget *from, MessageBar *bar, const QString &path,
                                     const QString &sentence, icpanel::LogModel *log,
                                     const OpenTexts &texts)
{
    const QFileInfo file(path);
    const QString done = sentence.arg(QDir::toNativeSeparators(path));
    bar->showMessage(MessageBar::Kind::Positive, sentence.arg(file.fileName()));
    bar->setToolTip(done);
    // Open File first (the default: the spreadsheet), then Open Folder.
    const QString folder = file.absolutePath();
    const QString opened = file.absoluteFilePath();
    const QString folderText = texts.folder;
    bar->setAction(texts.file,
                   [opened, bar, log, folderText] { openLocal(opened, bar, log, folderText); });
    bar->setSecondAction(folderText, [folder, bar, log] { openFolder(folder, bar, log); });
    ActionFeedback::say(from, done);
    return done;
}

} // namespace icui
