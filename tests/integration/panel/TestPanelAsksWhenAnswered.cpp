// A game without a stored password: the panel asks for one only once a game answers at its
// address (a mistyped port is "Nothing answers", retried, never a password prompt), and the
// match shown is always the game's in use, or none while it has not answered.
//
// Real sockets on port 0, ic-remote-mock's MockGame, a session-only keychain (nothing stored),
// the panel's settings in a temporary folder.

#include "ResultCheck.h"

#include "icrp/client/IcrpClient.h"
#include "match/MatchModel.h"
#include "mock/MockGame.h"
#include "panel/Panel.h"
#include "panel/ProfileStore.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

using icpanel::Panel;
using icrp::IcrpClient;

class TestPanelAsksWhenAnswered : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void nothingAnsweringIsNotAskedForAPassword();
    void aGameWithoutAPasswordConnectsWithoutAsking();
    void theEnvironmentsPasswordIsUsedWithoutAsking();
    void anotherGamesMatchIsNotShown();
    void aChosenGameIsConnectingAtOnce();

private:
    std::unique_ptr<Panel> makePanel();
    /// A port nothing listens on (a server bound on port 0, then closed).
    static quint16 closedPort();
    /// Saves a profile `name` for ws://127.0.0.1:`port`/ as admin.
    bool saveProfile(const QString &name, quint16 port);
    /// A game with `password` (empty: none) on `port` (0: a free one).
    static std::unique_ptr<icmock::MockGame> startGame(const QString &password, quint16 port = 0);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Panel> m_panel;
};

void TestPanelAsksWhenAnswered::init()
{
    qunsetenv("ICRP_PASSWORD");
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_panel = makePanel();
}

void TestPanelAsksWhenAnswered::cleanup()
{
    m_panel.reset();
    m_dir.reset();
    qunsetenv("ICRP_PASSWORD");
}

std::unique_ptr<Panel> TestPanelAsksWhenAnswered::makePanel()
{
    Panel::Options o;
    o.settingsFile = m_dir->filePath(QStringLiteral("settings.ini"));
    o.forceSessionOnlySecrets = true; // nothing stored: the keychain answers "not found"
    o.keychainRetryDelayMs = 100;
    o.pingIntervalMs = 200;
    o.connectionsRefreshMs = 200;
    o.matchRefreshMs = 100;
    o.initialBackoffMs = 100;
    o.maxBackoffMs = 300;
    return std::make_unique<Panel>(o);
}

quint16 TestPanelAsksWhenAnswered::closedPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

bool TestPanelAsksWhenAnswered::saveProfile(const QString &name, quint16 port)
{
    icpanel::ConnectionProfile profile;
    profile.name = name;
    profile.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port));
    profile.tier = icrp::Tier::Admin;
    return m_panel->profiles()->save(profile).ok();
}

std::unique_ptr<icmock::MockGame> TestPanelAsksWhenAnswered::startGame(const QString &password,
                                                                       quint16 port)
{
    icmock::MockOptions mo;
    mo.port = port;
    mo.password = password;
    mo.tickRate = 0; // the test moves the clock (advance)
    auto game = std::make_unique<icmock::MockGame>(mo);
    if (!game->start())
        return nullptr;
    return game;
}

void TestPanelAsksWhenAnswered::nothingAnsweringIsNotAskedForAPassword()
{
    const quint16 port = closedPort();
    QVERIFY(port != 0);
    const QString name = QStringLiteral("Mistyped Port");
    QVERIFY(saveProfile(name, port));
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    QSignalSpy states(m_panel->gameConnection(), &IcrpClient::stateChanged);
    IC_VERIFY_OK(m_panel->connectProfile(name));

    // Nothing answers: retried as for any game, and not a word about a password.
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QCOMPARE(m_panel->failure(), IcrpClient::Failure::Refused);
    QVERIFY2(m_panel->statusText().startsWith(QLatin1String("Reconnecting in")),
             qPrintable(m_panel->statusText()));
    QVERIFY(!m_panel->awaitingPassword());
    // A second try has failed too (Connecting → Reconnecting once more): still not asked.
    const auto attempts = [&states] {
        int connecting = 0;
        for (const QList<QVariant> &args : states)
            connecting += args.at(0).value<IcrpClient::State>() == IcrpClient::State::Connecting;
        return connecting;
    };
    QTRY_VERIFY_WITH_TIMEOUT(attempts() >= 3, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QCOMPARE(needed.size(), 0);

    // A game starts at that address: now the password is asked for, at once.
    const QString password = QStringLiteral("asked-once-answered-Pw-1");
    auto game = startGame(password, port);
    QVERIFY(game);
    QVERIFY(needed.wait(10000));
    QCOMPARE(needed.size(), 1);
    QCOMPARE(needed.constFirst().at(0).toString(), name);
    QCOMPARE(m_panel->status(), Panel::Status::WaitingForUser);
    QVERIFY(m_panel->awaitingPassword());
    QCOMPARE(m_panel->statusText(), QStringLiteral("Password needed for %1").arg(name));
    QVERIFY(!m_panel->passwordRefused()); // asked, not refused
    // Nothing runs while the panel waits for the user.
    QSignalSpy waiting(m_panel.get(), &Panel::statusChanged);
    QVERIFY(!waiting.wait(500));

    // The answer connects.
    m_panel->connectWithPassword(name, password, false);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QCOMPARE(needed.size(), 1);
}

void TestPanelAsksWhenAnswered::aGameWithoutAPasswordConnectsWithoutAsking()
{
    auto game = startGame(QString());
    QVERIFY(game);
    const QString name = QStringLiteral("Open Game");
    QVERIFY(saveProfile(name, game->port()));
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    IC_VERIFY_OK(m_panel->connectProfile(name));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QCOMPARE(needed.size(), 0);
}

void TestPanelAsksWhenAnswered::theEnvironmentsPasswordIsUsedWithoutAsking()
{
    const QString password = QStringLiteral("from-the-environment-Pw-2");
    auto game = startGame(password);
    QVERIFY(game);
    const QString name = QStringLiteral("Environment Game");
    QVERIFY(saveProfile(name, game->port()));
    qputenv("ICRP_PASSWORD", password.toUtf8());
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    IC_VERIFY_OK(m_panel->connectProfile(name));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QCOMPARE(needed.size(), 0);
}

// The Status page's Match card and the Match page showed the match of the game before after a
// switch to a game that does not answer (newcomer, s2-19).
void TestPanelAsksWhenAnswered::anotherGamesMatchIsNotShown()
{
    const QString password = QStringLiteral("first-game-Pw-3");
    auto first = startGame(password);
    QVERIFY(first);
    first->advance(300);
    const QString firstName = QStringLiteral("First Game");
    QVERIFY(saveProfile(firstName, first->port()));
    icmatch::MatchModel *match = m_panel->match();
    m_panel->connectWithPassword(firstName, password, false);
    QTRY_COMPARE_WITH_TIMEOUT(match->teamTotals().size(), 2, 10000);
    QTRY_VERIFY(match->info().state != icmatch::MatchInfo::State::Unknown);
    const qint64 seed = match->info().seed;
    QVERIFY(seed >= 0);

    // Another game, where nothing answers: no match at all, at once and while it is retried.
    const quint16 nowhere = closedPort();
    QVERIFY(nowhere != 0);
    QVERIFY(saveProfile(QStringLiteral("Nowhere"), nowhere));
    QSignalSpy reset(match, &icmatch::MatchModel::matchReset);
    m_panel->connectWithPassword(QStringLiteral("Nowhere"), QStringLiteral("pw-nowhere"), false);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(match->info().state, icmatch::MatchInfo::State::Unknown);
    QVERIFY(match->players().isEmpty());
    QVERIFY(match->teamTotals().isEmpty());
    QCOMPARE(match->figuresTick(), -1);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QCOMPARE(match->info().state, icmatch::MatchInfo::State::Unknown);
    QVERIFY(match->teamTotals().isEmpty());

    // Back to the first game: its match again.
    m_panel->connectWithPassword(firstName, password, false);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(match->teamTotals().size(), 2, 10000);
    QCOMPARE(match->info().seed, seed);
    QVERIFY(match->info().state != icmatch::MatchInfo::State::Unknown);

    // A game that asks for a password (none stored) has no match to show either while asking.
    auto second = startGame(QStringLiteral("second-game-Pw-4"));
    QVERIFY(second);
    QVERIFY(saveProfile(QStringLiteral("Second Game"), second->port()));
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    IC_VERIFY_OK(m_panel->connectProfile(QStringLiteral("Second Game")));
    QVERIFY(needed.wait(10000));
    QCOMPARE(match->info().state, icmatch::MatchInfo::State::Unknown);
    QVERIFY(match->teamTotals().isEmpty());
}

// The title, status bar and Game card showed the previous game's "Refused" or "Connected" under
// the chosen game's name until the keychain had answered (newcomer, tenth try).
void TestPanelAsksWhenAnswered::aChosenGameIsConnectingAtOnce()
{
    const QString password = QStringLiteral("chosen-first-Pw-5");
    auto first = startGame(password);
    QVERIFY(first);
    QVERIFY(saveProfile(QStringLiteral("Connected Game"), first->port()));
    m_panel->connectWithPassword(QStringLiteral("Connected Game"), password, false);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const quint16 nowhere = closedPort();
    QVERIFY(nowhere != 0);
    QVERIFY(saveProfile(QStringLiteral("Chosen Game"), nowhere));
    IC_VERIFY_OK(m_panel->connectProfile(QStringLiteral("Chosen Game")));
    QCOMPARE(m_panel->currentProfile().name, QStringLiteral("Chosen Game"));
    QCOMPARE(m_panel->status(), Panel::Status::Connecting);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
}

QTEST_GUILESS_MAIN(TestPanelAsksWhenAnswered)
#include "TestPanelAsksWhenAnswered.moc"
