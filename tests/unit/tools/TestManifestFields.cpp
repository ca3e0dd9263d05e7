// ToolManifest: the fields this project adds to the design's (docs/icrp-spec.md §17) — id (explicit
// or derived from the name), overlay size, network origins, the ICRP requirement — and the
// safe-path rule.

#include "ManifestFixture.h"
#include "ResultCheck.h"
#include "tools/ToolManifest.h"

#include <QTest>

using ictools::ToolManifest;
using namespace testing;

class TestManifestFields : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deriveId_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("id");
        QTest::newRow("d071") << QStringLiteral("Live Stats Overlay")
                              << QStringLiteral("live-stats-overlay");
        QTest::newRow("accents") << QStringLiteral("Café Stats") << QStringLiteral("cafe-stats");
        QTest::newRow("punctuation")
            << QStringLiteral("  APM & Army — v2!  ") << QStringLiteral("apm-army-v2");
        QTest::newRow("separators")
            << QStringLiteral("tank_tracker.pro") << QStringLiteral("tank-tracker-pro");
        QTest::newRow("runs of spaces") << QStringLiteral("a   b") << QStringLiteral("a-b");
        QTest::newRow("other script") << QStringLiteral("Статистика") << QString();
        QTest::newRow("48 chars") << QString(60, u'x') << QString(48, u'x');
        QTest::newRow("no trailing dash after cut")
            << QString(47, u'a') + QStringLiteral(" bcd") << QString(47, u'a');
    }

    void deriveId()
    {
        QFETCH(QString, name);
        QFETCH(QString, id);
        QCOMPARE(ToolManifest::deriveId(name), id);
        if (!id.isEmpty())
            QVERIFY(ToolManifest::isValidId(id));
    }

    void controlCharactersInText_data()
    {
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("where");
        // Line 1 name, 3 author, 4 description; "\\e", "\\a", "\\u…" are YAML escapes.
        QTest::newRow("hidden text") << 1 << QStringLiteral("name: \"Live\\e[8m Stats\"")
                                     << QStringLiteral("1:7 error control-character");
        QTest::newRow("window title") << 3 << QStringLiteral("author: \"Dev\\e]0;title\\a\"")
                                      << QStringLiteral("3:9 error control-character");
        QTest::newRow("C1 control") << 3 << QStringLiteral("author: \"Dev\\u009b8m\"")
                                    << QStringLiteral("3:9 error control-character");
        QTest::newRow("RLO") << 4 << QStringLiteral("description: \"Harmless \\u202enimda\"")
                             << QStringLiteral("4:14 error control-character");
        QTest::newRow("isolate") << 1 << QStringLiteral("name: \"Live \\u2066Stats\"")
                                 << QStringLiteral("1:7 error control-character");
        QTest::newRow("carriage return in description")
            << 4 << QStringLiteral("description: \"one\\rtwo\"")
            << QStringLiteral("4:14 error control-character");
    }

    void controlCharactersInText()
    {
        QFETCH(int, line);
        QFETCH(QString, text);
        QFETCH(QString, where);
        const auto r = ToolManifest::parse(replaced(line, text));
        QVERIFY(!r.manifest || ictools::hasErrors(r.problems));
        QVERIFY2(compact(r.problems).contains(where), qPrintable(compact(r.problems).join(u'|')));
        for (const ictools::ManifestProblem &p : r.problems) {
            // The message names the character escaped, never the character itself.
            QVERIFY(!p.toString().contains(QChar(0x1b)));
            QVERIFY(!p.toString().contains(QChar(0x202e)));
        }
    }

    void lineBreaksStayAllowedInDescription()
    {
        const auto r = ToolManifest::parse(
            replaced(4, QStringLiteral("description: |\n  Two lines\n  of text\n  \ttabbed")));
        QVERIFY2(r.manifest, qPrintable(compact(r.problems).join(u'|')));
        QVERIFY(!ictools::hasErrors(r.problems));
        QVERIFY(r.manifest->description().contains(u'\n'));
    }

    void validIds()
    {
        for (const char *ok : {"live-stats", "ab", "a1", "9lives", "x-y-z"})
            QVERIFY2(ToolManifest::isValidId(QString::fromLatin1(ok)), ok);
        QVERIFY(ToolManifest::isValidId(QString(48, u'a')));
        QVERIFY(!ToolManifest::isValidId(QString(49, u'a')));
        for (const char *bad :
             {"", "a", "-ab", "ab-", "Live", "live_stats", "live.stats", "a b", "ünï"})
            QVERIFY2(!ToolManifest::isValidId(QString::fromUtf8(bad)), bad);
    }

    void explicitId()
    {
        const auto ok = ToolManifest::parse(with(QStringLiteral("id: live-stats")));
        QVERIFY(ok.manifest);
        QCOMPARE(ok.manifest->id(), QStringLiteral("live-stats"));
        QVERIFY(!ok.manifest->isIdDerived());

        for (const char *bad : {"id: Live_Stats", "id: x", "id: -x", "id: x-", "id: [a]"}) {
            const auto r = ToolManifest::parse(with(QLatin1String(bad)));
            QVERIFY2(!r.manifest, bad);
            QCOMPARE(r.problems.size(), 1);
            QCOMPARE(r.problems.first().line, 14);
            QCOMPARE(r.problems.first().column, 5);
        }
        // Nothing usable in the name and no id: say so, at the name.
        const auto none = ToolManifest::parse(replaced(1, QStringLiteral("name: \"???\"")));
        QCOMPARE(compact(none.problems), QStringList{QStringLiteral("1:7 error no-id")});
    }

    void overlay_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("ok") << QStringLiteral("overlay: {width: 480, height: 270}")
                            << QStringList();
        QTest::newRow("block ok") << QStringLiteral("overlay:\n  width: 7680\n  height: 4320")
                                  << QStringList();
        QTest::newRow("scalar") << QStringLiteral("overlay: 480x270")
                                << QStringList{QStringLiteral("14:10 error wrong-type")};
        QTest::newRow("missing height") << QStringLiteral("overlay: {width: 480}")
                                        << QStringList{QStringLiteral("14:10 error missing-field")};
        QTest::newRow("units") << QStringLiteral("overlay: {width: 480px, height: 270}")
                               << QStringList{QStringLiteral("14:18 error wrong-type")};
        QTest::newRow("zero") << QStringLiteral("overlay: {width: 480, height: 0}")
                              << QStringList{QStringLiteral("14:31 error out-of-range")};
        QTest::newRow("too wide") << QStringLiteral("overlay:\n  width: 7681\n  height: 4321")
                                  << QStringList{QStringLiteral("15:10 error out-of-range"),
                                                 QStringLiteral("16:11 error out-of-range")};
        QTest::newRow("extra key") << QStringLiteral("overlay: {width: 480, height: 270, fps: 60}")
                                   << QStringList{QStringLiteral("14:36 warning unknown-key")};
    }

    void overlay()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, expected);
        const auto r = ToolManifest::parse(with(line));
        QCOMPARE(compact(r.problems), expected);
        if (expected.isEmpty())
            QVERIFY(r.manifest->overlay());
    }

    void overlayValues()
    {
        const auto r =
            ToolManifest::parse(with(QStringLiteral("overlay: {width: 480, height: 270}")));
        QCOMPARE(*r.manifest->overlay(), (ictools::OverlaySize{480, 270}));
        // A native tool has no browser source: the size is pointless.
        QByteArray yaml = with(QStringLiteral("overlay: {width: 480, height: 270}"));
        yaml.replace("overlay/index.html", "bin/stats-tool");
        const auto native = ToolManifest::parse(yaml);
        QCOMPARE(compact(native.problems),
                 QStringList{QStringLiteral("14:1 warning overlay-not-web")});
        QVERIFY(!native.manifest->isBrowserSource());
    }

    void origins_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normalised"); // empty: refused
        QTest::newRow("https") << QStringLiteral("https://api.example.com")
                               << QStringLiteral("https://api.example.com");
        QTest::newRow("case and default port") << QStringLiteral("HTTPS://Api.Example.COM:443")
                                               << QStringLiteral("https://api.example.com");
        QTest::newRow("port") << QStringLiteral("https://stats.example.org:8443")
                              << QStringLiteral("https://stats.example.org:8443");
        QTest::newRow("http localhost")
            << QStringLiteral("http://localhost:8080") << QStringLiteral("http://localhost:8080");
        QTest::newRow("http loopback")
            << QStringLiteral("http://127.0.0.1:80") << QStringLiteral("http://127.0.0.1");
        QTest::newRow("http ipv6 loopback")
            << QStringLiteral("http://[::1]:9000") << QStringLiteral("http://[::1]:9000");
        QTest::newRow("http remote") << QStringLiteral("http://example.com") << QString();
        QTest::newRow("path") << QStringLiteral("https://example.com/api") << QString();
        QTest::newRow("trailing slash") << QStringLiteral("https://example.com/") << QString();
        QTest::newRow("wildcard") << QStringLiteral("https://*.example.com") << QString();
        QTest::newRow("user") << QStringLiteral("https://me@example.com") << QString();
        QTest::newRow("query") << QStringLiteral("https://example.com?a=1") << QString();
        QTest::newRow("no scheme") << QStringLiteral("example.com") << QString();
        QTest::newRow("ws scheme") << QStringLiteral("wss://example.com") << QString();
        QTest::newRow("port zero") << QStringLiteral("https://example.com:0") << QString();
        QTest::newRow("port too big") << QStringLiteral("https://example.com:70000") << QString();
        QTest::newRow("unicode host") << QStringLiteral("https://exämple.com") << QString();
        QTest::newRow("empty label") << QStringLiteral("https://example..com") << QString();
        QTest::newRow("remote ipv6") << QStringLiteral("https://[2001:db8::1]") << QString();
    }

    void origins()
    {
        QFETCH(QString, text);
        QFETCH(QString, normalised);
        const auto origin = ToolManifest::normaliseOrigin(text);
        if (normalised.isEmpty()) {
            QVERIFY2(!origin, qPrintable(text));
            QVERIFY(!origin.error().message.isEmpty());
        } else {
            IC_VERIFY_OK(origin);
            QCOMPARE(*origin, normalised);
        }
    }

    void networkField()
    {
        const auto ok = ToolManifest::parse(with(
            QStringLiteral("network:\n  - https://API.example.com\n  - http://localhost:8080")));
        QVERIFY(ok.manifest);
        QCOMPARE(ok.manifest->network(), (QStringList{QStringLiteral("https://api.example.com"),
                                                      QStringLiteral("http://localhost:8080")}));

        const auto bad = ToolManifest::parse(with(QStringLiteral(
            "network:\n  - http://example.com\n  - https://a.com/x\n  - https://a.com:443\n"
            "  - https://A.com")));
        QCOMPARE(compact(bad.problems),
                 (QStringList{QStringLiteral("15:5 error bad-origin"),
                              QStringLiteral("16:5 error bad-origin"),
                              QStringLiteral("18:5 warning duplicate-origin")}));
        QCOMPARE(bad.problems.first().message,
                 QStringLiteral("network origin \"http://example.com\" is not allowed: plain http "
                                "is allowed only for localhost; use https"));

        const auto scalar = ToolManifest::parse(with(QStringLiteral("network: https://a.com")));
        QCOMPARE(compact(scalar.problems), QStringList{QStringLiteral("14:10 error wrong-type")});
        const auto none = ToolManifest::parse(with(QStringLiteral("network: []")));
        QVERIFY(none.manifest && none.manifest->network().isEmpty());
    }

    void icrpField()
    {
        const auto ok = ToolManifest::parse(with(QStringLiteral("icrp: \">=1.0\"")));
        QVERIFY(ok.manifest && ok.manifest->icrp());
        QCOMPARE(ok.manifest->icrp()->text(), QStringLiteral(">=1.0"));

        const auto newer = ToolManifest::parse(with(QStringLiteral("icrp: \">=2.0\"")));
        QCOMPARE(compact(newer.problems),
                 QStringList{QStringLiteral("14:7 error icrp-unsupported")});
        QCOMPARE(newer.problems.first().message,
                 QStringLiteral("the tool needs ICRP >=2.0 but this panel speaks v1.0"));

        const auto bad = ToolManifest::parse(with(QStringLiteral("icrp: \"latest\"")));
        QCOMPARE(compact(bad.problems), QStringList{QStringLiteral("14:7 error bad-icrp")});
        const auto list = ToolManifest::parse(with(QStringLiteral("icrp: [1.0]")));
        QCOMPARE(compact(list.problems), QStringList{QStringLiteral("14:7 error wrong-type")});
    }

    void safePaths()
    {
        for (const char *ok : {"index.html", "overlay/index.html", "a/b/c.png", "bin/tool.exe",
                               "with space/x.html", "..hidden-but-fine.txt"})
            QVERIFY2(ToolManifest::isSafePath(QString::fromLatin1(ok)), ok);
        for (const char *bad : {"", "/abs", "a/../b", "..", "a\\b", "C:/x", "c:x", "./a", "a/./b",
                                "a//b", "dir/", "a\tb"})
            QVERIFY2(!ToolManifest::isSafePath(QString::fromLatin1(bad)), bad);
    }
};

QTEST_GUILESS_MAIN(TestManifestFields)
#include "TestManifestFields.moc"
