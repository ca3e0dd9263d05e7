#include "mock/SimInput.h"

#include "mock/SkirmishSim.h"

#include <array>

namespace icmock {

namespace {
constexpr std::array kKindNames{"pause", "resume", "kick", "order", "command"};

// The ic/mod.command commands that reach the match (ModMethods checks their args first).
QList<SimEvent> applyCommand(SkirmishSim &sim, const QString &command, const QJsonObject &args)
{
    if (command == QLatin1String("grant_credits")) {
        sim.grantCredits(args.value(QLatin1String("player")).toString(),
                         qint64(args.value(QLatin1String("amount")).toDouble()));
        return {};
    }
    if (command == QLatin1String("announce_objective"))
        return {sim.chat(QString::fromLatin1(kObjectiveSender),
                         args.value(QLatin1String("text")).toString(), QStringLiteral("all"))};
    return {};
}
} // namespace

QString SimInput::kindName(Kind kind)
{
    return QString::fromLatin1(kKindNames.at(size_t(kind)));
}

QJsonObject SimInput::toJson() const
{
    return {{QStringLiteral("tick"), tick},
            {QStringLiteral("kind"), kindName(kind)},
            {QStringLiteral("args"), args}};
}

std::optional<SimInput> SimInput::fromJson(const QJsonObject &json)
{
    const QJsonValue tick = json.value(QStringLiteral("tick"));
    if (!tick.isDouble() || tick.toDouble() < 0)
        return std::nullopt;
    const QString kind = json.value(QStringLiteral("kind")).toString();
    for (size_t i = 0; i < kKindNames.size(); ++i) {
        if (kind == QLatin1String(kKindNames.at(i))) {
            SimInput input;
            input.tick = qint64(tick.toDouble());
            input.kind = Kind(i);
            input.args = json.value(QStringLiteral("args")).toObject();
            return input;
        }
    }
    return std::nullopt;
}

QList<SimEvent> applySimInput(SkirmishSim &sim, const SimInput &input)
{
    const auto text = [&input](const char *key) {
        return input.args.value(QLatin1String(key)).toString();
    };
    switch (input.kind) {
    case SimInput::Kind::Pause:
        return sim.setPaused(true, text("by"));
    case SimInput::Kind::Resume:
        return sim.setPaused(false, text("by"));
    case SimInput::Kind::Kick:
        return sim.kickPlayer(text("player"), text("reason"));
    case SimInput::Kind::Order:
        return sim.giveOrder(text("player"), input.args.value(QLatin1String("order")).toObject());
    case SimInput::Kind::Command:
        return applyCommand(sim, text("command"),
                            input.args.value(QLatin1String("args")).toObject());
    }
    return {};
}

} // namespace icmock
