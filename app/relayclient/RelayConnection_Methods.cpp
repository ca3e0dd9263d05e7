// RelayConnection: the relay's methods (docs/icrp-spec.md §19.7), each a call() whose answer is
// turned into a value.

#include "relayclient/RelayConnection.h"

#include "relayclient/RelayConnectionPrivate.h"
#include "relayclient/Tr.h"

#include <QJsonArray>

namespace icrelayclient {

namespace {

using ObjectDone = RelayConnection::Done<QJsonObject>;

/// The answer as an object, or the error "relay.bad-answer".
RelayConnection::Done<QJsonValue> asObject(const QString &method, ObjectDone done)
{
    return [method, done = std::move(done)](const ic::Result<QJsonValue> &answer) {
        if (!done)
            return;
        if (!answer)
            return done(answer.error());
        if (!answer->isObject())
            return done(
                ic::Error{QStringLiteral("relay.bad-answer"),
                          Tr::tr("The relay's answer to %1 is not an object.").arg(method)});
        done(answer->toObject());
    };
}

QJsonObject withGame(const QString &gameId, QJsonObject params = {})
{
    params.insert(QStringLiteral("game_id"), gameId);
    return params;
}

} // namespace

void RelayConnection::status(Done<RelayStatus> done)
{
    call(QStringLiteral("relay/status"), {},
         [done = std::move(done)](const ic::Result<QJsonValue> &answer) {
             if (!answer)
                 return done(answer.error());
             done(RelayStatus::fromJson(*answer));
         });
}

void RelayConnection::games(Done<QList<RelayGameInfo>> done)
{
    call(QStringLiteral("relay/games"), {},
         [done = std::move(done)](const ic::Result<QJsonValue> &answer) {
             if (!answer)
                 return done(answer.error());
             done(RelayGameInfo::listFromJson(*answer));
         });
}

void RelayConnection::matchInfo(const QString &gameId, Done<QJsonObject> done)
{
    const QString method = QStringLiteral("ic/match.info");
    call(method, withGame(gameId), asObject(method, std::move(done)));
}

void RelayConnection::stateQuery(const QString &gameId, const QStringList &fields,
                                 const QString &player, Done<QJsonObject> done)
{
    QJsonObject params = withGame(gameId);
    if (!fields.isEmpty())
        params.insert(QStringLiteral("fields"), QJsonArray::fromStringList(fields));
    if (!player.isEmpty())
        params.insert(QStringLiteral("player"), player);
    const QString method = QStringLiteral("ic/state.query");
    call(method, params, asObject(method, std::move(done)));
}

void RelayConnection::pause(const QString &gameId, bool paused, Done<QJsonObject> done)
{
    const QString method = QStringLiteral("relay/admin.pause");
    call(method, withGame(gameId, {{QStringLiteral("paused"), paused}}),
         asObject(method, std::move(done)));
}

void RelayConnection::kick(const QString &gameId, const QString &player, const QString &reason,
                           Done<QJsonObject> done)
{
    QJsonObject params = withGame(gameId, {{QStringLiteral("player"), player}});
    if (!reason.isEmpty())
        params.insert(QStringLiteral("reason"), reason);
    const QString method = QStringLiteral("relay/admin.kick");
    call(method, params, asObject(method, std::move(done)));
}

void RelayConnection::announce(const QString &message, const QString &gameId, Done<int> done)
{
    QJsonObject params{{QStringLiteral("message"), message}};
    if (!gameId.isEmpty())
        params.insert(QStringLiteral("game_id"), gameId);
    const QString method = QStringLiteral("relay/admin.announce");
    call(method, params, asObject(method, [done = std::move(done)](const auto &answer) {
             if (!answer)
                 return done(answer.error());
             done(answer->value(QLatin1String("games")).toInt());
         }));
}

void RelayConnection::banIdentity(const QString &identityKey, const QString &reason, bool banned,
                                  Done<QJsonObject> done)
{
    QJsonObject params{{QStringLiteral("identity_key"), identityKey},
                       {QStringLiteral("banned"), banned}};
    if (!reason.isEmpty())
        params.insert(QStringLiteral("reason"), reason);
    const QString method = QStringLiteral("relay/admin.ban");
    call(method, params, asObject(method, std::move(done)));
}

void RelayConnection::banPlayer(const QString &gameId, const QString &player, const QString &reason,
                                Done<QJsonObject> done)
{
    QJsonObject params = withGame(gameId, {{QStringLiteral("player"), player}});
    if (!reason.isEmpty())
        params.insert(QStringLiteral("reason"), reason);
    const QString method = QStringLiteral("relay/admin.ban");
    call(method, params, asObject(method, std::move(done)));
}

void RelayConnection::subscribeMatchEvents(bool subscribe, Done<QJsonObject> done)
{
    // Wanted or not from now on: a reconnect subscribes again (RelayConnection_Protocol.cpp).
    d->wantEvents = subscribe;
    const QString method = QStringLiteral("relay/match.events");
    call(method, {{QStringLiteral("subscribe"), subscribe}}, asObject(method, std::move(done)));
}

} // namespace icrelayclient
