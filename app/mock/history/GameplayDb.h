#pragma once
// gameplay.db: the match history the game keeps (D034), a real SQLite database. Opens or
// creates it with its schema, writes a finished match in one transaction, and answers the
// history queries ic/match.history and ic/player.style are built on.

#include <QString>

namespace icmock {

class GameplayDb
{
public:
    GameplayDb();
    ~GameplayDb();
};

} // namespace icmock
