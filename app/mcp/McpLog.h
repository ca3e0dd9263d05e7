#pragma once
// The MCP server's logging category ("icmcp"; info and up unless QT_LOGGING_RULES says more). With
// stdio the log goes to standard error only: standard output carries protocol messages and nothing
// else.

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcMcp)
