#pragma once
// The game's match history: writes every finished match into gameplay.db (GameplayDb) and serves
// ic/match.history and ic/player.style from it. MockGame creates it for a simulated match (not for
// --replay of a recording) and calls registerMethods() once, before the server listens.

#include <QObject>

namespace icrp {
class IcrpServer;
}

namespace icmock {

class MockGame;

class MatchArchive : public QObject
{
    Q_OBJECT
public:
    explicit MatchArchive(MockGame &game, QObject *parent = nullptr);
    ~MatchArchive() override;

    void registerMethods(icrp::IcrpServer &server);

private:
    MockGame &m_game;
};

} // namespace icmock
