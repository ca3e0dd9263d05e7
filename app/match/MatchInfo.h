#pragma once
// What ic/match.info says of the match (docs/icrp-spec.md §10.6), and what the identify
// result adds: the observer delay of a ranked match.

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace icmatch {

struct MatchInfo
{
    enum class State { Unknown, Running, Paused, Ended };

    QString map;
    QString mode;
    qint64 seed = -1;
    bool ranked = false;
    int tickRate = 0;
    State state = State::Unknown;
    qint64 gameTimeTicks = 0;
    /// Set after the end: the winning team (-1 for a draw), its players, and why.
    std::optional<int> winnerTeam;
    QStringList winners;
    QString endReason;
    QJsonObject settings;

    static MatchInfo fromJson(const QJsonObject &info);
    /// Another match than `other` (new seed, map or mode): the view starts again.
    bool isOtherMatchThan(const MatchInfo &other) const;
    /// The game's word for the state ("running", "paused", "ended"), as a State.
    static State stateNamed(const QString &name);
    /// "running", "paused", "ended" in the user's words.
    static QString stateText(State state);
};

} // namespace icmatch
