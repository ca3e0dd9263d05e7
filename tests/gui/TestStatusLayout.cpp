// The window's first size and the Status page's use of it (the eleventh newcomer, s8-02, s1-54,
// s1-62): the window opens larger where the screen has room (never beyond it, never below the
// size every page is laid out for); maximised, the Status cards fill the page's height; and
// Needs you lists — and clears again — the overlays showing a replay instead of the live game,
// a game that cannot be reached, and a tool whose calls were refused for calling too often.

#include "ResultCheck.h"
#include "TestShots.h"
#include "UserAgentSocket.h"
#include "WindowFixture.h"

#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/ErrorCode.h"
#include "match/MatchModel.h"
#include "match/MatchSummary.h"
#include "mock/ReplayService.h"
#include "mock/SkirmishSim.h"
#include "panel/LogModel.h"
#include "ui/common/ModalDialog.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/FiguresChart.h"
#include "ui/match/MatchPage.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/ReplayOnStreamBar.h"
#include "ui/status/ArmyTrend.h"
#include "ui/status/DotList.h"
#include "ui/status/GameCard.h"
#include "ui/status/MatchCard.h"
#include "ui/status/NeedsYouCard.h"
#include "ui/status/OverlaysCard.h"
#include "ui/status/StatusPage.h"
#include "ui/status/ToolsCard.h"

#include <QCategoryAxis>
#include <QJsonArray>
#include <QJsonObject>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>
#include <QTextLayout>
#include <QWebSocket>
#include <algorithm>
#include <cmath>
#include <limits>

using icpanel::Panel;
using icui::ArmyTrend;
using icui::MainWindow;
using icui::MatchCard;
using icui::NeedsYouCard;
using icui::StatusCard;

class TestStatusLayout : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup() { tearDownWindow(); }

    void firstSizeUsesTheRoomOnTheScreen();
    void cardsFillThePageMaximised();
    void newFiguresLayOutThePageNotTheWindow();
    void needsYouListsAReplayOnStreamUntilBackToLive();
    void overlaysCardSaysAReplayIsOnStream();
    void trendIsScaledToARoundTopItNames();
    void trendScaleShowsALeadsShare();
    void timeLimitSaysTheScoresThatDecidedIt();
    void trendStartsAtARoundBottomItNames();
    void chartsOfALateJoinStartWhereThePanelJoined();
    void endedMatchKeepsItsTrendAndSaysTheMargin();
    void copyUrlKeepsTheFocusAndLogsOnce();
    void needsYouListsAGameThatCannotBeReached();
    void needsYouKeepsATooChattyToolWhileItRuns();
    void unreachableAddressIsNeverBrokenInside();

private:
    icui::StatusPage *page() const { return m_window->statusPage(); }
    NeedsYouCard *needs() const { return page()->needsYouCard(); }
    /// The keys ("item") of Needs you's rows now.
    QStringList items() const;
    /// The row's button of `key` (null: none).
    QPushButton *button(const QString &key) const;
    QString token() const { return m_panel->host()->toolToken(QStringLiteral("desk")); }
    /// The desk tool connected to the gateway as itself.
    std::unique_ptr<icrp::IcrpClient> connectDesk();
};

void TestStatusLayout::init()
{
    m_withHost = true;
    m_matchSeconds = 60; // a replay once advance() ends it
    setUpWindow();
    QVERIFY(installDeskTool());
    QTRY_VERIFY(!token().isEmpty());
    m_window->showPage(MainWindow::Page::Status);
}

QStringList TestStatusLayout::items() const
{
    QStringList keys;
    for (const QPushButton *b : needs()->itemButtons())
        keys << b->property("item").toString();
    return keys;
}

QPushButton *TestStatusLayout::button(const QString &key) const
{
    for (QPushButton *b : needs()->itemButtons()) {
        if (b->property("item").toString() == key)
            return b;
    }
    return nullptr;
}

std::unique_ptr<icrp::IcrpClient> TestStatusLayout::connectDesk()
{
    auto desk = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    options.toolId = QStringLiteral("desk");
    options.password = token();
    options.autoReconnect = false;
    desk->setOptions(options);
    QSignalSpy connected(desk.get(), &icrp::IcrpClient::connected);
    desk->open();
    if (!connected.wait(5000))
        return nullptr;
    return desk;
}

void TestStatusLayout::firstSizeUsesTheRoomOnTheScreen()
{
    // The newcomer's 1600×1000 screen: larger than the least size, within the screen, centred.
    const QRect screen(0, 0, 1600, 1000);
    const QRect first = MainWindow::firstGeometry(screen);
    QVERIFY2(first.width() > 960 && first.height() > 620,
             qPrintable(QStringLiteral("%1×%2").arg(first.width()).arg(first.height())));
    QVERIFY(first.width() <= 1600 * 85 / 100 && first.height() <= 1000 * 85 / 100);
    QVERIFY(screen.contains(first));
    QCOMPARE(first.center(), screen.center());
    // A small screen: never below the size every page is laid out for.
    QCOMPARE(MainWindow::firstGeometry(QRect(0, 0, 1024, 700)).size(), MainWindow::leastSize());
    QCOMPARE(MainWindow::leastSize(), QSize(960, 620));
    // A large one: not the whole screen either (a second screen's offset is kept).
    const QRect wide(1920, 0, 3840, 2160);
    const QRect onWide = MainWindow::firstGeometry(wide);
    QCOMPARE(onWide.size(), MainWindow::preferredFirstSize());
    QVERIFY(wide.contains(onWide));
    QCOMPARE(onWide.center(), wide.center());
    // The real window on the session's 1600×1000 screen opened so.
    const QRect available = m_window->screen()->availableGeometry();
    QVERIFY2(m_window->width() > 960 && m_window->height() > 620,
             qPrintable(QStringLiteral("%1×%2").arg(m_window->width()).arg(m_window->height())));
    QVERIFY(available.contains(m_window->geometry()));
    QVERIFY(m_window->width() <= available.width() * 85 / 100);
    ictest::saveShot(m_window.get(), QStringLiteral("status-first-size"));
    // It goes no smaller than the least size, on every page (twentieth newcomer: 835×534, and
    // the window grew on the Match page).
    for (const auto page : {MainWindow::Page::Status, MainWindow::Page::Match,
                            MainWindow::Page::Overlays, MainWindow::Page::History}) {
        m_window->showPage(page);
        m_window->resize(600, 400);
        QTRY_COMPARE(m_window->size(), MainWindow::leastSize());
        QCOMPARE(m_window->minimumSize(), MainWindow::leastSize());
    }
}

namespace {
/// Counts the layout requests `watched` gets.
class LayoutRequests : public QObject
{
public:
    explicit LayoutRequests(QObject *watched) { watched->installEventFilter(this); }
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        count += event->type() == QEvent::LayoutRequest ? 1 : 0;
        return false;
    }
};
} // namespace

void TestStatusLayout::newFiguresLayOutThePageNotTheWindow()
{
    // New figures and the clock lay out the cards again, not the whole window with every other
    // page's word-wrapped text (about once a second, issue 30); the window hears of the page
    // when its sizes change.
    m_game->advance(300);
    MatchCard *match = page()->matchCard();
    QTRY_VERIFY(match->trend()->hasLines());
    auto *pages = m_window->findChild<QStackedWidget *>(QStringLiteral("pages"));
    QVERIFY(pages);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    LayoutRequests requests(pages);
    const QString before = match->bigLine()->text();
    m_game->advance(150);
    m_panel->match()->refresh();
    QTRY_VERIFY(match->bigLine()->text() != before);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCOMPARE(requests.count, 0);

    // A card that needs more height: the window lays the page out for it.
    const int height = page()->height();
    page()->gameCard()->setMinimumHeight(height);
    QTRY_VERIFY(requests.count > 0);
    QTRY_VERIFY(page()->minimumSizeHint().height() > height);
}

void TestStatusLayout::cardsFillThePageMaximised()
{
    m_game->advance(300);
    MatchCard *match = page()->matchCard();
    QTRY_VERIFY(match->bigLine()->text().contains(QLatin1String("lead")) ||
                match->bigLine()->text().startsWith(QLatin1String("Even")));
    // The Match card also draws how the match went: a line per team, ending at its figures now.
    ArmyTrend *trend = match->trend();
    QTRY_VERIFY(trend->hasLines() && trend->isVisible());
    QCOMPARE(trend->teams(), (QList<int>{0, 1}));
    for (const auto &team : m_panel->match()->teamTotals())
        QCOMPARE(qint64(trend->points(team.team).constLast().y()), *team.armyValue);
    QVERIFY(trend->points(0).constFirst().x() < trend->points(0).constLast().x());
    const int trendAtLeast = trend->height();
    // Xvfb has no window manager to maximise: the screen's whole size is the same.
    m_window->resize(m_window->screen()->availableGeometry().size());
    QTRY_VERIFY(m_window->height() > 800);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // Maximised, the Match card's spare height goes to the trend, not to blank card under it.
    QTRY_VERIFY2(trend->height() > trendAtLeast,
                 qPrintable(QStringLiteral("%1 ≤ %2").arg(trend->height()).arg(trendAtLeast)));
    const int under =
        match->openButton()->geometry().top() - trend->mapTo(match, QPoint(0, trend->height())).y();
    QVERIFY2(under < 3 * match->fontMetrics().height(), qPrintable(QString::number(under)));
    const int bottom = page()->toolsCard()->geometry().bottom();
    QTRY_VERIFY2(page()->toolsCard()->geometry().bottom() > page()->height() * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2").arg(bottom).arg(page()->height())));
    QCOMPARE(page()->matchCard()->height(), page()->toolsCard()->height());
    QCOMPARE(page()->overlaysCard()->height(), page()->toolsCard()->height());
    // The top row no taller than at about the least size: the lower row takes the rest
    // (nineteenth and twentieth newcomers: half-empty Game and Needs you cards).
    QVERIFY2(page()->gameCard()->height() <= page()->fontMetrics().height() * 13,
             qPrintable(QString::number(page()->gameCard()->height())));
    QVERIFY(page()->toolsCard()->height() > 2 * page()->gameCard()->height());
    QCOMPARE(page()->gameCard()->height(), page()->needsYouCard()->height());
    ictest::saveShot(m_window.get(), QStringLiteral("status-max-filled"));
    // And the window shrinks back to the least size with every card whole.
    m_window->resize(MainWindow::leastSize());
    QTRY_COMPARE(m_window->size(), MainWindow::leastSize());
    QTRY_VERIFY2(page()->minimumSizeHint().height() <= page()->height(),
                 qPrintable(QStringLiteral("%1 > %2")
                                .arg(page()->minimumSizeHint().height())
                                .arg(page()->height())));
}

void TestStatusLayout::needsYouListsAReplayOnStreamUntilBackToLive()
{
    QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
    m_game->advance(60 * icmock::MockGame::kDefaultTickRate + 5);
    QVERIFY(!saved.isEmpty() || saved.wait(10000));
    const QString replayId = saved.at(0).at(0).toString();
    QCOMPARE(needs()->bigLine()->text(), QStringLiteral("Nothing needs you"));

    m_panel->showReplayOnStream(replayId, 100, 1.0, true);
    QTRY_VERIFY_WITH_TIMEOUT(items().contains(QStringLiteral("replay")), 10000);
    QPushButton *back = button(QStringLiteral("replay"));
    QCOMPARE(back->text(), QStringLiteral("Back to Live"));
    QVERIFY2(back->accessibleName().contains(QLatin1String("not the live game")),
             qPrintable(back->accessibleName()));
    // The same words as the Overlays page's bar (the Status page has none of its own).
    QTRY_COMPARE(button(QStringLiteral("replay"))->accessibleName(),
                 QStringLiteral("Back to Live: ") +
                     icui::ReplayOnStreamBar::replayingText(*m_panel, replayId));
    back = button(QStringLiteral("replay"));
    QCOMPARE(needs()->tone(), StatusCard::Tone::Warning);
    ictest::saveShot(m_window.get(), QStringLiteral("status-needs-replay"));
    back->click();
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 10000);
    QTRY_VERIFY(!items().contains(QStringLiteral("replay")));
    QTRY_COMPARE(needs()->bigLine()->text(), QStringLiteral("Nothing needs you"));
}

void TestStatusLayout::overlaysCardSaysAReplayIsOnStream()
{
    // The fourteenth newcomer (s1-67): during Show on Stream the card still said "Live in OBS".
    icui::OverlaysCard *overlays = page()->overlaysCard();
    std::unique_ptr<QWebSocket> obs =
        ictest::openAs(m_panel->host()->port(), ictest::kObsAgent, QStringLiteral("desk"), token());
    QVERIFY(obs);
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Live in OBS: Score Desk"));
    QCOMPARE(overlays->tone(), StatusCard::Tone::Good);

    QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
    m_game->advance(60 * icmock::MockGame::kDefaultTickRate + 5);
    QVERIFY(!saved.isEmpty() || saved.wait(10000));
    m_panel->showReplayOnStream(saved.at(0).at(0).toString(), 100, 1.0, true);
    QTRY_COMPARE_WITH_TIMEOUT(overlays->bigLine()->text(),
                              QStringLiteral("Showing a replay on stream"), 10000);
    QCOMPARE(overlays->tone(), StatusCard::Tone::Warning);
    QCOMPARE(overlays->smallLines()->text(),
             QStringLiteral("In OBS: Score Desk, not the live game."));
    QCOMPARE(overlays->rows()->texts(), QStringList{QStringLiteral("Score Desk: Replay in OBS")});
    QCOMPARE(overlays->rows()->rows().constFirst().dot, icui::DotList::Dot::Warning);
    ictest::saveShot(m_window.get(), QStringLiteral("status-overlays-replay"));

    // Back to Live: good news again.
    m_panel->endReplayOnStream();
    QTRY_COMPARE_WITH_TIMEOUT(overlays->bigLine()->text(),
                              QStringLiteral("Live in OBS: Score Desk"), 10000);
    QCOMPARE(overlays->tone(), StatusCard::Tone::Good);
    QVERIFY(overlays->smallLines()->isHidden());
}

void TestStatusLayout::trendIsScaledToARoundTopItNames()
{
    // The fourteenth newcomer (s1-04): no values on the trend, and half of its plot empty.
    m_game->advance(300);
    ArmyTrend *trend = page()->matchCard()->trend();
    QTRY_VERIFY(trend->hasLines() && trend->isVisible());
    double peak = 0;
    for (int team : trend->teams()) {
        for (const QPointF &p : trend->points(team))
            peak = std::max(peak, p.y());
    }
    QVERIFY(peak > 0);
    // A round top at or just above the peak: within one step (a fifth of the plot at most).
    QVERIFY2(trend->top() >= peak,
             qPrintable(QStringLiteral("%1 < %2").arg(trend->top()).arg(peak)));
    QVERIFY2((trend->top() - peak) <= (trend->top() - trend->bottom()) / 2,
             qPrintable(QStringLiteral("%1 over %2").arg(trend->top()).arg(peak)));
    QCOMPARE(std::fmod(trend->top(), 100.0), 0.0);
    QCOMPARE(trend->topLabel(), QLocale().toString(qint64(trend->top())));
    ictest::saveShot(m_window.get(), QStringLiteral("status-trend-top"));
}

void TestStatusLayout::trendScaleShowsALeadsShare()
{
    // The sixteenth newcomer (s1-12): 5,400 against 5,900 filled the whole plot, a small lead
    // looked huge. The axis spans 40 % of its top at least, from a round bottom.
    const auto honest = [](double low, double high) {
        const auto [bottom, top] = ArmyTrend::niceRange(low, high);
        QVERIFY2(
            bottom <= low && top >= high && bottom >= 0,
            qPrintable(QStringLiteral("%1–%2 on %3–%4").arg(low).arg(high).arg(bottom).arg(top)));
        QVERIFY2(top - bottom >= 0.4 * top - 1e-6, qPrintable(QStringLiteral("%1–%2 spans %3 of %4")
                                                                  .arg(bottom)
                                                                  .arg(top)
                                                                  .arg(top - bottom)
                                                                  .arg(top)));
    };
    honest(5400, 5900);
    honest(5000, 5000);
    honest(12100, 12300);
    honest(1, 3);
    QCOMPARE(ArmyTrend::niceRange(5400, 5900), std::make_pair(3500.0, 6000.0));
    QCOMPARE(ArmyTrend::niceRange(5500, 6000), std::make_pair(3500.0, 6000.0));
    QCOMPARE(ArmyTrend::niceRange(5000, 5000), std::make_pair(3000.0, 5000.0));
    // A wide spread: from round values around the data, not from 0 (no half-empty plot).
    QCOMPARE(ArmyTrend::niceRange(3000, 9500), std::make_pair(2000.0, 10000.0));
    QCOMPARE(ArmyTrend::niceRange(6200, 14800), std::make_pair(6000.0, 16000.0));
    // Data that goes low: the axis starts at 0.
    QCOMPARE(ArmyTrend::niceRange(0, 9500), std::make_pair(0.0, 10000.0));
    QCOMPARE(ArmyTrend::niceRange(1200, 9500), std::make_pair(0.0, 10000.0));
}

void TestStatusLayout::timeLimitSaysTheScoresThatDecidedIt()
{
    // The sixteenth newcomer: a match ended on the time limit named a winner with less army
    // value, and nothing said why. game_end gives both scores; the Match card and the Match
    // page's summary say that the score decided it, and what the scores were.
    m_game->advance(60 * 15 + 5); // past the 60 s limit
    const icmatch::MatchModel *match = m_panel->match();
    QTRY_VERIFY_WITH_TIMEOUT(match->info().state == icmatch::MatchInfo::State::Ended, 10000);
    QCOMPARE(match->info().endReason, QStringLiteral("time_limit"));
    QJsonArray scores;
    for (const icmatch::MatchFeed::Entry &e : match->feed()->entries()) {
        if (e.type == QLatin1String("game_end"))
            scores = e.data.value(u"scores").toArray();
    }
    QCOMPARE(scores.size(), 2);
    const int winner = match->info().winnerTeam.value_or(-1);
    QVERIFY(winner == 0 || winner == 1); // the mock's scores are never even after a minute
    const qint64 won = scores.at(winner).toInteger();
    const qint64 lost = scores.at(1 - winner).toInteger();
    QVERIFY2(won > lost, qPrintable(QStringLiteral("%1 to %2").arg(won).arg(lost)));
    const QString why =
        QStringLiteral("Time limit: Team %1 wins on score, %2 to %3 (army value plus buildings "
                       "standing).")
            .arg(winner + 1)
            .arg(QLocale().toString(won), QLocale().toString(lost));
    MatchCard *card = page()->matchCard();
    QTRY_VERIFY2(card->smallLines()->text().contains(why), qPrintable(card->smallLines()->text()));
    QCOMPARE(card->bigLine()->text(), QStringLiteral("Team %1 won").arg(winner + 1));
    QVERIFY(card->smallLines()->isVisible());
    // The chart of the match that ended stays (the seventeenth newcomer, s4-16).
    QTRY_VERIFY_WITH_TIMEOUT(card->trend()->hasLines() && card->trend()->isVisible(), 10000);
    ictest::saveShot(card, QStringLiteral("status-time-limit"));
    const QString summary = icmatch::endSummary(*match);
    QVERIFY2(
        summary.contains(QStringLiteral(" at the time limit after %1, on score: %2 to %3 "
                                        "(army value plus buildings standing).")
                             .arg(icmatch::clockText(match->figuresTick(), match->info().tickRate),
                                  QLocale().toString(won), QLocale().toString(lost))),
        qPrintable(summary));
    // Also once the game has gone (the panel trying again).
    m_game->stop();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QCOMPARE(card->bigLine()->text(), QStringLiteral("Team %1 won").arg(winner + 1));
    QTRY_VERIFY_WITH_TIMEOUT(card->trend()->hasLines() && card->trend()->isVisible(), 10000);
    ictest::saveShot(card, QStringLiteral("status-ended-game-gone"));
}

void TestStatusLayout::chartsOfALateJoinStartWhereThePanelJoined()
{
    // The seventeenth newcomer (s1-09, s3-11): a panel that joined a match at 2:00 drew the
    // trend and the Match page's chart from 0:00, its figures a sliver at the right edge. Both
    // start at the first figures the panel has, and say so where the time axis is labelled.
    icmock::MockOptions options;
    options.port = 0;
    options.password = QStringLiteral("late-Secret-7mQ2");
    m_passwords << options.password;
    options.tickRate = icmock::MockGame::kDefaultTickRate;
    options.startAtSeconds = 120;
    icmock::MockGame late(options);
    IC_VERIFY_OK(late.start());
    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("Late Game");
    profile.url = QUrl(late.url());
    profile.tier = icrp::Tier::Admin;
    IC_VERIFY_OK(m_panel->connectTo(profile, options.password, false));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->currentProfile().name, profile.name, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const icmatch::MatchModel *match = m_panel->match();
    QTRY_VERIFY_WITH_TIMEOUT(match->figuresTick() >= 120 * options.tickRate, 10000);
    for (int i = 0; i < 3; ++i) { // a few samples, seconds apart
        late.advance(10 * options.tickRate);
        const qint64 after = late.sim()->tick();
        QTRY_VERIFY_WITH_TIMEOUT(match->figuresTick() >= after, 10000);
    }
    const double first = double(match->series().samples().constFirst().tick) / options.tickRate;
    QVERIFY2(first >= 120, qPrintable(QString::number(first)));
    const QString since = icui::FiguresChart::clockLabel(qint64(first) / 10 * 10);

    // The trend from the second of its first figures (its lines start at its left edge); the
    // Match page's chart from the 10 s before (its axis has room to grow to the right).
    ArmyTrend *trend = page()->matchCard()->trend();
    QTRY_VERIFY(trend->hasLines() && trend->isVisible());
    QCOMPARE(trend->startSecond(), std::floor(first));
    QCOMPARE(trend->axisNote(), QStringLiteral("army value since %1, when the panel joined")
                                    .arg(icui::FiguresChart::clockLabel(qint64(first))));
    QVERIFY(trend->points(0).constFirst().x() - trend->startSecond() < 1);
    ictest::saveShot(page()->matchCard(), QStringLiteral("status-trend-late-join"));

    m_window->showPage(MainWindow::Page::Match);
    icui::ArmyChart *chart = m_window->matchPage()->chart();
    QTRY_COMPARE(qint64(chart->timeAxis()->min()), qint64(first) / 10 * 10);
    QCOMPARE(chart->timeAxis()->categoriesLabels().constFirst(), since);
    QVERIFY(chart->timeAxis()->isTitleVisible());
    QCOMPARE(chart->timeAxis()->titleText(),
             QStringLiteral("since %1, when the panel joined").arg(since));
    // The figures fill the plot: most of the axis is what the panel saw, not empty 0:00–2:00.
    const double span = chart->timeAxis()->max() - chart->timeAxis()->min();
    const double seen = double(match->figuresTick()) / options.tickRate - first;
    QVERIFY2(seen >= span / 4, qPrintable(QStringLiteral("%1 of %2 s").arg(seen).arg(span)));
    ictest::saveShot(m_window.get(), QStringLiteral("match-chart-late-join"));
    m_panel->disconnectFromGame();
    late.stop();
}

void TestStatusLayout::endedMatchKeepsItsTrendAndSaysTheMargin()
{
    // The seventeenth newcomer (s4-16): after the match ended the card said "Team 2 won", not
    // by how much, and its chart was gone. The chart stays, and the margin is said.
    const icmatch::MatchModel *match = m_panel->match();
    for (int i = 0; i < 3; ++i) {
        m_game->advance(10 * icmock::MockGame::kDefaultTickRate);
        const qint64 after = m_game->sim()->tick();
        QTRY_VERIFY_WITH_TIMEOUT(match->figuresTick() >= after, 10000);
    }
    MatchCard *card = page()->matchCard();
    ArmyTrend *trend = card->trend();
    QTRY_VERIFY(trend->hasLines() && trend->isVisible());
    // Ended by annihilation, as the game says it (the game's own end is the time limit).
    m_panel->disconnectFromGame();
    QTRY_VERIFY(m_panel->status() != Panel::Status::Connected);
    const QList<icmatch::MatchModel::TeamTotals> &teams = match->teamTotals();
    QCOMPARE(teams.size(), 2);
    const int winner = *teams.at(0).armyValue >= *teams.at(1).armyValue ? 0 : 1;
    const qint64 margin = *teams.at(winner).armyValue - *teams.at(1 - winner).armyValue;
    m_panel->match()->replayEvent(
        QStringLiteral("match"), QStringLiteral("game_end"), match->figuresTick(),
        QJsonObject{{QStringLiteral("winner_team"), winner},
                    {QStringLiteral("reason"), QStringLiteral("annihilation")}});
    QTRY_VERIFY(card->bigLine()->text().startsWith(QStringLiteral("Team %1 won").arg(winner + 1)));
    if (margin > 0)
        QCOMPARE(card->bigLine()->text(), QStringLiteral("Team %1 won by %2 army value")
                                              .arg(winner + 1)
                                              .arg(QLocale().toString(margin)));
    QVERIFY(trend->hasLines());
    QVERIFY(trend->isVisible());
    QVERIFY(trend->height() > 2 * trend->fontMetrics().height());
    ictest::saveShot(card, QStringLiteral("status-ended-margin"));
}

void TestStatusLayout::trendStartsAtARoundBottomItNames()
{
    // The fifteenth newcomer (s1-01, s1-05): values of 5,500–6,000 drawn against 0, the lower
    // half of the plot empty. The bottom is a round value below the lowest value shown, written
    // at the bottom-left; the sixteenth: low enough that the axis spans 40 % of its top.
    m_game->advance(300);
    ArmyTrend *trend = page()->matchCard()->trend();
    QTRY_VERIFY(trend->hasLines() && trend->isVisible());
    double low = std::numeric_limits<double>::max();
    double high = 0;
    for (int team : trend->teams()) {
        for (const QPointF &p : trend->points(team)) {
            low = std::min(low, p.y());
            high = std::max(high, p.y());
        }
    }
    QVERIFY(low > 0);
    QVERIFY2(trend->bottom() <= low && trend->bottom() >= 0,
             qPrintable(QStringLiteral("bottom %1, lowest %2").arg(trend->bottom()).arg(low)));
    QCOMPARE(trend->bottomLabel(), QLocale().toString(qint64(trend->bottom())));
    QCOMPARE(std::make_pair(trend->bottom(), trend->top()), ArmyTrend::niceRange(low, high));
    // Honest: the axis spans 40 % of its top at least, so a small lead looks small.
    QVERIFY2(trend->top() - trend->bottom() >= 0.4 * trend->top(),
             qPrintable(QStringLiteral("%1–%2 in %3–%4")
                            .arg(low)
                            .arg(high)
                            .arg(trend->bottom())
                            .arg(trend->top())));
    // Both values are on screen: grey text (not a team's colour, darker than the plot's
    // lines) at the plot's top-left and at its bottom-left, above the clock labels.
    const QImage shot = trend->grab().toImage();
    const int text = trend->fontMetrics().height();
    const int bottomBand = trend->height() - text - 2 - text - 3;
    auto hasQuiet = [&](int top, int height) {
        for (int y = std::max(0, top); y < std::min(shot.height(), top + height); ++y) {
            for (int x = 2; x < std::min(shot.width(), 8 * text); ++x) {
                const QColor c = shot.pixelColor(x, y);
                const int most = std::max({c.red(), c.green(), c.blue()});
                const int least = std::min({c.red(), c.green(), c.blue()});
                if (most < 170 && most - least < 24)
                    return true;
            }
        }
        return false;
    };
    QVERIFY2(hasQuiet(bottomBand - 2, text), "no value written at the plot's bottom-left");
    QVERIFY2(hasQuiet(0, text + 2), "no value written at the plot's top-left");
    ictest::saveShot(trend, QStringLiteral("status-trend-bottom"));
}

void TestStatusLayout::copyUrlKeepsTheFocusAndLogsOnce()
{
    // The fifteenth newcomer: after Copy URL for OBS the focus ring was on "Overlays page ›"
    // (s1-03), and the Log had the copy twice, once by the tool's id (s6-04).
    icui::OverlaysCard *overlays = page()->overlaysCard();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTRY_VERIFY(overlays->copyButton()->isVisible());
    QPushButton *copy = overlays->copyButton();
    copy->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), copy);
    const qsizetype linesBefore = m_panel->log()->entries().size();
    QTest::keyClick(copy, Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(QApplication::clipboard()->text().contains(token()), 20000);
    // OBS loads the URL (the newcomer's headless OBS): the overlay is live, nothing more to
    // offer, but the button that has the focus stays until the focus leaves it.
    std::unique_ptr<QWebSocket> obs =
        ictest::openAs(m_panel->host()->port(), ictest::kObsAgent, QStringLiteral("desk"), token());
    QVERIFY(obs);
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Live in OBS: Score Desk"));
    QCOMPARE(QApplication::focusWidget(), copy);
    QVERIFY(copy->isVisible());
    QVERIFY(overlays->nextStep()->isHidden());
    ictest::saveShot(m_window.get(), QStringLiteral("status-copy-url-focus"));
    // OBS gone again: the button offers the copy again, the focus never moved.
    obs->close();
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Not live in OBS"));
    QCOMPARE(QApplication::focusWidget(), copy);
    QVERIFY(overlays->nextStep()->isVisible());
    // Live again, and the focus moves on: the button goes then.
    obs =
        ictest::openAs(m_panel->host()->port(), ictest::kObsAgent, QStringLiteral("desk"), token());
    QVERIFY(obs);
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Live in OBS: Score Desk"));
    QVERIFY(copy->isVisible());
    overlays->openButton()->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(copy->isHidden());
    QStringList copied;
    for (qsizetype i = linesBefore; i < m_panel->log()->entries().size(); ++i) {
        const QString message = m_panel->log()->entries().at(i).message;
        if (message.contains(QLatin1String("OBS URL")))
            copied << message;
    }
    QCOMPARE(copied.size(), 1);
    QVERIFY2(copied.constFirst().startsWith(QLatin1String("Copied the OBS URL of Score Desk ")),
             qPrintable(copied.constFirst()));
}

void TestStatusLayout::needsYouListsAGameThatCannotBeReached()
{
    const quint16 port = connectWhereNothingAnswers(QStringLiteral("Nobody Home"),
                                                    QStringLiteral("pw-for-nobody"), false);
    QVERIFY(port != 0);
    QTRY_VERIFY_WITH_TIMEOUT(items().contains(QStringLiteral("unreachable")), 10000);
    QPushButton *check = button(QStringLiteral("unreachable"));
    QCOMPARE(check->text(), QStringLiteral("Check the Address…"));
    QVERIFY2(check->accessibleName().contains(QString::number(port)),
             qPrintable(check->accessibleName()));
    // The row holds still through the countdown and the tries (it is not made anew).
    for (int i = 0; i < 3; ++i) {
        QSignalSpy status(m_panel.get(), &Panel::statusChanged);
        QVERIFY(status.wait(5000));
        QCOMPARE(button(QStringLiteral("unreachable")), check);
    }
    ictest::saveShot(m_window.get(), QStringLiteral("status-needs-unreachable"));
    // Its button opens Connect… on this game, as the Game card's does.
    QString chosen;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        if (auto *games = dialog.findChild<QComboBox *>(QStringLiteral("connectProfile")))
            chosen = games->currentData().toString();
        return int(QDialog::Rejected);
    });
    check->click();
    QTRY_COMPARE(chosen, QStringLiteral("Nobody Home"));
    // The game that answers again: the row goes.
    m_panel->connectWithPassword(QStringLiteral("Test Game"), m_game->options().password, true);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_VERIFY(!items().contains(QStringLiteral("unreachable")));
    QTRY_COMPARE(needs()->bigLine()->text(), QStringLiteral("Nothing needs you"));
}

void TestStatusLayout::needsYouKeepsATooChattyToolWhileItRuns()
{
    needs()->setRefusalMemoryMs(2000); // a minute in use: ten of it without a refusal, 20 s
    std::unique_ptr<icrp::IcrpClient> desk = connectDesk();
    QVERIFY(desk);
    // Far more calls in one tick than the game allows: some are refused as too many.
    int refused = 0;
    int answered = 0;
    for (int i = 0; i < 100; ++i)
        desk->call(QStringLiteral("ic/match.info"), QJsonObject(), [&](const icrp::IcrpResult &r) {
            ++answered;
            if (!r.ok && r.code == int(icrp::ErrorCode::RateLimited))
                ++refused;
        });
    QTRY_COMPARE_WITH_TIMEOUT(answered, 100, 20000);
    QVERIFY2(refused > 0, "no call was refused as too many");
    QTRY_VERIFY(items().contains(QStringLiteral("refused:desk")));
    QPushButton *open = button(QStringLiteral("refused:desk"));
    QVERIFY2(open->accessibleName().startsWith(QLatin1String(
                 "Open Log: Score Desk: some of its calls were refused (too many calls)")),
             qPrintable(open->accessibleName()));
    // It stays while the tool still runs (as the newcomer's overlay in OBS did, minutes
    // later), with no other refusal.
    QVERIFY(!QTest::qWaitFor([this] { return !items().contains(QStringLiteral("refused:desk")); },
                             1200));
    // The tool gone: nothing is left to close, the row goes.
    desk->close();
    desk.reset();
    QTRY_VERIFY_WITH_TIMEOUT(!items().contains(QStringLiteral("refused:desk")), 5000);
    QTRY_COMPARE(needs()->bigLine()->text(), QStringLiteral("Nothing needs you"));

    // Read in the Log: pressing its button clears it at once.
    desk = connectDesk();
    QVERIFY(desk);
    needs()->noteRefusedCall(QStringLiteral("desk"), QStringLiteral("ic/match.info"),
                             int(icrp::ErrorCode::RateLimited), QString());
    QTRY_VERIFY(button(QStringLiteral("refused:desk")));
    button(QStringLiteral("refused:desk"))->click();
    QTRY_COMPARE(m_window->currentPage(), MainWindow::Page::Log);
    QTRY_VERIFY(!items().contains(QStringLiteral("refused:desk")));
}

namespace {

// How many lines `address` takes in `label`'s text laid out at `width` pixels, as the label
// lays it out (word joiners, U+2060, take no room and are skipped when finding the address).
int linesOfAddress(const QLabel *label, const QString &address, int width)
{
    const QString text = label->text();
    QString seen; // what is drawn
    QList<int> at;
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i) != QChar(0x2060)) {
            seen += text.at(i);
            at << i;
        }
    }
    const int start = int(seen.indexOf(address));
    if (start < 0)
        return -1;
    QTextLayout layout(text, label->font());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine())
        line.setLineWidth(width);
    layout.endLayout();
    const int last = at.at(start + int(address.size()) - 1);
    return layout.lineForTextPosition(last).lineNumber() -
           layout.lineForTextPosition(at.at(start)).lineNumber() + 1;
}

} // namespace

// The twelfth newcomer (s6-05): "Nothing answers at ws://⏎127.0.0.1:1/". At every width the
// line breaks around the address, never inside it: in Needs You and on the Game card.
void TestStatusLayout::unreachableAddressIsNeverBrokenInside()
{
    const quint16 port = connectWhereNothingAnswers(QStringLiteral("Nobody Home"),
                                                    QStringLiteral("pw-for-nobody"), false);
    QVERIFY(port != 0);
    QTRY_VERIFY_WITH_TIMEOUT(items().contains(QStringLiteral("unreachable")), 10000);
    const QString address = QStringLiteral("ws://127.0.0.1:%1/").arg(port);
    QPushButton *check = button(QStringLiteral("unreachable"));
    QVERIFY(check);
    auto *needsYou = check->parentWidget()->findChild<QLabel *>(QStringLiteral("needsYouText"));
    QVERIFY(needsYou);
    auto *card = m_window->findChild<icui::GameCard *>();
    QVERIFY(card);
    QLabel *hint = card->hintLabel();
    QTRY_VERIFY(hint->text().contains(QStringLiteral("Nothing answers")));
    for (QLabel *label : {needsYou, hint}) {
        // Read out whole (by its name, or the hint's description under its name).
        const QString spoken = label->accessibleName() + u' ' + label->accessibleDescription();
        QVERIFY2(spoken.contains(address), qPrintable(spoken));
        QVERIFY2(linesOfAddress(label, address, 600) == 1, qPrintable(label->text()));
        const int needed = label->fontMetrics().horizontalAdvance(address + QLatin1Char('.')) + 2;
        for (int width = needed; width <= 600; ++width)
            QVERIFY2(linesOfAddress(label, address, width) == 1,
                     qPrintable(QStringLiteral("%1 px: \"%2\" breaks inside %3")
                                    .arg(width)
                                    .arg(spoken, address)));
    }
    // And in the window, at its least size and the newcomer's.
    for (const QSize size : {QSize(960, 620), QSize(1280, 820), QSize(1600, 1000)}) {
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        for (QLabel *label : {needsYou, hint}) {
            QVERIFY(label->isVisible());
            QCOMPARE(linesOfAddress(label, address, label->contentsRect().width()), 1);
        }
    }
    ictest::saveShot(m_window.get(), QStringLiteral("status-needs-address-whole"));
    m_window->resize(960, 620);
}

QTEST_MAIN(TestStatusLayout)
#include "TestStatusLayout.moc"
