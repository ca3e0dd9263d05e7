#pragma once
// The secrets component's logging category. Keys may be logged; secrets never.

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcSecrets)
