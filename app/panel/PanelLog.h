#pragma once
// The panel's logging categories.

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcPanel)
Q_DECLARE_LOGGING_CATEGORY(lcPanelLog)
Q_DECLARE_LOGGING_CATEGORY(lcPanelConnections)
