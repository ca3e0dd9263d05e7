#pragma once
// The methods ic-relay-mock serves (docs/icrp-spec.md, "Relay servers"): relay/status and
// relay/games for the whole relay, ic/match.info and ic/state.query per game (game_id), and the
// admin tier's relay/admin.pause, relay/admin.announce and relay/admin.kick; relay/match.events
// subscribes a session to the games' lifecycle (relay/match.event notifications);
// relay/config.get|set and relay/admin.ban (RelayConfigMethods.cpp); relay/replay.download
// (RelayReplayMethods.cpp).

#include <QString>

namespace icrelay {

class RelayServer;

class RelayMethods
{
public:
    static void registerAll(RelayServer &server);
    /// The subscription topic of relay/match.events.
    static const QString kMatchEventsTopic;

private:
    static void registerAdmin(RelayServer &server);
    static void registerConfig(RelayServer &server);
    static void registerReplay(RelayServer &server);
};

} // namespace icrelay
