#pragma once
// The History page's list of past matches, newest first: date, map, mode, ranked, length,
// winner and each team's players. Pages from ic/match.history are appended ("Load older").
// TeamRole tells the view which team a cell is about (-1: none), for the team colours. Listed
// for one player (setResultPlayer()), ResultRole is how each match ended for that player (win,
// loss, draw, kicked); the view words it in the Result column.

#include "history/HistoryMatch.h"

#include <QAbstractTableModel>

namespace ichistory {

class MatchHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Date, Map, Mode, Ranked, Length, Winner, Team1, Team2, Result, ColumnCount };
    enum Role { MatchIdRole = Qt::UserRole + 1, TeamRole, ResultRole };

    explicit MatchHistoryModel(QObject *parent = nullptr);

    /// Replaces the list with the first page of an answer.
    void setPage(const HistoryPage &page);
    /// Adds an older page below (matches already listed are skipped).
    void appendPage(const HistoryPage &page);
    void clear();
    /// Whose result ResultRole gives; empty: none.
    void setResultPlayer(const QString &player);
    QString resultPlayer() const { return m_resultPlayer; }
    /// Whether the game has older matches than those listed.
    bool hasMore() const { return m_more; }
    const QList<HistoryMatch> &matches() const { return m_matches; }
    /// The oldest match listed (for `before`), empty when none.
    QString oldestId() const;
    /// The row of `matchId`, -1 when it is not listed.
    int rowOf(const QString &matchId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// "Team 1", "Team 2" or "Draw".
    static QString winnerText(int winnerTeam);

private:
    QVariant display(const HistoryMatch &m, int column) const;
    QString resultOf(const HistoryMatch &m) const;

    QList<HistoryMatch> m_matches;
    bool m_more = false;
    QString m_resultPlayer;
};

} // namespace ichistory
