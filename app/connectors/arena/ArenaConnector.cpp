#include "connectors/arena/ArenaConnector.h"

#include "connectors/arena/ArenaHttpClient.h"
#include "connectors/arena/ArenaSamples.h"
#include "connectors/common/Tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace icconnectors::arena {

using icconnectors::CommandResult;
using icconnectors::CommandSpec;
using icconnectors::ParamSpec;
using icconnectors::Tr;

namespace {

QString millis(qint64 ns)
{
    return Tr::tr("%1 ms").arg(double(ns) / 1e6, 0, 'f', 2);
}

/// `text` as one JSON value, or nothing.
std::optional<QJsonValue> jsonValue(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson('[' + text + ']', &error);
    if (error.error != QJsonParseError::NoError || document.array().size() != 1)
        return std::nullopt;
    return document.array().first();
}

CommandResult failed(quint64 run, const QString &code, const QString &message)
{
    return CommandResult{run, ic::Error{code, message}, QJsonValue()};
}

} // namespace

ArenaProxy::Options ArenaConnector::defaultOptions()
{
    ArenaProxy::Options options;
    options.listenPort = 5001;
    return options;
}

ArenaConnector::ArenaConnector(ArenaProxy::Options options, QObject *parent)
    : Connector(parent), m_proxy(std::move(options))
{
    connect(&m_proxy, &ArenaProxy::wire, this, &Connector::wire);
    connect(&m_proxy, &ArenaProxy::tickRecorded, this, [this](const TickRecord &record) {
        Q_EMIT peerEvent(QStringLiteral("tick"), record.toJson());
        Q_EMIT figuresChanged();
    });
    connect(&m_proxy, &ArenaProxy::runtimeChanged, this, &Connector::figuresChanged);
}

ArenaConnector::~ArenaConnector()
{
    m_proxy.disconnect(this);
}

QList<CommandSpec> ArenaConnector::commands() const
{
    using Kind = ParamSpec::Kind;
    return {
        CommandSpec(QStringLiteral("tick"),
                    Tr::tr("Send a test tick (POST /tick) through the proxy to the runtime"),
                    {ParamSpec(QStringLiteral("tick"), Kind::Integer)
                         .within(0, 9007199254740991LL)
                         .described(Tr::tr("Tick number (empty: the next one)")),
                     ParamSpec(QStringLiteral("agents"), Kind::Integer)
                         .within(1, 16)
                         .startingAt(2)
                         .described(Tr::tr("Agents in the tick")),
                     ParamSpec(QStringLiteral("scene"), Kind::Choice)
                         .among(ArenaSamples::scenes())
                         .startingAt(QStringLiteral("foraging"))
                         .described(Tr::tr("Whose scene_specific block the agents carry"))}),
        CommandSpec(QStringLiteral("health"), Tr::tr("Ask the runtime's GET /health")),
        CommandSpec(QStringLiteral("echo"),
                    Tr::tr("Send JSON to the runtime's POST /echo and compare what comes back"),
                    {ParamSpec(QStringLiteral("json"), Kind::Text)
                         .need()
                         .startingAt(QStringLiteral("{\"ping\": 1}"))
                         .described(Tr::tr("Any JSON value"))}),
        CommandSpec(QStringLiteral("clear"), Tr::tr("Clear the tick record and its figures")),
    };
}

void ArenaConnector::open()
{
    if (state() == State::Open)
        return;
    setState(State::Opening, QString());
    if (auto listening = m_proxy.listen(); !listening) {
        setState(State::Failed, listening.error().message);
        return;
    }
    m_client = new ArenaHttpClient(QStringLiteral("127.0.0.1"), m_proxy.port(), this);
    // Longer than the proxy waits for the runtime, if it has a deadline: its answer comes first.
    // Without one a test tick waits a minute (the seed's slowest LLM takes a second).
    const std::chrono::milliseconds deadline = m_proxy.options().runtimeTimeout;
    m_client->setTimeout(deadline.count() > 0 ? deadline + std::chrono::seconds(5)
                                              : std::chrono::milliseconds(60'000));
    setState(State::Open, QString());
    Q_EMIT figuresChanged();
}

void ArenaConnector::close()
{
    if (m_client)
        m_client->deleteLater(); // close() may come from a slot of its own answer
    m_client = nullptr;
    // The client's callbacks go with it: each tick still on its way gets its answer here.
    for (const quint64 run : std::as_const(m_pendingTicks))
        finishLater(failed(run, QStringLiteral("closed"),
                           Tr::tr("The tick inspector was closed before the answer came.")));
    m_pendingTicks.clear();
    m_proxy.close();
    setState(State::Closed, QString());
}

quint64 ArenaConnector::run(const QString &command, const QVariantMap &params)
{
    const quint64 id = ++m_lastRun;
    const QList<CommandSpec> specs = commands();
    const auto spec = std::find_if(specs.cbegin(), specs.cend(),
                                   [&](const CommandSpec &s) { return s.name == command; });
    if (spec == specs.cend()) {
        finishLater(failed(id, QStringLiteral("unknown_command"),
                           Tr::tr("There is no command %1: the commands are tick, health, echo "
                                  "and clear.")
                               .arg(command)));
        return id;
    }
    const auto typed = icconnectors::checkParams(*spec, params);
    if (!typed) {
        finishLater(failed(id, QStringLiteral("bad_params"), typed.error().message));
        return id;
    }
    if (command == QLatin1String("clear")) {
        runClear(id);
    } else if (state() != State::Open) {
        finishLater(failed(id, QStringLiteral("not_open"),
                           Tr::tr("The tick inspector is not running: open it first.")));
    } else if (command == QLatin1String("tick")) {
        runTick(id, *typed);
    } else if (command == QLatin1String("health")) {
        runHealth(id);
    } else {
        runEcho(id, typed->value(QStringLiteral("json")).toString());
    }
    return id;
}

void ArenaConnector::finishLater(CommandResult result)
{
    // The caller has the run's number before its answer comes.
    QMetaObject::invokeMethod(
        this, [this, result] { Q_EMIT finished(result); }, Qt::QueuedConnection);
}

void ArenaConnector::runClear(quint64 run)
{
    const quint64 ticks = m_proxy.book().ticks();
    m_proxy.clearRecord();
    Q_EMIT figuresChanged();
    finishLater(CommandResult{run, Tr::tr("Cleared the record of %n tick(s).", nullptr, int(ticks)),
                              QJsonValue()});
}

void ArenaConnector::runTick(quint64 run, const QVariantMap &params)
{
    const qint64 tick = params.value(QStringLiteral("tick"), m_nextTick).toLongLong();
    m_nextTick = tick + 1;
    const QJsonObject perception = ArenaSamples::perception(
        tick, params.value(QStringLiteral("agents"), 2).toInt(),
        params.value(QStringLiteral("scene"), QStringLiteral("foraging")).toString());
    HttpRequest request;
    request.method = "POST";
    request.target = "/tick";
    request.contentType = "application/json";
    request.body = QJsonDocument(perception).toJson(QJsonDocument::Compact);
    m_pendingTicks.insert(run);
    m_client->send(request, [this, run, tick](const ic::Result<HttpResponse> &result) {
        if (m_pendingTicks.remove(run))
            finishTick(run, tick, result);
    });
}

void ArenaConnector::finishTick(quint64 run, qint64 tick, const ic::Result<HttpResponse> &result)
{
    if (!result)
        return Q_EMIT finished(
            failed(run, QStringLiteral("proxy_unreachable"), result.error().message));
    const std::optional<QJsonValue> answer = jsonValue(result->body);
    const QJsonObject error =
        answer ? answer->toObject().value(QLatin1String("error")).toObject() : QJsonObject();
    const std::optional<TickRecord> record = m_proxy.book().findTick(tick);
    CommandResult out{run, QString(), answer.value_or(QJsonValue(QString::fromUtf8(result->body)))};
    const int findings =
        record ? int(record->actionViolations.size() + record->perceptionViolations.size()) : 0;
    if (!error.isEmpty()) {
        const QString code = error.value(QLatin1String("code")).toString();
        out.outcome =
            ic::Error{code, Tr::tr("Tick %1: the runtime answered %2: %3")
                                .arg(tick)
                                .arg(code, error.value(QLatin1String("message")).toString())};
    } else if (const QByteArray why = result->header("X-Arena-Proxy-Error"); !why.isEmpty()) {
        out.outcome =
            ic::Error{QString::fromLatin1(why).replace(QLatin1Char('-'), QLatin1Char('_')),
                      Tr::tr("Tick %1: %2")
                          .arg(tick)
                          .arg(answer.value_or(QJsonValue())
                                   .toObject()
                                   .value(QLatin1String("detail"))
                                   .toString())};
    } else if (result->status != 200) {
        out.outcome = ic::Error{
            QStringLiteral("http_%1").arg(result->status),
            Tr::tr("Tick %1: the runtime answered HTTP %2.").arg(tick).arg(result->status)};
    } else {
        out.outcome =
            Tr::tr("Tick %1: %n action(s) in %2 (runtime %3), %4 schema finding(s).", nullptr,
                   int(answer->toObject().value(QLatin1String("actions")).toArray().size()))
                .arg(tick)
                .arg(millis(record ? record->roundTripNs : result->elapsedNs),
                     millis(record ? record->runtimeNs : 0))
                .arg(findings);
    }
    Q_EMIT finished(out);
}

void ArenaConnector::runHealth(quint64 run)
{
    m_proxy.probeRuntime([this, run](const ic::Result<QJsonObject> &health) {
        if (!health)
            return Q_EMIT finished(failed(run,
                                          health.error().code == QLatin1String("arena.http.down")
                                              ? QStringLiteral("runtime_down")
                                              : health.error().code.section(QLatin1Char('.'), -1),
                                          health.error().message));
        const QString status = health->value(QLatin1String("status")).toString();
        const QString said =
            Tr::tr("Runtime %1: backend %2, %3 agent(s) active, up %4 s.")
                .arg(status, health->value(QLatin1String("backend")).toString())
                .arg(health->value(QLatin1String("agents_active")).toInt())
                .arg(health->value(QLatin1String("uptime_seconds")).toDouble(), 0, 'f', 1);
        Q_EMIT finished(CommandResult{run,
                                      status == QLatin1String("ok")
                                          ? ic::Result<QString>(said)
                                          : ic::Error{QStringLiteral("unhealthy"), said},
                                      *health});
    });
}

void ArenaConnector::runEcho(quint64 run, const QString &json)
{
    const QByteArray bytes = json.toUtf8();
    const std::optional<QJsonValue> sent = jsonValue(bytes);
    if (!sent)
        return finishLater(failed(run, QStringLiteral("bad_params"),
                                  Tr::tr("json is not JSON: write one JSON value, such as "
                                         "{\"ping\": 1}.")));
    m_proxy.echoRuntime(bytes, [this, run, sent](const ic::Result<HttpResponse> &result) {
        if (!result)
            return Q_EMIT finished(
                failed(run, QStringLiteral("runtime_down"), result.error().message));
        const std::optional<QJsonValue> back = jsonValue(result->body);
        if (result->status != 200 || back != sent)
            return Q_EMIT finished(
                failed(run, QStringLiteral("echo_differs"),
                       Tr::tr("The runtime answered HTTP %1 with something else: %2")
                           .arg(result->status)
                           .arg(QString::fromUtf8(result->body.left(200)))));
        Q_EMIT finished(CommandResult{
            run,
            Tr::tr("The runtime echoed it back unchanged in %1.").arg(millis(result->elapsedNs)),
            *back});
    });
}

QList<QPair<QString, QString>> ArenaConnector::figures() const
{
    const TickBook &book = m_proxy.book();
    const std::optional<bool> up = m_proxy.runtimeReachable();
    QString runtime = !up   ? Tr::tr("not asked yet")
                      : *up ? Tr::tr("reachable")
                            : Tr::tr("not reachable");
    if (up.value_or(false) && !m_proxy.runtimeBackend().isEmpty())
        runtime += QStringLiteral(" (%1)").arg(m_proxy.runtimeBackend());
    return {
        {Tr::tr("Listening"),
         m_proxy.isListening() ? QStringLiteral("127.0.0.1:%1").arg(m_proxy.port()) : Tr::tr("no")},
        {Tr::tr("Runtime"), runtime},
        {Tr::tr("Ticks"), QString::number(book.ticks())},
        {Tr::tr("Round trip p50"), millis(book.roundTripQuantileNs(0.5))},
        {Tr::tr("Round trip p99"), millis(book.roundTripQuantileNs(0.99))},
        {Tr::tr("Runtime's share p50"), millis(book.runtimeQuantileNs(0.5))},
        {Tr::tr("Over the 5 ms budget"), QString::number(book.overBudget())},
        {Tr::tr("Schema findings, Godot → runtime"), QString::number(book.perceptionViolations())},
        {Tr::tr("Schema findings, runtime → Godot"), QString::number(book.actionViolations())},
        {Tr::tr("Runtime errors"), QString::number(book.runtimeErrors())},
    };
}

} // namespace icconnectors::arena
