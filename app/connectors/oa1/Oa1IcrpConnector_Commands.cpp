// Oa1IcrpConnector's catalogue: the ICRP methods a tournament admin uses through the bridge
// (docs/plugins/methods.md), and the free-form raw JSON-RPC command.

#include "connectors/oa1/Oa1IcrpConnector.h"

#include "connectors/common/Tr.h"

#include <QJsonArray>

namespace icconnectors::oa1 {

QList<CommandSpec> Oa1IcrpConnector::commands() const
{
    using K = ParamSpec::Kind;
    const QStringList fields = {QStringLiteral("players"),    QStringLiteral("resources"),
                                QStringLiteral("army_value"), QStringLiteral("units_alive"),
                                QStringLiteral("structures"), QStringLiteral("apm"),
                                QStringLiteral("power"),      QStringLiteral("game_time")};
    return {
        CommandSpec(QStringLiteral("ic/remote.status"),
                    Tr::tr("Is remote access on, how, and how many are connected")),
        CommandSpec(QStringLiteral("ic/remote.connections"), Tr::tr("Who is connected")),
        CommandSpec(QStringLiteral("ic/match.info"), Tr::tr("What match this is: map, players")),
        CommandSpec(QStringLiteral("ic/state.query"), Tr::tr("Figures of the live match"),
                    {ParamSpec(QStringLiteral("fields"), K::Text)
                         .among(fields)
                         .described(Tr::tr("Comma-separated; empty for all")),
                     ParamSpec(QStringLiteral("player"), K::Text)
                         .described(Tr::tr("One player's name; empty for everyone"))}),
        CommandSpec(QStringLiteral("ic/admin.pause"), Tr::tr("Pause or resume the match"),
                    {ParamSpec(QStringLiteral("paused"), K::Boolean).need().startingAt(true)}),
        CommandSpec(QStringLiteral("ic/admin.say"), Tr::tr("An announcement in the match"),
                    {ParamSpec(QStringLiteral("message"), K::Text)
                         .need()
                         .described(Tr::tr("1 to 500 characters"))}),
        CommandSpec(QStringLiteral("ic/admin.kick"), Tr::tr("Remove a player from the match"),
                    {ParamSpec(QStringLiteral("player"), K::Text).need(),
                     ParamSpec(QStringLiteral("reason"), K::Text)}),
        CommandSpec(QString::fromLatin1(kRawCommand),
                    Tr::tr("Any JSON-RPC request or batch, sent as it is"),
                    {ParamSpec(QStringLiteral("json"), K::Text)
                         .need()
                         .described(Tr::tr("e.g. {\"jsonrpc\":\"2.0\",\"id\":1,"
                                           "\"method\":\"ic/match.info\"}"))}),
    };
}

QJsonObject Oa1IcrpConnector::paramsToJson(const QString &command, const QVariantMap &params)
{
    QJsonObject json = QJsonObject::fromVariantMap(params);
    if (command == QLatin1String("ic/state.query") && params.contains(QStringLiteral("fields"))) {
        QJsonArray list;
        for (const QString &f : params.value(QStringLiteral("fields"))
                                    .toString()
                                    .split(QLatin1Char(','), Qt::SkipEmptyParts))
            list.append(f.trimmed());
        json.insert(QStringLiteral("fields"), list);
    }
    return json;
}

} // namespace icconnectors::oa1
