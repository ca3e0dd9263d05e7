#pragma once
// RFC-014's commands as the window's forms see them: spawn, tp (and its other name teleport),
// query, give, heal, kill and ping, each with the RFC's arguments, kinds, choices and defaults.
// check() is what run() applies before anything is sent: checkParams plus what a form cannot
// say (a command the RFC does not have). Coordinates, amounts and quantities are the C# int
// the RFC's DTOs carry; tp/teleport/heal's `entity` (an id from query) is sent as a string, as
// RFC-014 writes `entity` everywhere it gives its type (see targetEntity()); the map's bounds are
// the game's business (it answers "Position out of bounds"), so they are not guessed here.

#include "common/Result.h"
#include "connectors/common/CommandSpec.h"

#include <QList>
#include <QVariantMap>

namespace icconnectors::devtools {

class DevToolsCatalogue
{
public:
    static QList<CommandSpec> commands();
    /// `params` checked and typed for `command` as they go on the wire (tp/heal's `entity` as
    /// its decimal string); errors are DevToolsErrors::param.
    static ic::Result<QVariantMap> check(const QString &command, const QVariantMap &params);
};

} // namespace icconnectors::devtools
