// SkirmishSim: the static scenario (--static): a fixed, plausible mid-game state ten game
// minutes in, the same for every seed. Nothing ever changes in it.

#include "mock/SkirmishSim.h"

#include "mock/SimMath.h"
#include "mock/UnitCatalog.h"

namespace icmock {

namespace {

struct FixedStats
{
    qint64 credits;
    int apm;
    int kills;
    int losses;
    qint64 harvested;
    qint64 spent;
};

constexpr FixedStats kStats[] = {
    {3450, 86, 23, 17, 18400, 19950},
    {1275, 64, 14, 19, 15100, 18825},
    {5820, 112, 21, 12, 19600, 18780},
    {2100, 73, 11, 20, 14300, 17200},
};

QPoint dirOf(const QPoint &base)
{
    return QPoint(base.x() < SkirmishSim::kMapSize / 2 ? 1 : -1,
                  base.y() < SkirmishSim::kMapSize / 2 ? 1 : -1);
}

} // namespace

void SkirmishSim::setupStatic()
{
    Rng rng(0x57A7'1C00'2048ULL); // fixed: the static scenario ignores the seed
    m_tick = 600LL * m_options.tickRate;
    m_started = true;

    for (int p = 0; p < m_players.size(); ++p) {
        PlayerState &ps = m_players[p];
        PlayerAi &ai = m_ai[p];
        ai.rng = Rng(rng.fork());
        const FixedStats &fixed = kStats[p];
        ps.credits = fixed.credits;
        ps.kills = fixed.kills;
        ps.losses = fixed.losses;
        ps.harvested = fixed.harvested;
        ps.spent = fixed.spent;
        for (int i = 0; i < ai.actionsPerSecond.size(); ++i)
            ai.actionsPerSecond[i] = fixed.apm / 60 + (i < fixed.apm % 60 ? 1 : 0);

        const bool soviet = ps.faction == QLatin1String("soviet");
        QList<QString> buildings{QStringLiteral("power_plant"),
                                 QStringLiteral("barracks"),
                                 QStringLiteral("war_factory"),
                                 QStringLiteral("refinery"),
                                 QStringLiteral("power_plant"),
                                 QStringLiteral("radar_dome"),
                                 soviet ? QStringLiteral("tesla_coil") : QStringLiteral("pillbox"),
                                 QStringLiteral("advanced_power_plant"),
                                 soviet ? QStringLiteral("flame_tower")
                                        : QStringLiteral("gun_turret")};
        spawn(p, UnitCatalog::indexOf(u"construction_yard"), ps.base);
        spawn(p, UnitCatalog::indexOf(u"refinery"), ps.base + QPoint(0, dirOf(ps.base).y() * 105));
        const int extra = rng.range(0, 2); // some bases lost a building or two
        for (int i = 0; i < buildings.size() - extra; ++i) {
            if (const std::optional<QPoint> slot = findBuildSlot(p))
                spawn(p, UnitCatalog::indexOf(buildings.at(i)), *slot);
        }

        for (int i = 0; i < 2; ++i)
            spawn(p, UnitCatalog::indexOf(u"harvester"),
                  ps.oreField + QPoint(rng.range(-60, 60), rng.range(-60, 60)));

        QList<int> army = UnitCatalog::buildable(UnitType::Kind::Infantry, ps.faction);
        army << UnitCatalog::buildable(UnitType::Kind::Vehicle, ps.faction);
        const int count = 12 + rng.range(0, 8);
        for (int i = 0; i < count; ++i) {
            const int type = army.at(int(rng.bounded(quint64(army.size()))));
            spawn(p, type, ai.rally + QPoint(rng.range(-90, 90), rng.range(-90, 90)));
        }
    }

    // the front: a skirmish in sight at the top, two groups out of sight at the bottom
    const struct
    {
        int player;
        QPoint at;
        int count;
    } fronts[] = {{0, QPoint(900, 300), 5},
                  {3, QPoint(1150, 320), 5},
                  {1, QPoint(700, 1740), 4},
                  {2, QPoint(1380, 1740), 4}};
    for (const auto &front : fronts) {
        const QString &faction = m_players.at(front.player).faction;
        const QList<int> tanks = UnitCatalog::buildable(UnitType::Kind::Vehicle, faction);
        for (int i = 0; i < front.count; ++i) {
            const int type = tanks.at(int(rng.bounded(quint64(tanks.size()))));
            spawn(front.player, type, front.at + QPoint(rng.range(-40, 40), rng.range(-40, 40)));
        }
    }

    // battle damage, and everyone holds still
    for (UnitState &u : m_units) {
        if (rng.chance(2, 5)) {
            u.hp = qMax(1, u.maxHp * rng.range(25, 95) / 100);
            u.health = qBound(1, int((qint64(u.hp) * 100 + u.maxHp - 1) / u.maxHp), 100);
        }
        u.order = UnitState::Order::Idle;
        u.destination = u.position;
        u.reported = true;
        u.reportedPosition = u.position;
        u.reportedHealth = u.health;
    }
}

} // namespace icmock
