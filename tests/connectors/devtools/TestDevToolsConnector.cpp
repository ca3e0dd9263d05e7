// DevToolsConnector over real WebSockets on port 0: against the simulated world (every command
// succeeds and fails as RFC-014 says, events arrive, commands are serialised, the peer goes
// away and comes back) and against a scripted server of the test's own for what the world
// never does (each error class's message, malformed messages, a silent server, no welcome).

#include "DevToolsTestSupport.h"
#include "connectors/devtools/DevToolsConnector.h"
#include "connectors/devtools/DevToolsErrors.h"
#include "connectors/devtools/peer/DevToolsPeer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>
#include <memory>
#include <optional>

using icconnectors::CommandResult;
using icconnectors::Connector;
using icconnectors::WireEntry;
using icconnectors::devtools::DevToolsConnector;
using icconnectors::devtools::DevToolsErrors;
using icconnectors::devtools::DevToolsPeer;
using icconnectors::devtools::DevToolsWorld;
using namespace std::chrono_literals;

using namespace devtoolstest;

class TestDevToolsConnector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_peer = std::make_unique<DevToolsPeer>();
        DevToolsPeer::Options options;
        options.port = 0;
        options.tickMs = 0;
        QVERIFY(m_peer->start(options).ok());
        m_connector = std::make_unique<DevToolsConnector>();
        m_recorder = std::make_unique<Recorder>(*m_connector);
        m_connector->setRetryDelays(10ms, 50ms);
    }
    void cleanup()
    {
        m_recorder.reset();
        m_connector.reset();
        m_peer.reset();
    }

    void opensWhenTheWelcomeComes()
    {
        openOn(m_peer->url());
        QCOMPARE(m_recorder->states.first(), Connector::State::Opening);
        QCOMPARE(m_connector->stateDetail(), QString::fromLatin1(DevToolsPeer::welcomeMessage));
        // The welcome is shown as what it is: an unasked command_result.
        QCOMPARE(m_recorder->events.size(), 1);
        QCOMPARE(m_recorder->events.first().first, QStringLiteral("command_result"));
        QCOMPARE(m_recorder->events.first().second.toObject().value(QStringLiteral("message")),
                 QJsonValue(QString::fromLatin1(DevToolsPeer::welcomeMessage)));
        const auto received = std::find_if(
            m_recorder->wire.cbegin(), m_recorder->wire.cend(),
            [](const WireEntry &e) { return e.direction == WireEntry::Direction::Received; });
        QVERIFY(received != m_recorder->wire.cend());
        QVERIFY(received->bytes.contains(DevToolsPeer::welcomeMessage));
        QVERIFY(received->at.isValid());
        QCOMPARE(received->channel, m_peer->url().toString());
    }

    void pingsAndSpawns()
    {
        openOn(m_peer->url());
        QCOMPARE(ok(QStringLiteral("ping"), {}).message(), QStringLiteral("pong"));
        QCOMPARE(m_recorder->sent().last(), q("{'cmd':'ping','type':'command'}").toUtf8());
        const CommandResult spawned = ok(QStringLiteral("spawn"), goblinAt(10, 1));
        QCOMPARE(spawned.message(), QStringLiteral("Spawned goblin at (10, 1)"));
        const int goblin = spawned.data.toObject().value(QStringLiteral("entityId")).toInt();
        QVERIFY(m_peer->world().entity(goblin));
        QTRY_COMPARE(m_recorder->eventCount(QStringLiteral("entity_created")), 1);
        QCOMPARE(m_recorder->events.last().second.toObject().value(QStringLiteral("entityId")),
                 QJsonValue(goblin));
        QCOMPARE(ok(QStringLiteral("spawn"),
                    {{QStringLiteral("entity"), QStringLiteral("health_potion")},
                     {QStringLiteral("x"), 11},
                     {QStringLiteral("y"), 1}})
                     .message(),
                 QStringLiteral("Spawned potion at (11, 1)"));
        QTRY_COMPARE(m_recorder->eventCount(QStringLiteral("entity_created")), 2);
    }

    void teleportsAndQueries()
    {
        openOn(m_peer->url());
        const int goblin = ok(QStringLiteral("spawn"), goblinAt(10, 1))
                               .data.toObject()
                               .value(QStringLiteral("entityId"))
                               .toInt();
        QCOMPARE(ok(QStringLiteral("tp"), {{QStringLiteral("x"), 5}, {QStringLiteral("y"), 5}})
                     .message(),
                 QStringLiteral("Teleported player from (3, 2) to (5, 5)"));
        QTRY_COMPARE(m_recorder->eventCount(QStringLiteral("entity_moved")), 1);
        QCOMPARE(ok(QStringLiteral("teleport"), {{QStringLiteral("x"), 9},
                                                 {QStringLiteral("y"), 1},
                                                 {QStringLiteral("entity"), goblin}})
                     .message(),
                 QStringLiteral("Teleported goblin %1 from (10, 1) to (9, 1)").arg(goblin));
        QTRY_COMPARE(m_recorder->eventCount(QStringLiteral("entity_moved")), 2);
        const CommandResult query = ok(QStringLiteral("query"), {});
        QCOMPARE(query.data.toObject().value(QStringLiteral("entities")).toArray().size(), 207);
        QCOMPARE(m_connector->stats().lastQueryEntities(), std::optional<int>(7));
    }

    void givesHealsAndKills()
    {
        openOn(m_peer->url());
        QCOMPARE(ok(QStringLiteral("give"), {{QStringLiteral("item"), QStringLiteral("potion")},
                                             {QStringLiteral("quantity"), 2}})
                     .message(),
                 QStringLiteral("Gave 2 potions to player"));
        QCOMPARE(m_peer->world().inventory(), 2);
        m_peer->world().hurt(DevToolsWorld::playerId, 30);
        QCOMPARE(ok(QStringLiteral("heal"), {{QStringLiteral("amount"), 10}}).message(),
                 QStringLiteral("Healed player for 10 HP (70 → 80)"));
        QCOMPARE(ok(QStringLiteral("kill"), {}).message(),
                 QStringLiteral("Killed nearest enemy at distance 4.1")); // (4, 6) from (3, 2)
        QTRY_COMPARE(m_recorder->eventCount(QStringLiteral("entity_died")), 1);
        QCOMPARE(ok(QStringLiteral("kill"), {{QStringLiteral("entity"), QStringLiteral("all")}})
                     .message(),
                 QStringLiteral("Killed 2 enemies"));
        QTRY_COMPARE(m_recorder->eventCount(QStringLiteral("entity_died")), 3);
        QCOMPARE(m_connector->stats().sent(), 4);
        QCOMPARE(m_connector->stats().events(QStringLiteral("entity_died")), 3);
    }

    void failsAsTheRfcSays_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("params");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        const QString logic = DevToolsErrors::businessLogic;
        const QVariantMap at20{{QStringLiteral("x"), 20}, {QStringLiteral("y"), 5}};
        QVariantMap goblinAt20 = at20;
        goblinAt20.insert(QStringLiteral("entity"), QStringLiteral("goblin"));
        QTest::newRow("spawn out of bounds")
            << QString() << "spawn" << goblinAt20 << logic << "Position out of bounds: (20, 5)";
        QTest::newRow("spawn into a wall")
            << QString() << "spawn"
            << QVariantMap{{QStringLiteral("entity"), QStringLiteral("potion")},
                           {QStringLiteral("x"), 9},
                           {QStringLiteral("y"), 4}}
            << logic << "Position is not walkable: (9, 4)";
        QTest::newRow("tp out of bounds")
            << QString() << "tp" << at20 << logic << "Position out of bounds: (20, 5)";
        QTest::newRow("tp a dead player")
            << "dead"
            << "tp" << QVariantMap{{QStringLiteral("x"), 2}, {QStringLiteral("y"), 2}} << logic
            << "Player is not alive";
        QTest::newRow("give beyond the inventory")
            << QString() << "give"
            << QVariantMap{{QStringLiteral("item"), QStringLiteral("potion")},
                           {QStringLiteral("quantity"), 6}}
            << logic << "Player inventory is full";
        QTest::newRow("give a dead player")
            << "dead"
            << "give" << QVariantMap{{QStringLiteral("item"), QStringLiteral("potion")}} << logic
            << "Player is not alive";
        QTest::newRow("heal a dead player") << "dead"
                                            << "heal" << QVariantMap{{QStringLiteral("amount"), 5}}
                                            << logic << "Player is not alive";
        QTest::newRow("kill with no enemy left")
            << "no enemies"
            << "kill" << QVariantMap() << logic << "No living enemies found";
        QTest::newRow("query while the server fails")
            << "fault"
            << "query" << QVariantMap() << DevToolsErrors::internalError
            << "Internal error: simulated fault in the query handler (DevToolsPeer::failNext)";
    }
    void failsAsTheRfcSays()
    {
        QFETCH(QString, setup);
        QFETCH(QString, command);
        QFETCH(QVariantMap, params);
        QFETCH(QString, code);
        QFETCH(QString, message);
        openOn(m_peer->url());
        if (setup == QLatin1String("dead"))
            m_peer->world().hurt(DevToolsWorld::playerId, 1000);
        if (setup == QLatin1String("no enemies"))
            QVERIFY(ok(QStringLiteral("kill"), {{QStringLiteral("entity"), QStringLiteral("all")}})
                        .ok());
        if (setup == QLatin1String("fault"))
            m_peer->failNext(command);
        const auto result = runAndWait(command, params);
        QVERIFY(result);
        QVERIFY(!result->ok());
        QCOMPARE(result->message(), message);
        QCOMPARE(result->errorCode(), code);
        QCOMPARE(m_connector->stats().failures(code), 1);
        QCOMPARE(m_connector->state(), Connector::State::Open);
    }

    void refusesBadArgumentsWithoutSending()
    {
        openOn(m_peer->url());
        const auto result = runAndWait(QStringLiteral("spawn"),
                                       {{QStringLiteral("entity"), QStringLiteral("dragon")},
                                        {QStringLiteral("x"), 1},
                                        {QStringLiteral("y"), 1}});
        QVERIFY(result && !result->ok());
        QCOMPARE(result->errorCode(), DevToolsErrors::param);
        QVERIFY(result->message().contains(QStringLiteral("entity")));
        const auto unknown = runAndWait(QStringLiteral("invalid_cmd"), {});
        QVERIFY(unknown && !unknown->ok());
        QCOMPARE(unknown->errorCode(), DevToolsErrors::param);
        QVERIFY(m_recorder->sent().isEmpty());
        QCOMPARE(m_connector->stats().sent(), 0);
    }

    void showsEachErrorClassFromTheWire_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("params");
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QString>("code");
        // The messages of RFC-014's "Error Handling" section, as a server would send them, each
        // to a command it can answer (one that echoes another command is not taken: see
        // TestDevToolsCorrelation).
        const QVariantMap none;
        const QVariantMap spawn = goblinAt(10, 5);
        const QVariantMap teleport{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 1}};
        QTest::newRow("invalid JSON") << QStringLiteral("ping") << none
                                      << failure("Invalid JSON: Unexpected token at position 10")
                                      << DevToolsErrors::invalidJson;
        QTest::newRow("missing field") << QStringLiteral("ping") << none
                                       << failure("Invalid command format: missing 'cmd' field")
                                       << DevToolsErrors::missingField;
        QTest::newRow("unknown command")
            << QStringLiteral("teleport") << teleport << failure("Unknown command: teleport")
            << DevToolsErrors::unknownCommand;
        QTest::newRow("invalid arguments")
            << QStringLiteral("spawn") << spawn
            << failure("Invalid spawn command arguments: missing 'entity' field")
            << DevToolsErrors::invalidArguments;
        QTest::newRow("business logic")
            << QStringLiteral("spawn") << spawn << failure("Position is not walkable: (10, 5)")
            << DevToolsErrors::businessLogic;
        QTest::newRow("internal error")
            << QStringLiteral("ping") << none
            << failure("Internal error: NullReferenceException at CommandHandler.cs:123")
            << DevToolsErrors::internalError;
        QTest::newRow("success") << QStringLiteral("ping") << none << kPong << QString();
    }
    void showsEachErrorClassFromTheWire()
    {
        QFETCH(QString, command);
        QFETCH(QVariantMap, params);
        QFETCH(QString, reply);
        QFETCH(QString, code);
        ScriptedServer server;
        server.replies = {reply};
        openOn(server.url());
        const auto result = runAndWait(command, params);
        QVERIFY(result);
        QCOMPARE(result->ok(), code.isEmpty());
        QCOMPARE(result->errorCode(), code);
        QVERIFY(!result->message().isEmpty());
        if (!code.isEmpty())
            QCOMPARE(m_connector->stats().failures(code), 1);
    }

    void ignoresMalformedMessagesAndStaysOpen()
    {
        ScriptedServer server;
        server.replies = {kPong};
        openOn(server.url());
        server.client()->sendTextMessage(QStringLiteral("{oops"));
        server.client()->sendTextMessage(q("{'type':'hello','version':'1.0'}"));
        server.client()->sendTextMessage(q("{'event':'entity_died','entityId':1}"));
        server.client()->sendBinaryMessage("\x01\x02");
        QTRY_COMPARE(m_connector->stats().malformed(), 4);
        QCOMPARE(m_connector->state(), Connector::State::Open);
        const auto notes = std::count_if(
            m_recorder->wire.cbegin(), m_recorder->wire.cend(), [](const WireEntry &e) {
                return e.direction == WireEntry::Direction::Note && e.bytes.contains("Ignored a");
            });
        QCOMPARE(notes, 4);
        const auto pong = runAndWait(QStringLiteral("ping"), {});
        QVERIFY(pong && pong->ok());
        QCOMPARE(server.connections, 1);
    }

    void aMalformedAnswerFailsItsRun()
    {
        ScriptedServer server;
        server.replies = {q("{'type':'event','event':'command_result','message':'no success'}"),
                          kPong};
        openOn(server.url());
        const auto bad = runAndWait(QStringLiteral("ping"), {});
        QVERIFY(bad && !bad->ok());
        QCOMPARE(bad->errorCode(), DevToolsErrors::malformedResult);
        QVERIFY(bad->message().contains(QStringLiteral("success")));
        const auto good = runAndWait(QStringLiteral("ping"), {});
        QVERIFY(good && good->ok());
    }

    void showsAnUnaskedResultAsAnEvent()
    {
        ScriptedServer server;
        openOn(server.url());
        server.client()->sendTextMessage(
            q("{'type':'event','event':'command_result','success':true,'message':'Autosaved'}"));
        QTRY_COMPARE(m_recorder->eventCount(QStringLiteral("command_result")), 2); // + welcome
        QCOMPARE(m_recorder->events.last().second.toObject().value(QStringLiteral("message")),
                 QJsonValue(QStringLiteral("Autosaved")));
    }

    void sendsOneCommandAtATime()
    {
        openOn(m_peer->url());
        const quint64 ping = m_connector->run(QStringLiteral("ping"), {});
        const quint64 query = m_connector->run(QStringLiteral("query"), {});
        const quint64 spawn = m_connector->run(
            QStringLiteral("spawn"), {{QStringLiteral("entity"), QStringLiteral("goblin")},
                                      {QStringLiteral("x"), 2},
                                      {QStringLiteral("y"), 8}});
        QCOMPARE(m_recorder->sent().size(), 1); // the others wait for its answer
        QTRY_COMPARE(m_recorder->results.size(), 3);
        QCOMPARE(m_recorder->result(ping)->message(), QStringLiteral("pong"));
        QVERIFY(m_recorder->result(query)->message().startsWith(QStringLiteral("Found 206 ")));
        QCOMPARE(m_recorder->result(spawn)->message(), QStringLiteral("Spawned goblin at (2, 8)"));
        // On the wire: each command after the answer to the one before.
        QList<WireEntry::Direction> order;
        for (const WireEntry &entry : m_recorder->wire) {
            if (entry.direction != WireEntry::Direction::Note &&
                !entry.bytes.contains("entity_created") && !entry.bytes.contains("Connected"))
                order.append(entry.direction);
        }
        using D = WireEntry::Direction;
        QCOMPARE(order,
                 (QList<D>{D::Sent, D::Received, D::Sent, D::Received, D::Sent, D::Received}));
        const auto rows = m_connector->figures();
        const auto entities = std::find_if(rows.cbegin(), rows.cend(), [](const auto &row) {
            return row.first == QStringLiteral("Entities (last query)");
        });
        QVERIFY(entities != rows.cend());
        QCOMPARE(entities->second, QStringLiteral("6 (and 200 terrain tiles)"));
    }

    void timesOutAndRestartsTheConnection()
    {
        ScriptedServer server; // answers nothing
        m_connector->setCommandTimeout(100ms);
        openOn(server.url());
        const quint64 first = m_connector->run(QStringLiteral("ping"), {});
        const quint64 queued = m_connector->run(QStringLiteral("query"), {});
        QTRY_VERIFY(m_recorder->result(queued));
        QCOMPARE(m_recorder->result(first)->errorCode(), DevToolsErrors::timeout);
        QCOMPARE(m_recorder->result(queued)->errorCode(), DevToolsErrors::connectionLost);
        QCOMPARE(server.received.size(), 1); // the queued one was never sent
        QTRY_COMPARE(server.connections, 2);
        QTRY_COMPARE(m_connector->state(), Connector::State::Open);
        QCOMPARE(m_connector->stats().failures(DevToolsErrors::timeout), 1);
    }

    void goesOnWithoutAWelcome()
    {
        ScriptedServer server(false);
        server.replies = {kPong};
        m_connector->setWelcomeTimeout(50ms);
        openOn(server.url());
        QVERIFY(m_connector->stateDetail().contains(QStringLiteral("no welcome")));
        const auto pong = runAndWait(QStringLiteral("ping"), {});
        QVERIFY(pong && pong->ok());
    }

    void theCommandInFlightFailsWhenTheServerGoes()
    {
        ScriptedServer server;
        openOn(server.url());
        const quint64 run = m_connector->run(QStringLiteral("ping"), {});
        QTRY_COMPARE(server.received.size(), 1);
        server.client()->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("bye"));
        QTRY_VERIFY(m_recorder->result(run));
        QCOMPARE(m_recorder->result(run)->errorCode(), DevToolsErrors::connectionLost);
        QVERIFY(m_recorder->result(run)->message().contains(QStringLiteral("bye")));
    }

    void thePeerGoesAwayAndComesBack()
    {
        openOn(m_peer->url());
        const QUrl url = m_peer->url();
        m_peer->stop();
        QTRY_COMPARE(m_connector->state(), Connector::State::Failed);
        QVERIFY2(m_connector->stateDetail().contains(QStringLiteral("Trying again")),
                 qPrintable(m_connector->stateDetail()));
        const auto refused = runAndWait(QStringLiteral("ping"), {});
        QVERIFY(refused && !refused->ok());
        QCOMPARE(refused->errorCode(), DevToolsErrors::notConnected);
        // It keeps trying while the game is away.
        QTRY_VERIFY(m_recorder->states.count(Connector::State::Opening) >= 3);
        DevToolsPeer::Options options;
        options.port = quint16(url.port());
        options.tickMs = 0;
        QVERIFY(m_peer->start(options).ok());
        QTRY_COMPARE(m_connector->state(), Connector::State::Open);
        const auto pong = runAndWait(QStringLiteral("ping"), {});
        QVERIFY(pong && pong->ok());
    }

    void cannotReachNothingAndStopsOnClose()
    {
        QUrl nowhere;
        {
            QWebSocketServer probe(QStringLiteral("probe"), QWebSocketServer::NonSecureMode);
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            nowhere = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(probe.serverPort()));
        }
        m_connector->setUrl(nowhere);
        m_connector->open();
        QTRY_COMPARE(m_connector->state(), Connector::State::Failed);
        QVERIFY2(m_connector->stateDetail().contains(QStringLiteral("Cannot reach")),
                 qPrintable(m_connector->stateDetail()));
        // Why, in words: not a WebSocket close code (twenty-first newcomer: "code 1000").
        QVERIFY2(!m_connector->stateDetail().contains(QStringLiteral("code")),
                 qPrintable(m_connector->stateDetail()));
        // open() while it waits to try again tries at once.
        m_connector->setRetryDelays(1h, 1h);
        QTRY_VERIFY(m_connector->stateDetail().contains(QStringLiteral("Trying again in 3600 s")));
        const auto attempts = m_recorder->states.count(Connector::State::Opening);
        m_connector->open();
        QCOMPARE(m_recorder->states.count(Connector::State::Opening), attempts + 1);
        m_connector->close();
        QCOMPARE(m_connector->state(), Connector::State::Closed);
        // No more attempts: nothing changes for many times the longest retry delay (50 ms).
        QSignalSpy changes(m_connector.get(), &Connector::stateChanged);
        QVERIFY(!changes.wait(300));
    }

    void refusesAUrlThatIsNotWebSocket()
    {
        m_connector->setUrl(QUrl(QStringLiteral("http://127.0.0.1:5007/")));
        m_connector->open();
        QCOMPARE(m_connector->state(), Connector::State::Failed);
        QVERIFY(m_connector->stateDetail().contains(QStringLiteral("ws://127.0.0.1:5007/")));
    }

    void countsInItsFigures()
    {
        openOn(m_peer->url());
        QVERIFY(ok(QStringLiteral("ping"), {}).ok());
        QVERIFY(
            !runAndWait(QStringLiteral("kill"), {{QStringLiteral("entity"), QStringLiteral("all")}})
                 ->errorCode()
                 .size());
        QVERIFY(runAndWait(QStringLiteral("kill"), {})->errorCode() ==
                DevToolsErrors::businessLogic);
        QTRY_COMPARE(m_connector->stats().events(QStringLiteral("entity_died")), 3);
        QMap<QString, QString> figures;
        for (const auto &[name, value] : m_connector->figures())
            figures.insert(name, value);
        QCOMPARE(figures.value(QStringLiteral("Commands sent")), QStringLiteral("3"));
        QCOMPARE(figures.value(QStringLiteral("Failures: Game rule (business logic)")),
                 QStringLiteral("1"));
        QCOMPARE(figures.value(QStringLiteral("Events: entity_died")), QStringLiteral("3"));
        QVERIFY(figures.value(QStringLiteral("Round trip")).endsWith(QStringLiteral(" ms)")));
        QCOMPARE(figures.value(QStringLiteral("Entities (last query)")),
                 QStringLiteral("no query yet"));
    }

private:
    static QVariantMap goblinAt(int x, int y)
    {
        return {{QStringLiteral("entity"), QStringLiteral("goblin")},
                {QStringLiteral("x"), x},
                {QStringLiteral("y"), y}};
    }
    void openOn(const QUrl &url)
    {
        m_connector->setUrl(url);
        m_connector->open();
        QTRY_COMPARE(m_connector->state(), Connector::State::Open);
    }
    std::optional<CommandResult> runAndWait(const QString &command, const QVariantMap &params)
    {
        const quint64 run = m_connector->run(command, params);
        if (!QTest::qWaitFor([&] { return m_recorder->result(run).has_value(); }, 5000))
            qWarning() << command << "got no result";
        return m_recorder->result(run);
    }
    /// The result of a run that must succeed (an empty one, which fails the comparison that
    /// follows, when it did not).
    CommandResult ok(const QString &command, const QVariantMap &params)
    {
        const auto result = runAndWait(command, params);
        if (!result || !result->ok()) {
            qWarning() << command << "failed:" << (result ? result->message() : QString());
            return {};
        }
        return *result;
    }

    std::unique_ptr<DevToolsPeer> m_peer;
    std::unique_ptr<DevToolsConnector> m_connector;
    std::unique_ptr<Recorder> m_recorder;
};

QTEST_GUILESS_MAIN(TestDevToolsConnector)
#include "TestDevToolsConnector.moc"
