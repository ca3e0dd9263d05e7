#include "panel/PanelControl.h"
#include "panel/Tr.h"

#include "panel/PanelLog.h"

#include "common/PanelRuntime.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QLocalSocket>
#include <QPointer>

namespace icpanel {

namespace {
/// A request is one short line.
constexpr qint64 kMaxRequestBytes = 4096;
} // namespace

PanelControl::PanelControl(Handler handler, QObject *parent)
    : QObject(parent), m_handler(std::move(handler))
{
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    connect(&m_server, &QLocalServer::newConnection, this, &PanelControl::onNewConnection);
}

PanelControl::~PanelControl()
{
    ic::PanelRuntime::removeOwn();
    m_server.close();
}

ic::Result<void> PanelControl::start(quint16 hostPort, const QString &toolsRoot)
{
    ic::PanelRuntime runtime;
    runtime.pid = QCoreApplication::applicationPid();
    runtime.hostPort = hostPort;
    runtime.toolsRoot = toolsRoot;
    runtime.controlSocket =
        QDir(ic::PanelRuntime::folder()).filePath(QStringLiteral("control-%1").arg(runtime.pid));
    if (const auto ready = ic::PanelRuntime::prepareFolder(); !ready)
        return ready;
    QLocalServer::removeServer(runtime.controlSocket); // a crashed panel's, with our pid
    if (!m_server.listen(runtime.controlSocket))
        return ic::Error{QStringLiteral("control.listen"),
                         Tr::tr("ic-tool cannot reach this panel: %1").arg(m_server.errorString())};
    return runtime.write();
}

QJsonObject PanelControl::error(const QString &message)
{
    return QJsonObject{{QStringLiteral("error"), message}};
}

void PanelControl::onNewConnection()
{
    while (QLocalSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > kMaxRequestBytes)
                    socket->abort();
                return;
            }
            const QJsonDocument doc = QJsonDocument::fromJson(socket->readLine(kMaxRequestBytes));
            socket->disconnect(this); // one request per connection
            QPointer<QLocalSocket> guarded(socket);
            const Reply reply = [guarded](const QJsonObject &answer) {
                if (!guarded)
                    return;
                guarded->write(QJsonDocument(answer).toJson(QJsonDocument::Compact) + '\n');
                guarded->disconnectFromServer();
            };
            if (!doc.isObject()) {
                reply(error(Tr::tr("Not a request: send one JSON object on one line")));
                return;
            }
            qCDebug(lcPanel).noquote()
                << "control request"
                << doc.object().value(QLatin1String("command")).toString().left(40);
            m_handler(doc.object(), reply);
        });
    }
}

} // namespace icpanel
