#include "connectors/arena/peer/SimulatedRuntime.h"

#include "connectors/arena/peer/PerceptionModel.h"
#include "connectors/common/Tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace icconnectors::arena {

using icconnectors::Tr;
using icnet::HttpRequest;
using icnet::HttpResponse;

namespace {

QJsonObject action(const QString &tool, const QJsonObject &params)
{
    return {{QStringLiteral("tool"), tool}, {QStringLiteral("params"), params}};
}

/// What one agent does, and why, from what it sees.
QPair<QJsonObject, QString> decide(const QJsonObject &observations)
{
    const QJsonObject scene = observations.value(QLatin1String("scene_specific")).toObject();
    const QJsonArray objectives = scene.value(QLatin1String("team_capture"))
                                      .toObject()
                                      .value(QLatin1String("objectives"))
                                      .toArray();
    if (!objectives.isEmpty()) {
        const QString point = objectives.first().toObject().value(QLatin1String("name")).toString();
        return {action(QStringLiteral("capture_point"), {{QStringLiteral("point_name"), point}}),
                QStringLiteral("Capturing %1 to gain team points").arg(point)};
    }
    const QJsonObject recipes = scene.value(QLatin1String("crafting"))
                                    .toObject()
                                    .value(QLatin1String("recipes"))
                                    .toObject();
    if (!recipes.isEmpty()) {
        const QString item = recipes.constBegin().key();
        const QString station =
            recipes.constBegin().value().toObject().value(QLatin1String("station")).toString();
        return {action(QStringLiteral("craft"), {{QStringLiteral("item_name"), item},
                                                 {QStringLiteral("station_name"), station}}),
                QStringLiteral("Crafting %1 at the %2").arg(item, station)};
    }
    for (const QJsonValue &e : observations.value(QLatin1String("visible_entities")).toArray()) {
        const QJsonObject entity = e.toObject();
        if (entity.value(QLatin1String("type")).toString() != QLatin1String("resource"))
            continue;
        const QJsonArray at = entity.value(QLatin1String("position")).toArray();
        return {action(QStringLiteral("move_to"), {{QStringLiteral("target_x"), at.at(0)},
                                                   {QStringLiteral("target_y"), 0.0},
                                                   {QStringLiteral("target_z"), at.at(2)},
                                                   {QStringLiteral("speed"), 1.5}}),
                QStringLiteral("Moving towards %1 at (%2, 0, %3) to collect resources")
                    .arg(entity.value(QLatin1String("resource_type")).toString())
                    .arg(at.at(0).toDouble())
                    .arg(at.at(2).toDouble())};
    }
    return {action(QStringLiteral("query_world"), {{QStringLiteral("radius"), 10.0}}),
            QStringLiteral("Nothing in sight: looking around")};
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

SimulatedRuntime::SimulatedRuntime(QObject *parent) : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            ++m_connections;
            auto *connection = new PeerConnection(socket, this);
            connect(connection, &PeerConnection::requestArrived, this,
                    [this, connection](const HttpRequest &r) { answer(connection, r); });
        }
    });
    m_uptime.start();
}

ic::Result<void> SimulatedRuntime::listen(quint16 port)
{
    if (!m_server.listen(QHostAddress::LocalHost, port))
        return ic::Error{QStringLiteral("arena.listen"),
                         Tr::tr("Cannot listen on 127.0.0.1:%1: %2. Choose another port.")
                             .arg(port)
                             .arg(m_server.errorString())};
    m_uptime.restart();
    m_connections = 0;
    return ic::success();
}

void SimulatedRuntime::close()
{
    m_server.close();
    qDeleteAll(findChildren<PeerConnection *>(Qt::FindDirectChildrenOnly));
}

const QStringList &SimulatedRuntime::modeNames()
{
    static const QStringList names{QStringLiteral("normal"), QStringLiteral("slow"),
                                   QStringLiteral("malformed"), QStringLiteral("error"),
                                   QStringLiteral("not-http")};
    return names;
}

const QStringList &SimulatedRuntime::errorCodes()
{
    static const QStringList codes{
        QStringLiteral("TOOL_NOT_FOUND"),  QStringLiteral("INVALID_PARAMETERS"),
        QStringLiteral("AGENT_NOT_FOUND"), QStringLiteral("LLM_TIMEOUT"),
        QStringLiteral("PARSING_ERROR"),   QStringLiteral("TOOL_EXECUTION_FAILED")};
    return codes;
}

SimulatedRuntime::Mode SimulatedRuntime::modeFromName(const QString &name)
{
    return Mode(std::max<qsizetype>(0, modeNames().indexOf(name)));
}

void SimulatedRuntime::answer(PeerConnection *connection, const HttpRequest &request)
{
    const QByteArray path = request.target.split('?').constFirst();
    static const QList<QPair<QByteArray, QByteArray>> routes{
        {"/tick", "POST"}, {"/health", "GET"}, {"/echo", "POST"}};
    for (const auto &[route, method] : routes) {
        if (path != route)
            continue;
        if (request.method != method) { // Starlette's answer for a route without this method
            HttpResponse out = HttpResponse::detail(405, QStringLiteral("Method Not Allowed"));
            out.headers.append(qMakePair(QByteArray("Allow"), method));
            return connection->answer(out);
        }
        if (path == "/tick")
            return answerTick(connection, request);
        if (path == "/health")
            return connection->answer(health());
        QJsonParseError error; // "Any JSON", echoed back
        QJsonDocument::fromJson('[' + request.body + ']', &error);
        if (error.error != QJsonParseError::NoError)
            return connection->answer(HttpResponse::json(
                422, PerceptionModel::detail(PerceptionModel::errors(request.body, nullptr))));
        return connection->answer(HttpResponse::json(200, request.body));
    }
    connection->answer(HttpResponse::detail(404, QStringLiteral("Not Found")));
}

void SimulatedRuntime::answerTick(PeerConnection *connection, const HttpRequest &request)
{
    QJsonObject perception;
    const QJsonArray errors = PerceptionModel::errors(request.body, &perception);
    if (!errors.isEmpty()) // FastAPI's own answer to a body its model does not take
        return connection->answer(HttpResponse::json(422, PerceptionModel::detail(errors)));
    ++m_ticks;
    m_lastAgents = int(perception.value(QLatin1String("agents")).toArray().size());
    Q_EMIT tickReceived(perception);
    if (m_mode == Mode::NotHttp)
        return connection->answerRaw("I am not an HTTP server\r\n\r\n");
    if (m_mode != Mode::Slow)
        return connection->answer(tickAnswer(perception));
    QTimer::singleShot(m_delay, connection, [this, connection, perception] {
        connection->answer(tickAnswer(perception));
    });
}

HttpResponse SimulatedRuntime::tickAnswer(const QJsonObject &perception) const
{
    const QJsonValue tick = perception.value(QLatin1String("tick"));
    if (m_mode == Mode::Malformed)
        return HttpResponse::json(
            200, compact({{QStringLiteral("tick"), QString::number(tick.toInteger())},
                          {QStringLiteral("actions"),
                           QJsonArray{QJsonObject{{QStringLiteral("agent_id"), 7},
                                                  {QStringLiteral("action"),
                                                   QJsonObject{{QStringLiteral("tool"),
                                                                QStringLiteral("teleport")}}}}}}}));
    if (m_mode == Mode::Error) {
        const QString agent = perception.value(QLatin1String("agents"))
                                  .toArray()
                                  .first()
                                  .toObject()
                                  .value(QLatin1String("agent_id"))
                                  .toString();
        QJsonObject error{{QStringLiteral("code"), m_errorCode},
                          {QStringLiteral("message"),
                           QStringLiteral("Simulated %1 for agent %2").arg(m_errorCode, agent)}};
        if (!agent.isEmpty())
            error.insert(QStringLiteral("agent_id"), agent);
        return HttpResponse::json(200, compact({{QStringLiteral("tick"), tick},
                                                {QStringLiteral("error"), error},
                                                {QStringLiteral("actions"), QJsonArray()}}));
    }
    return HttpResponse::json(200, compact(actionsFor(perception)));
}

QJsonObject SimulatedRuntime::actionsFor(const QJsonObject &perception)
{
    QJsonArray actions;
    for (const QJsonValue &a : perception.value(QLatin1String("agents")).toArray()) {
        const QJsonObject agent = a.toObject();
        const auto [chosen, reasoning] =
            decide(agent.value(QLatin1String("observations")).toObject());
        actions.append(
            QJsonObject{{QStringLiteral("agent_id"), agent.value(QLatin1String("agent_id"))},
                        {QStringLiteral("action"), chosen},
                        {QStringLiteral("reasoning"), reasoning}});
    }
    return {{QStringLiteral("tick"), perception.value(QLatin1String("tick"))},
            {QStringLiteral("actions"), actions}};
}

HttpResponse SimulatedRuntime::health() const
{
    return HttpResponse::json(
        200, compact({{QStringLiteral("status"), QStringLiteral("ok")},
                      {QStringLiteral("backend"), QStringLiteral("simulated")},
                      {QStringLiteral("agents_active"), m_lastAgents},
                      {QStringLiteral("uptime_seconds"), double(m_uptime.elapsed()) / 1000.0}}));
}

} // namespace icconnectors::arena
