#include "connectors/oa1/Oa1IcrpConnector.h"

#include "connectors/common/Tr.h"
#include "connectors/oa1/wire/Oa1Log.h"
#include "icrp/protocol/IcrpAuth.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <utility>

namespace icconnectors::oa1 {

Oa1IcrpConnector::Oa1IcrpConnector(const Config &config, QObject *parent)
    : Oa1ChannelConnector(config, config.bridgeNick, parent), m_config(config)
{
}

Oa1IcrpConnector::~Oa1IcrpConnector() = default;

void Oa1IcrpConnector::joinedChannel()
{
    sayHello();
}

void Oa1IcrpConnector::answer(const QByteArray &id, const ic::Result<Oa1Message> &reply)
{
    if (auto handler = m_handlers.take(id)) {
        if (reply)
            handler(Answer{parseJson(reply->payload), reply->chunks, reply->truncated});
        else
            handler(reply.error());
    }
    Q_EMIT figuresChanged();
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

void Oa1IcrpConnector::forget(const QString &why)
{
    // A late answer to a request of this connection (an ic/bridge.hello above all) must not
    // drive the next one. Each waiting run still gets its one answer.
    const auto handlers = std::exchange(m_handlers, {});
    rpc().forgetAll();
    for (const Handler &handler : handlers)
        handler(ic::Error{QStringLiteral("closed"),
                          Tr::tr("The connection ended before the answer came (%1): open it "
                                 "again and repeat the command.")
                              .arg(why)});
    Q_EMIT figuresChanged();
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
    const auto id = rpc().request(payload);
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
    const quint64 runNumber = nextRun();
    auto failNow = [this, runNumber](const QString &code, const QString &message) {
        return failSoon(runNumber, code, message);
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
                .arg(lastRoundTripMs())
                .arg(reply->chunks)
                .arg(reply->truncated ? Tr::tr(", truncated at the size limit") : QString());
    else
        result.outcome = ic::Error{QString::number(error.value(QLatin1String("code")).toInt()),
                                   error.value(QLatin1String("message")).toString()};
    Q_EMIT finished(result);
}

QList<QPair<QString, QString>> Oa1IcrpConnector::figures() const
{
    return linkFigures(Tr::tr("Round trip (last request)"));
}

} // namespace icconnectors::oa1
