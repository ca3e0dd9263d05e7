#pragma once
// The Match page's admin actions: Pause / Resume, an announcement to every player, kicking the
// player selected in the table (asks first) and the match settings. Without the admin tier each
// is disabled and its tooltip says why. Every answer is shown below the buttons and logged.

#include <QGroupBox>
#include <QJsonObject>
#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace icmatch {
class MatchModel;
}
namespace icpanel {
class LogModel;
}

namespace icui {

class MatchAdminBox : public QGroupBox
{
    Q_OBJECT
public:
    /// `selectedPlayer` names the player selected in the players table (empty: none).
    MatchAdminBox(icmatch::MatchModel *match, icpanel::LogModel *log,
                  std::function<QString()> selectedPlayer, QWidget *parent = nullptr);

    QPushButton *pauseButton() const { return m_pause; }
    QLineEdit *announcement() const { return m_message; }
    QPushButton *announceButton() const { return m_announce; }
    QPushButton *kickButton() const { return m_kick; }
    QPushButton *settingsButton() const { return m_settings; }
    /// The last answer, as shown.
    QLabel *result() const { return m_result; }

    void togglePause();
    void announce();
    /// Asks, then kicks the player selected in the table.
    void kickSelected();
    /// Reads the settings, shows them in a dialog, sends what the user changed.
    void editSettings();
    /// Enables what the connection may do; tooltips say why the rest is off.
    void updateActions();

private:
    void report(bool ok, const QString &message);
    void askSettings(const QJsonObject &settings);

    icmatch::MatchModel *m_match;
    icpanel::LogModel *m_log;
    std::function<QString()> m_selectedPlayer;
    QPushButton *m_pause = nullptr;
    QLineEdit *m_message = nullptr;
    QPushButton *m_announce = nullptr;
    QPushButton *m_kick = nullptr;
    QPushButton *m_settings = nullptr;
    QLabel *m_result = nullptr;
};

} // namespace icui
