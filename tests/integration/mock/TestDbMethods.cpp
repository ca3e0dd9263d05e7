// ic/db.schema, ic/db.query and ic/player.style over real sockets against a MockGame whose data
// folder holds a real gameplay.db (tests/support/GameplayDbFixture.h): every write shape is
// refused with -32010 and the file stays byte for byte the same; reads, params, a JOIN and a
// reading PRAGMA work; a bad query gives -32602 with SQLite's message; a query that runs too long
// is stopped; the row limit sets truncated; an observer gets -32001; ic/player.style answers from
// the fixture and from a seeded history (--history-seed), and -32009 for a stranger.

#include "GameplayDbFixture.h"
#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "mock/MockGame.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace icmock;

namespace {
const QString kPassword = QStringLiteral("db-test-password-1");
constexpr int kNotFound = -32009;
constexpr int kReadOnly = -32010;
constexpr int kInvalidParams = -32602;
constexpr int kPermissionDenied = -32001;
} // namespace

class TestDbMethods : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    std::unique_ptr<MockGame> m_game;
    QUrl m_url;

    QJsonObject query(RawIcrpSocket &s, const QString &sql, const QJsonArray &params = {},
                      int limit = 0)
    {
        QJsonObject p{{QStringLiteral("sql"), sql}};
        if (!params.isEmpty())
            p.insert(QStringLiteral("params"), params);
        if (limit)
            p.insert(QStringLiteral("limit"), limit);
        return s.call(QStringLiteral("ic/db.query"), p, 10000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("gameplay.db"));
        const QString error = ictest::writeGameplayFixture(m_db);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        MockOptions o;
        o.password = kPassword;
        o.dataDir = m_dir.path();
        QString why;
        m_game = mocktest::startGame(o, &why);
        QVERIFY2(m_game, qPrintable(why));
        m_url = QUrl(m_game->url());
    }

    void cleanupTestCase() { m_game.reset(); }

    void everyWriteIsRefusedAndTheFileUnchanged_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("insert") << "INSERT INTO matches(match_id) VALUES ('x')";
        QTest::newRow("update") << "UPDATE matches SET map = 'x'";
        QTest::newRow("delete") << "DELETE FROM match_players";
        QTest::newRow("drop") << "DROP TABLE matches";
        QTest::newRow("create") << "CREATE TABLE t (x)";
        QTest::newRow("create-temp") << "CREATE TEMP TABLE t (x)";
        QTest::newRow("attach") << "ATTACH DATABASE 'other.db' AS other";
        QTest::newRow("pragma-user-version") << "PRAGMA user_version = 5";
        QTest::newRow("pragma-journal-mode") << "PRAGMA journal_mode = DELETE";
        QTest::newRow("cte-insert")
            << "WITH x AS (SELECT 1) INSERT INTO units_produced SELECT 'm9', 0, 'u', 1 FROM x";
        QTest::newRow("load-extension") << "SELECT load_extension('x')";
        QTest::newRow("replace") << "REPLACE INTO units_produced VALUES ('m1', 0, 'rifle', 99)";
        QTest::newRow("vacuum") << "VACUUM";
    }

    void everyWriteIsRefusedAndTheFileUnchanged()
    {
        QFETCH(QString, sql);
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword));
        const QByteArray before = ictest::databaseFingerprint(m_db);
        const QJsonObject answer = query(admin, sql);
        QCOMPARE(RawIcrpSocket::errorCode(answer), kReadOnly);
        const QString message = RawIcrpSocket::errorMessage(answer);
        QVERIFY2(message.startsWith(QLatin1String("ic/db.query only reads: SQLite refused")),
                 qPrintable(message));
        QCOMPARE(ictest::databaseFingerprint(m_db), before);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("other.db"))));
    }

    void theRefusalNamesWhatSqliteRefused()
    {
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword));
        const QJsonObject answer = query(admin, QStringLiteral("INSERT INTO matches(match_id) "
                                                               "VALUES ('x')"));
        QVERIFY2(RawIcrpSocket::errorMessage(answer).contains(
                     QLatin1String("SQLite refused INSERT into matches")),
                 qPrintable(RawIcrpSocket::errorMessage(answer)));
    }

    void readsWork()
    {
        RawIcrpSocket mod;
        QVERIFY(mod.connectAs(m_url, QStringLiteral("mod"), kPassword));
        QJsonObject answer =
            query(mod,
                  QStringLiteral("SELECT p.name, m.map FROM match_players p JOIN matches m ON "
                                 "m.match_id = p.match_id WHERE m.match_id = ? AND p.kills > ? "
                                 "ORDER BY p.name"),
                  QJsonArray{QStringLiteral("m1"), 3});
        QCOMPARE(RawIcrpSocket::errorCode(answer), 0);
        QJsonObject result = answer.value(u"result").toObject();
        QCOMPARE(result.value(u"columns").toArray(),
                 (QJsonArray{QStringLiteral("name"), QStringLiteral("map")}));
        const QJsonArray rows = result.value(u"rows").toArray();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(0).toArray(),
                 (QJsonArray{QStringLiteral("Alice"), QStringLiteral("Keep Off The Grass")}));
        QCOMPARE(rows.at(2).toArray().at(0).toString(), QStringLiteral("Carol"));
        QCOMPARE(result.value(u"truncated").toBool(true), false);

        answer = query(mod, QStringLiteral("PRAGMA table_info(matches)"));
        QCOMPARE(RawIcrpSocket::errorCode(answer), 0);
        result = answer.value(u"result").toObject();
        QCOMPARE(result.value(u"rows").toArray().size(), 11);
        QCOMPARE(result.value(u"rows").toArray().at(1).toArray().at(1).toString(),
                 QStringLiteral("started_at"));
    }

    void badQueryCarriesSqlitesMessage()
    {
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword));
        QJsonObject answer = query(admin, QStringLiteral("SELECT nonexistent FROM matches"));
        QCOMPARE(RawIcrpSocket::errorCode(answer), kInvalidParams);
        QVERIFY2(RawIcrpSocket::errorMessage(answer).contains(
                     QLatin1String("no such column: nonexistent")),
                 qPrintable(RawIcrpSocket::errorMessage(answer)));
        answer = query(admin, QStringLiteral("SELECT 1; SELECT 2"));
        QCOMPARE(RawIcrpSocket::errorCode(answer), kInvalidParams);
        QVERIFY(
            RawIcrpSocket::errorMessage(answer).contains(QLatin1String("one statement per call")));
        answer = admin.call(QStringLiteral("ic/db.query"),
                            QJsonObject{{QStringLiteral("sql"), QStringLiteral("SELECT 1")},
                                        {QStringLiteral("limit"), 0}});
        QCOMPARE(RawIcrpSocket::errorCode(answer), kInvalidParams);
        answer = admin.call(QStringLiteral("ic/db.query"),
                            QJsonObject{{QStringLiteral("sql"), QStringLiteral("SELECT 1")},
                                        {QStringLiteral("database"), QStringLiteral("other")}});
        QCOMPARE(RawIcrpSocket::errorCode(answer), kInvalidParams);
    }

    void longQueryIsStoppedWhileTheGameAnswers()
    {
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword));
        QElapsedTimer clock;
        clock.start();
        const int id = admin.send(
            QStringLiteral("ic/db.query"),
            QJsonObject{
                {QStringLiteral("sql"),
                 QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 "
                                "FROM c WHERE x < 1000000000000) SELECT count(*) FROM c")}});
        // The query runs off the game's thread: other calls are answered meanwhile.
        const QJsonObject info = admin.call(QStringLiteral("ic/match.info"));
        QCOMPARE(RawIcrpSocket::errorCode(info), 0);
        const QJsonObject answer = admin.waitAnswer(id, 10000);
        QCOMPARE(RawIcrpSocket::errorCode(answer), kInvalidParams);
        QVERIFY2(RawIcrpSocket::errorMessage(answer).contains(QLatin1String("stopped")),
                 qPrintable(RawIcrpSocket::errorMessage(answer)));
        QVERIFY(clock.elapsed() >= 1900);
    }

    void rowLimitSetsTruncated()
    {
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword));
        QJsonObject answer = query(admin, QStringLiteral("SELECT * FROM match_players"), {}, 2);
        QJsonObject result = answer.value(u"result").toObject();
        QCOMPARE(result.value(u"rows").toArray().size(), 2);
        QCOMPARE(result.value(u"truncated").toBool(), true);
        answer = query(admin, QStringLiteral("SELECT * FROM match_players"), {}, 100);
        result = answer.value(u"result").toObject();
        QCOMPARE(result.value(u"rows").toArray().size(), 8);
        QCOMPARE(result.value(u"truncated").toBool(true), false);
    }

    void observerIsRefused()
    {
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(m_url, QStringLiteral("observer"), kPassword));
        QCOMPARE(RawIcrpSocket::errorCode(query(observer, QStringLiteral("SELECT 1"))),
                 kPermissionDenied);
        QCOMPARE(RawIcrpSocket::errorCode(observer.call(QStringLiteral("ic/db.schema"))),
                 kPermissionDenied);
    }

    void schemaListsTheTables()
    {
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword));
        const QJsonObject answer =
            admin.call(QStringLiteral("ic/db.schema"),
                       QJsonObject{{QStringLiteral("database"), QStringLiteral("gameplay")}});
        QCOMPARE(RawIcrpSocket::errorCode(answer), 0);
        const QJsonArray databases =
            answer.value(u"result").toObject().value(u"databases").toArray();
        QCOMPARE(databases.size(), 1);
        const QJsonObject gameplay = databases.at(0).toObject();
        QCOMPARE(gameplay.value(u"name").toString(), QStringLiteral("gameplay"));
        QStringList names;
        QJsonObject matches;
        for (const QJsonValue &t : gameplay.value(u"tables").toArray()) {
            names << t.toObject().value(u"name").toString();
            if (names.last() == QLatin1String("matches"))
                matches = t.toObject();
        }
        QCOMPARE(names,
                 (QStringList{QStringLiteral("match_events"), QStringLiteral("match_minutes"),
                              QStringLiteral("match_players"), QStringLiteral("matches"),
                              QStringLiteral("units_produced")}));
        const QJsonObject firstColumn = matches.value(u"columns").toArray().at(0).toObject();
        QCOMPARE(firstColumn.value(u"name").toString(), QStringLiteral("match_id"));
        QCOMPARE(firstColumn.value(u"type").toString(), QStringLiteral("TEXT"));
    }

    void playerStyleForEveryTier()
    {
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(m_url, QStringLiteral("observer"), kPassword));
        QJsonObject answer =
            observer.call(QStringLiteral("ic/player.style"),
                          QJsonObject{{QStringLiteral("player"), QStringLiteral("Alice")}});
        QCOMPARE(RawIcrpSocket::errorCode(answer), 0);
        const QJsonObject style = answer.value(u"result").toObject();
        QCOMPARE(style.value(u"matches").toInt(), 3);
        QCOMPARE(style.value(u"wins").toInt(), 1);
        QCOMPARE(style.value(u"aggression").toDouble(), 0.514);
        QCOMPARE(style.value(u"expansion_pace").toDouble(), 4.5);
        QCOMPARE(style.value(u"trend").toArray().size(), 3);
        answer = observer.call(QStringLiteral("ic/player.style"),
                               QJsonObject{{QStringLiteral("player"), QStringLiteral("Nobody")}});
        QCOMPARE(RawIcrpSocket::errorCode(answer), kNotFound);
        answer = observer.call(QStringLiteral("ic/player.style"), QJsonObject{});
        QCOMPARE(RawIcrpSocket::errorCode(answer), kInvalidParams);
    }

    void playerStyleFromASeededHistory()
    {
        QTemporaryDir dir;
        MockOptions o;
        o.password = kPassword;
        o.dataDir = dir.path();
        o.historySeed = 12;
        QString why;
        auto game = mocktest::startGame(o, &why);
        QVERIFY2(game, qPrintable(why));
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), kPassword));
        const QJsonObject names = admin.call(
            QStringLiteral("ic/db.query"),
            QJsonObject{{QStringLiteral("sql"),
                         QStringLiteral("SELECT name, count(*) FROM match_players GROUP BY name "
                                        "ORDER BY count(*) DESC, name LIMIT 1")}});
        QCOMPARE(RawIcrpSocket::errorCode(names), 0);
        const QJsonArray top =
            names.value(u"result").toObject().value(u"rows").toArray().at(0).toArray();
        QVERIFY(top.at(1).toInt() > 0);
        const QJsonObject answer =
            admin.call(QStringLiteral("ic/player.style"),
                       QJsonObject{{QStringLiteral("player"), top.at(0).toString()}});
        QCOMPARE(RawIcrpSocket::errorCode(answer), 0);
        const QJsonObject style = answer.value(u"result").toObject();
        QCOMPARE(style.value(u"matches").toInt(), top.at(1).toInt());
        const double aggression = style.value(u"aggression").toDouble(-1);
        QVERIFY(aggression >= 0 && aggression <= 1);
        QVERIFY(!style.value(u"preferred_units").toArray().isEmpty());
        QCOMPARE(style.value(u"trend").toArray().size(), std::min(top.at(1).toInt(), 50));
    }
};

QTEST_GUILESS_MAIN(TestDbMethods)
#include "TestDbMethods.moc"
