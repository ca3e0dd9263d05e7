#include "ClientSwarm.h"

#include "icrp/protocol/IcrpAuth.h"
#include "icrp/protocol/JsonRpc.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <chrono>

namespace {

// The sender writes "\"t\":<microseconds>," into every message; find it without parsing JSON,
// so the clients measure the server, not their own decoder.
qint64 stampOf(const QString &text)
{
    const qsizetype at = text.indexOf(QLatin1String("\"t\":"));
    if (at < 0)
        return -1;
    qint64 v = 0;
    for (qsizetype i = at + 4; i < text.size() && text[i].isDigit(); ++i)
        v = v * 10 + text[i].digitValue();
    return v;
}

} // namespace

qint64 ClientSwarm::nowUs()
{
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count();
}

ClientSwarm::ClientSwarm(Mode mode, QUrl url, int clients, QObject *parent)
    : QObject(parent), m_mode(mode), m_url(std::move(url)), m_count(clients), m_received(clients, 0)
{
}

ClientSwarm::~ClientSwarm() = default;

void ClientSwarm::setTool(const QString &toolId, const QString &token)
{
    m_toolId = toolId;
    m_token = token;
}

void ClientSwarm::start()
{
    for (int i = 0; i < m_count; ++i) {
        auto socket = std::make_unique<QWebSocket>();
        socket->setMaxAllowedIncomingMessageSize(16 * 1024 * 1024);
        QWebSocket *s = socket.get();
        if (m_mode == Mode::Raw) {
            connect(s, &QWebSocket::connected, this, [this] {
                if (++m_ready == m_count)
                    Q_EMIT ready();
            });
        }
        connect(s, &QWebSocket::textMessageReceived, this,
                [this, i](const QString &text) { onText(i, text); });
        connect(s, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error), this,
                [this, s](QAbstractSocket::SocketError) { Q_EMIT failed(s->errorString()); });
        s->open(m_url);
        m_sockets.push_back(std::move(socket));
    }
}

void ClientSwarm::expect(qint64 messages)
{
    m_expected = messages;
    m_received.fill(0);
    m_latencies.clear();
    m_latencies.reserve(messages * m_count);
    m_measuring = true;
    checkDone();
}

void ClientSwarm::stop()
{
    for (auto &s : m_sockets)
        s->close();
    m_sockets.clear();
}

void ClientSwarm::onText(int index, const QString &text)
{
    if (m_mode == Mode::Icrp && !m_measuring) {
        // Handshake: answer the hello, wait for the identify result.
        if (text.contains(QLatin1String("\"ic/hello\""))) {
            QJsonObject params{
                {QStringLiteral("icrpVersion"),
                 QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                             {QStringLiteral("max"), QStringLiteral("1.0")}}},
                {QStringLiteral("tier"), QStringLiteral("admin")},
                {QStringLiteral("subscriptions"), QJsonArray{QStringLiteral("combat")}},
                {QStringLiteral("client"),
                 QJsonObject{{QStringLiteral("name"), QStringLiteral("bench")},
                             {QStringLiteral("toolId"), m_toolId}}}};
            if (!m_token.isEmpty()) {
                const QJsonObject auth = QJsonDocument::fromJson(text.toUtf8())
                                             .object()
                                             .value(QLatin1String("params"))
                                             .toObject()
                                             .value(QLatin1String("authentication"))
                                             .toObject();
                params.insert(
                    QStringLiteral("authentication"),
                    icrp::IcrpAuth::response(m_token, auth.value(QLatin1String("salt")).toString(),
                                             auth.value(QLatin1String("challenge")).toString()));
            }
            const QJsonObject identify =
                icrp::JsonRpc::request(1, QStringLiteral("ic/identify"), params);
            m_sockets[index]->sendTextMessage(QString::fromUtf8(icrp::JsonRpc::encode(identify)));
            return;
        }
        if (text.contains(QLatin1String("\"sessionId\""))) {
            if (++m_ready == m_count)
                Q_EMIT ready();
            return;
        }
    }
    if (!m_measuring)
        return;
    const qint64 stamp = stampOf(text);
    if (stamp > 0)
        m_latencies.push_back(nowUs() - stamp);
    ++m_received[index];
    if (m_received[index] == m_expected)
        checkDone();
}

void ClientSwarm::checkDone()
{
    if (!m_measuring)
        return;
    for (qint64 r : std::as_const(m_received)) {
        if (r < m_expected)
            return;
    }
    m_measuring = false;
    Q_EMIT done(m_latencies);
}
