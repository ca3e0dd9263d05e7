#include "mock/DatabaseMethods.h"

#include "mock/MockGame.h"

#include "icrp/server/IcrpServer.h"

namespace icmock {

DatabaseMethods::DatabaseMethods(MockGame &game, QObject *parent) : QObject(parent), m_game(game) {}

DatabaseMethods::~DatabaseMethods() = default;

void DatabaseMethods::registerMethods(icrp::IcrpServer &server)
{
    Q_UNUSED(server);
}

} // namespace icmock
