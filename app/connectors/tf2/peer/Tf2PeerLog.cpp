#include "connectors/tf2/peer/Tf2PeerLog.h"

Q_LOGGING_CATEGORY(lcTf2Peer, "icpanel.connectors.tf2.peer", QtInfoMsg)
