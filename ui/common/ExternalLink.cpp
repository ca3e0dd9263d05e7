#include "ui/common/ExternalLink.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBox.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QProcess>
#include <QStandardPaths>
#include <QWidget>

namespace icui {

namespace {
const QString kXdgOpen = QStringLiteral("xdg-open");
bool g_recordOnly = false;
QUrl g_lastUrl;
QString g_opener = kXdgOpen;
/// xdg-open's exit code when no program to open such a thing is set up.
constexpr int kNoMethod = 3;

QString shownPath(const QUrl &url)
{
    return url.isLocalFile() ? QDir::toNativeSeparators(url.toLocalFile()) : url.toString();
}

void report(const QUrl &url, bool nothingSetUp, const QPointer<const QObject> &context,
            const ExternalLink::Failed &failed)
{
    if (!context)
        return;
    QGuiApplication::clipboard()->setText(shownPath(url));
    failed(ExternalLink::failureText(url, nothingSetUp));
}

/// Runs the opener and reports a failure once it has ended.
void runOpener(const QString &program, const QUrl &url, const QPointer<const QObject> &context,
               const ExternalLink::Failed &failed)
{
    // No parent: an opener still running when the panel quits is left to run, not killed.
    auto *process = new QProcess;
    process->setProgram(program);
    process->setArguments({url.isLocalFile() ? url.toLocalFile() : url.toString()});
    process->setStandardOutputFile(QProcess::nullDevice());
    process->setStandardErrorFile(QProcess::nullDevice());
    QObject::connect(process, &QProcess::finished, process,
                     [=](int code, QProcess::ExitStatus status) {
                         process->deleteLater();
                         if (status != QProcess::NormalExit || code != 0)
                             report(url, code == kNoMethod, context, failed);
                     });
    QObject::connect(process, &QProcess::errorOccurred, process, [=](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        process->deleteLater();
        report(url, true, context, failed);
    });
    process->start();
}
} // namespace

void ExternalLink::open(const QUrl &url, const QObject *context, const Failed &failed)
{
    g_lastUrl = url;
    if (g_recordOnly)
        return;
    const QPointer<const QObject> guard(context);
    const QString program = QStandardPaths::findExecutable(g_opener);
    if (!program.isEmpty()) {
        runOpener(program, url, guard, failed);
        return;
    }
    // No xdg-open (another system, a sandbox): Qt's own way, which says at once if it cannot.
    if (g_opener != kXdgOpen || !QDesktopServices::openUrl(url))
        report(url, true, guard, failed);
}

void ExternalLink::open(const QUrl &url, QWidget *from)
{
    QPointer<QWidget> widget(from);
    open(url, from, [widget](const QString &why) {
        if (!widget)
            return;
        if (qobject_cast<QMainWindow *>(widget->window()))
            ActionFeedback::say(widget, why);
        else
            MessageBox::warning(widget, Tr::tr("Could Not Open"), why);
    });
}

QString ExternalLink::failureText(const QUrl &url, bool nothingSetUp)
{
    const QString path = shownPath(url);
    QString reason = Tr::tr("the desktop's opener, xdg-open, failed");
    if (nothingSetUp && !url.isLocalFile())
        reason = Tr::tr("no web browser is set up");
    else if (nothingSetUp && QFileInfo(url.toLocalFile()).isDir())
        reason = Tr::tr("no program to open folders is set up");
    else if (nothingSetUp)
        reason = Tr::tr("no program to open this kind of file is set up");
    // One sentence: the status bar shows only the first of a long text, and this one must say
    // where the thing is.
    if (!url.isLocalFile())
        return Tr::tr("Could not open %1 (%2); the address is copied to the clipboard.")
            .arg(path, reason);
    const QString folder = QFileInfo(url.toLocalFile()).absolutePath();
    if (isDocumentation(url))
        return Tr::tr("Could not open %1 (%2); the path is copied to the clipboard, and the "
                      "documentation is in %3.")
            .arg(path, reason, QDir::toNativeSeparators(folder));
    return Tr::tr("Could not open %1 (%2); the path is copied to the clipboard.").arg(path, reason);
}

bool ExternalLink::isDocumentation(const QUrl &url)
{
    const QFileInfo file(url.toLocalFile());
    return url.isLocalFile() && documentation(file.fileName()) == url;
}

QUrl ExternalLink::documentation(const QString &file)
{
    const QStringList folders = {
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/ic-control-panel"),
        QStringLiteral(IC_DOCS_DIR),
    };
    for (const QString &folder : folders) {
        const QFileInfo info(QDir(folder).filePath(file));
        if (info.isFile())
            return QUrl::fromLocalFile(info.canonicalFilePath());
    }
    return {};
}

void ExternalLink::setRecordOnly(bool recordOnly)
{
    g_recordOnly = recordOnly;
}

QUrl ExternalLink::lastUrl()
{
    return g_lastUrl;
}

void ExternalLink::setOpener(const QString &program)
{
    g_opener = program.isEmpty() ? kXdgOpen : program;
}

} // namespace icui
