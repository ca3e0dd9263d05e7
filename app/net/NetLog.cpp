#include "net/NetLog.h"

Q_LOGGING_CATEGORY(lcNet, "icpanel.net", QtInfoMsg)
