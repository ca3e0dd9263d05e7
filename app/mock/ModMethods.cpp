#include "mock/ModMethods.h"

#include "mock/MockGame.h"
#include "mock/ParamReader.h"
#include "mock/SkirmishSim.h"

#include "icrp/server/IcrpServer.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcMockMod, "icpanel.mock.mod")

namespace icmock {

namespace {

constexpr int kMaxGrant = 10000;
constexpr int kMaxObjectiveLength = 200;

QJsonObject argSpec(const char *name, const char *type, bool required)
{
    return {{QStringLiteral("name"), QLatin1String(name)},
            {QStringLiteral("type"), QLatin1String(type)},
            {QStringLiteral("required"), required}};
}

QStringList modCommandNames()
{
    QStringList names;
    for (const QJsonValue &c : ModMethods::commandList())
        names << c.toObject().value(QLatin1String("name")).toString();
    return names;
}

void rejectMod(const icrp::IcrpResponder &responder, const QString &what)
{
    responder.error(icrp::ErrorCode::InvalidParams, QStringLiteral("Invalid params: %1").arg(what));
}

} // namespace

ModMethods::ModMethods(MockGame &game, QObject *parent) : QObject(parent), m_game(game) {}

ModMethods::~ModMethods() = default;

void ModMethods::registerMethods(icrp::IcrpServer &server)
{
    server.registerMethod(
        QStringLiteral("ic/mod.order"), icrp::access::ModOnly,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleOrder(c, r); },
        icrp::IcrpServer::Effect::Changes);
    server.registerMethod(
        QStringLiteral("ic/mod.command"), icrp::access::ModOnly,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleCommand(c, r); },
        icrp::IcrpServer::Effect::Changes);
}

QJsonArray ModMethods::commandList()
{
    QJsonObject amount = argSpec("amount", "integer", true);
    amount.insert(QStringLiteral("min"), 1);
    amount.insert(QStringLiteral("max"), kMaxGrant);
    QJsonObject text = argSpec("text", "string", true);
    text.insert(QStringLiteral("max_length"), kMaxObjectiveLength);
    const auto command = [](const char *name, const char *description, const QJsonArray &args) {
        return QJsonObject{{QStringLiteral("name"), QLatin1String(name)},
                           {QStringLiteral("description"), QLatin1String(description)},
                           {QStringLiteral("args"), args}};
    };
    return {command("list", "The commands this game's mods registered, with their args.", {}),
            command("grant_credits", "Gives a player credits (1 to 10000).",
                    {argSpec("player", "string", true), amount}),
            command("announce_objective", "Announces an objective to everyone in chat.", {text})};
}

bool ModMethods::refuseInRanked(const icrp::IcrpResponder &responder) const
{
    if (!m_game.options().ranked)
        return false;
    responder.error(icrp::ErrorCode::DisabledInRanked,
                    QStringLiteral("The mod tier is disabled in ranked matches"));
    return true;
}

void ModMethods::handleOrder(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    if (refuseInRanked(responder))
        return;
    ParamReader p(call.params, {QStringLiteral("player"), QStringLiteral("order")});
    QString player;
    QJsonObject order;
    p.string(QStringLiteral("player"), &player, ParamReader::Required);
    p.object(QStringLiteral("order"), &order, ParamReader::Required);
    if (p.failed())
        return p.reject(responder);
    if (const QString problem = m_game.sim()->checkOrder(player, order); !problem.isEmpty())
        return rejectMod(responder, problem);
    const qint64 tick = m_game.sim()->tick();
    m_game.applyInput(SimInput::Kind::Order, {{QStringLiteral("player"), player},
                                              {QStringLiteral("order"), order},
                                              {QStringLiteral("by"), call.clientName}});
    qCInfo(lcMockMod).noquote() << MockGame::who(call) << "ordered" << player
                                << order.value(QLatin1String("type")).toString();
    responder.result(QJsonObject{{QStringLiteral("accepted"), true},
                                 {QStringLiteral("player"), player},
                                 {QStringLiteral("order"), order},
                                 {QStringLiteral("tick"), tick}});
}

void ModMethods::handleCommand(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    if (refuseInRanked(responder))
        return;
    ParamReader p(call.params, {QStringLiteral("command"), QStringLiteral("args")});
    QString command;
    QJsonObject args;
    p.string(QStringLiteral("command"), &command, ParamReader::Required);
    p.object(QStringLiteral("args"), &args, ParamReader::Optional);
    if (p.failed())
        return p.reject(responder);
    if (command == QLatin1String("list")) {
        if (!args.isEmpty())
            return rejectMod(responder, QStringLiteral("command \"list\" takes no args"));
        return responder.result(QJsonObject{{QStringLiteral("command"), command},
                                            {QStringLiteral("commands"), commandList()}});
    }
    if (command == QLatin1String("grant_credits"))
        return grantCredits(call, args, responder);
    if (command == QLatin1String("announce_objective"))
        return announceObjective(call, args, responder);
    rejectMod(responder, QStringLiteral("unknown command \"%1\": the commands are %2")
                             .arg(command, ParamReader::list(modCommandNames())));
}

void ModMethods::grantCredits(const icrp::IcrpCall &call, const QJsonObject &args,
                              const icrp::IcrpResponder &responder)
{
    ParamReader p(args, {QStringLiteral("player"), QStringLiteral("amount")});
    QString player;
    p.string(QStringLiteral("player"), &player, ParamReader::Required);
    if (p.failed())
        return rejectMod(responder, QStringLiteral("grant_credits: %1").arg(p.error()));
    const QJsonValue amountValue = args.value(QLatin1String("amount"));
    const double amount = amountValue.toDouble(-1);
    if (!amountValue.isDouble() || amount != double(qint64(amount)) || amount < 1 ||
        amount > kMaxGrant)
        return rejectMod(responder, QStringLiteral("grant_credits needs \"amount\": a whole number "
                                                   "from 1 to %1")
                                        .arg(kMaxGrant));
    SkirmishSim &sim = *m_game.sim();
    // the same players an order may go to: present ones, in a match still running
    const QJsonObject probe{{QStringLiteral("type"), QStringLiteral("retreat")}};
    if (const QString problem = sim.checkOrder(player, probe); !problem.isEmpty())
        return rejectMod(responder, QStringLiteral("grant_credits: %1").arg(problem));
    const int index = sim.playerIndex(player);
    const QJsonObject inputArgs{{QStringLiteral("player"), player},
                                {QStringLiteral("amount"), qint64(amount)}};
    const qint64 tick = sim.tick();
    const QJsonObject command{{QStringLiteral("command"), QStringLiteral("grant_credits")},
                              {QStringLiteral("args"), inputArgs},
                              {QStringLiteral("by"), call.clientName}};
    m_game.applyInput(SimInput::Kind::Command, command);
    qCInfo(lcMockMod).noquote() << MockGame::who(call) << "granted" << qint64(amount)
                                << "credits to" << player;
    responder.result(QJsonObject{{QStringLiteral("command"), QStringLiteral("grant_credits")},
                                 {QStringLiteral("player"), player},
                                 {QStringLiteral("amount"), qint64(amount)},
                                 {QStringLiteral("credits"), sim.players().at(index).credits},
                                 {QStringLiteral("tick"), tick}});
}

void ModMethods::announceObjective(const icrp::IcrpCall &call, const QJsonObject &args,
                                   const icrp::IcrpResponder &responder)
{
    ParamReader p(args, {QStringLiteral("text")});
    QString text;
    p.string(QStringLiteral("text"), &text, ParamReader::Required, {}, kMaxObjectiveLength);
    if (p.failed())
        return rejectMod(responder, QStringLiteral("announce_objective: %1").arg(p.error()));
    if (m_game.sim()->ended())
        return rejectMod(responder, QStringLiteral("the match has ended; nothing more can be "
                                                   "announced in it"));
    const QJsonObject inputArgs{{QStringLiteral("text"), text}};
    const qint64 tick = m_game.sim()->tick();
    const QJsonObject command{{QStringLiteral("command"), QStringLiteral("announce_objective")},
                              {QStringLiteral("args"), inputArgs},
                              {QStringLiteral("by"), call.clientName}};
    m_game.applyInput(SimInput::Kind::Command, command);
    qCInfo(lcMockMod).noquote() << MockGame::who(call) << "announced an objective";
    responder.result(QJsonObject{{QStringLiteral("command"), QStringLiteral("announce_objective")},
                                 {QStringLiteral("text"), text},
                                 {QStringLiteral("tick"), tick}});
}

} // namespace icmock
