#include "mock/MatchArchive.h"

#include "mock/MockGame.h"

#include "icrp/server/IcrpServer.h"

namespace icmock {

MatchArchive::MatchArchive(MockGame &game, QObject *parent) : QObject(parent), m_game(game) {}

MatchArchive::~MatchArchive() = default;

void MatchArchive::registerMethods(icrp::IcrpServer &server)
{
    Q_UNUSED(server);
}

} // namespace icmock
