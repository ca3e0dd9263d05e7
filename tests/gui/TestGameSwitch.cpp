// Switching games in the real window (the Game box), as the tenth newcomer did (s2-19): a game
// whose address answers nothing is "Nothing answers", never a password prompt, until a game
// answers there; and the Status page's Match card and the Match page show the match of the game
// in use, or none while it has not answered (not the game before's "Team 1 won").

#include "ResultCheck.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "icrp/client/IcrpClient.h"
#include "match/MatchModel.h"
#include "panel/ProfileStore.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/PasswordPrompt.h"
#include "ui/match/MatchPage.h"
#include "ui/status/DotList.h"
#include "ui/status/GameCard.h"
#include "ui/status/MatchCard.h"
#include "ui/status/StatusPage.h"
#include "ui/status/TugOfWarBar.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTcpServer>
#include <QTest>
#include <memory>

using icpanel::Panel;
using icui::MainWindow;

class TestGameSwitch : public WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void nothingAnsweringAsksForNoPassword();
    void matchCardShowsOnlyTheGameInUse();

private:
    icui::StatusPage *page() const { return m_window->statusPage(); }
    /// Chooses `name` in the Game box with the keyboard, as a user would.
    void chooseGame(const QString &name);
    /// How many connection attempts the panel has started since `spy` began.
    static int attempts(const QSignalSpy &spy);
};

void TestGameSwitch::init()
{
    m_matchSeconds = 3; // the first game's match is over soon: "Team N won"
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

QTEST_MAIN(TestGameSwitch)
#include "TestGameSwitch.moc"
