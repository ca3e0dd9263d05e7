#pragma once
// A game's replay in a window of its own, shown as the Match page shows a live match: the
// header (map, mode, the replay's clock), the scoreboard, the players in team colours, army
// value or credits over the whole match with a cursor at the replay's moment (ReplayChartBox),
// and the event feed — all fed by a ReplayDeck
// over the panel's game connection. The transport along the bottom (ReplayControls), Show on
// Stream (the overlays see the replay, following this window's play, pause, seek and speed)
// and Back to Live. Opened from the History page's Open Replay.

#include <QJsonArray>
#include <QPointer>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;

namespace icpanel {
class Panel;
}
namespace ichistory {
class ReplayDeck;
}
namespace icmatch {
class MatchModel;
}

namespace icui {

class ArmyChart;
class MatchFeedBox;
class MatchView;
class MessageBar;
class PlayersTable;
class ReplayChartBox;
class ReplayControls;

class ReplayWindow : public QWidget
{
    Q_OBJECT
public:
    /// A top-level window of its own (not a transient of the main window, which a window
    /// manager keeps above it: a click on the main window then raised the replay over it, the
    /// twentieth newcomer). `home` is the page that opened it, inside the main window: where
    /// it is placed beside, and where its status-bar lines go; the caller deletes it.
    explicit ReplayWindow(icpanel::Panel &panel, QWidget *home = nullptr);

    /// Loads `replayId` over the panel's connection and shows it from its start.
    void openReplay(const QString &replayId);

    ichistory::ReplayDeck *deck() const { return m_deck; }
    icmatch::MatchModel *match() const { return m_match; }
    MatchView *view() const { return m_view; }
    QLabel *header() const;
    PlayersTable *players() const;
    /// The chart the Match page shows, filling in as the replay plays: the fallback when the
    /// match history has no figures for the match.
    ArmyChart *chart() const;
    /// The whole match's figures with the replay's cursor, or the fallback (chart()).
    ReplayChartBox *chartBox() const { return m_chartBox; }
    MatchFeedBox *feedBox() const;
    ReplayControls *controls() const { return m_controls; }
    MessageBar *messageBar() const { return m_bar; }
    /// The quiet line in the bar's place while no message is shown: the place is kept from the
    /// start, so nothing below moves when a message comes or goes.
    QLabel *barHint() const { return m_barHint; }
    QPushButton *streamButton() const { return m_stream; }
    QPushButton *backToLiveButton() const { return m_live; }

protected:
    /// Closing (or hiding) the window pauses the replay.
    void hideEvent(QHideEvent *event) override;
    /// Closing the window (Escape, Ctrl+W, its close button) while its replay is on stream
    /// brings the overlays back to the live game, as Back to Live, and the main window's status
    /// bar says so: no replay frame is left on stream with nothing to control it.
    void closeEvent(QCloseEvent *event) override;
    /// Left and Right step the replay when the window itself has the focus.
    void keyPressEvent(QKeyEvent *event) override;
    /// The first time: where the user last put a replay window (placeAsLastTime()), else
    /// beside the main window (placeFirstTime()).
    void showEvent(QShowEvent *event) override;
    /// Moved or resized by the user: remembered for the next replay window (rememberPlace()).
    void moveEvent(QMoveEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// The bar shown or hidden: the hint goes or comes back in its place.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_home;
    void makeWidgets();
    void makeLayout();
    /// The bar and, while it is hidden, the hint in one place as high as a one-line message.
    QLayout *makeBarPlace();
    /// The bar's place as high as the bar with a one-line message, in the window's style now.
    void reserveBarPlace();
    void connectDeck();
    void addShortcuts();
    /// Another game chosen in the main window: this replay came from the game before, and its
    /// controls would ask the new game for it. The window closes and the main window's status
    /// bar says why, unless the overlays show the replay (then the title names its game).
    void gameSwitched();
    void connectStream();
    void takeLoaded();
    void takeEvents(const QJsonArray &events);
    /// "Replay of <map> from <game>": the game it came from, so that it is not taken for the
    /// game in use after a switch.
    void updateTitle();
    void updateHeader();
    void updateStream();
    /// The focus on the button that goes (Show on Stream disabled, Back to Live hidden) moves
    /// to the one that takes its place, not to the next widget in the chain (the Chart combo).
    void keepFocusOnStreamButtons(bool mine, bool other);
    /// The overlays left this window's replay (Back to Live here, in the main window or from
    /// ic-tool): the bar about the replay on stream goes, a short success message says so.
    void sayLiveAgain();
    void streamToggled(bool on);
    void followOnStream();
    /// Whether the overlays see this window's replay.
    bool onStream() const;
    /// The first show: 40 px right of and below the main window as a second window is
    /// cascaded, and no larger than it (ending where it ends), inside the screen's available
    /// area, never exactly over it.
    void placeFirstTime();
    /// Where the user last moved or resized a replay window to (the panel's settings), when a
    /// screen still shows it (moved inside that screen's available area, no smaller than the
    /// window may be); false without such a place.
    bool placeAsLastTime();
    /// Keeps the window's geometry in the panel's settings when `byTheUser` (the window system
    /// moved or resized it, not the panel) and the window is shown, neither maximised nor
    /// minimised.
    void rememberPlace(bool byTheUser);

    icpanel::Panel &m_panel;
    ichistory::ReplayDeck *m_deck;
    icmatch::MatchModel *m_match;
    MessageBar *m_bar = nullptr;
    QLabel *m_barHint = nullptr;
    QGridLayout *m_barPlace = nullptr;
    MatchView *m_view = nullptr;
    ReplayControls *m_controls = nullptr;
    ReplayChartBox *m_chartBox = nullptr;
    QPushButton *m_stream = nullptr;
    QPushButton *m_live = nullptr;
    QString m_game; ///< the game (profile) the replay came from, empty before openReplay()
    bool m_placed = false;
    bool m_wasOnStream = false; ///< the overlays saw this window's replay at the last update
};

} // namespace icui
