#include "mock/history/GameplayDb.h"

namespace icmock {

GameplayDb::GameplayDb() = default;
GameplayDb::~GameplayDb() = default;

} // namespace icmock
