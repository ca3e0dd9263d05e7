// EventScan, the gateway's fast way to read an ic/event's category, type and tick without a
// JSON document: what it recognises it reads as the full parse does (escaped quotes and
// nested "type" keys inside data, unicode escapes, keys in any order, spaces), and anything
// unusual (a batch, an id, an escaped or repeated name, a fractional tick, broken JSON, deep
// nesting) it leaves to the full parse.

#include "icrp/client/EventScan.h"
#include "icrp/protocol/JsonRpc.h"

#include <QJsonObject>
#include <QTest>

using icrp::EventScan;

class TestEventScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsWhatTheFullParseReads_data();
    void readsWhatTheFullParseReads();
    void leavesTheUnusualToTheFullParse_data();
    void leavesTheUnusualToTheFullParse();
    void noPrefixIsTaken();
    void everyPlaceInALongString();
};

void TestEventScan::readsWhatTheFullParseReads_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("category");
    QTest::addColumn<QString>("type");
    QTest::addColumn<qint64>("tick");
    QTest::newRow("as the server writes it")
        << QStringLiteral(R"({"jsonrpc":"2.0","method":"ic/event","params":{"category":"combat",)"
                          R"("data":{"x":1},"tick":42,"type":"unit_destroyed"}})")
        << "combat"
        << "unit_destroyed" << qint64(42);
    QTest::newRow("escaped quotes in data")
        << QStringLiteral(R"({"jsonrpc":"2.0","method":"ic/event","params":{"data":{"msg":)"
                          R"("he said \"type\":\"fake\" \\\"","\"type\"":"x"},)"
                          R"("category":"chat","type":"message","tick":7}})")
        << "chat"
        << "message" << qint64(7);
    QTest::newRow("nested type and category keys inside data, before the real ones")
        << QStringLiteral(R"({"params":{"data":{"type":"inner","category":"economy","tick":1,)"
                          R"("deep":[{"type":"deeper"},[],{}]},"category":"match","tick":-3,)"
                          R"("type":"phase_changed"},"method":"ic/event","jsonrpc":"2.0"})")
        << "match"
        << "phase_changed" << qint64(-3);
    QTest::newRow("unicode escapes and non-ASCII in data")
        << QStringLiteral(u"{\"jsonrpc\":\"2.0\",\"method\":\"ic/event\",\"params\":{\"category\":"
                          u"\"chat\",\"type\":\"message\",\"tick\":0,\"data\":{\"t\":\"\\u00e9\\"
                          u"ud83d\\ude00 ж 😀\",\"n\":-1.5e+3,\"b\":[true,false,null]}}}")
        << "chat"
        << "message" << qint64(0);
    QTest::newRow("spaces everywhere, no tick")
        << QStringLiteral(" {\n \"jsonrpc\" : \"2.0\" ,\t\"method\":\"ic/event\",\r\n \"params\""
                          " : { \"category\" : \"combat\" , \"type\" : \"hit\" , \"extra\" : "
                          "[ 1 , 2 ] } } \n")
        << "combat"
        << "hit" << qint64(0);
}

void TestEventScan::readsWhatTheFullParseReads()
{
    QFETCH(QString, text);
    QFETCH(QString, category);
    QFETCH(QString, type);
    QFETCH(qint64, tick);
    const auto event = EventScan::json(QByteArrayView(text.toUtf8()));
    QVERIFY(event);
    QCOMPARE(event->category, category);
    QCOMPARE(event->type, type);
    QCOMPARE(event->tick, tick);
    // The same as the full parse.
    const auto parsed = icrp::JsonRpc::parse(text.toUtf8());
    QVERIFY(!parsed.parseError);
    QCOMPARE(parsed.messages.size(), 1);
    const QJsonObject params = parsed.messages.first().params.toObject();
    QCOMPARE(parsed.messages.first().method, QStringLiteral("ic/event"));
    QCOMPARE(params.value(QLatin1String("category")).toString(), category);
    QCOMPARE(params.value(QLatin1String("type")).toString(), type);
    QCOMPARE(params.value(QLatin1String("tick")).toInteger(), tick);
}

void TestEventScan::leavesTheUnusualToTheFullParse_data()
{
    QTest::addColumn<QString>("text");
    const QString head = QStringLiteral(R"({"jsonrpc":"2.0","method":"ic/event",)");
    QTest::newRow("a batch") << QStringLiteral(
        R"([{"jsonrpc":"2.0","method":"ic/event","params":{"category":"a","type":"b"}}])");
    QTest::newRow("an id") << QStringLiteral(
        R"({"jsonrpc":"2.0","id":1,"method":"ic/event","params":{"category":"a","type":"b"}})");
    QTest::newRow("another method") << QStringLiteral(
        R"({"jsonrpc":"2.0","method":"ic/other","params":{"category":"a","type":"b"}})");
    QTest::newRow("jsonrpc 1.0") << QStringLiteral(
        R"({"jsonrpc":"1.0","method":"ic/event","params":{"category":"a","type":"b"}})");
    QTest::newRow("no jsonrpc") << QStringLiteral(
        R"({"method":"ic/event","params":{"category":"a","type":"b"}})");
    QTest::newRow("escaped type") << head + QStringLiteral(
                                                R"("params":{"category":"a","type":"\u0062"}})");
    QTest::newRow("escaped key")
        << head + QStringLiteral(R"("params":{"category":"a","typ\u0065":"b","type":"c"}})");
    QTest::newRow("non-ASCII type")
        << head + QStringLiteral(u"\"params\":{\"category\":\"a\",\"type\":\"\u00e9\"}}");
    QTest::newRow("type twice") << head +
                                       QStringLiteral(
                                           R"("params":{"category":"a","type":"b","type":"c"}})");
    QTest::newRow("method twice")
        << head + QStringLiteral(R"("method":"ic/event","params":{"category":"a","type":"b"}})");
    QTest::newRow("empty type") << head + QStringLiteral(R"("params":{"category":"a","type":""}})");
    QTest::newRow("no category") << head + QStringLiteral(R"("params":{"type":"b"}})");
    QTest::newRow("params an array") << head + QStringLiteral(R"("params":["a","b"]})");
    QTest::newRow("fractional tick")
        << head + QStringLiteral(R"("params":{"category":"a","type":"b","tick":1.5}})");
    QTest::newRow("tick 1e3") << head + QStringLiteral(
                                            R"("params":{"category":"a","type":"b","tick":1e3}})");
    QTest::newRow("tick a string")
        << head + QStringLiteral(R"("params":{"category":"a","type":"b","tick":"5"}})");
    QTest::newRow("tick 19 digits")
        << head + QStringLiteral(
                      R"("params":{"category":"a","type":"b","tick":1234567890123456789}})");
    QTest::newRow("truncated")
        << head + QStringLiteral(R"("params":{"category":"a","type":"b","data":{"x":[1,2)");
    QTest::newRow("trailing bytes")
        << head + QStringLiteral(R"("params":{"category":"a","type":"b"}} x)");
    QTest::newRow("bad escape in data")
        << head + QStringLiteral(R"("params":{"category":"a","type":"b","data":"\x"}})");
    QTest::newRow("short unicode escape in data")
        << head + QStringLiteral(R"("params":{"category":"a","type":"b","data":"\u12"}})");
    QTest::newRow("raw newline in a string")
        << head +
               QStringLiteral("\"params\":{\"category\":\"a\",\"type\":\"b\",\"data\":\"x\ny\"}}");
    QTest::newRow("unquoted word in data")
        << head + QStringLiteral(R"("params":{"category":"a","type":"b","data":nul}})");
    QTest::newRow("missing comma")
        << head + QStringLiteral(R"("params":{"category":"a" "type":"b"}})");
    QTest::newRow("leading zero") << head +
                                         QStringLiteral(
                                             R"("params":{"category":"a","type":"b","data":01}})");
    QTest::newRow("nested too deep")
        << head + QStringLiteral(R"("params":{"category":"a","type":"b","data":)") +
               QString(100, QLatin1Char('[')) + QString(100, QLatin1Char(']')) +
               QStringLiteral("}}");
    QTest::newRow("empty") << QString();
}

void TestEventScan::leavesTheUnusualToTheFullParse()
{
    QFETCH(QString, text);
    QVERIFY(!EventScan::json(QByteArrayView(text.toUtf8())));
}

void TestEventScan::noPrefixIsTaken()
{
    // Every cut of a good event is broken JSON: never recognised, never read past its end.
    const QString text = QStringLiteral(
        u"{\"jsonrpc\":\"2.0\",\"method\":\"ic/event\",\"params\":{\"category\":\"chat\","
        u"\"type\":\"message\",\"tick\":12,\"data\":{\"t\":\"ж\\\"😀\",\"n\":[1.5e-2,{}]}}}");
    const QByteArray utf8 = text.toUtf8();
    QVERIFY(EventScan::json(QByteArrayView(utf8)));
    for (qsizetype n = 0; n < utf8.size(); ++n) {
        const QByteArray cut = utf8.left(n);
        QVERIFY2(!EventScan::json(QByteArrayView(cut)), cut.constData());
    }
}

void TestEventScan::everyPlaceInALongString()
{
    // Long strings are skipped many characters at a time: a quote, an escape, a control
    // character or a non-ASCII one is found wherever it stands in such a run. What the scan
    // takes the full parse reads too; a raw control character (which
    // the full parse lets through) is left to the full parse, as before.
    const QList<std::pair<QString, bool>> specials = {
        {QStringLiteral("\\\""), true},    {QStringLiteral("\\\\"), true},
        {QStringLiteral("\\u00e9"), true}, {QStringLiteral(u"\u00e9"), true},
        {QStringLiteral(u"\u2028"), true}, {QStringLiteral(u"\U0001F600"), true},
        {QString(QChar(0x7f)), true},      {QString(QChar(0x1f)), false},
        {QString(QChar(0x00)), false},     {QStringLiteral("\\x"), false},
        {QStringLiteral("\""), false}, // ends the string early: what follows is broken JSON
    };
    for (const auto &[special, taken] : specials) {
        for (int at = 0; at < 40; ++at) {
            const QString name =
                QString(at, QLatin1Char('n')) + special + QString(37 - at % 37, QLatin1Char('m'));
            const QString text =
                QStringLiteral(R"({"jsonrpc":"2.0","method":"ic/event","params":{"category":)"
                               R"("combat","type":"unit_destroyed","tick":3,"data":{"s":")") +
                name + QStringLiteral(R"("}}})");
            const auto event = EventScan::json(QByteArrayView(text.toUtf8()));
            QVERIFY2(bool(event) == taken, qPrintable(text));
            if (taken) {
                QVERIFY(!icrp::JsonRpc::parse(text.toUtf8()).parseError);
                QCOMPARE(event->type, QStringLiteral("unit_destroyed"));
                QCOMPARE(event->category, QStringLiteral("combat"));
            }
            // The same character in the type itself: a type that is not plain takes the full
            // parse.
            const QString inType = QStringLiteral(R"({"jsonrpc":"2.0","method":"ic/event",)"
                                                  R"("params":{"category":"combat","type":")") +
                                   name + QStringLiteral(R"("}})");
            QVERIFY2(!EventScan::json(QByteArrayView(inType.toUtf8())), qPrintable(inType));
        }
    }
}

QTEST_GUILESS_MAIN(TestEventScan)
#include "TestEventScan.moc"
