#pragma once
// Logging category of the game's replays (ReplayService, MatchReplay, ReplayCursor):
// icpanel.mock.replay.

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcMockReplay) // icpanel.mock.replay
