#pragma once
// Logging category of the simulated PigeonPea world (icpanel.connectors.devtools.peer).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcDevToolsPeer) // icpanel.connectors.devtools.peer
