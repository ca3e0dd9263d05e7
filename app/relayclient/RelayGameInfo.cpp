#include "relayclient/RelayGameInfo.h"

#include "relayclient/Tr.h"

#include <QJsonArray>
#include <QJsonObject>

namespace icrelayclient {

namespace {

ic::Error badAnswer(const QString &what)
{
    return ic::Error{
        QStringLiteral("relay.bad-answer"),
        // Qualified: lupdate files an unqualified Tr here under "Tr".
        icrelayclient::Tr::tr("The relay's list of games is not as expected: %1.").arg(what)};
}

RelayGameInfo::State stateOf(const QString &name)
{
    if (name == QLatin1String("running"))
        return RelayGameInfo::State::Running;
    if (name == QLatin1String("paused"))
        return RelayGameInfo::State::Paused;
    if (name == QLatin1String("ended"))
        return RelayGameInfo::State::Ended;
    return RelayGameInfo::State::Unknown;
}

RelayGameInfo::Player playerOf(const QJsonObject &o)
{
    RelayGameInfo::Player p;
    p.name = o.value(QLatin1String("name")).toString();
    p.faction = o.value(QLatin1String("faction")).toString();
    p.team = o.value(QLatin1String("team")).toInt(-1);
    p.present = o.value(QLatin1String("present")).toBool(true);
    p.identityKey = o.value(QLatin1String("identity_key")).toString();
    return p;
}

RelayGameInfo::Team teamOf(const QJsonObject &o)
{
    RelayGameInfo::Team t;
    t.team = o.value(QLatin1String("team")).toInt(-1);
    for (const QJsonValue &name : o.value(QLatin1String("players")).toArray())
        t.players.append(name.toString());
    return t;
}

} // namespace

QString RelayGameInfo::teamsText() const
{
    QStringList sides;
    for (const Team &t : teams) {
        QStringList names;
        for (const QString &name : t.players) {
            const auto it = std::find_if(players.cbegin(), players.cend(),
                                         [&](const Player &p) { return p.name == name; });
            if (it == players.cend() || it->present)
                names.append(name);
        }
        sides.append(names.join(QStringLiteral(", ")));
    }
    return sides.join(Tr::tr(" vs "));
}

ic::Result<RelayGameInfo> RelayGameInfo::fromJson(const QJsonValue &value)
{
    if (!value.isObject())
        return badAnswer(Tr::tr("a game is not an object"));
    const QJsonObject o = value.toObject();
    RelayGameInfo g;
    g.id = o.value(QLatin1String("id")).toString();
    if (g.id.isEmpty())
        return badAnswer(Tr::tr("a game has no id"));
    g.map = o.value(QLatin1String("map")).toString();
    g.mode = o.value(QLatin1String("mode")).toString();
    g.stateName = o.value(QLatin1String("state")).toString();
    g.state = stateOf(g.stateName);
    g.ranked = o.value(QLatin1String("ranked")).toBool();
    g.startedAt =
        QDateTime::fromString(o.value(QLatin1String("started_at")).toString(), Qt::ISODateWithMs);
    g.durationSeconds = o.value(QLatin1String("duration_seconds")).toDouble();
    for (const QJsonValue &p : o.value(QLatin1String("players")).toArray())
        g.players.append(playerOf(p.toObject()));
    for (const QJsonValue &t : o.value(QLatin1String("teams")).toArray())
        g.teams.append(teamOf(t.toObject()));
    g.winnerTeam = o.value(QLatin1String("winner_team")).toInt(-1);
    return g;
}

ic::Result<QList<RelayGameInfo>> RelayGameInfo::listFromJson(const QJsonValue &result)
{
    const QJsonValue games = result.toObject().value(QLatin1String("games"));
    if (!games.isArray())
        return badAnswer(Tr::tr("it has no \"games\" list"));
    QList<RelayGameInfo> list;
    for (const QJsonValue &g : games.toArray()) {
        auto game = fromJson(g);
        if (!game)
            return game.error();
        list.append(std::move(*game));
    }
    return list;
}

} // namespace icrelayclient
