#include "mock/DebugMethods.h"

#include "mock/MockGame.h"
#include "mock/ParamReader.h"
#include "mock/SimMath.h"
#include "mock/SkirmishSim.h"
#include "mock/UnitCatalog.h"

#include "icrp/server/IcrpServer.h"

#include <QAbstractEventDispatcher>
#include <QJsonArray>
#include <QLoggingCategory>
#include <array>

Q_LOGGING_CATEGORY(lcMockDebug, "icpanel.mock.debug")

namespace icmock {

namespace {

constexpr int kDefaultQueryLimit = 100;
constexpr int kMaxQueryLimit = 1000;

constexpr std::array kEcsOrderNames{"idle", "rally", "attack", "defend", "harvest"};
constexpr std::array kEcsPhaseNames{"to_field", "loading", "to_refinery", "unloading"};

} // namespace

void DebugMethods::Stat::add(double value)
{
    ++count;
    sum += value;
    max = qMax(max, value);
    last = value;
}

QJsonObject DebugMethods::Stat::toJson() const
{
    const auto round1 = [](double v) { return std::round(v * 10) / 10; };
    return {{QStringLiteral("avg"), count ? round1(sum / double(count)) : 0.0},
            {QStringLiteral("max"), round1(max)},
            {QStringLiteral("last"), round1(last)}};
}

DebugMethods::DebugMethods(MockGame &game, QObject *parent) : QObject(parent), m_game(game) {}

DebugMethods::~DebugMethods() = default;

void DebugMethods::registerMethods(icrp::IcrpServer &server)
{
    if (!m_game.options().dev || m_game.options().ranked || !m_game.sim())
        return;
    using Handler = void (DebugMethods::*)(const icrp::IcrpCall &, const icrp::IcrpResponder &);
    const auto add = [&](const char *name, Handler handler) {
        server.registerMethod(
            QString::fromLatin1(name), icrp::access::DebugOnly,
            [this, handler](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) {
                (this->*handler)(c, r);
            },
            icrp::IcrpServer::Effect::ReadOnly);
    };
    add("ic/debug.ecs.list", &DebugMethods::handleList);
    add("ic/debug.ecs.query", &DebugMethods::handleQuery);
    add("ic/debug.ecs.get", &DebugMethods::handleGet);
    add("ic/debug.profile", &DebugMethods::handleProfile);
    startProfiling();
    qCInfo(lcMockDebug) << "development build: the ic/debug.* methods are available";
}

void DebugMethods::startProfiling()
{
    connect(&m_game, &MockGame::ticked, this, [this] { onTicked(); });
    QAbstractEventDispatcher *dispatcher = QAbstractEventDispatcher::instance(thread());
    if (!dispatcher)
        return;
    connect(dispatcher, &QAbstractEventDispatcher::aboutToBlock, this,
            [this] { m_sinceBlock.start(); });
    connect(dispatcher, &QAbstractEventDispatcher::awake, this, [this] {
        if (m_sinceBlock.isValid())
            m_blockedNs += m_sinceBlock.nsecsElapsed();
        m_sinceBlock.invalidate();
    });
}

void DebugMethods::onTicked()
{
    if (m_sinceTick.isValid()) {
        const qint64 interval = m_sinceTick.nsecsElapsed();
        m_interval.add(double(interval) / 1000.0);
        m_busy.add(double(qMax<qint64>(0, interval - m_blockedNs)) / 1000.0);
    }
    m_blockedNs = 0;
    m_sinceTick.start();
}

const QStringList &DebugMethods::componentNames()
{
    static const QStringList names{QStringLiteral("Position"),  QStringLiteral("Health"),
                                   QStringLiteral("Owner"),     QStringLiteral("UnitType"),
                                   QStringLiteral("Order"),     QStringLiteral("Building"),
                                   QStringLiteral("Harvester"), QStringLiteral("Weapon")};
    return names;
}

QJsonObject DebugMethods::componentsOf(const UnitState &u)
{
    const UnitType &type = UnitCatalog::at(u.typeIndex);
    QJsonObject c{{QStringLiteral("Position"), simmath::posJson(u.position)},
                  {QStringLiteral("Health"), QJsonObject{{QStringLiteral("hp"), u.hp},
                                                         {QStringLiteral("max_hp"), u.maxHp},
                                                         {QStringLiteral("percent"), u.health}}},
                  {QStringLiteral("Owner"), QJsonObject{{QStringLiteral("player"), u.owner},
                                                        {QStringLiteral("team"), u.team}}},
                  {QStringLiteral("UnitType"),
                   QJsonObject{{QStringLiteral("type"), u.type},
                               {QStringLiteral("kind"), UnitType::kindName(type.kind)},
                               {QStringLiteral("cost"), u.cost}}}};
    if (u.building)
        c.insert(QStringLiteral("Building"), QJsonObject{{QStringLiteral("power"), type.power}});
    else
        c.insert(QStringLiteral("Order"),
                 QJsonObject{
                     {QStringLiteral("order"), QLatin1String(kEcsOrderNames.at(size_t(u.order)))},
                     {QStringLiteral("destination"), simmath::posJson(u.destination)},
                     {QStringLiteral("chase_id"), u.chaseId}});
    if (type.kind == UnitType::Kind::Harvester)
        c.insert(QStringLiteral("Harvester"),
                 QJsonObject{{QStringLiteral("phase"),
                              QLatin1String(kEcsPhaseNames.at(size_t(u.harvestPhase)))},
                             {QStringLiteral("timer"), u.harvestTimer}});
    if (type.isArmed())
        c.insert(QStringLiteral("Weapon"), QJsonObject{{QStringLiteral("range"), type.range},
                                                       {QStringLiteral("cooldown"), u.cooldown},
                                                       {QStringLiteral("target_id"), u.targetId}});
    return c;
}

void DebugMethods::handleList(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {});
    if (p.failed())
        return p.reject(responder);
    QList<int> counts(componentNames().size(), 0);
    for (const UnitState &u : m_game.sim()->units()) {
        const QJsonObject c = componentsOf(u);
        for (int i = 0; i < componentNames().size(); ++i)
            counts[i] += c.contains(componentNames().at(i)) ? 1 : 0;
    }
    QJsonArray components;
    for (int i = 0; i < componentNames().size(); ++i)
        components.append(QJsonObject{{QStringLiteral("name"), componentNames().at(i)},
                                      {QStringLiteral("count"), counts.at(i)}});
    responder.result(QJsonObject{{QStringLiteral("components"), components},
                                 {QStringLiteral("entities"), m_game.sim()->units().size()},
                                 {QStringLiteral("tick"), m_game.sim()->tick()}});
}

void DebugMethods::handleQuery(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("components"), QStringLiteral("limit")});
    QStringList wanted;
    p.stringList(QStringLiteral("components"), &wanted, ParamReader::Required, componentNames());
    if (p.failed())
        return p.reject(responder);
    if (wanted.isEmpty())
        return responder.error(icrp::ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: \"components\" needs at least one "
                                              "of %1")
                                   .arg(ParamReader::list(componentNames())));
    qint64 limit = kDefaultQueryLimit;
    if (!p.integer(QStringLiteral("limit"), &limit, ParamReader::Optional, 1, kMaxQueryLimit))
        return p.reject(responder);
    QJsonArray entities;
    bool truncated = false;
    for (const UnitState &u : m_game.sim()->units()) {
        const QJsonObject all = componentsOf(u);
        QJsonObject picked;
        for (const QString &name : std::as_const(wanted)) {
            if (all.contains(name))
                picked.insert(name, all.value(name));
        }
        if (picked.size() != wanted.size())
            continue;
        if (entities.size() >= limit) {
            truncated = true;
            break;
        }
        entities.append(
            QJsonObject{{QStringLiteral("entity"), u.id}, {QStringLiteral("components"), picked}});
    }
    responder.result(QJsonObject{{QStringLiteral("entities"), entities},
                                 {QStringLiteral("truncated"), truncated},
                                 {QStringLiteral("tick"), m_game.sim()->tick()}});
}

void DebugMethods::handleGet(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("entity"), QStringLiteral("component")});
    QString component;
    p.string(QStringLiteral("component"), &component, ParamReader::Optional, componentNames());
    if (p.failed())
        return p.reject(responder);
    qint64 entity = 0;
    if (!p.integer(QStringLiteral("entity"), &entity, ParamReader::Required, 1, INT_MAX))
        return p.reject(responder);
    const UnitState *unit = m_game.sim()->unitById(int(entity));
    if (!unit)
        return responder.error(icrp::ErrorCode::NotFound,
                               QStringLiteral("No entity %1: it was destroyed or never existed; "
                                              "ic/debug.ecs.query lists the living ones")
                                   .arg(entity));
    QJsonObject components = componentsOf(*unit);
    if (!component.isEmpty()) {
        if (!components.contains(component))
            return responder.error(icrp::ErrorCode::NotFound,
                                   QStringLiteral("Entity %1 has no %2 component; it has %3")
                                       .arg(entity)
                                       .arg(component, ParamReader::list(components.keys())));
        components = QJsonObject{{component, components.value(component)}};
    }
    responder.result(QJsonObject{{QStringLiteral("entity"), entity},
                                 {QStringLiteral("components"), components},
                                 {QStringLiteral("tick"), m_game.sim()->tick()}});
}

void DebugMethods::handleProfile(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {});
    if (p.failed())
        return p.reject(responder);
    responder.result(QJsonObject{
        {QStringLiteral("ticks"), m_busy.count},
        {QStringLiteral("tick"), m_game.sim()->tick()},
        {QStringLiteral("tick_rate"), m_game.gameTickRate()},
        {QStringLiteral("entities"), m_game.sim()->units().size()},
        {QStringLiteral("step_us"), m_busy.toJson()},
        {QStringLiteral("interval_us"), m_interval.toJson()},
        {QStringLiteral("measured"),
         QStringLiteral("step_us: the wall time this thread was busy from one tick to the next "
                        "(the sim's step, publishing its events, requests served meanwhile); "
                        "interval_us: the whole wall time between ticks, waits included")}});
}

} // namespace icmock
