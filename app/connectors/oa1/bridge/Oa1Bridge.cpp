#include "connectors/oa1/bridge/Oa1Bridge.h"

#include "connectors/common/Tr.h"
#include "connectors/oa1/bridge/Oa1UpstreamSession.h"
#include "connectors/oa1/wire/Oa1Log.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace icconnectors::oa1 {
namespace {

const QStringList &subscribingMethods()
{
    static const QStringList methods = {
        QStringLiteral("ic/subscribe"), QStringLiteral("ic/state.subscribe"),
        QStringLiteral("ic/match.events"), QStringLiteral("ic/chat.subscribe")};
    return methods;
}

QString methodOf(const QJsonValue &entry)
{
    return entry.toObject().value(QLatin1String("method")).toString();
}

} // namespace

Oa1Bridge::Oa1Bridge(const Options &options, QObject *parent)
    : QObject(parent), m_options(options), m_link(options.limits), m_server(&m_link)
{
    m_link.setFilter({options.channel, options.nick, options.allowedNicks});
    connect(&m_link, &Oa1Link::lineOut, this, [this](const QByteArray &text) {
        const auto sent = m_irc.privmsg(m_options.channel, text);
        if (!sent)
            qCWarning(lcOa1) << "a frame was not sent:" << sent.error().message;
    });
    connect(&m_irc, &IrcClient::messageReceived, &m_link, &Oa1Link::receive);
    connect(&m_irc, &IrcClient::messageReceived, this, &Oa1Bridge::onIrcMessage);
    connect(&m_irc, &IrcClient::registered, this, [this](const QString &nick) {
        m_link.setOwnNick(nick);
        m_link.setLineBudget(m_irc.textBudget(m_options.channel));
        m_irc.join(m_options.channel);
    });
    connect(&m_irc, &IrcClient::joined, this, [this](const QString &channel) {
        if (channel.compare(m_options.channel, Qt::CaseInsensitive) == 0)
            Q_EMIT ready(m_irc.nick());
    });
    connect(&m_irc, &IrcClient::joinFailed, this, [this](const QString &, const QString &why) {
        stop(Tr::tr("Cannot join %1: %2").arg(m_options.channel, why));
    });
    connect(&m_irc, &IrcClient::disconnected, this, &Oa1Bridge::stopped);
    connect(&m_server, &Oa1RpcServer::requestReceived, this, &Oa1Bridge::onRequest);
}

Oa1Bridge::~Oa1Bridge()
{
    qDeleteAll(m_sessions);
}

void Oa1Bridge::start()
{
    IrcClient::Options irc;
    irc.host = m_options.host;
    irc.port = m_options.port;
    irc.nick = m_options.nick;
    irc.user = QStringLiteral("icbridge");
    irc.realName = QStringLiteral("IC Control Panel OA1 bridge");
    irc.minLineGapMs = m_options.limits.minLineGapMs;
    m_irc.connectToServer(irc);
}

void Oa1Bridge::stop(const QString &reason)
{
    m_irc.quit(reason);
}

int Oa1Bridge::sessions() const
{
    int open = 0;
    for (const auto &s : m_sessions)
        open += s && s->isOpen() ? 1 : 0;
    return open;
}

void Oa1Bridge::onIrcMessage(const IrcMessage &message)
{
    const bool inChannel =
        QString::fromUtf8(message.param(0)).compare(m_options.channel, Qt::CaseInsensitive) == 0;
    const QString reason = Tr::tr("the nick left or changed");
    if (message.command == "QUIT" || message.command == "NICK" ||
        (message.command == "PART" && inChannel))
        return closeSession(QString::fromUtf8(message.prefix), reason);
    if (message.command != "KICK" || !inChannel)
        return;
    const QString kicked = QString::fromUtf8(message.param(1));
    for (const QString &sender : m_sessions.keys()) {
        if (sender.section(QLatin1Char('!'), 0, 0).compare(kicked, Qt::CaseInsensitive) == 0)
            closeSession(sender, reason);
    }
}

void Oa1Bridge::closeSession(const QString &sender, const QString &reason)
{
    auto session = m_sessions.take(sender);
    if (!session)
        return;
    qCInfo(lcOa1).noquote() << "session of" << sender << "closed:" << reason;
    session->close(reason); // answers its pending requests with ERR
    session->deleteLater();
}

void Oa1Bridge::onRequest(const QString &sender, const QByteArray &id, const QByteArray &payload)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(payload, &parseError);
    if (parseError.error != QJsonParseError::NoError || (!doc.isObject() && !doc.isArray())) {
        // Not JSON-RPC at all: most likely a RemoteBash command (seed 004 §10) from an OA1
        // client that does not know this bridge speaks ICRP. A plain ERR (§7) it understands.
        qCInfo(lcOa1).noquote() << "REQ" << id << "from" << sender << "is not JSON-RPC";
        m_server.fail(sender, id, QStringLiteral("not_icrp"),
                      Tr::tr("this is an IC bridge: it relays ICRP (JSON-RPC) requests, not "
                             "shell commands; send a JSON-RPC object or array"));
        return;
    }
    if (doc.isArray() && doc.array().isEmpty())
        return answerLocally(sender, id, QJsonValue::Null, -32600,
                             Tr::tr("Invalid Request: an empty batch [] is not a valid request"));
    const QJsonValue requestId = doc.object().value(QLatin1String("id"));
    qCInfo(lcOa1).noquote() << "REQ" << id << "from" << sender << "method"
                            << (doc.isArray() ? QStringLiteral("(batch)") : methodOf(doc.object()));
    if (doc.isObject() && methodOf(doc.object()) == QLatin1String(kHelloMethod))
        return openSession(sender, id, requestId);
    if (isPasswordReset(doc))
        return answerLocally(
            sender, id, requestId, -32001,
            Tr::tr("ic/remote.password_reset is not relayed over IRC: its answer holds the new "
                   "password, which would be said to everyone in the channel. Reset the "
                   "password on the game's machine, then give the panel the new one."));
    if (isSubscribing(doc))
        return answerLocally(sender, id, requestId, -32601,
                             Tr::tr("Events are not relayed over IRC, so subscribing is not "
                                    "available through the bridge: poll ic/state.query or "
                                    "ic/match.info instead."));
    forward(sender, id, payload);
}

void Oa1Bridge::openSession(const QString &sender, const QByteArray &id,
                            const QJsonValue &requestId)
{
    closeSession(sender, Tr::tr("replaced by a new ic/bridge.hello"));
    auto *session = new Oa1UpstreamSession(m_options.game, this);
    m_sessions.insert(sender, session);
    connect(session, &Oa1UpstreamSession::hello, this,
            [this, sender, id, requestId](const QJsonObject &params) {
                onHello(sender, id, requestId, params);
            });
    connect(session, &Oa1UpstreamSession::closed, this,
            [this, session, sender, id](const QString &reason) {
                qCInfo(lcOa1).noquote() << "session of" << sender << "ended:" << reason;
                // Only answers when the hello never came (the REQ is still pending then).
                if (session->wasClosedByBridge())
                    m_server.fail(sender, id, QStringLiteral("session_closed"), reason);
                else
                    m_server.fail(sender, id, QStringLiteral("unreachable"),
                                  Tr::tr("%1. Check that the game runs and that the bridge's "
                                         "--game is its ICRP address.")
                                      .arg(reason));
            });
    session->open();
}

void Oa1Bridge::onHello(const QString &sender, const QByteArray &id, const QJsonValue &requestId,
                        const QJsonObject &params)
{
    if (!params.value(QLatin1String("authentication")).isObject() && !m_options.allowNoPassword) {
        m_server.fail(sender, id, QStringLiteral("no_password"),
                      Tr::tr("the game asks for no password, so anyone holding an allowed nick "
                             "would get it: set a password in the game (or start the bridge "
                             "with --allow-no-password)"));
        closeSession(sender, Tr::tr("the game has no password"));
        return;
    }
    const QJsonObject response{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                               {QStringLiteral("id"), requestId},
                               {QStringLiteral("result"), params}};
    m_server.respond(sender, id, QJsonDocument(response).toJson(QJsonDocument::Compact));
}

void Oa1Bridge::forward(const QString &sender, const QByteArray &id, const QByteArray &payload)
{
    Oa1UpstreamSession *session = m_sessions.value(sender);
    if (!session) {
        m_server.fail(sender, id, QStringLiteral("no_session"),
                      Tr::tr("the bridge has no game session for %1: send ic/bridge.hello first "
                             "(the panel does when it connects)")
                          .arg(sender.section(QLatin1Char('!'), 0, 0)));
        return;
    }
    if (!session->isClosed() && !session->isOpen()) {
        m_server.fail(sender, id, QStringLiteral("no_session"),
                      Tr::tr("the game session is still opening: wait for the answer to "
                             "ic/bridge.hello, then send this again"));
        return;
    }
    if (!session->isOpen()) {
        m_server.fail(sender, id, QStringLiteral("session_closed"),
                      Tr::tr("%1; connect again (ic/bridge.hello, then ic/identify)")
                          .arg(session->closeReason()));
        return;
    }
    session->call(payload, [this, sender, id](const ic::Result<QByteArray> &answer) {
        if (answer)
            m_server.respond(sender, id, *answer);
        else
            m_server.fail(sender, id, answer.error().code,
                          Tr::tr("%1; connect again (ic/bridge.hello, then ic/identify)")
                              .arg(answer.error().message));
    });
}

void Oa1Bridge::answerLocally(const QString &sender, const QByteArray &id,
                              const QJsonValue &requestId, int code, const QString &message)
{
    const QJsonObject error{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    const QJsonObject response{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                               {QStringLiteral("id"), requestId},
                               {QStringLiteral("error"), error}};
    m_server.respond(sender, id, QJsonDocument(response).toJson(QJsonDocument::Compact));
}

bool Oa1Bridge::isPasswordReset(const QJsonDocument &doc)
{
    static const QString method = QStringLiteral("ic/remote.password_reset");
    if (doc.isObject())
        return methodOf(doc.object()) == method;
    const QJsonArray entries = doc.array();
    return std::any_of(entries.begin(), entries.end(),
                       [](const QJsonValue &entry) { return methodOf(entry) == method; });
}

bool Oa1Bridge::isSubscribing(const QJsonDocument &doc)
{
    if (doc.isObject())
        return subscribingMethods().contains(methodOf(doc.object()));
    const QJsonArray entries = doc.array();
    return std::any_of(entries.begin(), entries.end(), [](const QJsonValue &entry) {
        return subscribingMethods().contains(methodOf(entry));
    });
}

} // namespace icconnectors::oa1
