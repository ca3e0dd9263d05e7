// SkirmishSim: movement, target acquisition, firing, destruction and engagements.

#include "mock/SkirmishSim.h"

#include "mock/SimMath.h"
#include "mock/UnitCatalog.h"

#include <QJsonArray>
#include <limits>

namespace icmock {

using icrp::EventCategory;
using simmath::posJson;
using simmath::spread;
using simmath::within;

namespace {

// Units without a target look around on one tick in three (staggered by id).
constexpr int kScanEvery = 3;

// A non-building target scores better than a plain building this much farther away (squared).
constexpr qint64 kBuildingPenalty = 500LL * 500LL;

qint64 roundDiv(qint64 a, qint64 b)
{
    return a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b);
}

int percent(int hp, int maxHp)
{
    if (hp <= 0)
        return 0;
    return qBound(1, int((qint64(hp) * 100 + maxHp - 1) / maxHp), 100);
}

} // namespace

void SkirmishSim::moveToward(UnitState &unit, const QPoint &dest)
{
    const UnitType &type = UnitCatalog::at(unit.typeIndex);
    const qint64 rate = m_options.tickRate;
    // distance this tick, so that exactly `speed` is covered per game second
    const qint64 step =
        qint64(type.speed) * m_tick / rate - qint64(type.speed) * (m_tick - 1) / rate;
    if (step <= 0 || unit.position == dest)
        return;
    const qint64 dx = qint64(dest.x()) - unit.position.x();
    const qint64 dy = qint64(dest.y()) - unit.position.y();
    const qint64 dist = simmath::isqrt(dx * dx + dy * dy);
    if (dist <= step) {
        unit.position = dest;
        return;
    }
    qint64 mx = roundDiv(dx * step, dist);
    qint64 my = roundDiv(dy * step, dist);
    if (mx == 0 && my == 0) {
        if (qAbs(dx) >= qAbs(dy))
            mx = dx > 0 ? 1 : -1;
        else
            my = dy > 0 ? 1 : -1;
    }
    unit.position += QPoint(int(mx), int(my));
}

int SkirmishSim::nearestEnemy(const UnitState &unit, int radius, bool preferUnits) const
{
    const UnitType &me = UnitCatalog::at(unit.typeIndex);
    const qint64 r2 = qint64(radius) * radius;
    const int cx0 = qBound(0, (unit.position.x() - radius) / kGridCell, kGridSide - 1);
    const int cx1 = qBound(0, (unit.position.x() + radius) / kGridCell, kGridSide - 1);
    const int cy0 = qBound(0, (unit.position.y() - radius) / kGridCell, kGridSide - 1);
    const int cy1 = qBound(0, (unit.position.y() + radius) / kGridCell, kGridSide - 1);
    int best = -1;
    int bestId = 0;
    qint64 bestScore = std::numeric_limits<qint64>::max();
    for (int cy = cy0; cy <= cy1; ++cy) {
        for (int cx = cx0; cx <= cx1; ++cx) {
            const size_t cell = size_t(cy * kGridSide + cx);
            for (int k = m_gridStart[cell]; k < m_gridStart[cell + 1]; ++k) {
                const GridEntry &g = m_gridEntries[size_t(k)];
                if (g.team == unit.team ||
                    (g.infantry ? me.damageVsInfantry : me.damageVsArmor) <= 0)
                    continue; // a friend, or something it cannot hurt
                const UnitState &o = m_units.at(g.index);
                const qint64 d2 = simmath::dist2(o.position, unit.position);
                if (d2 > r2 || o.hp <= 0)
                    continue;
                const qint64 score = d2 + (preferUnits && g.passive ? kBuildingPenalty : 0);
                if (score < bestScore || (score == bestScore && o.id < bestId)) {
                    best = g.index;
                    bestId = o.id;
                    bestScore = score;
                }
            }
        }
    }
    return best;
}

int SkirmishSim::chasedIndex(UnitState &unit, int radius)
{
    const UnitState *c = unitById(unit.chaseId);
    if (c && c->hp > 0 && within(c->position, unit.position, radius))
        return m_indexById.at(unit.chaseId);
    unit.chaseId = 0;
    return -1;
}

void SkirmishSim::moveUnits()
{
    for (int i = 0; i < m_units.size(); ++i) {
        UnitState &u = m_units[i];
        if (u.hp <= 0 || u.building || u.order == UnitState::Order::Harvest ||
            u.order == UnitState::Order::Idle)
            continue;
        const UnitType &type = UnitCatalog::at(u.typeIndex);
        if (!type.isArmed())
            continue;
        // badly hurt attackers fall back to the rally point (until the all-in at 15 minutes)
        if (u.order == UnitState::Order::Attack && u.health < 30 &&
            m_tick < 15 * 60 * m_options.tickRate) {
            u.order = UnitState::Order::Rally;
            u.destination = m_ai.at(u.owner).rally;
        }
        // still fighting what it shot at: hold
        if (const UnitState *t = unitById(u.targetId);
            t && t->hp > 0 && within(t->position, u.position, type.range))
            continue;
        // an enemy in sight: close in (units at the rally point do not stray far)
        int seen = -1;
        if ((m_tick + u.id) % kScanEvery == 0) {
            seen = nearestEnemy(u, type.sight, true);
            u.chaseId = seen >= 0 ? m_units.at(seen).id : 0;
        } else {
            seen = chasedIndex(u, type.sight);
        }
        if (seen >= 0) {
            const UnitState &e = m_units.at(seen);
            const bool chase = u.order != UnitState::Order::Rally ||
                               within(e.position, m_ai.at(u.owner).rally, 700);
            if (chase) {
                if (!within(e.position, u.position, type.range))
                    moveToward(u, e.position);
                continue;
            }
        }
        const QPoint dest = simmath::clampToMap(u.destination + spread(u.id, 80), kMapSize);
        switch (u.order) {
        case UnitState::Order::Rally:
            moveToward(u, dest);
            break;
        case UnitState::Order::Defend:
            if (u.position == dest) {
                u.order = UnitState::Order::Rally;
                u.destination = m_ai.at(u.owner).rally;
            } else {
                moveToward(u, dest);
            }
            break;
        case UnitState::Order::Attack:
            if (within(u.position, dest, 40)) {
                // nothing left here: on to the next target
                const std::optional<QPoint> next = pickAttackTarget(u.owner, u.position, true);
                if (next)
                    u.destination = *next;
                else
                    u.order = UnitState::Order::Idle;
            } else {
                moveToward(u, dest);
            }
            break;
        case UnitState::Order::Idle:
        case UnitState::Order::Harvest:
            break;
        }
    }
}

void SkirmishSim::fight(QList<SimEvent> &out)
{
    const qint64 forget = m_tick - ticksFor(6000);
    m_engagements.removeIf([forget](const Engagement &e) { return e.lastTick < forget; });

    for (int i = 0; i < m_units.size(); ++i) {
        UnitState &u = m_units[i];
        if (u.hp <= 0)
            continue;
        const UnitType &type = UnitCatalog::at(u.typeIndex);
        if (!type.isArmed())
            continue;
        if (u.cooldown > 0) {
            --u.cooldown;
            continue;
        }
        int ti = -1;
        if (const UnitState *t = unitById(u.targetId);
            t && t->hp > 0 && within(t->position, u.position, type.range))
            ti = m_indexById.at(u.targetId);
        if (ti < 0)
            ti = chasedIndex(u, type.range);
        if (ti < 0 && (m_tick + u.id) % kScanEvery == 0)
            ti = nearestEnemy(u, type.range, true);
        if (ti < 0) {
            u.targetId = 0;
            continue;
        }
        UnitState &t = m_units[ti];
        const UnitType &tt = UnitCatalog::at(t.typeIndex);
        u.targetId = t.id;
        u.cooldown = int(ticksFor(type.cooldownMs)) - 1;
        const int base = tt.isInfantry() ? type.damageVsInfantry : type.damageVsArmor;
        const int damage = qMax(1, base * m_worldRng.range(60, 80) / 100);
        t.hp -= damage;
        t.health = percent(t.hp, t.maxHp);
        if (t.building) {
            PlayerAi &victim = m_ai[t.owner];
            victim.baseAttackedTick = m_tick;
            victim.baseAttackedAt = t.position;
        }
        noteEngagement(u, t, out);
        if (t.hp > 0)
            continue;

        t.hp = 0;
        t.health = 0;
        t.killedBy = u.owner;
        ++m_players[u.owner].kills;
        ++m_players[t.owner].losses;
        const QString &ownerName = m_players.at(t.owner).name;
        const QString &killerName = m_players.at(u.owner).name;
        if (t.building) {
            out << event(EventCategory::Combat, QStringLiteral("building_destroyed"),
                         {{QStringLiteral("building_type"), t.type},
                          {QStringLiteral("owner"), ownerName},
                          {QStringLiteral("killed_by"), killerName},
                          {QStringLiteral("position"), posJson(t.position)}},
                         t.owner, u.owner, t.position);
            if (m_players.at(t.owner).present && m_chatRng.chance(1, 2))
                say(t.owner, banter(Banter::Loss, t.type), true, out);
        } else {
            out << event(EventCategory::Combat, QStringLiteral("unit_destroyed"),
                         {{QStringLiteral("unit_type"), t.type},
                          {QStringLiteral("owner"), ownerName},
                          {QStringLiteral("killed_by"), killerName},
                          {QStringLiteral("position"), posJson(t.position)}},
                         t.owner, u.owner, t.position);
        }
    }
}

void SkirmishSim::noteEngagement(const UnitState &attacker, const UnitState &target,
                                 QList<SimEvent> &out)
{
    const QPoint pos = simmath::midpoint(attacker.position, target.position);
    for (Engagement &e : m_engagements) {
        if (within(e.position, pos, 450)) {
            e.lastTick = m_tick;
            return;
        }
    }
    m_engagements.append(Engagement{pos, m_tick});
    if (m_firstEngagementTick < 0)
        m_firstEngagementTick = m_tick;

    // who takes part: everyone of either side near the spot
    QList<bool> attackers(m_players.size(), false);
    QList<bool> defenders(m_players.size(), false);
    int attackerUnits = 0;
    int defenderUnits = 0;
    for (const UnitState &u : std::as_const(m_units)) {
        if (u.hp <= 0 || !within(u.position, pos, 500))
            continue;
        if (u.team == attacker.team) {
            if (!u.building) {
                attackers[u.owner] = true;
                ++attackerUnits;
            }
        } else {
            defenders[u.owner] = true;
            ++defenderUnits;
        }
    }
    attackers[attacker.owner] = true;
    defenders[target.owner] = true;
    QJsonArray attackerNames;
    QJsonArray defenderNames;
    for (int p = 0; p < m_players.size(); ++p) {
        if (attackers.at(p))
            attackerNames.append(m_players.at(p).name);
        if (defenders.at(p))
            defenderNames.append(m_players.at(p).name);
    }
    out << event(EventCategory::Combat, QStringLiteral("engagement_start"),
                 {{QStringLiteral("position"), posJson(pos)},
                  {QStringLiteral("attackers"), attackerNames},
                  {QStringLiteral("defenders"), defenderNames},
                  {QStringLiteral("attacker_units"), qMax(1, attackerUnits)},
                  {QStringLiteral("defender_units"), qMax(1, defenderUnits)}},
                 attacker.owner, target.owner, pos);
    if (m_players.at(target.owner).present && m_chatRng.chance(1, 2))
        ping(target.owner, pos, out);
}

void SkirmishSim::removeDead()
{
    qsizetype kept = 0;
    for (qsizetype i = 0; i < m_units.size(); ++i) {
        UnitState &u = m_units[i];
        if (u.hp > 0) {
            if (kept != i)
                m_units[kept] = std::move(u);
            m_indexById[m_units.at(kept).id] = int(kept);
            ++kept;
            continue;
        }
        QJsonObject entry{{QStringLiteral("id"), u.id},
                          {QStringLiteral("position"), posJson(u.position)},
                          {QStringLiteral("health"), 0},
                          {QStringLiteral("destroyed"), true}};
        if (!u.reported) {
            entry.insert(QStringLiteral("type"), u.type);
            entry.insert(QStringLiteral("owner"), m_players.at(u.owner).name);
            entry.insert(QStringLiteral("building"), u.building);
        }
        m_destroyedNow << entry;
        m_indexById[u.id] = -1;
    }
    m_units.resize(kept);
}

} // namespace icmock
