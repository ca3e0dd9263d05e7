#pragma once
// Logging categories of ic-relay-mock: the server and its connections (icpanel.relay), tokens
// (icpanel.relay.tokens: ids and tiers, never a token) and admin actions (icpanel.relay.admin).
// Like ic-remote-mock, the relay stands in for a server of the game and answers in the game's
// language, English: its texts do not go through tr() (app/i18n leaves the simulated game out).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcRelay)       // icpanel.relay
Q_DECLARE_LOGGING_CATEGORY(lcRelayTokens) // icpanel.relay.tokens
Q_DECLARE_LOGGING_CATEGORY(lcRelayAdmin)  // icpanel.relay.admin
