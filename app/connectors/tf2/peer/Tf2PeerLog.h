#pragma once
// The logging category of the simulated TF2 game (icpanel.connectors.tf2.peer).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcTf2Peer)
