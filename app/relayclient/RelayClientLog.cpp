#include "relayclient/RelayClientLog.h"

Q_LOGGING_CATEGORY(lcRelayClient, "icpanel.relayclient", QtInfoMsg)
