// The History page as the fifteenth newcomer met it, over a real Panel connected as admin to a
// real ic-remote-mock (manual ticking, a 40 s match, 5 seeded past matches): the list takes the
// match that just ended by itself, keeping the match chosen (s5-06, s5-07); a refused query is an
// Error line in the Log, as red as its bar (s6-04); the Player tab's career charts say on each
// axis what it plots (s5-19).

#include "HistoryPageFixture.h"
#include "ResultCheck.h"
#include "TestShots.h"

#include "common/GameTime.h"
#include "history/MatchHistoryModel.h"
#include "i18n/Translations.h"
#include "match/MatchModel.h"
#include "mock/MockGame.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/ProfileStore.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryFiguresChart.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"
#include "ui/history/HistoryPlayerTab.h"
#include "ui/history/HistoryQueryTab.h"

#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>
#include <memory>

using namespace icui;

class TestHistoryRefresh : public QObject, public HistoryPageFixture
{
    Q_OBJECT

    static constexpr int kSeeded = 5;
    static constexpr auto kPassword = "history-Refresh-4qT7";
    QTimer m_pump; // the game's ticks while a test does not tick it itself

    void startTicking() { m_pump.start(5); }

    HistoryMatchesTab *matches() const { return m_page->matchesTab(); }

    bool waitForRows(int rows)
    {
        return QTest::qWaitFor(
            [this, rows] {
                return matches()->model()->rowCount() == rows &&
                       !matches()->statusLabel()->text().startsWith(QStringLiteral("Loading"));
            },
            10000);
    }

    QString chosenId() const
    {
        const QModelIndexList rows = matches()->table()->selectionModel()->selectedRows();
        return rows.isEmpty()
                   ? QString()
                   : rows.constFirst().data(ichistory::MatchHistoryModel::MatchIdRole).toString();
    }

    /// The Log's lines saying `text`, at `level`.
    int logLines(icpanel::LogModel::Level level, const QString &text) const
    {
        int n = 0;
        for (const auto &entry : m_panel->log()->entries())
            n += entry.level == level && entry.message == text ? 1 : 0;
        return n;
    }

    static QStringList axisTitles(QChart *chart)
    {
        QStringList titles;
        for (QAbstractAxis *axis : chart->axes())
            titles << axis->titleText();
        titles.sort();
        return titles;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCOMPARE(ic::Translations::install(QStringLiteral("en")), QStringLiteral("en"));
        connect(&m_pump, &QTimer::timeout, this, [this] {
            if (m_game)
                m_game->advance(1);
        });
    }

    void init()
    {
        MessageBar::setDefaultAutoHideMs(0, 0);
        icmock::MockOptions options;
        options.tickRate = 0; // the test ends the match (advance())
        options.durationSeconds = 40;
        options.password = QString::fromLatin1(kPassword);
        options.historySeed = kSeeded;
        options.seed = 3;
        setUpHistoryPage(options, QStringLiteral("Refresh Game"));
        if (QTest::currentTestFailed())
            return;
        QVERIFY(waitForRows(kSeeded));
    }

    void cleanup()
    {
        m_pump.stop();
        tearDownHistoryPage();
    }

    // s5-06, s5-07: the match ended, the game stored it, and the list still showed the old
    // matches until Reload was pressed.
    void aMatchThatEndsIsListedByItself()
    {
        QTableView *table = matches()->table();
        table->selectRow(2);
        const QString chosen = chosenId();
        QVERIFY(!chosen.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(matches()->summary()->match().matchId, chosen, 10000);

        QSignalSpy ended(m_game.get(), &icmock::MockGame::matchEnded);
        for (int i = 0; i < 400 && ended.isEmpty(); ++i)
            m_game->advance(15);
        QCOMPARE(ended.size(), 1);

        // Nobody presses Reload: the ended match comes on top, the chosen one stays chosen.
        QVERIFY2(waitForRows(kSeeded + 1), qPrintable(matches()->statusLabel()->text()));
        QCOMPARE(chosenId(), chosen);
        QCOMPARE(matches()->summary()->match().matchId, chosen);
        QCOMPARE(matches()->statusLabel()->text(),
                 QStringLiteral("6 matches shown: all there are."));
        ictest::saveShot(m_window.get(), QStringLiteral("history-refreshed-after-match"));
    }

    // The match ends while another page shows (the window's pages are hidden, not closed):
    // the list is asked for again once History shows.
    void aMatchThatEndsWhileHiddenIsListedOnReturn()
    {
        m_page->hide();
        QSignalSpy ended(m_panel->match(), &icmatch::MatchModel::matchEnded);
        for (int i = 0; i < 400 && ended.isEmpty(); ++i) {
            m_game->advance(15);
            QCoreApplication::processEvents();
        }
        QVERIFY(!ended.isEmpty() || ended.wait(10000));
        QCOMPARE(matches()->model()->rowCount(), kSeeded); // not asked while hidden
        m_page->show();
        QVERIFY2(waitForRows(kSeeded + 1), qPrintable(matches()->statusLabel()->text()));
    }

    // s6-04: "The game's databases are read-only: it refused to DELETE …" was red in the bar and
    // an Info line in the Log.
    void aRefusedQueryIsAnErrorLineInTheLog()
    {
        startTicking(); // the game answers queries on its ticks
        m_page->tabs()->setCurrentWidget(m_page->queryTab());
        HistoryQueryTab *query = m_page->queryTab();
        QVERIFY(query->isAllowed());
        query->sqlBox()->setPlainText(QStringLiteral("DELETE FROM matches"));
        query->sqlBox()->setFocus();
        QTest::keyClick(query->sqlBox(), Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(m_page->messageBar()->hasMessage(), 10000);
        QCOMPARE(m_page->messageBar()->kind(), MessageBar::Kind::Error);
        const QString said = m_page->messageBar()->text();
        QVERIFY2(said.startsWith(QStringLiteral("The game's databases are read-only")),
                 qPrintable(said));
        QCOMPARE(logLines(icpanel::LogModel::Level::Error, said), 1);
        QCOMPARE(logLines(icpanel::LogModel::Level::Info, said), 0);
    }

    // s5-02, s5-12 (the sixteenth newcomer): a 50 s match drawn per minute, one or two points
    // joined by a straight line. Under two minutes the chart says it is too short to chart.
    void aShortMatchIsNotChartedPerMinute()
    {
        QSignalSpy ended(m_game.get(), &icmock::MockGame::matchEnded);
        for (int i = 0; i < 400 && ended.isEmpty(); ++i)
            m_game->advance(15);
        QCOMPARE(ended.size(), 1);
        QVERIFY2(waitForRows(kSeeded + 1), qPrintable(matches()->statusLabel()->text()));
        startTicking(); // the game answers the match's minutes on its ticks
        HistoryMatchSummary *summary = matches()->summary();
        HistoryFiguresChart *chart = summary->chart();
        matches()->table()->selectRow(0); // the 40 s match, the newest
        const QString shortId = chosenId();
        QVERIFY(!shortId.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(
            summary->match().matchId == shortId && !summary->match().minutes.isEmpty(), 10000);
        QVERIFY2(summary->match().durationSeconds() < 120,
                 qPrintable(QStringLiteral("%1: %2 s, %3 ticks at %4")
                                .arg(summary->match().matchId)
                                .arg(summary->match().durationSeconds())
                                .arg(summary->match().durationTicks)
                                .arg(summary->match().tickRate)));
        QVERIFY(!chart->view()->isVisible());
        QVERIFY(chart->placeholder()->isVisible());
        const QString said = chart->placeholder()->text();
        QVERIFY2(said.startsWith(QStringLiteral("This match lasted %1, too short to chart")
                                     .arg(ic::gameTimeText(summary->match().durationSeconds()))),
                 qPrintable(said));
        ictest::saveShot(m_window.get(), QStringLiteral("history-short-match"));
        // A seeded match of minutes is charted.
        matches()->table()->selectRow(1);
        const QString longId = chosenId();
        QVERIFY(longId != shortId);
        QTRY_VERIFY_WITH_TIMEOUT(
            summary->match().matchId == longId && !summary->match().minutes.isEmpty(), 10000);
        QVERIFY(summary->match().durationSeconds() >= 120);
        QTRY_VERIFY(chart->view()->isVisible());
        QVERIFY(!chart->placeholder()->isVisible());
    }

    // s5-03 (the sixteenth newcomer): the career charts were in Qt Charts' default style (thin
    // light-blue lines and bars, bold axis titles), not the Match page's look.
    void theCareerChartsHaveTheMatchChartsLook()
    {
        startTicking();
        m_page->tabs()->setCurrentWidget(m_page->playerTab());
        HistoryPlayerTab *tab = m_page->playerTab();
        QVERIFY(tab->nameBox()->count() > 0);
        tab->nameBox()->lineEdit()->setText(tab->nameBox()->itemText(0));
        QTest::mouseClick(tab->showButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->style().matches > 0, 10000);
        QPalette active = tab->palette();
        active.setCurrentColorGroup(QPalette::Active);
        const QColor accent = active.color(QPalette::Highlight);
        for (QLineSeries *line : {tab->apmLine(), tab->armyLine()}) {
            QCOMPARE(line->pen().color(), accent);
            QCOMPARE(line->pen().widthF(), 3.5); // the Match chart's team lines
            QCOMPARE(line->pen().capStyle(), Qt::RoundCap);
        }
        QCOMPARE(tab->winRates()->color(), accent);
        for (QChart *chart :
             {tab->factionChart()->chart(), tab->apmLine()->chart(), tab->armyLine()->chart()}) {
            QCOMPARE(chart->backgroundBrush().color(), active.color(QPalette::Base));
            QVERIFY(!chart->titleFont().bold());
            for (QAbstractAxis *axis : chart->axes())
                QVERIFY2(!axis->titleFont().bold(), qPrintable(axis->titleText()));
        }
        ictest::saveShot(m_window.get(), QStringLiteral("history-career-look"));
    }

    // s5-19: the career charts had numbers on their axes and no word of what they count.
    void theCareerChartsTitleTheirAxes()
    {
        startTicking();
        m_page->tabs()->setCurrentWidget(m_page->playerTab());
        HistoryPlayerTab *tab = m_page->playerTab();
        QVERIFY(tab->nameBox()->count() > 0);
        const QString name = tab->nameBox()->itemText(0);
        tab->nameBox()->lineEdit()->setText(name);
        QTest::mouseClick(tab->showButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->style().matches > 0, 10000);

        QCOMPARE(axisTitles(tab->factionChart()->chart()),
                 (QStringList{QStringLiteral("Faction"), QStringLiteral("Win rate (%)")}));
        QCOMPARE(axisTitles(tab->apmLine()->chart()),
                 (QStringList{QStringLiteral("Actions per minute"),
                              QStringLiteral("Match (1 = oldest)")}));
        QCOMPARE(
            axisTitles(tab->armyLine()->chart()),
            (QStringList{QStringLiteral("Army value peak"), QStringLiteral("Match (1 = oldest)")}));
        for (QChart *chart :
             {tab->factionChart()->chart(), tab->apmLine()->chart(), tab->armyLine()->chart()}) {
            for (QAbstractAxis *axis : chart->axes())
                QVERIFY(axis->isTitleVisible());
        }
        ictest::saveShot(m_window.get(), QStringLiteral("history-career-axes"));
    }
};

QTEST_MAIN(TestHistoryRefresh)
#include "TestHistoryRefresh.moc"
