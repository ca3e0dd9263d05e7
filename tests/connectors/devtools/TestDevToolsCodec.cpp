// The RFC-014 codec: commands as the RFC writes them, events read field by field, every way a
// message can be malformed refused with its own code, and a failed command_result's message
// put in the RFC's error class.

#include "connectors/devtools/DevToolsCodec.h"
#include "connectors/devtools/DevToolsErrors.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using icconnectors::devtools::DevToolsCodec;
using icconnectors::devtools::DevToolsErrors;
using icconnectors::devtools::DevToolsEvent;

namespace {

QJsonObject parsed(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

} // namespace

class TestDevToolsCodec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void encodesACommandAsTheRfcWritesIt()
    {
        const QByteArray bytes = DevToolsCodec::encodeCommand(
            QStringLiteral("spawn"), {{QStringLiteral("entity"), QStringLiteral("goblin")},
                                      {QStringLiteral("x"), qint64(10)},
                                      {QStringLiteral("y"), qint64(5)}});
        const QJsonObject expected = parsed("{\"type\":\"command\",\"cmd\":\"spawn\",\"args\":{"
                                            "\"entity\":\"goblin\",\"x\":10,\"y\":5}}");
        QCOMPARE(parsed(bytes), expected);
        QVERIFY(!bytes.contains('\n')); // one compact text frame
    }

    void leavesArgsOutWhenThereAreNone()
    {
        const QByteArray bytes = DevToolsCodec::encodeCommand(QStringLiteral("ping"), {});
        QCOMPARE(parsed(bytes), parsed("{\"type\":\"command\",\"cmd\":\"ping\"}"));
    }

    void readsACommandResult()
    {
        const auto event = DevToolsCodec::decode(
            "{\"type\":\"event\",\"event\":\"command_result\",\"timestamp\":1700000000123,"
            "\"success\":true,\"message\":\"Spawned goblin at (10, 5) on the "
            "map\",\"result\":{\"entityId\":42,\"x\":10,\"y\":5}}");
        QVERIFY2(event.ok(), qPrintable(event ? QString() : event.error().message));
        QVERIFY(event->isCommandResult());
        QCOMPARE(event->timestamp, std::optional<qint64>(1700000000123));
        QVERIFY(event->success);
        QCOMPARE(event->message, QStringLiteral("Spawned goblin at (10, 5) on the map"));
        QCOMPARE(event->result.toObject().value(QStringLiteral("entityId")).toInt(), 42);
    }

    void acceptsTheRfcsOwnExamplesWithoutTimestamp()
    {
        // The RFC's per-command examples leave the timestamp out though "Fields" calls it
        // required: accepted, so that a server written from those examples works.
        const auto event = DevToolsCodec::decode("{\"type\":\"event\",\"event\":\"command_result\","
                                                 "\"success\":true,\"message\":\"pong\"}");
        QVERIFY(event.ok());
        QVERIFY(!event->timestamp);
        QVERIFY(event->result.isUndefined());
    }

    void takesTheCSharpDtosDataForResult()
    {
        const auto event =
            DevToolsCodec::decode("{\"type\":\"event\",\"event\":\"command_result\",\"success\":"
                                  "true,\"message\":\"ok\",\"data\":{\"entityId\":7}}");
        QVERIFY(event.ok());
        QCOMPARE(event->result.toObject().value(QStringLiteral("entityId")).toInt(), 7);
    }

    void readsEntityEvents_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("entity_created")
            << QByteArray("{\"type\":\"event\",\"event\":\"entity_created\",\"timestamp\":1,"
                          "\"entityId\":42,\"entityType\":\"enemy\",\"x\":10,\"y\":5}");
        QTest::newRow("entity_moved")
            << QByteArray("{\"type\":\"event\",\"event\":\"entity_moved\",\"timestamp\":1,"
                          "\"entityId\":42,\"fromX\":10,\"fromY\":5,\"toX\":11,\"toY\":5}");
        QTest::newRow("entity_died")
            << QByteArray("{\"type\":\"event\",\"event\":\"entity_died\",\"timestamp\":1,"
                          "\"entityId\":42,\"entityType\":\"enemy\"}");
        // The RFC never states an id's type, and its `entity` arguments are strings: a server
        // that names entities by string ids is read too.
        QTest::newRow("entity_died with a string id")
            << QByteArray("{\"type\":\"event\",\"event\":\"entity_died\",\"timestamp\":1,"
                          "\"entityId\":\"42\",\"entityType\":\"enemy\"}");
        QTest::newRow("an unknown event (the RFC: clients ignore, never fail)") << QByteArray(
            "{\"type\":\"event\",\"event\":\"turn_ended\",\"timestamp\":1,\"turn\":3}");
    }
    void readsEntityEvents()
    {
        QFETCH(QByteArray, bytes);
        const auto event = DevToolsCodec::decode(bytes);
        QVERIFY2(event.ok(), qPrintable(event ? QString() : event.error().message));
        const QJsonObject payload = event->payload();
        QVERIFY(!payload.contains(QStringLiteral("type")));
        QVERIFY(!payload.contains(QStringLiteral("event")));
        QVERIFY(!payload.contains(QStringLiteral("timestamp")));
        QCOMPARE(payload.size(), parsed(bytes).size() - 3);
    }

    void refusesMalformedMessages_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("code");
        const auto row = [](const char *name, const char *bytes, const QString &code) {
            QTest::newRow(name) << QByteArray(bytes) << code;
        };
        row("not JSON", "{invalid json}", DevToolsCodec::notJson);
        row("empty", "", DevToolsCodec::notJson);
        row("an array", "[1,2]", DevToolsCodec::notObject);
        row("no type", "{\"event\":\"command_result\",\"success\":true,\"message\":\"x\"}",
            DevToolsCodec::missingType);
        row("type not a string", "{\"type\":1,\"event\":\"x\"}", DevToolsCodec::missingType);
        row("a command from the server", "{\"type\":\"command\",\"cmd\":\"ping\"}",
            DevToolsCodec::unknownType);
        row("hello (the RFC's future option 3)", "{\"type\":\"hello\",\"version\":\"1.0\"}",
            DevToolsCodec::unknownType);
        row("no event name", "{\"type\":\"event\",\"success\":true,\"message\":\"x\"}",
            DevToolsCodec::missingEvent);
        row("event name not snake_case", "{\"type\":\"event\",\"event\":\"CommandResult\"}",
            DevToolsCodec::missingEvent);
        row("timestamp a string", "{\"type\":\"event\",\"event\":\"x\",\"timestamp\":\"now\"}",
            DevToolsCodec::badField);
        row("timestamp a fraction", "{\"type\":\"event\",\"event\":\"x\",\"timestamp\":1.5}",
            DevToolsCodec::badField);
        row("result without success",
            "{\"type\":\"event\",\"event\":\"command_result\",\"message\":\"x\"}",
            DevToolsCodec::badResult);
        row("success a string",
            "{\"type\":\"event\",\"event\":\"command_result\",\"success\":\"true\",\"message\":"
            "\"x\"}",
            DevToolsCodec::badResult);
        row("result without message",
            "{\"type\":\"event\",\"event\":\"command_result\",\"success\":false}",
            DevToolsCodec::badResult);
        row("result an array",
            "{\"type\":\"event\",\"event\":\"command_result\",\"success\":true,\"message\":\"x\","
            "\"result\":[1]}",
            DevToolsCodec::badResult);
        row("entity_created without entityId",
            "{\"type\":\"event\",\"event\":\"entity_created\",\"entityType\":\"enemy\",\"x\":1,"
            "\"y\":2}",
            DevToolsCodec::badField);
        row("entity_created entityType a number",
            "{\"type\":\"event\",\"event\":\"entity_created\",\"entityId\":1,\"entityType\":3,"
            "\"x\":1,\"y\":2}",
            DevToolsCodec::badField);
        row("entity_moved toX a string",
            "{\"type\":\"event\",\"event\":\"entity_moved\",\"entityId\":1,\"fromX\":1,\"fromY\":1,"
            "\"toX\":\"2\",\"toY\":1}",
            DevToolsCodec::badField);
        row("entity_died with an empty id",
            "{\"type\":\"event\",\"event\":\"entity_died\",\"entityId\":\"\",\"entityType\":"
            "\"enemy\"}",
            DevToolsCodec::badField);
        row("entity_moved with a fractional id",
            "{\"type\":\"event\",\"event\":\"entity_moved\",\"entityId\":1.5,\"fromX\":1,"
            "\"fromY\":1,\"toX\":2,\"toY\":1}",
            DevToolsCodec::badField);
        row("entity_died without entityType",
            "{\"type\":\"event\",\"event\":\"entity_died\",\"entityId\":1}",
            DevToolsCodec::badField);
    }
    void refusesMalformedMessages()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, code);
        const auto event = DevToolsCodec::decode(bytes);
        QVERIFY(!event.ok());
        QCOMPARE(event.error().code, code);
        QVERIFY(event.error().message.contains(QStringLiteral("connection stays open")));
    }

    void refusesAnOversizedMessage()
    {
        QByteArray bytes = "{\"type\":\"event\",\"event\":\"x\",\"pad\":\"";
        bytes.append(QByteArray(DevToolsCodec::maxMessageBytes, 'a'));
        bytes.append("\"}");
        const auto event = DevToolsCodec::decode(bytes);
        QVERIFY(!event.ok());
        QCOMPARE(event.error().code, DevToolsCodec::oversized);
    }

    void classifiesEachRfcErrorClass_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("code");
        const auto row = [](const char *name, const char *message, const QString &code) {
            QTest::newRow(name) << QString::fromUtf8(message) << code;
        };
        // The messages of RFC-014's "Error Handling" and "Testing" sections, as written there.
        row("invalid JSON", "Invalid JSON: Unexpected token at position 10",
            DevToolsErrors::invalidJson);
        row("missing field", "Invalid command format: missing 'cmd' field",
            DevToolsErrors::missingField);
        row("unknown command", "Unknown command: invalid_cmd", DevToolsErrors::unknownCommand);
        row("invalid arguments", "Invalid spawn command arguments: missing 'entity' field",
            DevToolsErrors::invalidArguments);
        row("invalid arguments, bare", "Invalid spawn command arguments",
            DevToolsErrors::invalidArguments);
        row("invalid arguments, generic", "Invalid arguments: missing 'x' field",
            DevToolsErrors::invalidArguments);
        row("business logic", "Position is not walkable: (10, 5)", DevToolsErrors::businessLogic);
        row("out of bounds", "Position out of bounds: (10, 5)", DevToolsErrors::businessLogic);
        row("inventory", "Player inventory is full", DevToolsErrors::businessLogic);
        row("not alive", "Player is not alive", DevToolsErrors::businessLogic);
        row("no enemies", "No living enemies found", DevToolsErrors::businessLogic);
        row("internal", "Internal error: NullReferenceException at CommandHandler.cs:123",
            DevToolsErrors::internalError);
        row("an invalid-looking game rule", "Invalid target for spawn",
            DevToolsErrors::businessLogic);
    }
    void classifiesEachRfcErrorClass()
    {
        QFETCH(QString, message);
        QFETCH(QString, code);
        QCOMPARE(DevToolsErrors::classify(message), code);
        QVERIFY(DevToolsErrors::label(code) != code); // each class has a name for a person
    }
};

QTEST_GUILESS_MAIN(TestDevToolsCodec)
#include "TestDevToolsCodec.moc"
