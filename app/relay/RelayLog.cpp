#include "relay/RelayLog.h"

Q_LOGGING_CATEGORY(lcRelay, "icpanel.relay", QtInfoMsg)
Q_LOGGING_CATEGORY(lcRelayTokens, "icpanel.relay.tokens", QtInfoMsg)
Q_LOGGING_CATEGORY(lcRelayAdmin, "icpanel.relay.admin", QtInfoMsg)
