#pragma once
// The logging category of the HTTP framing (icpanel.net): refused heads, at debug level (the
// servers that use it log what they answer at info level themselves).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcNet)
