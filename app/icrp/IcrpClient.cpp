#include "IcrpClient.h"
