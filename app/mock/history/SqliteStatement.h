#pragma once
// A prepared SQLite statement that finalizes itself: bind by position (1-based), step, read
// columns. Errors carry SQLite's own message (sqlite3_errmsg).

#include <QJsonValue>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace icmock {

class SqliteStatement
{
public:
    SqliteStatement(sqlite3 *db, const QString &sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    /// False when the SQL did not compile; error() says why.
    bool isValid() const { return m_stmt != nullptr; }

    SqliteStatement &bind(int index, const QString &value);
    SqliteStatement &bind(int index, qint64 value);
    SqliteStatement &bindNull(int index);

    /// Runs to the next row: true while there is a row; false at the end or on an error
    /// (then failed() is true).
    bool next();
    /// Runs a statement that returns no rows; false on an error.
    bool run();
    /// Ready to run again with new bindings.
    void reset();
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }

    qint64 integer(int column) const;
    QString text(int column) const;
    bool isNull(int column) const;
    /// An integer, a string or null, as SQLite holds it.
    QJsonValue json(int column) const;

private:
    void noteError();

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    QString m_error;
};

} // namespace icmock
