#include "mock/MockLog.h"

Q_LOGGING_CATEGORY(lcMock, "icpanel.mock", QtInfoMsg)
Q_LOGGING_CATEGORY(lcMockAdmin, "icpanel.mock.admin", QtInfoMsg)
Q_LOGGING_CATEGORY(lcMockConfig, "icpanel.mock.config", QtInfoMsg)
