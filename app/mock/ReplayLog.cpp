#include "mock/ReplayLog.h"

Q_LOGGING_CATEGORY(lcMockReplay, "icpanel.mock.replay", QtInfoMsg)
