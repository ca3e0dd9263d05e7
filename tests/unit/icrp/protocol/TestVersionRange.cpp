// Unit tests for icrp::ProtocolVersion and icrp::VersionRange: parsing "MAJOR.MINOR", reading
// {"min","max"}, negotiation (the highest version both sides speak) and the documented mismatch
// text (docs/icrp-spec.md §6).

#include "icrp/protocol/VersionRange.h"

#include <QJsonObject>
#include <QTest>

using icrp::ProtocolVersion;
using icrp::VersionRange;

Q_DECLARE_METATYPE(icrp::VersionRange)

namespace {

VersionRange range(int minMajor, int minMinor, int maxMajor, int maxMinor)
{
    return VersionRange{ProtocolVersion{minMajor, minMinor}, ProtocolVersion{maxMajor, maxMinor}};
}

} // namespace

class TestVersionRange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseValid_data();
    void parseValid();
    void parseInvalid_data();
    void parseInvalid();
    void ordering();
    void supportedIsOnePointZero();
    void fromJson();
    void fromJsonErrors_data();
    void fromJsonErrors();
    void describe();
    void negotiate_data();
    void negotiate();
    void mismatchServerNewer();
    void mismatchServerOlder();
};

void TestVersionRange::parseValid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::newRow("1.0") << QStringLiteral("1.0") << 1 << 0;
    QTest::newRow("1.2") << QStringLiteral("1.2") << 1 << 2;
    QTest::newRow("0.9") << QStringLiteral("0.9") << 0 << 9;
    QTest::newRow("2.10") << QStringLiteral("2.10") << 2 << 10;
    QTest::newRow("9999.9999") << QStringLiteral("9999.9999") << 9999 << 9999;
}

void TestVersionRange::parseValid()
{
    QFETCH(QString, text);
    QFETCH(int, major);
    QFETCH(int, minor);
    const auto v = ProtocolVersion::parse(text);
    QVERIFY(v.has_value());
    QCOMPARE(v->major, major);
    QCOMPARE(v->minor, minor);
    QCOMPARE(v->toString(), text);
}

void TestVersionRange::parseInvalid_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("major only") << QStringLiteral("1");
    QTest::newRow("patch") << QStringLiteral("1.0.0");
    QTest::newRow("v prefix") << QStringLiteral("v1.0");
    QTest::newRow("leading zero") << QStringLiteral("01.0");
    QTest::newRow("leading zero minor") << QStringLiteral("1.01");
    QTest::newRow("negative") << QStringLiteral("-1.0");
    QTest::newRow("letters") << QStringLiteral("a.b");
    QTest::newRow("spaces") << QStringLiteral(" 1.0");
    QTest::newRow("trailing dot") << QStringLiteral("1.");
    QTest::newRow("too long") << QStringLiteral("10000.0");
    QTest::newRow("comma") << QStringLiteral("1,0");
}

void TestVersionRange::parseInvalid()
{
    QFETCH(QString, text);
    QVERIFY(!ProtocolVersion::parse(text).has_value());
}

void TestVersionRange::ordering()
{
    QVERIFY((ProtocolVersion{1, 0}) < (ProtocolVersion{1, 1}));
    QVERIFY((ProtocolVersion{1, 9}) < (ProtocolVersion{1, 10})); // numeric, not textual
    QVERIFY((ProtocolVersion{1, 99}) < (ProtocolVersion{2, 0}));
    QVERIFY((ProtocolVersion{2, 0}) == (ProtocolVersion{2, 0}));
    QVERIFY((ProtocolVersion{3, 0}) > (ProtocolVersion{2, 7}));
}

void TestVersionRange::supportedIsOnePointZero()
{
    // docs/icrp-spec.md: this project speaks ICRP 1.0.
    const VersionRange s = VersionRange::supported();
    QCOMPARE(s.min.toString(), QStringLiteral("1.0"));
    QCOMPARE(s.max.toString(), QStringLiteral("1.0"));
    QCOMPARE(s.toJson(), (QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                                      {QStringLiteral("max"), QStringLiteral("1.0")}}));
}

void TestVersionRange::fromJson()
{
    const QJsonObject json{{QStringLiteral("min"), QStringLiteral("1.0")},
                           {QStringLiteral("max"), QStringLiteral("1.2")}};
    const auto r = VersionRange::fromJson(json);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
    QCOMPARE(r->min, (ProtocolVersion{1, 0}));
    QCOMPARE(r->max, (ProtocolVersion{1, 2}));
    QCOMPARE(r->toJson(), json);

    // min == max is a range of one.
    const auto one =
        VersionRange::fromJson(QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                                           {QStringLiteral("max"), QStringLiteral("1.0")}});
    QVERIFY(one.ok());
    QCOMPARE(one->min, one->max);
}

void TestVersionRange::fromJsonErrors_data()
{
    QTest::addColumn<QJsonValue>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("string") << QJsonValue(QStringLiteral("1.0")) << QStringLiteral("object");
    QTest::newRow("null") << QJsonValue(QJsonValue::Null) << QStringLiteral("object");
    QTest::newRow("missing") << QJsonValue(QJsonValue::Undefined) << QStringLiteral("object");
    QTest::newRow("empty object") << QJsonValue(QJsonObject{}) << QStringLiteral("MAJOR.MINOR");
    QTest::newRow("no max") << QJsonValue(
                                   QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")}})
                            << QStringLiteral("MAJOR.MINOR");
    QTest::newRow("numbers") << QJsonValue(QJsonObject{{QStringLiteral("min"), 1.0},
                                                       {QStringLiteral("max"), 1.0}})
                             << QStringLiteral("MAJOR.MINOR");
    QTest::newRow("bad text") << QJsonValue(
                                     QJsonObject{{QStringLiteral("min"), QStringLiteral("1")},
                                                 {QStringLiteral("max"), QStringLiteral("1.0")}})
                              << QStringLiteral("MAJOR.MINOR");
    QTest::newRow("reversed") << QJsonValue(
                                     QJsonObject{{QStringLiteral("min"), QStringLiteral("1.2")},
                                                 {QStringLiteral("max"), QStringLiteral("1.0")}})
                              << QStringLiteral("lower");
}

void TestVersionRange::fromJsonErrors()
{
    QFETCH(QJsonValue, json);
    QFETCH(QString, mentions);
    const auto r = VersionRange::fromJson(json);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().code, QStringLiteral("icrp.bad-version-range"));
    QVERIFY2(r.error().message.contains(mentions), qPrintable(r.error().message));
}

void TestVersionRange::describe()
{
    QCOMPARE(range(1, 0, 1, 0).describe(), QStringLiteral("v1.0"));
    QCOMPARE(range(1, 0, 1, 2).describe(), QStringLiteral("v1.0-v1.2"));
    QCOMPARE(range(2, 0, 3, 1).describe(), QStringLiteral("v2.0-v3.1"));
}

void TestVersionRange::negotiate_data()
{
    QTest::addColumn<VersionRange>("client");
    QTest::addColumn<VersionRange>("server");
    QTest::addColumn<QString>("agreed"); // empty: no common version

    QTest::newRow("same single") << range(1, 0, 1, 0) << range(1, 0, 1, 0) << QStringLiteral("1.0");
    QTest::newRow("client wider") << range(1, 0, 1, 2) << range(1, 0, 1, 1)
                                  << QStringLiteral("1.1");
    QTest::newRow("server wider") << range(1, 1, 1, 1) << range(1, 0, 1, 5)
                                  << QStringLiteral("1.1");
    QTest::newRow("overlap high") << range(1, 0, 1, 3) << range(1, 2, 2, 0)
                                  << QStringLiteral("1.3");
    QTest::newRow("overlap low") << range(1, 2, 2, 0) << range(1, 0, 1, 3) << QStringLiteral("1.3");
    QTest::newRow("inside") << range(1, 0, 1, 5) << range(1, 2, 1, 4) << QStringLiteral("1.4");
    QTest::newRow("touching") << range(1, 0, 1, 2) << range(1, 2, 2, 0) << QStringLiteral("1.2");
    QTest::newRow("two digit minor")
        << range(1, 9, 1, 10) << range(1, 0, 1, 10) << QStringLiteral("1.10");
    QTest::newRow("server newer") << range(1, 0, 1, 2) << range(2, 0, 2, 0) << QString();
    QTest::newRow("server older") << range(2, 0, 2, 1) << range(1, 0, 1, 2) << QString();
    QTest::newRow("minor gap") << range(1, 0, 1, 1) << range(1, 2, 1, 3) << QString();
}

void TestVersionRange::negotiate()
{
    QFETCH(VersionRange, client);
    QFETCH(VersionRange, server);
    QFETCH(QString, agreed);
    const auto v = VersionRange::negotiate(client, server);
    if (agreed.isEmpty()) {
        QVERIFY(!v.has_value());
    } else {
        QVERIFY(v.has_value());
        QCOMPARE(v->toString(), agreed);
    }
}

void TestVersionRange::mismatchServerNewer()
{
    const VersionRange client = range(1, 0, 1, 2);
    const VersionRange server = range(2, 0, 2, 0);
    QVERIFY(!VersionRange::negotiate(client, server).has_value());
    QCOMPARE(VersionRange::mismatchMessage(client, server),
             QStringLiteral("ICRP version mismatch: client supports v1.0-v1.2, server requires "
                            "v2.0+. Please update your tool."));

    // A single-version client is described as one version.
    QCOMPARE(VersionRange::mismatchMessage(range(1, 0, 1, 0), range(1, 1, 1, 3)),
             QStringLiteral("ICRP version mismatch: client supports v1.0, server requires v1.1+. "
                            "Please update your tool."));
}

void TestVersionRange::mismatchServerOlder()
{
    // The tool is newer than the game: updating the tool would not help, so the text differs.
    const VersionRange client = range(2, 0, 2, 1);
    const VersionRange server = range(1, 0, 1, 2);
    QVERIFY(!VersionRange::negotiate(client, server).has_value());
    QCOMPARE(
        VersionRange::mismatchMessage(client, server),
        QStringLiteral("ICRP version mismatch: client supports v2.0-v2.1, server supports only "
                       "v1.0-v1.2. Please use a tool release made for this game version."));
}

QTEST_GUILESS_MAIN(TestVersionRange)
#include "TestVersionRange.moc"
