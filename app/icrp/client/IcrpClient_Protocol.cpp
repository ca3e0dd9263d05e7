// IcrpClient: the handshake (ic/hello → ic/identify → result) and everything the server
// sends afterwards (responses, ic/event notifications, the close).

#include "IcrpClientPrivate.h"
#include "icrp/client/EventScan.h"
#include "icrp/protocol/IcrpAuth.h"
#include "icrp/protocol/IcrpLog.h"
#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/Tr.h"

#include <QJsonArray>
#include <QMetaMethod>

namespace icrp {

namespace {

/// Our ids are integers sent as JSON numbers; anything else is not one of ours.
std::optional<qint64> ownId(const QJsonValue &id)
{
    if (!id.isDouble())
        return std::nullopt;
    const double v = id.toDouble();
    // Range first: converting 1e300 (or NaN) to an integer is undefined behaviour. Our ids
    // count up from 1 and stay far below 2^53.
    if (!(v >= 1 && v <= 9007199254740992.0))
        return std::nullopt;
    const auto i = qint64(v);
    if (double(i) != v)
        return std::nullopt;
    return i;
}

} // namespace

void IcrpClient::Private::onTextMessage(const QByteArray &utf8)
{
    if (options.messagePack) {
        finish(noMessagePack());
        return;
    }
    if (takeEventText(utf8))
        return;
    const JsonRpc::Parsed parsed = JsonRpc::parse(utf8);
    if (parsed.parseError) {
        finish(protocolError(
            Tr::tr("it sent a message that is not JSON (%1)").arg(parsed.parseErrorText)));
        return;
    }
    onMessages(parsed, utf8);
}

bool IcrpClient::Private::takeEventText(const QByteArray &utf8)
{
    // The fast path (issue 30): an ic/event notification as the game writes it is recognised
    // by a scan of its text, without a JSON document, when only its text is wanted (the
    // gateway). Anything unusual takes the full parse below.
    static const QMetaMethod dataSignal = QMetaMethod::fromSignal(&IcrpClient::eventReceived);
    if (state != State::Connected || q->isSignalConnected(dataSignal))
        return false;
    const std::optional<EventScan::Event> event = EventScan::json(QByteArrayView(utf8));
    if (!event)
        return false;
    Q_EMIT q->eventFrameReceived(event->category, event->type, event->tick, utf8);
    return true;
}

void IcrpClient::Private::onBinaryMessage(const QByteArray &bytes)
{
    if (!options.messagePack) {
        qCWarning(lcIcrpClient) << "ignoring a binary message of" << bytes.size() << "bytes";
        return;
    }
    const JsonRpc::Parsed parsed = JsonRpc::parseMsgPack(bytes);
    if (parsed.parseError) {
        finish(protocolError(Tr::tr("it sent a binary message that is not MessagePack (%1)")
                                 .arg(parsed.parseErrorText)));
        return;
    }
    onMessages(parsed, QByteArray());
}

void IcrpClient::Private::onMessages(const JsonRpc::Parsed &parsed, const QByteArray &utf8)
{
    ClientWebSocket *ws = socket;
    QPointer<IcrpClient> guard(q);
    for (const JsonRpcMessage &msg : parsed.messages) {
        if (!guard || socket != ws)
            return; // the attempt ended while handling an earlier message of a batch
        switch (msg.kind) {
        case JsonRpcMessage::Kind::Notification:
            if (msg.method == QLatin1String("ic/hello")) {
                if (state == State::Connecting && hello.isEmpty())
                    onHello(msg.params);
                else
                    qCWarning(lcIcrpClient) << "ignoring a second ic/hello";
            } else if (msg.method == QLatin1String("ic/event")) {
                if (state == State::Connected)
                    onEvent(msg.params,
                            parsed.messages.size() == 1 && !parsed.batch ? utf8 : QByteArray());
            } else if (state == State::Connected) {
                // e.g. the panel gateway's ic/gateway.game
                Q_EMIT q->notificationReceived(msg.method, msg.params.toObject());
            } else {
                qCDebug(lcIcrpClient) << "ignoring notification" << msg.method;
            }
            break;
        case JsonRpcMessage::Kind::Response:
            if (identifyId >= 0 && ownId(msg.id) == identifyId) {
                onIdentifyResponse(msg);
            } else if (msg.id.isNull() && !msg.error.isEmpty() && state != State::Connected) {
                // Refused before identifying (e.g. -32007 right after the upgrade): the
                // close that follows says less than this error.
                finish(endingForIdentifyError(msg.error.value(QLatin1String("code")).toInt(),
                                              msg.error.value(QLatin1String("message")).toString(),
                                              msg.error.value(QLatin1String("data"))));
            } else {
                onResponse(msg);
            }
            break;
        case JsonRpcMessage::Kind::Request:
            // A client offers no methods.
            sendJson(JsonRpc::error(msg.id, ErrorCode::MethodNotFound,
                                    JsonRpc::standardMessage(ErrorCode::MethodNotFound)));
            break;
        case JsonRpcMessage::Kind::Invalid:
            qCWarning(lcIcrpClient).noquote() << "ignoring an invalid message:" << msg.problem;
            break;
        }
    }
}

void IcrpClient::Private::onHello(const QJsonValue &params)
{
    if (!params.isObject()) {
        finish(protocolError(Tr::tr("its ic/hello has no parameters object")));
        return;
    }
    hello = params.toObject();
    const auto serverVersions = VersionRange::fromJson(hello.value(QLatin1String("icrpVersion")));
    if (!serverVersions) {
        finish(protocolError(
            Tr::tr("its ic/hello is malformed: %1").arg(serverVersions.error().message)));
        return;
    }
    if (!VersionRange::negotiate(options.versions, *serverVersions)) {
        // Do not identify: the server could not understand us anyway.
        finish({Failure::VersionMismatch,
                VersionRange::mismatchMessage(options.versions, *serverVersions)});
        return;
    }

    QString response;
    const QJsonValue auth = hello.value(QLatin1String("authentication"));
    if (auth.isObject()) {
        if (options.password.isEmpty()) {
            finish(passwordRequired());
            return;
        }
        const QString challenge = auth.toObject().value(QLatin1String("challenge")).toString();
        const QString salt = auth.toObject().value(QLatin1String("salt")).toString();
        if (challenge.isEmpty() || salt.isEmpty()) {
            finish(protocolError(
                Tr::tr("its ic/hello asks for a password but has no challenge or salt")));
            return;
        }
        response = IcrpAuth::response(options.password, salt, challenge);
    } else if (!auth.isNull() && !auth.isUndefined()) {
        finish(protocolError(
            Tr::tr("the \"authentication\" of its ic/hello is neither null nor an object")));
        return;
    }

    qCDebug(lcIcrpClient).noquote()
        << "hello from" << hello.value(QLatin1String("server")).toString() << "- identifying as"
        << tierName(options.tier);
    QPointer<IcrpClient> guard(q);
    ClientWebSocket *ws = socket;
    setState(State::Authenticating);
    if (!guard || socket != ws)
        return;
    QJsonObject identify = identifyParams();
    if (!response.isEmpty())
        identify.insert(QStringLiteral("authentication"), response);
    identifyId = nextId++;
    sendJson(
        JsonRpc::request(QJsonValue(double(identifyId)), QStringLiteral("ic/identify"), identify));
    handshakeTimer.start(options.handshakeTimeout);
}

QJsonObject IcrpClient::Private::identifyParams() const
{
    QJsonObject client{{QStringLiteral("name"), options.clientName},
                       {QStringLiteral("version"), options.clientVersion}};
    if (!options.toolId.isEmpty())
        client.insert(QStringLiteral("toolId"), options.toolId);
    return {{QStringLiteral("icrpVersion"), options.versions.toJson()},
            {QStringLiteral("tier"), tierName(options.tier)},
            {QStringLiteral("subscriptions"), QJsonArray::fromStringList(subscriptions)},
            {QStringLiteral("client"), client}};
}

void IcrpClient::Private::onIdentifyResponse(const JsonRpcMessage &msg)
{
    identifyId = -1;
    handshakeTimer.stop();
    if (!msg.error.isEmpty()) {
        finish(endingForIdentifyError(msg.error.value(QLatin1String("code")).toInt(),
                                      msg.error.value(QLatin1String("message")).toString(),
                                      msg.error.value(QLatin1String("data"))));
        return;
    }
    if (!msg.result.isObject()) {
        finish(protocolError(Tr::tr("its answer to ic/identify is not an object")));
        return;
    }
    welcome = msg.result.toObject();
    backoffStep = 0;
    failure = Failure::None;
    error.clear();
    qCInfo(lcIcrpClient).noquote()
        << "connected to" << urlText() << "as" << welcome.value(QLatin1String("tier")).toString();
    QPointer<IcrpClient> guard(q);
    setState(State::Connected);
    if (guard && state == State::Connected)
        Q_EMIT q->connected();
}

void IcrpClient::Private::onResponse(const JsonRpcMessage &msg)
{
    const auto id = ownId(msg.id);
    auto it = id ? pending.find(*id) : pending.end();
    if (it == pending.end()) {
        qCDebug(lcIcrpClient) << "ignoring an answer to no pending call" << msg.id;
        return;
    }
    Callback done = std::move(it->second.done);
    pending.erase(it);
    if (!done)
        return;
    IcrpResult r;
    if (msg.error.isEmpty()) {
        r.ok = true;
        r.result = msg.result;
    } else {
        r.code = msg.error.value(QLatin1String("code")).toInt();
        r.message = msg.error.value(QLatin1String("message")).toString();
        r.data = msg.error.value(QLatin1String("data"));
    }
    done(r);
}

void IcrpClient::Private::onEvent(const QJsonValue &params, const QByteArray &utf8)
{
    const QJsonObject o = params.toObject();
    const QString category = o.value(QLatin1String("category")).toString();
    const QString type = o.value(QLatin1String("type")).toString();
    if (category.isEmpty() || type.isEmpty()) {
        qCWarning(lcIcrpClient) << "ignoring an ic/event without category or type";
        return;
    }
    const qint64 tick = o.value(QLatin1String("tick")).toInteger();
    // Each form is built only for those who listen to it (the gateway takes the text).
    static const QMetaMethod textSignal = QMetaMethod::fromSignal(&IcrpClient::eventFrameReceived);
    static const QMetaMethod dataSignal = QMetaMethod::fromSignal(&IcrpClient::eventReceived);
    if (q->isSignalConnected(textSignal)) {
        // An event of a batch is written out alone, as it would have come by itself.
        Q_EMIT q->eventFrameReceived(
            category, type, tick,
            !utf8.isNull() ? utf8
                           : JsonRpc::encode(JsonRpc::notification(QStringLiteral("ic/event"), o)));
    }
    if (q->isSignalConnected(dataSignal))
        Q_EMIT q->eventReceived(category, type, tick, o.value(QLatin1String("data")).toObject());
}

void IcrpClient::Private::onSocketError(QAbstractSocket::SocketError e)
{
    if (!socket)
        return;
    if (socketOpened || pendingEnding) {
        // The close that follows says more (close code); onSocketDisconnected() handles it.
        qCDebug(lcIcrpClient) << "socket error" << e << socket->errorString();
        return;
    }
    finish(endingForSocketError(e, socket->errorString()));
}

void IcrpClient::Private::onSocketDisconnected()
{
    if (!socket)
        return;
    if (pendingEnding) {
        const Ending e = *pendingEnding;
        finish(e);
        return;
    }
    if (!socketOpened) {
        finish(endingForSocketError(socket->error(), socket->errorString()));
        return;
    }
    if (const QString broken = socket->protocolFailure(); !broken.isEmpty()) {
        finish(protocolError(broken)); // this client ended it: the server broke RFC 6455
        return;
    }
    finish(endingForClose(int(socket->closeCode()), socket->closeReason()));
}

void IcrpClient::Private::onHandshakeTimeout()
{
    if (socket)
        finish(timedOut());
}

} // namespace icrp
