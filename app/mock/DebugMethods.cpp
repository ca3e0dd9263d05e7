#include "mock/DebugMethods.h"

#include "mock/MockGame.h"

#include "icrp/server/IcrpServer.h"

namespace icmock {

DebugMethods::DebugMethods(MockGame &game, QObject *parent) : QObject(parent), m_game(game) {}

DebugMethods::~DebugMethods() = default;

void DebugMethods::registerMethods(icrp::IcrpServer &server)
{
    Q_UNUSED(server);
}

} // namespace icmock
