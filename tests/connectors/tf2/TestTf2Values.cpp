// The TF2 codec: every value a string going out (numbers, booleans, null, nested), typed back
// for display by the documented rules (ids and names stay strings), 8-hex ids, the command and
// response files checked as the seed shapes them, the catalogue and the game view.

#include "connectors/tf2/Tf2Commands.h"
#include "connectors/tf2/Tf2GameView.h"
#include "connectors/tf2/Tf2Ids.h"
#include "connectors/tf2/Tf2Message.h"
#include "connectors/tf2/Tf2Values.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace icconnectors::tf2;
using namespace Qt::StringLiterals;

namespace {

QJsonObject parse(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

} // namespace

class TestTf2Values : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stringifiesEveryLeaf_data()
    {
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QJsonValue>("wire");
        QTest::newRow("integer") << QJsonValue(1855) << QJsonValue(QStringLiteral("1855"));
        QTest::newRow("negative") << QJsonValue(-1968) << QJsonValue(QStringLiteral("-1968"));
        QTest::newRow("qint64") << QJsonValue(qint64(9007199254740993))
                                << QJsonValue(QStringLiteral("9007199254740993"));
        QTest::newRow("whole double")
            << QJsonValue(2500000.0) << QJsonValue(QStringLiteral("2500000"));
        QTest::newRow("fraction") << QJsonValue(0.05) << QJsonValue(QStringLiteral("0.05"));
        QTest::newRow("true") << QJsonValue(true) << QJsonValue(QStringLiteral("true"));
        QTest::newRow("false") << QJsonValue(false) << QJsonValue(QStringLiteral("false"));
        QTest::newRow("null") << QJsonValue(QJsonValue::Null) << QJsonValue(QStringLiteral("null"));
        QTest::newRow("string kept")
            << QJsonValue(QStringLiteral("COAL")) << QJsonValue(QStringLiteral("COAL"));
        QTest::newRow("nested")
            << QJsonValue(
                   QJsonObject{{QStringLiteral("a"), QJsonArray{1, true, QJsonValue()}},
                               {QStringLiteral("b"), QJsonObject{{QStringLiteral("c"), 2.5}}}})
            << QJsonValue(QJsonObject{
                   {QStringLiteral("a"), QJsonArray{QStringLiteral("1"), QStringLiteral("true"),
                                                    QStringLiteral("null")}},
                   {QStringLiteral("b"),
                    QJsonObject{{QStringLiteral("c"), QStringLiteral("2.5")}}}});
    }
    void stringifiesEveryLeaf()
    {
        QFETCH(QJsonValue, value);
        QFETCH(QJsonValue, wire);
        QCOMPARE(stringify(value), wire);
        QCOMPARE(firstNonString(stringify(value)), QString());
    }

    void namesTheFirstValueThatIsNotAString()
    {
        const QJsonObject command{
            {QStringLiteral("id"), QStringLiteral("a1b2c3d4")},
            {QStringLiteral("params"),
             QJsonObject{{QStringLiteral("list"), QJsonArray{QStringLiteral("x"), 3}}}}};
        QCOMPARE(firstNonString(command), QStringLiteral("params.list[1]"));
        QCOMPARE(firstNonString(QJsonValue(false)), QStringLiteral("(value)"));
    }

    void typesBackForDisplay_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QJsonValue>("shown");
        const auto s = [](const char *t) { return QJsonValue(QString::fromLatin1(t)); };
        QTest::newRow("year") << u"year"_s << u"1855"_s << QJsonValue(1855);
        QTest::newRow("negative") << u"y"_s << u"-1968"_s << QJsonValue(-1968);
        QTest::newRow("fraction") << u"frequency"_s << u"0.05"_s << QJsonValue(0.05);
        QTest::newRow("false") << u"paused"_s << u"false"_s << QJsonValue(false);
        QTest::newRow("true") << u"deleted"_s << u"true"_s << QJsonValue(true);
        QTest::newRow("null") << u"data"_s << u"null"_s << QJsonValue(QJsonValue::Null);
        QTest::newRow("id stays") << u"id"_s << u"12345"_s << s("12345");
        QTest::newRow("x_id stays") << u"town_id"_s << u"12345"_s << s("12345");
        QTest::newRow("name stays") << u"name"_s << u"1855"_s << s("1855");
        QTest::newRow("town_name stays") << u"town_name"_s << u"true"_s << s("true");
        QTest::newRow("cargo stays") << u"cargo"_s << u"null"_s << s("null");
        QTest::newRow("leading zero") << u"code"_s << u"007"_s << s("007");
        QTest::newRow("exponent") << u"big"_s << u"1e3"_s << s("1e3");
        QTest::newRow("plus") << u"n"_s << u"+5"_s << s("+5");
        QTest::newRow("space") << u"n"_s << u" 5"_s << s(" 5");
        QTest::newRow("too long") << u"n"_s << u"12345678901234567890"_s
                                  << s("12345678901234567890");
        QTest::newRow("text") << u"cargo_demands"_s << u"FOOD:80"_s << s("FOOD:80");
        QTest::newRow("True is text") << u"flag"_s << u"True"_s << s("True");
    }
    void typesBackForDisplay()
    {
        QFETCH(QString, key);
        QFETCH(QString, text);
        QFETCH(QJsonValue, shown);
        const QJsonValue typed = typeBack(QJsonObject{{key, text}});
        QCOMPARE(typed.toObject().value(key), shown);
    }

    void typesBackInsideArraysByTheirKeys()
    {
        const QJsonObject data{
            {QStringLiteral("towns"),
             QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("12345")},
                                    {QStringLiteral("name"), QStringLiteral("Indianapolis")},
                                    {QStringLiteral("population"), QStringLiteral("5000")}}}},
            {QStringLiteral("line_id"), QJsonArray{QStringLiteral("1"), QStringLiteral("2")}}};
        const QJsonObject typed = typeBack(data).toObject();
        const QJsonObject town = typed[QStringLiteral("towns")].toArray().at(0).toObject();
        QCOMPARE(town[QStringLiteral("id")], QJsonValue(QStringLiteral("12345")));
        QCOMPARE(town[QStringLiteral("population")], QJsonValue(5000));
        QCOMPARE(typed[QStringLiteral("line_id")].toArray().at(1), QJsonValue(QStringLiteral("2")));
        QCOMPARE(typeBack(QJsonValue(QStringLiteral("pong"))), QJsonValue(QStringLiteral("pong")));
    }

    void roundTripsTypedValues()
    {
        const QJsonObject typed{{QStringLiteral("year"), 1855},
                                {QStringLiteral("money"), qint64(2500000)},
                                {QStringLiteral("rate"), 0.125},
                                {QStringLiteral("paused"), false},
                                {QStringLiteral("gone"), QJsonValue()},
                                {QStringLiteral("id"), QStringLiteral("33418")}};
        QCOMPARE(typeBack(stringify(typed)), QJsonValue(typed));
    }

    void idsAreEightHex()
    {
        const QRegularExpression eightHex(QStringLiteral("^[0-9a-f]{8}$"));
        QSet<QString> seen;
        QString previous;
        for (int i = 0; i < 1000; ++i) {
            const QString id = newRequestId(previous);
            QVERIFY2(eightHex.match(id).hasMatch(), qPrintable(id));
            QVERIFY(id != previous);
            QVERIFY(isRequestId(id));
            seen.insert(id);
            previous = id;
        }
        QVERIFY(seen.size() > 990); // random, not a counter stuck on a few values
        for (const char *bad : {"a1b2c3d", "a1b2c3d4e", "g1b2c3d4", "", "a1b2 3d4"})
            QVERIFY2(!isRequestId(QString::fromLatin1(bad)), bad);
        QVERIFY(isRequestId(QStringLiteral("A1B2C3D4")));
    }

    void commandFileHasOnlyStrings()
    {
        Tf2Command command;
        command.id = QStringLiteral("a1b2c3d4");
        command.cmd = QStringLiteral("set_speed");
        command.ts = 1706380000000;
        command.params = QJsonObject{{QStringLiteral("speed"), qint64(3)},
                                     {QStringLiteral("fast"), true},
                                     {QStringLiteral("rate"), 0.5}};
        const QJsonObject object = parse(encodeCommand(command));
        QCOMPARE(firstNonString(object), QString());
        QCOMPARE(object[QStringLiteral("ts")], QJsonValue(QStringLiteral("1706380000000")));
        const QJsonObject params = object[QStringLiteral("params")].toObject();
        QCOMPARE(params[QStringLiteral("speed")], QJsonValue(QStringLiteral("3")));
        QCOMPARE(params[QStringLiteral("fast")], QJsonValue(QStringLiteral("true")));
        QCOMPARE(params[QStringLiteral("rate")], QJsonValue(QStringLiteral("0.5")));
        command.params = {};
        // Always there, {} when empty: a Lua mod indexing cmd.params without a nil guard.
        QCOMPARE(parse(encodeCommand(command))[QStringLiteral("params")],
                 QJsonValue(QJsonObject()));
    }

    void responseFileHasOnlyStrings()
    {
        Tf2Response response;
        response.id = QStringLiteral("a1b2c3d4");
        response.answer = QJsonValue(
            QJsonObject{{QStringLiteral("year"), 1855}, {QStringLiteral("paused"), false}});
        const QJsonObject object = parse(encodeResponse(response));
        QCOMPARE(firstNonString(object), QString());
        QCOMPARE(object[QStringLiteral("status")], QJsonValue(QStringLiteral("ok")));
    }

    void decodesResponsesOrSaysWhatIsWrong_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("code");
        const QByteArray whole = R"({"id":"a1b2c3d4","status":"ok","data":"pong"})";
        QTest::newRow("whole") << whole << QString();
        QTest::newRow("half") << whole.left(whole.size() / 2) << QStringLiteral("tf2.incomplete");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("tf2.incomplete");
        QTest::newRow("not an object") << QByteArray("[1]") << QStringLiteral("tf2.bad_response");
        QTest::newRow("no id") << QByteArray(R"({"status":"ok"})")
                               << QStringLiteral("tf2.bad_response");
        QTest::newRow("numeric id")
            << QByteArray(R"({"id":5,"status":"ok"})") << QStringLiteral("tf2.bad_response");
        QTest::newRow("odd status") << QByteArray(R"({"id":"a1b2c3d4","status":"fine"})")
                                    << QStringLiteral("tf2.bad_response");
        QTest::newRow("oversized")
            << QByteArray(kMaxFileBytes + 1, ' ') << QStringLiteral("tf2.oversized");
    }
    void decodesResponsesOrSaysWhatIsWrong()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, code);
        const auto response = decodeResponse(bytes);
        QCOMPARE(response.ok() ? QString() : response.error().code, code);
        if (response)
            QCOMPARE(response->answer.valueOr(QJsonValue()), QJsonValue(QStringLiteral("pong")));
        else
            QVERIFY(!response.error().message.isEmpty());
    }

    void anErrorWithoutMessageStillSaysSomething()
    {
        const auto response = decodeResponse(R"({"id":"a1b2c3d4","status":"error"})");
        QVERIFY(response);
        QVERIFY(!response->answer.ok());
        QCOMPARE(response->answer.error().code, QStringLiteral("tf2.game_error"));
        QVERIFY(!response->answer.error().message.isEmpty());
    }

    void refusesCommandsWithValuesThatAreNotStrings()
    {
        QString id;
        const auto command = decodeCommand(
            R"({"id":"a1b2c3d4","cmd":"set_speed","ts":"1","params":{"speed":3}})", &id);
        QVERIFY(!command);
        QCOMPARE(command.error().code, QStringLiteral("tf2.not_string"));
        QVERIFY2(command.error().message.contains(QStringLiteral("params.speed")),
                 qPrintable(command.error().message));
        QCOMPARE(id, QStringLiteral("a1b2c3d4"));
        const auto good = decodeCommand(
            R"({"id":"a1b2c3d4","cmd":"set_speed","ts":"17","params":{"speed":"3"}})");
        QVERIFY(good);
        QCOMPARE(good->ts, 17);
        QCOMPARE(good->params[QStringLiteral("speed")], QJsonValue(QStringLiteral("3")));
        QCOMPARE(decodeCommand(R"({"cmd":"ping"})").error().code,
                 QStringLiteral("tf2.bad_command"));
    }

    void catalogueIsTheSeeds()
    {
        QStringList names;
        for (const auto &spec : tf2Commands())
            names.append(spec.name);
        const QStringList seed = {QStringLiteral("ping"),
                                  QStringLiteral("query_game_state"),
                                  QStringLiteral("set_speed"),
                                  QStringLiteral("query_towns"),
                                  QStringLiteral("query_town_demands"),
                                  QStringLiteral("query_town_buildings"),
                                  QStringLiteral("query_industries"),
                                  QStringLiteral("query_lines"),
                                  QStringLiteral("query_vehicles"),
                                  QStringLiteral("query_stations"),
                                  QStringLiteral("build_road"),
                                  QStringLiteral("build_industry_connection"),
                                  QStringLiteral("build_cargo_to_town"),
                                  QStringLiteral("add_vehicle"),
                                  QStringLiteral("delete_line"),
                                  QStringLiteral("optimize_line_vehicles"),
                                  QStringLiteral("snapshot_state"),
                                  QStringLiteral("diff_state"),
                                  QStringLiteral("pause"),
                                  QStringLiteral("resume")};
        QCOMPARE(names, seed);
        for (const auto &spec : tf2Commands())
            QVERIFY2(!spec.summary.isEmpty(), qPrintable(spec.name));
    }

    void setSpeedTakesZeroToFour()
    {
        const auto specs = tf2Commands();
        const auto &setSpeed = *std::find_if(specs.cbegin(), specs.cend(), [](const auto &s) {
            return s.name == QLatin1String("set_speed");
        });
        const auto *speed = setSpeed.param(QStringLiteral("speed"));
        QVERIFY(speed && speed->required);
        QCOMPARE(speed->minimum, 0);
        QCOMPARE(speed->maximum, 4);
        QVERIFY(icconnectors::checkParams(setSpeed, {{QStringLiteral("speed"), 0}}));
        QVERIFY(!icconnectors::checkParams(setSpeed, {{QStringLiteral("speed"), 5}}));
        QVERIFY(!icconnectors::checkParams(setSpeed, {}));
    }

    void gameViewLearnsFromAnswers()
    {
        Tf2GameView view;
        QCOMPARE(view.townCount(), -1);
        const QJsonValue state =
            typeBack(QJsonObject{{QStringLiteral("year"), QStringLiteral("1855")},
                                 {QStringLiteral("month"), QStringLiteral("3")},
                                 {QStringLiteral("day"), QStringLiteral("15")},
                                 {QStringLiteral("money"), QStringLiteral("2500000")},
                                 {QStringLiteral("speed"), QStringLiteral("1")},
                                 {QStringLiteral("paused"), QStringLiteral("false")}});
        QVERIFY(view.absorb(QStringLiteral("query_game_state"), {}, state));
        QVERIFY(!view.absorb(QStringLiteral("query_game_state"), {}, state)); // no change
        QCOMPARE(view.dateText(), QStringLiteral("1855-03-15"));
        QCOMPARE(view.money(), 2500000);
        QCOMPARE(view.paused(), false);
        QVERIFY(view.absorb(QStringLiteral("pause"), {}, {}));
        QCOMPARE(view.paused(), true);
        QVERIFY(view.absorb(QStringLiteral("set_speed"), {{QStringLiteral("speed"), 3}}, {}));
        QCOMPARE(view.speed(), 3);
        QCOMPARE(view.paused(), false);
        QVERIFY(view.absorb(QStringLiteral("query_towns"), {},
                            QJsonObject{{QStringLiteral("towns"), QJsonArray{QJsonObject()}}}));
        QCOMPARE(view.townCount(), 1);
        QVERIFY(!view.absorb(QStringLiteral("build_road"), {}, QJsonObject()));
        QCOMPARE(view.toJson()[QStringLiteral("year")], QJsonValue(1855));
        QCOMPARE(view.figures().size(), 7);
    }
};

QTEST_GUILESS_MAIN(TestTf2Values)
#include "TestTf2Values.moc"
