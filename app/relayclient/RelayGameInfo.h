#pragma once
// One game of a relay as relay/games lists it (docs/icrp-spec.md §19.7), as a plain value a
// table model can hold: id, map, mode, players and teams, duration, state, ranked. fromJson()
// reads the relay's answer and refuses one that is not shaped as the spec says.

#include "common/Result.h"

#include <QDateTime>
#include <QJsonValue>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace icrelayclient {

struct RelayGameInfo
{
    enum class State { Running, Paused, Ended, Unknown };

    struct Player
    {
        QString name;
        QString faction;
        int team = -1;
        bool present = true;
        /// "ick1:" and 16 hex digits; empty from a relay that sends none.
        QString identityKey;
    };
    struct Team
    {
        int team = -1;
        QStringList players;
    };

    QString id;
    QString map;
    QString mode;
    State state = State::Unknown;
    /// The relay's word for the state, as sent ("running", "paused", "ended", …).
    QString stateName;
    bool ranked = false;
    QDateTime startedAt;
    /// Game time played so far.
    double durationSeconds = 0;
    QList<Player> players;
    QList<Team> teams;
    /// The winning team once the game has ended, else -1.
    int winnerTeam = -1;

    /// "Kestrel, Quill vs Wren, Odessa": the teams in order, present players only.
    QString teamsText() const;

    static ic::Result<RelayGameInfo> fromJson(const QJsonValue &value);
    /// relay/games' result {games:[…]}.
    static ic::Result<QList<RelayGameInfo>> listFromJson(const QJsonValue &result);
};

} // namespace icrelayclient

Q_DECLARE_METATYPE(icrelayclient::RelayGameInfo)
