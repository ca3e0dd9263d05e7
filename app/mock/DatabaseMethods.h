#pragma once
// ic/db.schema and ic/db.query: read-only SQL over the game's local databases (gameplay.db),
// read-only enforced by SQLite itself (ReadOnlyDatabase). MockGame creates it for a simulated match
// (not for --replay of a recording) and calls registerMethods() once, before the server listens.

#include <QObject>

namespace icrp {
class IcrpServer;
}

namespace icmock {

class MockGame;

class DatabaseMethods : public QObject
{
    Q_OBJECT
public:
    explicit DatabaseMethods(MockGame &game, QObject *parent = nullptr);
    ~DatabaseMethods() override;

    void registerMethods(icrp::IcrpServer &server);

private:
    MockGame &m_game;
};

} // namespace icmock
