#include "connectors/oa1/Oa1IcrpConnector.h"

#include "connectors/common/Tr.h"
#include "connectors/oa1/wire/Oa1Log.h"
#include "icrp/protocol/IcrpAuth.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <utility>

namespace icconnectors::oa1 {

Oa1IcrpConnector::Oa1IcrpConnector(const Config &config, QObject *parent)
    : Connector(parent), m_config(config), m_link(config.limits), m_rpc(&m_link)
{
    m_link.setFilter({config.channel, config.nick, {config.bridgeNick}});
    wireLog();
    wireIrc();
    wireRpc();
}

Oa1IcrpConnector::~Oa1IcrpConnector() = default;

void Oa1IcrpConnector::wireLog()
{
    const QString channel =
        QStringLiteral("irc %1:%2 %3").arg(m_config.host).arg(m_config.port).arg(m_config.channel);
    connect(&m_irc, &IrcClient::lineSent, this, [this, channel](const QByteArray &line) {
        Q_EMIT wire({QDateTime::currentDateTimeUtc(), WireEntry::Direction::Sent, channel, line});
    });
    connect(&m_irc, &IrcClient::lineReceived, this, [this, channel](const QByteArray &line) {
        Q_EMIT wire(
            {QDateTime::currentDateTimeUtc(), WireEntry::Direction::Received, channel, line});
    });
}

void Oa1IcrpConnector::wireIrc()
{
    connect(&m_irc, &IrcClient::messageReceived, &m_link, &Oa1Link::receive);
    connect(&m_link, &Oa1Link::lineOut, this, [this](const QByteArray &text) {
        const auto sent = m_irc.privmsg(m_config.channel, text);
        if (!sent)
            note(sent.error().message);
    });
    connect(&m_link, &Oa1Link::countersChanged, this, &Connector::figuresChanged);
    connect(&m_irc, &IrcClient::registered, this, [this](const QString &nick) {
        m_link.setOwnNick(nick);
        m_link.setLineBudget(m_irc.textBudget(m_config.channel));
        m_irc.join(m_config.channel);
    });
    connect(&m_irc, &IrcClient::joined, this, [this](const QString &joined) {
        if (joined.compare(m_config.channel, Qt::CaseInsensitive) == 0 && state() == State::Opening)
            sayHello();
    });
    connect(&m_irc, &IrcClient::joinFailed, this, [this](const QString &, const QString &why) {
        fail(Tr::tr("Cannot join %1: %2").arg(m_config.channel, why));
    });
    connect(&m_irc, &IrcClient::disconnected, this, [this](const QString &reason) {
        if (state() == State::Opening || state() == State::Open)
            setState(State::Failed, reason);
        forgetRequests(reason);
    });
}

void Oa1IcrpConnector::wireRpc()
{
    connect(&m_rpc, &Oa1RpcClient::answered, this,
            [this](const QByteArray &id, const Oa1Message &message, qint64 roundTripMs) {
                m_lastRoundTripMs = roundTripMs;
                m_lastChunks = message.chunks;
                const Answer answer{parseJson(message.payload), message.chunks, message.truncated};
                if (auto handler = m_handlers.take(id))
                    handler(answer);
                Q_EMIT figuresChanged();
            });
    connect(&m_rpc, &Oa1RpcClient::failed, this,
            [this](const QByteArray &id, const QString &code, const QString &message) {
                note(QStringLiteral("%1: %2").arg(code, message));
                if (auto handler = m_handlers.take(id))
                    handler(ic::Error{code, message});
                Q_EMIT figuresChanged();
            });
}

QJsonValue Oa1IcrpConnector::parseJson(const QByteArray &text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(text);
    if (doc.isArray())
        return doc.array();
    if (doc.isObject())
        return doc.object();
    return QJsonValue(); // empty: notifications only
}

void Oa1IcrpConnector::fail(const QString &detail)
{
    setState(State::Failed, detail);
    m_irc.quit(QStringLiteral("giving up"));
}

void Oa1IcrpConnector::note(const QString &text)
{
    Q_EMIT wire({QDateTime::currentDateTimeUtc(), WireEntry::Direction::Note, QStringLiteral("oa1"),
                 text.toUtf8()});
}

void Oa1IcrpConnector::open()
{
    if (state() == State::Opening || state() == State::Open)
        return;
    setState(State::Opening);
    IrcClient::Options irc;
    irc.host = m_config.host;
    irc.port = m_config.port;
    irc.nick = m_config.nick;
    irc.minLineGapMs = m_config.limits.minLineGapMs;
    m_irc.connectToServer(irc);
}

void Oa1IcrpConnector::forgetRequests(const QString &why)
{
    // A late answer to a request of this connection (an ic/bridge.hello above all) must not
    // drive the next one. Each waiting run still gets its one answer.
    const auto handlers = std::exchange(m_handlers, {});
    m_rpc.forgetAll();
    for (const Handler &handler : handlers)
        handler(ic::Error{QStringLiteral("closed"),
                          Tr::tr("The connection ended before the answer came (%1): open it "
                                 "again and repeat the command.")
                              .arg(why)});
    Q_EMIT figuresChanged();
}

void Oa1IcrpConnector::close()
{
    setState(State::Closed);
    forgetRequests(Tr::tr("closed by the user"));
    m_irc.quit(QStringLiteral("closed by the user"));
}

QByteArray Oa1IcrpConnector::request(const QString &method, const QJsonObject &params)
{
    QJsonObject r{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("id"), double(++m_nextJsonId)},
                  {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        r.insert(QStringLiteral("params"), params);
    return QJsonDocument(r).toJson(QJsonDocument::Compact);
}

ic::Result<void> Oa1IcrpConnector::send(const QByteArray &payload, Handler handler)
{
    const auto id = m_rpc.request(payload);
    if (!id)
        return id.error();
    m_handlers.insert(*id, std::move(handler));
    Q_EMIT figuresChanged();
    return ic::success();
}

QString Oa1IcrpConnector::errorText(const Reply &reply)
{
    if (!reply)
        return reply.error().message;
    return reply->json.toObject()
        .value(QLatin1String("error"))
        .toObject()
        .value(QLatin1String("message"))
        .toString();
}

void Oa1IcrpConnector::sayHello()
{
    auto onHello = [this](const Reply &r) {
        if (state() != State::Opening)
            return; // closed meanwhile
        const QJsonObject answer = r ? r->json.toObject() : QJsonObject();
        if (!answer.contains(QLatin1String("result")))
            return fail(Tr::tr("The bridge %1 gave no game session: %2")
                            .arg(m_config.bridgeNick, errorText(r)));
        identify(answer.value(QLatin1String("result")).toObject());
    };
    if (const auto sent = send(request(QStringLiteral("ic/bridge.hello"), {}), onHello); !sent)
        fail(sent.error().message);
}

void Oa1IcrpConnector::identify(const QJsonObject &hello)
{
    QJsonObject params{
        {QStringLiteral("icrpVersion"),
         QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                     {QStringLiteral("max"), QStringLiteral("1.0")}}},
        {QStringLiteral("tier"), m_config.tier},
        {QStringLiteral("client"),
         QJsonObject{{QStringLiteral("name"), QStringLiteral("IC Control Panel (OA1)")},
                     {QStringLiteral("version"), QStringLiteral(IC_VERSION)}}}};
    const QJsonObject auth = hello.value(QLatin1String("authentication")).toObject();
    if (!auth.isEmpty())
        params.insert(QStringLiteral("authentication"),
                      icrp::IcrpAuth::response(m_config.password,
                                               auth.value(QLatin1String("salt")).toString(),
                                               auth.value(QLatin1String("challenge")).toString()));
    auto onIdentified = [this](const Reply &r) {
        if (state() != State::Opening)
            return; // closed meanwhile
        if (r && r->json.toObject().contains(QLatin1String("result")))
            setState(State::Open);
        else
            fail(errorText(r));
    };
    if (const auto sent = send(request(QStringLiteral("ic/identify"), params), onIdentified); !sent)
        fail(sent.error().message);
}

quint64 Oa1IcrpConnector::run(const QString &command, const QVariantMap &params)
{
    const quint64 runNumber = ++m_nextRun;
    auto failNow = [this, runNumber](const QString &code, const QString &message) {
        QTimer::singleShot(0, this, [this, runNumber, code, message] {
            Q_EMIT finished({runNumber, ic::Error{code, message}, QJsonValue()});
        });
        return runNumber;
    };
    if (state() != State::Open)
        return failNow(QStringLiteral("not_open"),
                       Tr::tr("Not connected through IRC: open the connection first."));
    QByteArray payload;
    if (command == QLatin1String(kRawCommand)) {
        payload = params.value(QStringLiteral("json")).toString().toUtf8();
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(payload, &parseError);
        if (parseError.error != QJsonParseError::NoError || doc.isNull())
            return failNow(QStringLiteral("bad_json"),
                           Tr::tr("The raw request is not JSON (%1): write a JSON-RPC object "
                                  "or an array of them.")
                               .arg(parseError.errorString()));
    } else {
        payload = request(command, paramsToJson(command, params));
    }
    const auto sent = send(
        payload, [this, runNumber, command](const Reply &r) { finishRun(runNumber, command, r); });
    if (!sent)
        return failNow(QStringLiteral("too_large"), sent.error().message);
    return runNumber;
}

void Oa1IcrpConnector::finishRun(quint64 run, const QString &method, const Reply &reply)
{
    CommandResult result;
    result.run = run;
    if (!reply) {
        result.outcome = reply.error();
        Q_EMIT finished(result);
        return;
    }
    result.data = reply->json;
    const QJsonObject error = reply->json.toObject().value(QLatin1String("error")).toObject();
    if (error.isEmpty())
        result.outcome =
            Tr::tr("%1 answered in %2 ms, %3 chunk(s)%4")
                .arg(method)
                .arg(m_lastRoundTripMs)
                .arg(reply->chunks)
                .arg(reply->truncated ? Tr::tr(", truncated at the size limit") : QString());
    else
        result.outcome = ic::Error{QString::number(error.value(QLatin1String("code")).toInt()),
                                   error.value(QLatin1String("message")).toString()};
    Q_EMIT finished(result);
}

QList<QPair<QString, QString>> Oa1IcrpConnector::figures() const
{
    const Oa1Link::Counters &c = m_link.counters();
    return {
        {Tr::tr("Round trip (last request)"),
         m_lastRoundTripMs < 0 ? Tr::tr("none yet") : Tr::tr("%1 ms").arg(m_lastRoundTripMs)},
        {Tr::tr("Frames sent"), QString::number(c.framesSent)},
        {Tr::tr("Frames received"), QString::number(c.framesReceived)},
        {Tr::tr("Chunks in the last answer"), QString::number(m_lastChunks)},
        {Tr::tr("Pending requests"), QString::number(m_rpc.pending())},
        {Tr::tr("Duplicate chunks ignored"), QString::number(c.duplicates)},
        {Tr::tr("Noise lines ignored"), QString::number(c.noise)},
        {Tr::tr("Frames from other nicks ignored"), QString::number(c.foreign)},
        {Tr::tr("Stale or refused frames ignored"), QString::number(c.ignored + c.own)},
    };
}

} // namespace icconnectors::oa1
