#include "connectors/devtools/DevToolsConnector.h"

#include "connectors/common/Tr.h"
#include "connectors/devtools/DevToolsCatalogue.h"
#include "connectors/devtools/DevToolsCodec.h"
#include "connectors/devtools/DevToolsErrors.h"
#include "connectors/devtools/DevToolsLog.h"

#include <QDateTime>
#include <QWebSocket>

#include <algorithm>

namespace icconnectors::devtools {

DevToolsConnector::DevToolsConnector(QObject *parent) : Connector(parent), m_url(defaultUrl())
{
    m_retryTimer.setSingleShot(true);
    m_welcomeTimer.setSingleShot(true);
    m_welcomeTimer.setInterval(std::chrono::milliseconds(3000));
    m_answerTimer.setSingleShot(true);
    m_answerTimer.setInterval(std::chrono::milliseconds(10'000));
    connect(&m_retryTimer, &QTimer::timeout, this, [this] { connectNow(); });
    connect(&m_welcomeTimer, &QTimer::timeout, this, [this] { onWelcomeTimeout(); });
    connect(&m_answerTimer, &QTimer::timeout, this, [this] { onAnswerTimeout(); });
}

DevToolsConnector::~DevToolsConnector()
{
    m_wanted = false;
    dropSocket();
}

QUrl DevToolsConnector::defaultUrl()
{
    return QUrl(QStringLiteral("ws://127.0.0.1:5007/"));
}

void DevToolsConnector::setUrl(const QUrl &url)
{
    m_url = url;
}

QUrl DevToolsConnector::url() const
{
    return m_url;
}

void DevToolsConnector::setCommandTimeout(std::chrono::milliseconds timeout)
{
    m_answerTimer.setInterval(timeout);
}

void DevToolsConnector::setWelcomeTimeout(std::chrono::milliseconds timeout)
{
    m_welcomeTimer.setInterval(timeout);
}

void DevToolsConnector::setRetryDelays(std::chrono::milliseconds first,
                                       std::chrono::milliseconds longest)
{
    m_firstRetry = first;
    m_longestRetry = std::max(first, longest);
    m_retryDelay = first;
}

QString DevToolsConnector::kind() const
{
    return QStringLiteral("devtools");
}

QList<CommandSpec> DevToolsConnector::commands() const
{
    return DevToolsCatalogue::commands();
}

QList<QPair<QString, QString>> DevToolsConnector::figures() const
{
    return m_stats.figures();
}

const DevToolsStats &DevToolsConnector::stats() const
{
    return m_stats;
}

void DevToolsConnector::open()
{
    if (m_wanted && (state() == State::Opening || state() == State::Open))
        return; // while Failed and waiting to try again, open() tries now
    const QString scheme = m_url.scheme();
    if (!m_url.isValid() || m_url.host().isEmpty() ||
        (scheme != QLatin1String("ws") && scheme != QLatin1String("wss"))) {
        changeState(State::Failed, Tr::tr("\"%1\" is not a WebSocket URL: give one such as %2.")
                                       .arg(m_url.toString(), defaultUrl().toString()));
        return;
    }
    m_wanted = true;
    m_retryDelay = m_firstRetry;
    connectNow();
}

void DevToolsConnector::close()
{
    const bool wasWanted = m_wanted;
    m_wanted = false;
    m_retryTimer.stop();
    m_welcomeTimer.stop();
    failAll(DevToolsErrors::closed, Tr::tr("Not answered: the connection was closed."));
    dropSocket();
    if (wasWanted || state() != State::Closed)
        changeState(State::Closed, Tr::tr("Closed."));
}

void DevToolsConnector::connectNow()
{
    m_retryTimer.stop();
    dropSocket();
    makeSocket();
    m_welcomed = false;
    m_othersSeen = false;
    changeState(State::Opening, Tr::tr("Connecting to %1…").arg(m_url.toString()));
    m_socket->open(m_url);
}

void DevToolsConnector::makeSocket()
{
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(quint64(DevToolsCodec::maxMessageBytes) + 1);
    QWebSocket *socket = m_socket;
    connect(socket, &QWebSocket::connected, this, [this] {
        note(Tr::tr("Connected; waiting for the server's welcome."));
        m_welcomeTimer.start();
    });
    connect(socket, &QWebSocket::disconnected, this, [this, socket] {
        // In words, not a WebSocket close code (twenty-first newcomer: "closed with code
        // 1000" for a game that was not there): the socket's own error if it had one.
        QString reason = socket->closeReason();
        if (reason.isEmpty() && socket->error() != QAbstractSocket::UnknownSocketError)
            reason = socket->errorString();
        if (reason.isEmpty())
            reason = socket->closeCode() == QWebSocketProtocol::CloseCodeNormal
                         ? Tr::tr("the connection was closed")
                         : Tr::tr("closed with code %1").arg(int(socket->closeCode()));
        connectionEnded(reason);
    });
    connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
            [this, socket] {
                if (socket->state() == QAbstractSocket::UnconnectedState)
                    connectionEnded(socket->errorString());
            });
    connect(socket, &QWebSocket::textMessageReceived, this,
            [this](const QString &text) { onText(text); });
    connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this](const QByteArray &bytes) { onBinary(bytes); });
}

void DevToolsConnector::dropSocket()
{
    if (!m_socket)
        return;
    QWebSocket *socket = m_socket;
    m_socket = nullptr;
    socket->disconnect(this);
    if (socket->state() == QAbstractSocket::UnconnectedState) {
        socket->deleteLater();
        return;
    }
    connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
    socket->close(QWebSocketProtocol::CloseCodeNormal);
}

void DevToolsConnector::connectionEnded(const QString &reason)
{
    if (!m_wanted || !m_socket)
        return;
    m_welcomeTimer.stop();
    failAll(DevToolsErrors::connectionLost,
            Tr::tr("The connection to %1 ended before an answer came (%2). The command is not "
                   "sent again by itself: run query to see what happened, then run it again "
                   "if needed.")
                .arg(m_url.toString(), reason));
    dropSocket();
    const QString detail =
        state() == State::Open
            ? Tr::tr("Lost the connection to %1 (%2). Trying again in %3 s.")
            : Tr::tr("Cannot reach %1 (%2). Is the game running with DevTools on? Trying "
                     "again in %3 s.");
    changeState(
        State::Failed,
        detail.arg(m_url.toString(), reason).arg(double(m_retryDelay.count()) / 1000.0, 0, 'g', 6));
    m_retryTimer.start(m_retryDelay);
    m_retryDelay = std::min(m_retryDelay * 2, m_longestRetry);
}

void DevToolsConnector::restartAfterTimeout()
{
    failAll(DevToolsErrors::connectionLost,
            Tr::tr("Not sent: the connection was restarted after a command timed out; run it "
                   "again."));
    note(Tr::tr("Restarting the connection so that a late answer cannot be taken for the "
                "next command's."));
    m_retryDelay = m_firstRetry;
    connectNow();
}

void DevToolsConnector::changeState(State state, const QString &detail)
{
    if (state == this->state() && detail == stateDetail())
        return;
    qCInfo(lcDevTools).noquote() << "state" << int(state) << detail;
    note(detail);
    setStateOrDetail(state, detail);
}

void DevToolsConnector::note(const QString &text)
{
    logWire(WireEntry::Direction::Note, text.toUtf8());
}

void DevToolsConnector::logWire(WireEntry::Direction direction, const QByteArray &bytes)
{
    WireEntry entry;
    entry.at = QDateTime::currentDateTimeUtc();
    entry.direction = direction;
    entry.channel = m_url.toString();
    entry.bytes = bytes;
    Q_EMIT wire(entry);
}

} // namespace icconnectors::devtools
