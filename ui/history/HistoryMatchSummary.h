#pragma once
// One past match on the History page: a line saying who won, how and when, the players with
// their final figures and result (a dot in the team's colour by each name), and the figures over
// time. A row of actions along the top is kept for Open Replay and Show on Stream.

#include "history/HistoryMatch.h"

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QSplitter;
class QTableWidget;

namespace icui {

class HistoryFiguresChart;

class HistoryMatchSummary : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryMatchSummary(QWidget *parent = nullptr);

    /// Shows `match` (its minutes draw the chart; none: the chart is empty).
    void setMatch(const ichistory::HistoryMatch &match);
    /// Nothing chosen: a hint instead.
    void clear();
    /// "Loading match…" while its minutes come.
    void showLoading(const QString &text);

    QLabel *headline() const { return m_headline; }
    QTableWidget *playersTable() const { return m_players; }
    HistoryFiguresChart *chart() const { return m_chart; }
    /// Where buttons for the match go (Open Replay, Show on Stream).
    QHBoxLayout *actions() const { return m_actions; }
    const ichistory::HistoryMatch &match() const { return m_match; }
    /// Open Replay: enabled when the game kept the match's replay.
    QPushButton *openReplayButton() const { return m_openReplay; }
    /// Beside a greyed Open Replay: "No replay was kept of this match."
    QLabel *noReplayLabel() const { return m_noReplay; }

    /// "Team 2 won (alice) by destroying every building after 10:00 on Fjord (1v1, ranked),
    /// 25.11.26 21:00."
    static QString headlineText(const ichistory::HistoryMatch &match);
    /// A player's result in words: win → "Won", loss → "Lost", draw → "Draw", kicked → "Kicked".
    static QString resultText(const QString &result);

Q_SIGNALS:
    /// Open Replay was pressed for the match's replay.
    void openReplayRequested(const QString &replayId);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fillPlayers();
    /// The table as wide as its columns and as tall as its rows (the chart takes the rest).
    void fitPlayers();
    void updateOpenReplay();

    ichistory::HistoryMatch m_match;
    QLabel *m_headline = nullptr;
    QTableWidget *m_players = nullptr;
    QSplitter *m_split = nullptr;
    HistoryFiguresChart *m_chart = nullptr;
    QHBoxLayout *m_actions = nullptr;
    QPushButton *m_openReplay = nullptr;
    QLabel *m_noReplay = nullptr;
};

} // namespace icui
