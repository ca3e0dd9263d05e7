// ArenaConnector as the window drives it, against the simulated runtime over real sockets:
// its catalogue, open/close, a test tick through the proxy (answer, event, wire log, figures),
// the runtime's health and echo, clear, and the runs that cannot start.

#include "ArenaTestKit.h"

#include "connectors/arena/ArenaConnector.h"
#include "connectors/arena/peer/SimulatedRuntime.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTcpServer>
#include <memory>

using icconnectors::CommandResult;
using icconnectors::Connector;
using icconnectors::WireEntry;
using icconnectors::arena::ArenaConnector;
using icconnectors::arena::SimulatedRuntime;

Q_DECLARE_METATYPE(icconnectors::CommandResult)
Q_DECLARE_METATYPE(icconnectors::WireEntry)

namespace {

QString figure(const Connector &c, const QString &name)
{
    for (const auto &[key, value] : c.figures()) {
        if (key == name)
            return value;
    }
    return QStringLiteral("(no figure %1)").arg(name);
}

} // namespace

class TestArenaConnector : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SimulatedRuntime> m_runtime;
    std::unique_ptr<ArenaConnector> m_connector;

    /// Runs `command` and returns its one answer.
    CommandResult runAndWait(const QString &command, const QVariantMap &params = {})
    {
        QSignalSpy finished(m_connector.get(), &Connector::finished);
        const quint64 id = m_connector->run(command, params);
        if (!finished.wait(10'000) || finished.size() != 1)
            return CommandResult{
                0, ic::Error{QStringLiteral("test"), QStringLiteral("no answer")}, {}};
        const auto result = finished.first().first().value<CommandResult>();
        return result.run == id
                   ? result
                   : CommandResult{
                         0, ic::Error{QStringLiteral("test"), QStringLiteral("wrong run")}, {}};
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<CommandResult>();
        qRegisterMetaType<WireEntry>();
    }

    void init()
    {
        m_runtime = std::make_unique<SimulatedRuntime>();
        QVERIFY(m_runtime->listen(0).ok());
        icconnectors::arena::ArenaProxy::Options options;
        options.runtimePort = m_runtime->port();
        m_connector = std::make_unique<ArenaConnector>(options);
    }

    void cleanup()
    {
        m_connector.reset();
        m_runtime.reset();
    }

    void catalogue()
    {
        QCOMPARE(m_connector->kind(), QStringLiteral("arena"));
        QStringList names;
        for (const auto &c : m_connector->commands())
            names << c.name;
        QCOMPARE(names, (QStringList{QStringLiteral("tick"), QStringLiteral("health"),
                                     QStringLiteral("echo"), QStringLiteral("clear")}));
        const auto tick = m_connector->commands().first();
        QCOMPARE(tick.param(QStringLiteral("agents"))->maximum, std::optional<qint64>(16));
        QCOMPARE(tick.param(QStringLiteral("scene"))->choices,
                 (QStringList{QStringLiteral("foraging"), QStringLiteral("crafting"),
                              QStringLiteral("team_capture")}));
        QVERIFY(m_connector->commands().at(2).param(QStringLiteral("json"))->required);
        QCOMPARE(ArenaConnector::defaultOptions().runtimePort, 5000); // the seed's
    }

    void openAndClose()
    {
        QSignalSpy states(m_connector.get(), &Connector::stateChanged);
        m_connector->open();
        QCOMPARE(m_connector->state(), Connector::State::Open);
        QVERIFY(m_connector->proxy().isListening());
        QTRY_COMPARE(figure(*m_connector, QStringLiteral("Runtime")),
                     QStringLiteral("reachable (simulated)"));
        m_connector->close();
        QCOMPARE(m_connector->state(), Connector::State::Closed);
        QVERIFY(!m_connector->proxy().isListening());
        QCOMPARE(states.size(), 3); // Opening, Open, Closed
    }

    void openFailsOnABusyPort()
    {
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress::LocalHost, 0));
        icconnectors::arena::ArenaProxy::Options options;
        options.listenPort = squatter.serverPort();
        ArenaConnector connector(options);
        connector.open();
        QCOMPARE(connector.state(), Connector::State::Failed);
        QVERIFY(connector.stateDetail().contains(QString::number(squatter.serverPort())));
    }

    void testTickThroughTheProxy()
    {
        m_connector->open();
        QSignalSpy events(m_connector.get(), &Connector::peerEvent);
        QSignalSpy wire(m_connector.get(), &Connector::wire);
        const CommandResult result = runAndWait(
            QStringLiteral("tick"), {{QStringLiteral("tick"), 77},
                                     {QStringLiteral("agents"), 3},
                                     {QStringLiteral("scene"), QStringLiteral("crafting")}});
        QVERIFY2(result.ok(), qPrintable(result.message()));
        QVERIFY(result.message().contains(QLatin1String("Tick 77")));
        QCOMPARE(result.data.toObject().value(QLatin1String("actions")).toArray().size(), 3);
        QCOMPARE(m_runtime->ticksReceived(), 1);
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().at(0).toString(), QStringLiteral("tick"));
        const QJsonObject record = events.first().at(1).toJsonValue().toObject();
        QCOMPARE(record.value(QLatin1String("tick")).toInteger(), 77);
        QCOMPARE(record.value(QLatin1String("reasoning"))
                     .toObject()
                     .value(QLatin1String("crafting_agent_002")),
                 QJsonValue(QStringLiteral("Crafting iron_ingot at the Furnace")));
        // Four messages on the wire: in from the simulation side, out to the runtime, back, out.
        QSet<QString> seen;
        for (const auto &args : std::as_const(wire)) {
            const auto entry = args.first().value<WireEntry>();
            QVERIFY(entry.at.isValid());
            seen.insert(entry.channel.section(QLatin1Char(':'), 0, 0) +
                        (entry.direction == WireEntry::Direction::Sent ? QStringLiteral(" >")
                                                                       : QStringLiteral(" <")));
        }
        QCOMPARE(seen,
                 (QSet<QString>{QStringLiteral("simulation <"), QStringLiteral("simulation >"),
                                QStringLiteral("runtime >"), QStringLiteral("runtime <")}));
        QCOMPARE(figure(*m_connector, QStringLiteral("Ticks")), QStringLiteral("1"));
        QCOMPARE(figure(*m_connector, QStringLiteral("Runtime errors")), QStringLiteral("0"));
        QVERIFY(
            figure(*m_connector, QStringLiteral("Round trip p99")).endsWith(QLatin1String(" ms")));
    }

    void ticksNumberThemselves()
    {
        m_connector->open();
        QVERIFY(runAndWait(QStringLiteral("tick")).message().contains(QLatin1String("Tick 1:")));
        QVERIFY(runAndWait(QStringLiteral("tick")).message().contains(QLatin1String("Tick 2:")));
    }

    void runtimeErrorIsAFailedRun()
    {
        m_runtime->setMode(SimulatedRuntime::Mode::Error);
        m_runtime->setErrorCode(QStringLiteral("LLM_TIMEOUT"));
        m_connector->open();
        const CommandResult result = runAndWait(QStringLiteral("tick"));
        QVERIFY(!result.ok());
        QCOMPARE(result.errorCode(), QStringLiteral("LLM_TIMEOUT"));
        QCOMPARE(figure(*m_connector, QStringLiteral("Runtime errors")), QStringLiteral("1"));
    }

    void malformedAnswerCountedByDirection()
    {
        m_runtime->setMode(SimulatedRuntime::Mode::Malformed);
        m_connector->open();
        QVERIFY(runAndWait(QStringLiteral("tick")).ok()); // delivered, flagged
        QCOMPARE(figure(*m_connector, QStringLiteral("Schema findings, Godot → runtime")),
                 QStringLiteral("0"));
        QVERIFY(figure(*m_connector, QStringLiteral("Schema findings, runtime → Godot")).toInt() >=
                4);
    }

    void healthAndEcho()
    {
        m_connector->open();
        const CommandResult health = runAndWait(QStringLiteral("health"));
        QVERIFY2(health.ok(), qPrintable(health.message()));
        QCOMPARE(health.data.toObject().value(QLatin1String("backend")).toString(),
                 QStringLiteral("simulated"));
        const CommandResult echo = runAndWait(
            QStringLiteral("echo"), {{QStringLiteral("json"), QStringLiteral("{\"a\": [1, 2]}")}});
        QVERIFY2(echo.ok(), qPrintable(echo.message()));
        QCOMPARE(echo.data.toObject().value(QLatin1String("a")).toArray().size(), 2);
        const CommandResult notJson =
            runAndWait(QStringLiteral("echo"), {{QStringLiteral("json"), QStringLiteral("{a")}});
        QVERIFY(!notJson.ok());
        QCOMPARE(notJson.errorCode(), QStringLiteral("bad_params"));
    }

    // Issue 28: the proxy makes no game answer for a runtime that is not there; the test tick
    // says what the proxy's 502 says, under the proxy's own code.
    void tickWithTheRuntimeDownSaysWhy()
    {
        m_runtime->close();
        m_connector->open();
        const CommandResult result = runAndWait(QStringLiteral("tick"));
        QVERIFY(!result.ok());
        QCOMPARE(result.errorCode(), QStringLiteral("runtime_down"));
        QVERIFY2(result.message().startsWith(QLatin1String("Tick 1: Tick inspector:")),
                 qPrintable(result.message()));
        QCOMPARE(figure(*m_connector, QStringLiteral("Runtime errors")), QStringLiteral("1"));
    }

    void healthOfARuntimeThatIsDown()
    {
        m_runtime->close();
        m_connector->open();
        const CommandResult health = runAndWait(QStringLiteral("health"));
        QVERIFY(!health.ok());
        QCOMPARE(health.errorCode(), QStringLiteral("runtime_down"));
        QVERIFY(health.message().contains(QString::number(m_runtime->port())) ||
                health.message().contains(QLatin1String("Nothing answers")));
        QCOMPARE(figure(*m_connector, QStringLiteral("Runtime")), QStringLiteral("not reachable"));
    }

    void clearEmptiesTheFigures()
    {
        m_connector->open();
        QVERIFY(runAndWait(QStringLiteral("tick")).ok());
        QSignalSpy changed(m_connector.get(), &Connector::figuresChanged);
        const CommandResult cleared = runAndWait(QStringLiteral("clear"));
        QVERIFY(cleared.ok());
        QVERIFY(!changed.isEmpty());
        QCOMPARE(figure(*m_connector, QStringLiteral("Ticks")), QStringLiteral("0"));
    }

    void runsThatCannotStart()
    {
        const CommandResult closed = runAndWait(QStringLiteral("tick"));
        QCOMPARE(closed.errorCode(), QStringLiteral("not_open"));
        m_connector->open();
        QCOMPARE(runAndWait(QStringLiteral("fly")).errorCode(), QStringLiteral("unknown_command"));
        const CommandResult badAgents =
            runAndWait(QStringLiteral("tick"), {{QStringLiteral("agents"), 99}});
        QCOMPARE(badAgents.errorCode(), QStringLiteral("bad_params"));
        QVERIFY(badAgents.message().contains(QLatin1String("agents")));
        QCOMPARE(
            runAndWait(QStringLiteral("tick"), {{QStringLiteral("scene"), QStringLiteral("moon")}})
                .errorCode(),
            QStringLiteral("bad_params"));
        QCOMPARE(m_runtime->ticksReceived(), 0);
        QCOMPARE(figure(*m_connector, QStringLiteral("Ticks")), QStringLiteral("0"));
    }
};

QTEST_GUILESS_MAIN(TestArenaConnector)
#include "TestArenaConnector.moc"
