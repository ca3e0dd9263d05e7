// Semver: the SemVer 2.0.0 grammar and precedence; IcrpRequirement against version ranges.

#include "ResultCheck.h"
#include "tools/IcrpRequirement.h"
#include "tools/Semver.h"

#include <QTest>

using ictools::IcrpRequirement;
using ictools::Semver;

class TestSemver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesValid_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *v : {"0.0.0", "1.2.0", "10.20.30", "1.0.0-alpha", "1.0.0-alpha.1",
                              "1.0.0-0.3.7", "1.0.0-x.7.z.92", "1.0.0-x-y-z.--",
                              "1.0.0+20130313144700", "1.0.0-beta+exp.sha.5114f85",
                              "1.0.0+21AF26D3----117B344092BD", "18446744073709551615.0.0"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }

    void parsesValid()
    {
        QFETCH(QString, text);
        const auto v = Semver::parse(text);
        IC_VERIFY_OK(v);
        QCOMPARE(v->toString(), text);
    }

    void refusesInvalid_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *v : {"",
                              "1",
                              "1.2",
                              "1.2.3.4",
                              "01.1.1",
                              "1.01.1",
                              "1.1.01",
                              "v1.2.3",
                              "1.2.3-",
                              "1.2.3+",
                              "1.2.3-01",
                              "1.2.3-alpha..1",
                              "1.2.3-alpha_1",
                              "1.2.3+build..1",
                              " 1.2.3",
                              "1.2.-3",
                              "+1.2.3",
                              "1.2.3-ä",
                              "18446744073709551616.0.0",
                              "a.b.c"})
            QTest::newRow(v) << QString::fromUtf8(v);
    }

    void refusesInvalid()
    {
        QFETCH(QString, text);
        const auto v = Semver::parse(text);
        QVERIFY(!v);
        QCOMPARE(v.error().code, QStringLiteral("semver.invalid"));
        QVERIFY(!v.error().message.isEmpty());
    }

    void parts()
    {
        const auto v = Semver::parse(u"3.4.5-rc.1+build.7");
        QVERIFY(v);
        QCOMPARE(v->major(), 3u);
        QCOMPARE(v->minor(), 4u);
        QCOMPARE(v->patch(), 5u);
        QCOMPARE(v->preRelease(), (QStringList{QStringLiteral("rc"), QStringLiteral("1")}));
        QCOMPARE(v->build(), (QStringList{QStringLiteral("build"), QStringLiteral("7")}));
        QVERIFY(v->isPreRelease());
    }

    void precedence()
    {
        // The chain of SemVer 2.0.0 §11, and a few more.
        const QStringList chain{QStringLiteral("1.0.0-alpha"),
                                QStringLiteral("1.0.0-alpha.1"),
                                QStringLiteral("1.0.0-alpha.beta"),
                                QStringLiteral("1.0.0-beta"),
                                QStringLiteral("1.0.0-beta.2"),
                                QStringLiteral("1.0.0-beta.11"),
                                QStringLiteral("1.0.0-rc.1"),
                                QStringLiteral("1.0.0"),
                                QStringLiteral("1.0.1"),
                                QStringLiteral("1.1.0"),
                                QStringLiteral("1.10.0"),
                                QStringLiteral("2.0.0-0"),
                                QStringLiteral("2.0.0"),
                                QStringLiteral("10.0.0")};
        for (qsizetype i = 0; i < chain.size(); ++i) {
            for (qsizetype j = 0; j < chain.size(); ++j) {
                const Semver a = *Semver::parse(chain.at(i));
                const Semver b = *Semver::parse(chain.at(j));
                QCOMPARE(a < b, i < j);
                QCOMPARE(a == b, i == j);
            }
        }
        // Numeric identifiers compare as numbers, even beyond 64 bits; build metadata is ignored.
        QVERIFY(*Semver::parse(u"1.0.0-99999999999999999999") <
                *Semver::parse(u"1.0.0-100000000000000000000"));
        QVERIFY(*Semver::parse(u"1.0.0+a") == *Semver::parse(u"1.0.0+b"));
        QVERIFY(*Semver::parse(u"1.0.0-A") < *Semver::parse(u"1.0.0-a")); // ASCII order
    }

    void requirement_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("min");
        QTest::addColumn<QString>("max");
        QTest::addColumn<bool>("satisfied");
        QTest::newRow(">=1.0 on 1.0")
            << QStringLiteral(">=1.0") << QStringLiteral("1.0") << QStringLiteral("1.0") << true;
        QTest::newRow(">=2.0 on 1.0")
            << QStringLiteral(">=2.0") << QStringLiteral("1.0") << QStringLiteral("1.0") << false;
        QTest::newRow(">= 1.0 spaced")
            << QStringLiteral(">= 1.0") << QStringLiteral("1.0") << QStringLiteral("1.2") << true;
        QTest::newRow("range inside") << QStringLiteral(">=1.1 <2.0") << QStringLiteral("1.0")
                                      << QStringLiteral("1.2") << true;
        QTest::newRow("range below") << QStringLiteral(">=1.3, <2.0") << QStringLiteral("1.0")
                                     << QStringLiteral("1.2") << false;
        QTest::newRow("exact") << QStringLiteral("1.1") << QStringLiteral("1.0")
                               << QStringLiteral("1.2") << true;
        QTest::newRow("exact miss")
            << QStringLiteral("=1.3") << QStringLiteral("1.0") << QStringLiteral("1.2") << false;
        QTest::newRow(">1.2 needs next")
            << QStringLiteral(">1.2") << QStringLiteral("1.0") << QStringLiteral("1.2") << false;
        QTest::newRow(">1.2 next major")
            << QStringLiteral(">1.2") << QStringLiteral("1.0") << QStringLiteral("2.0") << true;
        QTest::newRow("<1.0") << QStringLiteral("<1.0") << QStringLiteral("1.0")
                              << QStringLiteral("1.2") << false;
        QTest::newRow("<=1.0") << QStringLiteral("<=1.0") << QStringLiteral("1.0")
                               << QStringLiteral("1.2") << true;
        QTest::newRow("caret") << QStringLiteral("^1.1") << QStringLiteral("1.0")
                               << QStringLiteral("1.2") << true;
        QTest::newRow("caret other major")
            << QStringLiteral("^2.0") << QStringLiteral("1.0") << QStringLiteral("1.9") << false;
        QTest::newRow("empty interval") << QStringLiteral(">1.1 <1.2") << QStringLiteral("1.0")
                                        << QStringLiteral("1.9") << false;
    }

    void requirement()
    {
        QFETCH(QString, text);
        QFETCH(QString, min);
        QFETCH(QString, max);
        QFETCH(bool, satisfied);
        const auto r = IcrpRequirement::parse(text);
        QVERIFY(r);
        const icrp::VersionRange range{*icrp::ProtocolVersion::parse(min),
                                       *icrp::ProtocolVersion::parse(max)};
        QCOMPARE(r->isSatisfiedBy(range), satisfied);
    }

    void requirementRefused()
    {
        for (const char *bad :
             {"", "latest", ">=1", ">=1.0.0", "=>1.0", "~1.0", ">=1.x", "1.0 ||"}) {
            const auto r = IcrpRequirement::parse(QString::fromLatin1(bad));
            QVERIFY2(!r, bad);
            QVERIFY(!r.error().message.isEmpty());
        }
        QVERIFY(IcrpRequirement::parse(u">=1.0")->accepts({1, 0}));
        QVERIFY(!IcrpRequirement::parse(u">=1.1")->accepts({1, 0}));
    }
};

QTEST_GUILESS_MAIN(TestSemver)
#include "TestSemver.moc"
