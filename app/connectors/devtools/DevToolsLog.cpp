#include "connectors/devtools/DevToolsLog.h"

Q_LOGGING_CATEGORY(lcDevTools, "icpanel.connectors.devtools", QtInfoMsg)
