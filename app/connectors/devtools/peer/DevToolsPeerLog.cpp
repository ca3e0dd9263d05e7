#include "connectors/devtools/peer/DevToolsPeerLog.h"

Q_LOGGING_CATEGORY(lcDevToolsPeer, "icpanel.connectors.devtools.peer", QtInfoMsg)
