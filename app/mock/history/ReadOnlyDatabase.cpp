#include "mock/history/ReadOnlyDatabase.h"

namespace icmock {

ReadOnlyDatabase::ReadOnlyDatabase() = default;
ReadOnlyDatabase::~ReadOnlyDatabase() = default;

} // namespace icmock
