// A password the game has just accepted is the one to go back to at once, before the keychain
// has stored it: a new password typed in that moment and refused by the game goes back to the
// accepted one (the eighteenth session's CI saw the keychain's write land after the refusal,
// and then nothing was kept). The real keychain, held still: this test runs in a desktop
// session of its own (tests/integration/panel/CMakeLists.txt), so stopping its gnome-keyring
// for a moment stops no other test's.

#include "PanelKeychain.h"
#include "PanelProbe.h"
#include "PanelTestSupport.h"

#include "mock/MockGame.h"
#include "mock/MockOptions.h"
#include "panel/Panel.h"
#include "secrets/SecretStore.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QSignalSpy>
#include <QtTest>
#include <csignal>
#include <optional>

using icpanel::Panel;

namespace {

/// Holds this session's Secret Service (gnome-keyring) still: a call to it waits until resumed.
class KeychainPause
{
public:
    KeychainPause() = default;
    KeychainPause(const KeychainPause &) = delete;
    KeychainPause &operator=(const KeychainPause &) = delete;
    ~KeychainPause() { resume(); }

    bool stop()
    {
        const auto pid = QDBusConnection::sessionBus().interface()->servicePid(
            QStringLiteral("org.freedesktop.secrets"));
        if (!pid.isValid() || pid.value() == 0)
            return false;
        m_pid = pid_t(pid.value());
        return ::kill(m_pid, SIGSTOP) == 0;
    }
    void resume()
    {
        if (m_pid > 0)
            ::kill(std::exchange(m_pid, 0), SIGCONT);
    }

private:
    pid_t m_pid = 0;
};

} // namespace

using paneltest::keychainValue;

class TestPanelKeptBeforeKeychain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedPasswordGoesBackToTheOneJustAccepted();
};

void TestPanelKeptBeforeKeychain::refusedPasswordGoesBackToTheOneJustAccepted()
{
    PANEL_REQUIRE_TEST_SESSION();
    const QString password = QStringLiteral("just-Accepted-Pw-71");
    const QString guess = QStringLiteral("typo-guess-Pw-72");
    icmock::MockOptions mo;
    mo.port = 0;
    mo.password = password;
    icmock::MockGame game(mo);
    QVERIFY(game.start());

    Panel::Options options;
    options.initialBackoffMs = 100;
    options.maxBackoffMs = 500;
    Panel panel(options);
    QSignalSpy needed(&panel, &Panel::passwordNeeded);
    QVERIFY(panel.connectUrl(QUrl(game.url()), QStringLiteral("Kept Before Keychain")));
    const QString profile = panel.currentProfile().name;
    // Nothing stored: the keychain has answered (so its service runs) and the game asks.
    QTRY_VERIFY_WITH_TIMEOUT(!needed.isEmpty(), 10000);

    KeychainPause pause;
    QVERIFY(pause.stop());
    panel.connectWithPassword(profile, password, true);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    // The keychain has not stored it (it is held still), and a new password is typed.
    QSignalSpy restored(&panel, &Panel::keptPasswordRestored);
    QSignalSpy statuses(&panel, &Panel::statusChanged);
    panel.connectWithPassword(profile, guess, true);
    QVERIFY(restored.wait(10000));
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    QVERIFY(!panel.passwordRefused());
    for (const QList<QVariant> &change : std::as_const(statuses))
        QVERIFY(change.at(0).value<Panel::Status>() != Panel::Status::Refused);

    // Once the keychain runs again it holds the accepted password, never the guess.
    pause.resume();
    QTRY_COMPARE_WITH_TIMEOUT(keychainValue(panel, profile), password, 30000);
}

PANEL_TEST_MAIN(TestPanelKeptBeforeKeychain)

#include "TestPanelKeptBeforeKeychain.moc"
