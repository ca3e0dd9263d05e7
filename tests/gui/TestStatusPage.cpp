// The Status page as a dashboard (issue 26, item 15) on the real window against ic-remote-mock
// and the panel's own gateway: each card shows the live state — the connected game, the team
// that leads once the match has run, a tool that connects, a question that waits — and a click
// on it leads to its page. The first run's advice names only actions that are enabled (item 13),
// Reconnect and Disconnect say in the status bar how they ended, and the page fits 960×620 and
// a maximised window, light and dark. The Overlays card's own cases are in TestStatusOverlays.

#include "ResultCheck.h"
#include "StatusPageFixture.h"
#include "TestShots.h"

#include "UserAgentSocket.h"

#include "GatewayIdentify.h"
#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/ErrorCode.h"
#include "match/MatchModel.h"
#include "panel/LogModel.h"
#include "panel/PanelSettings.h"
#include "panel/ProfileStore.h"
#include "ui/appearance/Appearance.h"
#include "ui/common/ModalDialog.h"
#include "ui/overlays/FocusRing.h"
#include "ui/prompts/PermissionPrompt.h"
#include "ui/prompts/PromptPresenter.h"
#include "ui/status/DotList.h"
#include "ui/status/GameCard.h"
#include "ui/status/MatchCard.h"
#include "ui/status/NeedsYouCard.h"
#include "ui/status/OverlaysCard.h"
#include "ui/status/StatusPage.h"
#include "ui/status/ToolsCard.h"
#include "ui/status/TugOfWarBar.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QWebSocket>
#include <algorithm>
#include <memory>

using icpanel::Panel;
using ictest::kFirefoxAgent;
using ictest::kObsAgent;
using ictest::openAs;
using icui::DotList;
using icui::MainWindow;
using icui::StatusCard;

class TestStatusPage : public StatusPageFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { setUpStatus(); }
    void cleanup() { tearDownStatus(); }

    void gameCardShowsTheConnectedGame();
    void matchCardSaysWhoLeads();
    void tugOfWarSharesFollowTheValues();
    void anObserverSeesNoBarAndWhy();
    void toolThatConnectsAppearsOnToolsAndOverlays();
    void waitingQuestionAppearsUnderNeedsYou();
    void refusedToolCallsAppearUnderNeedsYouForAWhile();
    void refusedPasswordLeadsToThePasswordPage();
    void reconnectAndDisconnectSayHowTheyEnded();
    void firstRunNamesOnlyEnabledActions();
    void aSavedGameNotChosenIsOfferedInTheGameBox();
    void fitsTheWindowLightAndDark();
    void cardsKeepTheirPlaceAsTheFiguresChange();
    void nothingAnswersOffersToCheckTheAddress();
    void gameCardSaysThePasswordIsNeeded();
    void cardLinksShowTheFocusAndOpenOnReturn();
    void tabGoesAsTheCardsRead();
};

void TestStatusPage::gameCardShowsTheConnectedGame()
{
    icui::GameCard *game = page()->gameCard();
    QVERIFY(page()->statusLabel()->text().contains(QLatin1String("admin")));
    QCOMPARE(game->tone(), StatusCard::Tone::Good);
    QVERIFY(page()->hintLabel()->isHidden());
    auto *server = game->findChild<QLabel *>(QStringLiteral("serverName"));
    QVERIFY(server);
    QTRY_COMPARE(server->text(), m_panel->serverName());
    m_game->advance(30);
    auto *clock = game->findChild<QLabel *>(QStringLiteral("gameClock"));
    QTRY_VERIFY(clock->text().contains(QLatin1String("tick")));
    game->openButton()->click();
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Connections);
}

void TestStatusPage::matchCardSaysWhoLeads()
{
    icui::MatchCard *match = page()->matchCard();
    m_game->advance(900); // a minute of fighting and building
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->teamTotals().size() == 2 &&
                                 m_panel->match()->figuresTick() >= 900,
                             10000);
    QTRY_VERIFY(match->bigLine()->text().contains(QLatin1String("leads by")) ||
                match->bigLine()->text().startsWith(QLatin1String("Even")));
    const auto &teams = m_panel->match()->teamTotals();
    QVERIFY(teams.at(0).armyValue && teams.at(1).armyValue);
    const qint64 a = *teams.at(0).armyValue;
    const qint64 b = *teams.at(1).armyValue;
    if (a != b) {
        const int leader = (a > b ? teams.at(0).team : teams.at(1).team) + 1;
        QVERIFY2(
            match->bigLine()->text().startsWith(QStringLiteral("Team %1 leads by %2 army value")
                                                    .arg(leader)
                                                    .arg(QLocale().toString(qAbs(a - b)))),
            qPrintable(match->bigLine()->text()));
    }
    // One row per team in its colour: who is in it ("Team 1 — CommanderZod, Volkov", on two
    // lines if need be, every name in the tooltip), its army value and credits.
    const QList<DotList::Row> rows = match->teamRows()->rows();
    QCOMPARE(rows.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const auto &team = teams.at(i);
        const QString title = QStringLiteral("Team %1").arg(team.team + 1);
        const QString full =
            title + QStringLiteral(" — ") + team.players.join(QStringLiteral(", "));
        const DotList::Row &row = rows.at(i);
        QVERIFY2(!team.players.isEmpty(), qPrintable(title));
        // Every name whole: none is cut with "…" at the window's first size.
        QCOMPARE(row.name, full);
        QVERIFY2(row.name.startsWith(title + QStringLiteral(" — ")), qPrintable(row.name));
        QVERIFY2(row.state.startsWith(QLatin1String("army ")), qPrintable(row.state));
        QVERIFY2(row.toolTip.startsWith(title + QStringLiteral(": ") +
                                        team.players.join(QStringLiteral(", "))),
                 qPrintable(row.toolTip));
        // The credits on every team's row (issue 26, fifth try: Team 2's only, the names of
        // Team 1 being longer); on a second line when the card is narrow.
        QVERIFY2(row.state.contains(QLatin1String("credits ")), qPrintable(row.state));
        QCOMPARE(row.dot, DotList::Dot::Team);
        QCOMPARE(row.team, team.team);
    }
    // Shown whole beside the figures, wrapped onto two lines at most (QLabel wraps at spaces).
    QTRY_VERIFY2(namesShownWhole(match->teamRows()).isEmpty(),
                 qPrintable(namesShownWhole(match->teamRows())));
    QVERIFY(match->clockLabel()->text().contains(m_panel->gameClockText().left(2)));
    // The tug-of-war bar: split by the army values, team 1 from the left.
    icui::TugOfWarBar *bar = match->bar();
    QVERIFY(bar->isVisible());
    QTRY_COMPARE(bar->sides().size(), 2);
    QTRY_COMPARE(bar->sides().at(0).value, *m_panel->match()->teamTotals().at(0).armyValue);
    const QList<qreal> shares = bar->property("shares").value<QList<qreal>>();
    QCOMPARE(shares.size(), 2);
    const qint64 first = bar->sides().at(0).value;
    const qint64 second = bar->sides().at(1).value;
    QVERIFY(qAbs(shares.at(0) - qreal(first) / qreal(first + second)) < 1e-9);
    QVERIFY(qAbs(shares.at(0) + shares.at(1) - 1.0) < 1e-9);
    QCOMPARE(shares.at(0) > 0.5, first > second);
    QVERIFY(bar->toolTip().contains(QLatin1String("Team 1: ")));
    clickCard(match);
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Match);

    // Not connected: no match to speak of.
    m_panel->disconnectFromGame();
    QCOMPARE(match->bigLine()->text(), QStringLiteral("No match running"));
    QVERIFY(match->bar()->isHidden());
    QVERIFY(match->teamRows()->isHidden());
}

void TestStatusPage::tugOfWarSharesFollowTheValues()
{
    icui::TugOfWarBar bar;
    QSignalSpy changed(&bar, &icui::TugOfWarBar::sharesChanged);
    bar.setSides({{0, 300}, {1, 100}});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(bar.shares(), (QList<qreal>{0.75, 0.25}));
    // The lead changes: the teams keep their sides, the split moves.
    bar.setSides({{0, 100}, {1, 300}});
    QCOMPARE(bar.shares(), (QList<qreal>{0.25, 0.75}));
    QCOMPARE(bar.toolTip(), QStringLiteral("Team 1: 25 %, Team 2: 75 %"));
    bar.setSides({{0, 100}, {1, 300}});
    QCOMPARE(changed.size(), 2); // the same values: no change
    // Three teams, and nothing on the field yet: even parts.
    bar.setSides({{0, 0}, {1, 0}, {2, 0}});
    const QList<qreal> even = bar.shares();
    QCOMPARE(even.size(), 3);
    QVERIFY(std::all_of(even.cbegin(), even.cend(),
                        [](qreal share) { return qAbs(share - 1.0 / 3) < 1e-9; }));
}

void TestStatusPage::anObserverSeesNoBarAndWhy()
{
    icpanel::ConnectionProfile observer;
    observer.name = QStringLiteral("Observer");
    observer.url = QUrl(m_game->url());
    observer.tier = icrp::Tier::Observer;
    QVERIFY(m_panel->connectTo(observer, m_passwords.constFirst(), false));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    m_game->advance(300);
    QTRY_VERIFY_WITH_TIMEOUT(
        !m_panel->match()->seesEverything() && m_panel->match()->teamTotals().size() == 2, 10000);
    icui::MatchCard *match = page()->matchCard();
    QTRY_COMPARE(match->bigLine()->text(), QStringLiteral("Army values are hidden"));
    QVERIFY(match->bar()->isHidden());
    QVERIFY2(match->smallLines()->isVisible() &&
                 match->smallLines()->text().contains(QLatin1String("hides")) &&
                 match->smallLines()->text().contains(QLatin1String("observer")),
             qPrintable(match->smallLines()->text()));
    // The rows still say what can be seen; a hidden value is a "?".
    QTRY_COMPARE(match->teamRows()->rows().size(), 2);
    QVERIFY2(match->teamRows()->texts().join(u'|').contains(QLatin1String("army ?")),
             qPrintable(match->teamRows()->texts().join(u'|')));
    saveShot(QStringLiteral("status-observer"));
}

void TestStatusPage::toolThatConnectsAppearsOnToolsAndOverlays()
{
    icui::ToolsCard *tools = page()->toolsCard();
    icui::OverlaysCard *overlays = page()->overlaysCard();
    QCOMPARE(tools->bigLine()->text(), QStringLiteral("No tool connected"));
    QCOMPARE(overlays->bigLine()->text(), QStringLiteral("Not live in OBS"));
    const QString desk1 = QStringLiteral("Score Desk");
    QCOMPARE(rowOf(overlays->rows(), desk1), QStringLiteral("Score Desk: Not in OBS"));
    QCOMPARE(dotOf(overlays->rows(), desk1), DotList::Dot::Idle);
    QVERIFY(tools->rows()->isHidden());

    icrp::IcrpClient desk;
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    options.toolId = QStringLiteral("desk");
    options.password = token();
    options.clientName = QStringLiteral("Score Desk");
    options.autoReconnect = false;
    desk.setOptions(options);
    QSignalSpy connected(&desk, &icrp::IcrpClient::connected);
    desk.open();
    QVERIFY(connected.wait(5000));
    // A program (no browser's User-Agent): a tool connected, but the overlay is not in OBS.
    QTRY_COMPARE(tools->bigLine()->text(), QStringLiteral("Tools connected: 1"));
    QCOMPARE(tools->rows()->texts(), QStringList{desk1}); // one session: no "×"
    QCOMPARE(dotOf(tools->rows(), desk1), DotList::Dot::Good);
    QCOMPARE(tools->tone(), StatusCard::Tone::Good);
    QCOMPARE(overlays->bigLine()->text(), QStringLiteral("Not live in OBS"));
    QCOMPARE(rowOf(overlays->rows(), desk1), QStringLiteral("Score Desk: Not in OBS"));

    // Opened in a web browser: said so, still not live in OBS.
    const quint16 port = m_panel->host()->port();
    std::unique_ptr<QWebSocket> firefox =
        openAs(port, kFirefoxAgent, QStringLiteral("desk"), token());
    QVERIFY(firefox);
    QTRY_COMPARE(rowOf(overlays->rows(), desk1), QStringLiteral("Score Desk: Open in a browser"));
    QCOMPARE(dotOf(overlays->rows(), desk1), DotList::Dot::Info);
    QCOMPARE(overlays->bigLine()->text(), QStringLiteral("Not live in OBS"));
    QCOMPARE(overlays->tone(), StatusCard::Tone::Neutral);
    saveShot(QStringLiteral("status-overlay-in-browser"));

    // OBS Studio's browser source ("… OBS/30.2.3"): live.
    std::unique_ptr<QWebSocket> obs = openAs(port, kObsAgent, QStringLiteral("desk"), token());
    QVERIFY(obs);
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Live in OBS: Score Desk"));
    QCOMPARE(rowOf(overlays->rows(), desk1), QStringLiteral("Score Desk: Live in OBS"));
    QCOMPARE(dotOf(overlays->rows(), desk1), DotList::Dot::Good);
    QCOMPARE(overlays->tone(), StatusCard::Tone::Good);
    QTRY_COMPARE(tools->rows()->texts(), QStringList{QStringLiteral("Score Desk: ×3")});
    // The rows made anew on a card already on screen are on screen too.
    QVERIFY(overlays->rows()->stateLabel(0)->isVisible());
    QCOMPARE(overlays->rows()->stateLabel(0)->text(), QStringLiteral("Live in OBS"));
    QVERIFY(tools->rows()->stateLabel(0)->isVisible());
    saveShot(QStringLiteral("status-overlay-in-obs"));

    obs->close();
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Not live in OBS"));
    firefox->close();
    QTRY_COMPARE(rowOf(overlays->rows(), desk1), QStringLiteral("Score Desk: Not in OBS"));
    desk.close();
    QTRY_COMPARE(tools->bigLine()->text(), QStringLiteral("No tool connected"));
    QVERIFY(tools->rows()->isHidden());
    clickCard(tools);
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Tools);
    m_window->showPage(MainWindow::Page::Status);
    overlays->openButton()->click();
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Overlays);
}

void TestStatusPage::waitingQuestionAppearsUnderNeedsYou()
{
    icui::NeedsYouCard *needs = page()->needsYouCard();
    QCOMPARE(needs->bigLine()->text(), QStringLiteral("Nothing needs you"));
    QVERIFY(needs->itemButtons().isEmpty());

    ictest::GatewayIdentify tool(m_panel->host()->port(), {});
    QVERIFY(tool.send(QStringLiteral("desk"), token(), QStringLiteral("admin"), {}));
    QTRY_COMPARE(needs->itemButtons().size(), 1);
    QCOMPARE(needs->bigLine()->text(), QStringLiteral("1 thing needs you"));
    QCOMPARE(needs->tone(), StatusCard::Tone::Warning);
    saveShot(QStringLiteral("status-question"));
    QPushButton *answer = needs->itemButtons().constFirst();
    QVERIFY(answer->property("item").toString().startsWith(QLatin1String("prompt:")));
    QVERIFY(answer->accessibleName().contains(QLatin1String("Score Desk asks for admin")));
    QTRY_COMPARE(m_window->prompts()->openPrompts().size(), 1);
    icui::PermissionPrompt *prompt = m_window->prompts()->openPrompts().constFirst();
    prompt->showMinimized(); // out of sight, as a prompt the streamer did not notice
    QVERIFY(prompt->isMinimized());
    answer->click();
    QTRY_VERIFY(!prompt->isMinimized());

    prompt->denyButton()->click();
    QTRY_COMPARE(needs->bigLine()->text(), QStringLiteral("Nothing needs you"));
    QTRY_VERIFY(needs->itemButtons().isEmpty());
}

void TestStatusPage::refusedToolCallsAppearUnderNeedsYouForAWhile()
{
    icui::NeedsYouCard *needs = page()->needsYouCard();
    needs->setRefusalMemoryMs(1500); // a minute in use
    QCOMPARE(needs->bigLine()->text(), QStringLiteral("Nothing needs you"));
    icrp::IcrpClient desk;
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    options.toolId = QStringLiteral("desk");
    options.password = token();
    options.autoReconnect = false;
    desk.setOptions(options);
    QSignalSpy connected(&desk, &icrp::IcrpClient::connected);
    desk.open();
    QVERIFY(connected.wait(5000));
    // A call no tool may make: the gateway refuses it, and the panel says so.
    QList<icrp::IcrpResult> answers;
    desk.call(QStringLiteral("ic/remote.kick"), QJsonObject(),
              [&answers](const icrp::IcrpResult &r) { answers.append(r); });
    QTRY_COMPARE(answers.size(), 1);
    QVERIFY(!answers.first().ok);
    QTRY_COMPARE(needs->itemButtons().size(), 1);
    QPushButton *open = needs->itemButtons().constFirst();
    QCOMPARE(open->property("item").toString(), QStringLiteral("refused:desk"));
    // What to do, in short; the button leads to the Log line that says it in full.
    QVERIFY2(open->accessibleName().startsWith(QLatin1String(
                 "Open Log: Score Desk: some of its calls were refused (not allowed")),
             qPrintable(open->accessibleName()));
    QVERIFY2(open->accessibleName().contains(QLatin1String("its author may need a higher tier")),
             qPrintable(open->accessibleName()));
    QCOMPARE(needs->tone(), StatusCard::Tone::Warning);
    const auto lines = m_panel->log()->entries();
    const auto line = std::find_if(lines.cbegin(), lines.cend(), [](const auto &entry) {
        return entry.message.startsWith(QLatin1String("Score Desk asked for ic/remote.kick"));
    });
    QVERIFY(line != lines.cend());
    QCOMPARE(line->level, icpanel::LogModel::Level::Warning);
    QVERIFY2(line->message.contains(QLatin1String("its author must ask for a higher tier")),
             qPrintable(line->message));
    saveShot(QStringLiteral("status-refused-calls"));
    open->click();
    QTRY_COMPARE(m_window->currentPage(), icui::MainWindow::Page::Log);
    // A while without refusals: it goes.
    QTRY_VERIFY_WITH_TIMEOUT(needs->itemButtons().isEmpty(), 5000);
    QCOMPARE(needs->bigLine()->text(), QStringLiteral("Nothing needs you"));
}

void TestStatusPage::refusedPasswordLeadsToThePasswordPage()
{
    icui::NeedsYouCard *needs = page()->needsYouCard();
    // The keychain's password is refused (a typed one would give way to it).
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    m_passwords << QStringLiteral("not-it");
    m_panel->storePassword(QStringLiteral("not-it"));
    QTRY_COMPARE(storedPassword(), QStringLiteral("not-it"));
    m_panel->reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
    QTRY_COMPARE(needs->itemButtons().size(), 1);
    QCOMPARE(needs->itemButtons().constFirst()->property("item").toString(),
             QStringLiteral("password"));
    QCOMPARE(page()->gameCard()->tone(), StatusCard::Tone::Error);
    // What happened is said once in the big line, what to do once in the hint beside its button.
    const QString said = page()->gameCard()->statusLabel()->text();
    const QString hint = page()->gameCard()->hintLabel()->text();
    QVERIFY2(said.startsWith(QLatin1String("Refused: Wrong password for ws://")), qPrintable(said));
    QVERIFY2(!said.contains(QLatin1String("reset")), qPrintable(said));
    QVERIFY2(hint.contains(QLatin1String("reset it")), qPrintable(hint));
    QVERIFY2(!hint.contains(QLatin1String("refused")), qPrintable(hint));
    QVERIFY(page()->gameCard()->actionButton()->isVisible());
    // The whole reason is the line's tooltip.
    QCOMPARE(page()->gameCard()->statusLabel()->toolTip(), m_panel->statusText());
    needs->itemButtons().constFirst()->click();
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Password);
}

void TestStatusPage::reconnectAndDisconnectSayHowTheyEnded()
{
    QTest::mouseClick(page()->disconnectButton(), Qt::LeftButton);
    QCOMPARE(m_panel->status(), Panel::Status::Disconnected);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(
                 QLatin1String("Disconnected from Test Game")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(page()->hintLabel()->text().contains(QLatin1String("Reconnect")));
    QVERIFY(page()->reconnectButton()->isEnabled());

    QTest::mouseClick(page()->reconnectButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().startsWith(QLatin1String("Reconnected")),
                 qPrintable(m_window->statusBar()->currentMessage()));

    // A reconnect the game refuses says so.
    m_game->stop();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    // Once a retry has found nothing there, the card still says why the game went away.
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->failure(), icrp::IcrpClient::Failure::Refused, 10000);
    QTRY_VERIFY2(page()->hintLabel()->text().startsWith(QLatin1String("The game quit, and")),
                 qPrintable(page()->hintLabel()->text()));
    // The longest advice still fits the card at 960 × 620.
    QTRY_VERIFY2(firstCut().isEmpty(), qPrintable(firstCut()));
    saveShot(QStringLiteral("status-game-down"));
    // Every line the status bar showed, not only the current one: "Reconnect failed" is about
    // this attempt and goes with the next change of the connection's state, which a slow run
    // (the sanitizers) may reach before a poll of currentMessage() would see it.
    QSignalSpy said(m_window->statusBar(), &QStatusBar::messageChanged);
    const auto saidFailed = [&said] {
        for (const QList<QVariant> &line : said)
            if (line.at(0).toString().startsWith(QLatin1String("Reconnect failed")))
                return true;
        return false;
    };
    QTest::mouseClick(page()->reconnectButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(saidFailed(), 10000);
}

void TestStatusPage::firstRunNamesOnlyEnabledActions()
{
    // A panel of its own with no game chosen yet, as on the first run without the demo.
    Panel::Options options;
    options.settingsFile = m_dir->filePath(QStringLiteral("first-run.ini"));
    Panel fresh(options);
    MainWindow window(fresh);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    icui::StatusPage *status = window.statusPage();
    QCOMPARE(fresh.status(), Panel::Status::Idle);
    QVERIFY(!status->reconnectButton()->isEnabled());
    const QString hint = status->hintLabel()->text();
    QVERIFY2(!hint.contains(QLatin1String("Reconnect")), qPrintable(hint));
    QVERIFY2(hint.contains(QStringLiteral("Connection ▸ Connect…")), qPrintable(hint));
    QVERIFY2(hint.contains(QStringLiteral("Start the game")), qPrintable(hint));
    // What it can do instead: Connect, which opens Connection ▸ Connect….
    QVERIFY(status->reconnectButton()->isHidden());
    QVERIFY(status->actionButton()->isVisible());
    bool asked = false;
    icui::ModalDialog::setNextHandler([&asked](QDialog &) {
        asked = true;
        return int(QDialog::Rejected);
    });
    QTest::mouseClick(status->actionButton(), Qt::LeftButton);
    QTRY_VERIFY(asked);
    QCOMPARE(status->needsYouCard()->bigLine()->text(), QStringLiteral("Nothing needs you"));
    QCOMPARE(status->matchCard()->bigLine()->text(), QStringLiteral("No match running"));
    ictest::saveShot(&window, QStringLiteral("status-first-run"));
}

void TestStatusPage::aSavedGameNotChosenIsOfferedInTheGameBox()
{
    // A game saved with "Connect when the panel starts" off: the panel starts with none chosen,
    // and the Status page says where the saved one is (twenty-eighth newcomer: it said "No game
    // chosen yet").
    Panel::Options options;
    options.settingsFile = m_dir->filePath(QStringLiteral("saved-game.ini"));
    Panel started(options);
    icpanel::ConnectionProfile cup;
    cup.name = QStringLiteral("Cup Game");
    cup.autoConnect = false;
    QVERIFY(started.profiles()->save(cup));
    MainWindow window(started);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(started.status(), Panel::Status::Idle);
    const QString hint = window.statusPage()->hintLabel()->text();
    QVERIFY2(hint.contains(QStringLiteral("Choose a saved game in the Game box above (Alt+G)")),
             qPrintable(hint));
    QVERIFY2(!hint.contains(QLatin1String("No game chosen yet")), qPrintable(hint));
    // And Alt+G is the Game box, which lists it.
    window.activateWindow();
    QTRY_VERIFY(window.isActiveWindow());
    QTest::keyClick(&window, Qt::Key_G, Qt::AltModifier);
    auto *box = window.findChild<QComboBox *>(QStringLiteral("profileSwitcher"));
    QVERIFY(box);
    QTRY_COMPARE(QApplication::focusWidget(), box);
    QVERIFY(box->findData(cup.name) >= 0);
}

void TestStatusPage::fitsTheWindowLightAndDark()
{
    m_game->advance(900);
    QTRY_VERIFY(m_panel->gameTicks() >= 900);
    QTRY_VERIFY(page()->matchCard()->bigLine()->text().contains(QLatin1String("lead")) ||
                page()->matchCard()->bigLine()->text().startsWith(QLatin1String("Even")));
    for (const auto scheme :
         {icpanel::PanelSettings::ColorScheme::Light, icpanel::PanelSettings::ColorScheme::Dark}) {
        m_panel->settings()->setColorScheme(scheme);
        const bool dark = scheme == icpanel::PanelSettings::ColorScheme::Dark;
        QTRY_COMPARE(icui::Appearance::isDark(page()->palette()), dark);
        const QString name = scheme == icpanel::PanelSettings::ColorScheme::Dark
                                 ? QStringLiteral("dark")
                                 : QStringLiteral("light");
        m_window->showNormal();
        m_window->resize(960, 620);
        QTRY_COMPARE(m_window->size(), QSize(960, 620));
        // Every card gets the height it asks for: nothing is cut or squeezed.
        QTRY_VERIFY2(page()->minimumSizeHint().height() <= page()->height(),
                     qPrintable(QStringLiteral("%1 > %2")
                                    .arg(page()->minimumSizeHint().height())
                                    .arg(page()->height())));
        QTRY_VERIFY2(page()->minimumSizeHint().width() <= page()->width(),
                     qPrintable(QStringLiteral("%1 > %2")
                                    .arg(page()->minimumSizeHint().width())
                                    .arg(page()->width())));
        QTRY_VERIFY2(firstCut().isEmpty(), qPrintable(firstCut()));
        QVERIFY(page()->matchCard()->bar()->isVisible());
        saveShot(QStringLiteral("status-960-") + name);
        const QFont bigAt960 = page()->matchCard()->bigLine()->font();
        // Xvfb has no window manager to maximise: the screen's whole size is the same.
        m_window->resize(m_window->screen()->availableGeometry().size());
        QTRY_VERIFY(m_window->width() > 960);
        QVERIFY(page()->matchCard()->width() > 300);
        // The same program as beside it: no text or button grows with the window.
        QCOMPARE(page()->matchCard()->bigLine()->font(), bigAt960);
        QCOMPARE(page()->reconnectButton()->font().pointSizeF(), m_window->font().pointSizeF());
        QCOMPARE(page()->matchCard()->clockLabel()->font().pointSizeF(),
                 m_window->font().pointSizeF());
        // The cards fill the page's height (the eleventh newcomer's s8-02: not a third empty).
        QTRY_VERIFY2(page()->toolsCard()->geometry().bottom() > page()->height() * 9 / 10,
                     qPrintable(QStringLiteral("%1 of %2")
                                    .arg(page()->toolsCard()->geometry().bottom())
                                    .arg(page()->height())));
        QCOMPARE(page()->matchCard()->height(), page()->toolsCard()->height());
        QTRY_VERIFY2(firstCut().isEmpty(), qPrintable(firstCut()));
        saveShot(QStringLiteral("status-max-") + name);
    }
    m_panel->settings()->setColorScheme(icpanel::PanelSettings::ColorScheme::Light);
}

void TestStatusPage::cardsKeepTheirPlaceAsTheFiguresChange()
{
    // Issue 26, fifth try: the cards changed width on every update (a longer line under Needs
    // you, "Live in OBS: 1 of 2", the clock) and the top row blanked while it was laid out
    // again. Three equal columns, whatever the cards say.
    m_window->showNormal();
    m_window->resize(960, 620);
    m_game->advance(300);
    QTRY_VERIFY(page()->matchCard()->bigLine()->text().contains(QLatin1String("lead")) ||
                page()->matchCard()->bigLine()->text().startsWith(QLatin1String("Even")));
    const QList<StatusCard *> cards{page()->gameCard(), page()->needsYouCard(), page()->matchCard(),
                                    page()->overlaysCard(), page()->toolsCard()};
    const auto columns = [&cards] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QList<QPair<int, int>> spans;
        for (const StatusCard *card : cards)
            spans << qMakePair(card->x(), card->width());
        return spans;
    };
    const auto before = columns();
    // Fixed proportions (the Match card a little wider, for the names beside the figures).
    QVERIFY(qAbs(page()->overlaysCard()->width() - page()->toolsCard()->width()) <= 1);
    QVERIFY(qAbs(page()->needsYouCard()->width() - page()->toolsCard()->width()) <= 1);
    QVERIFY(page()->matchCard()->width() > page()->toolsCard()->width());
    // An overlay opened in a browser: a longer word on its row, a tool on the Tools card.
    std::unique_ptr<QWebSocket> browser =
        openAs(m_panel->host()->port(), kFirefoxAgent, QStringLiteral("desk"), token());
    QVERIFY(browser);
    QTRY_COMPARE(rowOf(page()->overlaysCard()->rows(), QStringLiteral("Score Desk")),
                 QStringLiteral("Score Desk: Open in a browser"));
    QCOMPARE(columns(), before);
    // A long line under Needs you, the figures moving on, a refusal of the running tool,
    // gone with it.
    page()->needsYouCard()->setRefusalMemoryMs(60'000);
    page()->needsYouCard()->noteRefusedCall(QStringLiteral("desk"), QStringLiteral("x"),
                                            int(icrp::ErrorCode::RateLimited), QString());
    QTRY_COMPARE(page()->needsYouCard()->itemButtons().size(), 1);
    QTRY_VERIFY(page()->needsYouCard()->itemButtons().constFirst()->isVisible());
    QCOMPARE(columns(), before);
    // The figures move on in place: the rows' labels are not made anew (cleared, then laid out
    // and painted again from nothing) on every update.
    const QLabel *army = page()->matchCard()->teamRows()->stateLabel(0);
    QVERIFY(army);
    const QString armyBefore = army->text();
    for (int step = 0; step < 3; ++step) {
        const qint64 tick = m_panel->match()->figuresTick();
        m_game->advance(200);
        QTRY_VERIFY(m_panel->match()->figuresTick() > tick);
        QCOMPARE(columns(), before);
        QCOMPARE(page()->matchCard()->teamRows()->stateLabel(0), army);
    }
    QTRY_VERIFY(army->text() != armyBefore);
    // The tool closed: its refusal goes (it stays while the tool runs).
    browser->close();
    browser.reset();
    QTRY_VERIFY(page()->needsYouCard()->itemButtons().isEmpty());
    QCOMPARE(columns(), before);
}

// Issue 26, fifth newcomer (s4-18, s4-34): a mistyped port was only "the game is not running",
// and the card said "remote access" where the Log says "remote API".
void TestStatusPage::nothingAnswersOffersToCheckTheAddress()
{
    const QString game = QStringLiteral("Status Page Mistyped Port");
    QVERIFY(connectToNothing(game) != 0);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    icui::GameCard *card = page()->gameCard();
    QTRY_VERIFY(card->hintLabel()->text().startsWith(QLatin1String("Nothing answers")));
    const QString hint = card->hintLabel()->text();
    QVERIFY2(hint.contains(QLatin1String("the address is wrong (check the port)")),
             qPrintable(hint));
    QVERIFY2(hint.contains(QLatin1String("remote API")), qPrintable(hint));
    QVERIFY2(!hint.contains(QLatin1String("remote access")), qPrintable(hint));
    QVERIFY(card->actionButton()->isVisible());
    QCOMPARE(card->actionButton()->text(), QStringLiteral("Check the &Address…"));
    // The longest advice still fits the card at 960 × 620.
    QTRY_VERIFY2(firstCut().isEmpty(), qPrintable(firstCut()));
    saveShot(QStringLiteral("status-mistyped-port"));
    // Connect… opens on this game, its address ready to be corrected.
    QString chosen;
    QString address;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        if (auto *games = dialog.findChild<QComboBox *>(QStringLiteral("connectProfile")))
            chosen = games->currentData().toString();
        if (auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("connectAddress")))
            address = edit->selectedText();
        return int(QDialog::Rejected);
    });
    QTest::mouseClick(card->actionButton(), Qt::LeftButton);
    QTRY_COMPARE(chosen, game);
    QCOMPARE(address, m_panel->currentProfile().url.toString());
}

// Issue 26, fifth newcomer (s4-23): while the panel asked for a game's password, the card said
// "Nothing answers … the game is not running" (of the address before).
void TestStatusPage::gameCardSaysThePasswordIsNeeded()
{
    QVERIFY(connectToNothing(QStringLiteral("Status Page Old Address")) != 0);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    const QString game = QStringLiteral("Status Page Needs A Password");
    icpanel::ConnectionProfile profile;
    profile.name = game;
    profile.url = QUrl(m_game->url());
    profile.tier = icrp::Tier::Admin;
    IC_VERIFY_OK(m_panel->profiles()->save(profile));
    bool asked = false;
    icui::ModalDialog::setNextHandler([&asked](QDialog &) {
        asked = true;
        return int(QDialog::Rejected); // the user looks elsewhere first
    });
    IC_VERIFY_OK(m_panel->connectProfile(game));
    QTRY_VERIFY_WITH_TIMEOUT(asked, 10000);
    QCOMPARE(m_panel->status(), Panel::Status::WaitingForUser);
    QVERIFY(m_panel->awaitingPassword());
    icui::GameCard *card = page()->gameCard();
    QCOMPARE(card->statusLabel()->text(), QStringLiteral("Password needed for %1").arg(game));
    const QString hint = card->hintLabel()->text();
    QVERIFY2(hint.contains(QLatin1String("password is needed")), qPrintable(hint));
    QVERIFY2(!hint.contains(QLatin1String("Nothing answers")), qPrintable(hint));
    QVERIFY(card->actionButton()->isVisible());
    QTest::mouseClick(card->actionButton(), Qt::LeftButton);
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Password);
    // Nothing keeps trying the address before.
    QSignalSpy status(m_panel.get(), &Panel::statusChanged);
    QVERIFY(!status.wait(600));
}

void TestStatusPage::cardLinksShowTheFocusAndOpenOnReturn()
{
    // Tabbed to, a card's link is ringed in the highlight colour; Return opens its page (as
    // Space does), in light and dark.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    for (const auto scheme :
         {icpanel::PanelSettings::ColorScheme::Light, icpanel::PanelSettings::ColorScheme::Dark}) {
        m_panel->settings()->setColorScheme(scheme);
        m_window->showPage(MainWindow::Page::Status);
        QPushButton *link = page()->gameCard()->openButton();
        link->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), link);
        auto *ring = page()->gameCard()->findChild<icui::FocusRing *>();
        QVERIFY(ring);
        QTRY_VERIFY(ring->isVisible());
        QCOMPARE(ring->widget(), link);
        QVERIFY(ring->geometry().contains(link->geometry()));
        const QImage shot = ring->grab().toImage();
        QCOMPARE(shot.pixelColor(shot.width() / 2, 0).rgb(),
                 link->palette().color(QPalette::Highlight).rgb());
        QTest::keyClick(link, Qt::Key_Return);
        QTRY_COMPARE(m_window->currentPage(), MainWindow::Page::Connections);
    }
    m_window->showPage(MainWindow::Page::Status);
    page()->matchCard()->openButton()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(page()->matchCard()->openButton(), Qt::Key_Enter, Qt::KeypadModifier);
    QTRY_COMPARE(m_window->currentPage(), MainWindow::Page::Match);
}

void TestStatusPage::tabGoesAsTheCardsRead()
{
    // Game, Needs you (the first row), then Match, Overlays, Tools (the second): Tab goes through
    // the cards in that order, each card's controls together.
    m_window->activateWindow();
    QTRY_VERIFY(m_window->isActiveWindow());
    QAbstractButton *reconnect = page()->reconnectButton();
    QTRY_VERIFY(reconnect->isVisible() && reconnect->isEnabled());
    reconnect->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), reconnect);
    const QList<StatusCard *> reading = {page()->gameCard(), page()->needsYouCard(),
                                         page()->matchCard(), page()->overlaysCard(),
                                         page()->toolsCard()};
    QList<StatusCard *> seen{page()->gameCard()};
    for (int i = 0; i < 20 && seen.size() < reading.size(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        StatusCard *card = nullptr;
        for (QWidget *w = QApplication::focusWidget(); w && !card; w = w->parentWidget())
            card = qobject_cast<StatusCard *>(w);
        if (!card || card == seen.last())
            continue;
        QVERIFY2(!seen.contains(card), qPrintable(card->objectName() + QStringLiteral(" again")));
        seen << card;
    }
    QCOMPARE(seen, reading);
}

QTEST_MAIN(TestStatusPage)
#include "TestStatusPage.moc"
