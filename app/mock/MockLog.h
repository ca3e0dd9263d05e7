#pragma once
// Logging categories of ic-remote-mock: general (icpanel.mock), admin actions
// (icpanel.mock.admin: who did what, never a secret) and config.toml handling
// (icpanel.mock.config).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcMock)       // icpanel.mock
Q_DECLARE_LOGGING_CATEGORY(lcMockAdmin)  // icpanel.mock.admin
Q_DECLARE_LOGGING_CATEGORY(lcMockConfig) // icpanel.mock.config
