// ArenaProxy: a tick's way through — the perception goes on to the runtime and is checked
// while the runtime works; the answer goes back and is checked after; then the tick is
// recorded. Also the proxy's own requests to the runtime (/health, /echo).

#include "connectors/arena/ArenaProxy.h"

#include "connectors/arena/ArenaHttpClient.h"
#include "connectors/arena/ArenaLog.h"
#include "connectors/arena/ArenaSchema.h"
#include "connectors/arena/HttpServerConnection.h"
#include "connectors/arena/SteadyNs.h"
#include "connectors/common/Tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <memory>

namespace icconnectors::arena {

using icconnectors::Tr;

struct ArenaProxy::PendingTick
{
    QPointer<HttpServerConnection> connection;
    ArenaHttpClient *upstream = nullptr;
    HttpRequest request;
    QJsonObject perception;
    bool perceptionRead = false;
    TickRecord record;
};

void ArenaProxy::forwardTick(HttpServerConnection *connection, const HttpRequest &request)
{
    auto pending = std::make_shared<PendingTick>();
    pending->connection = connection;
    pending->upstream = upstreamFor(connection);
    pending->request = request;
    HttpRequest out = request;
    out.closeAfter = false; // the runtime connection outlives the simulation's
    if (out.contentType.isEmpty())
        out.contentType = "application/json";
    pending->record.at = QDateTime::currentDateTimeUtc();
    pending->upstream->send(out, [this, pending](const ic::Result<HttpResponse> &result) {
        finishTick(*pending, result);
    });
}

void ArenaProxy::readPerception(PendingTick &pending)
{
    if (pending.perceptionRead)
        return;
    pending.perceptionRead = true;
    TickRecord &record = pending.record;
    record.perceptionViolations = ArenaSchema::parse(
        pending.request.body, SchemaViolation::Direction::Perception, &pending.perception);
    if (record.perceptionViolations.isEmpty())
        record.perceptionViolations = ArenaSchema::checkPerception(pending.perception);
    const QJsonValue tick = pending.perception.value(QLatin1String("tick"));
    record.tick = tick.isDouble() ? qint64(tick.toDouble()) : -1;
    for (const QJsonValue &agent : pending.perception.value(QLatin1String("agents")).toArray()) {
        const QJsonObject a = agent.toObject();
        record.agents.append(
            QJsonObject{{QStringLiteral("agent_id"), a.value(QLatin1String("agent_id"))},
                        {QStringLiteral("observations"), a.value(QLatin1String("observations"))}});
    }
}

void ArenaProxy::finishTick(PendingTick &pending, const ic::Result<HttpResponse> &result)
{
    HttpResponse answer = result ? *result : proxyError(pending, result.error());
    answer.closeAfter = false; // hop by hop: the simulation's connection keeps its own terms
    answer.headers.removeIf([](const auto &h) { return h.first.toLower() == "keep-alive"; });
    if (pending.connection)
        pending.connection->answer(answer);
    TickRecord &record = pending.record;
    record.roundTripNs = steadyNs() - pending.request.completeNs;
    // Checked once the answer is on its way: the checks add nothing to the tick's latency.
    readPerception(pending);
    record.httpStatus = answer.status;
    if (result) {
        record.runtimeNs = result->elapsedNs;
        recordAnswer(pending, answer);
    }
    setRuntimeUp(result.ok() || record.outcome == TickRecord::Outcome::RuntimeMalformed);
    if (m_orphans.remove(pending.upstream))
        pending.upstream->deleteLater();
    Q_EMIT tickRecorded(m_book.add(std::move(record)));
}

HttpResponse ArenaProxy::gatewayError(const ic::Error &error, TickRecord::Outcome *outcome) const
{
    // An answer whose head holds a bare CR or a control byte is not passed on in any part, like
    // any answer that is not usable HTTP (docs/connectors/arena.md).
    const bool invalidHead = error.code == QLatin1String("arena.http.invalid_head");
    int status = 504;
    QByteArray why = "runtime-timeout";
    *outcome = TickRecord::Outcome::RuntimeTimeout;
    if (error.code == QLatin1String("arena.http.down")) {
        *outcome = TickRecord::Outcome::RuntimeDown;
        status = 502;
        why = "runtime-down";
    } else if (error.code == QLatin1String("arena.http.malformed") || invalidHead) {
        *outcome = TickRecord::Outcome::RuntimeMalformed;
        status = 502;
        why = "runtime-malformed";
    }
    HttpResponse out = HttpResponse::detail(
        status,
        Tr::tr("Tick inspector: the agent runtime gave no usable answer. %1").arg(error.message));
    out.headers.append(qMakePair(QByteArray("X-Arena-Proxy-Error"), why));
    return out;
}

HttpResponse ArenaProxy::proxyError(PendingTick &pending, const ic::Error &error)
{
    readPerception(pending); // its tick goes into the answer
    TickRecord &record = pending.record;
    HttpResponse gateway = gatewayError(error, &record.outcome);
    note(QStringLiteral("runtime"), error.message);
    qCInfo(lcArena).nospace().noquote() << "tick " << record.tick << ": " << error.message;
    if (!m_options.seedErrorAnswers)
        return gateway; // an HTTP gateway's answer, not a game's: nothing synthetic by default
    // Asked for: the seed's error response, HTTP 200 as the seed shows no other status.
    record.error = QJsonObject{
        {QStringLiteral("code"), record.outcome == TickRecord::Outcome::RuntimeMalformed
                                     ? QStringLiteral("PARSING_ERROR")
                                     : QStringLiteral("LLM_TIMEOUT")},
        {QStringLiteral("message"), Tr::tr("Tick inspector: the agent runtime gave no usable "
                                           "answer. %1")
                                        .arg(error.message)}};
    const QJsonObject body{
        {QStringLiteral("tick"), record.tick < 0 ? QJsonValue(0) : QJsonValue(record.tick)},
        {QStringLiteral("error"), record.error},
        {QStringLiteral("actions"), QJsonArray()}};
    HttpResponse out = HttpResponse::json(200, QJsonDocument(body).toJson(QJsonDocument::Compact));
    out.headers = gateway.headers;
    return out;
}

void ArenaProxy::recordAnswer(PendingTick &pending, const HttpResponse &answer)
{
    TickRecord &record = pending.record;
    QJsonObject json;
    record.actionViolations =
        ArenaSchema::parse(answer.body, SchemaViolation::Direction::Action, &json);
    if (answer.status != 200)
        record.actionViolations.prepend(
            SchemaViolation{SchemaViolation::Direction::Action, QString(),
                            Tr::tr("The runtime answered HTTP %1, not 200 with an action response.")
                                .arg(answer.status),
                            QString()});
    else if (!json.isEmpty())
        record.actionViolations += ArenaSchema::checkAction(json, pending.perception);
    record.actions = json.value(QLatin1String("actions")).toArray();
    record.error = json.value(QLatin1String("error")).toObject();
    for (const QJsonValue &action : std::as_const(record.actions)) {
        const QJsonObject a = action.toObject();
        if (a.value(QLatin1String("reasoning")).isString())
            record.reasoning.insert(a.value(QLatin1String("agent_id")).toString(),
                                    a.value(QLatin1String("reasoning")));
    }
}

void ArenaProxy::setRuntimeUp(bool up)
{
    if (m_runtimeUp == up)
        return;
    m_runtimeUp = up;
    Q_EMIT runtimeChanged();
}

void ArenaProxy::probeRuntime(std::function<void(const ic::Result<QJsonObject> &)> done)
{
    if (!m_control) {
        if (done)
            done(ic::Error{QStringLiteral("arena.closed"),
                           Tr::tr("The tick inspector is not running: open it first.")});
        return;
    }
    HttpRequest request;
    request.method = "GET";
    request.target = "/health";
    m_control->send(request, [this, done](const ic::Result<HttpResponse> &result) {
        setRuntimeUp(result.ok());
        if (!result) {
            if (done)
                done(result.error());
            return;
        }
        QJsonObject health;
        const SchemaViolations found = keepHealth(result->body, &health);
        if (!done)
            return;
        if (!found.isEmpty())
            return done(ic::Error{QStringLiteral("arena.health.shape"),
                                  Tr::tr("The runtime's /health answer is not the seed's "
                                         "shape: %1")
                                      .arg(found.first().message)});
        done(health);
    });
}

SchemaViolations ArenaProxy::keepHealth(const QByteArray &body, QJsonObject *health)
{
    QJsonObject read;
    SchemaViolations found = ArenaSchema::parse(body, SchemaViolation::Direction::Health, &read);
    if (found.isEmpty())
        found = ArenaSchema::checkHealth(read);
    if (found.isEmpty())
        m_runtimeHealth = read;
    Q_EMIT runtimeChanged();
    if (health)
        *health = read;
    return found;
}

void ArenaProxy::echoRuntime(const QByteArray &json,
                             std::function<void(const ic::Result<HttpResponse> &)> done)
{
    if (!m_control)
        return done(ic::Error{QStringLiteral("arena.closed"),
                              Tr::tr("The tick inspector is not running: open it first.")});
    HttpRequest request;
    request.method = "POST";
    request.target = "/echo";
    request.contentType = "application/json";
    request.body = json;
    m_control->send(request, std::move(done));
}

} // namespace icconnectors::arena
