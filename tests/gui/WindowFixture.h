#pragma once
// What every GUI test of the main window starts from: a fresh ic-remote-mock game (MockGame)
// with a password, a real Panel with its own settings file in a temporary folder, and the real
// MainWindow shown under Xvfb, connected as admin (the keychain is the test session's real one,
// scripts/test-session.sh). Test classes derive from it and call setUpWindow() in init() and
// tearDownWindow() in cleanup(), so each test can run alone. As in ic-panel, the application's
// icui::AltKeyFilter is installed (an Alt+letter no shortcut took types nothing).

#include "ui/MainWindow.h"

namespace icui {
class ReplayWindow;
}

#include "panel/Panel.h"

#include "mock/MockGame.h"

#include <QObject>
#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>
#include <functional>
#include <memory>

class WindowFixture : public QObject
{
    Q_OBJECT
protected:
    /// `adjust` may change the panel's options before it is made.
    void setUpWindow(const std::function<void(icpanel::Panel::Options &)> &adjust = {});
    void tearDownWindow();

    /// Waits until every event the game sent before now has arrived (a call's answer comes
    /// after them on the same socket).
    bool roundTrip();
    /// A call while not connected is answered with NotConnected at once.
    bool roundTripFails();
    int sessionRow(const QString &clientName) const;
    /// The current profile's password as the keychain holds it (empty when none or no answer).
    QString storedPassword();
    /// No password this test saw is in a file under the test's folders or in the panel's log.
    void verifyNoPasswordLeaks();
    /// A panel with a profile `name` for the game and no stored password; the window asks.
    void startWithoutStoredPassword(const QString &name);
    /// Saves a profile `name` (admin) for a port nothing listens on (a server bound on port 0,
    /// then closed); its port, or 0 when that failed. Nothing connects to it yet.
    quint16 saveProfileWhereNothingAnswers(const QString &name);
    /// saveProfileWhereNothingAnswers(), then connects to it with `password` (remembered in
    /// the keychain when `remember`); its port, or 0 when saving failed.
    quint16 connectWhereNothingAnswers(const QString &name, const QString &password, bool remember);

    /// Set before setUpWindow(): the panel's overlay host (and gateway) runs on a free port
    /// before the window is made, as ic-panel does. (The tools live in the test's folder
    /// either way.)
    bool m_withHost = false;
    /// Set before setUpWindow(): the game's match ends after this many game seconds (0: never).
    int m_matchSeconds = 0;
    /// Set before setUpWindow(): the game's gameplay.db starts with this many past matches
    /// (in the test's folder; 0: none).
    int m_historySeed = 0;
    /// The tools folder of the test's panel.
    QString toolsRoot() const;
    /// Packs the folder `source` (a tool) and installs it into the panel's tools.
    bool installTool(const QString &source);
    /// Writes and installs "desk" (Score Desk), an observer web tool subscribed to "match"; the
    /// test waits for its token (m_panel->host()->toolToken("desk")) where it needs one.
    bool installDeskTool();
    /// Plays the match (m_matchSeconds) to its end, opens its replay from the History page and
    /// waits until the replay window has loaded it; `pump` then keeps the game's clock going
    /// (each tick renews the request budget). Its id into `replayId`; nullptr on a timeout.
    icui::ReplayWindow *openEndedMatchReplay(QTimer &pump, QString *replayId = nullptr);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icmock::MockGame> m_game;
    std::unique_ptr<icpanel::Panel> m_panel;
    std::unique_ptr<icui::MainWindow> m_window;
    QStringList m_passwords; // every password this test saw, for the leak check
};
