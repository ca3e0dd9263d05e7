#pragma once
// The logging category of the Tournament page's models (icpanel.relayclient.tournament): polls
// of relay/games, army balance queries and their failures. Never a token.

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcTournament) // icpanel.relayclient.tournament
