// Conformance of the TF2 connector AND the simulated game to seed 002 ("IPC Protocol - TF2 AI
// Builder", /work/shared/seeds/002_*.txt), written from the document alone. The document has no
// numbered sections; each golden file below names the heading it is quoted from. Its examples
// carry // comments and "..." placeholders, which are not JSON: those are dropped, "..." ids are
// the request's id (the document: "Match response id to request id").
//
// - The connector: the command file it writes has the document's keys and only strings, an
//   8-hex id, ts in milliseconds, params always an object; it takes the document's example
//   responses (ok and error); its catalogue requires exactly the parameters the document lists
//   (build_road's cargo is the only one it calls optional).
// - The simulated game: it answers the document's example command with the document's example
//   response shape, answers its error example word for word, refuses the "INCORRECT" non-string
//   values, and clears the command file only after writing the response (so a command written
//   in between is wiped, as with the document's mod).
// - Both: the game view's four queued queries all complete against a game that clears after
//   answering; without the connector's wait for the clear, one is lost.

#include "TestFiles.h"
#include "connectors/tf2/Tf2Commands.h"
#include "connectors/tf2/Tf2FileConnector.h"
#include "connectors/tf2/peer/Tf2SimGame.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using icconnectors::CommandResult;
using icconnectors::Connector;
using icconnectors::WireEntry;
using namespace icconnectors::tf2;
using namespace Qt::StringLiterals;

namespace {

// "## Command Format" (comments dropped).
constexpr const char *kGoldenCommand = R"({
  "id": "a1b2c3d4",
  "cmd": "query_game_state",
  "ts": "1706380000000",
  "params": {
    "param1": "value1"
  }
})";

// "## Error Handling".
constexpr const char *kGoldenError = R"({
  "id": "a1b2c3d4",
  "status": "error",
  "message": "Invalid town_id parameter"
})";

// "#### `ping`" → Response.
constexpr const char *kGoldenPing = R"({"id": "...", "status": "ok", "data": "pong"})";

// "#### `query_game_state`" → Response.
constexpr const char *kGoldenGameState = R"({
  "status": "ok",
  "data": {
    "year": "1855",
    "month": "3",
    "day": "15",
    "money": "2500000",
    "speed": "1",
    "paused": "false"
  }
})";

// "#### `query_towns`" → Response.
constexpr const char *kGoldenTowns = R"({
  "status": "ok",
  "data": {
    "towns": [
      {"id": "12345", "name": "Indianapolis", "population": "5000"}
    ]
  }
})";

// "#### `query_town_demands`" → Response.
constexpr const char *kGoldenTownDemands = R"({
  "status": "ok",
  "data": {
    "towns": [
      {
        "id": "12345",
        "name": "Indianapolis",
        "x": "216",
        "y": "-1968",
        "population": "5000",
        "building_count": "45",
        "cargo_demands": "FOOD:80, CONSTRUCTION_MATERIALS:72"
      }
    ]
  }
})";

// "#### `query_town_buildings`" → Response.
constexpr const char *kGoldenTownBuildings = R"({
  "status": "ok",
  "data": {
    "town_id": "12345",
    "town_name": "Indianapolis",
    "building_count": "45",
    "town_center_x": "216",
    "town_center_y": "-1968",
    "commercial_count": "12",
    "residential_count": "30",
    "cargo_demands": "FOOD, GOODS",
    "cargo_details": "FOOD:80/100; GOODS:50/80"
  }
})";

// "#### `query_industries`" → Response.
constexpr const char *kGoldenIndustries = R"({
  "status": "ok",
  "data": {
    "industries": [
      {
        "id": "67890",
        "name": "Oil Well",
        "type": "oil_well",
        "x": "1234",
        "y": "5678"
      }
    ]
  }
})";

// "#### `query_lines`" → Response.
constexpr const char *kGoldenLines = R"({
  "status": "ok",
  "data": {
    "lines": [
      {
        "id": "33418",
        "name": "Coal Route",
        "vehicle_count": "3",
        "stop_count": "2",
        "rate": "120",
        "frequency": "0.05",
        "interval": "20"
      }
    ]
  }
})";

// "#### `snapshot_state`" → Response.
constexpr const char *kGoldenSnapshot = R"({
  "status": "ok",
  "data": {
    "snapshot_id": "snap_abc123"
  }
})";

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

QByteArray bytes(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

/// "## JSON String Requirement": where a value that is not a string sits, or empty.
QString notAString(const QJsonValue &value, const QString &where = u"$"_s)
{
    if (value.isObject() || value.isArray()) {
        const QJsonObject object = value.isObject() ? value.toObject() : QJsonObject();
        const QJsonArray array = value.isArray() ? value.toArray() : QJsonArray();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (QString found = notAString(it.value(), where + u"."_s + it.key()); !found.isEmpty())
                return found;
        }
        for (const QJsonValue &item : array) {
            if (QString found = notAString(item, where + u"[]"_s); !found.isEmpty())
                return found;
        }
        return {};
    }
    return value.isString() ? QString() : where;
}

QStringList keysOf(const QJsonValue &value)
{
    return value.toObject().keys();
}

/// Whether every key of the document's example object is in `actual` (recursing into the
/// first element of arrays), and every leaf of `actual` a string.
bool hasTheDocumentsShape(const QJsonValue &golden, const QJsonValue &actual, QString *why)
{
    if (golden.isObject()) {
        const QJsonObject g = golden.toObject();
        const QJsonObject a = actual.toObject();
        for (auto it = g.begin(); it != g.end(); ++it) {
            if (!a.contains(it.key()))
                return *why = u"no key "_s + it.key(), false;
            if (!hasTheDocumentsShape(it.value(), a.value(it.key()), why))
                return false;
        }
        return true;
    }
    if (golden.isArray()) {
        if (actual.toArray().isEmpty())
            return *why = u"an empty array"_s, false;
        return hasTheDocumentsShape(golden.toArray().first(), actual.toArray().first(), why);
    }
    if (!actual.isString())
        return *why = u"a value that is not a string"_s, false;
    return true;
}

struct Required
{
    QString command;
    QStringList required;
    QStringList optional;
};

/// "## Available Commands": every command, the parameters its "Params:" line gives, and the
/// one the document calls optional ("(optional cargo filter)").
QList<Required> documentsParameters()
{
    return {
        {u"ping"_s, {}, {}},
        {u"query_game_state"_s, {}, {}},
        {u"set_speed"_s, {u"speed"_s}, {}},
        {u"query_towns"_s, {}, {}},
        {u"query_town_demands"_s, {}, {}},
        {u"query_town_buildings"_s, {u"town_id"_s}, {}},
        {u"query_industries"_s, {}, {}},
        {u"query_lines"_s, {}, {}},
        {u"query_vehicles"_s, {}, {}},
        {u"query_stations"_s, {}, {}},
        {u"build_road"_s, {}, {u"cargo"_s}},
        {u"build_industry_connection"_s, {u"industry1_id"_s, u"industry2_id"_s}, {}},
        {u"build_cargo_to_town"_s, {u"industry_id"_s, u"town_id"_s, u"cargo"_s}, {}},
        {u"add_vehicle"_s, {u"line_id"_s, u"vehicle_type"_s}, {}},
        {u"delete_line"_s, {u"line_id"_s}, {}},
        {u"optimize_line_vehicles"_s, {u"line_id"_s}, {}},
        {u"snapshot_state"_s, {}, {}},
        {u"diff_state"_s, {u"snapshot_id"_s}, {}},
        {u"pause"_s, {}, {}},
        {u"resume"_s, {}, {}},
    };
}

} // namespace

class TestTf2Conformance : public QObject
{
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> m_dir;

    QString cmdPath() const { return m_dir->filePath(u"tf2_cmd.json"_s); }
    QString respPath() const { return m_dir->filePath(u"tf2_resp.json"_s); }
    QJsonObject fileObject(const QString &path) const
    {
        return QJsonDocument::fromJson(ictest::readFile(path)).object();
    }

    std::unique_ptr<Tf2FileConnector> openConnector()
    {
        auto tf2 = std::make_unique<Tf2FileConnector>();
        tf2->setFolder(m_dir->path());
        tf2->setPollInterval(5);
        tf2->open();
        return tf2;
    }
    std::unique_ptr<Tf2SimGame> startGame(int clearLagTicks = 0)
    {
        Tf2SimGame::Options options = Tf2SimGame::optionsInFolder(m_dir->path());
        options.tickMs = 10;
        options.clearLagTicks = clearLagTicks;
        auto game = std::make_unique<Tf2SimGame>(options);
        return game->start() ? std::move(game) : nullptr;
    }
    /// Plays the document's mod by hand for one command: reads it, writes `response` with its
    /// id, then clears the command file ("Clear command file after processing").
    QJsonObject answerAsTheMod(QJsonObject response)
    {
        if (!QTest::qWaitFor([&] { return !ictest::readFile(cmdPath()).isEmpty(); }, 4000))
            return {};
        const QJsonObject command = fileObject(cmdPath());
        response.insert(u"id"_s, command.value(u"id"_s));
        if (!ictest::writeFile(respPath(), bytes(response)) ||
            !ictest::writeFile(cmdPath(), QByteArray()))
            return {};
        return command;
    }
    /// The game's answer to one command file, written as the document's client would.
    QJsonObject askTheGame(Tf2SimGame &game, const QByteArray &command)
    {
        QSignalSpy answered(&game, &Tf2SimGame::commandAnswered);
        if (!ictest::writeFile(cmdPath(), command) || !answered.wait(4000))
            return {};
        return fileObject(respPath());
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<CommandResult>();
        qRegisterMetaType<WireEntry>();
    }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }
    void cleanup() { m_dir.reset(); }

    // --- the connector ---------------------------------------------------------------------

    void connectorWritesTheDocumentsCommandFormat_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("params");
        QTest::addColumn<QJsonObject>("sentParams");
        QTest::newRow("no params: {}") << u"query_game_state"_s << QVariantMap() << QJsonObject();
        QTest::newRow("a number as a string")
            << u"set_speed"_s << QVariantMap{{u"speed"_s, 2}} << QJsonObject{{u"speed"_s, u"2"_s}};
        QTest::newRow("ids") << u"build_industry_connection"_s
                             << QVariantMap{{u"industry1_id"_s, u"12345"_s},
                                            {u"industry2_id"_s, u"67890"_s}}
                             << QJsonObject{{u"industry1_id"_s, u"12345"_s},
                                            {u"industry2_id"_s, u"67890"_s}};
    }
    void connectorWritesTheDocumentsCommandFormat()
    {
        QFETCH(QString, command);
        QFETCH(QVariantMap, params);
        QFETCH(QJsonObject, sentParams);
        auto tf2 = openConnector();
        const qint64 before = QDateTime::currentMSecsSinceEpoch();
        tf2->run(command, params);
        const QJsonObject sent = fileObject(cmdPath());
        // The document's keys, no others; every value a string ("ALL values must be strings").
        QCOMPARE(sent.keys(), json(kGoldenCommand).keys());
        QCOMPARE(notAString(sent), QString());
        // "Unique request ID (8-char hex)", "Timestamp in milliseconds".
        QVERIFY2(QRegularExpression(u"^[0-9a-f]{8}$"_s).match(sent[u"id"_s].toString()).hasMatch(),
                 qPrintable(sent[u"id"_s].toString()));
        const qint64 ts = sent[u"ts"_s].toString().toLongLong();
        QVERIFY(ts >= before && ts <= QDateTime::currentMSecsSinceEpoch());
        QCOMPARE(sent[u"cmd"_s].toString(), command);
        QCOMPARE(sent[u"params"_s], QJsonValue(sentParams));
    }

    void connectorTakesTheDocumentsResponses_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("params");
        QTest::addColumn<QByteArray>("golden");
        QTest::addColumn<QString>("dataKey"); // a typed-back value to check; empty: "pong"
        QTest::addColumn<QVariant>("dataValue");
        QTest::newRow("ping") << u"ping"_s << QVariantMap() << QByteArray(kGoldenPing) << QString()
                              << QVariant(u"pong"_s);
        QTest::newRow("query_game_state")
            << u"query_game_state"_s << QVariantMap() << QByteArray(kGoldenGameState) << u"year"_s
            << QVariant(1855.0);
        QTest::newRow("snapshot_state")
            << u"snapshot_state"_s << QVariantMap() << QByteArray(kGoldenSnapshot)
            << u"snapshot_id"_s << QVariant(u"snap_abc123"_s);
        QTest::newRow("error") << u"query_town_buildings"_s << QVariantMap{{u"town_id"_s, u"99"_s}}
                               << QByteArray(kGoldenError) << QString() << QVariant();
    }
    void connectorTakesTheDocumentsResponses()
    {
        QFETCH(QString, command);
        QFETCH(QVariantMap, params);
        QFETCH(QByteArray, golden);
        QFETCH(QString, dataKey);
        QFETCH(QVariant, dataValue);
        auto tf2 = openConnector();
        QSignalSpy finished(tf2.get(), &Connector::finished);
        tf2->run(command, params);
        QVERIFY(!answerAsTheMod(json(golden.constData())).isEmpty());
        QVERIFY(finished.wait(4000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        if (!dataValue.isValid()) {
            QCOMPARE(result.errorCode(), u"game_error"_s);
            QVERIFY2(result.message().contains(u"Invalid town_id parameter"_s),
                     qPrintable(result.message()));
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.message()));
        const QJsonValue shown = dataKey.isEmpty() ? result.data : result.data[dataKey];
        QCOMPARE(shown.toVariant(), dataValue);
    }

    void catalogueRequiresWhatTheDocumentLists()
    {
        const QList<icconnectors::CommandSpec> catalogue = tf2Commands();
        const QList<Required> document = documentsParameters();
        QCOMPARE(catalogue.size(), document.size());
        for (qsizetype i = 0; i < document.size(); ++i) {
            const auto &spec = catalogue.at(i);
            const Required &doc = document.at(i);
            QCOMPARE(spec.name, doc.command); // the document's order
            QStringList required;
            QStringList optional;
            for (const auto &param : spec.params)
                (param.required ? required : optional).append(param.name);
            QCOMPARE(required, doc.required);
            QCOMPARE(optional, doc.optional);
        }
    }

    void connectorWaitsForTheModsClearBeforeTheNext()
    {
        auto tf2 = openConnector();
        QSignalSpy finished(tf2.get(), &Connector::finished);
        tf2->run(u"ping"_s, {});
        tf2->run(u"query_game_state"_s, {});
        // The document's mod, slowly: the answer first, the clear only later.
        const QByteArray first = ictest::readFile(cmdPath());
        QJsonObject answer = json(kGoldenPing);
        answer.insert(u"id"_s, fileObject(cmdPath())[u"id"_s]);
        QVERIFY(ictest::writeFile(respPath(), bytes(answer)));
        QVERIFY(finished.wait(4000));
        QVERIFY(tf2->figures().contains(
            {u"In flight"_s, u"none: waiting for the game to clear the command file"_s}));
        QCOMPARE(ictest::readFile(cmdPath()), first); // not overwritten: the mod would wipe it
        QVERIFY(ictest::writeFile(cmdPath(), QByteArray()));
        QTRY_COMPARE_WITH_TIMEOUT(fileObject(cmdPath())[u"cmd"_s].toString(), u"query_game_state"_s,
                                  4000);
    }

    // --- the simulated game ----------------------------------------------------------------

    void gameAnswersTheDocumentsCommand()
    {
        auto game = startGame();
        QVERIFY(game);
        const QJsonObject response = askTheGame(*game, QByteArray(kGoldenCommand));
        QCOMPARE(response[u"id"_s].toString(), u"a1b2c3d4"_s);
        QCOMPARE(response[u"status"_s].toString(), u"ok"_s);
        QString why;
        QVERIFY2(hasTheDocumentsShape(json(kGoldenGameState), response, &why), qPrintable(why));
        QCOMPARE(keysOf(response[u"data"_s]), keysOf(json(kGoldenGameState)[u"data"_s]));
        QCOMPARE(ictest::readFile(cmdPath()), QByteArray()); // "Clear command file"
    }

    void gameAnswersInTheDocumentsShapes_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QJsonObject>("params");
        QTest::addColumn<QByteArray>("golden");
        QTest::newRow("ping") << u"ping"_s << QJsonObject() << QByteArray(kGoldenPing);
        QTest::newRow("query_towns")
            << u"query_towns"_s << QJsonObject() << QByteArray(kGoldenTowns);
        QTest::newRow("query_town_demands")
            << u"query_town_demands"_s << QJsonObject() << QByteArray(kGoldenTownDemands);
        QTest::newRow("query_town_buildings")
            << u"query_town_buildings"_s << QJsonObject{{u"town_id"_s, u"12345"_s}}
            << QByteArray(kGoldenTownBuildings);
        QTest::newRow("query_industries")
            << u"query_industries"_s << QJsonObject() << QByteArray(kGoldenIndustries);
        QTest::newRow("query_lines")
            << u"query_lines"_s << QJsonObject() << QByteArray(kGoldenLines);
        QTest::newRow("snapshot_state")
            << u"snapshot_state"_s << QJsonObject() << QByteArray(kGoldenSnapshot);
    }
    void gameAnswersInTheDocumentsShapes()
    {
        QFETCH(QString, command);
        QFETCH(QJsonObject, params);
        QFETCH(QByteArray, golden);
        auto game = startGame();
        QVERIFY(game);
        const QJsonObject sent{{u"id"_s, u"0badcafe"_s},
                               {u"cmd"_s, command},
                               {u"ts"_s, u"1706380000000"_s},
                               {u"params"_s, params}};
        const QJsonObject response = askTheGame(*game, bytes(sent));
        QCOMPARE(response[u"id"_s].toString(), u"0badcafe"_s);
        QJsonObject expected = json(golden.constData());
        expected.insert(u"id"_s, u"0badcafe"_s);
        QString why;
        QVERIFY2(hasTheDocumentsShape(expected, response, &why),
                 qPrintable(why + u": "_s + QString::fromUtf8(bytes(response))));
        QCOMPARE(notAString(response), QString());
    }

    void gameAnswersTheDocumentsErrorWordForWord()
    {
        auto game = startGame();
        QVERIFY(game);
        const QJsonObject sent{{u"id"_s, u"a1b2c3d4"_s},
                               {u"cmd"_s, u"query_town_buildings"_s},
                               {u"ts"_s, u"1706380000000"_s},
                               {u"params"_s, QJsonObject{{u"town_id"_s, u"99"_s}}}};
        QCOMPARE(askTheGame(*game, bytes(sent)), json(kGoldenError));
    }

    void gameRefusesWhatTheDocumentCallsIncorrect_data()
    {
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QString>("message");
        // "## JSON String Requirement": {"year": 1855, ...} "will break!".
        QTest::newRow("a number")
            << QByteArray(
                   R"({"id":"a1b2c3d4","cmd":"set_speed","ts":"1706380000000","params":{"speed":2}})")
            << u"params.speed"_s;
        QTest::newRow("a boolean")
            << QByteArray(
                   R"({"id":"a1b2c3d4","cmd":"pause","ts":"1706380000000","params":{"paused":false}})")
            << u"params.paused"_s;
        QTest::newRow("a number ts")
            << QByteArray(R"({"id":"a1b2c3d4","cmd":"ping","ts":1706380000000,"params":{}})")
            << u"ts"_s;
        // "Need [param] parameter".
        QTest::newRow("a missing param")
            << QByteArray(
                   R"({"id":"a1b2c3d4","cmd":"query_town_buildings","ts":"1706380000000","params":{}})")
            << u"Need town_id parameter"_s;
    }
    void gameRefusesWhatTheDocumentCallsIncorrect()
    {
        QFETCH(QByteArray, command);
        QFETCH(QString, message);
        auto game = startGame();
        QVERIFY(game);
        const QJsonObject response = askTheGame(*game, command);
        QCOMPARE(response[u"id"_s].toString(), u"a1b2c3d4"_s);
        QCOMPARE(response[u"status"_s].toString(), u"error"_s);
        QVERIFY2(response[u"message"_s].toString().contains(message),
                 qPrintable(response[u"message"_s].toString()));
        QVERIFY(!game->world().paused());
    }

    void gameClearsAfterAnswering()
    {
        // The document's order: "executes and writes to /tmp/tf2_resp.json", then "Clear command
        // file after processing". A command a client writes in between is wiped.
        auto game = startGame();
        QVERIFY(game);
        const QByteArray next = R"({"id":"0000beef","cmd":"pause","ts":"1","params":{}})";
        bool responseWasThere = false;
        connect(
            game.get(), &Tf2SimGame::responseWritten, this,
            [&] {
                responseWasThere = fileObject(respPath())[u"id"_s] == u"a1b2c3d4"_s;
                QVERIFY(ictest::writeFile(cmdPath(), next));
            },
            Qt::DirectConnection);
        QVERIFY(!askTheGame(*game, QByteArray(kGoldenCommand)).isEmpty());
        QVERIFY(responseWasThere);
        QCOMPARE(ictest::readFile(cmdPath()), QByteArray()); // the next command is gone
        QCOMPARE(game->lastCommandId(), u"a1b2c3d4"_s);
        QVERIFY(!game->world().paused());
    }

    // --- both ------------------------------------------------------------------------------

    void fourQueuedCommandsAllCompleteAgainstAModThatClearsAfterAnswering()
    {
        auto game = startGame(5); // the clear comes 5 ticks after the answer
        QVERIFY(game);
        auto tf2 = openConnector();
        QSignalSpy finished(tf2.get(), &Connector::finished);
        const QList<quint64> runs = tf2->refreshGameView();
        QCOMPARE(runs.size(), 4);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, 10000);
        for (const auto &args : finished) {
            const auto result = args.at(0).value<CommandResult>();
            QVERIFY2(result.ok(), qPrintable(result.message()));
        }
        QCOMPARE(game->commandsProcessed(), 4u);
        QVERIFY(tf2->gameView().toJson().contains(u"vehicles"_s));
    }

    void withoutTheWaitAQueuedCommandIsLost()
    {
        // The check that the test above can fail: the connector's wait switched off, as it was
        // before, the mod's clear wipes a queued command and it times out.
        auto game = startGame(5);
        QVERIFY(game);
        auto tf2 = openConnector();
        tf2->setClearWait(0);
        tf2->setTimeouts(1500, 1500);
        QSignalSpy finished(tf2.get(), &Connector::finished);
        tf2->refreshGameView();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, 10000);
        qsizetype timeouts = 0;
        for (const auto &args : finished)
            timeouts += args.at(0).value<CommandResult>().errorCode() == u"timeout"_s;
        QVERIFY(timeouts >= 1);
        QVERIFY(game->commandsProcessed() < 4u);
    }
};

QTEST_GUILESS_MAIN(TestTf2Conformance)
#include "TestTf2Conformance.moc"
