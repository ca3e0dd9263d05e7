#pragma once
// The Tournament page's table: every game of every relay added, one row each (relay, game, map,
// mode, players, army balance or final score, duration, state, ranked), live.
//
// At scale (200 games on each of 3 relays) it does little: a relay/games answer equal to the
// last one is not even parsed; changes wait for the next batch (at most one per batchInterval),
// which emits one dataChanged per relay over the cells that changed and inserts or removes rows
// in runs (never a model reset for an update); the army balance is asked (ic/state.query,
// army_value) only for the rows on screen (setVisibleRows) and paced so a session stays inside
// the relay's request budget; cell texts are made only when a view asks for them.
//
// The players column names every seated player; one who is gone is marked "(kicked)" or
// "(banned)" when a player_kick said so (remembered per game while it is listed), else "(left)".
//
// Rows are grouped by relay in the order the relays were added, each relay's games in the
// relay's order. A relay that reconnects keeps its rows, marked "Reconnecting…"; one that
// disconnects for good (Disconnected) loses them until it is connected again.

#include "relayclient/RelayEventLog.h"
#include "relayclient/RelayGameInfo.h"
#include "relayclient/RelayMatchEvent.h"
#include "relayclient/TournamentRow.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QTimer>
#include <chrono>
#include <memory>
#include <optional>
#include <vector>

namespace icrelayclient {

class RelayConnection;
struct TournamentRelay;

class TournamentModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        RelayColumn,
        GameColumn,
        MapColumn,
        ModeColumn,
        PlayersColumn,
        BalanceColumn,
        DurationColumn,
        StateColumn,
        RankedColumn,
        ColumnCount
    };
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        RelayNameRole,
        /// int of RelayGameInfo::State.
        GameStateRole,
        /// Numbers for Duration (seconds) and Balance (the lead or the score difference; -1
        /// unknown), text otherwise.
        SortRole,
        /// bool.
        RankedRole,
        /// bool: the row's relay is reconnecting.
        ReconnectingRole,
    };
    struct Options
    {
        std::chrono::milliseconds listInterval{2000};
        std::chrono::milliseconds balanceInterval{3000};
        std::chrono::milliseconds batchInterval{250};
        /// listInterval while nobody watches (setWatched(false)): a refused token is still found.
        std::chrono::milliseconds unwatchedListInterval{15000};
    };
    /// ic/state.query calls sent at most at once per relay, then a pause of kQuerySliceMs: an
    /// observer session may make 10 calls per 1/15 s (docs/icrp-spec.md §19.5).
    static constexpr int kQueriesPerSlice = 8;
    static constexpr int kQuerySliceMs = 100;
    /// setVisibleRows() takes at most this many rows (a screen has far fewer).
    static constexpr int kMaxVisibleRows = 1000;

    explicit TournamentModel(QObject *parent = nullptr);
    ~TournamentModel() override;

    void setOptions(const Options &options);
    const Options &options() const { return m_options; }

    /// Lists the relay's games (relay/games) now and every listInterval while it is connected,
    /// and subscribes it to relay/match.events; its rows go when it is removed or disconnects
    /// for good (they stay, marked, while it reconnects). A name already added is replaced.
    void addRelay(const QString &relayName, RelayConnection *connection);
    void removeRelay(const QString &relayName);
    QStringList relays() const;

    std::optional<RelayGameInfo> game(int row) const;
    QString relayAt(int row) const;
    /// -1 when there is no such row.
    int rowOf(const QString &relayName, const QString &gameId) const;

    /// The rows on screen (the view says so on scroll/resize): only their army balance is asked
    /// (ic/state.query per running game, every balanceInterval); nothing else is queried.
    /// Before the first call no row is on screen. Rows are the model's: a view that inserts or
    /// removes rows above the ones shown says so again.
    void setVisibleRows(int first, int last);
    /// The same for a view that sorts or filters: the source rows it shows, in any order.
    void setVisibleRows(const QList<int> &rows);

    /// Whether anyone looks at the games (the page is shown; true at first). While not, the
    /// games are listed when a relay connects and then only every unwatchedListInterval, and
    /// no army balance is asked; the match events still come. Watched again: listed at once,
    /// then every listInterval.
    void setWatched(bool watched);
    bool isWatched() const { return m_watched; }

    RelayEventLog *events() const { return m_events; }

    /// Applies what is waiting now instead of at the next batch (a test, or a page shown).
    void flush();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// A game ended (from relay/match.event game_end): the page notifies.
    void matchEnded(const QString &relayName, const icrelayclient::RelayMatchEvent &event);

private:
    // relays and their calls (TournamentModel.cpp)
    TournamentRelay *relay(const QString &name) const;
    int relayIndex(const QString &name) const;
    void watch(TournamentRelay &r);
    void onStateChanged(TournamentRelay &r);
    void pollGames(TournamentRelay &r);
    /// listInterval, or unwatchedListInterval while not watched.
    std::chrono::milliseconds listInterval() const;
    void onGames(const QString &name, quint64 epoch, const QJsonValue &answer);
    void onMatchEvent(TournamentRelay &r, const RelayMatchEvent &event);
    void scheduleFlush();
    // army balance (TournamentModel_Balance.cpp)
    void queueBalances(TournamentRelay &r, bool onlyUnknown);
    void queueAllBalances(TournamentRelay &r);
    void sendBalanceSlice(TournamentRelay &r);
    void onBalance(const QString &name, quint64 epoch, const QString &gameId,
                   const ic::Result<QJsonObject> &answer);
    // batches (TournamentModel_Batch.cpp)
    int blockStart(const TournamentRelay &r) const;
    void applyRelay(TournamentRelay &r);
    void applyList(TournamentRelay &r, int start, QList<RelayGameInfo> list);
    void removeGameRows(TournamentRelay &r, QList<int> rows);
    void applyPendingCells(TournamentRelay &r, int start);
    void markDirty(int row, int column);
    void dropRelayRows(TournamentRelay &r);
    // cells (TournamentModel_Data.cpp)
    QVariant display(const TournamentRow &row, int column) const;
    QVariant sortValue(const TournamentRow &row, int column) const;
    QString balanceText(const TournamentRow &row) const;
    /// "Kestrel, Quill (kicked) vs Wren, Odessa (banned)": every seated player, a gone one
    /// marked kicked or banned when the relay said so (player_kick), else left.
    QString playersText(const TournamentRow &row) const;

    Options m_options;
    std::vector<std::unique_ptr<TournamentRelay>> m_relays;
    QList<TournamentRow> m_rows;
    RelayEventLog *m_events = nullptr;
    QList<int> m_visible;
    bool m_watched = true;
    QTimer m_batch;
    quint64 m_nextEpoch = 1;
    /// The changed cells of the relay being applied: rows and columns, first and last.
    int m_dirtyTop = -1, m_dirtyBottom = -1, m_dirtyLeft = -1, m_dirtyRight = -1;
};

} // namespace icrelayclient
