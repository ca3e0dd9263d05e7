// RelayConnection: the handshake (ic/hello, then ic/identify with the tier and, when the hello
// asks for it, the token) and every message after it (answers, relay/match.event,
// relay/announcement), and the socket's end.

#include "relayclient/RelayClientLog.h"
#include "relayclient/RelayConnectionPrivate.h"
#include "relayclient/Tr.h"

#include "icrp/protocol/VersionRange.h"

#include <QJsonArray>
#include <QTimer>

namespace icrelayclient {

void RelayConnection::Private::onText(const QString &text)
{
    const icrp::JsonRpc::Parsed parsed = icrp::JsonRpc::parse(text.toUtf8());
    if (parsed.parseError)
        return finish(notARelay(Tr::tr("it sent a message that is not JSON")));
    for (const icrp::JsonRpcMessage &message : parsed.messages) {
        if (!socket)
            return; // an earlier message ended the attempt
        if (message.isResponse() && message.id.isNull() && !message.error.isEmpty()) {
            // A refusal of the connection itself (a token in the header it does not accept).
            return finish(refusedAtIdentify(message.error));
        }
        if (message.isResponse() && message.id.toDouble(-1) == double(identifyId))
            onIdentifyAnswer(message);
        else if (message.isResponse())
            onResponse(message);
        else if (message.isNotification() && message.method == QLatin1String("ic/hello"))
            onHello(message.params);
        else if (message.isNotification())
            onNotification(message);
    }
}

void RelayConnection::Private::onHello(const QJsonValue &params)
{
    if (state != State::Connecting || !params.isObject())
        return finish(notARelay(Tr::tr("its greeting came twice or is not an object")));
    hello = params.toObject();
    if (!hello.value(QLatin1String("relay")).toBool())
        return finish(notARelay(Tr::tr("it is an ICRP server but not a relay")));
    QJsonObject identify{{QStringLiteral("icrpVersion"), icrp::VersionRange::supported().toJson()},
                         {QStringLiteral("tier"), icrp::tierName(options.tier)},
                         {QStringLiteral("client"),
                          QJsonObject{{QStringLiteral("name"), options.clientName},
                                      {QStringLiteral("version"), options.clientVersion}}}};
    // A relay that did not take the header (a proxy may drop it) asks for the token here.
    const QJsonValue authentication = hello.value(QLatin1String("authentication"));
    if (authentication.isObject() &&
        authentication.toObject().value(QLatin1String("scheme")).toString() ==
            QLatin1String("bearer"))
        identify.insert(QStringLiteral("authentication"), options.token);
    identifyId = nextId++;
    setState(State::Identifying);
    send(icrp::JsonRpc::request(QJsonValue(double(identifyId)), QStringLiteral("ic/identify"),
                                identify));
    handshakeTimer.start(options.handshakeTimeout);
}

void RelayConnection::Private::onIdentifyAnswer(const icrp::JsonRpcMessage &message)
{
    identifyId = -1;
    handshakeTimer.stop();
    if (!message.error.isEmpty())
        return finish(refusedAtIdentify(message.error));
    if (!message.result.isObject())
        return finish(notARelay(Tr::tr("its answer to ic/identify is not an object")));
    welcome = message.result.toObject();
    onIdentified();
}

void RelayConnection::Private::onIdentified()
{
    backoffStep = 0;
    error = {};
    const QJsonObject token = welcome.value(QLatin1String("token")).toObject();
    qCInfo(lcRelayClient).noquote()
        << "connected to" << where() << "as" << welcome.value(QLatin1String("tier")).toString()
        << "with token" << token.value(QLatin1String("id")).toString();
    setState(State::Connected);
    Q_EMIT q->connected();
    if (wantEvents && state == State::Connected)
        q->subscribeMatchEvents(true);
}

void RelayConnection::Private::onResponse(const icrp::JsonRpcMessage &message)
{
    auto it = pending.find(qint64(message.id.toDouble(-1)));
    if (it == pending.end())
        return; // timed out already
    auto done = std::move(it->second.done);
    pending.erase(it);
    if (!done)
        return;
    if (!message.error.isEmpty())
        done(callError(message.error));
    else
        done(message.result);
}

void RelayConnection::Private::onNotification(const icrp::JsonRpcMessage &message)
{
    const QJsonObject params = message.params.toObject();
    if (message.method == QLatin1String("relay/match.event")) {
        if (const auto event = RelayMatchEvent::fromJson(params))
            Q_EMIT q->matchEvent(*event);
        return;
    }
    if (message.method == QLatin1String("relay/announcement")) {
        Q_EMIT q->announcement(params.value(QLatin1String("message")).toString(),
                               params.value(QLatin1String("game_id")).toString());
        return;
    }
    qCDebug(lcRelayClient) << "ignored the notification" << message.method;
}

void RelayConnection::Private::onSocketDisconnected()
{
    if (!socket)
        return;
    if (pendingEnding)
        return finish(*pendingEnding);
    if (!opened) {
        // A WebSocket that never opened reports why (refused, no route) just after this.
        QTimer::singleShot(0, q, [this, ws = socket.data()] {
            if (socket == ws)
                finish(forSocketError(ws->error(), ws->errorString()));
        });
        return;
    }
    finish(forClose(int(socket->closeCode()), socket->closeReason()));
}

void RelayConnection::Private::onSocketError(QAbstractSocket::SocketError e)
{
    if (!socket)
        return;
    if (pendingEnding)
        return finish(*pendingEnding);
    if (e == QAbstractSocket::RemoteHostClosedError && state != State::Connecting)
        return; // the close follows and says more
    finish(forSocketError(e, socket->errorString()));
}

} // namespace icrelayclient
