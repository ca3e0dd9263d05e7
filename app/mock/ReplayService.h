#pragma once
// The game's replays: records every match (its seed and every SimInput) into the data folder's
// replays/, and serves ic/replay.list, ic/replay.load, ic/replay.seek and ic/replay.state per
// session. MockGame creates it for a simulated match (not for --replay of a recording) and calls
// registerMethods() once, before the server listens.

#include <QObject>

namespace icrp {
class IcrpServer;
}

namespace icmock {

class MockGame;

class ReplayService : public QObject
{
    Q_OBJECT
public:
    explicit ReplayService(MockGame &game, QObject *parent = nullptr);
    ~ReplayService() override;

    void registerMethods(icrp::IcrpServer &server);

private:
    MockGame &m_game;
};

} // namespace icmock
