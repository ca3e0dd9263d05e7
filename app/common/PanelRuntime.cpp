#include "common/PanelRuntime.h"
#include "common/Tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ic {

namespace {

bool processRuns(qint64 pid)
{
#ifdef Q_OS_UNIX
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
#else
    return pid > 0;
#endif
}

Error noPanel()
{
    return {QStringLiteral("runtime.none"),
            Tr::tr("IC Control Panel is not running (start ic-panel first).")};
}

/// A folder only this user can enter: ours, not a link, no rights for anyone else.
bool isPrivateFolder(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat info
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 && S_ISDIR(info.st_mode) &&
           info.st_uid == ::getuid() && (info.st_mode & 077) == 0;
#else
    return QFileInfo(path).isDir();
#endif
}

} // namespace

QString PanelRuntime::folder()
{
    // The user's own runtime folder (Qt makes sure of its owner and mode); never a shared one.
    const QString base = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    return base.isEmpty() ? QString() : QDir(base).filePath(QStringLiteral("ic-control-panel"));
}

QString PanelRuntime::filePath()
{
    const QString base = folder();
    return base.isEmpty() ? QString() : QDir(base).filePath(QStringLiteral("panel.json"));
}

ic::Result<void> PanelRuntime::prepareFolder()
{
    const QString path = folder();
    if (path.isEmpty())
        return ic::Error{QStringLiteral("runtime.folder"),
                         Tr::tr("There is no private runtime folder (XDG_RUNTIME_DIR) for "
                                "ic-tool to find the panel in.")};
    if (QDir().mkpath(path))
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (!isPrivateFolder(path))
        return ic::Error{QStringLiteral("runtime.folder"),
                         Tr::tr("%1 is not a folder of yours that only you can open; remove it, "
                                "then start the panel again.")
                             .arg(path)};
    return ic::success();
}

ic::Result<void> PanelRuntime::write() const
{
    if (const auto ready = prepareFolder(); !ready)
        return ready;
    const QJsonObject json{{QStringLiteral("pid"), pid},
                           {QStringLiteral("hostPort"), int(hostPort)},
                           {QStringLiteral("controlSocket"), controlSocket},
                           {QStringLiteral("toolsRoot"), toolsRoot}};
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(json).toJson(QJsonDocument::Compact)) < 0 || !file.commit())
        return ic::Error{QStringLiteral("runtime.write"),
                         Tr::tr("Cannot write %1: %2").arg(filePath(), file.errorString())};
    return ic::success();
}

ic::Result<PanelRuntime> PanelRuntime::read()
{
    if (folder().isEmpty() || !isPrivateFolder(folder()))
        return noPanel();
    QFile file(filePath());
    if (!file.open(QIODevice::ReadOnly))
        return noPanel();
    const QJsonObject json = QJsonDocument::fromJson(file.read(64 * 1024)).object();
    PanelRuntime runtime;
    runtime.pid = json.value(QLatin1String("pid")).toInteger();
    const int port = json.value(QLatin1String("hostPort")).toInt();
    runtime.hostPort = port > 0 && port < 65536 ? quint16(port) : 0;
    runtime.controlSocket = json.value(QLatin1String("controlSocket")).toString();
    runtime.toolsRoot = json.value(QLatin1String("toolsRoot")).toString();
    if (!processRuns(runtime.pid))
        return noPanel();
    return runtime;
}

void PanelRuntime::removeOwn()
{
    const auto running = read();
    if (running && running->pid == QCoreApplication::applicationPid())
        QFile::remove(filePath());
}

} // namespace ic
