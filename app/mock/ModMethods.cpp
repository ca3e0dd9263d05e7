#include "mock/ModMethods.h"

#include "mock/MockGame.h"

#include "icrp/server/IcrpServer.h"

namespace icmock {

ModMethods::ModMethods(MockGame &game, QObject *parent) : QObject(parent), m_game(game) {}

ModMethods::~ModMethods() = default;

void ModMethods::registerMethods(icrp::IcrpServer &server)
{
    Q_UNUSED(server);
}

} // namespace icmock
