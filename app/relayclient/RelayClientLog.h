#pragma once
// The logging category of the relay client (icpanel.relayclient): connections, states, TLS
// verdicts and fingerprints. Never a token: it is kept in memory only and never written here.

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcRelayClient) // icpanel.relayclient
