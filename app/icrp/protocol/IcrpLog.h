#pragma once
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcIcrpServer) // icpanel.icrp.server
Q_DECLARE_LOGGING_CATEGORY(lcIcrpClient) // icpanel.icrp.client
