#pragma once
// The History page's Matches tab: the game's past matches, newest first (date, map, mode, a
// ranked mark, length, winner and each team's players in team colours), filtered by player, map
// and ranked; Load Older fetches the next page; the chosen match's summary below.

#include "history/HistoryService.h"

#include <QWidget>

class QComboBox;
class QTimer;
class QLabel;
class QPushButton;
class QTableView;

namespace ichistory {
class MatchHistoryModel;
}

namespace icui {

class HistoryMatchSummary;
class MessageBar;

class HistoryMatchesTab : public QWidget
{
    Q_OBJECT
public:
    HistoryMatchesTab(ichistory::HistoryService *service, MessageBar *bar,
                      QWidget *parent = nullptr);

    /// Asks the game for the newest matches with the filters now. The match chosen stays chosen
    /// when it is listed again.
    void reload();
    /// Another game was chosen: the list empties at once and says it fills once `game` answers.
    void forgetGame(const QString &game);
    /// Asks for the page older than the last match listed.
    void loadOlder();
    ichistory::HistoryService::Filter filter() const;

    /// How long typing in the player box pauses before the list is filtered by it.
    static constexpr int kTypingPauseMs = 400;

    QComboBox *playerBox() const { return m_player; }
    QComboBox *mapBox() const { return m_map; }
    QComboBox *rankedBox() const { return m_ranked; }
    QTableView *table() const { return m_table; }
    ichistory::MatchHistoryModel *model() const { return m_model; }
    QPushButton *olderButton() const { return m_older; }
    QLabel *statusLabel() const { return m_status; }
    HistoryMatchSummary *summary() const { return m_summary; }
    /// Every player name seen in the matches listed so far (for the Player tab too).
    QStringList knownPlayers() const;

Q_SIGNALS:
    /// The list changed (a reload or an older page came).
    void matchesChanged();

private:
    /// The columns' widths: the two teams stretch equally, the others fit their contents.
    void shareColumns();
    void takePage(const ic::Result<ichistory::HistoryPage> &page, bool older, int request,
                  const QString &player);
    /// After a reload: the match chosen before, when it is listed again; else the newest.
    void chooseAfterReload(const QString &chosenId);
    QString chosenId() const;
    void showSelected();
    void updateChoices();
    void updateStatus();

    ichistory::HistoryService *m_service;
    MessageBar *m_bar;
    ichistory::MatchHistoryModel *m_model;
    QComboBox *m_player = nullptr;
    QTimer *m_typed = nullptr; // typing's pause before the filter applies
    QComboBox *m_map = nullptr;
    QComboBox *m_ranked = nullptr;
    QPushButton *m_reload = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_older = nullptr;
    QLabel *m_status = nullptr;
    HistoryMatchSummary *m_summary = nullptr;
    int m_listRequest = 0; // answers to older requests are dropped
    int m_matchRequest = 0;
    bool m_loading = false;
    QString m_waitingFor; // the game whose matches come once it answers (forgetGame())
};

} // namespace icui
