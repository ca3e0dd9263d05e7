#pragma once
// The History page's Replays tab: the replays the game keeps (ic/replay.list, newest first:
// when, map, mode, length, players, winner); Load Older fetches the next page; Open Replay (or
// a double click, or Return) opens the chosen one in the replay window.

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace ichistory {
class HistoryService;
struct HistoryMatch;
struct HistoryPage;
} // namespace ichistory

namespace icui {

class MessageBar;

class HistoryReplaysTab : public QWidget
{
    Q_OBJECT
public:
    /// Lists through `service` (the panel's, Panel::history()); outcomes show in `bar`.
    HistoryReplaysTab(ichistory::HistoryService *service, MessageBar *bar,
                      QWidget *parent = nullptr);

    /// Asks the game for the newest replays.
    void reload();
    /// Asks for the page older than the last replay listed.
    void loadOlder();
    bool loaded() const { return m_loaded; }
    /// Another game was chosen: the list empties at once and says it fills once `game` answers.
    void forgetGame(const QString &game);

    QTableWidget *table() const { return m_table; }
    QPushButton *openButton() const { return m_open; }
    QPushButton *olderButton() const { return m_older; }
    QLabel *statusLabel() const { return m_status; }
    /// The chosen replay's id (empty when none).
    QString selectedReplay() const;

Q_SIGNALS:
    void openReplayRequested(const QString &replayId);

private:
    void ask(const QString &before);
    void takePage(const ichistory::HistoryPage &page, bool older);
    void addRow(const ichistory::HistoryMatch &replay);
    void openSelected();
    void updateButtons();

    ichistory::HistoryService *m_service;
    MessageBar *m_bar;
    QTableWidget *m_table = nullptr;
    QPushButton *m_reload = nullptr;
    QPushButton *m_older = nullptr;
    QPushButton *m_open = nullptr;
    QLabel *m_status = nullptr;
    QString m_last;
    bool m_more = false;
    bool m_loaded = false;
    int m_request = 0; // answers to older requests are dropped
};

} // namespace icui
