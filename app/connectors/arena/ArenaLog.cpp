#include "connectors/arena/ArenaLog.h"

Q_LOGGING_CATEGORY(lcArena, "icpanel.connectors.arena", QtInfoMsg)
