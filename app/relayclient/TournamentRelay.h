#pragma once
// What TournamentModel keeps of one relay it was given (private to the model's files): its
// connection, timers, the last relay/games answer, and the changes waiting for the next batch.

#include "relayclient/RelayConnection.h"
#include "relayclient/TournamentRow.h"

#include <QHash>
#include <QJsonValue>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <optional>

namespace icrelayclient {

struct TournamentRelay
{
    /// A game's end as game_end said it.
    struct End
    {
        int winnerTeam = -1;
        double durationSeconds = 0;
        QList<qint64> scores;
    };

    QString name;
    QPointer<RelayConnection> connection;
    /// Tells this relay's answers from those of a relay of the same name removed before.
    quint64 epoch = 0;
    QList<QMetaObject::Connection> links;
    QTimer listTimer;
    QTimer balanceTimer;
    QTimer sliceTimer;
    /// Rows of this relay in the model (a run starting at TournamentModel::blockStart()).
    int count = 0;
    bool reconnecting = false;

    // relay/games
    QJsonValue lastList;
    bool listInFlight = false;

    // waiting for the next batch
    std::optional<QList<RelayGameInfo>> pendingList;
    bool pendingDrop = false;
    bool pendingReconnecting = false;
    QHash<QString, TournamentRow::Armies> pendingArmies;
    QSet<QString> pendingEnds;

    /// Ends seen, kept while the game is listed (a row made later shows its score).
    QHash<QString, End> ends;
    /// Per game, the players the relay said it kicked (player_kick): true when for a ban
    /// (reason "banned: …"). Kept while the game is listed; a gone player not in it "left".
    QHash<QString, QHash<QString, bool>> kicked;
    /// Games whose kicked players changed since the last batch.
    QSet<QString> pendingKicks;

    // ic/state.query: games waiting to be asked, and asked
    QStringList queue;
    QSet<QString> asking;
};

} // namespace icrelayclient
