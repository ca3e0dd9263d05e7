#include "ClientSwarm.h"

#include "icrp/protocol/IcrpAuth.h"
#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/MsgPack.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
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

// The same stamp in a MessagePack event: the key "t" (fixstr 0xa1 't') and its unsigned
// integer, read from the bytes.
qint64 stampOfPacked(const QByteArray &bytes)
{
    const qsizetype at = bytes.indexOf(QByteArrayView("\xa1t"));
    if (at < 0 || at + 2 >= bytes.size())
        return -1;
    const auto *p = reinterpret_cast<const uchar *>(bytes.constData()) + at + 2;
    const qsizetype left = bytes.size() - at - 2;
    if (p[0] < 0x80)
        return p[0];
    if (p[0] < 0xcc || p[0] > 0xcf)
        return -1;
    const int width = 1 << (p[0] - 0xcc);
    if (left < width + 1)
        return -1;
    qint64 v = 0;
    for (int i = 1; i <= width; ++i)
        v = (v << 8) | p[i];
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
        connect(s, &QWebSocket::binaryMessageReceived, this,
                [this, i](const QByteArray &bytes) { onBinary(i, bytes); });
        connect(s, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error), this,
                [this, s](QAbstractSocket::SocketError) { Q_EMIT failed(s->errorString()); });
        QNetworkRequest request(m_url);
        if (m_messagePack)
            request.setRawHeader("Accept", "application/msgpack");
        s->open(request);
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
        onHandshake(QJsonDocument::fromJson(text.toUtf8()).object(), [this, index](QJsonObject m) {
            m_sockets[index]->sendTextMessage(QString::fromUtf8(icrp::JsonRpc::encode(m)));
        });
        return;
    }
    if (m_measuring)
        onEvent(index, stampOf(text));
}

void ClientSwarm::onBinary(int index, const QByteArray &bytes)
{
    if (m_mode == Mode::Icrp && !m_measuring) {
        const std::optional<QJsonValue> message = icrp::MsgPack::decode(bytes);
        onHandshake(message ? message->toObject() : QJsonObject(), [this, index](QJsonObject m) {
            m_sockets[index]->sendBinaryMessage(icrp::MsgPack::encode(m));
        });
        return;
    }
    if (m_measuring)
        onEvent(index, stampOfPacked(bytes));
}

void ClientSwarm::onHandshake(const QJsonObject &message,
                              const std::function<void(QJsonObject)> &send)
{
    if (message.value(QLatin1String("method")).toString() == QLatin1String("ic/hello")) {
        QJsonObject params{{QStringLiteral("icrpVersion"),
                            QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                                        {QStringLiteral("max"), QStringLiteral("1.0")}}},
                           {QStringLiteral("tier"), QStringLiteral("admin")},
                           {QStringLiteral("subscriptions"), QJsonArray{QStringLiteral("combat")}},
                           {QStringLiteral("client"),
                            QJsonObject{{QStringLiteral("name"), QStringLiteral("bench")},
                                        {QStringLiteral("toolId"), m_toolId}}}};
        if (!m_token.isEmpty()) {
            const QJsonObject auth = message.value(QLatin1String("params"))
                                         .toObject()
                                         .value(QLatin1String("authentication"))
                                         .toObject();
            params.insert(
                QStringLiteral("authentication"),
                icrp::IcrpAuth::response(m_token, auth.value(QLatin1String("salt")).toString(),
                                         auth.value(QLatin1String("challenge")).toString()));
        }
        send(icrp::JsonRpc::request(1, QStringLiteral("ic/identify"), params));
        return;
    }
    if (message.value(QLatin1String("result")).toObject().contains(QLatin1String("sessionId"))) {
        if (++m_ready == m_count)
            Q_EMIT ready();
    }
}

void ClientSwarm::onEvent(int index, qint64 stampUs)
{
    if (stampUs > 0)
        m_latencies.push_back(nowUs() - stampUs);
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
