#include "icrp/protocol/IcrpLog.h"

Q_LOGGING_CATEGORY(lcIcrpServer, "icpanel.icrp.server", QtInfoMsg)
Q_LOGGING_CATEGORY(lcIcrpClient, "icpanel.icrp.client", QtInfoMsg)
