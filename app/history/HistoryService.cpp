#include "history/HistoryService.h"

#include "history/Tr.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/ErrorCode.h"

#include <QJsonArray>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcHistory, "ic.history")

namespace ichistory {
namespace {

constexpr int kReplayPageSize = 50;

} // namespace

HistoryService::HistoryService(icrp::IcrpClient *client, QObject *parent)
    : QObject(parent), m_client(client)
{
}

QJsonObject HistoryService::historyParams(const Filter &filter, const QString &before)
{
    QJsonObject params{{QStringLiteral("limit"), filter.limit}};
    if (!before.isEmpty())
        params.insert(QStringLiteral("before"), before);
    if (!filter.player.trimmed().isEmpty())
        params.insert(QStringLiteral("player"), filter.player.trimmed());
    if (!filter.map.isEmpty())
        params.insert(QStringLiteral("map"), filter.map);
    if (filter.ranked)
        params.insert(QStringLiteral("ranked"), *filter.ranked);
    return params;
}

QString HistoryService::queryProblemText(const QString &gameWords)
{
    // "Invalid params: the query failed: near "SELEC": syntax error. Correct the SQL; …":
    // only the database's own words (up to the game's advice) go into the page's sentence.
    static const QString invalid = QStringLiteral("Invalid params: ");
    static const QString failed = QStringLiteral("the query failed: ");
    QString words = gameWords.trimmed();
    if (words.startsWith(invalid, Qt::CaseInsensitive))
        words = words.mid(invalid.size());
    if (words.startsWith(failed, Qt::CaseInsensitive)) {
        words = words.mid(failed.size());
        const qsizetype advice = words.indexOf(QLatin1String(". "));
        if (advice > 0)
            words.truncate(advice);
        while (words.endsWith(u'.'))
            words.chop(1);
        return Tr::tr("The game could not run the query: %1. Check it against the tables under "
                      "Schema and run it again.")
            .arg(words);
    }
    while (words.endsWith(u'.'))
        words.chop(1);
    return Tr::tr("The game could not run the query: %1.").arg(words);
}

ic::Error HistoryService::errorFor(const QString &method, const icrp::IcrpResult &result)
{
    using icrp::ErrorCode;
    const QString why = result.message;
    switch (result.code) {
    case icrp::IcrpResult::NotConnected:
        return {QStringLiteral("history.not-connected"),
                Tr::tr("Not connected to a game: connect on the Status page, then try again.")};
    case icrp::IcrpResult::TimedOut:
        return {QStringLiteral("history.timed-out"),
                Tr::tr("The game did not answer in time: try again in a moment.")};
    case int(ErrorCode::ReadOnlyViolation):
        return {QStringLiteral("history.read-only"),
                Tr::tr("The game's databases are read-only: only SELECT queries run. Nothing "
                       "was changed.")}; // the game's own words are in the Log (below)
    case int(ErrorCode::MethodNotFound):
        return {QStringLiteral("history.unsupported"),
                Tr::tr("This game keeps no match history (it does not know %1).").arg(method)};
    case int(ErrorCode::PermissionDenied):
        return {QStringLiteral("history.denied"),
                Tr::tr("This connection may not do that: connect as admin to query the "
                       "game's databases.")};
    case int(ErrorCode::NotFound):
        return {QStringLiteral("history.not-found"), Tr::tr("Not found: %1").arg(why)};
    case int(ErrorCode::InvalidParams):
        return {QStringLiteral("history.invalid"),
                method == QLatin1String("ic/db.query")
                    ? queryProblemText(why)
                    : Tr::tr("The game refused the request: %1").arg(why)};
    default:
        return {QStringLiteral("history.failed"),
                Tr::tr("The game answered with an error: %1").arg(why)};
    }
}

void HistoryService::call(const QString &method, const QJsonObject &params,
                          std::function<void(const ic::Result<QJsonObject> &)> done)
{
    QPointer<HistoryService> self(this);
    m_client->call(method, params, [self, method, done](const icrp::IcrpResult &r) {
        if (!self)
            return; // the page went while the game answered
        if (r.ok) {
            done(r.result.toObject());
            return;
        }
        qCInfo(lcHistory) << method << "failed:" << r.code << r.message;
        self->m_lastGameWords = r.message;
        done(errorFor(method, r));
    });
}

template <typename T, typename Parse> static auto parsed(HistoryService::Done<T> done, Parse parse)
{
    return [done, parse](const ic::Result<QJsonObject> &r) {
        if (!r)
            done(r.error());
        else
            done(parse(*r));
    };
}

void HistoryService::matches(const Filter &filter, const QString &before, Done<HistoryPage> done)
{
    call(QStringLiteral("ic/match.history"), historyParams(filter, before),
         parsed<HistoryPage>(std::move(done), &HistoryPage::fromJson));
}

void HistoryService::match(const QString &matchId, Done<HistoryMatch> done)
{
    call(QStringLiteral("ic/match.history"), {{QStringLiteral("match_id"), matchId}},
         [done](const ic::Result<QJsonObject> &r) {
             if (!r) {
                 done(r.error());
                 return;
             }
             const HistoryPage page = HistoryPage::fromJson(*r);
             if (page.matches.isEmpty()) {
                 done(ic::Error{QStringLiteral("history.not-found"),
                                Tr::tr("The game no longer has this match: reload the list.")});
                 return;
             }
             done(page.matches.constFirst());
         });
}

void HistoryService::replays(const QString &before, Done<HistoryPage> done)
{
    QJsonObject params{{QStringLiteral("limit"), kReplayPageSize}};
    if (!before.isEmpty())
        params.insert(QStringLiteral("before"), before);
    call(QStringLiteral("ic/replay.list"), params,
         parsed<HistoryPage>(std::move(done), [](const QJsonObject &answer) {
             HistoryPage page;
             for (const QJsonValue &v : answer.value(QLatin1String("replays")).toArray())
                 page.matches << HistoryMatch::fromJson(v.toObject());
             page.more = answer.value(QLatin1String("more")).toBool();
             return page;
         }));
}

void HistoryService::playerStyle(const QString &player, Done<PlayerStyle> done)
{
    call(QStringLiteral("ic/player.style"), {{QStringLiteral("player"), player}},
         parsed<PlayerStyle>(std::move(done), &PlayerStyle::fromJson));
}

void HistoryService::schema(Done<DbSchema> done)
{
    call(QStringLiteral("ic/db.schema"), {{QStringLiteral("database"), QStringLiteral("gameplay")}},
         parsed<DbSchema>(std::move(done), &DbSchema::fromJson));
}

void HistoryService::query(const QString &sql, int limit, Done<QueryResult> done)
{
    call(QStringLiteral("ic/db.query"),
         {{QStringLiteral("database"), QStringLiteral("gameplay")},
          {QStringLiteral("sql"), sql},
          {QStringLiteral("limit"), limit}},
         parsed<QueryResult>(std::move(done), &QueryResult::fromJson));
}

} // namespace ichistory
