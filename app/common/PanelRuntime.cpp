#include "common/PanelRuntime.h"
#include "common/Tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
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

ic::Error noPanel()
{
    return {QStringLiteral("runtime.none"),
            Tr::tr("IC Control Panel is not running (start ic-panel first).")};
}

} // namespace

QString PanelRuntime::folder()
{
    QString base = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (base.isEmpty())
        base = QDir::tempPath();
    return QDir(base).filePath(QStringLiteral("ic-control-panel"));
}

QString PanelRuntime::filePath()
{
    return QDir(folder()).filePath(QStringLiteral("panel.json"));
}

ic::Result<void> PanelRuntime::write() const
{
    if (!QDir().mkpath(folder()))
        return ic::Error{QStringLiteral("runtime.write"),
                         Tr::tr("Cannot make the folder %1").arg(folder())};
    QFile::setPermissions(folder(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QJsonObject json{{QStringLiteral("pid"), pid},
                           {QStringLiteral("hostPort"), int(hostPort)},
                           {QStringLiteral("controlSocket"), controlSocket}};
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(json).toJson(QJsonDocument::Compact)) < 0 || !file.commit())
        return ic::Error{QStringLiteral("runtime.write"),
                         Tr::tr("Cannot write %1: %2").arg(filePath(), file.errorString())};
    return ic::success();
}

ic::Result<PanelRuntime> PanelRuntime::read()
{
    QFile file(filePath());
    if (!file.open(QIODevice::ReadOnly))
        return noPanel();
    const QJsonObject json = QJsonDocument::fromJson(file.read(64 * 1024)).object();
    PanelRuntime runtime;
    runtime.pid = json.value(QLatin1String("pid")).toInteger();
    const int port = json.value(QLatin1String("hostPort")).toInt();
    runtime.hostPort = port > 0 && port < 65536 ? quint16(port) : 0;
    runtime.controlSocket = json.value(QLatin1String("controlSocket")).toString();
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
