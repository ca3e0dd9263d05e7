#include "mock/DatabaseMethods.h"

#include "mock/MockGame.h"
#include "mock/ParamReader.h"
#include "mock/history/GameplayDb.h"
#include "mock/history/PlayerStyle.h"
#include "mock/history/ReadOnlyDatabase.h"

#include "icrp/server/IcrpServer.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QLoggingCategory>

namespace icmock {

namespace dbmethods {

Q_LOGGING_CATEGORY(lcMockDb, "icpanel.mock.db")

const QString kGameplay = QStringLiteral("gameplay");

QJsonObject schemaOf(const QList<ReadOnlyDatabase::Table> &tables)
{
    QJsonArray list;
    for (const ReadOnlyDatabase::Table &table : tables) {
        QJsonArray columns;
        for (const ReadOnlyDatabase::Column &c : table.columns)
            columns.append(
                QJsonObject{{QStringLiteral("name"), c.name}, {QStringLiteral("type"), c.type}});
        list.append(QJsonObject{{QStringLiteral("name"), table.name},
                                {QStringLiteral("columns"), columns}});
    }
    const QJsonObject database{{QStringLiteral("name"), kGameplay},
                               {QStringLiteral("tables"), list}};
    return QJsonObject{{QStringLiteral("databases"), QJsonArray{database}}};
}

} // namespace dbmethods

using namespace dbmethods;

DatabaseMethods::DatabaseMethods(MockGame &game, QObject *parent) : QObject(parent), m_game(game)
{
    m_pool.setMaxThreadCount(2);
}

DatabaseMethods::~DatabaseMethods()
{
    m_pool.waitForDone();
}

QString DatabaseMethods::gameplayPath() const
{
    return GameplayDb::pathIn(m_game.dataDir());
}

void DatabaseMethods::registerMethods(icrp::IcrpServer &server)
{
    const auto add = [this, &server](const QString &name, icrp::Tiers tiers, auto handler) {
        server.registerMethod(
            name, tiers,
            [this, handler](const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) {
                (this->*handler)(call, responder);
            },
            icrp::IcrpServer::Effect::ReadOnly);
    };
    add(QStringLiteral("ic/db.schema"), icrp::access::AdminOrMod, &DatabaseMethods::handleSchema);
    add(QStringLiteral("ic/db.query"), icrp::access::AdminOrMod, &DatabaseMethods::handleQuery);
    add(QStringLiteral("ic/player.style"), icrp::access::Everyone,
        &DatabaseMethods::handlePlayerStyle);
}

void DatabaseMethods::handleSchema(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("database")});
    QString database;
    p.string(QStringLiteral("database"), &database, ParamReader::Optional, {kGameplay});
    if (p.failed())
        return p.reject(responder);
    const QString path = gameplayPath();
    runInBackground(call.method, responder, [path]() -> ic::Result<QJsonObject> {
        ReadOnlyDatabase db(path);
        if (auto opened = db.open(); !opened) {
            if (opened.error().code == ReadOnlyDatabase::kMissing)
                return schemaOf({}); // no match has ended yet: an empty database
            return opened.error();
        }
        const auto tables = db.tables();
        if (!tables)
            return tables.error();
        return schemaOf(*tables);
    });
}

void DatabaseMethods::handleQuery(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("database"), QStringLiteral("sql"),
                                QStringLiteral("params"), QStringLiteral("limit")});
    QString database;
    QString sql;
    p.string(QStringLiteral("database"), &database, ParamReader::Optional, {kGameplay});
    p.string(QStringLiteral("sql"), &sql, ParamReader::Required, {}, kMaxSqlLength);
    qint64 limit = kDefaultRows;
    p.integer(QStringLiteral("limit"), &limit, ParamReader::Optional, 1, kMaxRows);
    if (p.failed())
        return p.reject(responder);
    const QJsonObject params = call.paramsObject();
    const QJsonValue values = params.value(u"params");
    if (!values.isUndefined() && !values.isArray())
        return responder.error(icrp::ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: \"params\" must be an array of "
                                              "values for the query's ? placeholders"));
    qCInfo(lcMockDb).noquote() << call.clientName << "runs ic/db.query on gameplay.db";
    const QString path = gameplayPath();
    runInBackground(call.method, responder,
                    [path, sql, values, limit]() -> ic::Result<QJsonObject> {
                        ReadOnlyDatabase db(path);
                        const auto rows = db.query(sql, values.toArray(), int(limit));
                        if (!rows)
                            return rows.error();
                        return QJsonObject{
                            {QStringLiteral("columns"), QJsonArray::fromStringList(rows->columns)},
                            {QStringLiteral("rows"), rows->rows},
                            {QStringLiteral("truncated"), rows->truncated}};
                    });
}

void DatabaseMethods::handlePlayerStyle(const icrp::IcrpCall &call,
                                        const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("player")});
    QString player;
    p.string(QStringLiteral("player"), &player, ParamReader::Required, {}, 200);
    if (p.failed())
        return p.reject(responder);
    const QString path = gameplayPath();
    runInBackground(call.method, responder, [path, player]() -> ic::Result<QJsonObject> {
        ReadOnlyDatabase db(path);
        return PlayerStyle::compute(db, player);
    });
}

void DatabaseMethods::runInBackground(const QString &method, const icrp::IcrpResponder &responder,
                                      Work work)
{
    m_pool.start([this, method, responder, work = std::move(work)]() {
        QElapsedTimer clock;
        clock.start();
        const ic::Result<QJsonObject> result = work();
        const qint64 ms = clock.elapsed();
        QMetaObject::invokeMethod(
            this,
            [method, responder, result, ms]() {
                qCDebug(lcMockDb).noquote()
                    << method << "answered in" << ms << "ms" << (result ? "" : "with an error");
                answer(method, responder, result);
            },
            Qt::QueuedConnection);
    });
}

void DatabaseMethods::answer(const QString &method, const icrp::IcrpResponder &responder,
                             const ic::Result<QJsonObject> &result)
{
    if (result)
        return responder.result(*result);
    const ic::Error &e = result.error();
    if (e.code == ReadOnlyDatabase::kWrite)
        return responder.error(icrp::ErrorCode::ReadOnlyViolation,
                               QStringLiteral("%1 only reads: %2. Query with SELECT (or WITH … "
                                              "SELECT, or a PRAGMA that only reports).")
                                   .arg(method, e.message));
    if (e.code == ReadOnlyDatabase::kBadQuery)
        return responder.error(icrp::ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: the query failed: %1. Correct the "
                                              "SQL; ic/db.schema lists the tables and columns.")
                                   .arg(e.message));
    if (e.code == ReadOnlyDatabase::kStopped)
        return responder.error(
            icrp::ErrorCode::InvalidParams,
            QStringLiteral("Invalid params: %1; narrow it (a WHERE, a LIMIT).").arg(e.message));
    if (e.code == ReadOnlyDatabase::kMissing)
        return responder.error(icrp::ErrorCode::NotFound,
                               QStringLiteral("gameplay.db does not exist yet: the game writes it "
                                              "when a match ends (ic-remote-mock --history-seed N "
                                              "fills it with past matches)"));
    if (e.code == PlayerStyle::kNoMatches)
        return responder.error(icrp::ErrorCode::NotFound,
                               e.message + QStringLiteral(": check the name (ic/match.history "
                                                          "lists past matches and their players)"));
    qCWarning(lcMockDb).noquote() << method << "failed:" << e.message;
    responder.error(icrp::ErrorCode::InternalError,
                    QStringLiteral("%1 failed: %2").arg(method, e.message));
}

} // namespace icmock
