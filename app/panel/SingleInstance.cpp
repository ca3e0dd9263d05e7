#include "panel/SingleInstance.h"

#include "panel/PanelLog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocalSocket>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace icpanel {

namespace {
/// A line longer than this is not a list of paths.
constexpr qint64 MaxMessageBytes = 256 * 1024;
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
    : QObject(parent), m_name(std::move(name))
{
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    connect(&m_server, &QLocalServer::newConnection, this, &SingleInstance::onNewConnection);
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

bool SingleInstance::listen(QString *error)
{
    if (m_server.listen(m_name))
        return true;
    if (m_server.serverError() == QAbstractSocket::AddressInUseError) {
        QLocalSocket probe;
        probe.connectToServer(m_name);
        if (probe.waitForConnected(1000)) {
            if (error)
                error->clear();
            return false;
        }
        // Nobody answers on it: a crashed panel's leftover.
        QLocalServer::removeServer(m_name);
        if (m_server.listen(m_name))
            return true;
    }
    if (error)
        *error = m_server.errorString();
    return false;
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
            QStringList paths;
            for (const QJsonValue &value : doc.array()) {
                if (value.isString())
                    paths << value.toString();
            }
            socket->write("ok\n");
            socket->disconnectFromServer();
            qCInfo(lcPanel) << "another ic-panel handed over" << paths.size() << "package(s)";
            if (!paths.isEmpty())
                Q_EMIT pathsReceived(paths);
        });
    }
}

} // namespace icpanel
