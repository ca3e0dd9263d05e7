#include "RawPeer.h"

#include <QTcpSocket>

#include "icrp/protocol/IcrpAuth.h"

#include <QJsonDocument>
#include <QTest>
#include <QUrl>

RawPeer::RawPeer(QObject *parent) : QObject(parent)
{
    connect(&socket, &QWebSocket::textMessageReceived, this, [this](const QString &text) {
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &err);
        if (doc.isArray())
            messages.append(doc.array());
        else if (doc.isObject())
            messages.append(doc.object());
        else
            messages.append(QJsonValue(text)); // not JSON: kept as a string for the test to see
    });
    connect(&socket, &QWebSocket::disconnected, this, [this] {
        closed = true;
        closeCode = int(socket.closeCode());
        closeReason = socket.closeReason();
    });
}

RawPeer::~RawPeer()
{
    // Qt 6.4's ~QWebSocket on a connected socket sends a "going away" close and leaks its
    // reason text (seen under LeakSanitizer); a peer that just vanishes is as good for tests.
    if (socket.state() != QAbstractSocket::UnconnectedState)
        socket.abort();
}

void RawPeer::open(quint16 port)
{
    socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
}

bool RawPeer::connectAndHello(quint16 port)
{
    open(port);
    const QJsonValue first = next();
    const QJsonObject o = first.toObject();
    if (o.value(QLatin1String("method")).toString() != QLatin1String("ic/hello"))
        return false;
    hello = o.value(QLatin1String("params")).toObject();
    return true;
}

bool RawPeer::waitForMessages(qsizetype count, int timeoutMs)
{
    return QTest::qWaitFor([&] { return messages.size() >= count || closed; }, timeoutMs) &&
           messages.size() >= count;
}

QJsonValue RawPeer::next(int timeoutMs)
{
    if (!waitForMessages(taken + 1, timeoutMs))
        return QJsonValue(QJsonValue::Undefined);
    return messages.at(taken++);
}

QJsonObject RawPeer::response(const QJsonValue &id, int timeoutMs)
{
    QJsonObject found;
    (void)QTest::qWaitFor(
        [&] {
            for (const QJsonValue &m : std::as_const(messages)) {
                const QJsonObject o = m.toObject();
                if (o.contains(QLatin1String("id")) && o.value(QLatin1String("id")) == id &&
                    !o.contains(QLatin1String("method"))) {
                    found = o;
                    return true;
                }
            }
            return closed;
        },
        timeoutMs);
    return found;
}

bool RawPeer::waitClosed(int timeoutMs)
{
    return QTest::qWaitFor([&] { return closed; }, timeoutMs);
}

void RawPeer::sendText(const QString &text)
{
    socket.sendTextMessage(text);
}

void RawPeer::send(const QJsonValue &json)
{
    sendText(QString::fromUtf8(
        json.isArray() ? QJsonDocument(json.toArray()).toJson(QJsonDocument::Compact)
                       : QJsonDocument(json.toObject()).toJson(QJsonDocument::Compact)));
}

QJsonObject RawPeer::request(const QJsonValue &id, const QString &method, const QJsonValue &params)
{
    QJsonObject o{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("method"), method}};
    if (!params.isUndefined())
        o.insert(QStringLiteral("params"), params);
    return o;
}

QJsonObject RawPeer::call(const QString &method, const QJsonValue &params)
{
    const int id = m_nextId++;
    send(request(id, method, params));
    return response(id);
}

QJsonObject RawPeer::identifyParams(const QString &password, const QString &tier,
                                    const QStringList &subscriptions) const
{
    QJsonObject params{{QStringLiteral("icrpVersion"),
                        QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                                    {QStringLiteral("max"), QStringLiteral("1.0")}}},
                       {QStringLiteral("tier"), tier},
                       {QStringLiteral("subscriptions"), QJsonArray::fromStringList(subscriptions)},
                       {QStringLiteral("client"),
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("RawPeer")},
                                    {QStringLiteral("version"), QStringLiteral("0.0.1")}}}};
    const QJsonObject auth = hello.value(QLatin1String("authentication")).toObject();
    if (!auth.isEmpty() && !password.isNull()) {
        params.insert(QStringLiteral("authentication"),
                      icrp::IcrpAuth::response(password,
                                               auth.value(QLatin1String("salt")).toString(),
                                               auth.value(QLatin1String("challenge")).toString()));
    }
    return params;
}

QJsonObject RawPeer::identify(const QString &password, const QString &tier,
                              const QStringList &subscriptions)
{
    return call(QStringLiteral("ic/identify"), identifyParams(password, tier, subscriptions));
}

QList<QJsonObject> RawPeer::events() const
{
    QList<QJsonObject> out;
    for (const QJsonValue &m : messages) {
        const QJsonObject o = m.toObject();
        if (o.value(QLatin1String("method")).toString() == QLatin1String("ic/event"))
            out.append(o.value(QLatin1String("params")).toObject());
    }
    return out;
}

std::unique_ptr<RawPeer> RawPeer::identified(quint16 port, const QString &password,
                                             const QString &tier, const QStringList &subscriptions)
{
    auto p = std::make_unique<RawPeer>();
    if (!p->connectAndHello(port))
        return nullptr;
    if (!p->identify(password, tier, subscriptions).contains(QLatin1String("result")))
        return nullptr;
    return p;
}

namespace {

QJsonValue errorField(const QJsonValue &response, QLatin1String key)
{
    return response.toObject().value(QLatin1String("error")).toObject().value(key);
}

} // namespace

int errorCode(const QJsonValue &response)
{
    return errorField(response, QLatin1String("code")).toInt();
}

QString errorMessage(const QJsonValue &response)
{
    return errorField(response, QLatin1String("message")).toString();
}

std::unique_ptr<QTcpSocket> silentSubscriber(quint16 port, const QByteArray &category)
{
    auto socket = std::make_unique<QTcpSocket>();
    socket->connectToHost(QStringLiteral("127.0.0.1"), port);
    if (!socket->waitForConnected(5000))
        return nullptr;
    socket->write(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) +
        "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
    if (!QTest::qWaitFor(
            [&] { return socket->peek(socket->bytesAvailable() + 1).contains("ic/hello"); }, 5000))
        return nullptr;
    socket->readAll();
    const QByteArray identify =
        R"({"jsonrpc":"2.0","id":1,"method":"ic/identify","params":{"icrpVersion":)"
        R"({"min":"1.0","max":"1.0"},"tier":"observer","subscriptions":[")" +
        category + R"("]}})";
    QByteArray frame;
    frame.append(char(0x81)); // FIN, text
    frame.append(char(0x80 | 126));
    frame.append(char((identify.size() >> 8) & 0xff));
    frame.append(char(identify.size() & 0xff));
    frame.append(QByteArray(4, '\0')); // a zero mask leaves the payload as it is
    frame.append(identify);
    socket->write(frame);
    if (!QTest::qWaitFor([&] { return socket->bytesAvailable() > 0; }, 5000))
        return nullptr;
    socket->setReadBufferSize(1024); // from now on the client reads (almost) nothing
    return socket;
}
