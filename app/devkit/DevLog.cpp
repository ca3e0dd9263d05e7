#include "devkit/DevLog.h"

Q_LOGGING_CATEGORY(lcDev, "ictool.dev", QtWarningMsg)
