#pragma once
// The Match page's admin actions: Pause / Resume, an announcement to every player, kicking the
// player selected in the table (asks first) and the match settings. Without the admin tier each
// is disabled and its tooltip says why; after the end Pause and Kick are, and
// Kick while the selected player has left or was kicked. Every answer is shown in a message
// bar (messageBar(), which the page places in its answer place just above the box, so that no
// answer moves the buttons), said in the status bar and logged. The bar is about this
// connection and this match: it goes when the connection changes (another game, a reconnect)
// or another match begins, and nothing of it is kept across restarts. Kick with nobody selected
// kicks nobody and selects nobody: it asks the page for the focus in its players table (Down
// selects the first player) and says "Select a player in the table first, then choose Kick." in
// the bar and the status bar; the hint goes from both once the user chooses a player, presses
// Kick, or the page is left (the status bar's line only while it is still the hint's).

#include "common/Result.h"

#include <QGroupBox>
#include <QJsonObject>
#include <QPointer>
#include <QRect>
#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QStatusBar;

namespace icmatch {
class MatchModel;
}
namespace icpanel {
class LogModel;
}

namespace icui {

class MessageBar;

class MatchAdminBox : public QGroupBox
{
    Q_OBJECT
public:
    /// `selectedPlayer` names the player selected in the players table (empty: none).
    MatchAdminBox(icmatch::MatchModel *match, icpanel::LogModel *log,
                  std::function<QString()> selectedPlayer, QWidget *parent = nullptr);

    /// `area` gives the selected player's row in global coordinates: Kick's question is
    /// placed so that it does not cover it (an empty rectangle: centred as usual).
    void setSelectedRowArea(std::function<QRect()> area) { m_selectedRowArea = std::move(area); }

    QPushButton *pauseButton() const { return m_pause; }
    QLineEdit *announcement() const { return m_message; }
    /// "Announcement:", the field's label with its accelerator.
    QLabel *announcementLabel() const { return m_messageLabel; }
    QPushButton *announceButton() const { return m_announce; }
    QPushButton *kickButton() const { return m_kick; }
    QPushButton *settingsButton() const { return m_settings; }
    /// The last admin answer, as shown; hidden when there is none (Export's is the page's).
    /// The page lays it out (AnswerPlace), above the box.
    MessageBar *messageBar() const { return m_bar; }

    void togglePause();
    void announce();
    /// Asks, then kicks the player selected in the table.
    void kickSelected();
    /// Reads the settings, shows them in a dialog, sends what the user changed.
    void editSettings();
    /// Enables what the connection may do; tooltips say why the rest is off. A changed
    /// connection clears the message bar.
    void updateActions();
    /// Hides the last answer (another game or match).
    void clearFeedback();

Q_SIGNALS:
    /// An answer (or a hint) is shown in the bar: the page shows one outcome at a time.
    void answerShown();
    /// Kick was chosen with nobody selected: the page takes the focus to its players, selecting
    /// nobody.
    void playerWanted();

protected:
    void hideEvent(QHideEvent *event) override;

private:
    /// Shows Kick's hint in the bar and the status bar.
    void sayHint(const QString &hint);
    /// Takes the hint back where it still shows (the bar, the status bar's line if it is
    /// still the hint's): it no longer applies.
    void withdrawHint();
    void stopWatchingHintLine();
    /// Why the selected player cannot be kicked: they left or were kicked (empty: they can).
    QString departedReason() const;
    /// Says an action's outcome in the bar, the status bar and the log.
    void report(const ic::Result<QString> &outcome);
    /// Kick's question; true when the user chose to kick.
    bool confirmKick(const QString &player);
    void askSettings(const QJsonObject &settings);

    icmatch::MatchModel *m_match;
    icpanel::LogModel *m_log;
    std::function<QString()> m_selectedPlayer;
    std::function<QRect()> m_selectedRowArea;
    QPushButton *m_pause = nullptr;
    QLabel *m_messageLabel = nullptr;
    QLineEdit *m_message = nullptr;
    QPushButton *m_announce = nullptr;
    QPushButton *m_kick = nullptr;
    QPushButton *m_settings = nullptr;
    MessageBar *m_bar = nullptr;
    /// adminUnavailableReason() when the actions were last updated.
    QString m_lastReason;
    /// Kick's hint is in the bar, said while `m_hintFor` was selected (empty: nobody).
    bool m_hintShowing = false;
    QString m_hintFor;
    /// The status bar while its line is the hint's (null once it shows anything else).
    QPointer<QStatusBar> m_hintLine;
    QMetaObject::Connection m_hintLineWatch;
};

} // namespace icui
