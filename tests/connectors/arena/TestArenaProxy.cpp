// The tick inspector between the simulated Godot side and the simulated runtime, over real
// sockets on 127.0.0.1 port 0: ticks go through unchanged and are recorded with their
// contents; wrongly shaped messages in either direction are flagged and still delivered; the
// proxy has no deadline of its own (a 900 ms backend's answers pass unchanged, issue 28); a
// runtime that is down, past a deadline that was set, or not HTTP gets the simulation a 502/504
// (or, when asked for, the seed's error response); /health goes on to the runtime, /echo is
// answered by the proxy; foreign Hosts, oversized bodies, unknown endpoints and wrong methods are
// refused and record nothing; a head with a bare CR, NUL or another control byte is never passed
// on: a request gets 400, an answer from the runtime a 502 (issue 25; HTAB and bytes 0x80-0xFF
// are still allowed).

#include "ArenaTestKit.h"

#include "connectors/arena/ArenaProxy.h"
#include "connectors/arena/ArenaSamples.h"
#include "connectors/arena/ArenaSchema.h"
#include "connectors/arena/peer/SimulatedGodot.h"
#include "connectors/arena/peer/SimulatedRuntime.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <memory>

using arenatest::compact;
using arenatest::exchange;
using arenatest::post;
using icconnectors::arena::ArenaHttpClient;
using icconnectors::arena::ArenaProxy;
using icconnectors::arena::SimulatedRuntime;
using icconnectors::arena::TickRecord;

namespace {

QJsonObject fixedPerception(qint64 tick, int agents = 2)
{
    QJsonObject p =
        icconnectors::arena::ArenaSamples::perception(tick, agents, QStringLiteral("foraging"));
    p[QStringLiteral("timestamp")] = 1234567890.123; // the same bytes every time
    return p;
}

QJsonObject bodyOf(const ic::Result<icconnectors::arena::HttpResponse> &r)
{
    return r ? QJsonDocument::fromJson(r->body).object() : QJsonObject();
}

/// A runtime that answers every request on a connection with `answer`, whatever it was:
/// the bytes a test wants the proxy to receive from upstream.
class CannedRuntime : public QObject
{
public:
    explicit CannedRuntime(QByteArray answer) : m_answer(std::move(answer))
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                auto buffer = std::make_shared<QByteArray>();
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                    *buffer += socket->readAll();
                    const qsizetype end = buffer->indexOf("\r\n\r\n");
                    if (end < 0)
                        return;
                    const qsizetype at = buffer->toLower().indexOf("content-length:");
                    const qint64 length =
                        at < 0 ? 0
                               : buffer->mid(at + 15, buffer->indexOf('\r', at) - at - 15)
                                     .trimmed()
                                     .toLongLong();
                    if (buffer->size() < end + 4 + length)
                        return;
                    m_requestLines << buffer->left(buffer->indexOf("\r\n"));
                    buffer->remove(0, end + 4 + length);
                    socket->write(m_answer);
                });
            }
        });
    }
    quint16 port() const { return m_server.serverPort(); }
    /// The request lines of what it was asked ("POST /tick HTTP/1.1"; the proxy's own probes
    /// of /health too).
    const QList<QByteArray> &requestLines() const { return m_requestLines; }

private:
    QTcpServer m_server;
    QByteArray m_answer;
    QList<QByteArray> m_requestLines;
};

/// A tick's request as the simulation would send it, with `extra` header lines in its head.
QByteArray tickWith(const QByteArray &requestLine, const QByteArray &extra,
                    const QByteArray &contentType = "application/json")
{
    const QByteArray body = compact(fixedPerception(5));
    return requestLine + "\r\nHost: 127.0.0.1\r\n" + extra + "Content-Type: " + contentType +
           "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort(); // closed again when probe goes: nothing listens there
}

} // namespace

class TestArenaProxy : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SimulatedRuntime> m_runtime;
    std::unique_ptr<ArenaProxy> m_proxy;
    std::unique_ptr<ArenaHttpClient> m_sim; // the simulation's connection to the proxy

    void startProxy(quint16 runtimePort,
                    std::chrono::milliseconds timeout = std::chrono::milliseconds(0),
                    bool seedErrorAnswers = false)
    {
        ArenaProxy::Options options;
        options.runtimePort = runtimePort;
        options.runtimeTimeout = timeout;
        options.seedErrorAnswers = seedErrorAnswers;
        options.maxBodyBytes = 64 * 1024;
        m_proxy = std::make_unique<ArenaProxy>(options);
        QVERIFY(m_proxy->listen().ok());
        m_sim = std::make_unique<ArenaHttpClient>(QStringLiteral("127.0.0.1"), m_proxy->port());
    }

    ic::Result<icconnectors::arena::HttpResponse> sendTick(const QJsonObject &perception)
    {
        return exchange(*m_sim, post("/tick", compact(perception)));
    }

private Q_SLOTS:
    void init()
    {
        m_runtime = std::make_unique<SimulatedRuntime>();
        QVERIFY(m_runtime->listen(0).ok());
        startProxy(m_runtime->port());
    }

    void cleanup()
    {
        m_sim.reset();
        m_proxy.reset();
        m_runtime.reset();
    }

    void ticksRecordedWithTheirContents()
    {
        QSignalSpy recorded(m_proxy.get(), &ArenaProxy::tickRecorded);
        icconnectors::arena::SimulatedGodot::Options options;
        options.port = m_proxy->port();
        options.ticksPerSecond = 200;
        options.count = 5;
        options.firstTick = 40;
        icconnectors::arena::SimulatedGodot godot(options);
        QSignalSpy finished(&godot, &icconnectors::arena::SimulatedGodot::finished);
        godot.start();
        QVERIFY(finished.wait(10'000));
        QCOMPARE(godot.answered(), 5);
        QCOMPARE(recorded.size(), 5);
        QCOMPARE(m_runtime->ticksReceived(), 5);
        // One kept-alive runtime connection for the simulation's one, one for the proxy's probe.
        QCOMPARE(m_runtime->connectionsAccepted(), 2);
        const auto &records = m_proxy->book().records();
        QCOMPARE(int(records.size()), 5);
        const TickRecord &r = records.back();
        QCOMPARE(r.tick, 44);
        QCOMPARE(r.agents.size(), 3);
        QCOMPARE(r.agents.at(1).toObject().value(QLatin1String("agent_id")).toString(),
                 QStringLiteral("foraging_agent_002"));
        QVERIFY(r.agents.at(0)
                    .toObject()
                    .value(QLatin1String("observations"))
                    .toObject()
                    .contains(QLatin1String("visible_entities")));
        QCOMPARE(r.actions.size(), 3);
        QCOMPARE(r.actions.at(0)
                     .toObject()
                     .value(QLatin1String("action"))
                     .toObject()
                     .value(QLatin1String("tool")),
                 QJsonValue(QStringLiteral("move_to")));
        QVERIFY(r.reasoning.value(QLatin1String("foraging_agent_003"))
                    .toString()
                    .startsWith(QLatin1String("Moving towards berry")));
        QVERIFY(r.perceptionViolations.isEmpty());
        QVERIFY(r.actionViolations.isEmpty());
        QVERIFY(r.error.isEmpty());
        QCOMPARE(r.outcome, TickRecord::Outcome::Answered);
        QCOMPARE(r.httpStatus, 200);
        QVERIFY(r.runtimeNs > 0);
        QVERIFY(r.roundTripNs > r.runtimeNs); // the runtime's share is part of the round trip
        QCOMPARE(m_proxy->book().ticks(), 5u);
        QCOMPARE(m_proxy->book().runtimeErrors(), 0u);
        QCOMPARE(recorded.last().first().value<TickRecord>().tick, 44);
    }

    void simulationBacksOffWhileTheInspectorIsAway()
    {
        // Nobody listens on the inspector's port: each tick is refused and the next waits
        // longer (growing, capped), instead of going at the steady rate.
        using std::chrono::milliseconds;
        icconnectors::arena::SimulatedGodot::Options options;
        options.port = freePort();
        options.ticksPerSecond = 100;
        options.firstRetry = milliseconds(10);
        options.longestRetry = milliseconds(40);
        icconnectors::arena::SimulatedGodot godot(options);
        QSignalSpy retries(&godot, &icconnectors::arena::SimulatedGodot::retryScheduled);
        godot.start();
        QTRY_VERIFY_WITH_TIMEOUT(retries.size() >= 5, 10'000);
        godot.stop();
        QList<milliseconds> delays;
        for (const auto &args : retries)
            delays << args.at(0).value<milliseconds>();
        QCOMPARE(delays.mid(0, 5),
                 (QList<milliseconds>{milliseconds(10), milliseconds(20), milliseconds(40),
                                      milliseconds(40), milliseconds(40)}));
        QCOMPARE(godot.answered(), 0);
        QCOMPARE(godot.sent(), godot.failures()); // none went while one was out
        QVERIFY(!godot.isBackingOff());           // stopped
    }

    void simulationRetriesAtOnceWhenAskedThenKeepsTheSteadyRate()
    {
        using std::chrono::milliseconds;
        const quint16 port = freePort();
        icconnectors::arena::SimulatedGodot::Options options;
        options.port = port;
        options.ticksPerSecond = 100;
        options.firstRetry = milliseconds(600'000); // never by itself within the test
        options.longestRetry = milliseconds(2'400'000);
        icconnectors::arena::SimulatedGodot godot(options);
        QSignalSpy retries(&godot, &icconnectors::arena::SimulatedGodot::retryScheduled);
        QSignalSpy answered(&godot, &icconnectors::arena::SimulatedGodot::tickAnswered);
        godot.start();
        QTRY_COMPARE_WITH_TIMEOUT(retries.size(), 1, 10'000);
        QVERIFY(godot.isBackingOff());
        QCOMPARE(godot.retryDelay(), milliseconds(600'000));
        // The user's retry goes at once (still refused: the delay grows).
        godot.retryNow();
        QTRY_COMPARE_WITH_TIMEOUT(retries.size(), 2, 10'000);
        QCOMPARE(godot.retryDelay(), milliseconds(1'200'000));
        QCOMPARE(godot.failures(), 2);
        // The inspector opens on that port; asked again, the next tick is answered and the
        // steady rate is back (more ticks follow without asking).
        ArenaProxy::Options proxyOptions;
        proxyOptions.runtimePort = m_runtime->port();
        proxyOptions.listenPort = port;
        ArenaProxy inspector(proxyOptions);
        QVERIFY(inspector.listen().ok());
        godot.retryNow();
        QTRY_VERIFY_WITH_TIMEOUT(answered.size() >= 3, 10'000);
        QVERIFY(!godot.isBackingOff());
        QCOMPARE(godot.retryDelay(), milliseconds(0));
        godot.stop();
    }

    void ticksSentFromTheAnswerGoOnceOnOneConnection()
    {
        // As Godot's IPCClient may: the next tick sent from the previous one's answer.
        const QByteArray body = compact(fixedPerception(1));
        int answered = 0;
        std::function<void()> next = [&] {
            m_sim->send(post("/tick", body),
                        [&](const ic::Result<icconnectors::arena::HttpResponse> &r) {
                            answered += r && r->status == 200 ? 1 : 0;
                            if (answered < 20)
                                next();
                        });
        };
        next();
        QTRY_COMPARE(answered, 20);
        QCOMPARE(m_runtime->ticksReceived(), 20); // each sent once
        QCOMPARE(m_proxy->book().ticks(), 20u);
        QCOMPARE(m_runtime->connectionsAccepted(), 2); // the tick connection and the probe's
    }

    void lastTickOfAConnection()
    {
        // "Connection: close": answered, recorded, then the simulation's connection ends.
        const QByteArray body = compact(fixedPerception(8));
        const auto raw = arenatest::rawExchange(
            m_proxy->port(), "POST /tick HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                             "Content-Length: " +
                                 QByteArray::number(body.size()) + "\r\n\r\n" + body);
        QVERIFY(raw.response);
        QCOMPARE(raw.response->status, 200);
        QVERIFY(raw.closed);
        QCOMPARE(m_proxy->book().ticks(), 1u);
        QVERIFY(sendTick(fixedPerception(9)).ok()); // the proxy goes on with the others
        QCOMPARE(m_proxy->book().ticks(), 2u);
    }

    void answerComesBackUnchanged()
    {
        ArenaHttpClient direct(QStringLiteral("127.0.0.1"), m_runtime->port());
        const auto straight = exchange(direct, post("/tick", compact(fixedPerception(7))));
        const auto proxied = sendTick(fixedPerception(7));
        QVERIFY(straight.ok() && proxied.ok());
        QCOMPARE(proxied->status, straight->status);
        QCOMPARE(proxied->contentType, straight->contentType);
        QCOMPARE(proxied->body, straight->body);
    }

    void malformedAnswerFlaggedAndDelivered()
    {
        m_runtime->setMode(SimulatedRuntime::Mode::Malformed);
        ArenaHttpClient direct(QStringLiteral("127.0.0.1"), m_runtime->port());
        const auto straight = exchange(direct, post("/tick", compact(fixedPerception(9))));
        const auto proxied = sendTick(fixedPerception(9));
        QVERIFY(proxied.ok());
        QCOMPARE(proxied->body, straight->body); // delivered as the runtime sent it
        const TickRecord r = m_proxy->book().records().back();
        QStringList paths;
        for (const auto &v : r.actionViolations)
            paths << v.path + QLatin1Char(' ') + v.seedCode;
        QVERIFY2(paths.contains(QStringLiteral("tick ")), qPrintable(paths.join(u'\n')));
        QVERIFY(paths.contains(QStringLiteral("actions[0].agent_id AGENT_NOT_FOUND")));
        QVERIFY(paths.contains(QStringLiteral("actions[0].action.tool TOOL_NOT_FOUND")));
        QVERIFY(paths.contains(QStringLiteral("actions[0].action.params INVALID_PARAMETERS")));
        QVERIFY(r.perceptionViolations.isEmpty());
        QCOMPARE(m_proxy->book().actionViolations(), quint64(r.actionViolations.size()));
    }

    void malformedPerceptionFlaggedAndForwarded()
    {
        QJsonObject perception = fixedPerception(3);
        perception.remove(QStringLiteral("timestamp"));
        QJsonArray agents = perception.value(QLatin1String("agents")).toArray();
        QJsonObject agent = agents.first().toObject();
        QJsonObject observations = agent.value(QLatin1String("observations")).toObject();
        observations[QStringLiteral("health")] = QStringLiteral("full");
        agent[QStringLiteral("observations")] = observations;
        agents[0] = agent;
        perception[QStringLiteral("agents")] = agents;
        const auto answer = sendTick(perception);
        QVERIFY(answer.ok());
        // The runtime got it and refused it as FastAPI would (timestamp is required), and its
        // refusal came back unchanged.
        QCOMPARE(answer->status, 422);
        QCOMPARE(QJsonDocument::fromJson(answer->body)
                     .object()
                     .value(QLatin1String("detail"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("loc")),
                 QJsonValue(QJsonArray{QStringLiteral("body"), QStringLiteral("timestamp")}));
        QCOMPARE(m_runtime->ticksReceived(), 0);
        const TickRecord r = m_proxy->book().records().back();
        QCOMPARE(r.perceptionViolations.size(), 2);
        QCOMPARE(r.perceptionViolations.at(0).path, QStringLiteral("timestamp"));
        QCOMPARE(r.perceptionViolations.at(1).path,
                 QStringLiteral("agents[0].observations.health"));
        QCOMPARE(m_proxy->book().perceptionViolations(), 2u);
    }

    void bodyThatIsNotJsonIsForwardedAndFlagged()
    {
        const auto answer = exchange(*m_sim, post("/tick", "{\"tick\": 1,"));
        QVERIFY(answer.ok());
        QCOMPARE(answer->status, 422); // the runtime's own answer, passed on
        const TickRecord r = m_proxy->book().records().back();
        QCOMPARE(r.tick, -1);
        QCOMPARE(r.perceptionViolations.size(), 1);
        QVERIFY(r.perceptionViolations.first().message.contains(QLatin1String("not JSON")));
        QVERIFY(!r.actionViolations.isEmpty()); // HTTP 422 is not an action response
        QVERIFY(r.runtimeError());
    }

    void runtimeErrorDelivered()
    {
        m_runtime->setMode(SimulatedRuntime::Mode::Error);
        m_runtime->setErrorCode(QStringLiteral("AGENT_NOT_FOUND"));
        const auto answer = sendTick(fixedPerception(11));
        QVERIFY(answer.ok());
        QCOMPARE(
            bodyOf(answer).value(QLatin1String("error")).toObject().value(QLatin1String("code")),
            QJsonValue(QStringLiteral("AGENT_NOT_FOUND")));
        const TickRecord r = m_proxy->book().records().back();
        QCOMPARE(r.error.value(QLatin1String("code")).toString(),
                 QStringLiteral("AGENT_NOT_FOUND"));
        QCOMPARE(r.outcome, TickRecord::Outcome::Answered);
        QVERIFY(r.actionViolations.isEmpty());
        QCOMPARE(m_proxy->book().runtimeErrors(), 1u);
    }

    void runtimeDownGetsBadGateway()
    {
        startProxy(freePort());
        const auto answer = sendTick(fixedPerception(12));
        QVERIFY(answer.ok());
        QCOMPARE(answer->status, 502); // a gateway's answer, not a made-up game answer
        QCOMPARE(answer->header("X-Arena-Proxy-Error"), QByteArray("runtime-down"));
        const QJsonObject body = bodyOf(answer);
        QVERIFY(!body.contains(QLatin1String("error")));
        QVERIFY(body.value(QLatin1String("detail")).toString().contains(QLatin1String("runtime")));
        const TickRecord r = m_proxy->book().records().back();
        QCOMPARE(r.outcome, TickRecord::Outcome::RuntimeDown);
        QCOMPARE(r.httpStatus, 502);
        QCOMPARE(m_proxy->book().runtimeErrors(), 1u);
    }

    void runtimeDownGetsTheSeedsErrorWhenAskedFor()
    {
        startProxy(freePort(), std::chrono::milliseconds(0), true);
        const auto answer = sendTick(fixedPerception(12));
        QVERIFY(answer.ok());
        QCOMPARE(answer->status, 200);
        QCOMPARE(answer->header("X-Arena-Proxy-Error"), QByteArray("runtime-down"));
        const QJsonObject body = bodyOf(answer);
        QCOMPARE(body.value(QLatin1String("tick")).toInteger(), 12);
        QCOMPARE(body.value(QLatin1String("error")).toObject().value(QLatin1String("code")),
                 QJsonValue(QStringLiteral("LLM_TIMEOUT")));
        QCOMPARE(body.value(QLatin1String("actions")), QJsonValue(QJsonArray()));
        // What the proxy says in the runtime's place is itself the seed's error response.
        QVERIFY(icconnectors::arena::ArenaSchema::checkAction(body, fixedPerception(12)).isEmpty());
        const TickRecord r = m_proxy->book().records().back();
        QCOMPARE(r.outcome, TickRecord::Outcome::RuntimeDown);
        QCOMPARE(m_proxy->runtimeReachable(), std::optional<bool>(false));
        QCOMPARE(m_proxy->book().runtimeErrors(), 1u);
    }

    void runtimeTooSlowThenBack()
    {
        startProxy(m_runtime->port(), std::chrono::milliseconds(200));
        m_runtime->setMode(SimulatedRuntime::Mode::Slow);
        m_runtime->setDelay(std::chrono::seconds(3));
        const auto late = sendTick(fixedPerception(20));
        QVERIFY(late.ok());
        QCOMPARE(late->status, 504); // a deadline was set: past it, a gateway timeout
        QCOMPARE(late->header("X-Arena-Proxy-Error"), QByteArray("runtime-timeout"));
        QCOMPARE(m_proxy->book().records().back().outcome, TickRecord::Outcome::RuntimeTimeout);
        // The same simulation connection goes on; the runtime's late answer is not taken for
        // the next tick's (its connection was dropped).
        m_runtime->setMode(SimulatedRuntime::Mode::Normal);
        const auto next = sendTick(fixedPerception(21));
        QVERIFY(next.ok());
        QCOMPARE(bodyOf(next).value(QLatin1String("tick")).toInteger(), 21);
        QVERIFY(!bodyOf(next).contains(QLatin1String("error")));
    }

    void slowAnswerOverBudgetStillDelivered()
    {
        m_runtime->setMode(SimulatedRuntime::Mode::Slow);
        m_runtime->setDelay(std::chrono::milliseconds(20)); // four times the seed's 5 ms
        const auto answer = sendTick(fixedPerception(30));
        QVERIFY(answer.ok());
        QVERIFY(!bodyOf(answer).contains(QLatin1String("error")));
        const TickRecord r = m_proxy->book().records().back();
        QVERIFY(r.overBudget());
        QVERIFY(r.runtimeNs >= 20'000'000);
        QCOMPARE(m_proxy->book().overBudget(), 1u);
    }

    void runtimeNotHttpGetsBadGateway()
    {
        m_runtime->setMode(SimulatedRuntime::Mode::NotHttp);
        const auto answer = sendTick(fixedPerception(31));
        QVERIFY(answer.ok());
        QCOMPARE(answer->status, 502);
        QCOMPARE(answer->header("X-Arena-Proxy-Error"), QByteArray("runtime-malformed"));
        QCOMPARE(m_proxy->book().records().back().outcome, TickRecord::Outcome::RuntimeMalformed);
    }

    void runtimeNotHttpGetsParsingErrorWhenAskedFor()
    {
        startProxy(m_runtime->port(), std::chrono::milliseconds(0), true);
        m_runtime->setMode(SimulatedRuntime::Mode::NotHttp);
        const auto answer = sendTick(fixedPerception(31));
        QVERIFY(answer.ok());
        QCOMPARE(
            bodyOf(answer).value(QLatin1String("error")).toObject().value(QLatin1String("code")),
            QJsonValue(QStringLiteral("PARSING_ERROR")));
        QCOMPARE(m_proxy->book().records().back().outcome, TickRecord::Outcome::RuntimeMalformed);
    }

    // Issue 28: a synchronous LLM backend at the top of the seed's 100-1000 ms range: the proxy
    // makes no answer of its own, drops nothing, and only measures.
    void backendOf900msPassesThroughUnchanged()
    {
        m_runtime->setMode(SimulatedRuntime::Mode::Slow);
        m_runtime->setDelay(std::chrono::milliseconds(900));
        icconnectors::arena::ArenaHttpClient direct(QStringLiteral("127.0.0.1"), m_runtime->port());
        for (const qint64 tick : {50, 51, 52}) {
            const auto expected = exchange(direct, post("/tick", compact(fixedPerception(tick))));
            const auto answer = sendTick(fixedPerception(tick));
            QVERIFY2(answer.ok(), qPrintable(answer ? QString() : answer.error().message));
            QVERIFY(expected.ok());
            QCOMPARE(answer->status, 200);
            QVERIFY(answer->header("X-Arena-Proxy-Error").isEmpty());
            QCOMPARE(answer->body, expected->body); // byte for byte the runtime's
            const TickRecord r = m_proxy->book().records().back();
            QCOMPARE(r.tick, tick);
            QCOMPARE(r.outcome, TickRecord::Outcome::Answered);
            QVERIFY(r.runtimeNs >= 900'000'000); // measured
        }
        QCOMPARE(m_proxy->book().ticks(), 3u);
        QCOMPARE(m_proxy->book().runtimeErrors(), 0u);
        QCOMPARE(m_runtime->ticksReceived(), 6); // 3 direct, 3 through: none sent twice
    }

    void healthPassedThroughToTheRuntime()
    {
        QVERIFY(sendTick(fixedPerception(1)).ok());
        icconnectors::arena::ArenaHttpClient direct(QStringLiteral("127.0.0.1"), m_runtime->port());
        const auto answer = exchange(*m_sim, arenatest::get("/health"));
        QVERIFY(answer.ok());
        QCOMPARE(answer->status, 200);
        QVERIFY(answer->header("X-Arena-Proxy-Error").isEmpty());
        const QJsonObject health = bodyOf(answer);
        QVERIFY(
            icconnectors::arena::ArenaSchema::checkHealth(health).isEmpty()); // the seed's shape
        // The runtime's own values, not the proxy's: its backend, its agents, its fields only.
        QCOMPARE(health.value(QLatin1String("backend")).toString(), QStringLiteral("simulated"));
        QCOMPARE(health.value(QLatin1String("agents_active")).toInt(), 2);
        QCOMPARE(health.keys(), bodyOf(exchange(direct, arenatest::get("/health"))).keys());
        QCOMPARE(m_runtime->ticksReceived(), 1); // not a tick
        QCOMPARE(m_proxy->book().ticks(), 1u);   // and not recorded as one
        QCOMPARE(m_proxy->runtimeBackend(), QStringLiteral("simulated"));
    }

    void healthOfARuntimeThatIsDownIsBadGateway()
    {
        startProxy(freePort());
        const auto answer = exchange(*m_sim, arenatest::get("/health"));
        QVERIFY(answer.ok());
        QCOMPARE(answer->status, 502);
        QCOMPARE(answer->header("X-Arena-Proxy-Error"), QByteArray("runtime-down"));
        QCOMPARE(m_proxy->runtimeReachable(), std::optional<bool>(false));
    }

    void echoAnsweredByTheProxy()
    {
        const QByteArray json = "{\"any\": [1, \"two\", null], \"x\": {\"y\": true}}";
        const auto answer = exchange(*m_sim, post("/echo", json));
        QVERIFY(answer.ok());
        QCOMPARE(answer->status, 200);
        QCOMPARE(answer->body, json);
        QCOMPARE(exchange(*m_sim, post("/echo", "42"))->body, QByteArray("42"));
        // Whatever type the caller claims, the echo is JSON and not to be sniffed.
        auto claimed = post("/echo", "\"<script>\"");
        claimed.contentType = "text/html";
        const auto typed = exchange(*m_sim, claimed);
        QCOMPARE(typed->contentType, QByteArray("application/json"));
        QCOMPARE(typed->header("X-Content-Type-Options"), QByteArray("nosniff"));
        const auto refused = exchange(*m_sim, post("/echo", "not json"));
        QCOMPARE(refused->status, 400);
        QVERIFY(bodyOf(refused)
                    .value(QLatin1String("detail"))
                    .toString()
                    .contains(QLatin1String("JSON")));
        QCOMPARE(m_proxy->book().ticks(), 0u);
    }

    void echoOfTheRuntime()
    {
        std::optional<ic::Result<icconnectors::arena::HttpResponse>> out;
        m_proxy->echoRuntime(
            "[1,2,3]", [&out](const ic::Result<icconnectors::arena::HttpResponse> &r) { out = r; });
        QTRY_VERIFY(out.has_value());
        QVERIFY(out->ok());
        QCOMPARE((*out)->body, QByteArray("[1,2,3]"));
    }

    void foreignHostRefused_data()
    {
        QTest::addColumn<QByteArray>("host");
        QTest::addColumn<int>("status");
        QTest::newRow("another name") << QByteArray("Host: evil.example\r\n") << 403;
        QTest::newRow("another port") << QByteArray("Host: 127.0.0.1:1\r\n") << 403;
        QTest::newRow("rebinding name") << QByteArray("Host: 127.0.0.1.nip.io\r\n") << 403;
        QTest::newRow("none") << QByteArray() << 400;
        // A web page's request carries an Origin and a good Host (a no-cors POST).
        QTest::newRow("from a web page")
            << QByteArray("Host: localhost\r\nOrigin: https://evil.example\r\n") << 403;
    }

    void foreignHostRefused()
    {
        QFETCH(QByteArray, host);
        QFETCH(int, status);
        const QByteArray body = compact(fixedPerception(5));
        const auto raw = arenatest::rawExchange(
            m_proxy->port(), "POST /tick HTTP/1.1\r\n" + host + "Content-Length: " +
                                 QByteArray::number(body.size()) + "\r\n\r\n" + body);
        QVERIFY(raw.response);
        QCOMPARE(raw.response->status, status);
        QVERIFY(raw.closed);
        QCOMPARE(m_runtime->ticksReceived(), 0);
        QCOMPARE(m_proxy->book().ticks(), 0u);
    }

    void floodWhileATickIsPendingDropped()
    {
        // While a tick is with the (slow) runtime nothing is read off the connection: a peer
        // that goes on sending is dropped once more than one whole request waits, instead of
        // the proxy's memory growing.
        m_runtime->setMode(SimulatedRuntime::Mode::Slow);
        m_runtime->setDelay(std::chrono::seconds(3));
        const QByteArray body = compact(fixedPerception(40));
        QTcpSocket flood;
        flood.connectToHost(QStringLiteral("127.0.0.1"), m_proxy->port());
        QVERIFY(flood.waitForConnected(5000));
        flood.write("POST /tick HTTP/1.1\r\nHost: localhost\r\nContent-Length: " +
                    QByteArray::number(body.size()) + "\r\n\r\n" + body);
        QTRY_COMPARE(m_runtime->ticksReceived(), 1);
        QSignalSpy gone(&flood, &QTcpSocket::disconnected);
        const QByteArray chunk(64 * 1024, 'x'); // the test's body cap is 64 KiB
        for (int i = 0; i < 4 && flood.state() == QAbstractSocket::ConnectedState; ++i) {
            flood.write(chunk);
            flood.waitForBytesWritten(5000);
        }
        QVERIFY(gone.count() > 0 || gone.wait(10'000));
    }

    // Issue 25. RFC 9112 section 2.2: a bare CR must be refused (or made a space), never passed
    // on, since the next hop may take it for a line end and see a header the inspector did not;
    // RFC 9110 section 5.5: NUL and the other control bytes but HTAB are invalid in a field.
    void headWithABareCrOrAControlByteRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        const QByteArray post = "POST /tick HTTP/1.1";
        // The one header the proxy passes on to the runtime: the CR would go with it.
        QTest::newRow("bare CR in the content type")
            << tickWith(post, {}, "application/json\rX-Smuggled: yes") << QStringLiteral("bare CR");
        QTest::newRow("bare CR in another value")
            << tickWith(post, "X-Note: one\rtwo\r\n") << QStringLiteral("bare CR");
        QTest::newRow("NUL in a value")
            << tickWith(post, QByteArray("X-Note: one") + '\0' + "two\r\n")
            << QStringLiteral("0x00");
        QTest::newRow("vertical tab in a value")
            << tickWith(post, "X-Note: one\x0btwo\r\n") << QStringLiteral("0x0b");
        QTest::newRow("DEL in a value")
            << tickWith(post, "X-Note: one\x7ftwo\r\n") << QStringLiteral("0x7f");
        QTest::newRow("bare CR in the request line")
            << tickWith("POST /tick\rX HTTP/1.1", {}) << QStringLiteral("bare CR");
    }
    void headWithABareCrOrAControlByteRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const auto raw = arenatest::rawExchange(m_proxy->port(), bytes);
        QVERIFY(raw.response);
        QCOMPARE(raw.response->status, 400);
        QVERIFY(raw.closed);
        const QString detail = QJsonDocument::fromJson(raw.response->body)
                                   .object()
                                   .value(QLatin1String("detail"))
                                   .toString();
        QVERIFY2(detail.contains(says), qPrintable(detail));
        QCOMPARE(m_runtime->ticksReceived(), 0); // nothing of it went on
        QCOMPARE(m_proxy->book().ticks(), 0u);
    }

    void headWithTabsAndHighBytesAccepted()
    {
        const auto raw = arenatest::rawExchange(
            m_proxy->port(), tickWith("POST /tick HTTP/1.1", "X-Note: one\ttwo \xe9\xff\r\n"));
        QVERIFY(raw.response);
        QCOMPARE(raw.response->status, 200);
        QCOMPARE(m_runtime->ticksReceived(), 1);
    }

    void answerWithABareCrOrAControlByteNotPassedOn_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::newRow("bare CR in a value")
            << QByteArray("HTTP/1.1 200 OK\r\nX-Note: one\rSet-Cookie: session=stolen\r\n");
        QTest::newRow("NUL in a value")
            << QByteArray("HTTP/1.1 200 OK\r\nX-Note: one") + '\0' + "two\r\n";
        QTest::newRow("escape in a value") << QByteArray("HTTP/1.1 200 OK\r\nX-Note: \x1b[2J\r\n");
        QTest::newRow("bare CR in the status line")
            << QByteArray("HTTP/1.1 200 OK\rX-Note: one\r\n");
    }
    void answerWithABareCrOrAControlByteNotPassedOn()
    {
        QFETCH(QByteArray, head);
        const QByteArray body = compact(
            QJsonObject{{QStringLiteral("tick"), 6}, {QStringLiteral("actions"), QJsonArray()}});
        CannedRuntime runtime(head + "Content-Type: application/json\r\nContent-Length: " +
                              QByteArray::number(body.size()) + "\r\n\r\n" + body);
        startProxy(runtime.port());
        const auto answer = sendTick(fixedPerception(6));
        QVERIFY2(answer.ok(), qPrintable(answer ? QString() : answer.error().message));
        QCOMPARE(runtime.requestLines().count("POST /tick HTTP/1.1"), 1);
        QCOMPARE(answer->status, 502); // a gateway's answer, as for every unusable answer
        QCOMPARE(answer->header("X-Arena-Proxy-Error"), QByteArray("runtime-malformed"));
        QVERIFY(answer->header("X-Note").isEmpty()); // nothing of its head passed on
        QVERIFY(answer->header("Set-Cookie").isEmpty());
        const QString message = bodyOf(answer).value(QLatin1String("detail")).toString();
        QVERIFY2(message.contains(QLatin1String("bare CR")) ||
                     message.contains(QLatin1String("control byte")),
                 qPrintable(message));
        const TickRecord r = m_proxy->book().records().back();
        QCOMPARE(r.outcome, TickRecord::Outcome::RuntimeMalformed);
        QCOMPARE(r.httpStatus, 502);
    }

    void ownHostNamesAccepted()
    {
        for (const QByteArray &host :
             {QByteArray("localhost"), QByteArray("LOCALHOST:"), QByteArray("127.0.0.1:")}) {
            const QByteArray name =
                host.endsWith(':') ? host + QByteArray::number(m_proxy->port()) : host;
            const auto raw = arenatest::rawExchange(
                m_proxy->port(), "GET /health HTTP/1.1\r\nHost: " + name + "\r\n\r\n");
            QVERIFY(raw.response);
            QCOMPARE(raw.response->status, 200);
        }
    }

    void oversizedBodyRefused()
    {
        const auto raw = arenatest::rawExchange(
            m_proxy->port(),
            "POST /tick HTTP/1.1\r\nHost: localhost\r\nContent-Length: 65537\r\n\r\n");
        QVERIFY(raw.response);
        QCOMPARE(raw.response->status, 413);
        QVERIFY(raw.closed);
        QCOMPARE(m_runtime->ticksReceived(), 0);
        QCOMPARE(m_proxy->book().ticks(), 0u);
    }

    void unknownEndpointAndWrongMethod()
    {
        const auto missing = exchange(*m_sim, post("/act", "{}"));
        QCOMPARE(missing->status, 404);
        QVERIFY(bodyOf(missing)
                    .value(QLatin1String("detail"))
                    .toString()
                    .contains(QLatin1String("/tick")));
        const auto wrong = exchange(*m_sim, arenatest::get("/tick"));
        QCOMPARE(wrong->status, 405);
        QCOMPARE(wrong->header("Allow"), QByteArray("POST"));
        QCOMPARE(m_runtime->ticksReceived(), 0);
        QCOMPARE(m_proxy->book().ticks(), 0u);
    }

    void slowAndIdleConnectionsDropped()
    {
        ArenaProxy::Options options;
        options.runtimePort = m_runtime->port();
        options.requestTimeout = std::chrono::milliseconds(200);
        options.idleTimeout = std::chrono::milliseconds(300);
        ArenaProxy proxy(options);
        QVERIFY(proxy.listen().ok());
        QTcpSocket slow; // a head that never ends
        slow.connectToHost(QStringLiteral("127.0.0.1"), proxy.port());
        QVERIFY(slow.waitForConnected(5000));
        slow.write("POST /tick HTTP/1.1\r\nHost: localhost\r\n");
        QSignalSpy slowGone(&slow, &QTcpSocket::disconnected);
        QVERIFY(slowGone.wait(10'000));
        // Answered once, then nothing more: closed as idle.
        const auto raw = arenatest::rawExchange(
            proxy.port(), "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n", true);
        QVERIFY(raw.response);
        QCOMPARE(raw.response->status, 200);
        QVERIFY(!raw.response->closeAfter);
        QVERIFY(raw.closed); // rawExchange waited for it to go
        QCOMPARE(proxy.book().ticks(), 0u);
        QCOMPARE(m_runtime->ticksReceived(), 0);
    }

    void clearEmptiesTheRecord()
    {
        QVERIFY(sendTick(fixedPerception(1)).ok());
        QCOMPARE(m_proxy->book().ticks(), 1u);
        m_proxy->clearRecord();
        QCOMPARE(m_proxy->book().ticks(), 0u);
        QVERIFY(m_proxy->book().records().empty());
        QCOMPARE(m_proxy->book().roundTripQuantileNs(0.99), 0);
    }
};

QTEST_GUILESS_MAIN(TestArenaProxy)
#include "TestArenaProxy.moc"
