#pragma once
// The simulated 2v2 skirmish: a deterministic simulation driven only by its seed and the
// number of ticks stepped (never wall time). Four named players in two teams; harvesting
// raises credits, production spends them; units and buildings are produced and destroyed in
// engagements; army value, units alive, structures, APM and power per player; chat lines; the
// match ends with a winner (a side that loses all structures, or at the time limit the side
// with more army value plus cost of standing structures). No Qt networking, no timers: MockGame
// drives it. A typical match (no time limit) ends by annihilation after 8-25 game minutes.
//
// Determinism: the same Options and the same sequence of calls (step, setPaused, kickPlayer)
// give identical events and state. Nothing depends on wall time, hash order or addresses.
//
// Fog of war: a team sees every unit and building of its own team, and enemy units/buildings
// within sight range of any of its own (UnitCatalog: ~350-450 for units, 500 for buildings).
// "Local player" (the observer's seat) is player 0.
//
// What a viewer (viewerTeam T, viewerPlayer P) is shown by playerJson/snapshotJson/stateDiffFor:
//  - credits ("resources") only of P itself: never of an ally, never of an enemy;
//  - players of team T: everything else (army value, units, structures, APM, power);
//  - players of the other team: name, faction, team, present, and only the counts of what T
//    can see (visible_units, visible_structures) — no army value, APM, power or resources;
//  - units/buildings: all of team T, and the enemy's only where visibleTo(T, position).
// Without a viewer (admin/debug tiers) everything is shown.

#include "mock/Rng.h"
#include "mock/SimEvent.h"
#include "mock/SimTypes.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <array>
#include <optional>
#include <vector>

namespace icmock {

class SkirmishSim
{
public:
    struct Options
    {
        quint64 seed = 1;
        int tickRate = 15;        // ticks per game second
        qint64 durationTicks = 0; // 0: no time limit (ends when a side has no structures)
        bool isStatic = false;    // a fixed mid-game state that never changes; step() no-op
    };

    static constexpr int kMapSize = 2048;
    static constexpr int kMaxUnitsPerPlayer = 60; // mobile units, harvesters included
    static constexpr int kMaxStructuresPerPlayer = 18;

    explicit SkirmishSim(const Options &options);

    /// Advances one tick and returns what happened in it, in a deterministic order. The first
    /// step emits game_start and player_join events (at tick 0), then simulates tick 1. Every
    /// simulated tick ends with one state_diff event (category SimState, ownerPlayer -1: filter
    /// it per viewer with stateDiffFor()), telemetry every tickRate ticks, and game_end last
    /// when the match ends. After game_end, and while paused, returns nothing.
    QList<SimEvent> step();
    /// Whether step() builds its state_diff (on by default). Off, a step only notes what it
    /// would have reported (the next diff built holds what changed after it, as when a diff was
    /// built and sent to nobody) and returns no state_diff: the game asks for none while no
    /// session takes sim_state (MockGame). Nothing else of the simulation changes.
    void setStateDiffs(bool on) { m_stateDiffs = on; }
    bool stateDiffs() const { return m_stateDiffs; }

    qint64 tick() const { return m_tick; }
    bool started() const { return m_started; }
    bool ended() const { return m_ended; }
    bool paused() const { return m_paused; }
    const Options &options() const { return m_options; }
    /// Pausing stops the clock: returns the pause (or resume) event, {by} when `by` is given;
    /// nothing when the state does not change, after the end, or in the static scenario. While
    /// paused, step() returns nothing and the tick does not advance.
    QList<SimEvent> setPaused(bool paused, const QString &by = QString());
    /// Removes a player (admin kick): the AI stops acting (no production, orders or harvesting;
    /// its units hold position but still return fire) and player_leave {player, reason} is
    /// returned. Returns nothing for an unknown or already kicked name, or in the static
    /// scenario.
    QList<SimEvent> kickPlayer(const QString &name, const QString &reason);
    /// A chat line from outside (ic/chat.send, ic/admin.say): a chat_message event {from,
    /// message, channel, team?}. channel "team" needs a known player as `from` (team = theirs,
    /// audienceTeam set); otherwise the line goes to "all". Does not change the simulation.
    SimEvent chat(const QString &from, const QString &message, const QString &channel);

    // Mod orders and commands (SkirmishSim_Orders.cpp), given between ticks through
    // applySimInput() and as deterministic as the rest. An order is
    //  - {"type":"attack","target":[x,y]}: the player's combat units attack-move there;
    //  - {"type":"retreat"}: they go back to the rally point by the base and hold it for 30 game
    //    seconds before the AI sends them out again;
    //  - {"type":"produce","unit":T}: T (of the player's faction) takes its production line
    //    (what the AI had started there is dropped unpaid); paid when it is done.
    /// The order types, in the order documented above.
    static QStringList orderTypes();
    /// Why `order` cannot be given to `player` now, saying what is accepted instead; empty when
    /// it can.
    QString checkOrder(const QString &player, const QJsonObject &order) const;
    /// Carries out an order checkOrder() accepts (any other does nothing). What it causes shows
    /// in the next steps' events (unit_produced, units moving in state_diff); returns none.
    QList<SimEvent> giveOrder(const QString &player, const QJsonObject &order);
    /// Adds `amount` (> 0) credits to a present player; false (nothing changes) otherwise.
    bool grantCredits(const QString &player, qint64 amount);

    const QList<PlayerState> &players() const { return m_players; }
    int playerIndex(const QString &name) const; // -1 when unknown
    int localPlayer() const { return 0; }
    int teamOf(int player) const; // -1 for an unknown index
    const QList<UnitState> &units() const { return m_units; }
    const UnitState *unitById(int id) const; // nullptr when gone or unknown
    QString mapName() const;                 // "Fjord Crossing"
    QString mode() const;                    // "skirmish-2v2"
    /// After game_end: the winning team, or -1 for a draw; -1 before the end.
    int winnerTeam() const { return m_winnerTeam; }
    /// {map, mode, seed, tick, tick_rate, duration_ticks, started, paused, ended, static,
    ///  players:[{name, faction, team, present}], winner_team?, winners?, end_reason?}
    QJsonObject matchInfoJson() const;

    /// True when `team` can see `pos` (any own unit or building within its sight range).
    bool visibleTo(int team, const QPoint &pos) const;
    /// True when `team` owns the unit or can see where it stands.
    bool unitVisibleTo(int team, const UnitState &unit) const;

    /// Per-player stats object {name, faction, team, present, resources, army_value,
    /// units_alive, structures, apm, kills, losses, power:{produced, consumed}}. With `viewerTeam`
    /// set, the hidden parts are left out as the header comment above describes (resources only
    /// when player == viewerPlayer; enemies: visible_units and visible_structures only).
    QJsonObject playerJson(int player, std::optional<int> viewerTeam = std::nullopt,
                           std::optional<int> viewerPlayer = std::nullopt) const;
    /// {tick, game_time_ticks, map, players:[playerJson…], units:[{id, owner, type, building,
    /// position:[x,y], health (percent), hp, max_hp}]}, filtered the same way.
    QJsonObject snapshotJson(std::optional<int> viewerTeam = std::nullopt,
                             std::optional<int> viewerPlayer = std::nullopt) const;
    /// The fog-filtered data of a state_diff event: {changed:[…], resources:{…}} keeping only
    /// entries of units the viewer's team owns or can see now (a destroyed unit counts where it
    /// fell), and only viewerPlayer's own credits (viewerPlayer -1: none). Call it right after
    /// the step() that produced `diff` (it uses the current positions of the viewer's units).
    /// A diff entry is {id, position:[x,y], health} plus {type, owner, building} the first time
    /// a unit appears and {destroyed:true} (health 0) when it is gone.
    QJsonObject stateDiffFor(const SimEvent &diff, int viewerTeam, int viewerPlayer) const;

private:
    // one production line of a player (structures, infantry or vehicles)
    struct Production
    {
        int typeIndex = -1; // UnitCatalog index, -1 when idle
        int progress = 0;   // ticks of work done
        int total = 0;      // ticks needed at full power
    };
    // what a player's AI remembers between ticks
    struct PlayerAi
    {
        Rng rng;
        int apmTarget = 60;          // background "micro" actions per minute
        int thinkOffset = 0;         // which tick of each game second it decides on
        QList<int> actionsPerSecond; // ring of 60 game seconds
        Production structureLine;
        Production infantryLine;
        Production vehicleLine;
        QPoint rally;             // where new units gather
        int waveSize = 3;         // rally units needed to launch an attack
        int waves = 0;            // attacks launched so far
        qint64 firstWaveTick = 0; // the opening units leave then
        qint64 lastWaveTick = 0;
        qint64 baseAttackedTick = -1; // last time one of its buildings was hit
        qint64 defendOrderedTick = -1000000;
        QPoint baseAttackedAt;
        qint64 lastChatTick = 0;
        qint64 greetTick = -1; // when it says "gl hf" (-1: it does not)
        int vehicleBias = 0;   // seeded preference among the faction's vehicles
        int defenseKind = 0;   // seeded choice of defensive structure
    };
    struct Engagement
    {
        QPoint position;
        qint64 lastTick = 0;
    };
    enum class Banter { Greeting, Help, Attack, Loss, Idle, Taunt, End };

    // setup (SkirmishSim.cpp, SkirmishSim_Static.cpp)
    void setupPlayers();
    void setupMatch();
    void setupStatic();
    int spawn(int owner, int typeIndex, const QPoint &pos);
    // economy and AI (SkirmishSim_Economy.cpp)
    void runHarvesters(QList<SimEvent> &out);
    void runProduction(QList<SimEvent> &out);
    void runAi(QList<SimEvent> &out);
    int wantedStructure(int player) const; // next structure the AI wants, or -1
    qint64 unitBudget(int player) const;   // credits it may spend on units now
    int unitsQueuedOrAlive(int player) const;
    // mod orders (SkirmishSim_Orders.cpp)
    QString checkProduce(int player, const QJsonObject &order) const;
    Production &lineFor(int player, int typeIndex);
    const Production &lineFor(int player, int typeIndex) const;
    void orderAttack(int player, const QPoint &target);
    void orderRetreat(int player);
    void orderProduce(int player, int typeIndex);
    void decideStructure(int player);
    void decideInfantry(int player);
    void decideVehicle(int player);
    bool startProduction(int player, Production &line, int typeIndex);
    void finishProduction(int player, Production &line, QList<SimEvent> &out);
    std::optional<QPoint> findBuildSlot(int player);
    void launchWave(int player, QList<SimEvent> &out);
    std::optional<QPoint> pickAttackTarget(int player, const QPoint &from,
                                           bool preferNearest) const;
    void addActions(int player, int count);
    int allyOf(int player) const; // the other player of its team
    int countOwned(int player, QStringView type) const;
    bool hasStructure(int player, QStringView type) const;
    // movement and combat (SkirmishSim_Combat.cpp)
    void moveUnits();
    void fight(QList<SimEvent> &out);
    void removeDead();
    int nearestEnemy(const UnitState &unit, int radius, bool preferUnits) const;
    int chasedIndex(UnitState &unit, int radius); // its chase target if still in reach
    void noteEngagement(const UnitState &attacker, const UnitState &target, QList<SimEvent> &out);
    void moveToward(UnitState &unit, const QPoint &dest);
    // state, stats and views (SkirmishSim_View.cpp)
    void rebuildGrid();
    void updateStats();
    SimEvent makeStateDiff();
    /// What makeStateDiff() notes as reported, without building the diff.
    void markReported();
    void emitTelemetry(QList<SimEvent> &out);
    void checkEnd(QList<SimEvent> &out);
    SimEvent endEvent(int winnerTeam, const QString &reason);
    QJsonObject unitJson(const UnitState &unit) const;
    // chat (SkirmishSim_Chat.cpp)
    void runChat(QList<SimEvent> &out);
    QString banter(Banter kind, const QString &subject = QString());
    void say(int player, const QString &message, bool teamOnly, QList<SimEvent> &out);
    void ping(int player, const QPoint &pos, QList<SimEvent> &out);
    void marker(int player, const QPoint &pos, const QString &kind, QList<SimEvent> &out);

    SimEvent event(icrp::EventCategory category, const QString &type, const QJsonObject &data,
                   int owner = -1, int other = -1, std::optional<QPoint> pos = std::nullopt) const;
    qint64 ticksFor(int milliseconds) const;

    Options m_options;
    qint64 m_tick = 0;
    bool m_started = false;
    bool m_ended = false;
    bool m_paused = false;
    bool m_stateDiffs = true;
    int m_winnerTeam = -1;
    QString m_endReason;
    QList<PlayerState> m_players;
    QList<UnitState> m_units;
    QList<PlayerAi> m_ai;
    Rng m_worldRng;     // combat variance
    Rng m_chatRng;      // banter, pings, markers
    Rng m_telemetryRng; // fps, tick time, latency, memory
    int m_nextId = 1;
    QList<qint8> m_ownerById;          // owner player by unit id (ids are never reused)
    QList<int> m_indexById;            // index in m_units by unit id, -1 when gone
    QList<Engagement> m_engagements;   // recent fights, to announce each only once
    QList<QJsonObject> m_destroyedNow; // state_diff entries of units gone this tick
    // the spatial grid: living units bucketed by cell (a counting sort, in index order),
    // rebuilt after movement and after removals
    struct GridEntry
    {
        int index = 0; // in m_units
        QPoint position;
        int team = 0;
        int sight = 0;
        bool infantry = false;
        bool passive = false; // a building without a weapon
    };
    static constexpr int kGridCell = 256;
    static constexpr int kGridSide = kMapSize / kGridCell;
    std::vector<GridEntry> m_gridEntries;
    std::array<int, kGridSide * kGridSide + 1> m_gridStart{};
    qint64 m_firstEngagementTick = -1;
};

} // namespace icmock
