#pragma once
// ic/db.schema, ic/db.query and ic/player.style: read-only SQL over the game's local database
// gameplay.db (<MockGame::dataDir()>/gameplay.db), read-only enforced by SQLite itself
// (ReadOnlyDatabase), and the behavioural profile computed from it (PlayerStyle). MockGame creates
// it for a simulated match (not for --replay of a recording) and calls registerMethods() once,
// before the server listens.
//
// Every call opens its own read-only connection on a worker thread (a query may run up to 2 s;
// the match ticks on meanwhile) and answers on the server's thread. Before any match has ended
// gameplay.db may not exist: ic/db.schema then lists no tables, ic/db.query answers -32009 and
// ic/player.style -32009 (no match of that player).

#include <QJsonObject>
#include <QObject>
#include <QThreadPool>
#include <functional>

#include "common/Result.h"

namespace icrp {
class IcrpServer;
class IcrpResponder;
struct IcrpCall;
} // namespace icrp

namespace icmock {

class MockGame;

class DatabaseMethods : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultRows = 1000;
    static constexpr int kMaxRows = 10000;
    static constexpr int kMaxSqlLength = 100000;

    explicit DatabaseMethods(MockGame &game, QObject *parent = nullptr);
    /// Waits for the queries still running (at most their 2 s).
    ~DatabaseMethods() override;

    void registerMethods(icrp::IcrpServer &server);
    /// <dataDir>/gameplay.db
    QString gameplayPath() const;

private:
    using Work = std::function<ic::Result<QJsonObject>()>;

    void handleSchema(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleQuery(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handlePlayerStyle(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    /// Runs `work` on the pool and answers with its result on this object's thread.
    void runInBackground(const QString &method, const icrp::IcrpResponder &responder, Work work);
    static void answer(const QString &method, const icrp::IcrpResponder &responder,
                       const ic::Result<QJsonObject> &result);

    MockGame &m_game;
    QThreadPool m_pool;
};

} // namespace icmock
