#include "panel/SingleInstance.h"
#include "panel/Tr.h"

#include "panel/PanelLog.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocalSocket>
#include <QThread>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace icpanel {

namespace {
/// A line longer than this is not a list of paths.
constexpr qint64 MaxMessageBytes = 256 * 1024;

QString lockPathFor(const QString &name)
{
    // Beside the socket: QLocalServer puts a bare name into the temporary folder.
    if (QFileInfo(name).isAbsolute())
        return name + QStringLiteral(".lock");
    return QDir(QDir::tempPath()).filePath(name + QStringLiteral(".lock"));
}
} // namespace

QString SingleInstance::defaultName()
{
    const QString forced = qEnvironmentVariable("IC_PANEL_INSTANCE");
    if (!forced.isEmpty())
        return forced;
#ifdef Q_OS_UNIX
    return QStringLiteral("ic-control-panel-%1").arg(::getuid());
#else
    return QStringLiteral("ic-control-panel-%1").arg(qEnvironmentVariable("USERNAME"));
#endif
}

SingleInstance::SingleInstance(QString name, QObject *parent)
    : QObject(parent), m_name(std::move(name)), m_lock(lockPathFor(m_name))
{
    // Only a panel that is gone leaves a lock behind; a running one never gives it up.
    m_lock.setStaleLockTime(0);
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    connect(&m_server, &QLocalServer::newConnection, this, &SingleInstance::onNewConnection);
}

SingleInstance::Role SingleInstance::claim(const QStringList &paths, int waitMs)
{
    m_message.clear();
    if (m_lock.tryLock(0)) {
        listen();
        return Role::First;
    }
    // Another panel holds the lock; it may still be starting and not listen yet.
    const QDeadlineTimer deadline(waitMs);
    do {
        if (sendToRunning(paths, int(qMax<qint64>(100, deadline.remainingTime()))))
            return Role::HandedOver;
        QThread::msleep(100);
        if (m_lock.tryLock(0)) { // it quit meanwhile
            listen();
            return Role::First;
        }
    } while (!deadline.hasExpired());
    qint64 pid = 0;
    QString host;
    QString application;
    m_lock.getLockInfo(&pid, &host, &application);
    m_message = Tr::tr("Another ic-panel (process %1) is running but does not answer. Close it "
                       "(or end that process), then start ic-panel again.")
                    .arg(pid);
    return Role::Failed;
}

void SingleInstance::listen()
{
    // We hold the lock: a socket under the name is a crashed panel's leftover.
    QLocalServer::removeServer(m_name);
    if (!m_server.listen(m_name)) {
        m_message =
            Tr::tr("Cannot take packages from other ic-panels: %1").arg(m_server.errorString());
    }
}

bool SingleInstance::sendToRunning(const QStringList &paths, int timeoutMs) const
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    const QByteArray line =
        QJsonDocument(QJsonArray::fromStringList(paths)).toJson(QJsonDocument::Compact) + '\n';
    socket.write(line);
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(timeoutMs))
            return false;
    }
    return socket.readLine().trimmed() == "ok";
}

void SingleInstance::onNewConnection()
{
    while (QLocalSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > MaxMessageBytes)
                    socket->abort();
                return;
            }
            const QJsonDocument doc = QJsonDocument::fromJson(socket->readLine());
            if (!doc.isArray()) {
                socket->abort();
                return;
            }
            QStringList paths;
            for (const QJsonValue &value : doc.array()) {
                if (value.isString())
                    paths << value.toString();
            }
            socket->write("ok\n");
            socket->disconnectFromServer();
            if (paths.isEmpty()) {
                qCInfo(lcPanel) << "another ic-panel was started: showing the window";
                Q_EMIT activationRequested();
            } else {
                qCInfo(lcPanel) << "another ic-panel handed over" << paths.size() << "package(s)";
                Q_EMIT pathsReceived(paths);
            }
        });
    }
}

} // namespace icpanel
