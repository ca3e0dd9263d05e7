#pragma once
// The logging category of the Tournament page (icpanel.ui.tournament): what the page asked a
// relay and how it answered. Never a token (the page never holds one).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcTournamentPage) // icpanel.ui.tournament
