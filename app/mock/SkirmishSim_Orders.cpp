// SkirmishSim: a mod's orders (attack, retreat, produce) and credits granted by a mod command.
// Given between ticks through applySimInput(); nothing here reads wall time or hash order, so a
// replay of the same inputs at the same ticks gives the same match.

#include "mock/SkirmishSim.h"

#include "mock/SimMath.h"
#include "mock/UnitCatalog.h"

#include <QJsonArray>

namespace icmock {

namespace {

constexpr int kOrderRetreatHoldSeconds = 30;

QString quotedNames(const QStringList &values)
{
    QStringList out;
    for (const QString &v : values)
        out << QLatin1Char('"') + v + QLatin1Char('"');
    return out.join(QStringLiteral(", "));
}

// The unit and building types `faction` may order, in table order.
QStringList orderableTypes(QStringView faction)
{
    QStringList names;
    for (const UnitType &t : UnitCatalog::all()) {
        if (t.buildSeconds > 0 && t.availableTo(faction))
            names << t.name;
    }
    return names;
}

bool isOrderableUnit(const UnitState &u)
{
    return u.hp > 0 && !u.building && u.order != UnitState::Order::Harvest &&
           UnitCatalog::at(u.typeIndex).isArmed();
}

// The target of an attack order, or nullopt when `value` is not [x, y] on the map.
std::optional<QPoint> orderTarget(const QJsonValue &value)
{
    const QJsonArray a = value.toArray();
    if (a.size() != 2 || !a.at(0).isDouble() || !a.at(1).isDouble())
        return std::nullopt;
    const double x = a.at(0).toDouble();
    const double y = a.at(1).toDouble();
    const auto onMap = [](double v) {
        return v >= 0 && v < SkirmishSim::kMapSize && v == double(qint64(v));
    };
    if (!onMap(x) || !onMap(y))
        return std::nullopt;
    return QPoint(int(x), int(y));
}

// Unknown keys of an order of `type`: an error naming the allowed ones, or empty.
QString unknownOrderKey(const QJsonObject &order, const QString &type, const QStringList &allowed)
{
    for (auto it = order.constBegin(); it != order.constEnd(); ++it) {
        if (it.key() != QLatin1String("type") && !allowed.contains(it.key()))
            return QStringLiteral("order \"%1\" takes %2, not \"%3\"")
                .arg(type,
                     allowed.isEmpty() ? QStringLiteral("no other field") : quotedNames(allowed),
                     it.key());
    }
    return {};
}

} // namespace

QStringList SkirmishSim::orderTypes()
{
    return {QStringLiteral("attack"), QStringLiteral("retreat"), QStringLiteral("produce")};
}

QString SkirmishSim::checkOrder(const QString &player, const QJsonObject &order) const
{
    const int p = playerIndex(player);
    if (p < 0) {
        QStringList names;
        for (const PlayerState &ps : m_players)
            names << ps.name;
        return QStringLiteral("no player named \"%1\" in this match; the players are %2")
            .arg(player, quotedNames(names));
    }
    if (!m_players.at(p).present)
        return QStringLiteral("\"%1\" has left the match and takes no more orders").arg(player);
    if (m_ended)
        return QStringLiteral("the match has ended; it takes no more orders");
    if (m_options.isStatic)
        return QStringLiteral("the static scenario never changes; it takes no orders");
    const QString type = order.value(QLatin1String("type")).toString();
    if (type == QLatin1String("attack")) {
        if (const QString e = unknownOrderKey(order, type, {QStringLiteral("target")});
            !e.isEmpty())
            return e;
        if (!orderTarget(order.value(QLatin1String("target"))))
            return QStringLiteral("order \"attack\" needs \"target\": [x, y], whole numbers "
                                  "from 0 to %1")
                .arg(kMapSize - 1);
        return {};
    }
    if (type == QLatin1String("retreat"))
        return unknownOrderKey(order, type, {});
    if (type == QLatin1String("produce")) {
        if (const QString e = unknownOrderKey(order, type, {QStringLiteral("unit")}); !e.isEmpty())
            return e;
        return checkProduce(p, order);
    }
    return QStringLiteral("unknown order type \"%1\": the order types are %2")
        .arg(type, quotedNames(orderTypes()));
}

QString SkirmishSim::checkProduce(int player, const QJsonObject &order) const
{
    const PlayerState &ps = m_players.at(player);
    const QString unit = order.value(QLatin1String("unit")).toString();
    const int index = UnitCatalog::indexOf(unit);
    if (index < 0 || UnitCatalog::at(index).buildSeconds <= 0 ||
        !UnitCatalog::at(index).availableTo(ps.faction))
        return QStringLiteral("%1 (%2) cannot produce \"%3\"; it may order %4")
            .arg(ps.name, ps.faction, unit, quotedNames(orderableTypes(ps.faction)));
    const UnitType &type = UnitCatalog::at(index);
    const QString producer = type.isBuilding() ? QStringLiteral("construction_yard")
                             : type.kind == UnitType::Kind::Infantry
                                 ? QStringLiteral("barracks")
                                 : QStringLiteral("war_factory");
    if (!hasStructure(player, producer))
        return QStringLiteral("%1 has no %2 to produce \"%3\"; try again once it has one")
            .arg(ps.name, producer, unit);
    if (type.isBuilding() ? ps.structures >= kMaxStructuresPerPlayer
                          : ps.unitsAlive >= kMaxUnitsPerPlayer)
        return QStringLiteral("%1 already has as many %2 as a player may have (%3)")
            .arg(ps.name,
                 type.isBuilding() ? QStringLiteral("structures") : QStringLiteral("units"))
            .arg(type.isBuilding() ? kMaxStructuresPerPlayer : kMaxUnitsPerPlayer);
    const Production &line = lineFor(player, index);
    const qint64 freed = line.typeIndex >= 0 ? UnitCatalog::at(line.typeIndex).cost : 0;
    const qint64 available = ps.credits - ps.reserved + freed;
    if (available < type.cost)
        return QStringLiteral("%1 cannot afford \"%2\": it costs %3 and %4 has %5 credits free; "
                              "grant credits first (ic/mod.command grant_credits)")
            .arg(unit)
            .arg(type.cost)
            .arg(ps.name)
            .arg(available)
            .arg(ps.name);
    return {};
}

QList<SimEvent> SkirmishSim::giveOrder(const QString &player, const QJsonObject &order)
{
    if (!checkOrder(player, order).isEmpty())
        return {};
    const int p = playerIndex(player);
    const QString type = order.value(QLatin1String("type")).toString();
    if (type == QLatin1String("attack"))
        orderAttack(p, *orderTarget(order.value(QLatin1String("target"))));
    else if (type == QLatin1String("retreat"))
        orderRetreat(p);
    else
        orderProduce(p, UnitCatalog::indexOf(order.value(QLatin1String("unit")).toString()));
    return {};
}

bool SkirmishSim::grantCredits(const QString &player, qint64 amount)
{
    const int p = playerIndex(player);
    if (p < 0 || amount <= 0 || !m_players.at(p).present || m_ended || m_options.isStatic)
        return false;
    m_players[p].credits += amount;
    return true;
}

SkirmishSim::Production &SkirmishSim::lineFor(int player, int typeIndex)
{
    return const_cast<Production &>(std::as_const(*this).lineFor(player, typeIndex));
}

const SkirmishSim::Production &SkirmishSim::lineFor(int player, int typeIndex) const
{
    const PlayerAi &ai = m_ai.at(player);
    const UnitType &type = UnitCatalog::at(typeIndex);
    if (type.isBuilding())
        return ai.structureLine;
    return type.kind == UnitType::Kind::Infantry ? ai.infantryLine : ai.vehicleLine;
}

void SkirmishSim::orderAttack(int player, const QPoint &target)
{
    for (UnitState &u : m_units) {
        if (u.owner == player && isOrderableUnit(u)) {
            u.order = UnitState::Order::Attack;
            u.destination = target;
            u.chaseId = 0;
        }
    }
}

void SkirmishSim::orderRetreat(int player)
{
    PlayerAi &ai = m_ai[player];
    for (UnitState &u : m_units) {
        if (u.owner == player && isOrderableUnit(u)) {
            u.order = UnitState::Order::Rally;
            u.destination = ai.rally;
            u.chaseId = 0;
        }
    }
    // hold the rally point a while: no wave leaves before then
    ai.firstWaveTick =
        qMax(ai.firstWaveTick, m_tick + kOrderRetreatHoldSeconds * m_options.tickRate);
}

void SkirmishSim::orderProduce(int player, int typeIndex)
{
    PlayerState &ps = m_players[player];
    Production &line = lineFor(player, typeIndex);
    if (line.typeIndex >= 0) // the AI's item gives way; it was never paid
        ps.reserved -= UnitCatalog::at(line.typeIndex).cost;
    line = Production{};
    startProduction(player, line, typeIndex);
}

} // namespace icmock
