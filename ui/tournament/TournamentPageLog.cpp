#include "ui/tournament/TournamentPageLog.h"

Q_LOGGING_CATEGORY(lcTournamentPage, "icpanel.ui.tournament")
