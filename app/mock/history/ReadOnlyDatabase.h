#pragma once
// A read-only window on one of the game's SQLite databases for ic/db.query and ic/db.schema.
// Read-only is SQLite's to enforce, never a match on the SQL text: the file is opened with
// SQLITE_OPEN_READONLY and an authorizer denies every write, ATTACH, PRAGMA that sets, and
// load_extension; a progress handler ends a query that runs too long.

#include <QString>

namespace icmock {

class ReadOnlyDatabase
{
public:
    ReadOnlyDatabase();
    ~ReadOnlyDatabase();
};

} // namespace icmock
