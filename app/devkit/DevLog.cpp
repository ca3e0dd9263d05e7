#include "devkit/DevLog.h"

Q_LOGGING_CATEGORY(lcDev, "iccli.dev", QtWarningMsg)
