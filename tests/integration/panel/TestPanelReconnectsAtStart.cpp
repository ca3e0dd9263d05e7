// A game the panel was connected to is connected to again when the panel starts, as KeePassXC
// opens the last database (twenty-eighth newcomer: a restarted panel said "No game chosen yet"
// with the game saved and its password in the keychain). HeadlessRunner::startConnection, what
// ic-panel's main calls when no --demo, --connect or --profile is given, connects to the last
// game used, its password from the keychain, unless Settings' "Connect when the panel starts"
// is off for it. Against ic-remote-mock, the real keychain.

#include "PanelKeychain.h"
#include "PanelTestSupport.h"

#include "mock/MockGame.h"
#include "mock/MockOptions.h"
#include "panel/HeadlessRunner.h"
#include "panel/Panel.h"
#include "panel/PanelCommandLine.h"
#include "panel/ProfileStore.h"

#include <QTemporaryDir>
#include <QtTest>
#include <memory>

using icpanel::Panel;

class TestPanelReconnectsAtStart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void theLastGameIsConnectedAgain();
    void notWhenSwitchedOffInSettings();

private:
    Panel::Options options() const;
    /// Connects a first panel to the game as the Connect dialog does (the password kept in the
    /// keychain), with "Connect when the panel starts" as `autoConnect`, and quits it.
    void connectOnceAndQuit(bool autoConnect);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icmock::MockGame> m_game;
    QString m_password;
    QString m_name;
};

void TestPanelReconnectsAtStart::init()
{
    PANEL_REQUIRE_TEST_SESSION();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    // A name and password of this test function alone: the keychain is the session's.
    m_name = QStringLiteral("Cup Game %1").arg(QLatin1String(QTest::currentTestFunction()));
    m_password = QStringLiteral("start-Pw-%1").arg(QLatin1String(QTest::currentTestFunction()));
    icmock::MockOptions mo;
    mo.port = 0;
    mo.password = m_password;
    m_game = std::make_unique<icmock::MockGame>(mo);
    QVERIFY(m_game->start());
}

Panel::Options TestPanelReconnectsAtStart::options() const
{
    Panel::Options o;
    o.settingsFile = m_dir->filePath(QStringLiteral("panel.ini"));
    o.keychainRetryDelayMs = 200;
    o.initialBackoffMs = 100;
    o.maxBackoffMs = 500;
    return o;
}

void TestPanelReconnectsAtStart::connectOnceAndQuit(bool autoConnect)
{
    Panel first(options());
    icpanel::ConnectionProfile profile;
    profile.name = m_name;
    profile.url = QUrl(m_game->url());
    profile.autoConnect = autoConnect;
    QVERIFY(first.connectTo(profile, m_password, true));
    QTRY_COMPARE_WITH_TIMEOUT(first.status(), Panel::Status::Connected, 10000);
    QCOMPARE(paneltest::keychainValue(first, m_name), m_password);
    QCOMPARE(first.profiles()->lastUsed(), m_name);
}

void TestPanelReconnectsAtStart::theLastGameIsConnectedAgain()
{
    // A game added as the Connect dialog adds one: nothing changed in Settings.
    connectOnceAndQuit(icpanel::ConnectionProfile{}.autoConnect);

    Panel again(options());
    QCOMPARE(again.status(), Panel::Status::Idle);
    QVERIFY(icpanel::HeadlessRunner::startConnection(again, icpanel::PanelCommandLine{}));
    QCOMPARE(again.currentProfile().name, m_name);
    QTRY_COMPARE_WITH_TIMEOUT(again.status(), Panel::Status::Connected, 10000);
}

void TestPanelReconnectsAtStart::notWhenSwitchedOffInSettings()
{
    connectOnceAndQuit(false);

    Panel again(options());
    QVERIFY(icpanel::HeadlessRunner::startConnection(again, icpanel::PanelCommandLine{}));
    // Nothing is tried: no game chosen, the saved one still there to choose.
    QVERIFY(again.currentProfile().name.isEmpty());
    QCOMPARE(again.status(), Panel::Status::Idle);
    QVERIFY(again.profiles()->profile(m_name).has_value());
}

PANEL_TEST_MAIN(TestPanelReconnectsAtStart)
#include "TestPanelReconnectsAtStart.moc"
