// ReadOnlyDatabase and PlayerStyle over a real SQLite file: SQLite itself refuses every write
// (and says what it refused), reads come back typed, one statement per call, the row limit and
// the time limit hold, and the player profile's figures are the ones the fixture implies.

#include "mock/history/PlayerStyle.h"
#include "mock/history/ReadOnlyDatabase.h"

#include "GameplayDbFixture.h"
#include "ResultCheck.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using icmock::PlayerStyle;
using icmock::ReadOnlyDatabase;

class TestReadOnlyDatabase : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("gameplay.db"));
        const QString error = ictest::writeGameplayFixture(m_path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void refusesEveryWrite_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("named");
        QTest::newRow("insert") << "INSERT INTO matches(match_id) VALUES ('x')"
                                << "INSERT into matches";
        QTest::newRow("update") << "UPDATE matches SET map = 'x'"
                                << "UPDATE of matches.map";
        QTest::newRow("delete") << "DELETE FROM matches"
                                << "DELETE from matches";
        QTest::newRow("drop") << "DROP TABLE matches"
                              << "DROP TABLE matches";
        QTest::newRow("create") << "CREATE TABLE t (x)"
                                << "CREATE TABLE t";
        QTest::newRow("create-temp") << "CREATE TEMP TABLE t (x)"
                                     << "CREATE TEMP TABLE t";
        QTest::newRow("attach") << "ATTACH DATABASE ':memory:' AS other"
                                << "ATTACH";
        QTest::newRow("pragma-user-version") << "PRAGMA user_version = 5"
                                             << "PRAGMA user_version = 5";
        QTest::newRow("pragma-journal") << "PRAGMA journal_mode = DELETE"
                                        << "PRAGMA journal_mode = DELETE";
        QTest::newRow("cte-insert")
            << "WITH x AS (SELECT 1) INSERT INTO units_produced SELECT 'm9', 0, 'u', 1 FROM x"
            << "INSERT into units_produced";
        QTest::newRow("load-extension") << "SELECT load_extension('x')"
                                        << "the function load_extension()";
        QTest::newRow("replace") << "REPLACE INTO units_produced VALUES ('m1', 0, 'rifle', 99)"
                                 << "INSERT into units_produced";
        QTest::newRow("vacuum") << "VACUUM"
                                << "";
        QTest::newRow("begin") << "BEGIN IMMEDIATE"
                               << "BEGIN";
        QTest::newRow("create-index") << "CREATE INDEX i ON matches(map)"
                                      << "CREATE INDEX i";
        QTest::newRow("alter") << "ALTER TABLE matches ADD COLUMN x"
                               << "ALTER TABLE matches";
        QTest::newRow("temp-view") << "CREATE TEMP VIEW v AS SELECT 1"
                                   << "CREATE VIEW v";
    }

    void refusesEveryWrite()
    {
        QFETCH(QString, sql);
        QFETCH(QString, named);
        const QByteArray before = ictest::databaseFingerprint(m_path);
        ReadOnlyDatabase db(m_path);
        const auto rows = db.query(sql);
        QVERIFY2(!rows, qPrintable(sql));
        QCOMPARE(rows.error().code, ReadOnlyDatabase::kWrite);
        QVERIFY2(rows.error().message.contains(named), qPrintable(rows.error().message));
        QCOMPARE(ictest::databaseFingerprint(m_path), before);
        // The connection still reads afterwards.
        const auto count = db.query(QStringLiteral("SELECT count(*) FROM matches"));
        IC_VERIFY_OK(count);
        QCOMPARE(count->rows.at(0).toArray().at(0).toInteger(), 3);
    }

    void schemaTableCannotBeWritten()
    {
        // SQLite refuses this before asking the authorizer (defensive mode): a bad query, not
        // a write that went through.
        const QByteArray before = ictest::databaseFingerprint(m_path);
        ReadOnlyDatabase db(m_path);
        for (const QString &sql : {QStringLiteral("UPDATE sqlite_master SET sql = ''"),
                                   QStringLiteral("DELETE FROM sqlite_master")}) {
            const auto rows = db.query(sql);
            QVERIFY2(!rows, qPrintable(sql));
            QVERIFY(rows.error().code == ReadOnlyDatabase::kWrite ||
                    rows.error().code == ReadOnlyDatabase::kBadQuery);
        }
        QCOMPARE(ictest::databaseFingerprint(m_path), before);
    }

    void readsWithTypedParams()
    {
        ReadOnlyDatabase db(m_path);
        const auto rows = db.query(
            QStringLiteral("SELECT p.name, m.map, ? AS b, ? AS n, ? AS r, x'00ff' AS blob, "
                           "m.replay_id FROM match_players p JOIN matches m ON m.match_id = "
                           "p.match_id WHERE m.match_id = ? AND p.kills > ? ORDER BY p.name"),
            QJsonArray{true, QJsonValue::Null, 2.5, QStringLiteral("m2"), 3});
        IC_VERIFY_OK(rows);
        QCOMPARE(rows->columns,
                 (QStringList{QStringLiteral("name"), QStringLiteral("map"), QStringLiteral("b"),
                              QStringLiteral("n"), QStringLiteral("r"), QStringLiteral("blob"),
                              QStringLiteral("replay_id")}));
        QCOMPARE(rows->rows.size(), 1);
        const QJsonArray carol = rows->rows.at(0).toArray();
        QCOMPARE(carol.at(0).toString(), QStringLiteral("Carol"));
        QCOMPARE(carol.at(1).toString(), QStringLiteral("Coastal Influence"));
        QCOMPARE(carol.at(2).toInteger(), 1); // bool → 1
        QVERIFY(carol.at(3).isNull());
        QCOMPARE(carol.at(4).toDouble(), 2.5);
        QCOMPARE(carol.at(5).toString(), QStringLiteral("AP8=")); // blobs as base64
        QVERIFY(carol.at(6).isNull());
        QVERIFY(!rows->truncated);
    }

    void readingPragmasWork()
    {
        ReadOnlyDatabase db(m_path);
        const auto info = db.query(QStringLiteral("PRAGMA table_info(matches)"));
        IC_VERIFY_OK(info);
        QCOMPARE(info->rows.size(), 11);
        QCOMPARE(info->rows.at(0).toArray().at(1).toString(), QStringLiteral("match_id"));
        const auto version = db.query(QStringLiteral("PRAGMA user_version"));
        IC_VERIFY_OK(version);
        QCOMPARE(version->rows.at(0).toArray().at(0).toInteger(), 1);
    }

    void schemaListsTheTables()
    {
        ReadOnlyDatabase db(m_path);
        const auto tables = db.tables();
        IC_VERIFY_OK(tables);
        QStringList names;
        for (const auto &t : *tables)
            names << t.name;
        QCOMPARE(names,
                 (QStringList{QStringLiteral("match_events"), QStringLiteral("match_minutes"),
                              QStringLiteral("match_players"), QStringLiteral("matches"),
                              QStringLiteral("units_produced")}));
        QCOMPARE(tables->at(3).columns.at(0).name, QStringLiteral("match_id"));
        QCOMPARE(tables->at(3).columns.at(0).type, QStringLiteral("TEXT"));
    }

    void oneStatementPerCall()
    {
        const QByteArray before = ictest::databaseFingerprint(m_path);
        ReadOnlyDatabase db(m_path);
        for (const QString &sql : {QStringLiteral("SELECT 1; SELECT 2"),
                                   QStringLiteral("SELECT 1; DROP TABLE matches")}) {
            const auto rows = db.query(sql);
            QVERIFY(!rows);
            QCOMPARE(rows.error().code, ReadOnlyDatabase::kBadQuery);
            QCOMPARE(rows.error().message, QStringLiteral("one statement per call"));
        }
        // A trailing semicolon or comment is still one statement.
        IC_VERIFY_OK(db.query(QStringLiteral("SELECT 1; -- done")));
        QCOMPARE(ictest::databaseFingerprint(m_path), before);
    }

    void badQueriesCarrySqlitesMessage()
    {
        ReadOnlyDatabase db(m_path);
        auto rows = db.query(QStringLiteral("SELEC 1"));
        QVERIFY(!rows);
        QCOMPARE(rows.error().code, ReadOnlyDatabase::kBadQuery);
        QVERIFY2(rows.error().message.contains(QLatin1String("syntax error")),
                 qPrintable(rows.error().message));
        rows = db.query(QStringLiteral("SELECT nonexistent FROM matches"));
        QVERIFY(rows.error().message.contains(QLatin1String("no such column: nonexistent")));
        rows = db.query(QStringLiteral("SELECT ?"), {});
        QVERIFY(rows.error().message.contains(QLatin1String("1 parameter")));
        rows = db.query(QStringLiteral("SELECT ?"), QJsonArray{QJsonObject{}});
        QVERIFY(rows.error().message.contains(QLatin1String("params[0]")));
    }

    void rowLimitTruncates()
    {
        ReadOnlyDatabase db(m_path);
        auto rows = db.query(QStringLiteral("SELECT * FROM match_players"), {}, 3);
        IC_VERIFY_OK(rows);
        QCOMPARE(rows->rows.size(), 3);
        QVERIFY(rows->truncated);
        rows = db.query(QStringLiteral("SELECT * FROM match_players"), {}, 8);
        QCOMPARE(rows->rows.size(), 8);
        QVERIFY(!rows->truncated);
    }

    void longQueryIsStopped()
    {
        ReadOnlyDatabase db(m_path);
        QElapsedTimer clock;
        clock.start();
        const auto rows = db.query(QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL "
                                                  "SELECT x + 1 FROM c WHERE x < 1000000000000) "
                                                  "SELECT count(*) FROM c"),
                                   {}, 10, 300);
        QVERIFY(!rows);
        QCOMPARE(rows.error().code, ReadOnlyDatabase::kStopped);
        QVERIFY(clock.elapsed() < 5000);
        // The next query on the same connection has its own deadline.
        IC_VERIFY_OK(db.query(QStringLiteral("SELECT count(*) FROM matches")));
    }

    void missingFileIsNotCreated()
    {
        const QString path = m_dir.filePath(QStringLiteral("absent.db"));
        ReadOnlyDatabase db(path);
        const auto rows = db.query(QStringLiteral("SELECT 1"));
        QVERIFY(!rows);
        QCOMPARE(rows.error().code, ReadOnlyDatabase::kMissing);
        QVERIFY(!QFile::exists(path));
    }

    void playerStyleFigures()
    {
        ReadOnlyDatabase db(m_path);
        const auto style = PlayerStyle::compute(db, QStringLiteral("Alice"));
        IC_VERIFY_OK(style);
        const QJsonObject s = *style;
        QCOMPARE(s.value(u"player").toString(), QStringLiteral("Alice"));
        QCOMPARE(s.value(u"matches").toInteger(), 3);
        QCOMPARE(s.value(u"wins").toInteger(), 1);
        QCOMPARE(s.value(u"win_rate").toDouble(), 0.333);
        const QJsonArray factions = s.value(u"factions").toArray();
        QCOMPARE(factions.size(), 2);
        QCOMPARE(factions.at(0).toObject().value(u"faction").toString(), QStringLiteral("soviet"));
        QCOMPARE(factions.at(0).toObject().value(u"matches").toInteger(), 2);
        QCOMPARE(factions.at(0).toObject().value(u"wins").toInteger(), 1);
        QCOMPARE(factions.at(1).toObject().value(u"wins").toInteger(), 0);
        // own kills 10 + 3 + 5 = 18; opponents' average 3 + 9 + 5 = 17 → 18 / 35
        QCOMPARE(s.value(u"aggression").toDouble(), 0.514);
        // structures at minute 5 in m1 (5) and at minute 3, the last of m2 (4)
        QCOMPARE(s.value(u"expansion_pace").toDouble(), 4.5);
        const QJsonArray units = s.value(u"preferred_units").toArray();
        QCOMPARE(units.size(), 3);
        QCOMPARE(units.at(0).toObject().value(u"unit_type").toString(), QStringLiteral("tank"));
        QCOMPARE(units.at(0).toObject().value(u"count").toInteger(), 11);
        QCOMPARE(units.at(0).toObject().value(u"share").toDouble(), 0.478);
        const QJsonObject apm = s.value(u"apm_by_phase").toObject();
        QCOMPARE(apm.value(u"early").toDouble(), 30.0);
        QCOMPARE(apm.value(u"mid").toDouble(), 60.0);
        QVERIFY(apm.value(u"late").isNull());
        const QJsonArray trend = s.value(u"trend").toArray();
        QCOMPARE(trend.size(), 3);
        QCOMPARE(trend.at(0).toObject().value(u"match_id").toString(), QStringLiteral("m1"));
        QCOMPARE(trend.at(0).toObject().value(u"army_value_peak").toInteger(), 600);
        QCOMPARE(trend.at(0).toObject().value(u"result").toString(), QStringLiteral("win"));
        QCOMPARE(trend.at(2).toObject().value(u"match_id").toString(), QStringLiteral("m3"));
        QCOMPARE(trend.at(2).toObject().value(u"army_value_peak").toInteger(), 300);
    }

    void playerStyleOfAStranger()
    {
        ReadOnlyDatabase db(m_path);
        const auto style = PlayerStyle::compute(db, QStringLiteral("Nobody"));
        QVERIFY(!style);
        QCOMPARE(style.error().code, PlayerStyle::kNoMatches);
    }
};

QTEST_GUILESS_MAIN(TestReadOnlyDatabase)
#include "TestReadOnlyDatabase.moc"
