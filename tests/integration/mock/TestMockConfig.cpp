// config.toml handling of ic-remote-mock: MockConfig (every [remote] key, syntax errors with
// line and column, wrong types, enabled = false through MockGame), GameConfigEditor (one key
// changed in place, comments and other keys kept) and ConfigWatcher (in-place writes and
// editors' atomic renames both noticed, identical rewrites not reported).

#include "ResultCheck.h"
#include "mock/ConfigWatcher.h"
#include "mock/MockConfig.h"
#include "mock/MockGame.h"

#include <QFile>
#include <QSaveFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace icmock;

namespace {

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

} // namespace

class TestMockConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsWithoutRemoteSection()
    {
        const auto c = MockConfig::parse("[graphics]\nvsync = true\n", QStringLiteral("c.toml"));
        IC_VERIFY_OK(c);
        QCOMPARE(c->enabled, true);
        QCOMPARE(c->bind, QStringLiteral("127.0.0.1"));
        QCOMPARE(c->port, quint16(19710));
        QCOMPARE(c->password, QString());
        QCOMPARE(c->maxConnections, 8);
        QCOMPARE(c->rankedObserverDelaySeconds, 120);
        QCOMPARE(c->modTierEnabled, true);
        QCOMPARE(c->debugTierEnabled, false);
        QVERIFY(c->warnings.isEmpty());
    }

    void everyKey()
    {
        const QByteArray text = "# my game\n"
                                "[remote]\n"
                                "enabled = true\n"
                                "bind = \"0.0.0.0\"\n"
                                "port = 20001 # custom\n"
                                "password = \"s3cret \\\"quoted\\\"\"\n"
                                "max_connections = 3\n"
                                "ranked_observer_delay_seconds = 7\n"
                                "mod_tier_enabled = false\n"
                                "debug_tier_enabled = true\n";
        const auto c = MockConfig::parse(text, QStringLiteral("c.toml"));
        IC_VERIFY_OK(c);
        QCOMPARE(c->enabled, true);
        QCOMPARE(c->bind, QStringLiteral("0.0.0.0"));
        QCOMPARE(c->port, quint16(20001));
        QCOMPARE(c->password, QStringLiteral("s3cret \"quoted\""));
        QCOMPARE(c->maxConnections, 3);
        QCOMPARE(c->rankedObserverDelaySeconds, 7);
        QCOMPARE(c->modTierEnabled, false);
        QCOMPARE(c->debugTierEnabled, true);
        QVERIFY(c->warnings.isEmpty());
        QCOMPARE(MockConfig::knownKeys().size(), 8);
    }

    void syntaxErrorHasLineAndColumn()
    {
        const auto c = MockConfig::parse("[remote]\nport = 19710\npassword = unquoted\n",
                                         QStringLiteral("config.toml"));
        QVERIFY(!c);
        QCOMPARE(c.error().code, QStringLiteral("config.invalid"));
        const QString error = c.error().message;
        QVERIFY2(error.startsWith(QLatin1String("config.toml:3:")), qPrintable(error));
        const QStringList parts = error.section(u' ', 0, 0).split(u':');
        QCOMPARE(parts.size(), 4); // file, line, column, ""
        bool ok = false;
        QVERIFY(parts.at(2).toInt(&ok) > 0 && ok);
    }

    void wrongTypesAreRejected_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("key");
        QTest::newRow("enabled") << QByteArray("enabled = \"yes\"") << QStringLiteral("enabled");
        QTest::newRow("bind") << QByteArray("bind = 127") << QStringLiteral("bind");
        QTest::newRow("bind-not-ip") << QByteArray("bind = \"my-host\"") << QStringLiteral("bind");
        QTest::newRow("port-string") << QByteArray("port = \"19710\"") << QStringLiteral("port");
        QTest::newRow("port-range") << QByteArray("port = 70000") << QStringLiteral("port");
        QTest::newRow("port-float") << QByteArray("port = 19710.0") << QStringLiteral("port");
        QTest::newRow("password") << QByteArray("password = 1234") << QStringLiteral("password");
        QTest::newRow("max") << QByteArray("max_connections = 0")
                             << QStringLiteral("max_connections");
        QTest::newRow("delay") << QByteArray("ranked_observer_delay_seconds = -1")
                               << QStringLiteral("ranked_observer_delay_seconds");
        QTest::newRow("mod") << QByteArray("mod_tier_enabled = 1")
                             << QStringLiteral("mod_tier_enabled");
        QTest::newRow("debug") << QByteArray("debug_tier_enabled = \"false\"")
                               << QStringLiteral("debug_tier_enabled");
    }

    void wrongTypesAreRejected()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, key);
        const auto c = MockConfig::parse("[remote]\n\n" + line + "\n", QStringLiteral("c.toml"));
        QVERIFY(!c);
        const QString error = c.error().message;
        // Where (line 3), which key, and an example of what to write.
        QVERIFY2(error.startsWith(QLatin1String("c.toml:3:")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("[remote] ") + key), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("Write")), qPrintable(error));
    }

    void remoteMustBeATable()
    {
        const auto c = MockConfig::parse("remote = 5\n", QStringLiteral("c.toml"));
        QVERIFY(!c);
        const QString error = c.error().message;
        QVERIFY2(error.startsWith(QLatin1String("c.toml:1:")), qPrintable(error));
    }

    void unknownKeysAreWarnings()
    {
        const auto c =
            MockConfig::parse("[remote]\nport = 1\nprot = 2\n", QStringLiteral("c.toml"));
        IC_VERIFY_OK(c);
        QCOMPARE(c->warnings.size(), 1);
        QVERIFY(
            c->warnings.first().startsWith(QLatin1String("c.toml:3:1: unknown key [remote] prot")));
    }

    void missingFileIsAnError()
    {
        const auto c = MockConfig::load(QStringLiteral("/nonexistent/dir/config.toml"));
        QVERIFY(!c);
        QVERIFY(c.error().message.contains(QLatin1String("/nonexistent/dir/config.toml")));
    }

    void disabledConfigRefusesToStart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        QVERIFY(writeFile(path, "[remote]\nenabled = false\n"));
        MockOptions o;
        o.configPath = path;
        o.port = 0;
        o.tickRate = 0;
        MockGame game(o);
        const auto started = game.start();
        QVERIFY(!started);
        const QString error = started.error().message;
        QCOMPARE(game.failure(), MockGame::Failure::Disabled);
        QCOMPARE(started.error().code, QStringLiteral("mock.disabled"));
        QCOMPARE(error,
                 QStringLiteral("ICRP is disabled in %1 ([remote] enabled = false)").arg(path));
    }

    void badConfigRefusesToStart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        QVERIFY(writeFile(path, "[remote]\nport = \"x\"\n"));
        MockOptions o;
        o.configPath = path;
        o.tickRate = 0;
        MockGame game(o);
        const auto started = game.start();
        QVERIFY(!started);
        const QString error = started.error().message;
        QCOMPARE(game.failure(), MockGame::Failure::BadConfig);
        QVERIFY2(error.startsWith(path + QStringLiteral(":2:")), qPrintable(error));
    }

    void passwordAndConfigAreExclusive()
    {
        MockOptions o;
        o.configPath = QStringLiteral("/tmp/x.toml");
        o.password = QStringLiteral("pw");
        MockGame game(o);
        const auto started = game.start();
        QVERIFY(!started);
        QCOMPARE(game.failure(), MockGame::Failure::BadOptions);
        QCOMPARE(started.error().code, QStringLiteral("mock.bad-options"));
    }

    void watcherSeesInPlaceWrites()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        QVERIFY(writeFile(path, "a = 1\n"));
        ConfigWatcher watcher(path, std::chrono::milliseconds(20));
        QSignalSpy spy(&watcher, &ConfigWatcher::changed);
        QVERIFY(writeFile(path, "a = 2\n"));
        QVERIFY(spy.wait(5000));
    }

    void watcherFollowsAtomicRenames()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        QVERIFY(writeFile(path, "a = 1\n"));
        ConfigWatcher watcher(path, std::chrono::milliseconds(20));
        QSignalSpy spy(&watcher, &ConfigWatcher::changed);
        for (int round = 2; round <= 4; ++round) {
            // What editors do: write a temporary, rename it over the file.
            QSaveFile save(path);
            QVERIFY(save.open(QIODevice::WriteOnly));
            save.write(QByteArray("a = ") + QByteArray::number(round) + "\n");
            QVERIFY(save.commit());
            QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 2 * round - 3, 5000);
            // ...and then an in-place write to the new file is still seen.
            QVERIFY(writeFile(path, QByteArray("b = ") + QByteArray::number(round) + "\n"));
            QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 2 * round - 2, 5000);
        }
    }
};

QTEST_GUILESS_MAIN(TestMockConfig)
#include "TestMockConfig.moc"
