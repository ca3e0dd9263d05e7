// RFC-014 conformance, written from the RFC alone (../shared/seeds, "RFC-014: DevTools Protocol
// Specification"): its own example messages, quoted with the section they come from, run
// against both ends — the connector (what it sends for each command, what it makes of each
// answer and event the RFC shows) and the simulated world (what it answers to the RFC's
// commands, and that every message it sends has the fields the RFC requires). The world is
// checked with a reader of this test's own, never with the connector's codec, and its sources
// must include none of the connector's code. Where the RFC is silent (the type of tp/heal's
// `entity`), the decision is docs/connectors/devtools.md's and is marked as such.

#include "DevToolsTestSupport.h"
#include "connectors/devtools/DevToolsConnector.h"
#include "connectors/devtools/DevToolsErrors.h"
#include "connectors/devtools/peer/DevToolsPeer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using icconnectors::devtools::DevToolsConnector;
using icconnectors::devtools::DevToolsErrors;
using icconnectors::devtools::DevToolsPeer;
using icconnectors::devtools::DevToolsWorld;
using namespace devtoolstest;
using namespace std::chrono_literals;

namespace {

// JSON written with ' for " (moc cannot read raw string literals), UTF-8.
QByteArray j(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

QJsonObject object(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

// The RFC's "Event Message" fields, read here and not with the connector's codec: what is
// wrong with a message the server sent, or empty.
QString rfcProblem(const QJsonObject &m)
{
    static const QRegularExpression snake(QStringLiteral("^[a-z][a-z0-9_]*$"));
    // §2 Event Message, Fields: type "Always \"event\"", event (snake_case), timestamp
    // (number, required), success (boolean), message (string), result (object, optional).
    if (m.value(QStringLiteral("type")) != QJsonValue(QStringLiteral("event")))
        return QStringLiteral("type is not \"event\"");
    if (!snake.match(m.value(QStringLiteral("event")).toString()).hasMatch())
        return QStringLiteral("event is not a snake_case name");
    if (!m.value(QStringLiteral("timestamp")).isDouble())
        return QStringLiteral("no numeric timestamp");
    if (m.value(QStringLiteral("event")) != QJsonValue(QStringLiteral("command_result")))
        return {};
    // §Event Specifications, command_result: success and message required, result optional.
    if (!m.value(QStringLiteral("success")).isBool() ||
        !m.value(QStringLiteral("message")).isString())
        return QStringLiteral("command_result without boolean success and string message");
    const QJsonValue result = m.value(QStringLiteral("result"));
    if (!result.isUndefined() && !result.isObject())
        return QStringLiteral("result is not an object");
    return {};
}

// A client of this test's own for the world: sends text frames, reads every message.
class RawClient
{
public:
    explicit RawClient(const QUrl &url) : m_spy(&m_socket, &QWebSocket::textMessageReceived)
    {
        m_socket.open(url);
    }
    QJsonObject next()
    {
        if (m_read >= m_spy.size() && !m_spy.wait(5000))
            return {};
        const QJsonObject m = object(m_spy.at(m_read++).at(0).toString().toUtf8());
        problems += rfcProblem(m);
        return m;
    }
    QJsonObject nextNamed(const QString &event)
    {
        for (QJsonObject m = next(); !m.isEmpty(); m = next()) {
            if (m.value(QStringLiteral("event")).toString() == event)
                return m;
        }
        return {};
    }
    QJsonObject send(const QByteArray &text)
    {
        m_socket.sendTextMessage(QString::fromUtf8(text));
        return nextNamed(QStringLiteral("command_result"));
    }
    QStringList problems; ///< rfcProblem() of every message read, empty ones included

private:
    QWebSocket m_socket;
    QSignalSpy m_spy;
    qsizetype m_read = 0;
};

QString text(const QJsonObject &m, const char *field)
{
    return m.value(QString::fromLatin1(field)).toString();
}

QVariantMap params(const QByteArray &json)
{
    return object(json).toVariantMap();
}

} // namespace

class ConformanceDevTools : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_connector = std::make_unique<DevToolsConnector>();
        m_recorder = std::make_unique<Recorder>(*m_connector);
        m_connector->setRetryDelays(10ms, 50ms);
    }
    void cleanup()
    {
        m_peer.reset();
        m_recorder.reset();
        m_connector.reset();
    }

    // ---- The connector ---------------------------------------------------------------

    void connectorSendsTheRfcsCommands_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("form");
        QTest::addColumn<QByteArray>("golden");
        const auto row = [](const char *name, const char *cmd, const char *form,
                            const char *golden) {
            QTest::newRow(name) << QString::fromLatin1(cmd) << params(j(form)) << j(golden);
        };
        // §Message Formats, 1. Command Message, Example.
        row("spawn (§1 Example)", "spawn", "{'entity':'goblin','x':10,'y':5}",
            "{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':10,'y':5}}");
        // §Testing, Protocol Conformance Tests, 1. Valid Command: Input.
        row("ping (§Testing 1)", "ping", "{}", "{'type':'command','cmd':'ping'}");
        // §Command Specifications, query: "Arguments: None".
        row("query", "query", "{}", "{'type':'command','cmd':'query'}");
        // §tp / teleport, Arguments: {"x": 20, "y": 10, "entity": null} (null = player; an
        // optional argument left out means the same).
        row("tp (§tp Arguments)", "tp", "{'x':20,'y':10}",
            "{'type':'command','cmd':'tp','args':{'x':20,'y':10,'entity':null}}");
        row("teleport", "teleport", "{'x':20,'y':10}",
            "{'type':'command','cmd':'teleport','args':{'x':20,'y':10,'entity':null}}");
        // §give, Arguments: {"item": "potion", "quantity": 1}.
        row("give (§give Arguments)", "give", "{'item':'potion','quantity':1}",
            "{'type':'command','cmd':'give','args':{'item':'potion','quantity':1}}");
        // §heal, Arguments: {"amount": 100, "entity": null}.
        row("heal (§heal Arguments)", "heal", "{'amount':100}",
            "{'type':'command','cmd':'heal','args':{'amount':100,'entity':null}}");
        // §kill, Arguments: {"entity": "nearest"}.
        row("kill (§kill Arguments)", "kill", "{'entity':'nearest'}",
            "{'type':'command','cmd':'kill','args':{'entity':'nearest'}}");
        // Decision where the RFC is silent: tp/heal's "target entity" is a string, as `entity`
        // is in §spawn ("Entity type (string)") and §kill ("nearest"): the id from query.
        row("tp an entity (decision: a string)", "tp", "{'x':20,'y':10,'entity':42}",
            "{'type':'command','cmd':'tp','args':{'x':20,'y':10,'entity':'42'}}");
        row("heal an entity (decision: a string)", "heal", "{'amount':100,'entity':42}",
            "{'type':'command','cmd':'heal','args':{'amount':100,'entity':'42'}}");
    }
    void connectorSendsTheRfcsCommands()
    {
        QFETCH(QString, command);
        QFETCH(QVariantMap, form);
        QFETCH(QByteArray, golden);
        ScriptedServer server;
        // §2 Event Message, Base Format: an answer that names no command.
        server.replies = {q("{'type':'event','event':'command_result','timestamp':1700000000000,"
                            "'success':true,'message':'Operation completed'}")};
        openOn(server.url());
        QVERIFY(runAndWait(command, form));
        QCOMPARE(server.received.size(), 1);
        QJsonObject expected = object(golden);
        QJsonObject args = expected.value(QStringLiteral("args")).toObject();
        if (args.value(QStringLiteral("entity")).isNull())
            args.remove(QStringLiteral("entity")); // null = absent: both mean the player
        expected.insert(QStringLiteral("args"), args);
        if (args.isEmpty())
            expected.remove(QStringLiteral("args")); // §1 Fields: args (object, optional)
        QCOMPARE(object(server.received.first().toUtf8()), expected);
    }

    void connectorReadsTheRfcsAnswers_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("form");
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<QString>("code"); // empty: a success
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const char *cmd, const char *form, const char *answer,
                            const QString &code) {
            const QByteArray json = j(answer);
            QTest::newRow(name) << QString::fromLatin1(cmd) << params(j(form)) << json << code
                                << object(json).value(QStringLiteral("message")).toString();
        };
        const char *spawnAt = "{'entity':'goblin','x':10,'y':5}";
        const char *tpAt = "{'x':20,'y':10}";
        const QString ok;
        // §2 Event Message, Example.
        row("§2 Example", "spawn", spawnAt,
            "{'type':'event','event':'command_result','timestamp':1700000000123,'success':true,"
            "'message':'Spawned goblin at (10, 5)','result':{'entityId':42,'x':10,'y':5}}",
            ok);
        // §spawn, Success Response and Error Response (no timestamp in these examples).
        row("§spawn success", "spawn", spawnAt,
            "{'type':'event','event':'command_result','success':true,'message':'Spawned goblin "
            "at (10, 5)','result':{'entityId':42,'x':10,'y':5}}",
            ok);
        row("§spawn error", "spawn", spawnAt,
            "{'type':'event','event':'command_result','success':false,'message':'Position out "
            "of bounds: (10, 5)'}",
            DevToolsErrors::businessLogic);
        // §tp / teleport.
        row("§tp success", "tp", tpAt,
            "{'type':'event','event':'command_result','success':true,'message':'Teleported "
            "player from (5, 5) to (20, 10)'}",
            ok);
        row("§tp error", "teleport", tpAt,
            "{'type':'event','event':'command_result','success':false,'message':'Position out "
            "of bounds: (20, 10)'}",
            DevToolsErrors::businessLogic);
        // §give, §heal, §kill, §ping.
        row("§give success", "give", "{'item':'potion'}",
            "{'type':'event','event':'command_result','success':true,'message':'Gave potion to "
            "player'}",
            ok);
        row("§give error", "give", "{'item':'potion'}",
            "{'type':'event','event':'command_result','success':false,'message':'Player "
            "inventory is full'}",
            DevToolsErrors::businessLogic);
        row("§heal success", "heal", "{'amount':100}",
            "{'type':'event','event':'command_result','success':true,'message':'Healed player "
            "for 20 HP (80 → 100)'}",
            ok);
        row("§heal error", "heal", "{'amount':100}",
            "{'type':'event','event':'command_result','success':false,'message':'Player is not "
            "alive'}",
            DevToolsErrors::businessLogic);
        row("§kill success", "kill", "{'entity':'nearest'}",
            "{'type':'event','event':'command_result','success':true,'message':'Killed nearest "
            "enemy at distance 5.2'}",
            ok);
        row("§kill error", "kill", "{}",
            "{'type':'event','event':'command_result','success':false,'message':'No living "
            "enemies found'}",
            DevToolsErrors::businessLogic);
        row("§ping", "ping", "{}",
            "{'type':'event','event':'command_result','success':true,'message':'pong'}", ok);
        // §Event Specifications, command_result, Example Success / Example Failure.
        row("§command_result success", "spawn", spawnAt,
            "{'type':'event','event':'command_result','timestamp':1700000000123,'success':true,"
            "'message':'Operation completed','result':{'entityId':42}}",
            ok);
        row("§command_result failure", "tp", tpAt,
            "{'type':'event','event':'command_result','timestamp':1700000000123,'success':false,"
            "'message':'Invalid arguments: missing \\u0027x\\u0027 field'}",
            DevToolsErrors::invalidArguments);
        // §Error Handling.
        row("§Invalid JSON", "ping", "{}",
            "{'type':'event','event':'command_result','success':false,'message':'Invalid JSON: "
            "Unexpected token at position 10'}",
            DevToolsErrors::invalidJson);
        row("§Missing Required Field", "ping", "{}",
            "{'type':'event','event':'command_result','success':false,'message':'Invalid command "
            "format: missing \\u0027cmd\\u0027 field'}",
            DevToolsErrors::missingField);
        row("§Invalid Arguments", "spawn", spawnAt,
            "{'type':'event','event':'command_result','success':false,'message':'Invalid spawn "
            "command arguments: missing \\u0027entity\\u0027 field'}",
            DevToolsErrors::invalidArguments);
        row("§Business Logic Error", "spawn", spawnAt,
            "{'type':'event','event':'command_result','success':false,'message':'Position is not "
            "walkable: (10, 5)'}",
            DevToolsErrors::businessLogic);
        row("§Internal Error", "query", "{}",
            "{'type':'event','event':'command_result','success':false,'message':'Internal error: "
            "NullReferenceException at CommandHandler.cs:123'}",
            DevToolsErrors::internalError);
    }
    void connectorReadsTheRfcsAnswers()
    {
        QFETCH(QString, command);
        QFETCH(QVariantMap, form);
        QFETCH(QByteArray, answer);
        QFETCH(QString, code);
        QFETCH(QString, message);
        ScriptedServer server;
        server.replies = {QString::fromUtf8(answer)};
        openOn(server.url());
        const auto result = runAndWait(command, form);
        QVERIFY(result);
        QCOMPARE(result->errorCode(), code);
        QCOMPARE(result->message(), message);
        const QJsonValue golden = object(answer).value(QStringLiteral("result"));
        if (golden.isObject())
            QCOMPARE(result->data, golden);
        else
            QVERIFY(!result->data.isObject());
    }

    // §query, Success Response: the four entities, terrain counted apart (§query Entity Types).
    void connectorReadsTheRfcsQuery()
    {
        ScriptedServer server;
        server.replies = {
            q("{'type':'event','event':'command_result','success':true,'message':'Found 153 "
              "entities','result':{'entities':[{'id':1,'x':10,'y':5,'glyph':'@','type':'player',"
              "'health':'100/100'},{'id':42,'x':15,'y':8,'glyph':'g','type':'enemy','health':'20/"
              "20'},{'id':100,'x':20,'y':10,'glyph':'!','type':'item','name':'Health Potion'},"
              "{'id':200,'x':5,'y':5,'glyph':'.','type':'floor'}]}}")};
        openOn(server.url());
        const auto result = runAndWait(QStringLiteral("query"), {});
        QVERIFY(result && result->ok());
        QCOMPARE(result->message(), QStringLiteral("Found 153 entities"));
        QCOMPARE(result->data.toObject().value(QStringLiteral("entities")).toArray().size(), 4);
        QCOMPARE(m_connector->stats().lastQueryEntities(), std::optional<int>(3));
    }

    // §entity_created / §entity_moved / §entity_died (Future): shown as events with their
    // fields; an entity id in either form where the RFC gives no type.
    void connectorShowsTheRfcsEvents()
    {
        ScriptedServer server;
        openOn(server.url());
        const QList<QByteArray> events{
            j("{'type':'event','event':'entity_created','timestamp':1700000000123,'entityId':42,"
              "'entityType':'enemy','x':10,'y':5}"),
            j("{'type':'event','event':'entity_moved','timestamp':1700000000123,'entityId':42,"
              "'fromX':10,'fromY':5,'toX':11,'toY':5}"),
            j("{'type':'event','event':'entity_died','timestamp':1700000000123,'entityId':42,"
              "'entityType':'enemy'}"),
            j("{'type':'event','event':'entity_died','timestamp':1700000000123,'entityId':'42',"
              "'entityType':'enemy'}")};
        for (const QByteArray &event : events)
            server.client()->sendTextMessage(QString::fromUtf8(event));
        QTRY_COMPARE(m_recorder->eventCount(QStringLiteral("entity_died")), 2);
        QCOMPARE(m_recorder->eventCount(QStringLiteral("entity_created")), 1);
        QCOMPARE(m_recorder->eventCount(QStringLiteral("entity_moved")), 1);
        QCOMPARE(m_connector->stats().malformed(), 0);
        const QJsonObject moved = m_recorder->events.at(2).second.toObject();
        QCOMPARE(moved.value(QStringLiteral("toX")).toInt(), 11);
    }

    // ---- The simulated world -----------------------------------------------------------

    void worldAnswersTheRfcsConformanceTests()
    {
        startWorld();
        RawClient client(m_peer->url());
        // §Client Implementation Guidelines, Connection Lifecycle 2: "Server sends initial
        // command_result event".
        QCOMPARE(text(client.next(), "event"), QStringLiteral("command_result"));
        // §Testing, Protocol Conformance Tests 1-4.
        const QJsonObject pong = client.send(j("{'type':'command','cmd':'ping'}"));
        QJsonObject expected =
            object(j("{'type':'event','event':'command_result','success':true,'message':'pong'}"));
        expected.insert(QStringLiteral("timestamp"), pong.value(QStringLiteral("timestamp")));
        QCOMPARE(pong, expected);
        const QJsonObject invalid = client.send(j("{invalid json}"));
        QCOMPARE(invalid.value(QStringLiteral("success")), QJsonValue(false));
        QVERIFY(text(invalid, "message").startsWith(QStringLiteral("Invalid JSON: ")));
        QCOMPARE(text(client.send(j("{'type':'command','cmd':'unknown'}")), "message"),
                 QStringLiteral("Unknown command: unknown"));
        QVERIFY(text(client.send(j("{'type':'command','cmd':'spawn','args':{}}")), "message")
                    .startsWith(QStringLiteral("Invalid spawn command arguments")));
        // §Error Handling, Missing Required Field.
        QCOMPARE(text(client.send(j("{'type':'command'}")), "message"),
                 QStringLiteral("Invalid command format: missing 'cmd' field"));
        QCOMPARE(client.problems.join(QLatin1Char(' ')).trimmed(), QString());
    }

    void worldAnswersTheRfcsCommands()
    {
        startWorld();
        RawClient client(m_peer->url());
        client.next(); // the welcome
        const auto message = [&](const char *command) {
            return text(client.send(j(command)), "message");
        };
        // §1 Example: spawn a goblin at (10, 5) — a wall in this world, so §Business Logic
        // Error's own words; then on a floor tile, §spawn's Success Response's shape.
        QCOMPARE(message("{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':10,"
                         "'y':5}}"),
                 QStringLiteral("Position is not walkable: (10, 5)"));
        const QJsonObject spawned = client.send(
            j("{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':10,'y':1}}"));
        QCOMPARE(text(spawned, "message"), QStringLiteral("Spawned goblin at (10, 1)"));
        const QJsonObject result = spawned.value(QStringLiteral("result")).toObject();
        QVERIFY(result.value(QStringLiteral("entityId")).isDouble());
        QCOMPARE(result.value(QStringLiteral("x")).toInt(), 10);
        // §tp Arguments {"x": 20, "y": 10, "entity": null}: this 20×10 world answers §tp's
        // Error Response word for word.
        QCOMPARE(message("{'type':'command','cmd':'tp','args':{'x':20,'y':10,'entity':null}}"),
                 QStringLiteral("Position out of bounds: (20, 10)"));
        QVERIFY(message("{'type':'command','cmd':'teleport','args':{'x':5,'y':5}}")
                    .startsWith(QStringLiteral("Teleported player from ")));
        // §give and §heal (after 20 HP of damage: §heal's Success Response word for word).
        QCOMPARE(message("{'type':'command','cmd':'give','args':{'item':'potion','quantity':1}}"),
                 QStringLiteral("Gave potion to player"));
        m_peer->world().hurt(DevToolsWorld::playerId, 20);
        QCOMPARE(message("{'type':'command','cmd':'heal','args':{'amount':100,'entity':null}}"),
                 QString::fromUtf8("Healed player for 20 HP (80 → 100)"));
        QVERIFY(message("{'type':'command','cmd':'kill','args':{'entity':'nearest'}}")
                    .startsWith(QStringLiteral("Killed nearest enemy at distance ")));
        QCOMPARE(client.problems.join(QLatin1Char(' ')).trimmed(), QString());
    }

    // §query Success Response and Entity Types: every entity has id, x, y, glyph and type;
    // player and enemy a health "n/m", an item its name.
    void worldQueriesAsTheRfcShows()
    {
        startWorld();
        RawClient client(m_peer->url());
        client.next();
        const QJsonObject answer = client.send(j("{'type':'command','cmd':'query'}"));
        const QJsonArray entities = answer.value(QStringLiteral("result"))
                                        .toObject()
                                        .value(QStringLiteral("entities"))
                                        .toArray();
        QVERIFY(!entities.isEmpty());
        static const QRegularExpression health(QStringLiteral("^\\d+/\\d+$"));
        for (const QJsonValue &value : entities) {
            const QJsonObject e = value.toObject();
            for (const char *field : {"id", "x", "y"})
                QVERIFY(e.value(QString::fromLatin1(field)).isDouble());
            QVERIFY(e.value(QStringLiteral("glyph")).isString());
            const QString type = text(e, "type");
            QVERIFY2(QStringList({QStringLiteral("player"), QStringLiteral("enemy"),
                                  QStringLiteral("item"), QStringLiteral("floor"),
                                  QStringLiteral("wall")})
                         .contains(type),
                     qPrintable(type));
            if (type == QLatin1String("player") || type == QLatin1String("enemy"))
                QVERIFY(health.match(text(e, "health")).hasMatch());
            if (type == QLatin1String("item"))
                QVERIFY(!text(e, "name").isEmpty());
        }
        QCOMPARE(client.problems.join(QLatin1Char(' ')).trimmed(), QString());
    }

    // §entity_created / §entity_moved / §entity_died: the fields the RFC lists.
    void worldSendsTheRfcsEvents()
    {
        startWorld();
        RawClient client(m_peer->url());
        client.next();
        client.send(j("{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':2,'y':8}}"));
        // (the events went out before the answer; read them again from a fresh client's view)
        RawClient watcher(m_peer->url());
        watcher.next();
        client.send(j("{'type':'command','cmd':'tp','args':{'x':5,'y':5}}"));
        const QJsonObject moved = watcher.nextNamed(QStringLiteral("entity_moved"));
        for (const char *field : {"entityId", "fromX", "fromY", "toX", "toY"})
            QVERIFY2(moved.value(QString::fromLatin1(field)).isDouble(), field);
        client.send(j("{'type':'command','cmd':'kill','args':{'entity':'all'}}"));
        const QJsonObject died = watcher.nextNamed(QStringLiteral("entity_died"));
        QVERIFY(died.contains(QStringLiteral("entityId")));
        QCOMPARE(text(died, "entityType"), QStringLiteral("enemy"));
        client.send(j("{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':2,'y':7}}"));
        const QJsonObject created = watcher.nextNamed(QStringLiteral("entity_created"));
        for (const char *field : {"entityId", "x", "y"})
            QVERIFY2(created.value(QString::fromLatin1(field)).isDouble(), field);
        QCOMPARE(text(created, "entityType"), QStringLiteral("enemy"));
        QCOMPARE(watcher.problems.join(QLatin1Char(' ')).trimmed(), QString());
    }

    // The world is written from the RFC on its own: none of its sources includes the
    // connector's code, and its library links none of it.
    void worldSharesNoCodeWithTheConnector()
    {
        const QDir peer(QStringLiteral(IC_DEVTOOLS_PEER_DIR));
        const QStringList files = peer.entryList(
            {QStringLiteral("*.h"), QStringLiteral("*.cpp"), QStringLiteral("CMakeLists.txt")});
        QVERIFY(files.size() > 5);
        static const QRegularExpression include(
            QStringLiteral("#include\\s+\"connectors/devtools/(?!peer/)"));
        static const QRegularExpression link(QStringLiteral("\\bicdevtools\\b(?!peer)"));
        for (const QString &name : files) {
            QFile file(peer.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString source = QString::fromUtf8(file.readAll());
            QVERIFY2(!include.match(source).hasMatch(), qPrintable(name));
            if (name == QLatin1String("CMakeLists.txt"))
                QVERIFY2(!link.match(source).hasMatch(), "icdevtoolspeer links icdevtools");
        }
    }

private:
    void startWorld()
    {
        m_peer = std::make_unique<DevToolsPeer>();
        DevToolsPeer::Options options;
        options.port = 0;
        options.tickMs = 0;
        QVERIFY(m_peer->start(options).ok());
    }
    void openOn(const QUrl &url)
    {
        m_connector->setUrl(url);
        m_connector->open();
        QTRY_COMPARE(m_connector->state(), Connector::State::Open);
    }
    std::optional<CommandResult> runAndWait(const QString &command, const QVariantMap &form)
    {
        const quint64 run = m_connector->run(command, form);
        if (!QTest::qWaitFor([&] { return m_recorder->result(run).has_value(); }, 5000))
            qWarning() << command << "got no result";
        return m_recorder->result(run);
    }

    std::unique_ptr<DevToolsConnector> m_connector;
    std::unique_ptr<Recorder> m_recorder;
    std::unique_ptr<DevToolsPeer> m_peer;
};

QTEST_GUILESS_MAIN(ConformanceDevTools)
#include "ConformanceDevTools.moc"
