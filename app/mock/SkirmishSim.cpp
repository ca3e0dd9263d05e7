// SkirmishSim: setup, the tick loop, and the admin-side calls (pause, kick, chat).
// Economy and AI: SkirmishSim_Economy.cpp; movement and combat: SkirmishSim_Combat.cpp;
// stats and views: SkirmishSim_View.cpp; chat: SkirmishSim_Chat.cpp; the static scenario:
// SkirmishSim_Static.cpp.

#include "mock/SkirmishSim.h"

#include "mock/SimMath.h"
#include "mock/UnitCatalog.h"

#include <QJsonArray>

namespace icmock {

using icrp::EventCategory;
using simmath::posJson;

namespace {
// seat, name, faction, team, start corner
struct Seat
{
    const char *name;
    const char *faction;
    int team;
    int x;
    int y;
};
constexpr Seat kSeats[] = {
    {"CommanderZod", "soviet", 0, 260, 260},
    {"Volkov", "soviet", 0, 260, 1788},
    {"alice", "allies", 1, 1788, 1788},
    {"Tanya", "allies", 1, 1788, 260},
};
} // namespace

SkirmishSim::SkirmishSim(const Options &options)
    : m_options(options), m_worldRng(options.seed ^ 0x5157'0001ULL),
      m_chatRng(options.seed ^ 0xC4A7'0002ULL), m_telemetryRng(options.seed ^ 0x7E1E'0003ULL)
{
    if (m_options.tickRate < 1)
        m_options.tickRate = 1;
    if (m_options.durationTicks < 0)
        m_options.durationTicks = 0;
    setupPlayers();
    if (m_options.isStatic)
        setupStatic();
    else
        setupMatch();
    rebuildGrid();
    updateStats();
    for (PlayerState &p : m_players)
        p.reportedCredits = -1;
}

void SkirmishSim::setupPlayers()
{
    Rng seeder(m_options.seed);
    for (const Seat &seat : kSeats) {
        PlayerState p;
        p.name = QString::fromLatin1(seat.name);
        p.faction = QString::fromLatin1(seat.faction);
        p.team = seat.team;
        p.base = QPoint(seat.x, seat.y);
        const int sx = seat.x < kMapSize / 2 ? 1 : -1;
        const int sy = seat.y < kMapSize / 2 ? 1 : -1;
        p.oreField = p.base + QPoint(-sx * 40, sy * 400); // behind the base, toward the ally
        m_players << p;

        PlayerAi ai;
        ai.rng = Rng(seeder.fork());
        ai.apmTarget = ai.rng.range(30, 100);
        ai.thinkOffset = ai.rng.range(0, m_options.tickRate - 1);
        ai.actionsPerSecond = QList<int>(60, 0);
        ai.rally = p.base + QPoint(sx * 350, sy * 150);
        ai.waveSize = 3;
        ai.vehicleBias = ai.rng.range(0, 2);
        ai.defenseKind = ai.rng.range(0, 1);
        m_ai << ai;
    }
}

void SkirmishSim::setupMatch()
{
    const int rate = m_options.tickRate;
    for (int p = 0; p < m_players.size(); ++p) {
        PlayerState &ps = m_players[p];
        PlayerAi &ai = m_ai[p];
        ps.credits = 5000;
        const int sx = ps.base.x() < kMapSize / 2 ? 1 : -1;
        const int sy = ps.base.y() < kMapSize / 2 ? 1 : -1;
        spawn(p, UnitCatalog::indexOf(u"construction_yard"), ps.base);
        spawn(p, UnitCatalog::indexOf(u"power_plant"), ps.base + QPoint(sx * 105, 0));
        const QPoint refinery = ps.base + QPoint(0, sy * 105);
        spawn(p, UnitCatalog::indexOf(u"refinery"), refinery);
        spawn(p, UnitCatalog::indexOf(u"harvester"), refinery + QPoint(sx * 50, sy * 50));
        const QPoint muster = ps.base + QPoint(sx * 170, sy * 170);
        const QString tank = ps.faction == QLatin1String("soviet") ? QStringLiteral("heavy_tank")
                                                                   : QStringLiteral("light_tank");
        const QList<QString> start{
            QStringLiteral("rifle_infantry"), QStringLiteral("rifle_infantry"),
            QStringLiteral("rifle_infantry"), QStringLiteral("rocket_soldier"), tank};
        for (int i = 0; i < start.size(); ++i) {
            const QPoint at = muster + QPoint(sx * (i % 3) * 30, sy * (i / 3) * 30);
            spawn(p, UnitCatalog::indexOf(start.at(i)), at);
        }
        ai.firstWaveTick = ai.rng.range(10 * rate, 25 * rate);
        ai.greetTick = m_chatRng.chance(3, 4) ? m_chatRng.range(rate, rate * 8) : -1;
        ai.lastChatTick = 0;
    }
}

int SkirmishSim::spawn(int owner, int typeIndex, const QPoint &pos)
{
    Q_ASSERT(typeIndex >= 0);
    const UnitType &type = UnitCatalog::at(typeIndex);
    UnitState u;
    u.id = m_nextId++;
    u.owner = owner;
    u.team = m_players.at(owner).team;
    u.type = type.name;
    u.typeIndex = typeIndex;
    u.building = type.isBuilding();
    u.cost = type.cost;
    u.maxHp = type.maxHp;
    u.hp = type.maxHp;
    u.health = 100;
    u.position = simmath::clampToMap(pos, kMapSize);
    if (u.building) {
        u.order = UnitState::Order::Idle;
    } else if (type.kind == UnitType::Kind::Harvester) {
        u.order = UnitState::Order::Harvest;
        u.harvestPhase = UnitState::HarvestPhase::ToField;
    } else {
        u.order = UnitState::Order::Rally;
        u.destination = m_ai.at(owner).rally;
    }
    m_ownerById.resize(u.id + 1, qint8(-1));
    m_indexById.resize(u.id + 1, -1);
    m_ownerById[u.id] = qint8(owner);
    m_indexById[u.id] = int(m_units.size());
    m_units << u;
    PlayerState &ps = m_players[owner];
    if (u.building) {
        ++ps.structures;
        if (type.power > 0)
            ps.powerProduced += type.power;
        else
            ps.powerConsumed -= type.power;
    } else {
        ++ps.unitsAlive;
        ps.armyValue += u.cost;
    }
    return u.id;
}

QList<SimEvent> SkirmishSim::step()
{
    QList<SimEvent> out;
    if (m_options.isStatic || m_ended || m_paused)
        return out;
    if (!m_started) {
        m_started = true;
        QJsonArray roster;
        for (const PlayerState &p : std::as_const(m_players))
            roster.append(QJsonObject{{QStringLiteral("name"), p.name},
                                      {QStringLiteral("faction"), p.faction},
                                      {QStringLiteral("team"), p.team}});
        out << event(EventCategory::Match, QStringLiteral("game_start"),
                     {{QStringLiteral("map"), mapName()},
                      {QStringLiteral("mode"), mode()},
                      {QStringLiteral("seed"), qint64(m_options.seed)},
                      {QStringLiteral("tick_rate"), m_options.tickRate},
                      {QStringLiteral("players"), roster}});
        for (int i = 0; i < m_players.size(); ++i) {
            const PlayerState &p = m_players.at(i);
            out << event(EventCategory::Match, QStringLiteral("player_join"),
                         {{QStringLiteral("player"), p.name},
                          {QStringLiteral("faction"), p.faction},
                          {QStringLiteral("team"), p.team}},
                         i);
        }
    }

    ++m_tick;
    m_destroyedNow.clear();
    if (m_tick % m_options.tickRate == 0) {
        const int bucket = int((m_tick / m_options.tickRate) % 60);
        for (PlayerAi &ai : m_ai)
            ai.actionsPerSecond[bucket] = 0;
    }

    runHarvesters(out);
    runProduction(out);
    runAi(out);
    moveUnits();
    rebuildGrid();
    fight(out);
    removeDead();
    rebuildGrid();
    updateStats();
    runChat(out);

    QList<SimEvent> ending;
    checkEnd(ending);
    if (m_stateDiffs)
        out << makeStateDiff();
    else
        markReported();
    if (m_tick % m_options.tickRate == 0)
        emitTelemetry(out);
    out << ending;
    return out;
}

QList<SimEvent> SkirmishSim::setPaused(bool paused, const QString &by)
{
    if (m_options.isStatic || m_ended || paused == m_paused)
        return {};
    m_paused = paused;
    QJsonObject data;
    if (!by.isEmpty())
        data.insert(QStringLiteral("by"), by);
    return {event(EventCategory::Match, paused ? QStringLiteral("pause") : QStringLiteral("resume"),
                  data)};
}

QList<SimEvent> SkirmishSim::kickPlayer(const QString &name, const QString &reason)
{
    const int p = playerIndex(name);
    if (m_options.isStatic || p < 0 || !m_players.at(p).present)
        return {};
    PlayerState &ps = m_players[p];
    ps.present = false;
    // stop what it was doing: production lines are dropped (nothing was paid yet)
    PlayerAi &ai = m_ai[p];
    for (Production *line : {&ai.structureLine, &ai.infantryLine, &ai.vehicleLine})
        *line = Production{};
    ps.reserved = 0;
    for (UnitState &u : m_units) {
        if (u.owner == p) {
            u.order = UnitState::Order::Idle;
            u.destination = u.position;
        }
    }
    updateStats();
    return {event(EventCategory::Match, QStringLiteral("player_leave"),
                  {{QStringLiteral("player"), ps.name}, {QStringLiteral("reason"), reason}}, p)};
}

SimEvent SkirmishSim::chat(const QString &from, const QString &message, const QString &channel)
{
    const int p = playerIndex(from);
    QJsonObject data{{QStringLiteral("from"), from}, {QStringLiteral("message"), message}};
    SimEvent e;
    if (channel == QLatin1String("team") && p >= 0) {
        data.insert(QStringLiteral("channel"), QStringLiteral("team"));
        data.insert(QStringLiteral("team"), m_players.at(p).team);
        e = event(EventCategory::Chat, QStringLiteral("chat_message"), data, p);
        e.audienceTeam = m_players.at(p).team;
    } else {
        data.insert(QStringLiteral("channel"), QStringLiteral("all"));
        e = event(EventCategory::Chat, QStringLiteral("chat_message"), data, p);
    }
    return e;
}

int SkirmishSim::playerIndex(const QString &name) const
{
    for (int i = 0; i < m_players.size(); ++i) {
        if (m_players.at(i).name == name)
            return i;
    }
    return -1;
}

int SkirmishSim::teamOf(int player) const
{
    return player >= 0 && player < m_players.size() ? m_players.at(player).team : -1;
}

const UnitState *SkirmishSim::unitById(int id) const
{
    if (id <= 0 || id >= m_indexById.size())
        return nullptr;
    const int index = m_indexById.at(id);
    return index < 0 ? nullptr : &m_units.at(index);
}

QString SkirmishSim::mapName() const
{
    return QStringLiteral("Fjord Crossing");
}

QString SkirmishSim::mode() const
{
    return QStringLiteral("skirmish-2v2");
}

QJsonObject SkirmishSim::matchInfoJson() const
{
    QJsonArray roster;
    for (const PlayerState &p : m_players)
        roster.append(QJsonObject{{QStringLiteral("name"), p.name},
                                  {QStringLiteral("faction"), p.faction},
                                  {QStringLiteral("team"), p.team},
                                  {QStringLiteral("present"), p.present}});
    QJsonObject info{{QStringLiteral("map"), mapName()},
                     {QStringLiteral("mode"), mode()},
                     {QStringLiteral("seed"), qint64(m_options.seed)},
                     {QStringLiteral("tick"), m_tick},
                     {QStringLiteral("tick_rate"), m_options.tickRate},
                     {QStringLiteral("duration_ticks"), m_options.durationTicks},
                     {QStringLiteral("started"), m_started},
                     {QStringLiteral("paused"), m_paused},
                     {QStringLiteral("ended"), m_ended},
                     {QStringLiteral("static"), m_options.isStatic},
                     {QStringLiteral("players"), roster}};
    if (m_ended) {
        QJsonArray winners;
        for (const PlayerState &p : m_players) {
            if (p.team == m_winnerTeam)
                winners.append(p.name);
        }
        info.insert(QStringLiteral("winner_team"), m_winnerTeam);
        info.insert(QStringLiteral("winners"), winners);
        info.insert(QStringLiteral("end_reason"), m_endReason);
    }
    return info;
}

SimEvent SkirmishSim::event(EventCategory category, const QString &type, const QJsonObject &data,
                            int owner, int other, std::optional<QPoint> pos) const
{
    Q_ASSERT(icrp::eventsOf(category).contains(type));
    SimEvent e;
    e.category = category;
    e.type = type;
    e.tick = m_tick;
    e.data = data;
    e.ownerPlayer = owner;
    e.otherPlayer = other;
    e.position = pos;
    return e;
}

qint64 SkirmishSim::ticksFor(int milliseconds) const
{
    return qMax<qint64>(1, (qint64(milliseconds) * m_options.tickRate + 999) / 1000);
}

} // namespace icmock
