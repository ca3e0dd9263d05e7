#pragma once
// The logging category of the TF2 connector (icpanel.connectors.tf2).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcTf2)
