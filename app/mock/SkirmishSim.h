#pragma once
// The simulated 2v2 skirmish: a deterministic simulation driven only by its seed and the
// number of ticks stepped (never wall time). Four named players in two teams; harvesting
// raises credits, production spends them; units and buildings are produced and destroyed in
// engagements; army value, units alive, structures, APM and power per player; chat lines; the
// match ends with a winner (a side that loses all structures, or the better side at the time
// limit). No Qt networking, no timers: MockGame drives it.
//
// Fog of war: a team sees every unit and building of its own team, and enemy units/buildings
// within sight range of any of its own. "Local player" (the observer's seat) is player 0.

#include "SimEvent.h"
#include "SimTypes.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace icmock {

class SkirmishSim
{
public:
    struct Options
    {
        quint64 seed = 1;
        int tickRate = 15;          // ticks per game second
        qint64 durationTicks = 0;   // 0: no time limit (ends when a side has no structures)
        bool isStatic = false;      // a fixed mid-game state that never changes; step() no-op
    };

    explicit SkirmishSim(const Options &options);

    /// Advances one tick and returns what happened in it, in a deterministic order. The first
    /// step emits game_start and player_join events. After game_end, returns nothing.
    QList<SimEvent> step();

    qint64 tick() const { return m_tick; }
    bool ended() const { return m_ended; }
    bool paused() const { return m_paused; }
    /// Pausing stops the clock: step() returns only the pause/resume event once, then nothing.
    QList<SimEvent> setPaused(bool paused);
    /// Removes a player (admin kick): their units stop; emits player_leave. -1 if unknown name.
    QList<SimEvent> kickPlayer(const QString &name, const QString &reason);
    /// A chat line from outside (ic/chat.send, ic/admin.say): a chat_message event.
    SimEvent chat(const QString &from, const QString &message, const QString &channel);

    const QList<PlayerState> &players() const { return m_players; }
    int playerIndex(const QString &name) const; // -1 when unknown
    int localPlayer() const { return 0; }
    const QList<UnitState> &units() const { return m_units; }

    /// True when `team` can see `pos` (any own unit or building within its sight range).
    bool visibleTo(int team, const QPoint &pos) const;

    /// Per-player stats object {name, faction, team, resources, army_value, units_alive,
    /// structures, apm, power:{produced, consumed}}. With `viewerTeam` set and the player on
    /// another team, the hidden parts are left out: no resources, no power, and counts only
    /// of what the viewer's team can see (visible_units, visible_structures).
    QJsonObject playerJson(int player, std::optional<int> viewerTeam = std::nullopt,
                           std::optional<int> viewerPlayer = std::nullopt) const;
    /// Units and buildings with positions and health, filtered the same way.
    QJsonObject snapshotJson(std::optional<int> viewerTeam = std::nullopt,
                             std::optional<int> viewerPlayer = std::nullopt) const;

private:
    // implementation detail: see SkirmishSim.cpp and friends
    Options m_options;
    qint64 m_tick = 0;
    bool m_ended = false;
    bool m_paused = false;
    QList<PlayerState> m_players;
    QList<UnitState> m_units;
    // the implementer adds the PRNG and whatever else is needed here
};

} // namespace icmock
