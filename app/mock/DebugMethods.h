#pragma once
// The debug tier: ic/debug.ecs.list, ic/debug.ecs.query, ic/debug.ecs.get and ic/debug.profile,
// only when the game runs as a development build (--dev), never in a ranked match. MockGame creates
// it for a simulated match (not for --replay of a recording) and calls registerMethods() once,
// before the server listens.

#include <QObject>

namespace icrp {
class IcrpServer;
}

namespace icmock {

class MockGame;

class DebugMethods : public QObject
{
    Q_OBJECT
public:
    explicit DebugMethods(MockGame &game, QObject *parent = nullptr);
    ~DebugMethods() override;

    void registerMethods(icrp::IcrpServer &server);

private:
    MockGame &m_game;
};

} // namespace icmock
