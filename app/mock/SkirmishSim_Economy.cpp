// SkirmishSim: harvesting, production and the per-player AI (what to build, when to attack).

#include "mock/SkirmishSim.h"

#include "mock/SimMath.h"
#include "mock/UnitCatalog.h"

namespace icmock {

using icrp::EventCategory;
using simmath::posJson;
using simmath::spread;
using Kind = UnitType::Kind;

namespace {

int typeIndex(QStringView name)
{
    const int index = UnitCatalog::indexOf(name);
    Q_ASSERT(index >= 0);
    return index;
}

QPoint towardCenter(const QPoint &base)
{
    return QPoint(base.x() < SkirmishSim::kMapSize / 2 ? 1 : -1,
                  base.y() < SkirmishSim::kMapSize / 2 ? 1 : -1);
}

// Weighted pick among `types` (parallel weights); -1 when all weights are zero.
int weightedPick(Rng &rng, const QList<int> &types, const QList<int> &weights)
{
    int total = 0;
    for (int w : weights)
        total += w;
    if (total <= 0)
        return -1;
    int roll = int(rng.bounded(quint64(total)));
    for (int i = 0; i < types.size(); ++i) {
        roll -= weights.at(i);
        if (roll < 0)
            return types.at(i);
    }
    return types.last();
}

} // namespace

void SkirmishSim::runHarvesters(QList<SimEvent> &out)
{
    for (int i = 0; i < m_units.size(); ++i) {
        UnitState &u = m_units[i];
        if (u.hp <= 0 || u.order != UnitState::Order::Harvest || !m_players.at(u.owner).present)
            continue;
        PlayerState &ps = m_players[u.owner];
        switch (u.harvestPhase) {
        case UnitState::HarvestPhase::ToField: {
            const QPoint dest = ps.oreField + spread(u.id, 60);
            moveToward(u, dest);
            if (u.position == dest) {
                u.harvestPhase = UnitState::HarvestPhase::Loading;
                u.harvestTimer = int(ticksFor(6000));
            }
            break;
        }
        case UnitState::HarvestPhase::Loading:
            if (--u.harvestTimer <= 0)
                u.harvestPhase = UnitState::HarvestPhase::ToRefinery;
            break;
        case UnitState::HarvestPhase::ToRefinery: {
            const UnitState *refinery = nullptr;
            for (const UnitState &b : std::as_const(m_units)) {
                if (b.owner == u.owner && b.hp > 0 && b.type == QLatin1String("refinery") &&
                    (!refinery || simmath::dist2(b.position, u.position) <
                                      simmath::dist2(refinery->position, u.position)))
                    refinery = &b;
            }
            if (!refinery)
                break; // nowhere to unload: wait with the load
            const QPoint dest = refinery->position + towardCenter(ps.base) * 45;
            moveToward(u, dest);
            if (u.position == dest) {
                u.harvestPhase = UnitState::HarvestPhase::Unloading;
                u.harvestTimer = int(ticksFor(2000));
            }
            break;
        }
        case UnitState::HarvestPhase::Unloading:
            if (--u.harvestTimer <= 0) {
                const int amount = 700 + 25 * m_ai[u.owner].rng.range(-4, 4);
                ps.credits += amount;
                ps.harvested += amount;
                out << event(EventCategory::Economy, QStringLiteral("resource_harvested"),
                             {{QStringLiteral("player"), ps.name},
                              {QStringLiteral("amount"), amount},
                              {QStringLiteral("credits"), ps.credits}},
                             u.owner, -1, u.position);
                u.harvestPhase = UnitState::HarvestPhase::ToField;
            }
            break;
        }
    }
}

void SkirmishSim::runProduction(QList<SimEvent> &out)
{
    for (int p = 0; p < m_players.size(); ++p) {
        if (!m_players.at(p).present)
            continue;
        PlayerState &ps = m_players[p];
        const bool lowPower = ps.powerConsumed > ps.powerProduced;
        PlayerAi &ai = m_ai[p];
        const struct
        {
            Production *line;
            const char16_t *producer;
        } lines[] = {{&ai.structureLine, u"construction_yard"},
                     {&ai.infantryLine, u"barracks"},
                     {&ai.vehicleLine, u"war_factory"}};
        for (const auto &entry : lines) {
            Production &line = *entry.line;
            if (line.typeIndex < 0)
                continue;
            const int producers = countOwned(p, entry.producer);
            if (producers == 0) {
                ps.reserved -= UnitCatalog::at(line.typeIndex).cost; // never paid: just drop
                line = Production{};
                continue;
            }
            // each extra factory of the kind speeds the line up; low power halves the speed
            if (!lowPower || m_tick % 2 == 0)
                line.progress += qMin(producers, 3);
            if (line.progress >= line.total)
                finishProduction(p, line, out);
        }
    }
}

void SkirmishSim::finishProduction(int player, Production &line, QList<SimEvent> &out)
{
    PlayerState &ps = m_players[player];
    const int index = line.typeIndex;
    const UnitType &type = UnitCatalog::at(index);
    line = Production{};
    ps.reserved -= type.cost;
    QPoint at;
    if (type.isBuilding()) {
        const std::optional<QPoint> slot = findBuildSlot(player);
        if (!slot)
            return; // no room: the order lapses unpaid
        at = *slot;
    } else {
        const QString producer = type.kind == Kind::Infantry ? QStringLiteral("barracks")
                                                             : QStringLiteral("war_factory");
        const UnitState *factory = nullptr;
        for (const UnitState &b : std::as_const(m_units)) {
            if (b.owner == player && b.hp > 0 && b.type == producer) {
                factory = &b;
                break;
            }
        }
        if (!factory)
            return;
        at = factory->position + towardCenter(ps.base) * 60 + spread(m_nextId, 20);
    }
    ps.credits -= type.cost;
    ps.spent += type.cost;
    const int id = spawn(player, index, at);
    const UnitState &u = m_units.at(m_indexById.at(id));
    if (type.isBuilding()) {
        addActions(player, 1); // placing it
        const QPoint placed = u.position;
        out << event(EventCategory::Economy, QStringLiteral("building_placed"),
                     {{QStringLiteral("player"), ps.name},
                      {QStringLiteral("building_type"), type.name},
                      {QStringLiteral("position"), posJson(placed)},
                      {QStringLiteral("cost"), type.cost}},
                     player, -1, placed);
        if (type.name == QLatin1String("refinery") &&
            unitsQueuedOrAlive(player) < kMaxUnitsPerPlayer) {
            // a refinery comes with a free harvester
            const int harvester = typeIndex(u"harvester");
            spawn(player, harvester, placed + towardCenter(ps.base) * 50);
            out << event(EventCategory::Economy, QStringLiteral("unit_produced"),
                         {{QStringLiteral("player"), ps.name},
                          {QStringLiteral("unit_type"), UnitCatalog::at(harvester).name},
                          {QStringLiteral("cost"), 0}},
                         player, -1, placed);
        }
    } else {
        out << event(EventCategory::Economy, QStringLiteral("unit_produced"),
                     {{QStringLiteral("player"), ps.name},
                      {QStringLiteral("unit_type"), type.name},
                      {QStringLiteral("cost"), type.cost}},
                     player, -1, u.position);
    }
}

bool SkirmishSim::startProduction(int player, Production &line, int index)
{
    PlayerState &ps = m_players[player];
    const UnitType &type = UnitCatalog::at(index);
    if (line.typeIndex >= 0 || ps.credits - ps.reserved < type.cost)
        return false;
    line.typeIndex = index;
    line.progress = 0;
    line.total = int(ticksFor(type.buildSeconds * 1000));
    ps.reserved += type.cost;
    addActions(player, 1);
    return true;
}

std::optional<QPoint> SkirmishSim::findBuildSlot(int player)
{
    const PlayerState &ps = m_players.at(player);
    const QPoint dir = towardCenter(ps.base);
    constexpr int kSpacing = 105;
    // slots on a grid around the construction yard, nearest first
    QList<QPoint> offsets;
    for (int ring = 1; ring <= 5; ++ring) {
        for (int j = -1; j <= 4; ++j) {
            for (int i = -1; i <= 4; ++i) {
                if (qMax(qAbs(i), qAbs(j)) == ring || (ring == 1 && qMax(qAbs(i), qAbs(j)) < 1))
                    offsets << QPoint(i, j);
            }
        }
    }
    for (const QPoint &o : std::as_const(offsets)) {
        const QPoint slot = simmath::clampToMap(
            ps.base + QPoint(o.x() * dir.x() * kSpacing, o.y() * dir.y() * kSpacing), kMapSize, 60);
        if (simmath::within(slot, ps.oreField, 140))
            continue;
        bool taken = false;
        for (const UnitState &b : std::as_const(m_units)) {
            if (b.building && b.hp > 0 && simmath::within(b.position, slot, 80)) {
                taken = true;
                break;
            }
        }
        if (!taken) {
            Rng &rng = m_ai[player].rng;
            return slot + QPoint(rng.range(-10, 10), rng.range(-10, 10));
        }
    }
    return std::nullopt;
}

void SkirmishSim::runAi(QList<SimEvent> &out)
{
    const int rate = m_options.tickRate;
    const qint64 seconds = m_tick / rate;
    for (int p = 0; p < m_players.size(); ++p) {
        if (!m_players.at(p).present)
            continue;
        PlayerAi &ai = m_ai[p];
        if (ai.rng.chance(ai.apmTarget, 60 * rate))
            addActions(p, 1); // camera, selection and other small clicks
        if ((m_tick + ai.thinkOffset) % rate != 0)
            continue; // decisions once a game second

        // a human-ish pace: not every line is looked at every second
        if (ai.structureLine.typeIndex < 0 && ai.rng.chance(1, 3))
            decideStructure(p);
        if (ai.vehicleLine.typeIndex < 0 && ai.rng.chance(2, 3))
            decideVehicle(p);
        if (ai.infantryLine.typeIndex < 0 && ai.rng.chance(2, 3))
            decideInfantry(p);

        // defend a base under attack (its own first, else an ally's) with whatever waits at
        // the rally point
        int attacked = -1;
        for (int b : {p, allyOf(p)}) {
            const PlayerAi &other = m_ai.at(b);
            if (attacked < 0 && other.baseAttackedTick >= 0 &&
                m_tick - other.baseAttackedTick <= 3 * rate)
                attacked = b;
        }
        if (attacked >= 0 && m_tick - ai.defendOrderedTick >= 10 * rate) {
            const QPoint where = m_ai.at(attacked).baseAttackedAt;
            for (UnitState &u : m_units) {
                if (u.owner == p && u.hp > 0 && u.order == UnitState::Order::Rally) {
                    u.order = UnitState::Order::Defend;
                    u.destination = where;
                }
            }
            ai.defendOrderedTick = m_tick;
            addActions(p, 2);
            if (attacked == p && m_chatRng.chance(1, 2))
                say(p, banter(Banter::Help), true, out);
            if (m_chatRng.chance(1, 3))
                marker(p, where, QStringLiteral("defend"), out);
        }

        // attack once enough units have gathered, or when they have waited long enough; late
        // in the match (the "push"), smaller groups go sooner and the ally joins in
        const bool push = seconds >= 12 * 60;
        int gathered = 0;
        for (const UnitState &u : std::as_const(m_units)) {
            if (u.owner == p && u.hp > 0 && u.order == UnitState::Order::Rally)
                ++gathered;
        }
        const qint64 waited = m_tick - ai.lastWaveTick;
        const bool restless =
            push ? gathered >= 2 && waited >= 60 * rate : gathered >= 3 && waited >= 90 * rate;
        if (m_tick >= ai.firstWaveTick && gathered > 0 &&
            (gathered >= (push ? qMin(ai.waveSize, 6) : ai.waveSize) || restless))
            launchWave(p, out);
    }
}

int SkirmishSim::wantedStructure(int player) const
{
    const PlayerState &ps = m_players.at(player);
    const PlayerAi &ai = m_ai.at(player);
    const Production &line = ai.structureLine;
    const auto count = [&](QStringView type) {
        int n = countOwned(player, type);
        if (line.typeIndex >= 0 && UnitCatalog::at(line.typeIndex).name == type)
            ++n;
        return n;
    };
    if (ps.structures + (line.typeIndex >= 0 ? 1 : 0) >= kMaxStructuresPerPlayer)
        return -1;
    const qint64 seconds = m_tick / m_options.tickRate;
    const QList<int> defenses = UnitCatalog::buildable(Kind::Defense, ps.faction);
    int defenseCount = 0;
    for (int d : defenses)
        defenseCount += count(UnitCatalog::at(d).name);
    const int defense =
        defenses.isEmpty() ? -1 : defenses.at((ai.defenseKind + defenseCount) % defenses.size());

    int want = -1;
    if (count(u"barracks") < 1)
        want = typeIndex(u"barracks");
    else if (count(u"war_factory") < 1)
        want = typeIndex(u"war_factory");
    else if (count(u"refinery") < 2)
        want = typeIndex(u"refinery");
    else if (defenseCount < 1 && seconds >= 60)
        want = defense;
    else if (count(u"radar_dome") < 1)
        want = typeIndex(u"radar_dome");
    else if (defenseCount < 3 && seconds >= 240)
        want = defense;
    else if (count(u"refinery") < 3 && seconds >= 300)
        want = typeIndex(u"refinery");
    else if (ps.credits - ps.reserved >= 4000 && count(u"war_factory") < 3)
        want = typeIndex(u"war_factory"); // money to spend: faster production
    else if (defenseCount < 5 && seconds >= 480)
        want = defense;
    else if (ps.credits - ps.reserved >= 3000 && count(u"barracks") < 2)
        want = typeIndex(u"barracks");
    else if (ps.powerProduced - ps.powerConsumed < 60)
        want = typeIndex(u"power_plant");

    if (want >= 0) {
        const int power = UnitCatalog::at(want).power;
        if (power < 0 && ps.powerProduced - ps.powerConsumed + power < 0)
            want = count(u"radar_dome") > 0 ? typeIndex(u"advanced_power_plant")
                                            : typeIndex(u"power_plant");
    }
    return want;
}

qint64 SkirmishSim::unitBudget(int player) const
{
    const PlayerState &ps = m_players.at(player);
    qint64 free = ps.credits - ps.reserved;
    // a harvester lost is replaced before anything else
    const PlayerAi &ai = m_ai.at(player);
    const int harvester = typeIndex(u"harvester");
    if (ai.vehicleLine.typeIndex != harvester && hasStructure(player, u"war_factory") &&
        countOwned(player, u"harvester") < qMin(countOwned(player, u"refinery"), 2))
        free -= UnitCatalog::at(harvester).cost;
    // keep money for the buildings an economy cannot do without
    if (ai.structureLine.typeIndex < 0) {
        const int want = wantedStructure(player);
        if (want >= 0) {
            const QString &name = UnitCatalog::at(want).name;
            if (name == QLatin1String("war_factory") || name == QLatin1String("refinery") ||
                name == QLatin1String("barracks"))
                free -= UnitCatalog::at(want).cost;
        }
    }
    return free;
}

void SkirmishSim::decideStructure(int player)
{
    if (!hasStructure(player, u"construction_yard"))
        return;
    const int want = wantedStructure(player);
    if (want >= 0)
        startProduction(player, m_ai[player].structureLine, want);
}

void SkirmishSim::decideInfantry(int player)
{
    const PlayerState &ps = m_players.at(player);
    PlayerAi &ai = m_ai[player];
    if (!hasStructure(player, u"barracks") || unitsQueuedOrAlive(player) >= kMaxUnitsPerPlayer)
        return;
    const QList<int> types = UnitCatalog::buildable(Kind::Infantry, ps.faction);
    QList<int> weights;
    for (int t : types) {
        const QString &name = UnitCatalog::at(t).name;
        weights << (name == QLatin1String("rifle_infantry")   ? 5
                    : name == QLatin1String("rocket_soldier") ? 3
                                                              : 2);
    }
    const int pick = weightedPick(ai.rng, types, weights);
    if (pick >= 0 && unitBudget(player) >= UnitCatalog::at(pick).cost)
        startProduction(player, ai.infantryLine, pick);
}

void SkirmishSim::decideVehicle(int player)
{
    const PlayerState &ps = m_players.at(player);
    PlayerAi &ai = m_ai[player];
    if (!hasStructure(player, u"war_factory") || unitsQueuedOrAlive(player) >= kMaxUnitsPerPlayer)
        return;
    const int harvesters = countOwned(player, u"harvester");
    const int refineries = countOwned(player, u"refinery");
    int pick = -1;
    if (harvesters < qMin(refineries, 3)) {
        pick = typeIndex(u"harvester");
        if (ps.credits - ps.reserved >= UnitCatalog::at(pick).cost)
            startProduction(player, ai.vehicleLine, pick);
        return;
    } else {
        const QList<int> types = UnitCatalog::buildable(Kind::Vehicle, ps.faction);
        QList<int> weights;
        for (int i = 0; i < types.size(); ++i) {
            const QString &name = UnitCatalog::at(types.at(i)).name;
            int w = name == QLatin1String("mammoth_tank") ? 1 : 3;
            if (i == ai.vehicleBias)
                w += 3;
            if (ps.credits - ps.reserved >= 5000) // rich: the heavy stuff
                w += UnitCatalog::at(types.at(i)).cost / 200;
            weights << w;
        }
        pick = weightedPick(ai.rng, types, weights);
    }
    if (pick >= 0 && unitBudget(player) >= UnitCatalog::at(pick).cost)
        startProduction(player, ai.vehicleLine, pick);
}

void SkirmishSim::launchWave(int player, QList<SimEvent> &out)
{
    PlayerAi &ai = m_ai[player];
    const std::optional<QPoint> target = pickAttackTarget(player, ai.rally, ai.rng.chance(7, 10));
    if (!target)
        return;
    int sent = 0;
    for (UnitState &u : m_units) {
        if (u.owner == player && u.hp > 0 && u.order == UnitState::Order::Rally) {
            u.order = UnitState::Order::Attack;
            u.destination = *target;
            ++sent;
        }
    }
    const int ally = allyOf(player);
    if (m_tick >= 12 * 60 * m_options.tickRate && ally != player && m_players.at(ally).present) {
        // the late push: the ally sends what it has to the same target
        for (UnitState &u : m_units) {
            if (u.owner == ally && u.hp > 0 && u.order == UnitState::Order::Rally) {
                u.order = UnitState::Order::Attack;
                u.destination = *target;
            }
        }
        m_ai[ally].lastWaveTick = m_tick;
        addActions(ally, 2);
    }
    addActions(player, 2 + sent / 3);
    ++ai.waves;
    ai.lastWaveTick = m_tick;
    ai.waveSize = qMin(4 + ai.waves + ai.rng.range(0, 2), 14);
    if (m_chatRng.chance(1, 3))
        say(player, banter(Banter::Attack), true, out);
    if (m_chatRng.chance(2, 5))
        marker(player, *target, QStringLiteral("attack"), out);
}

std::optional<QPoint> SkirmishSim::pickAttackTarget(int player, const QPoint &from,
                                                    bool preferNearest) const
{
    const int team = m_players.at(player).team;
    // the nearest structure of each enemy player
    QList<QPair<qint64, QPoint>> candidates;
    for (int e = 0; e < m_players.size(); ++e) {
        if (m_players.at(e).team == team)
            continue;
        const UnitState *best = nullptr;
        for (const UnitState &b : std::as_const(m_units)) {
            if (b.owner == e && b.building && b.hp > 0 &&
                (!best || simmath::dist2(b.position, from) < simmath::dist2(best->position, from)))
                best = &b;
        }
        if (best)
            candidates.append({simmath::dist2(best->position, from), best->position});
    }
    if (candidates.isEmpty()) {
        const UnitState *best = nullptr;
        for (const UnitState &u : std::as_const(m_units)) {
            if (u.team != team && u.hp > 0 &&
                (!best || simmath::dist2(u.position, from) < simmath::dist2(best->position, from)))
                best = &u;
        }
        if (!best)
            return std::nullopt;
        return best->position;
    }
    int pick = 0;
    for (int i = 1; i < candidates.size(); ++i) {
        const bool nearer = candidates.at(i).first < candidates.at(pick).first;
        if (nearer == preferNearest)
            pick = i;
    }
    return candidates.at(pick).second;
}

void SkirmishSim::addActions(int player, int count)
{
    PlayerAi &ai = m_ai[player];
    ai.actionsPerSecond[int((m_tick / m_options.tickRate) % 60)] += count;
}

int SkirmishSim::allyOf(int player) const
{
    for (int i = 0; i < m_players.size(); ++i) {
        if (i != player && m_players.at(i).team == m_players.at(player).team)
            return i;
    }
    return player;
}

int SkirmishSim::countOwned(int player, QStringView type) const
{
    int n = 0;
    for (const UnitState &u : m_units) {
        if (u.owner == player && u.hp > 0 && u.type == type)
            ++n;
    }
    return n;
}

bool SkirmishSim::hasStructure(int player, QStringView type) const
{
    for (const UnitState &u : m_units) {
        if (u.owner == player && u.hp > 0 && u.building && u.type == type)
            return true;
    }
    return false;
}

int SkirmishSim::unitsQueuedOrAlive(int player) const
{
    const PlayerAi &ai = m_ai.at(player);
    return m_players.at(player).unitsAlive + (ai.infantryLine.typeIndex >= 0 ? 1 : 0) +
           (ai.vehicleLine.typeIndex >= 0 ? 1 : 0);
}

} // namespace icmock
