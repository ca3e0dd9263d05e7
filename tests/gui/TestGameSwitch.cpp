// Switching games in the real window (the Game box), as the tenth newcomer did (s2-19): a game
// whose address answers nothing is "Nothing answers", never a password prompt, until a game
// answers there; and the Status page's Match card and the Match page show the match of the game
// in use, or none while it has not answered (not the game before's "Team 1 won"). The tools on
// the panel's gateway follow the game chosen at once (the fifteenth newcomer's OBS kept showing
// the Demo match after Connect… to a game where nothing answered). Coming back to the same match
// shows its chart (Match page and Status trend) from where the panel first saw it again, not from
// the moment it came back (the seventeenth newcomer's Demo chart began again at 4:50).

#include "ResultCheck.h"
#include "TestFiles.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/IcrpSessionInfo.h"
#include "match/MatchModel.h"
#include "mock/SkirmishSim.h"
#include "panel/ProfileStore.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/PasswordPrompt.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchPage.h"
#include "ui/status/ArmyTrend.h"
#include "ui/status/DotList.h"
#include "ui/status/GameCard.h"
#include "ui/status/MatchCard.h"
#include "ui/status/StatusPage.h"
#include "ui/status/TugOfWarBar.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTcpServer>
#include <QTest>
#include <memory>
#include <optional>

using icpanel::Panel;
using icui::MainWindow;

class TestGameSwitch : public WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void nothingAnsweringAsksForNoPassword();
    void gameBoxSaysWhenNoGameIsChosen();
    void matchCardShowsOnlyTheGameInUse();
    void toolsFollowTheChosenGameAtOnce();
    void theMatchChartContinuesFromItsStartAfterSwitchingBack();

private:
    icui::StatusPage *page() const { return m_window->statusPage(); }
    /// Chooses `name` in the Game box with the keyboard, as a user would.
    void chooseGame(const QString &name);
    /// How many connection attempts the panel has started since `spy` began.
    static int attempts(const QSignalSpy &spy);
};

void TestGameSwitch::init()
{
    // The tools' test needs the first game's events to go on; the others its match's end.
    const QByteArray test(QTest::currentTestFunction());
    const bool tools = test == "toolsFollowTheChosenGameAtOnce";
    m_withHost = tools;
    // The first game's match is over soon ("Team N won"), but where the test needs it going on.
    m_matchSeconds =
        tools || test == "theMatchChartContinuesFromItsStartAfterSwitchingBack" ? 0 : 3;
    setUpWindow([](Panel::Options &o) { o.matchRefreshMs = 100; });
    m_window->showPage(MainWindow::Page::Status);
}

void TestGameSwitch::cleanup()
{
    tearDownWindow();
}

void TestGameSwitch::chooseGame(const QString &name)
{
    QComboBox *switcher = m_window->profileSwitcher();
    QTRY_VERIFY(switcher->findText(name) >= 0);
    switcher->setFocus();
    QTest::keyClick(switcher, Qt::Key_Down);
    QTRY_VERIFY(switcher->view()->isVisible());
    switcher->view()->setCurrentIndex(switcher->model()->index(switcher->findText(name), 0));
    QTest::keyClick(switcher->view(), Qt::Key_Return);
    QTRY_COMPARE(m_panel->currentProfile().name, name);
}

int TestGameSwitch::attempts(const QSignalSpy &spy)
{
    int connecting = 0;
    for (const QList<QVariant> &args : spy)
        connecting +=
            args.at(0).value<icrp::IcrpClient::State>() == icrp::IcrpClient::State::Connecting;
    return connecting;
}

void TestGameSwitch::nothingAnsweringAsksForNoPassword()
{
    const QString name = QStringLiteral("Switch Mistyped Port");
    const quint16 port = saveProfileWhereNothingAnswers(name);
    QVERIFY(port != 0);
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    QSignalSpy states(m_panel->gameConnection(), &icrp::IcrpClient::stateChanged);
    int prompts = 0;
    icui::ModalDialog::setNextHandler([&prompts](QDialog &) {
        ++prompts;
        return int(QDialog::Rejected);
    });
    chooseGame(name);

    // Nothing answers there: the card says so and the panel keeps trying; nobody is asked.
    icui::GameCard *card = page()->gameCard();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QTRY_VERIFY(card->hintLabel()->text().startsWith(QLatin1String("Nothing answers")));
    QTRY_VERIFY_WITH_TIMEOUT(attempts(states) >= 3, 10000);
    QCOMPARE(needed.size(), 0);
    QCOMPARE(prompts, 0);
    QVERIFY(!m_panel->awaitingPassword());
    ictest::saveShot(m_window.get(), QStringLiteral("switch-nothing-answers"));

    // A game starts at that address: asked for its password at once, through the window.
    icmock::MockOptions options;
    options.port = port;
    options.password = QStringLiteral("switch-second-Pw-5");
    m_passwords << options.password;
    icmock::MockGame game(options);
    IC_VERIFY_OK(game.start());
    QTRY_COMPARE_WITH_TIMEOUT(prompts, 1, 10000);
    QCOMPARE(needed.size(), 1);
    QCOMPARE(m_panel->status(), Panel::Status::WaitingForUser);
    QTRY_VERIFY(card->hintLabel()->text().contains(QLatin1String("password is needed")));
    // The prompt was cancelled: the panel waits for the user, not asking again.
    QSignalSpy quiet(m_panel.get(), &Panel::statusChanged);
    QVERIFY(!quiet.wait(500));
    QCOMPARE(prompts, 1);
    m_panel->disconnectFromGame();
    game.stop();
}

void TestGameSwitch::matchCardShowsOnlyTheGameInUse()
{
    icui::MatchCard *card = page()->matchCard();
    // The first game's match ends: its card says who won.
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->info().state == icmatch::MatchInfo::State::Ended,
                             20000);
    QTRY_VERIFY(card->bigLine()->text().endsWith(QLatin1String(" won")) ||
                card->bigLine()->text() == QLatin1String("Draw"));
    const QString result = card->bigLine()->text();
    QTRY_VERIFY(!card->teamRows()->rows().isEmpty());
    QTRY_VERIFY(!storedPassword().isEmpty()); // so that switching back needs no prompt
    QTableView *players = m_window->matchPage()->playersTable();
    QTRY_VERIFY(players->model()->rowCount() > 0);

    // Another game, where nothing answers: no match at all (not the first game's).
    QVERIFY(saveProfileWhereNothingAnswers(QStringLiteral("Nowhere")) != 0);
    chooseGame(QStringLiteral("Nowhere"));
    QTRY_COMPARE(card->bigLine()->text(), QStringLiteral("No match running"));
    QVERIFY(card->teamRows()->rows().isEmpty());
    QVERIFY(card->bar()->isHidden());
    QVERIFY(card->clockLabel()->isHidden());
    QCOMPARE(players->model()->rowCount(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QCOMPARE(card->bigLine()->text(), QStringLiteral("No match running"));
    // Says where the match will come from, not "Connect to a game".
    QTRY_COMPARE(card->smallLines()->text(),
                 QStringLiteral("The match shows here once Nowhere answers."));
    ictest::saveShot(m_window.get(), QStringLiteral("switch-nowhere-no-match"));
    m_window->showPage(MainWindow::Page::Match);
    QCOMPARE(players->model()->rowCount(), 0);
    ictest::saveShot(m_window.get(), QStringLiteral("switch-nowhere-match-page"));
    m_window->showPage(MainWindow::Page::Status);

    // Back to the first game: its match again.
    chooseGame(QStringLiteral("Test Game"));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(card->bigLine()->text(), result, 10000);
    QTRY_VERIFY(!card->teamRows()->rows().isEmpty());
    QTRY_VERIFY(players->model()->rowCount() > 0);
}

namespace {
/// The ic/gateway.game notifications a tool got: their "connected".
QList<bool> gameStates(const QSignalSpy &notes)
{
    QList<bool> states;
    for (const QList<QVariant> &args : notes) {
        if (args.at(0).toString() == QLatin1String("ic/gateway.game"))
            states << args.at(1).toJsonObject().value(QLatin1String("connected")).toBool();
    }
    return states;
}

/// The chat messages a tool got (its ic/event chat_message's text).
QStringList chatTexts(const QSignalSpy &events)
{
    QStringList texts;
    for (const QList<QVariant> &args : events) {
        if (args.at(1).toString() == QLatin1String("chat_message"))
            texts << args.at(3).toJsonObject().value(QLatin1String("message")).toString();
    }
    return texts;
}

/// Says `text` in the chat of the game at `url`, as its admin: true once the game took it.
bool sayInChat(const QString &url, const QString &password, const QString &text)
{
    icrp::IcrpClient admin;
    icrp::IcrpClient::Options o;
    o.url = QUrl(url);
    o.tier = icrp::Tier::Admin;
    o.password = password;
    o.clientName = QStringLiteral("Chat Tester");
    admin.setOptions(o);
    QSignalSpy connected(&admin, &icrp::IcrpClient::connected);
    admin.open();
    if (!connected.wait(5000))
        return false;
    std::optional<bool> sent;
    admin.call(QStringLiteral("ic/chat.send"), QJsonObject{{QStringLiteral("message"), text}},
               [&sent](const icrp::IcrpResult &r) { sent = r.ok; });
    return QTest::qWaitFor([&] { return sent.has_value(); }, 5000) && *sent;
}
} // namespace

void TestGameSwitch::toolsFollowTheChosenGameAtOnce()
{
    // A live-stats overlay on the gateway (a program standing in for OBS's browser source).
    const QString source = m_dir->filePath(QStringLiteral("stats"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                              "id: stats\nname: \"Live Stats\"\nversion: \"1.0.0\"\n"
                              "author: \"Tester\"\ndescription: \"Stats\"\ntier: \"observer\"\n"
                              "transport: \"websocket\"\nentry_point: \"index.html\"\n"
                              "icrp: \">=1.0\"\nsubscriptions:\n  - \"chat\"\n"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/index.html"), "<p>stats"));
    QVERIFY(installTool(source));
    QTRY_VERIFY(!m_panel->host()->toolToken(QStringLiteral("stats")).isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    icrp::IcrpClient stats;
    icrp::IcrpClient::Options o;
    o.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    o.toolId = QStringLiteral("stats");
    o.password = m_panel->host()->toolToken(QStringLiteral("stats"));
    o.clientName = QStringLiteral("Live Stats");
    o.subscriptions = {QStringLiteral("chat")};
    stats.setOptions(o);
    QSignalSpy notes(&stats, &icrp::IcrpClient::notificationReceived);
    QSignalSpy events(&stats, &icrp::IcrpClient::eventReceived);
    stats.open();
    QTRY_COMPARE_WITH_TIMEOUT(gameStates(notes), QList<bool>{true}, 10000);
    const QString passwordA = m_passwords.value(0);
    QVERIFY(sayInChat(m_game->url(), passwordA, QStringLiteral("A one")));
    QTRY_COMPARE(chatTexts(events), QStringList{QStringLiteral("A one")});

    // Another game where nothing answers (Connect… with its password): at once no game for
    // the tool, and nothing more of the first game, which still plays.
    const QString passwordB = QStringLiteral("switch-tools-Pw-7");
    const quint16 port = connectWhereNothingAnswers(QStringLiteral("Game B"), passwordB, false);
    QVERIFY(port != 0);
    QTRY_COMPARE(gameStates(notes), (QList<bool>{true, false}));
    QTRY_VERIFY(!m_panel->host()->isGameConnected(icrp::Tier::Observer));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QVERIFY(sayInChat(m_game->url(), passwordA, QStringLiteral("A two")));
    QVERIFY(!events.wait(500));
    QCOMPARE(chatTexts(events), QStringList{QStringLiteral("A one")});
    ictest::saveShot(m_window.get(), QStringLiteral("switch-tools-wait"));

    // Game B starts answering: the tool is connected to it (with B's password) and gets its
    // events, never the first game's.
    icmock::MockOptions options;
    options.port = port;
    options.password = passwordB;
    m_passwords << passwordB;
    icmock::MockGame b(options);
    IC_VERIFY_OK(b.start());
    QTRY_COMPARE_WITH_TIMEOUT(gameStates(notes), (QList<bool>{true, false, true}), 10000);
    QVERIFY(sayInChat(m_game->url(), passwordA, QStringLiteral("A three")));
    QVERIFY(sayInChat(b.url(), passwordB, QStringLiteral("B one")));
    QTRY_COMPARE(chatTexts(events),
                 (QStringList{QStringLiteral("A one"), QStringLiteral("B one")}));
    ictest::saveShot(m_window.get(), QStringLiteral("switch-tools-game-b"));
    // Disconnect: the overlays leave the game with the panel.
    m_panel->disconnectFromGame();
    QTRY_COMPARE(gameStates(notes), (QList<bool>{true, false, true, false}));
    QVERIFY(sayInChat(b.url(), passwordB, QStringLiteral("B two")));
    QVERIFY(!events.wait(500));
    QCOMPARE(chatTexts(events), (QStringList{QStringLiteral("A one"), QStringLiteral("B one")}));
    stats.close();
    b.stop();
}

void TestGameSwitch::theMatchChartContinuesFromItsStartAfterSwitchingBack()
{
    icmatch::MatchModel *match = m_panel->match();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_VERIFY(!storedPassword().isEmpty()); // so that switching back needs no prompt
    m_window->showPage(MainWindow::Page::Match);
    icui::ArmyChart *chart = m_window->matchPage()->chart();
    icui::ArmyTrend *trend = page()->matchCard()->trend();
    QTRY_VERIFY_WITH_TIMEOUT(chart->teamLine(0) && chart->teamLine(0)->count() >= 3, 10000);
    QTRY_VERIFY(trend->hasLines());
    const QPointF chartStart = chart->teamLine(0)->at(0);
    const QPointF trendStart = trend->points(0).constFirst();
    const qint64 firstTick = match->series().samples().constFirst().tick;

    // Away to a game where nothing answers: no chart there.
    QVERIFY(saveProfileWhereNothingAnswers(QStringLiteral("Nowhere")) != 0);
    chooseGame(QStringLiteral("Nowhere"));
    QTRY_VERIFY(match->series().samples().isEmpty());
    QTRY_VERIFY(!chart->teamLine(0) || chart->teamLine(0)->count() == 0);

    // The match goes on a minute meanwhile; back to it: the chart starts where it started.
    m_game->advance(60 * icmock::MockGame::kDefaultTickRate);
    const qint64 away = m_game->sim()->tick();
    chooseGame(QStringLiteral("Test Game"));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(match->figuresTick() >= away, 10000);
    QTRY_VERIFY(chart->teamLine(0) && chart->teamLine(0)->count() >= 4);
    QCOMPARE(match->series().samples().constFirst().tick, firstTick);
    QCOMPARE(chart->teamLine(0)->at(0), chartStart);
    QVERIFY(chart->teamLine(0)->at(chart->teamLine(0)->count() - 1).x() >= chartStart.x() + 60);
    QCOMPARE(chart->startSeconds(), qint64(0));
    ictest::saveShot(m_window.get(), QStringLiteral("switch-back-match-chart"));
    m_window->showPage(MainWindow::Page::Status);
    QTRY_VERIFY(trend->hasLines());
    QCOMPARE(trend->points(0).constFirst(), trendStart);
    QVERIFY2(!trend->axisNote().contains(QLatin1String("joined")), qPrintable(trend->axisNote()));
    ictest::saveShot(m_window.get(), QStringLiteral("switch-back-status-trend"));
}

// Nineteenth newcomer: on a start with saved games but none chosen, the Game box named the
// first one while the Game card said no game was chosen.
void TestGameSwitch::gameBoxSaysWhenNoGameIsChosen()
{
    const QString name = QStringLiteral("Placeholder Switch Game");
    startWithoutStoredPassword(name);
    QComboBox *box = m_window->profileSwitcher();
    QVERIFY(box->findData(name) >= 0);
    QCOMPARE(box->currentIndex(), -1);
    QCOMPARE(box->placeholderText(), QStringLiteral("Choose a game…"));
    icui::ModalDialog::setNextHandler([](QDialog &) { return int(QDialog::Rejected); });
    QVERIFY(m_panel->connectProfile(name));
    QTRY_COMPARE(box->currentText(), name);
}

QTEST_MAIN(TestGameSwitch)
#include "TestGameSwitch.moc"
