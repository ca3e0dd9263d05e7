#include "mock/ReplayService.h"

#include "mock/MockGame.h"

#include "icrp/server/IcrpServer.h"

namespace icmock {

ReplayService::ReplayService(MockGame &game, QObject *parent) : QObject(parent), m_game(game) {}

ReplayService::~ReplayService() = default;

void ReplayService::registerMethods(icrp::IcrpServer &server)
{
    Q_UNUSED(server);
}

} // namespace icmock
