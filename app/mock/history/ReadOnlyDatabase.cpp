#include "mock/history/ReadOnlyDatabase.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonValue>
#include <QSet>

#include <cmath>
#include <sqlite3.h>

namespace icmock {

namespace rodb {

/// How many virtual-machine steps between two looks at the clock.
constexpr int kProgressSteps = 1000;
/// Doubles up to here are exact integers (2^53).
constexpr double kMaxExactInteger = 9007199254740992.0;

/// Functions a reading query must not call: they load code or touch files.
bool isForbiddenFunction(const QString &name)
{
    static const QSet<QString> forbidden{QStringLiteral("load_extension"),
                                         QStringLiteral("readfile"), QStringLiteral("writefile"),
                                         QStringLiteral("edit"), QStringLiteral("fts3_tokenizer")};
    return forbidden.contains(name.toLower());
}

/// Pragmas that only report. Those in `withArgument` take a table/index name (or a number) and
/// still only report; the others only report when called without a value.
bool isReadingPragma(const QString &name, bool hasArgument)
{
    static const QSet<QString> withArgument{
        QStringLiteral("table_info"),        QStringLiteral("table_xinfo"),
        QStringLiteral("index_info"),        QStringLiteral("index_xinfo"),
        QStringLiteral("index_list"),        QStringLiteral("foreign_key_list"),
        QStringLiteral("foreign_key_check"), QStringLiteral("integrity_check"),
        QStringLiteral("quick_check"),       QStringLiteral("table_list")};
    static const QSet<QString> withoutArgument{
        QStringLiteral("application_id"),  QStringLiteral("user_version"),
        QStringLiteral("schema_version"),  QStringLiteral("data_version"),
        QStringLiteral("page_count"),      QStringLiteral("page_size"),
        QStringLiteral("freelist_count"),  QStringLiteral("encoding"),
        QStringLiteral("journal_mode"),    QStringLiteral("database_list"),
        QStringLiteral("collation_list"),  QStringLiteral("function_list"),
        QStringLiteral("module_list"),     QStringLiteral("pragma_list"),
        QStringLiteral("compile_options"), QStringLiteral("foreign_keys"),
        QStringLiteral("auto_vacuum")};
    const QString lower = name.toLower();
    if (withArgument.contains(lower))
        return true;
    return !hasArgument && withoutArgument.contains(lower);
}

/// SQLite's own schema tables.
bool isSchemaTable(const QString &table)
{
    return table == QLatin1String("sqlite_master") || table == QLatin1String("sqlite_temp_master");
}

QString text(const char *s)
{
    return s ? QString::fromUtf8(s) : QString();
}

/// What an action the authorizer refused was, for the error message ("INSERT into matches").
QString describe(int action, const QString &a, const QString &b)
{
    switch (action) {
    case SQLITE_INSERT:
        return QStringLiteral("INSERT into %1").arg(a);
    case SQLITE_UPDATE:
        return QStringLiteral("UPDATE of %1.%2").arg(a, b);
    case SQLITE_DELETE:
        return QStringLiteral("DELETE from %1").arg(a);
    case SQLITE_CREATE_TABLE:
        return QStringLiteral("CREATE TABLE %1").arg(a);
    case SQLITE_CREATE_TEMP_TABLE:
        return QStringLiteral("CREATE TEMP TABLE %1").arg(a);
    case SQLITE_DROP_TABLE:
    case SQLITE_DROP_TEMP_TABLE:
        return QStringLiteral("DROP TABLE %1").arg(a);
    case SQLITE_CREATE_INDEX:
    case SQLITE_CREATE_TEMP_INDEX:
        return QStringLiteral("CREATE INDEX %1").arg(a);
    case SQLITE_DROP_INDEX:
    case SQLITE_DROP_TEMP_INDEX:
        return QStringLiteral("DROP INDEX %1").arg(a);
    case SQLITE_CREATE_VIEW:
    case SQLITE_CREATE_TEMP_VIEW:
        return QStringLiteral("CREATE VIEW %1").arg(a);
    case SQLITE_DROP_VIEW:
    case SQLITE_DROP_TEMP_VIEW:
        return QStringLiteral("DROP VIEW %1").arg(a);
    case SQLITE_CREATE_TRIGGER:
    case SQLITE_CREATE_TEMP_TRIGGER:
        return QStringLiteral("CREATE TRIGGER %1").arg(a);
    case SQLITE_DROP_TRIGGER:
    case SQLITE_DROP_TEMP_TRIGGER:
        return QStringLiteral("DROP TRIGGER %1").arg(a);
    case SQLITE_ALTER_TABLE:
        return QStringLiteral("ALTER TABLE %1").arg(b);
    case SQLITE_CREATE_VTABLE:
        return QStringLiteral("CREATE VIRTUAL TABLE %1").arg(a);
    case SQLITE_DROP_VTABLE:
        return QStringLiteral("DROP VIRTUAL TABLE %1").arg(a);
    case SQLITE_ATTACH:
        return QStringLiteral("ATTACH");
    case SQLITE_DETACH:
        return QStringLiteral("DETACH %1").arg(a);
    case SQLITE_REINDEX:
        return QStringLiteral("REINDEX");
    case SQLITE_ANALYZE:
        return QStringLiteral("ANALYZE");
    case SQLITE_TRANSACTION:
        return a; // BEGIN, COMMIT, ROLLBACK
    case SQLITE_SAVEPOINT:
        return QStringLiteral("SAVEPOINT %1").arg(b);
    case SQLITE_FUNCTION:
        return QStringLiteral("the function %1()").arg(b);
    case SQLITE_PRAGMA:
        return b.isNull() ? QStringLiteral("PRAGMA %1").arg(a)
                          : QStringLiteral("PRAGMA %1 = %2").arg(a, b);
    default:
        return QStringLiteral("an action that is not a read (SQLite action %1)").arg(action);
    }
}

QJsonValue columnValue(sqlite3_stmt *statement, int column)
{
    switch (sqlite3_column_type(statement, column)) {
    case SQLITE_INTEGER:
        return QJsonValue(qint64(sqlite3_column_int64(statement, column)));
    case SQLITE_FLOAT:
        return sqlite3_column_double(statement, column);
    case SQLITE_TEXT:
        return QString::fromUtf8(
            reinterpret_cast<const char *>(sqlite3_column_text(statement, column)),
            sqlite3_column_bytes(statement, column));
    case SQLITE_BLOB: {
        const QByteArray blob(static_cast<const char *>(sqlite3_column_blob(statement, column)),
                              sqlite3_column_bytes(statement, column));
        return QString::fromLatin1(blob.toBase64());
    }
    default:
        return QJsonValue(QJsonValue::Null);
    }
}

} // namespace rodb

using namespace rodb;

ReadOnlyDatabase::ReadOnlyDatabase(QString path) : m_path(std::move(path)) {}

ReadOnlyDatabase::~ReadOnlyDatabase()
{
    sqlite3_close_v2(m_db);
}

ic::Result<void> ReadOnlyDatabase::open()
{
    if (m_db)
        return ic::success();
    if (!QFileInfo(m_path).isFile())
        return ic::Error{kMissing, QStringLiteral("%1 does not exist").arg(m_path)};
    sqlite3 *db = nullptr;
    const int rc = sqlite3_open_v2(QFile::encodeName(m_path).constData(), &db,
                                   SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        const QString why = db ? text(sqlite3_errmsg(db)) : text(sqlite3_errstr(rc));
        sqlite3_close_v2(db);
        return ic::Error{kUnreadable, QStringLiteral("Cannot open %1: %2").arg(m_path, why)};
    }
    m_db = db;
    sqlite3_enable_load_extension(m_db, 0);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_limit(m_db, SQLITE_LIMIT_ATTACHED, 0);
    sqlite3_set_authorizer(m_db, &ReadOnlyDatabase::authorize, this);
    sqlite3_progress_handler(m_db, kProgressSteps, &ReadOnlyDatabase::progress, this);
    return ic::success();
}

int ReadOnlyDatabase::authorize(void *self, int action, const char *a, const char *b,
                                const char *db, const char *trigger)
{
    Q_UNUSED(db);
    Q_UNUSED(trigger);
    return static_cast<ReadOnlyDatabase *>(self)->decide(action, a, b);
}

int ReadOnlyDatabase::decide(int action, const char *a, const char *b)
{
    bool allowed = false;
    switch (action) {
    case SQLITE_SELECT:
    case SQLITE_READ:
    case SQLITE_RECURSIVE:
        allowed = true;
        break;
    case SQLITE_FUNCTION:
        allowed = !isForbiddenFunction(text(b));
        break;
    case SQLITE_INSERT:
    case SQLITE_UPDATE:
    case SQLITE_DELETE:
        // SQLite asks about its schema table first, then about what the statement really does
        // (CREATE TABLE, DROP INDEX…), which is refused and named; a table-valued pragma asks
        // too without writing. A direct write to the schema table is refused by defensive mode,
        // and any statement that would still write by sqlite3_stmt_readonly() after preparing.
        allowed = isSchemaTable(text(a));
        break;
    case SQLITE_PRAGMA:
        allowed = isReadingPragma(text(a), b != nullptr);
        break;
    default:
        allowed = false;
        break;
    }
    if (allowed)
        return SQLITE_OK;
    if (m_refused.isEmpty())
        m_refused = describe(action, text(a), b ? text(b) : QString());
    return SQLITE_DENY;
}

int ReadOnlyDatabase::progress(void *self)
{
    auto *me = static_cast<ReadOnlyDatabase *>(self);
    if (me->m_deadline.hasExpired())
        me->m_stopped = true;
    return me->m_stopped ? 1 : 0;
}

QString ReadOnlyDatabase::sqliteMessage() const
{
    return text(sqlite3_errmsg(m_db));
}

ic::Error ReadOnlyDatabase::failure(int rc) const
{
    if (!m_refused.isEmpty())
        return {kWrite, QStringLiteral("SQLite refused %1").arg(m_refused)};
    if (m_stopped || (rc & 0xff) == SQLITE_INTERRUPT)
        return {kStopped, QStringLiteral("the query was stopped")};
    if ((rc & 0xff) == SQLITE_READONLY)
        return {kWrite, QStringLiteral("SQLite refused to write: %1").arg(sqliteMessage())};
    return {kBadQuery, sqliteMessage()};
}

ic::Result<sqlite3_stmt *> ReadOnlyDatabase::prepare(const QString &sql)
{
    const QByteArray utf8 = sql.toUtf8();
    const char *rest = utf8.constData();
    const char *const end = rest + utf8.size();
    sqlite3_stmt *first = nullptr;
    while (rest < end) {
        sqlite3_stmt *statement = nullptr;
        const char *tail = nullptr;
        m_refused.clear();
        const int rc = sqlite3_prepare_v3(m_db, rest, int(end - rest), 0, &statement, &tail);
        if (first && (rc != SQLITE_OK || statement)) {
            sqlite3_finalize(first);
            sqlite3_finalize(statement);
            m_refused.clear();
            return ic::Error{kBadQuery, QStringLiteral("one statement per call")};
        }
        if (rc != SQLITE_OK)
            return failure(rc);
        if (statement)
            first = statement;
        if (!tail || tail <= rest)
            break;
        rest = tail;
    }
    if (!first)
        return ic::Error{kBadQuery, QStringLiteral("there is no SQL statement in the query")};
    if (!sqlite3_stmt_readonly(first)) {
        sqlite3_finalize(first);
        return ic::Error{kWrite, QStringLiteral("SQLite refused a statement that would change "
                                                "the database")};
    }
    return first;
}

ic::Result<void> ReadOnlyDatabase::bind(sqlite3_stmt *statement, const QJsonArray &params)
{
    const int wanted = sqlite3_bind_parameter_count(statement);
    if (wanted != params.size())
        return ic::Error{kBadQuery, QStringLiteral("the query has %1 parameter(s) but params "
                                                   "gives %2 value(s)")
                                        .arg(wanted)
                                        .arg(params.size())};
    for (int i = 0; i < params.size(); ++i) {
        const QJsonValue v = params.at(i);
        int rc = SQLITE_OK;
        if (v.isNull()) {
            rc = sqlite3_bind_null(statement, i + 1);
        } else if (v.isBool()) {
            rc = sqlite3_bind_int(statement, i + 1, v.toBool() ? 1 : 0);
        } else if (v.isDouble()) {
            const double d = v.toDouble();
            rc = (std::trunc(d) == d && std::fabs(d) <= kMaxExactInteger)
                     ? sqlite3_bind_int64(statement, i + 1, sqlite3_int64(d))
                     : sqlite3_bind_double(statement, i + 1, d);
        } else if (v.isString()) {
            const QByteArray s = v.toString().toUtf8();
            rc =
                sqlite3_bind_text(statement, i + 1, s.constData(), int(s.size()), SQLITE_TRANSIENT);
        } else {
            return ic::Error{kBadQuery, QStringLiteral("params[%1] must be null, a boolean, a "
                                                       "number or a string")
                                            .arg(i)};
        }
        if (rc != SQLITE_OK)
            return ic::Error{kBadQuery, sqliteMessage()};
    }
    return ic::success();
}

ic::Result<ReadOnlyDatabase::Rows> ReadOnlyDatabase::read(sqlite3_stmt *statement, int limit)
{
    Rows out;
    const int count = sqlite3_column_count(statement);
    for (int c = 0; c < count; ++c)
        out.columns << text(sqlite3_column_name(statement, c));
    for (;;) {
        const int rc = sqlite3_step(statement);
        if (rc == SQLITE_DONE)
            return out;
        if (rc != SQLITE_ROW)
            return failure(rc);
        if (out.rows.size() >= limit) {
            out.truncated = true;
            return out;
        }
        QJsonArray row;
        for (int c = 0; c < count; ++c)
            row.append(columnValue(statement, c));
        out.rows.append(row);
    }
}

ic::Result<ReadOnlyDatabase::Rows>
ReadOnlyDatabase::query(const QString &sql, const QJsonArray &params, int limit, int timeoutMs)
{
    if (auto opened = open(); !opened)
        return opened.error();
    m_stopped = false;
    m_deadline = QDeadlineTimer(timeoutMs);
    auto prepared = prepare(sql);
    if (!prepared) {
        m_deadline = QDeadlineTimer(QDeadlineTimer::Forever);
        return prepared.error();
    }
    sqlite3_stmt *statement = *prepared;
    auto result = [&]() -> ic::Result<Rows> {
        if (auto bound = bind(statement, params); !bound)
            return bound.error();
        return read(statement, limit);
    }();
    sqlite3_finalize(statement);
    m_deadline = QDeadlineTimer(QDeadlineTimer::Forever);
    if (!result && result.error().code == kStopped)
        return ic::Error{kStopped, QStringLiteral("the query ran longer than %1 s and was "
                                                  "stopped")
                                       .arg(timeoutMs / 1000.0)};
    return result;
}

ic::Result<QList<ReadOnlyDatabase::Table>> ReadOnlyDatabase::tables()
{
    const auto names =
        query(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT "
                             "LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"),
              {}, 10000);
    if (!names)
        return names.error();
    QList<Table> out;
    for (const QJsonValue &row : names->rows) {
        Table table;
        table.name = row.toArray().at(0).toString();
        const auto columns =
            query(QStringLiteral("SELECT name, type FROM pragma_table_info(?) ORDER BY cid"),
                  QJsonArray{table.name}, 10000);
        if (!columns)
            return columns.error();
        for (const QJsonValue &c : columns->rows)
            table.columns.append({c.toArray().at(0).toString(), c.toArray().at(1).toString()});
        out.append(table);
    }
    return out;
}

} // namespace icmock
