#pragma once
// One row of TournamentModel: a game of a relay as last listed, with what the model learnt
// besides the list: the teams' army values (ic/state.query, only while the row was on screen)
// and, once it ended, the scores game_end gave.

#include "relayclient/RelayGameInfo.h"

#include <QList>
#include <QString>
#include <array>
#include <optional>

namespace icrelayclient {

struct TournamentRow
{
    using Armies = std::array<std::optional<qint64>, 2>;

    QString relay;
    RelayGameInfo game;
    /// Army value of team 0 and team 1; nullopt while unknown.
    Armies armies;
    /// The scores of team 0 and 1 from game_end; empty while unknown.
    QList<qint64> scores;
    /// The row's relay is reconnecting (its rows stay, marked).
    bool reconnecting = false;

    bool armiesKnown() const { return armies[0].has_value() && armies[1].has_value(); }
};

} // namespace icrelayclient
