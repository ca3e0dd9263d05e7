#include "secrets/SecretLog.h"

Q_LOGGING_CATEGORY(lcSecrets, "icpanel.secrets")
