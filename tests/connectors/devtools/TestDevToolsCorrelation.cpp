// Answers without an id (RFC-014): which command_result is whose. DevToolsAnswerMatch reads the
// RFC's echoes (a command named in the message, a position, query's entities, "pong", the
// per-command wording); the connector does not take an answer that names another command, says
// so, and keeps waiting for its own; against a server that sends every answer to every client
// (the simulated world with broadcastResults), two clients each get their own answers.

#include "DevToolsTestSupport.h"
#include "connectors/devtools/DevToolsAnswerMatch.h"
#include "connectors/devtools/DevToolsCodec.h"
#include "connectors/devtools/DevToolsConnector.h"
#include "connectors/devtools/DevToolsErrors.h"
#include "connectors/devtools/peer/DevToolsPeer.h"

#include <QJsonObject>
#include <QTest>

#include <memory>

using icconnectors::devtools::DevToolsAnswerMatch;
using icconnectors::devtools::DevToolsCodec;
using icconnectors::devtools::DevToolsConnector;
using icconnectors::devtools::DevToolsErrors;
using icconnectors::devtools::DevToolsPeer;
using namespace devtoolstest;
using namespace std::chrono_literals;
using Verdict = DevToolsAnswerMatch::Verdict;

namespace {

QString result(bool success, const char *message, const char *resultJson = nullptr)
{
    QString text = q("{'type':'event','event':'command_result','success':%1,'message':'%2'")
                       .arg(success ? QStringLiteral("true") : QStringLiteral("false"),
                            QString::fromUtf8(message));
    if (resultJson)
        text += q(",'result':") + q(resultJson);
    return text + QLatin1Char('}');
}

const QString kForeignSpawn =
    result(true, "Spawned goblin at (4, 4)", "{'entityId':9,'x':4,'y':4}");

QVariantMap at(int x, int y)
{
    return {{QStringLiteral("x"), x}, {QStringLiteral("y"), y}};
}

bool wireSays(const Recorder &recorder, const QString &part)
{
    return std::any_of(recorder.wire.cbegin(), recorder.wire.cend(), [&](const WireEntry &e) {
        return e.direction == WireEntry::Direction::Note &&
               QString::fromUtf8(e.bytes).contains(part);
    });
}

// One connector and what it said.
struct Client
{
    Client()
    {
        connector.setRetryDelays(10ms, 50ms);
        recorder = std::make_unique<Recorder>(connector);
    }
    bool openOn(const QUrl &url)
    {
        connector.setUrl(url);
        connector.open();
        return QTest::qWaitFor([this] { return connector.state() == Connector::State::Open; },
                               5000);
    }
    std::optional<CommandResult> wait(quint64 run)
    {
        if (!QTest::qWaitFor([&] { return recorder->result(run).has_value(); }, 5000))
            qWarning() << "run" << run << "got no result";
        return recorder->result(run);
    }

    DevToolsConnector connector;
    std::unique_ptr<Recorder> recorder;
};

} // namespace

class TestDevToolsCorrelation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void judgesWhoseAnswerItIs_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("args");
        QTest::addColumn<QString>("answer");
        QTest::addColumn<Verdict>("verdict");
        const QVariantMap none;
        const auto row = [](const char *name, const QString &command, const QVariantMap &args,
                            const QString &answer, Verdict verdict) {
            QTest::newRow(name) << command << args << answer << verdict;
        };
        const QString ping = QStringLiteral("ping");
        const QString spawn = QStringLiteral("spawn");
        const QString tp = QStringLiteral("tp");
        row("pong for ping", ping, none, result(true, "pong"), Verdict::Confirmed);
        row("a spawn's answer for ping", ping, none, kForeignSpawn, Verdict::Contradicted);
        row("pong for query", QStringLiteral("query"), none, result(true, "pong"),
            Verdict::Contradicted);
        row("entities for query", QStringLiteral("query"), none,
            result(true, "Found 1 entities", "{'entities':[]}"), Verdict::Confirmed);
        row("spawn at its position", spawn, at(10, 5),
            result(true, "Spawned goblin at (10, 5)", "{'entityId':42,'x':10,'y':5}"),
            Verdict::Confirmed);
        row("spawn at another position", spawn, at(10, 5), kForeignSpawn, Verdict::Contradicted);
        row("tp out of bounds at its position", tp, at(20, 10),
            result(false, "Position out of bounds: (20, 10)"), Verdict::Confirmed);
        row("tp out of bounds elsewhere", tp, at(20, 10),
            result(false, "Position out of bounds: (30, 1)"), Verdict::Contradicted);
        row("teleported from and to", QStringLiteral("teleport"), at(20, 10),
            result(true, "Teleported player from (5, 5) to (20, 10)"), Verdict::Confirmed);
        row("unknown teleport", QStringLiteral("teleport"), at(1, 1),
            result(false, "Unknown command: teleport"), Verdict::Confirmed);
        row("tp's arguments for teleport", QStringLiteral("teleport"), at(1, 1),
            result(false, "Invalid tp command arguments: missing 'x' field"), Verdict::Confirmed);
        row("another unknown command", ping, none, result(false, "Unknown command: invalid_cmd"),
            Verdict::Contradicted);
        row("gave for give", QStringLiteral("give"), none, result(true, "Gave potion to player"),
            Verdict::Confirmed);
        row("gave for heal", QStringLiteral("heal"), none, result(true, "Gave potion to player"),
            Verdict::Contradicted);
        row("not alive for give", QStringLiteral("give"), none,
            result(false, "Player is not alive"), Verdict::Confirmed);
        row("not alive for kill", QStringLiteral("kill"), none,
            result(false, "Player is not alive"), Verdict::Contradicted);
        row("internal error for kill", QStringLiteral("kill"), none,
            result(false, "Internal error: NullReferenceException at CommandHandler.cs:123"),
            Verdict::Plausible);
        row("an answer worded otherwise", QStringLiteral("heal"), none, result(true, "Done"),
            Verdict::Plausible);
    }
    void judgesWhoseAnswerItIs()
    {
        QFETCH(QString, command);
        QFETCH(QVariantMap, args);
        QFETCH(QString, answer);
        QFETCH(Verdict, verdict);
        const auto event = DevToolsCodec::decode(answer.toUtf8());
        QVERIFY(event.ok());
        const auto match = DevToolsAnswerMatch::judge(command, args, *event);
        QCOMPARE(match.verdict(), verdict);
        QCOMPARE(match.belongsTo().isEmpty(), verdict != Verdict::Contradicted);
    }

    // A server that sends another client's answer while ping waits: not ping's answer.
    void skipsAnotherClientsAnswerAndSaysSo()
    {
        ScriptedServer server;
        Client client;
        QVERIFY(client.openOn(server.url()));
        const quint64 ping = client.connector.run(QStringLiteral("ping"), {});
        QTRY_COMPARE(server.received.size(), 1);
        server.client()->sendTextMessage(kForeignSpawn);
        server.client()->sendTextMessage(kPong);
        const auto answer = client.wait(ping);
        QVERIFY(answer && answer->ok());
        QCOMPARE(answer->message(), QStringLiteral("pong"));
        QCOMPARE(client.recorder->events.last().second.toObject().value(QStringLiteral("message")),
                 QJsonValue(QStringLiteral("Spawned goblin at (4, 4)")));
        QVERIFY(wireSays(*client.recorder, QStringLiteral("for spawn came while ping waited")));
        QCOMPARE(client.connector.stats().foreign(), 1);
        const auto rows = client.connector.figures();
        QVERIFY(rows.contains(qMakePair(QStringLiteral("Answers to other commands (not taken)"),
                                        QStringLiteral("1"))));
    }

    // An answer that names no command is taken by order; once the server has shown that it
    // sends results nobody here asked for, the wire log says the match was by order only.
    void saysWhenAnAnswerIsMatchedByOrderOnly()
    {
        ScriptedServer server;
        server.replies = {result(true, "Done"), result(true, "Done")};
        Client client;
        QVERIFY(client.openOn(server.url()));
        const auto first = client.wait(client.connector.run(QStringLiteral("ping"), {}));
        QVERIFY(first && first->ok());
        QVERIFY(!wireSays(*client.recorder, QStringLiteral("by its order only")));
        server.client()->sendTextMessage(result(true, "Autosaved"));
        QTRY_COMPARE(client.recorder->eventCount(QStringLiteral("command_result")), 2);
        const auto second = client.wait(client.connector.run(QStringLiteral("ping"), {}));
        QVERIFY(second && second->ok());
        QVERIFY(wireSays(*client.recorder, QStringLiteral("by its order only")));
    }

    // A command whose own answer never comes fails by timeout, and says that others came.
    void aTimeoutSaysThatOtherAnswersCame()
    {
        ScriptedServer server;
        Client client;
        client.connector.setCommandTimeout(300ms);
        QVERIFY(client.openOn(server.url()));
        const quint64 heal =
            client.connector.run(QStringLiteral("heal"), {{QStringLiteral("amount"), 5}});
        QTRY_COMPARE(server.received.size(), 1);
        server.client()->sendTextMessage(result(true, "Gave potion to player"));
        const auto answer = client.wait(heal);
        QVERIFY(answer);
        QCOMPARE(answer->errorCode(), DevToolsErrors::timeout);
        QVERIFY2(answer->message().contains(QStringLiteral("other commands came meanwhile")),
                 qPrintable(answer->message()));
    }

    // The simulated world sending every answer to every client: two clients working at once
    // each get their own answers; the other's are shown as events.
    void twoClientsOfABroadcastingServerGetTheirOwnAnswers()
    {
        DevToolsPeer peer;
        DevToolsPeer::Options options;
        options.port = 0;
        options.tickMs = 0;
        options.broadcastResults = true;
        QVERIFY(peer.start(options).ok());
        Client a;
        Client b;
        QVERIFY(a.openOn(peer.url()));
        QVERIFY(b.openOn(peer.url()));
        QVariantMap goblin = at(2, 8);
        goblin.insert(QStringLiteral("entity"), QStringLiteral("goblin"));
        const quint64 spawn = a.connector.run(QStringLiteral("spawn"), goblin);
        const quint64 query = b.connector.run(QStringLiteral("query"), {});
        QCOMPARE(a.wait(spawn)->message(), QStringLiteral("Spawned goblin at (2, 8)"));
        QVERIFY(b.wait(query)->message().startsWith(QStringLiteral("Found ")));
        const quint64 tp = a.connector.run(QStringLiteral("tp"), at(5, 5));
        const quint64 ping = b.connector.run(QStringLiteral("ping"), {});
        QCOMPARE(a.wait(tp)->message(), QStringLiteral("Teleported player from (3, 2) to (5, 5)"));
        QCOMPARE(b.wait(ping)->message(), QStringLiteral("pong"));
        // Each saw the other's two answers as events (after its welcome); some came while a
        // command of its own waited, and were not taken for its answer.
        QVERIFY(a.connector.stats().foreign() + b.connector.stats().foreign() >= 1);
        QTRY_COMPARE(a.recorder->eventCount(QStringLiteral("command_result")), 3);
        QTRY_COMPARE(b.recorder->eventCount(QStringLiteral("command_result")), 3);
    }
};

QTEST_GUILESS_MAIN(TestDevToolsCorrelation)
#include "TestDevToolsCorrelation.moc"
