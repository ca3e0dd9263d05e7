#pragma once
// gameplay.db: the match history the game keeps (D034), a real SQLite database. Opens or
// creates it with its schema (docs/icrp-spec.md, match history; PRAGMA user_version 1, WAL,
// foreign keys on), writes a finished match in one transaction, and answers the queries
// ic/match.history is built on. Only finished matches are ever written (MatchArchive).
//
// Error codes: "history.unopenable" (the file cannot be opened or created, or has another
// schema), "history.write-failed", "history.not-found" (no match with that id),
// "history.query-failed".

#include "mock/history/FinishedMatch.h"

#include "common/Result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <memory>
#include <optional>

struct sqlite3;

namespace icmock {

/// What ic/match.history asks for: newest first, `limit` at most, older than `before` (a
/// match_id) when set, only matches with `player` / on `map` / of that ranked-ness when set.
struct HistoryFilter
{
    int limit = 20;
    QString before;
    QString player;
    QString map;
    std::optional<bool> ranked;
};

class GameplayDb
{
public:
    static constexpr int kSchemaVersion = 1;

    /// `<dataDir>/gameplay.db`
    static QString pathIn(const QString &dataDir);
    /// The SQL that creates an empty gameplay.db (the tables, indexes and user_version).
    static const char *schema();
    /// Opens the database at `path`, creating the file and its schema when it does not exist.
    static ic::Result<std::unique_ptr<GameplayDb>> open(const QString &path);
    ~GameplayDb();
    GameplayDb(const GameplayDb &) = delete;
    GameplayDb &operator=(const GameplayDb &) = delete;

    QString path() const { return m_path; }

    /// Writes one finished match (all its rows) in one transaction.
    ic::Result<void> record(const FinishedMatch &match);
    /// Writes many in one transaction (the history seed).
    ic::Result<void> recordAll(const QList<FinishedMatch> &matches);
    ic::Result<qint64> matchCount() const;

    /// {matches:[{match_id, started_at, duration_ticks, tick_rate, map, mode, ranked,
    /// winner_team, end_reason, replay_id|null, players:[…]}], more}
    ic::Result<QJsonObject> history(const HistoryFilter &filter) const;
    /// One match as in history(), plus minutes:[{minute, players:[…]}] and
    /// events:[{tick, category, type, data}].
    ic::Result<QJsonObject> match(const QString &matchId) const;

private:
    GameplayDb(sqlite3 *db, QString path);
    ic::Result<void> prepare();
    ic::Result<void> exec(const char *sql);
    ic::Error writeError(const QString &what) const;
    ic::Error queryError(const QString &what) const;
    bool insert(const FinishedMatch &match);
    QJsonArray playersOf(const QString &matchId) const;
    QJsonArray minutesOf(const QString &matchId) const;
    QJsonArray eventsOf(const QString &matchId) const;

    sqlite3 *m_db = nullptr;
    QString m_path;
};

} // namespace icmock
