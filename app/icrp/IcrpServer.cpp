#include "IcrpServer.h"
