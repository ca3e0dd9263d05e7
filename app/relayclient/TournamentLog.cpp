#include "relayclient/TournamentLog.h"

Q_LOGGING_CATEGORY(lcTournament, "icpanel.relayclient.tournament", QtInfoMsg)
