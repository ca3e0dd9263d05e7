#include "match/MatchLog.h"

Q_LOGGING_CATEGORY(lcMatch, "icpanel.match")
