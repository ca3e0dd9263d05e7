#pragma once
// The game's match history: opens (or creates) <dataDir>/gameplay.db (GameplayDb), fills an
// empty one with invented past matches for --history-seed N (HistorySeeder), records the live
// match while it is played (MatchRecorder) and writes it when it ends — an unfinished match is
// never in the database — and serves ic/match.history from it (every tier, read-only).
// ic/player.style and ic/db.* are DatabaseMethods'. MatchArchive exists for a simulated match
// (not for --replay of a recording); MockGame calls registerMethods() once, before it listens.

#include <QObject>
#include <QString>
#include <memory>

namespace icrp {
class IcrpServer;
struct IcrpCall;
class IcrpResponder;
} // namespace icrp

namespace icmock {

class GameplayDb;
class MatchRecorder;
class MockGame;

class MatchArchive : public QObject
{
    Q_OBJECT
public:
    /// Opens gameplay.db in game.dataDir() (a failure is logged and answered to every
    /// ic/match.history call) and starts recording game.sim().
    explicit MatchArchive(MockGame &game, QObject *parent = nullptr);
    ~MatchArchive() override;

    void registerMethods(icrp::IcrpServer &server);
    /// The database; nullptr when it could not be opened (openError() says why).
    GameplayDb *database() const { return m_db.get(); }
    QString openError() const { return m_openError; }

Q_SIGNALS:
    /// The finished match was written to gameplay.db.
    void matchRecorded(const QString &matchId);

private:
    void seedHistory();
    void recordMatch();
    void handleHistory(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) const;

    MockGame &m_game;
    std::unique_ptr<GameplayDb> m_db;
    std::unique_ptr<MatchRecorder> m_recorder;
    QString m_openError;
    bool m_recorded = false;
};

} // namespace icmock
