// ToolManifest::parse: one fixture per validation rule, each checked for the exact
// line:column, the rule and its severity; every problem of a file reported at once.

#include "ManifestFixture.h"
#include "tools/ToolManifest.h"

#include <QTest>

using ictools::ManifestProblem;
using ictools::ToolManifest;
using namespace testing;

class TestToolManifest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void d071ExampleIsValid()
    {
        const auto result = ToolManifest::parse(join(baseLines()));
        QVERIFY2(result.problems.isEmpty(), qPrintable(compact(result.problems).join(u'\n')));
        QVERIFY(result.manifest);
        const ToolManifest &m = *result.manifest;
        QCOMPARE(m.name(), QStringLiteral("Live Stats Overlay"));
        QCOMPARE(m.id(), QStringLiteral("live-stats-overlay"));
        QVERIFY(m.isIdDerived());
        QCOMPARE(m.version().toString(), QStringLiteral("1.2.0"));
        QCOMPARE(m.author(), QStringLiteral("OverlayDev"));
        QCOMPARE(m.description(), QStringLiteral("OBS browser source"));
        QCOMPARE(m.tier(), icrp::Tier::Observer);
        QCOMPARE(m.transport(), ictools::Transport::WebSocket);
        QCOMPARE(m.entryPoint(), QStringLiteral("overlay/index.html"));
        QCOMPARE(m.subscriptions(), (QList<icrp::EventCategory>{icrp::EventCategory::Match,
                                                                icrp::EventCategory::Economy,
                                                                icrp::EventCategory::Combat}));
        QCOMPARE(m.screenshots(), QStringList{QStringLiteral("screenshots/overlay-preview.png")});
        QVERIFY(m.isBrowserSource());
        QVERIFY(!m.overlay());
        QVERIFY(m.network().isEmpty());
        QVERIFY(!m.icrp());
        QCOMPARE(m.fileName(), QStringLiteral("tool.yaml"));
    }

    void rules_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QStringList>("expected");
        const auto one = [](const char *problem) { return QStringList{QLatin1String(problem)}; };

        // Structure.
        QTest::newRow("missing field") << without(3) << one("1:1 error missing-field");
        QTest::newRow("duplicate key")
            << with(QStringLiteral("tier: \"admin\"")) << one("14:1 error duplicate-key");
        QTest::newRow("unknown key") << with(QStringLiteral("homepage: \"https://x.org\""))
                                     << one("14:1 warning unknown-key");
        QTest::newRow("bad key") << with(QStringLiteral("[a, b]: 1")) << one("14:1 error bad-key");
        QTest::newRow("yaml syntax")
            << replaced(5, QStringLiteral("tier: [observer")) << one("6:10 error yaml-syntax");
        QTest::newRow("empty") << QByteArray("# nothing\n") << one("1:1 error empty");
        QTest::newRow("not a map")
            << QByteArray("- name\n- version\n") << one("1:1 error not-a-map");
        QTest::newRow("two documents") << QByteArray(join(baseLines()) + "---\nname: other\n")
                                       << one("15:1 error several-documents");
        // Found by fuzzing (tests/fuzz): yaml-cpp 0.7's LoadAll looped forever on these,
        // taking all memory; now a syntax error at the token it cannot read.
        QTest::newRow("lone comma") << QByteArray(",") << one("1:1 error yaml-syntax");
        QTest::newRow("comma key")
            << QByteArray(",: &x [1, 2]\nnam>e: *x\nvershon: !!s.0r0 t1.\n? complex\n: value\n")
            << one("1:1 error yaml-syntax");
        QTest::newRow("comma after the manifest")
            << QByteArray(join(baseLines()) + ",\n") << one("14:1 error yaml-syntax");
        QTest::newRow("empty second document")
            << QByteArray(join(baseLines()) + "---\n") << one("15:1 error several-documents");
        QTest::newRow("too large")
            << QByteArray(ToolManifest::MaxFileSize + 1, '#') << one("0:0 error too-large");
        QTest::newRow("not utf-8")
            << replaced(3, QStringLiteral("author: \"X\"")).replace("\"X\"", "\"\xff\xfe\"")
            << one("3:1 error not-utf8");

        // Text fields.
        QTest::newRow("name wrong type")
            << replaced(1, QStringLiteral("name: [a, b]")) << one("1:7 error wrong-type");
        QTest::newRow("author empty")
            << replaced(3, QStringLiteral("author: \"\"")) << one("3:9 error empty-field");
        QTest::newRow("author null")
            << replaced(3, QStringLiteral("author:")) << one("3:1 error empty-field");
        QTest::newRow("name too long") << replaced(1, QStringLiteral("name: ") + QString(65, u'n'))
                                       << one("1:7 error too-long");
        QTest::newRow("name two lines")
            << replaced(1, QStringLiteral("name: |\n  a\n  b")) << one("1:7 error multi-line");

        // Version.
        QTest::newRow("version two numbers")
            << replaced(2, QStringLiteral("version: 1.2")) << one("2:10 error bad-version");
        QTest::newRow("version leading zero")
            << replaced(2, QStringLiteral("version: \"1.02.0\"")) << one("2:10 error bad-version");
        QTest::newRow("version v prefix")
            << replaced(2, QStringLiteral("version: v1.2.0")) << one("2:10 error bad-version");
        QTest::newRow("version list")
            << replaced(2, QStringLiteral("version: [1, 2, 0]")) << one("2:10 error wrong-type");

        // Tier and transport.
        QTest::newRow("unknown tier")
            << replaced(5, QStringLiteral("tier: \"observor\"")) << one("5:7 error unknown-tier");
        QTest::newRow("tier capitalised")
            << replaced(5, QStringLiteral("tier: Observer")) << one("5:7 error unknown-tier");
        QTest::newRow("debug tier")
            << replaced(5, QStringLiteral("tier: debug")) << one("5:7 warning debug-tier");
        QTest::newRow("unknown transport")
            << replaced(6, QStringLiteral("transport: tcp")) << one("6:12 error unknown-transport");
        QTest::newRow("stdio web page")
            << replaced(6, QStringLiteral("transport: stdio")) << one("6:12 error stdio-web-page");

        // Subscriptions.
        QTest::newRow("observer telemetry") << replaced(10, QStringLiteral("  - telemetry"))
                                            << one("10:5 error category-not-allowed");
        QTest::newRow("observer admin")
            << replaced(10, QStringLiteral("  - admin")) << one("10:5 error category-not-allowed");
        QTest::newRow("admin telemetry")
            << replaced(5, QStringLiteral("tier: admin")).replace("economy", "telemetry")
            << QStringList();
        QTest::newRow("unknown category") << replaced(10, QStringLiteral("  - \"economics\""))
                                          << one("10:5 error unknown-category");
        QTest::newRow("event as category") << replaced(10, QStringLiteral("  - unit_destroyed"))
                                           << one("10:5 error unknown-category");
        QTest::newRow("subscription twice") << replaced(10, QStringLiteral("  - match"))
                                            << one("10:5 warning duplicate-subscription");
        QStringList scalarSubscriptions = baseLines();
        scalarSubscriptions[7] = QStringLiteral("subscriptions: match");
        scalarSubscriptions.remove(8, 3);
        QTest::newRow("subscriptions scalar")
            << join(scalarSubscriptions) << one("8:16 error wrong-type");
        QTest::newRow("subscription map")
            << replaced(10, QStringLiteral("  - {economy: 1}")) << one("10:5 error wrong-type");

        // Paths.
        QTest::newRow("entry absolute") << replaced(7, QStringLiteral("entry_point: /etc/passwd"))
                                        << one("7:14 error unsafe-path");
        QTest::newRow("entry dotdot") << replaced(7, QStringLiteral("entry_point: a/../../x.html"))
                                      << one("7:14 error unsafe-path");
        QTest::newRow("entry backslash")
            << replaced(7, QStringLiteral("entry_point: 'overlay\\index.html'"))
            << one("7:14 error unsafe-path");
        QTest::newRow("entry drive") << replaced(7, QStringLiteral("entry_point: \"C:/x.html\""))
                                     << one("7:14 error unsafe-path");
        QTest::newRow("entry dot") << replaced(7, QStringLiteral("entry_point: ./index.html"))
                                   << one("7:14 error unsafe-path");
        QTest::newRow("entry empty")
            << replaced(7, QStringLiteral("entry_point: \"\"")) << one("7:14 error empty-field");
        QTest::newRow("screenshot unsafe")
            << replaced(13, QStringLiteral("  - ../shot.png")) << one("13:5 error unsafe-path");
        QTest::newRow("screenshot not image")
            << replaced(13, QStringLiteral("  - shot.gif")) << one("13:5 error not-an-image");
        QTest::newRow("screenshots scalar")
            << replaced(12, QStringLiteral("screenshots: shot.png\nx: |\n  y"))
            << QStringList{QStringLiteral("12:14 error wrong-type"),
                           QStringLiteral("13:1 warning unknown-key")};
    }

    void rules()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QStringList, expected);
        const auto result = ToolManifest::parse(yaml);
        const QStringList actual = compact(result.problems);
        QCOMPARE(actual, expected);
        QCOMPARE(bool(result.manifest), !ictools::hasErrors(result.problems));
        for (const ManifestProblem &p : result.problems) {
            QVERIFY(!p.message.isEmpty());
            QVERIFY2(!p.fix.isEmpty(), qPrintable(p.toString()));
        }
    }

    void messagesSayWhatToDo()
    {
        const auto telemetry = ToolManifest::parse(replaced(10, QStringLiteral("  - telemetry")));
        QCOMPARE(telemetry.problems.size(), 1);
        QCOMPARE(telemetry.problems.first().toString(),
                 QStringLiteral("tool.yaml:10:5: error: observer tools cannot subscribe to "
                                "telemetry (ask for tier admin or remove it)"));

        const auto tier = ToolManifest::parse(replaced(5, QStringLiteral("tier: \"observor\"")));
        QCOMPARE(tier.problems.first().toString(),
                 QStringLiteral("tool.yaml:5:7: error: unknown tier \"observor\" (use one of: "
                                "observer, admin, mod, debug)"));
        const auto capital = ToolManifest::parse(replaced(5, QStringLiteral("tier: Observer")));
        QCOMPARE(capital.problems.first().fix, QStringLiteral("write it in lowercase: observer"));

        const auto transport = ToolManifest::parse(replaced(6, QStringLiteral("transport: tcp")));
        QCOMPARE(transport.problems.first().fix,
                 QStringLiteral("use one of: websocket, http, stdio"));

        const auto event = ToolManifest::parse(replaced(10, QStringLiteral("  - unit_destroyed")));
        QCOMPARE(event.problems.first().fix,
                 QStringLiteral("subscribe to its category \"combat\" instead"));

        const auto unknown = ToolManifest::parse(with(QStringLiteral("entrypoint: x.html")));
        QCOMPARE(unknown.problems.first().toString(),
                 QStringLiteral("tool.yaml:14:1: warning: unknown key \"entrypoint\" is ignored "
                                "(did you mean \"entry_point\"?)"));
        QVERIFY(unknown.manifest); // a warning does not block

        const auto missing = ToolManifest::parse(without(3), QStringLiteral("tools/a/tool.yaml"));
        QCOMPARE(missing.problems.first().toString(),
                 QStringLiteral("tools/a/tool.yaml:1:1: error: required field \"author\" is "
                                "missing (add a line \"author: …\")"));

        const auto duplicate = ToolManifest::parse(with(QStringLiteral("tier: admin")));
        QCOMPARE(duplicate.problems.first().message,
                 QStringLiteral("duplicate key \"tier\"; the first is on line 5"));

        const auto mod = ToolManifest::parse(
            replaced(5, QStringLiteral("tier: mod")).replace("economy", "admin"));
        QCOMPARE(mod.problems.first().toString(),
                 QStringLiteral("tool.yaml:10:5: error: mod tools cannot subscribe to admin "
                                "(ask for tier admin or remove it)"));
    }

    void everyProblemAtOnce()
    {
        const QByteArray yaml = "name: \"Stats\"\n"                                 // 1
                                "version: 1.2\n"                                    // 2
                                "tier: observer\n"                                  // 3
                                "colour: blue\n"                                    // 4
                                "transport: carrier-pigeon\n"                       // 5
                                "entry_point: ../index.html\n"                      // 6
                                "subscriptions: [match, telemetry, admin, bogus]\n" // 7
                                "screenshots:\n"                                    // 8
                                "  - shots/a.png\n"                                 // 9
                                "tier: admin\n";                                    // 10
        const auto result = ToolManifest::parse(yaml, QStringLiteral("tool.yaml"),
                                                [](const QString &) { return false; });
        QVERIFY(!result.manifest);
        QCOMPARE(compact(result.problems),
                 (QStringList{QStringLiteral("1:1 error missing-field"),
                              QStringLiteral("1:1 error missing-field"),
                              QStringLiteral("2:10 error bad-version"),
                              QStringLiteral("4:1 warning unknown-key"),
                              QStringLiteral("5:12 error unknown-transport"),
                              QStringLiteral("6:14 error unsafe-path"),
                              QStringLiteral("7:24 error category-not-allowed"),
                              QStringLiteral("7:35 error category-not-allowed"),
                              QStringLiteral("7:42 error unknown-category"),
                              QStringLiteral("9:5 error missing-file"),
                              QStringLiteral("10:1 error duplicate-key")}));
        QCOMPARE(result.problems.at(0).message,
                 QStringLiteral("required field \"author\" is missing"));
        QCOMPARE(result.problems.at(1).message,
                 QStringLiteral("required field \"description\" is missing"));
    }

    void problemsAreCapped()
    {
        QStringList many = baseLines().mid(0, 9);
        for (int i = 0; i < 300; ++i)
            many << QStringLiteral("  - bogus");
        const auto result = ToolManifest::parse(join(many));
        QCOMPARE(result.problems.size(), 201);
        QCOMPARE(result.problems.at(199).line, 209);
        QCOMPARE(result.problems.last().rule, QStringLiteral("too-many-problems"));
        QCOMPARE(result.problems.last().message, QStringLiteral("100 more problems are not shown"));
        QVERIFY(result.problems.last().isError());
    }

    void filesAreChecked()
    {
        const QSet<QString> files{QStringLiteral("tool.yaml"),
                                  QStringLiteral("overlay/index.html")};
        const auto exists = [&files](const QString &p) { return files.contains(p); };
        const auto inParse =
            ToolManifest::parse(join(baseLines()), QStringLiteral("tool.yaml"), exists);
        QCOMPARE(compact(inParse.problems), QStringList{QStringLiteral("13:5 error missing-file")});
        QCOMPARE(inParse.problems.first().message,
                 QStringLiteral("screenshot \"screenshots/overlay-preview.png\" is not in the "
                                "package"));

        const auto parsed = ToolManifest::parse(join(baseLines()));
        QVERIFY(parsed.manifest);
        QList<ManifestProblem> problems;
        parsed.manifest->checkFiles(exists, &problems);
        QCOMPARE(compact(problems), QStringList{QStringLiteral("13:5 error missing-file")});
        problems.clear();
        parsed.manifest->checkFiles(
            [](const QString &p) { return p != QLatin1String("overlay/index.html"); }, &problems);
        QCOMPARE(compact(problems), QStringList{QStringLiteral("7:14 error missing-file")});
        problems.clear();
        parsed.manifest->checkFiles([](const QString &) { return true; }, &problems);
        QVERIFY(problems.isEmpty());
    }

    void problemText()
    {
        const auto e =
            ManifestProblem::error(QStringLiteral("a/tool.yaml"), 3, 9, QStringLiteral("r"),
                                   QStringLiteral("bad"), QStringLiteral("do this"));
        QCOMPARE(e.toString(), QStringLiteral("a/tool.yaml:3:9: error: bad (do this)"));
        const auto w = ManifestProblem::warning(QStringLiteral("t.yaml"), 0, 0, QStringLiteral("r"),
                                                QStringLiteral("meh"));
        QCOMPARE(w.toString(), QStringLiteral("t.yaml: warning: meh"));
        QVERIFY(!ictools::hasErrors({w}));
        QVERIFY(ictools::hasErrors({w, e}));
        QCOMPARE(ictools::errorCount({w, e, e}), 2);
        QCOMPARE(ictools::warningCount({w, e, e}), 1);
    }
};

QTEST_GUILESS_MAIN(TestToolManifest)
#include "TestToolManifest.moc"
