#pragma once
// The mod tier: ic/mod.command (commands a mod registered; the mock registers a few) and
// ic/mod.order (an order entering the match on the next tick). Refused in ranked matches. MockGame
// creates it for a simulated match (not for --replay of a recording) and calls registerMethods()
// once, before the server listens.

#include <QObject>

namespace icrp {
class IcrpServer;
}

namespace icmock {

class MockGame;

class ModMethods : public QObject
{
    Q_OBJECT
public:
    explicit ModMethods(MockGame &game, QObject *parent = nullptr);
    ~ModMethods() override;

    void registerMethods(icrp::IcrpServer &server);

private:
    MockGame &m_game;
};

} // namespace icmock
