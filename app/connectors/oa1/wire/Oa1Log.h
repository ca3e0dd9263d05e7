#pragma once
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcOa1) // icpanel.connectors.oa1
