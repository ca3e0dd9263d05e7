#include "mcp/McpLog.h"

Q_LOGGING_CATEGORY(lcMcp, "icmcp", QtInfoMsg)
