#include "connectors/tf2/Tf2Log.h"

Q_LOGGING_CATEGORY(lcTf2, "icpanel.connectors.tf2", QtInfoMsg)
