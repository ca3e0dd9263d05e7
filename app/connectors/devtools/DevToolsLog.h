#pragma once
// Logging category of the PigeonPea DevTools connector (icpanel.connectors.devtools).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcDevTools) // icpanel.connectors.devtools
