#pragma once
// The development kit's logging category (ic-tool dev, ic-tool test).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcDev)
