// The simulated PigeonPea world over a real WebSocket on port 0, spoken to byte by byte (no
// connector): the welcome, each RFC-014 protocol and argument error with its message and
// nothing changed by it, the commands' exact answers, the entity events to every client, the
// tick, and an internal error.

#include "connectors/devtools/peer/DevToolsPeer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>

#include <memory>

using icconnectors::devtools::DevToolsEntity;
using icconnectors::devtools::DevToolsPeer;
using icconnectors::devtools::DevToolsWorld;

namespace {

// JSON written with ' for " (moc cannot read raw string literals).
QByteArray q(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

// A raw client: every text message it receives, parsed.
class Client
{
public:
    explicit Client(const QUrl &url) : m_spy(&m_socket, &QWebSocket::textMessageReceived)
    {
        m_socket.open(url);
    }
    /// The next message (waits for it), or an empty object.
    QJsonObject next()
    {
        if (m_read >= m_spy.size() && !m_spy.wait(5000))
            return {};
        return QJsonDocument::fromJson(m_spy.at(m_read++).at(0).toString().toUtf8()).object();
    }
    /// The next command_result, skipping events.
    QJsonObject nextResult()
    {
        for (QJsonObject message = next(); !message.isEmpty(); message = next()) {
            if (message.value(QStringLiteral("event")).toString() ==
                QLatin1String("command_result"))
                return message;
        }
        return {};
    }
    QJsonObject nextEvent(const QString &name)
    {
        for (QJsonObject message = next(); !message.isEmpty(); message = next()) {
            if (message.value(QStringLiteral("event")).toString() == name)
                return message;
        }
        return {};
    }
    QJsonObject command(const char *text) { return send(q(text)); }
    QJsonObject send(const QByteArray &text)
    {
        m_socket.sendTextMessage(QString::fromUtf8(text));
        return nextResult();
    }
    QWebSocket &socket() { return m_socket; }

private:
    QWebSocket m_socket;
    QSignalSpy m_spy;
    qsizetype m_read = 0;
};

QString snapshot(DevToolsWorld &world)
{
    QString text = QString::number(world.inventory());
    for (const DevToolsEntity &e : world.entities())
        text += QStringLiteral(" %1:%2,%3,%4").arg(e.id).arg(e.x).arg(e.y).arg(e.health);
    return text;
}

QString message(const QJsonObject &result)
{
    return result.value(QStringLiteral("message")).toString();
}

} // namespace

class TestDevToolsPeer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_peer = std::make_unique<DevToolsPeer>();
        DevToolsPeer::Options options;
        options.port = 0;
        options.tickMs = 0;
        const auto started = m_peer->start(options);
        QVERIFY2(started.ok(), qPrintable(started ? QString() : started.error().message));
        QCOMPARE(m_peer->url().host(), QStringLiteral("127.0.0.1"));
        m_client = std::make_unique<Client>(m_peer->url());
        m_welcome = m_client->next();
    }
    void cleanup()
    {
        m_client.reset();
        m_peer.reset();
    }

    void welcomesEachClient()
    {
        QCOMPARE(m_welcome.value(QStringLiteral("type")).toString(), QStringLiteral("event"));
        QCOMPARE(m_welcome.value(QStringLiteral("event")).toString(),
                 QStringLiteral("command_result"));
        QCOMPARE(m_welcome.value(QStringLiteral("success")).toBool(), true);
        QCOMPARE(message(m_welcome), QString::fromLatin1(DevToolsPeer::welcomeMessage));
        QVERIFY(m_welcome.value(QStringLiteral("timestamp")).toDouble() > 1.7e12);
    }

    void answersPing()
    {
        const QJsonObject pong = m_client->command("{'type':'command','cmd':'ping'}");
        QCOMPARE(message(pong), QStringLiteral("pong"));
        QVERIFY(pong.value(QStringLiteral("success")).toBool());
    }

    void refusesBadMessagesChangingNothing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected"); // the answer's message starts with it
        const auto row = [](const char *text, const char *expected) {
            QTest::newRow(text) << q(text) << QString::fromUtf8(expected);
        };
        // Protocol errors (RFC-014 "Error Handling").
        row("{invalid json}", "Invalid JSON: ");
        row("[1,2]", "Invalid command format: expected a JSON object");
        row("{'cmd':'ping'}", "Invalid command format: missing 'type' field");
        row("{'type':'event','cmd':'ping'}", "Invalid command format: 'type' must be");
        row("{'type':'command'}", "Invalid command format: missing 'cmd' field");
        row("{'type':'command','cmd':7}", "Invalid command format: missing 'cmd' field");
        row("{'type':'command','cmd':'ping','args':[1]}",
            "Invalid command format: 'args' must be an object");
        row("{'type':'command','cmd':'unknown'}", "Unknown command: unknown");
        row("{'type':'command','cmd':'Spawn','args':{}}", "Unknown command: Spawn");
        // Validation errors: invalid arguments.
        row("{'type':'command','cmd':'spawn','args':{}}",
            "Invalid spawn command arguments: missing 'entity' field");
        row("{'type':'command','cmd':'spawn'}",
            "Invalid spawn command arguments: missing 'entity' field");
        row("{'type':'command','cmd':'spawn','args':{'entity':3,'x':1,'y':1}}",
            "Invalid spawn command arguments: 'entity' must be a string");
        row("{'type':'command','cmd':'spawn','args':{'entity':'goblin','y':1}}",
            "Invalid spawn command arguments: missing 'x' field");
        row("{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':1.5,'y':1}}",
            "Invalid spawn command arguments: 'x' must be an integer");
        row("{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':'1','y':1}}",
            "Invalid spawn command arguments: 'x' must be an integer");
        row("{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':1,'y':3e10}}",
            "Invalid spawn command arguments: 'y' must be an integer");
        row("{'type':'command','cmd':'spawn','args':{'entity':'dragon','x':1,'y':1}}",
            "Invalid spawn command arguments: unknown entity type 'dragon'");
        row("{'type':'command','cmd':'tp','args':{'y':1}}",
            "Invalid tp command arguments: missing 'x' field");
        // tp/heal's target entity is a string (the connector's reading of RFC-014; see
        // docs/connectors/devtools.md): a number is refused as a C# handler reading a string
        // would refuse it.
        row("{'type':'command','cmd':'teleport','args':{'x':1,'y':1,'entity':1}}",
            "Invalid teleport command arguments: 'entity' must be a string");
        row("{'type':'command','cmd':'heal','args':{'amount':5,'entity':5}}",
            "Invalid heal command arguments: 'entity' must be a string");
        row("{'type':'command','cmd':'give','args':{}}",
            "Invalid give command arguments: missing 'item' field");
        row("{'type':'command','cmd':'give','args':{'item':'sword'}}",
            "Invalid give command arguments: unknown item type 'sword'");
        row("{'type':'command','cmd':'give','args':{'item':'potion','quantity':0}}",
            "Invalid give command arguments: 'quantity' must be at least 1");
        row("{'type':'command','cmd':'heal','args':{}}",
            "Invalid heal command arguments: missing 'amount' field");
        row("{'type':'command','cmd':'heal','args':{'amount':-3}}",
            "Invalid heal command arguments: 'amount' must be at least 1");
        row("{'type':'command','cmd':'kill','args':{'entity':5}}",
            "Invalid kill command arguments: 'entity' must be a string");
        row("{'type':'command','cmd':'kill','args':{'entity':'player'}}",
            "Invalid kill command arguments: unknown target 'player'");
        // Validation errors: business logic.
        row("{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':20,'y':5}}",
            "Position out of bounds: (20, 5)");
        row("{'type':'command','cmd':'spawn','args':{'entity':'potion','x':-1,'y':5}}",
            "Position out of bounds: (-1, 5)");
        row("{'type':'command','cmd':'spawn','args':{'entity':'goblin','x':9,'y':3}}",
            "Position is not walkable: (9, 3)");
        row("{'type':'command','cmd':'tp','args':{'x':5,'y':10}}",
            "Position out of bounds: (5, 10)");
        row("{'type':'command','cmd':'tp','args':{'x':5,'y':5,'entity':'999'}}",
            "Entity not found: 999");
        row("{'type':'command','cmd':'teleport','args':{'x':1,'y':1,'entity':'me'}}",
            "Entity not found: me");
        row("{'type':'command','cmd':'give','args':{'item':'potion','quantity':6}}",
            "Player inventory is full");
        row("{'type':'command','cmd':'heal','args':{'amount':5,'entity':'5'}}",
            "Entity 5 has no health");
    }
    void refusesBadMessagesChangingNothing()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const QString before = snapshot(m_peer->world());
        const QJsonObject answer = m_client->send(text);
        QCOMPARE(answer.value(QStringLiteral("success")), QJsonValue(false));
        QVERIFY2(message(answer).startsWith(expected), qPrintable(message(answer)));
        QCOMPARE(snapshot(m_peer->world()), before);
        QCOMPARE(message(m_client->command("{'type':'command','cmd':'ping'}")),
                 QStringLiteral("pong")); // the connection goes on
    }

    void refusesOversizedAndBinaryMessages()
    {
        QByteArray big = q("{'type':'command','cmd':'ping','args':{'pad':'");
        big.append(QByteArray(DevToolsPeer::maxCommandBytes, 'a')).append(q("'}}"));
        QVERIFY(message(m_client->send(big))
                    .startsWith(QStringLiteral("Invalid command format: the message has")));
        m_client->socket().sendBinaryMessage(q("{'type':'command','cmd':'ping'}"));
        QVERIFY(message(m_client->nextResult()).startsWith(QStringLiteral("Invalid JSON: ")));
    }

    void spawnsAndTellsEveryClient()
    {
        Client other(m_peer->url());
        QVERIFY(!other.next().isEmpty()); // its welcome
        const QJsonObject answer = m_client->command(
            "{'type':'command','cmd':'spawn','args':{'entity':'enemy','x':10,'y':1}}");
        QCOMPARE(message(answer), QStringLiteral("Spawned goblin at (10, 1)"));
        const QJsonObject result = answer.value(QStringLiteral("result")).toObject();
        const int id = result.value(QStringLiteral("entityId")).toInt();
        QCOMPARE(result.value(QStringLiteral("x")).toInt(), 10);
        QCOMPARE(m_peer->world().entity(id)->type, QStringLiteral("enemy"));
        const QJsonObject created = other.nextEvent(QStringLiteral("entity_created"));
        QCOMPARE(created.value(QStringLiteral("entityId")).toInt(), id);
        QCOMPARE(created.value(QStringLiteral("entityType")).toString(), QStringLiteral("enemy"));
        QCOMPARE(created.value(QStringLiteral("y")).toInt(), 1);
        QVERIFY(created.value(QStringLiteral("timestamp")).isDouble());
    }

    void answersEachCommandAsTheRfcDoes()
    {
        const auto say = [this](const char *text) { return message(m_client->command(text)); };
        QCOMPARE(say("{'type':'command','cmd':'tp','args':{'x':5,'y':5}}"),
                 QStringLiteral("Teleported player from (3, 2) to (5, 5)"));
        QCOMPARE(say("{'type':'command','cmd':'teleport','args':{'x':6,'y':5,'entity':null}}"),
                 QStringLiteral("Teleported player from (5, 5) to (6, 5)"));
        QCOMPARE(say("{'type':'command','cmd':'give','args':{'item':'health_potion'}}"),
                 QStringLiteral("Gave potion to player"));
        QCOMPARE(say("{'type':'command','cmd':'give','args':{'item':'potion','quantity':4}}"),
                 QStringLiteral("Gave 4 potions to player"));
        QCOMPARE(say("{'type':'command','cmd':'give','args':{'item':'potion'}}"),
                 QStringLiteral("Player inventory is full"));
        m_peer->world().hurt(DevToolsWorld::playerId, 20);
        QCOMPARE(say("{'type':'command','cmd':'heal','args':{'amount':100}}"),
                 QStringLiteral("Healed player for 20 HP (80 → 100)"));
        // Goblins at (14, 3), (4, 6) and (17, 7); the player at (6, 5).
        QCOMPARE(say("{'type':'command','cmd':'kill'}"),
                 QStringLiteral("Killed nearest enemy at distance 2.2"));
        QCOMPARE(say("{'type':'command','cmd':'kill','args':{'entity':'enemies'}}"),
                 QStringLiteral("Killed 2 enemies"));
        QCOMPARE(say("{'type':'command','cmd':'kill','args':{'entity':'all'}}"),
                 QStringLiteral("No living enemies found"));
        m_peer->world().hurt(DevToolsWorld::playerId, 1000);
        QCOMPARE(say("{'type':'command','cmd':'tp','args':{'x':5,'y':5}}"),
                 QStringLiteral("Player is not alive"));
        QCOMPARE(say("{'type':'command','cmd':'heal','args':{'amount':1}}"),
                 QStringLiteral("Player is not alive"));
    }

    void queriesEveryEntityAndTile()
    {
        const QJsonObject answer = m_client->command("{'type':'command','cmd':'query'}");
        const QJsonArray entities = answer.value(QStringLiteral("result"))
                                        .toObject()
                                        .value(QStringLiteral("entities"))
                                        .toArray();
        QCOMPARE(entities.size(), 6 + 20 * 10); // player, 3 goblins, 2 potions, the map
        QCOMPARE(message(answer), QStringLiteral("Found %1 entities").arg(entities.size()));
        const QJsonObject player = entities.at(0).toObject();
        QCOMPARE(player.value(QStringLiteral("type")).toString(), QStringLiteral("player"));
        QCOMPARE(player.value(QStringLiteral("glyph")).toString(), QStringLiteral("@"));
        QCOMPARE(player.value(QStringLiteral("health")).toString(), QStringLiteral("100/100"));
        const QJsonObject potion = entities.at(4).toObject();
        QCOMPARE(potion.value(QStringLiteral("type")).toString(), QStringLiteral("item"));
        QCOMPARE(potion.value(QStringLiteral("name")).toString(), QStringLiteral("Health Potion"));
        QCOMPARE(entities.at(6).toObject().value(QStringLiteral("type")).toString(),
                 QStringLiteral("wall"));
    }

    void killingSendsEntityDied()
    {
        // The event goes out as it happens, before the answer.
        m_client->socket().sendTextMessage(
            QString::fromLatin1(q("{'type':'command','cmd':'kill'}")));
        const QJsonObject died = m_client->nextEvent(QStringLiteral("entity_died"));
        const int id = died.value(QStringLiteral("entityId")).toInt();
        QCOMPARE(died.value(QStringLiteral("entityType")).toString(), QStringLiteral("enemy"));
        QVERIFY(m_client->nextResult().value(QStringLiteral("success")).toBool());
        QVERIFY(!m_peer->world().entity(id)); // gone from the world
        QCOMPARE(m_peer->world().entities().size(), 5);
    }

    void answersInternalErrorWhenAHandlerFails()
    {
        m_peer->failNext(QStringLiteral("query"));
        QVERIFY(message(m_client->command("{'type':'command','cmd':'query'}"))
                    .startsWith(QStringLiteral("Internal error: ")));
        QVERIFY(message(m_client->command("{'type':'command','cmd':'query'}"))
                    .startsWith(QStringLiteral("Found ")));
    }

    void tickMovesGoblins()
    {
        DevToolsPeer peer;
        DevToolsPeer::Options options;
        options.port = 0;
        options.tickMs = 5;
        QVERIFY(peer.start(options).ok());
        Client client(peer.url());
        const QJsonObject moved = client.nextEvent(QStringLiteral("entity_moved"));
        const int id = moved.value(QStringLiteral("entityId")).toInt();
        QVERIFY(peer.world().entity(id));
        QCOMPARE(peer.world().entity(id)->type, QStringLiteral("enemy"));
        const int step = qAbs(moved.value(QStringLiteral("toX")).toInt() -
                              moved.value(QStringLiteral("fromX")).toInt()) +
                         qAbs(moved.value(QStringLiteral("toY")).toInt() -
                              moved.value(QStringLiteral("fromY")).toInt());
        QCOMPARE(step, 1);
    }

    void refusesAPortInUse()
    {
        DevToolsPeer second;
        DevToolsPeer::Options options;
        options.port = quint16(m_peer->url().port());
        const auto started = second.start(options);
        QVERIFY(!started.ok());
        QVERIFY(started.error().message.contains(QStringLiteral("--port")));
    }

private:
    std::unique_ptr<DevToolsPeer> m_peer;
    std::unique_ptr<Client> m_client;
    QJsonObject m_welcome;
};

QTEST_GUILESS_MAIN(TestDevToolsPeer)
#include "TestDevToolsPeer.moc"
