// RelayMethods for the relay's settings and bans: relay/config.get (observer: the public
// settings; admin: all, with the ban list), relay/config.set (admin; known keys only, every
// value checked before any is set) and relay/admin.ban (by identity key, or a game's player:
// kicked from every game of the relay and seated in no new one; banned:false lifts it).
#include "relay/RelayMethods.h"

#include "relay/RelayGameHost.h"
#include "relay/RelayLog.h"
#include "relay/RelayServer.h"
#include "relay/RelaySettings.h"

#include "mock/ParamReader.h"

#include <QJsonArray>

namespace icrelay {

namespace {

using icmock::ParamReader;
using icrp::ErrorCode;

ic::Error paramsError(const ParamReader &p)
{
    return icrp::icrpError(ErrorCode::InvalidParams, p.error());
}

QJsonArray banList(const RelayGameHost &host)
{
    QJsonArray out;
    for (const RelayGameHost::Ban &b : host.bans())
        out.append(QJsonObject{{QStringLiteral("identity_key"), b.identityKey},
                               {QStringLiteral("player"), b.player},
                               {QStringLiteral("reason"), b.reason},
                               {QStringLiteral("by"), b.by},
                               {QStringLiteral("at"), b.at.toString(Qt::ISODate)}});
    return out;
}

QJsonObject configOf(const RelayServer &server, const RelaySettings &settings, bool admin)
{
    QJsonObject out{{QStringLiteral("settings"), settings.values(admin)}};
    if (admin)
        out.insert(QStringLiteral("bans"), banList(*server.games()));
    return out;
}

ic::Result<QJsonValue> configGet(const RelayServer &server, const RelaySettings &settings,
                                 const RelayCall &c)
{
    ParamReader p(c.params, {});
    if (p.failed())
        return paramsError(p);
    return QJsonValue(configOf(server, settings, c.grant.tier == icrp::Tier::Admin));
}

ic::Result<QJsonValue> configSet(const RelayServer &server, RelaySettings &settings,
                                 const RelayCall &c)
{
    ParamReader p(c.params, {QStringLiteral("settings")});
    QJsonObject changes;
    p.object(QStringLiteral("settings"), &changes, ParamReader::Required);
    if (p.failed())
        return paramsError(p);
    const auto changed = settings.set(changes);
    if (!changed)
        return changed.error();
    if (!changed->isEmpty())
        qCInfo(lcRelayAdmin).noquote() << "token" << c.grant.tokenId << "set" << *changed;
    QJsonObject out = configOf(server, settings, true);
    out.insert(QStringLiteral("changed"), QJsonArray::fromStringList(*changed));
    return QJsonValue(out);
}

/// The identity key a ban names: "identity_key", or "game_id" and "player".
ic::Result<QString> bannedKey(const RelayServer &server, const RelayCall &c, const QString &gameId,
                              const QString &player, QString key)
{
    if (key.isEmpty() == (gameId.isEmpty() || player.isEmpty()))
        return icrp::icrpError(
            ErrorCode::InvalidParams,
            QStringLiteral("Invalid params: name the player by \"identity_key\", "
                           "or by \"game_id\" and \"player\" (one of the two)"));
    if (!key.isEmpty()) {
        if (RelayGameHost::playerOfKey(key).isEmpty())
            return icrp::icrpError(
                ErrorCode::NotFound,
                QStringLiteral("No player with identity key \"%1\" on this relay").arg(key));
        return key;
    }
    if (!c.grant.reaches(gameId))
        return icrp::icrpError(ErrorCode::PermissionDenied,
                               QStringLiteral("Permission denied: token %1 does not reach %2")
                                   .arg(c.grant.tokenId, gameId));
    RelayGame *game = server.games()->game(gameId);
    if (!game || game->playerIndex(player) < 0)
        return icrp::icrpError(
            ErrorCode::NotFound,
            QStringLiteral("No player named \"%1\" in game %2").arg(player, gameId));
    return RelayGame::identityKey(player);
}

ic::Result<QJsonValue> adminBan(RelayServer &server, const RelayCall &c)
{
    ParamReader p(c.params,
                  {QStringLiteral("identity_key"), QStringLiteral("game_id"),
                   QStringLiteral("player"), QStringLiteral("reason"), QStringLiteral("banned")});
    QString key, gameId, player, reason;
    bool banned = true;
    p.string(QStringLiteral("identity_key"), &key, ParamReader::Optional);
    p.string(QStringLiteral("game_id"), &gameId, ParamReader::Optional);
    p.string(QStringLiteral("player"), &player, ParamReader::Optional);
    p.string(QStringLiteral("reason"), &reason, ParamReader::Optional, {}, 500);
    p.boolean(QStringLiteral("banned"), &banned, ParamReader::Optional);
    if (p.failed())
        return paramsError(p);
    if (!c.grant.games.isEmpty())
        return icrp::icrpError(ErrorCode::PermissionDenied,
                               QStringLiteral("Permission denied: token %1 reaches only some "
                                              "games; a ban covers the whole relay")
                                   .arg(c.grant.tokenId));
    const auto found = bannedKey(server, c, gameId, player, key);
    if (!found)
        return found.error();
    RelayGameHost &host = *server.games();
    if (banned && host.bans().size() >= RelayGameHost::kMaxBans)
        return icrp::icrpError(ErrorCode::InvalidParams,
                               QStringLiteral("This relay holds at most %1 bans; lift one first")
                                   .arg(RelayGameHost::kMaxBans));
    RelayGameHost::Ban ban{*found, RelayGameHost::playerOfKey(*found),
                           reason.isEmpty() ? QStringLiteral("banned by admin") : reason,
                           c.grant.tokenId, QDateTime::currentDateTimeUtc()};
    const auto kicked = host.setBanned(ban, banned);
    if (kicked)
        qCInfo(lcRelayAdmin).noquote() << "token" << c.grant.tokenId
                                       << (banned ? "banned" : "lifted the ban of") << ban.player;
    return QJsonValue(QJsonObject{{QStringLiteral("identity_key"), ban.identityKey},
                                  {QStringLiteral("player"), ban.player},
                                  {QStringLiteral("banned"), banned},
                                  {QStringLiteral("changed"), kicked.has_value()},
                                  {QStringLiteral("kicked_from"),
                                   QJsonArray::fromStringList(kicked.value_or(QStringList()))}});
}

} // namespace

void RelayMethods::registerConfig(RelayServer &server)
{
    using Scope = RelayServer::Scope;
    constexpr icrp::Tiers kAll = icrp::Tiers(icrp::Tier::Observer) | icrp::Tier::Admin;
    constexpr icrp::Tiers kAdmin = icrp::Tiers(icrp::Tier::Admin);
    RelayServer *s = &server;
    auto settings = std::make_shared<RelaySettings>([s](const QString &key, const QJsonValue &v) {
        if (key == QLatin1String("ended_linger_seconds"))
            s->games()->setEndedLingerSeconds(v.toInt());
        else if (key == QLatin1String("max_sessions"))
            s->setMaxSessions(v.toInt());
    });
    server.registerMethod(
        QStringLiteral("relay/config.get"), kAll, Scope::Relay,
        [s, settings](const RelayCall &c) { return configGet(*s, *settings, c); });
    server.registerMethod(
        QStringLiteral("relay/config.set"), kAdmin, Scope::Relay,
        [s, settings](const RelayCall &c) { return configSet(*s, *settings, c); });
    server.registerMethod(QStringLiteral("relay/admin.ban"), kAdmin, Scope::Relay,
                          [s](const RelayCall &c) { return adminBan(*s, c); });
}

} // namespace icrelay
