#pragma once
// The overlay host's logging category.

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcHost)
