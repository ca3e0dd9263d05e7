#include "connectors/devtools/DevToolsCatalogue.h"

#include "connectors/common/Tr.h"
#include "connectors/devtools/DevToolsErrors.h"

#include <limits>

namespace icconnectors::devtools {
namespace {

using Kind = ParamSpec::Kind;
constexpr qint64 intMin = std::numeric_limits<qint32>::min();
constexpr qint64 intMax = std::numeric_limits<qint32>::max();

ParamSpec coordinate(const char *name, const QString &help)
{
    return ParamSpec(QString::fromLatin1(name), Kind::Integer)
        .need()
        .within(intMin, intMax)
        .described(help);
}

// `entity` of tp/teleport and heal: RFC-014 writes `"entity": null // Optional: target entity
// (null = player)` and states no type. Everywhere it does give one, `entity` is a string
// (spawn's "goblin" "Entity type (string)", kill's "nearest"/"all"), and its DTO keeps args as
// Dictionary<string, object>, so one handler reading `entity` reads a string. The target is
// therefore sent as a string: the id a query gave, in decimal ("42"); absent means the player.
// The form asks for the id as a number (from 1, as query gives them); check() makes the string.
ParamSpec targetEntity()
{
    return ParamSpec(QStringLiteral("entity"), Kind::Integer)
        .within(1, intMax)
        .described(Tr::tr("Target entity id (empty: the player)"));
}

CommandSpec spawn()
{
    return {QStringLiteral("spawn"),
            Tr::tr("Spawn an entity at a position"),
            {ParamSpec(QStringLiteral("entity"), Kind::Choice)
                 .need()
                 .among({QStringLiteral("goblin"), QStringLiteral("enemy"),
                         QStringLiteral("potion"), QStringLiteral("health_potion")})
                 .startingAt(QStringLiteral("goblin"))
                 .described(Tr::tr("Entity type")),
             coordinate("x", Tr::tr("X coordinate")), coordinate("y", Tr::tr("Y coordinate"))}};
}

CommandSpec teleport(const QString &name, const QString &summary)
{
    return {name,
            summary,
            {coordinate("x", Tr::tr("X coordinate")), coordinate("y", Tr::tr("Y coordinate")),
             targetEntity()}};
}

CommandSpec give()
{
    return {QStringLiteral("give"),
            Tr::tr("Give an item to the player"),
            {ParamSpec(QStringLiteral("item"), Kind::Choice)
                 .need()
                 .among({QStringLiteral("potion"), QStringLiteral("health_potion")})
                 .startingAt(QStringLiteral("potion"))
                 .described(Tr::tr("Item type")),
             ParamSpec(QStringLiteral("quantity"), Kind::Integer)
                 .within(1, intMax)
                 .startingAt(1)
                 .described(Tr::tr("Quantity (default 1)"))}};
}

CommandSpec heal()
{
    return {QStringLiteral("heal"),
            Tr::tr("Heal the player (capped at maximum health)"),
            {ParamSpec(QStringLiteral("amount"), Kind::Integer)
                 .need()
                 .within(1, intMax)
                 .startingAt(100)
                 .described(Tr::tr("Heal amount")),
             targetEntity()}};
}

CommandSpec kill()
{
    return {
        QStringLiteral("kill"),
        Tr::tr("Kill the nearest enemy or all of them"),
        {ParamSpec(QStringLiteral("entity"), Kind::Choice)
             .among({QStringLiteral("nearest"), QStringLiteral("all"), QStringLiteral("enemies")})
             .startingAt(QStringLiteral("nearest"))
             .described(Tr::tr("Target (default nearest)"))}};
}

// tp/teleport/heal's target id, typed as a number by the form, goes as its decimal string.
QVariantMap entityAsText(const CommandSpec &spec, QVariantMap typed)
{
    const QString entity = QStringLiteral("entity");
    const ParamSpec *param = spec.param(entity);
    if (param && param->kind == Kind::Integer && typed.contains(entity))
        typed.insert(entity, QString::number(typed.value(entity).toLongLong()));
    return typed;
}

} // namespace

QList<CommandSpec> DevToolsCatalogue::commands()
{
    return {spawn(),
            teleport(QStringLiteral("tp"), Tr::tr("Teleport the player (or an entity)")),
            teleport(QStringLiteral("teleport"), Tr::tr("Teleport: the long name of tp")),
            {QStringLiteral("query"), Tr::tr("List every entity in the game world")},
            give(),
            heal(),
            kill(),
            {QStringLiteral("ping"), Tr::tr("Test the connection (answers pong)")}};
}

ic::Result<QVariantMap> DevToolsCatalogue::check(const QString &command, const QVariantMap &params)
{
    const QList<CommandSpec> all = commands();
    for (const CommandSpec &spec : all) {
        if (spec.name != command)
            continue;
        auto typed = checkParams(spec, params);
        if (!typed)
            return ic::Error{DevToolsErrors::param, typed.error().message};
        return entityAsText(spec, *typed);
    }
    return ic::Error{DevToolsErrors::param,
                     Tr::tr("RFC-014 has no command \"%1\"; choose one of spawn, tp, teleport, "
                            "query, give, heal, kill, ping.")
                         .arg(command)};
}

} // namespace icconnectors::devtools
