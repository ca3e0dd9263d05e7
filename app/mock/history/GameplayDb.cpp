// GameplayDb: opening or creating gameplay.db and writing finished matches. The queries are in
// GameplayDb_Query.cpp.

#include "mock/history/GameplayDb.h"

#include "mock/history/SqliteStatement.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <sqlite3.h>

namespace icmock {

namespace {

constexpr const char *kGameplaySchema = R"sql(
CREATE TABLE matches (match_id TEXT PRIMARY KEY, started_at TEXT NOT NULL,
  duration_ticks INTEGER NOT NULL, tick_rate INTEGER NOT NULL, map TEXT NOT NULL, mode TEXT NOT NULL,
  ranked INTEGER NOT NULL, seed INTEGER NOT NULL, winner_team INTEGER NOT NULL,
  end_reason TEXT NOT NULL, replay_id TEXT);
CREATE TABLE match_players (match_id TEXT NOT NULL REFERENCES matches(match_id), slot INTEGER NOT NULL,
  name TEXT NOT NULL, team INTEGER NOT NULL, faction TEXT NOT NULL,
  result TEXT NOT NULL, army_value INTEGER NOT NULL, credits INTEGER NOT NULL,
  units INTEGER NOT NULL, structures INTEGER NOT NULL, kills INTEGER NOT NULL, losses INTEGER NOT NULL,
  harvested INTEGER NOT NULL, spent INTEGER NOT NULL, apm INTEGER NOT NULL,
  PRIMARY KEY (match_id, slot));
CREATE TABLE match_minutes (match_id TEXT NOT NULL, slot INTEGER NOT NULL, minute INTEGER NOT NULL,
  army_value INTEGER NOT NULL, credits INTEGER NOT NULL, units INTEGER NOT NULL, structures INTEGER NOT NULL,
  apm INTEGER NOT NULL, kills INTEGER NOT NULL, losses INTEGER NOT NULL, PRIMARY KEY (match_id, slot, minute));
CREATE TABLE match_events (match_id TEXT NOT NULL, tick INTEGER NOT NULL, category TEXT NOT NULL,
  type TEXT NOT NULL, player TEXT, data TEXT NOT NULL);
CREATE TABLE units_produced (match_id TEXT NOT NULL, slot INTEGER NOT NULL, unit_type TEXT NOT NULL,
  count INTEGER NOT NULL, PRIMARY KEY (match_id, slot, unit_type));
CREATE INDEX match_players_name ON match_players(name);
CREATE INDEX match_events_match ON match_events(match_id, tick);
PRAGMA user_version = 1;
)sql";

QString gameplayTime(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

} // namespace

const char *GameplayDb::schema()
{
    return kGameplaySchema;
}

QString GameplayDb::pathIn(const QString &dataDir)
{
    return QDir(dataDir).filePath(QStringLiteral("gameplay.db"));
}

GameplayDb::GameplayDb(sqlite3 *db, QString path) : m_db(db), m_path(std::move(path)) {}

GameplayDb::~GameplayDb()
{
    sqlite3_close_v2(m_db);
}

ic::Result<std::unique_ptr<GameplayDb>> GameplayDb::open(const QString &path)
{
    sqlite3 *db = nullptr;
    const int rc = sqlite3_open_v2(QFile::encodeName(path).constData(), &db,
                                   SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    std::unique_ptr<GameplayDb> opened(new GameplayDb(db, path));
    if (rc != SQLITE_OK)
        return ic::Error{QStringLiteral("history.unopenable"),
                         QStringLiteral("gameplay.db at %1 cannot be opened: %2. Check that the "
                                        "folder exists and is writable, or choose another with "
                                        "--data-dir DIR.")
                             .arg(path, QString::fromUtf8(sqlite3_errmsg(db)))};
    if (auto ready = opened->prepare(); !ready)
        return ready.error();
    return opened;
}

ic::Result<void> GameplayDb::prepare()
{
    sqlite3_busy_timeout(m_db, 2000);
    if (auto wal = exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;"); !wal)
        return wal;
    SqliteStatement version(m_db, QStringLiteral("PRAGMA user_version"));
    const qint64 have = version.next() ? version.integer(0) : -1;
    if (version.failed() || have < 0)
        return ic::Error{QStringLiteral("history.unopenable"),
                         QStringLiteral("gameplay.db at %1 cannot be opened: %2. Move the file "
                                        "away; the game starts a new one.")
                             .arg(m_path, version.error())};
    if (have == kSchemaVersion)
        return ic::success();
    SqliteStatement tables(m_db, QStringLiteral("SELECT count(*) FROM sqlite_master"));
    if (have != 0 || !tables.next() || tables.integer(0) != 0)
        return ic::Error{QStringLiteral("history.unopenable"),
                         QStringLiteral("gameplay.db at %1 cannot be opened: it has schema "
                                        "version %2, this game knows version %3. Move the file "
                                        "away; the game starts a new one.")
                             .arg(m_path)
                             .arg(have)
                             .arg(kSchemaVersion)};
    if (auto created = exec(kGameplaySchema); !created)
        return ic::Error{QStringLiteral("history.unopenable"),
                         QStringLiteral("gameplay.db at %1 cannot be opened: creating its "
                                        "tables failed: %2")
                             .arg(m_path, created.error().message)};
    return ic::success();
}

ic::Result<void> GameplayDb::exec(const char *sql)
{
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) == SQLITE_OK)
        return ic::success();
    const QString text = QString::fromUtf8(message ? message : sqlite3_errmsg(m_db));
    sqlite3_free(message);
    return ic::Error{QStringLiteral("history.write-failed"), text};
}

ic::Error GameplayDb::writeError(const QString &what) const
{
    return {QStringLiteral("history.write-failed"),
            QStringLiteral("Cannot write %1 to gameplay.db at %2: %3. Check the disk space and "
                           "that the file is writable.")
                .arg(what, m_path, QString::fromUtf8(sqlite3_errmsg(m_db)))};
}

ic::Error GameplayDb::queryError(const QString &what) const
{
    return {QStringLiteral("history.query-failed"),
            QStringLiteral("Cannot read %1 from gameplay.db at %2: %3")
                .arg(what, m_path, QString::fromUtf8(sqlite3_errmsg(m_db)))};
}

ic::Result<void> GameplayDb::record(const FinishedMatch &match)
{
    return recordAll({match});
}

ic::Result<void> GameplayDb::recordAll(const QList<FinishedMatch> &matches)
{
    if (!exec("BEGIN IMMEDIATE"))
        return writeError(QStringLiteral("the match"));
    for (const FinishedMatch &match : matches) {
        if (!insert(match)) {
            const ic::Error error = writeError(QStringLiteral("match %1").arg(match.matchId));
            (void)exec("ROLLBACK");
            return error;
        }
    }
    if (!exec("COMMIT")) {
        const ic::Error error = writeError(QStringLiteral("the match"));
        (void)exec("ROLLBACK");
        return error;
    }
    return ic::success();
}

bool GameplayDb::insert(const FinishedMatch &m)
{
    SqliteStatement row(m_db, QStringLiteral("INSERT INTO matches VALUES (?,?,?,?,?,?,?,?,?,?,?)"));
    row.bind(1, m.matchId).bind(2, gameplayTime(m.startedAt)).bind(3, m.durationTicks);
    row.bind(4, qint64(m.tickRate)).bind(5, m.map).bind(6, m.mode).bind(7, qint64(m.ranked));
    row.bind(8, qint64(m.seed)).bind(9, qint64(m.winnerTeam)).bind(10, m.endReason);
    if (m.replayId.isEmpty())
        row.bindNull(11);
    else
        row.bind(11, m.replayId);
    if (!row.run())
        return false;
    SqliteStatement player(
        m_db, QStringLiteral("INSERT INTO match_players VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
    for (const FinishedMatch::Player &p : m.players) {
        player.reset();
        player.bind(1, m.matchId).bind(2, qint64(p.slot)).bind(3, p.name).bind(4, qint64(p.team));
        player.bind(5, p.faction).bind(6, p.result).bind(7, p.armyValue).bind(8, p.credits);
        player.bind(9, qint64(p.units)).bind(10, qint64(p.structures)).bind(11, qint64(p.kills));
        player.bind(12, qint64(p.losses)).bind(13, p.harvested).bind(14, p.spent);
        if (!player.bind(15, qint64(p.apm)).run())
            return false;
    }
    SqliteStatement minute(
        m_db, QStringLiteral("INSERT INTO match_minutes VALUES (?,?,?,?,?,?,?,?,?,?)"));
    for (const FinishedMatch::Minute &n : m.minutes) {
        minute.reset();
        minute.bind(1, m.matchId).bind(2, qint64(n.slot)).bind(3, qint64(n.minute));
        minute.bind(4, n.armyValue).bind(5, n.credits).bind(6, qint64(n.units));
        minute.bind(7, qint64(n.structures)).bind(8, qint64(n.apm)).bind(9, qint64(n.kills));
        if (!minute.bind(10, qint64(n.losses)).run())
            return false;
    }
    SqliteStatement event(m_db, QStringLiteral("INSERT INTO match_events VALUES (?,?,?,?,?,?)"));
    for (const FinishedMatch::Event &e : m.events) {
        event.reset();
        event.bind(1, m.matchId).bind(2, e.tick).bind(3, e.category).bind(4, e.type);
        if (e.player.isEmpty())
            event.bindNull(5);
        else
            event.bind(5, e.player);
        const QString data =
            QString::fromUtf8(QJsonDocument(e.data).toJson(QJsonDocument::Compact));
        if (!event.bind(6, data).run())
            return false;
    }
    SqliteStatement produced(m_db, QStringLiteral("INSERT INTO units_produced VALUES (?,?,?,?)"));
    for (const FinishedMatch::Produced &u : m.produced) {
        produced.reset();
        produced.bind(1, m.matchId).bind(2, qint64(u.slot)).bind(3, u.unitType);
        if (!produced.bind(4, qint64(u.count)).run())
            return false;
    }
    return true;
}

ic::Result<qint64> GameplayDb::matchCount() const
{
    SqliteStatement count(m_db, QStringLiteral("SELECT count(*) FROM matches"));
    if (!count.next())
        return queryError(QStringLiteral("the number of matches"));
    return count.integer(0);
}

} // namespace icmock
