#include "connectors/oa1/wire/Oa1Log.h"

Q_LOGGING_CATEGORY(lcOa1, "icpanel.connectors.oa1", QtInfoMsg)
