#pragma once
// A read-only window on one of the game's SQLite databases for ic/db.query, ic/db.schema and
// ic/player.style. Read-only is SQLite's to enforce, never a match on the SQL text: the file is
// opened with SQLITE_OPEN_READONLY, in defensive mode, without extension loading, and an
// authorizer allows only reading (SELECT, reading tables, recursive CTEs, harmless functions,
// pragmas that only report); it records what it refused so the error can name it. A progress
// handler stops a query at its deadline; one statement per call; a row limit.
//
// One connection, used by one thread at a time (SQLITE_OPEN_NOMUTEX): open it where it is used.

#include "common/Result.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QString>
#include <QStringList>

struct sqlite3;
struct sqlite3_stmt;

namespace icmock {

class ReadOnlyDatabase
{
public:
    /// Error codes (ic::Error::code) of open() and query().
    static inline const QString kMissing = QStringLiteral("db.missing");       // no such file
    static inline const QString kUnreadable = QStringLiteral("db.unreadable"); // cannot open
    static inline const QString kWrite = QStringLiteral("db.write-refused");   // it would write
    static inline const QString kBadQuery = QStringLiteral("db.bad-query");    // SQLite's message
    static inline const QString kStopped = QStringLiteral("db.stopped");       // over its time
    static constexpr int kDefaultTimeoutMs = 2000;

    struct Rows
    {
        QStringList columns;
        /// One array per row: integers and reals as numbers, text, null, blobs as base64.
        QJsonArray rows;
        /// More rows than the limit: the rest were left out.
        bool truncated = false;
    };

    struct Column
    {
        QString name;
        QString type;
    };
    struct Table
    {
        QString name;
        QList<Column> columns;
    };

    explicit ReadOnlyDatabase(QString path);
    ~ReadOnlyDatabase();
    ReadOnlyDatabase(const ReadOnlyDatabase &) = delete;
    ReadOnlyDatabase &operator=(const ReadOnlyDatabase &) = delete;

    /// Opens the file read-only; kMissing when it does not exist (it is never created).
    ic::Result<void> open();
    bool isOpen() const { return m_db != nullptr; }
    const QString &path() const { return m_path; }

    /// Runs one reading statement. `params` are bound in order (null, bool as 0/1, numbers —
    /// integral ones as integers —, strings); at most `limit` rows come back. Errors: kWrite
    /// (what SQLite refused), kBadQuery (SQLite's message, a second statement, wrong params),
    /// kStopped (ran past `timeoutMs`).
    ic::Result<Rows> query(const QString &sql, const QJsonArray &params = {}, int limit = 1000,
                           int timeoutMs = kDefaultTimeoutMs);

    /// The tables (not SQLite's own) and their columns, by name.
    ic::Result<QList<Table>> tables();

private:
    static int authorize(void *self, int action, const char *a, const char *b, const char *db,
                         const char *trigger);
    static int progress(void *self);
    int decide(int action, const char *a, const char *b);
    ic::Result<sqlite3_stmt *> prepare(const QString &sql);
    ic::Result<void> bind(sqlite3_stmt *statement, const QJsonArray &params);
    ic::Result<Rows> read(sqlite3_stmt *statement, int limit);
    ic::Error failure(int rc) const;
    QString sqliteMessage() const;

    QString m_path;
    sqlite3 *m_db = nullptr;
    /// What the authorizer refused during the last prepare ("INSERT into matches"); empty: none.
    QString m_refused;
    /// When the running query must stop.
    QDeadlineTimer m_deadline = QDeadlineTimer::Forever;
    bool m_stopped = false;
};

} // namespace icmock
