#include "devkit/DevLog.h"

Q_LOGGING_CATEGORY(lcDev, "icpanel.devkit", QtWarningMsg)
