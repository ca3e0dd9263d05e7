#pragma once
// The History page's calls to the game, over the panel's own session: past matches
// (ic/match.history), the replays it keeps (ic/replay.list), one match whole, a player's career
// (ic/player.style), the databases' schema and read-only queries (ic/db.schema, ic/db.query). Every
// call is asynchronous; its answer comes as a value or as an ic::Error whose message says what
// happened and what to do.

#include "common/Result.h"
#include "history/DbSchema.h"
#include "history/HistoryMatch.h"
#include "history/PlayerStyle.h"
#include "history/QueryResult.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

namespace icrp {
class IcrpClient;
struct IcrpResult;
} // namespace icrp

namespace ichistory {

class HistoryService : public QObject
{
    Q_OBJECT
public:
    struct Filter
    {
        QString player;
        QString map;
        std::optional<bool> ranked; // none: all
        int limit = 20;
    };

    template <typename T> using Done = std::function<void(const ic::Result<T> &)>;

    explicit HistoryService(icrp::IcrpClient *client, QObject *parent = nullptr);

    /// A page of matches, newest first; `before` a match_id for older ones.
    void matches(const Filter &filter, const QString &before, Done<HistoryPage> done);
    /// One match with its minutes and events.
    void match(const QString &matchId, Done<HistoryMatch> done);
    /// A page of the replays the game keeps (ic/replay.list), newest first; `before` a
    /// replay_id for older ones. Each replay reads as a match without minutes or events.
    void replays(const QString &before, Done<HistoryPage> done);
    void playerStyle(const QString &player, Done<PlayerStyle> done);
    void schema(Done<DbSchema> done);
    void query(const QString &sql, int limit, Done<QueryResult> done);

    /// The params ic/match.history gets for `filter` and `before`.
    static QJsonObject historyParams(const Filter &filter, const QString &before);
    /// The page's sentence for an ic/db.query the game could not run (`gameWords`: its
    /// error's message): the database's words without the game's prefixes or advice.
    static QString queryProblemText(const QString &gameWords);
    /// The error for a failed call, in plain words, saying what to do next.
    static ic::Error errorFor(const QString &method, const icrp::IcrpResult &result);
    /// The game's own words in its last refusal ("ic/db.query only reads: …"): for a tooltip,
    /// not for the sentence the user reads first.
    QString lastGameWords() const { return m_lastGameWords; }

private:
    void call(const QString &method, const QJsonObject &params,
              std::function<void(const ic::Result<QJsonObject> &)> done);

    icrp::IcrpClient *m_client;
    QString m_lastGameWords;
};

} // namespace ichistory
