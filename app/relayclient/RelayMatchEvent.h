#pragma once
// One relay/match.event notification as a value (docs/icrp-spec.md §19.7): which game, what
// happened (game_start, game_end, player_kick, player_leave), when, and its data as sent.

#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <optional>

namespace icrelayclient {

struct RelayMatchEvent
{
    enum class Type { GameStart, GameEnd, PlayerKick, PlayerLeave, Other };

    QString gameId;
    Type type = Type::Other;
    /// The relay's name of the type, as sent.
    QString typeName;
    /// UTC, when the relay saw it.
    QDateTime at;
    double gameTimeSeconds = 0;
    QJsonObject data;

    /// nullopt when `params` has no game id or type.
    static std::optional<RelayMatchEvent> fromJson(const QJsonObject &params);
};

} // namespace icrelayclient

Q_DECLARE_METATYPE(icrelayclient::RelayMatchEvent)
