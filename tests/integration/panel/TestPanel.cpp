// The Panel without a window, end to end: the embedded demo game, the real keychain, the real
// ICRP client. Connections table, kick, live subscriptions, both password resets, and that no
// password ever reaches a file or a log line.

#include "PanelKeychain.h"
#include "PanelTestSupport.h"
#include "ResultCheck.h"

#include "PanelProbe.h"
#include "panel/ConnectionsModel.h"
#include "panel/ConnectorHost.h"
#include "panel/GameAddress.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/ProfileStore.h"
#include "panel/SubscriptionsModel.h"
#include "panel/demo/ConnectorDemoPeers.h"
#include "panel/demo/MockDemoGame.h"
#include "secrets/SecretStore.h"

#include "icrp/client/IcrpClient.h"
#include "mock/MockGame.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>
#include <optional>

using icpanel::Panel;
using icrp::IcrpClient;

namespace {

Panel::Options fastOptions()
{
    Panel::Options o;
    o.keychainRetryDelayMs = 200;
    o.pingIntervalMs = 200;
    o.connectionsRefreshMs = 200;
    o.initialBackoffMs = 100;
    o.maxBackoffMs = 500;
    o.configResetRetryMs = 100;
    o.configResetTimeoutMs = 15000;
    o.demoGame = icpanel::MockDemoGame::factory();
    return o;
}

/// The simulated match behind panel.startDemo().
icmock::MockGame *demoMatch(const Panel &panel)
{
    return static_cast<icpanel::MockDemoGame *>(panel.demoGame())->game();
}

std::unique_ptr<IcrpClient> makeClient(const QString &url, const QString &password,
                                       icrp::Tier tier = icrp::Tier::Observer,
                                       const QString &name = QStringLiteral("second-client"))
{
    auto client = std::make_unique<IcrpClient>();
    IcrpClient::Options o;
    o.url = QUrl(url);
    o.password = password;
    o.tier = tier;
    o.clientName = name;
    o.clientVersion = QStringLiteral("9.9");
    o.autoReconnect = false;
    client->setOptions(o);
    return client;
}

QString readPassword(Panel &panel)
{
    std::optional<QString> out;
    panel.readPassword(
        [&](const ic::Result<QString> &password) { out = password.valueOr(QString()); });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, 10000))
        return {};
    return *out;
}

} // namespace

using paneltest::keychainValue;

class TestPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void demoConnectsAsAdminAndSeesItsOwnSession();
    void kickSecondClient();
    void subscriptionSwitchesOffLive();
    void subscriptionRefusedCarriesItsError();
    void resetWhileConnectedAsAdmin();
    void resetThroughConfigFileWhenPasswordIsLost();
    void statusWaitsForUserAfterSessionInvalidated();
    void reconnectsAfterGameShutdownAndProfilesKeepNoSecret();
    void refusedNewPasswordGoesBackToTheKeptOne();
    void noPasswordInFilesOrLogs();
    void refusesABadAddress();
    void demoGameIsNotLeftInTheSavedGames();

private:
    QStringList m_passwords; // every password seen, for the final check
};

void TestPanel::initTestCase()
{
    paneltest::captureLogs();
    QLoggingCategory::setFilterRules(QStringLiteral("icpanel.*.debug=true\nicrp.*.debug=true"));
}

void TestPanel::demoConnectsAsAdminAndSeesItsOwnSession()
{
    PANEL_REQUIRE_TEST_SESSION();
    Panel panel(fastOptions());
    QSignalSpy statuses(&panel, &Panel::statusChanged);
    const auto started = panel.startDemo();
    QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
    QVERIFY(panel.isDemo());
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    QCOMPARE(panel.statusText(), QStringLiteral("Connected as admin"));
    QCOMPARE(panel.grantedTier(), QStringLiteral("admin"));
    QCOMPARE(panel.icrpVersion(), QStringLiteral("1.0"));
    QVERIFY(panel.serverName().startsWith(QStringLiteral("ic-remote-mock")));
    QStringList texts;
    for (const auto &args : statuses)
        texts << args.at(1).toString();
    QVERIFY2(texts.contains(QStringLiteral("Connecting…")), qPrintable(texts.join(u'|')));
    QVERIFY2(texts.contains(QStringLiteral("Authenticating…")), qPrintable(texts.join(u'|')));

    // Round-trip time and game clock from ic/match.info.
    QTRY_VERIFY_WITH_TIMEOUT(panel.roundTripMs() >= 0, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(panel.gameTicks() >= 0, 5000);
    QVERIFY(panel.gameClockText().contains(u':'));
    QVERIFY(panel.matchState() != icmatch::MatchInfo::State::Unknown);

    // The profile is saved without its password; the password is in the keychain.
    const auto profile = panel.profiles()->profile(QStringLiteral("Demo"));
    QVERIFY(profile.has_value());
    QCOMPARE(profile->tier, icrp::Tier::Admin);
    QCOMPARE(profile->url.toString(), panel.demoGame()->url());
    const QString password = keychainValue(panel, QStringLiteral("Demo"));
    QCOMPARE(password.size(), 24);
    QCOMPARE(readPassword(panel), password);
    m_passwords << password;
    QVERIFY(!icpanel::PanelProbe::secrets(panel)->isSessionOnly());

    // Its own session in the connections table.
    icpanel::ConnectionsModel *connections = panel.connections();
    const QString own = connections->ownSessionId();
    QVERIFY(!own.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(connections->rowOfSession(own) >= 0, 5000);
    const int row = connections->rowOfSession(own);
    const QModelIndex client = connections->index(row, icpanel::ConnectionsModel::ClientColumn);
    QVERIFY(client.data(icpanel::ConnectionsModel::OwnSessionRole).toBool());
    QVERIFY(client.data().toString().startsWith(QStringLiteral("IC Control Panel")));
    QCOMPARE(connections->index(row, icpanel::ConnectionsModel::TierColumn).data().toString(),
             QStringLiteral("admin"));
    QCOMPARE(connections->index(row, icpanel::ConnectionsModel::AddressColumn).data().toString(),
             QStringLiteral("127.0.0.1"));
    QTRY_VERIFY_WITH_TIMEOUT(
        connections
                ->index(connections->rowOfSession(own), icpanel::ConnectionsModel::MessagesInColumn)
                .data()
                .toLongLong() > 1,
        5000);

    // Connect info: no password unless asked for.
    const icpanel::ConnectInfo info = panel.connectInfo();
    QCOMPARE(info.port, panel.demoGame()->port());
    // One format with and without the password; the address is this computer only.
    QCOMPARE(info.uri, QStringLiteral("ws://127.0.0.1:%1/").arg(info.port));
    QVERIFY(info.loopback);
    QVERIFY(info.password.isEmpty());
    std::optional<icpanel::ConnectInfo> withPassword;
    panel.connectInfoWithPassword([&](const icpanel::ConnectInfo &i) { withPassword = i; });
    QTRY_VERIFY(withPassword.has_value());
    QCOMPARE(withPassword->password, password);
    QCOMPARE(withPassword->uri,
             QStringLiteral("ws://127.0.0.1:%1/#%2").arg(info.port).arg(password));
}

void TestPanel::kickSecondClient()
{
    PANEL_REQUIRE_TEST_SESSION();
    Panel panel(fastOptions());
    QVERIFY(panel.startDemo());
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    const QString password = readPassword(panel);
    m_passwords << password;

    auto second = makeClient(panel.demoGame()->url(), password);
    second->open();
    QTRY_COMPARE_WITH_TIMEOUT(second->state(), IcrpClient::State::Connected, 10000);
    const QString secondId = second->welcome().value(QStringLiteral("sessionId")).toString();
    icpanel::ConnectionsModel *connections = panel.connections();
    QTRY_VERIFY_WITH_TIMEOUT(connections->rowOfSession(secondId) >= 0, 5000);
    const int row = connections->rowOfSession(secondId);
    // The name in the cell; its version and session id in the tooltip.
    QCOMPARE(connections->index(row, 0).data().toString(), QStringLiteral("second-client"));
    QVERIFY(connections->index(row, 0).data(Qt::ToolTipRole).toString().contains(u"9.9"));
    QVERIFY(!connections->index(row, 0).data(icpanel::ConnectionsModel::OwnSessionRole).toBool());
    QCOMPARE(connections->index(row, icpanel::ConnectionsModel::TierColumn).data().toString(),
             QStringLiteral("observer"));

    QSignalSpy kicked(connections, &icpanel::ConnectionsModel::kickFinished);
    // The outcome also travels through a queued connection (its type is known to QMetaType).
    QStringList queued;
    connect(
        connections, &icpanel::ConnectionsModel::kickFinished, this,
        [&](const QString &, const ic::Result<QString> &outcome) {
            queued << (outcome ? *outcome : outcome.error().code);
        },
        Qt::QueuedConnection);
    std::optional<bool> ok;
    QString said;
    connections->kick(secondId, [&](const ic::Result<QString> &done) {
        ok = done.ok();
        said = done ? *done : done.error().message;
    });
    QTRY_VERIFY(ok.has_value());
    QVERIFY2(*ok, qPrintable(said));
    QCOMPARE(kicked.size(), 1);
    QCOMPARE(kicked.constFirst().at(0).toString(), secondId);
    const ic::Result<QString> &kickedOutcome =
        ictest::signalResult<QString>(kicked.constFirst().at(1));
    IC_VERIFY_OK(kickedOutcome);
    QCOMPARE(*kickedOutcome, QStringLiteral("Kicked second-client."));
    QTRY_COMPARE(queued, QStringList{*kickedOutcome});
    QTRY_COMPARE_WITH_TIMEOUT(second->state(), IcrpClient::State::Disconnected, 5000);
    QCOMPARE(second->lastFailure(), IcrpClient::Failure::SessionInvalidated);
    QTRY_VERIFY_WITH_TIMEOUT(connections->rowOfSession(secondId) < 0, 5000);
    // The panel itself stays connected.
    QCOMPARE(panel.status(), Panel::Status::Connected);

    // An unknown session is an error with a message, not a crash.
    std::optional<QString> message;
    QString code;
    connections->kick(QStringLiteral("nope"), [&](const ic::Result<QString> &done) {
        QVERIFY(!done);
        code = done.error().code;
        message = done.error().message;
    });
    QTRY_VERIFY(message.has_value());
    QCOMPARE(code, QStringLiteral("connections.kick_refused"));
    QVERIFY(message->contains(QStringLiteral("nope")));
    // The signal carries the same error.
    QCOMPARE(kicked.size(), 2);
    const ic::Result<QString> &refused = ictest::signalResult<QString>(kicked.constLast().at(1));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, code);
    QCOMPARE(refused.error().message, *message);
    QTRY_COMPARE(queued.size(), 2);
    QCOMPARE(queued.constLast(), code);
}

void TestPanel::subscriptionSwitchesOffLive()
{
    PANEL_REQUIRE_TEST_SESSION();
    Panel::Options options = fastOptions();
    options.initialSubscriptions = {QStringLiteral("sim_state"), QStringLiteral("telemetry")};
    Panel panel(options);
    QVERIFY(panel.startDemo());
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    m_passwords << readPassword(panel);
    icpanel::SubscriptionsModel *subs = panel.subscriptions();
    QVERIFY(subs->isSubscribed(QStringLiteral("sim_state")));
    QVERIFY(subs->isSubscribed(QStringLiteral("telemetry")));
    QVERIFY(!subs->isSubscribed(QStringLiteral("combat")));
    QTRY_VERIFY_WITH_TIMEOUT(subs->eventCount(QStringLiteral("sim_state")) > 0, 5000);

    // Switch sim_state off through the model, as a checkbox would.
    QSignalSpy switched(subs, &icpanel::SubscriptionsModel::switched);
    const int row = int(subs->categories().indexOf(QStringLiteral("sim_state")));
    QVERIFY(subs->setData(subs->index(row), Qt::Unchecked, Qt::CheckStateRole));
    QTRY_COMPARE_WITH_TIMEOUT(switched.size(), 1, 5000);
    IC_VERIFY_OK(ictest::signalResult<void>(switched.at(0).at(2)));
    QVERIFY(!subs->isSubscribed(QStringLiteral("sim_state")));
    QCOMPARE(subs->index(row).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));

    // Events sent after the answer: telemetry keeps coming, sim_state does not.
    const qint64 simStateAfterOff = subs->eventCount(QStringLiteral("sim_state"));
    const qint64 telemetryBefore = subs->eventCount(QStringLiteral("telemetry"));
    demoMatch(panel)->advance(45);
    QTRY_VERIFY_WITH_TIMEOUT(subs->eventCount(QStringLiteral("telemetry")) > telemetryBefore, 5000);
    QCOMPARE(subs->eventCount(QStringLiteral("sim_state")), simStateAfterOff);

    // The game's table agrees.
    const QString own = panel.connections()->ownSessionId();
    panel.connections()->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(panel.connections()->rowOfSession(own) >= 0 &&
                                 !panel.connections()
                                      ->sessions()
                                      .at(panel.connections()->rowOfSession(own))
                                      .subscriptions.contains(QStringLiteral("sim_state")),
                             5000);

    // And on again.
    QVERIFY(subs->setSubscribed(QStringLiteral("sim_state"), true));
    QTRY_COMPARE_WITH_TIMEOUT(switched.size(), 2, 5000);
    QVERIFY(subs->isSubscribed(QStringLiteral("sim_state")));
    QTRY_VERIFY_WITH_TIMEOUT(subs->eventCount(QStringLiteral("sim_state")) > simStateAfterOff,
                             5000);
}

// An observer may not see telemetry: the switch's outcome is an error with the model's message.
void TestPanel::subscriptionRefusedCarriesItsError()
{
    PANEL_REQUIRE_TEST_SESSION();
    Panel panel(fastOptions());
    QVERIFY(panel.startDemo());
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    const QString password = readPassword(panel);
    m_passwords << password;
    auto observer = makeClient(panel.demoGame()->url(), password);
    icpanel::SubscriptionsModel subs(observer.get());
    QSignalSpy switched(&subs, &icpanel::SubscriptionsModel::switched);
    const QString telemetry = QStringLiteral("telemetry");

    // Not connected: kept for the next identify, a success.
    QVERIFY(subs.setSubscribed(telemetry, true));
    QCOMPARE(switched.size(), 1);
    IC_VERIFY_OK(ictest::signalResult<void>(switched.constLast().at(2)));
    QVERIFY(subs.setSubscribed(telemetry, false));
    QCOMPARE(switched.size(), 2);

    observer->open();
    QTRY_COMPARE_WITH_TIMEOUT(observer->state(), IcrpClient::State::Connected, 10000);
    QVERIFY(subs.setSubscribed(telemetry, true));
    QTRY_COMPARE_WITH_TIMEOUT(switched.size(), 3, 5000);
    QCOMPARE(switched.constLast().at(0).toString(), telemetry);
    QCOMPARE(switched.constLast().at(1).toBool(), true);
    const ic::Result<void> &refused = ictest::signalResult<void>(switched.constLast().at(2));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, QStringLiteral("subscriptions.refused"));
    QCOMPARE(refused.error().message, subs.lastError());
    QVERIFY2(
        refused.error().message.startsWith(QStringLiteral("Could not subscribe to telemetry: ")),
        qPrintable(refused.error().message));
    QVERIFY(!subs.isSubscribed(telemetry));
    observer->close();
}

void TestPanel::resetWhileConnectedAsAdmin()
{
    PANEL_REQUIRE_TEST_SESSION();
    Panel panel(fastOptions());
    QVERIFY(panel.startDemo());
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    const QString oldPassword = readPassword(panel);
    m_passwords << oldPassword;
    auto other = makeClient(panel.demoGame()->url(), oldPassword);
    other->open();
    QTRY_COMPARE_WITH_TIMEOUT(other->state(), IcrpClient::State::Connected, 10000);

    QCOMPARE(panel.suggestedResetMode(), Panel::ResetMode::Online);
    const QString description = panel.resetDescription(Panel::ResetMode::Online);
    QVERIFY(description.contains(QStringLiteral("end every other connection")));
    QVERIFY(description.contains(QStringLiteral("keychain")));

    QSignalSpy finished(&panel, &Panel::resetFinished);
    std::optional<bool> ok;
    panel.resetPasswordOnline([&](const ic::Result<QString> &done) { ok = done.ok(); });
    QVERIFY(panel.isResetting());
    QTRY_VERIFY_WITH_TIMEOUT(ok.has_value(), 10000);
    QVERIFY(*ok);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.constFirst().at(0).value<Panel::ResetMode>(), Panel::ResetMode::Online);
    IC_VERIFY_OK(ictest::signalResult<QString>(finished.constFirst().at(1)));
    QVERIFY(!panel.isResetting());

    const QString newPassword = keychainValue(panel, QStringLiteral("Demo"));
    m_passwords << newPassword;
    QCOMPARE(newPassword.size(), 24);
    QVERIFY(newPassword != oldPassword);

    // The other client was sent away; the panel is back with the new password.
    QTRY_COMPARE_WITH_TIMEOUT(other->lastFailure(), IcrpClient::Failure::SessionInvalidated, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    QCOMPARE(panel.statusText(), QStringLiteral("Connected as admin"));

    auto withOld = makeClient(panel.demoGame()->url(), oldPassword);
    withOld->open();
    QTRY_COMPARE_WITH_TIMEOUT(withOld->state(), IcrpClient::State::Disconnected, 10000);
    QCOMPARE(withOld->lastFailure(), IcrpClient::Failure::WrongPassword);
    auto withNew = makeClient(panel.demoGame()->url(), newPassword);
    withNew->open();
    QTRY_COMPARE_WITH_TIMEOUT(withNew->state(), IcrpClient::State::Connected, 10000);
}

void TestPanel::resetThroughConfigFileWhenPasswordIsLost()
{
    PANEL_REQUIRE_TEST_SESSION();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString configPath = dir.filePath(QStringLiteral("config.toml"));
    const QString lostPassword = QStringLiteral("forgotten-Pw-77");
    m_passwords << lostPassword;
    {
        QFile f(configPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# The game's settings\n[remote]\n# keep this local\nenabled = true\n"
                "password = \"forgotten-Pw-77\"  # set by the admin\nmax_connections = 8\n");
    }
    icmock::MockOptions mo;
    mo.port = 0;
    mo.configPath = configPath;
    mo.configDebounceMs = 50;
    icmock::MockGame game(mo);
    IC_VERIFY_OK(game.start());

    Panel panel(fastOptions());
    QSignalSpy needed(&panel, &Panel::passwordNeeded);
    const QString profile = QStringLiteral("Lost");
    QVERIFY(panel.connectUrl(QUrl(game.url()), profile));
    QTRY_COMPARE_WITH_TIMEOUT(needed.size(), 1, 10000); // nothing in the keychain
    panel.connectWithPassword(profile, QStringLiteral("a-wrong-guess"), false);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Refused, 10000);
    QVERIFY2(panel.statusText().startsWith(QStringLiteral("Refused: ")),
             qPrintable(panel.statusText()));
    QCOMPARE(panel.suggestedResetMode(), Panel::ResetMode::ConfigFile);
    const QString description = panel.resetDescription(Panel::ResetMode::ConfigFile, configPath);
    QVERIFY(description.contains(configPath));
    // In plain words: what changes, not where in the file.
    QVERIFY(!description.contains(QStringLiteral("[remote]")));
    QVERIFY(description.contains(QStringLiteral("nothing else in the file changes")));

    std::optional<bool> ok;
    QString message;
    panel.resetPasswordInConfig(configPath, [&](const ic::Result<QString> &done) {
        ok = done.ok();
        message = done ? *done : done.error().message;
    });
    // Done once the file and the keychain have it; then the panel connects with it.
    QSignalSpy applied(&panel, &Panel::resetApplied);
    QTRY_VERIFY_WITH_TIMEOUT(ok.has_value(), 20000);
    QVERIFY2(*ok, qPrintable(message));
    QVERIFY(!panel.isResetting());
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 20000);
    QTRY_COMPARE(applied.size(), 1);
    IC_VERIFY_OK(ictest::signalResult<QString>(applied.constFirst().at(0)));
    QCOMPARE(*ictest::signalResult<QString>(applied.constFirst().at(0)),
             QStringLiteral("The game took the new password; connected again."));

    const QString newPassword = keychainValue(panel, profile);
    m_passwords << newPassword;
    QCOMPARE(newPassword.size(), 24);
    QFile f(configPath);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QVERIFY2(text.contains(QStringLiteral("password = \"%1\"").arg(newPassword)), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("# keep this local")));
    QVERIFY(text.contains(QStringLiteral("max_connections = 8")));
    QVERIFY(!text.contains(lostPassword));

    // A missing file is refused with a message, and nothing changes.
    std::optional<ic::Error> refused;
    panel.resetPasswordInConfig(dir.filePath(QStringLiteral("nope.toml")),
                                [&](const ic::Result<QString> &done) {
                                    QVERIFY(!done);
                                    refused = done.error();
                                });
    QTRY_VERIFY(refused.has_value());
    QCOMPARE(refused->code, QStringLiteral("reset.not_a_file"));
    QVERIFY(refused->message.contains(QStringLiteral("nope.toml")));
    QCOMPARE(keychainValue(panel, profile), newPassword);
    panel.disconnectFromGame();
    QCOMPARE(panel.status(), Panel::Status::Disconnected);
}

void TestPanel::statusWaitsForUserAfterSessionInvalidated()
{
    PANEL_REQUIRE_TEST_SESSION();
    Panel panel(fastOptions());
    QVERIFY(panel.startDemo());
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    m_passwords << readPassword(panel);
    // The panel kicks itself: close 4011.
    panel.connections()->kick(panel.connections()->ownSessionId());
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::WaitingForUser, 10000);
    QVERIFY(panel.statusText().contains(QStringLiteral("Reconnect when ready")));
    QCOMPARE(icpanel::PanelProbe::client(panel)->state(), IcrpClient::State::Disconnected);
    panel.reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
}

void TestPanel::reconnectsAfterGameShutdownAndProfilesKeepNoSecret()
{
    PANEL_REQUIRE_TEST_SESSION();
    const QString password = QStringLiteral("shutdown-Pw-31");
    m_passwords << password;
    icmock::MockOptions mo;
    mo.port = 0;
    mo.password = password;
    auto game = std::make_unique<icmock::MockGame>(mo);
    QVERIFY(game->start());

    Panel panel(fastOptions());
    QSignalSpy notices(&panel, &Panel::notice);
    QVERIFY(panel.connectUrl(QUrl(game->url())));
    const QString profile = QStringLiteral("127.0.0.1:%1").arg(game->port());
    QCOMPARE(panel.currentProfile().name, profile);
    panel.connectWithPassword(profile, password, true);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    QCOMPARE(notices.size(), 1);
    QCOMPARE(notices.at(0).at(0).value<Panel::Notice>(), Panel::Notice::Connected);

    // The game goes away (close 4012): the panel says when it will try again.
    game->stop();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Reconnecting, 10000);
    QVERIFY2(panel.statusText().startsWith(QStringLiteral("Reconnecting in ")),
             qPrintable(panel.statusText()));
    QVERIFY(panel.statusText().endsWith(QStringLiteral(" s")));
    QTRY_VERIFY(notices.size() >= 2);
    QCOMPARE(notices.at(1).at(0).value<Panel::Notice>(), Panel::Notice::Disconnected);
    QCOMPARE(panel.roundTripMs(), -1);
    panel.disconnectFromGame();
    QCOMPARE(panel.status(), Panel::Status::Disconnected);

    // A second panel (a new start) finds the profile and its password again.
    Panel again(fastOptions());
    const auto saved = again.profiles()->profile(profile);
    QVERIFY(saved.has_value());
    QCOMPARE(saved->url, QUrl(game->url()));
    QVERIFY(again.connectProfile(profile));
    QCOMPARE(keychainValue(again, profile), password);
}

// Issue 26, fifth newcomer (s4-06…s4-12): a refused new password cost the working connection.
void TestPanel::refusedNewPasswordGoesBackToTheKeptOne()
{
    PANEL_REQUIRE_TEST_SESSION();
    const QString password = QStringLiteral("kept-Pw-58");
    const QString guess = QStringLiteral("new-guess-Pw-59");
    m_passwords << password << guess;
    icmock::MockOptions mo;
    mo.port = 0;
    mo.password = password;
    icmock::MockGame game(mo);
    QVERIFY(game.start());

    Panel panel(fastOptions());
    QVERIFY(panel.connectUrl(QUrl(game.url()), QStringLiteral("Kept Password Game")));
    const QString profile = panel.currentProfile().name;
    panel.connectWithPassword(profile, password, true);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    QTRY_COMPARE(keychainValue(panel, profile), password);

    QSignalSpy restored(&panel, &Panel::keptPasswordRestored);
    QSignalSpy statuses(&panel, &Panel::statusChanged);
    panel.connectWithPassword(profile, guess, true);
    QVERIFY(panel.passwordPending());
    QVERIFY(restored.wait(10000));
    QCOMPARE(restored.constFirst().at(0).toString(), profile);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    QVERIFY(!panel.passwordRefused());
    QVERIFY(!panel.passwordPending());
    for (const QList<QVariant> &change : std::as_const(statuses))
        QVERIFY(change.at(0).value<Panel::Status>() != Panel::Status::Refused);
    QCOMPARE(keychainValue(panel, profile), password);
}

void TestPanel::noPasswordInFilesOrLogs()
{
    PANEL_REQUIRE_TEST_SESSION();
    QVERIFY(m_passwords.size() >= 6);
    const QStringList lines = paneltest::logLines();
    QVERIFY(lines.size() > 20); // the capture works
    // The settings file exists (profiles were saved) but holds no secret.
    QVERIFY(
        !paneltest::filesContaining(paneltest::panelFolders(), QStringLiteral("Kept Password Game"))
             .isEmpty());
    for (const QString &password : std::as_const(m_passwords)) {
        QVERIFY(!password.isEmpty());
        const QStringList files = paneltest::filesContaining(paneltest::panelFolders(), password);
        QVERIFY2(files.isEmpty(), qPrintable(files.join(u' ')));
        for (const QString &line : lines)
            QVERIFY2(!line.contains(password), qPrintable(line));
    }
}

// Issue 26, sixth newcomer (s1-47, s1-52): "htp//bad host:99999" became ws://htp//bad
// host:99999, was saved, and was retried for ever. Panel and ProfileStore refuse it themselves.
void TestPanel::refusesABadAddress()
{
    Panel panel(fastOptions());
    const Panel::Status idle = panel.status();
    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("Bad Address");
    profile.url = QUrl(QStringLiteral("ws://htp//bad host:99999"));
    QVERIFY(profile.url.isValid()); // QUrl takes it: host "htp", the rest a path
    const auto connected = panel.connectTo(profile, QStringLiteral("bad-Addr-Secret-1"), false);
    QVERIFY(!connected);
    QCOMPARE(connected.error().code, QStringLiteral("profile.url"));
    QVERIFY2(connected.error().message.contains(QLatin1String("cannot contain spaces")),
             qPrintable(connected.error().message));
    QVERIFY(!panel.profiles()->contains(profile.name));
    QCOMPARE(panel.status(), idle); // not trying to connect

    // The store refuses on its own, naming what is wrong.
    profile.url = QUrl(QStringLiteral("ws://example.org:0/"));
    const auto portZero = panel.profiles()->save(profile);
    QVERIFY(!portZero);
    QCOMPARE(portZero.error().code, QStringLiteral("profile.url"));
    QCOMPARE(portZero.error().message, QStringLiteral("The port must be 1 to 65535."));
    profile.url = QUrl(QStringLiteral("ws://bad_-.-host:19710/"));
    QVERIFY(!panel.profiles()->save(profile));
    QVERIFY(!panel.profiles()->contains(profile.name));

    // What the dialog parses: every problem at once.
    const auto typed = icpanel::GameAddress::parse(QStringLiteral("htp//bad host:99999"));
    QVERIFY(!typed);
    const QString message = typed.error().message;
    QVERIFY2(message.contains(QLatin1String("not \"htp//\"")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("A host name cannot contain spaces.")),
             qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("The port must be 1 to 65535.")), qPrintable(message));
    QCOMPARE(icpanel::GameAddress::parse(QStringLiteral("127.0.0.1:197x3")).error().message,
             QStringLiteral("The port must be a number from 1 to 65535; \"197x3\" is not."));
    QCOMPARE(icpanel::GameAddress::parse(QStringLiteral("127.0.0.1:+19710")).error().message,
             QStringLiteral("The port must be a number from 1 to 65535; \"+19710\" is not."));
    QCOMPARE(icpanel::GameAddress::parse(QStringLiteral("127.0.0.1:19710")).valueOr(QUrl()),
             QUrl(QStringLiteral("ws://127.0.0.1:19710/")));
    QCOMPARE(icpanel::GameAddress::parse(QStringLiteral("WSS://[::1]:19710/game")).valueOr(QUrl()),
             QUrl(QStringLiteral("wss://[::1]:19710/game")));
    // Without a port: the game's own, not HTTP's.
    QCOMPARE(icpanel::GameAddress::parse(QStringLiteral("tournament-pc")).valueOr(QUrl()),
             QUrl(QStringLiteral("ws://tournament-pc:19710/")));
    QVERIFY(!icpanel::GameAddress::parse(QStringLiteral("localhost:")));
    QVERIFY(!icpanel::GameAddress::parse(QStringLiteral("999.1.1.1:19710")));
}

// Nineteenth newcomer: after the demo, a normal start showed "Game: Demo" (the demo's game, on
// a port of that run) while the Game card said no game was chosen.
void TestPanel::demoGameIsNotLeftInTheSavedGames()
{
    PANEL_REQUIRE_TEST_SESSION();
    const QString settings = QDir::temp().filePath(
        QStringLiteral("TestPanel-demo-left-%1.ini").arg(QCoreApplication::applicationPid()));
    QFile::remove(settings);
    Panel::Options options = fastOptions();
    options.settingsFile = settings;
    options.demoPeers = icpanel::ConnectorDemoPeers::factory();
    {
        // A leftover of a panel that still saved the demo's game.
        Panel before(options);
        icpanel::ConnectionProfile old;
        old.name = QStringLiteral("Demo");
        old.url = QUrl(QStringLiteral("ws://127.0.0.1:34961/"));
        QVERIFY(before.profiles()->save(old));
        before.profiles()->setLastUsed(old.name);
    }
    {
        Panel demo(options);
        QVERIFY(demo.startDemo());
        QCOMPARE(demo.profiles()->names(), QStringList{QStringLiteral("Demo")});
        QCOMPARE(demo.profiles()->profile(QStringLiteral("Demo"))->url.toString(),
                 demo.demoGame()->url());
        QTRY_COMPARE_WITH_TIMEOUT(demo.status(), Panel::Status::Connected, 10000);
        // The other games' demo peers too (twenty-first newcomer: the demo's PigeonPea stayed).
        QVERIFY(demo.connectors()->profiles().profile(QStringLiteral("Demo PigeonPea")));
    }
    Panel next(options);
    QVERIFY(next.profiles()->names().isEmpty());
    QVERIFY(next.connectors()->profiles().profiles().isEmpty());
    QVERIFY(next.profiles()->lastUsed().isEmpty());
    QVERIFY(next.currentProfile().name.isEmpty());
    QFile::remove(settings);
}

PANEL_TEST_MAIN(TestPanel)
#include "TestPanel.moc"
