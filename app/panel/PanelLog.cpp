#include "panel/PanelLog.h"

Q_LOGGING_CATEGORY(lcPanel, "icpanel.panel")
Q_LOGGING_CATEGORY(lcPanelLog, "icpanel.log")
Q_LOGGING_CATEGORY(lcPanelConnections, "icpanel.connections")
