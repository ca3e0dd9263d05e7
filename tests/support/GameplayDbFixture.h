#pragma once
// A small gameplay.db for the tests of ic/db.query, ic/db.schema and ic/player.style, written
// with libsqlite3 directly in the game's own schema (GameplayDb::schema()): three matches,
// known figures. Link icmockhistory and SQLite::SQLite3 to use it.
//
//   m1 2026-11-01 2v2 ranked, team 0 won: Alice (slot 0, soviet, 10 kills), Bob (0, allies, 6)
//      beat Carol (1, soviet, 4), Dave (1, allies, 2); Alice's minutes 1–6: structures = minute,
//      apm = 10 × minute, army_value = 100 × minute (final 500); units rifle 10, tank 5.
//   m2 2026-11-02 1v1, team 0 won: Carol (slot 0, soviet, 9 kills) beat Alice (1, allies, 3);
//      Alice's minutes 1–3: structures minute + 1, apm 30; units tank 6, harvester 2.
//   m3 2026-11-03 1v1 draw: Alice (slot 0, soviet, 5 kills), Erin (1, allies, 5); no minutes.

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QString>
#include <QStringList>

#include "mock/history/GameplayDb.h"

#include <sqlite3.h>

namespace ictest {

inline const char *kGameplayRows = R"(
INSERT INTO matches VALUES
 ('m1', '2026-11-01T10:00:00Z', 5400, 15, 'Keep Off The Grass', '2v2', 1, 7, 0, 'annihilation', 'm1'),
 ('m2', '2026-11-02T10:00:00Z', 2700, 15, 'Coastal Influence', '1v1', 0, 8, 0, 'annihilation', NULL),
 ('m3', '2026-11-03T10:00:00Z', 900, 15, 'Coastal Influence', '1v1', 0, 9, -1, 'time_limit', NULL);
INSERT INTO match_players VALUES
 ('m1', 0, 'Alice', 0, 'soviet', 'win', 500, 1000, 20, 6, 10, 3, 5000, 4000, 45),
 ('m1', 1, 'Bob', 0, 'allies', 'win', 400, 800, 15, 5, 6, 4, 4000, 3500, 40),
 ('m1', 2, 'Carol', 1, 'soviet', 'loss', 100, 200, 3, 2, 4, 12, 3000, 2900, 50),
 ('m1', 3, 'Dave', 1, 'allies', 'loss', 50, 100, 1, 1, 2, 7, 2000, 1900, 30),
 ('m2', 0, 'Carol', 0, 'soviet', 'win', 600, 900, 18, 7, 9, 3, 4500, 4000, 60),
 ('m2', 1, 'Alice', 1, 'allies', 'loss', 80, 50, 2, 1, 3, 9, 2500, 2400, 30),
 ('m3', 0, 'Alice', 0, 'soviet', 'draw', 300, 300, 10, 4, 5, 5, 1000, 900, 20),
 ('m3', 1, 'Erin', 1, 'allies', 'draw', 300, 300, 10, 4, 5, 5, 1000, 900, 25);
INSERT INTO match_minutes VALUES
 ('m1', 0, 1, 100, 0, 1, 1, 10, 0, 0), ('m1', 0, 2, 200, 0, 2, 2, 20, 0, 0),
 ('m1', 0, 3, 300, 0, 3, 3, 30, 0, 0), ('m1', 0, 4, 400, 0, 4, 4, 40, 0, 0),
 ('m1', 0, 5, 500, 0, 5, 5, 50, 0, 0), ('m1', 0, 6, 600, 0, 6, 6, 60, 10, 3),
 ('m2', 1, 1, 50, 0, 1, 2, 30, 0, 0), ('m2', 1, 2, 60, 0, 2, 3, 30, 1, 0),
 ('m2', 1, 3, 80, 0, 2, 4, 30, 3, 9);
INSERT INTO match_events VALUES
 ('m1', 30, 'combat', 'unit_killed', 'Alice', '{"killer":"Alice"}'),
 ('m1', 5400, 'match', 'game_end', NULL, '{"winner_team":0}');
INSERT INTO units_produced VALUES
 ('m1', 0, 'rifle', 10), ('m1', 0, 'tank', 5), ('m2', 1, 'tank', 6), ('m2', 1, 'harvester', 2),
 ('m1', 2, 'tank', 3);
)";

/// Writes the fixture to `path` (which must not exist); an empty string, or SQLite's error.
inline QString writeGameplayFixture(const QString &path)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
        const QString error = QString::fromUtf8(sqlite3_errmsg(db));
        sqlite3_close(db);
        return error;
    }
    QString error;
    for (const char *sql : {icmock::GameplayDb::schema(), kGameplayRows}) {
        char *message = nullptr;
        if (sqlite3_exec(db, sql, nullptr, nullptr, &message) != SQLITE_OK && error.isEmpty())
            error = QString::fromUtf8(message);
        sqlite3_free(message);
    }
    sqlite3_close(db);
    return error;
}

/// SHA-256 of the database file and of its -wal and -journal companions (if any), to show that
/// nothing was written.
inline QByteArray databaseFingerprint(const QString &path)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-journal")}) {
        QFile file(path + suffix);
        hash.addData(suffix.toUtf8());
        if (file.open(QIODevice::ReadOnly))
            hash.addData(file.readAll());
        else
            hash.addData("absent");
    }
    return hash.result().toHex();
}

} // namespace ictest
