#pragma once
// The logging category of the Agent Arena connector and its simulated peers.

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcArena)
