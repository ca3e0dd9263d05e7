// The History page over a real Panel connected as admin to a real ic-remote-mock whose
// gameplay.db (in a temporary folder) holds 30 seeded past matches: the list and its paging,
// filtering by a player, a match's figures chart, a player's career, and the Query tab's
// read-only SQL (a count shown, a DELETE refused in plain words and nothing deleted).

#include "HistoryPageFixture.h"
#include "ResultCheck.h"
#include "TestShots.h"

#include "history/HistoryService.h"
#include "history/MatchHistoryModel.h"
#include "history/QueryResultModel.h"
#include "i18n/Translations.h"
#include "mock/MockGame.h"
#include "panel/Panel.h"
#include "panel/ProfileStore.h"
#include "ui/appearance/Appearance.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryFiguresChart.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"
#include "ui/history/HistoryPlayerTab.h"
#include "ui/history/HistoryQueryTab.h"
#include "ui/match/FiguresChart.h"
#include "ui/match/TeamColors.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsSimpleTextItem>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <memory>

using namespace icui;

class TestHistoryPage : public QObject, public HistoryPageFixture
{
    Q_OBJECT

    static constexpr int kSeeded = 30;

    HistoryMatchesTab *matches() const { return m_page->matchesTab(); }

    /// Team `team`'s army value in `match`'s minutes[`index`] (its players' sum).
    static double teamArmyAt(const ichistory::HistoryMatch &match, int index, int team)
    {
        double sum = 0;
        for (const ichistory::MinutePlayer &p : match.minutes.at(index).players) {
            for (const ichistory::HistoryPlayer &h : match.players) {
                if (h.name == p.name && h.team == team)
                    sum += double(p.armyValue);
            }
        }
        return sum;
    }

    /// The list's first page has come (and nothing is loading).
    bool waitForList()
    {
        return QTest::qWaitFor(
            [this] {
                return matches()->model()->rowCount() > 0 &&
                       matches()->olderButton()->isEnabled() == matches()->model()->hasMore() &&
                       !matches()->statusLabel()->text().startsWith(QStringLiteral("Loading"));
            },
            10000);
    }

    QString runQuery(const QString &sql)
    {
        HistoryQueryTab *query = m_page->queryTab();
        query->sqlBox()->setPlainText(sql);
        query->sqlBox()->setFocus();
        query->resultsModel()->setResult({});
        query->resultLabel()->clear();
        QTest::keyClick(query->sqlBox(), Qt::Key_Return, Qt::ControlModifier); // runs it
        if (!QTest::qWaitFor(
                [query] {
                    return query->runButton()->isEnabled() &&
                           !query->resultLabel()->text().isEmpty();
                },
                10000))
            return QStringLiteral("(no answer)");
        return query->resultsModel()->rowCount() > 0
                   ? query->resultsModel()->index(0, 0).data().toString()
                   : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        // English as the panel speaks it: its plural forms ("1 match", "20 matches").
        QCOMPARE(ic::Translations::install(QStringLiteral("en")), QStringLiteral("en"));
    }

    void init()
    {
        MessageBar::setDefaultAutoHideMs(0, 0);
        icmock::MockOptions options;
        options.password = QStringLiteral("history-Secret-7kQ2");
        options.historySeed = kSeeded;
        options.seed = 1; // the same seeded history every run (Boris is in a few of its matches)
        setUpHistoryPage(options, QStringLiteral("History Game"));
        if (QTest::currentTestFailed())
            return;
    }

    void cleanup() { tearDownHistoryPage(); }

    void listsTheSeededMatchesNewestFirstAndPages()
    {
        QVERIFY(waitForList());
        ichistory::MatchHistoryModel *model = matches()->model();
        QCOMPARE(model->rowCount(), 20); // a page
        QVERIFY(model->hasMore());
        for (int row = 1; row < model->rowCount(); ++row)
            QVERIFY(model->matches().at(row - 1).startedAt >= model->matches().at(row).startedAt);
        QVERIFY(matches()->olderButton()->isEnabled());
        QTest::mouseClick(matches()->olderButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), kSeeded, 10000);
        QTRY_VERIFY(!matches()->olderButton()->isEnabled());
        QVERIFY(matches()->statusLabel()->text().contains(QStringLiteral("30")));
    }

    // The eleventh newcomer (s1-26, s8-03): Team 2 took all the spare width and its names
    // wrapped while Date and Team 1 stayed cramped.
    void theTeamsShareTheWidthEqually()
    {
        QVERIFY(waitForList());
        using Column = ichistory::MatchHistoryModel::Column;
        QTableView *list = matches()->table();
        const QHeaderView *header = list->horizontalHeader();
        for (const QSize size : {QSize(960, 620), QSize(1500, 900)}) {
            m_window->resize(size);
            QTRY_COMPARE(m_window->size(), size);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            const QString widths = QStringLiteral("%1 and %2 at %3")
                                       .arg(header->sectionSize(Column::Team1))
                                       .arg(header->sectionSize(Column::Team2))
                                       .arg(size.width());
            QTRY_VERIFY2(
                qAbs(header->sectionSize(Column::Team1) - header->sectionSize(Column::Team2)) <= 1,
                qPrintable(widths));
            // The other columns as wide as their contents, never squeezed.
            const QFontMetrics metrics = list->fontMetrics();
            for (const int column : {Column::Date, Column::Map, Column::Length, Column::Winner}) {
                const QString text = list->model()->index(0, column).data().toString();
                QVERIFY2(metrics.horizontalAdvance(text) < header->sectionSize(column),
                         qPrintable(text));
            }
            // Every column in view: no sideways scrolling.
            QCOMPARE(header->length(), list->viewport()->width());
        }
        // Wide: every team's names whole, on one line; a cut one would have its tooltip.
        QVERIFY(!list->wordWrap());
        const QFontMetrics metrics = list->fontMetrics();
        for (int row = 0; row < matches()->model()->rowCount(); ++row) {
            for (const int column : {Column::Team1, Column::Team2}) {
                const QModelIndex index = list->model()->index(row, column);
                QVERIFY2(metrics.horizontalAdvance(index.data().toString()) <
                             header->sectionSize(column),
                         qPrintable(index.data().toString()));
                QCOMPARE(index.data(Qt::ToolTipRole).toString(), index.data().toString());
            }
        }
        ictest::saveShot(m_window.get(), QStringLiteral("history-wide"));
    }

    void filteringByAPlayerNarrowsTheList()
    {
        QVERIFY(waitForList());
        const QString player = QStringLiteral("Boris"); // plays seldom in the seeded history
        QVERIFY(matches()->knownPlayers().contains(QStringLiteral("CommanderZod")));
        matches()->playerBox()->setFocus();
        matches()->playerBox()->lineEdit()->setText(player);
        QTest::keyClick(matches()->playerBox()->lineEdit(), Qt::Key_Return);
        QVERIFY(QTest::qWaitFor(
            [this] {
                return matches()->model()->rowCount() < 20 && matches()->model()->rowCount() > 0;
            },
            10000));
        for (const ichistory::HistoryMatch &m : matches()->model()->matches()) {
            QVERIFY2(m.teamPlayers(0).contains(player) || m.teamPlayers(1).contains(player),
                     qPrintable(m.matchId));
        }
    }

    void choosingOrTypingAPlayerFiltersAndCarriesOver()
    {
        QVERIFY(waitForList());
        QComboBox *box = matches()->playerBox();
        const int boris = box->findText(QStringLiteral("Boris"));
        QVERIFY(boris >= 0);
        // Issue 26: chosen from the list, the name applies at once (no Return).
        box->showPopup();
        QAbstractItemView *list = box->view();
        QTRY_VERIFY(list->isVisible());
        list->setCurrentIndex(list->model()->index(boris, 0));
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(box->currentText(), QStringLiteral("Boris"));
        const auto onlyWith = [this](const QString &player) {
            const auto &shown = matches()->model()->matches();
            if (shown.isEmpty() || shown.size() >= 20)
                return false;
            for (const ichistory::HistoryMatch &m : shown) {
                if (!m.teamPlayers(0).contains(player) && !m.teamPlayers(1).contains(player))
                    return false;
            }
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(onlyWith(QStringLiteral("Boris")), 10000);
        // The Player tab starts with that player's career.
        m_page->tabs()->setCurrentWidget(m_page->playerTab());
        HistoryPlayerTab *tab = m_page->playerTab();
        QCOMPARE(tab->nameBox()->currentText(), QStringLiteral("Boris"));
        QTRY_VERIFY_WITH_TIMEOUT(tab->style().matches > 0, 10000);
        QVERIFY(tab->recordLabel()->text().startsWith(QStringLiteral("Boris: ")));

        // Typed, the name applies after a short pause, without Return.
        m_page->tabs()->setCurrentWidget(matches());
        box->setFocus();
        box->lineEdit()->selectAll();
        QTest::keyClicks(box->lineEdit(), QStringLiteral("CommanderZod"));
        QCOMPARE(box->currentText(), QStringLiteral("CommanderZod"));
        QTRY_VERIFY_WITH_TIMEOUT(
            matches()->filter().player == QLatin1String("CommanderZod") &&
                !matches()->model()->matches().isEmpty() &&
                [this] {
                    for (const auto &m : matches()->model()->matches()) {
                        if (!m.teamPlayers(0).contains(QStringLiteral("CommanderZod")) &&
                            !m.teamPlayers(1).contains(QStringLiteral("CommanderZod")))
                            return false;
                    }
                    return true;
                }(),
            10000);
        m_page->tabs()->setCurrentWidget(m_page->playerTab());
        QCOMPARE(tab->nameBox()->currentText(), QStringLiteral("CommanderZod"));
    }

    void aGreyedOpenReplaySaysWhy()
    {
        QVERIFY(waitForList());
        HistoryMatchSummary *summary = matches()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(summary->playersTable()->rowCount() > 0, 10000);
        QVERIFY(summary->match().replayId.isEmpty()); // the seeded matches have none
        QVERIFY(!summary->openReplayButton()->isEnabled());
        // Issue 26: beside the greyed button, in words, not only in its tooltip.
        QVERIFY(summary->noReplayLabel()->isVisible());
        QCOMPARE(summary->noReplayLabel()->text(),
                 QStringLiteral("No replay was kept of this match."));
        ictest::saveShot(m_window.get(), QStringLiteral("history-no-replay"));
        summary->clear();
        QVERIFY(!summary->noReplayLabel()->isVisible()); // no match chosen: nothing to explain
    }

    void selectingAMatchShowsItsFigures()
    {
        QVERIFY(waitForList());
        HistoryMatchSummary *summary = matches()->summary();
        // The newest match is chosen as the list comes: no empty half.
        QTRY_VERIFY_WITH_TIMEOUT(summary->chart()->isEnabled(), 10000);
        QCOMPARE(matches()->table()->selectionModel()->selectedRows().value(0).row(), 0);
        const ichistory::HistoryMatch &shown = summary->match();
        QCOMPARE(shown.matchId, matches()->model()->matches().at(0).matchId);
        QVERIFY(!shown.minutes.isEmpty());
        QCOMPARE(summary->playersTable()->rowCount(), int(shown.players.size()));
        QVERIFY(summary->chart()->teamLine(0));
        // A point per minute the game gave, the first its minute 0 (the match's start): the
        // twelfth newcomer saw 0:00 copied from 1:00.
        QCOMPARE(shown.minutes.constFirst().minute, 0);
        QLineSeries *team = summary->chart()->teamLine(0);
        QCOMPARE(team->count(), int(shown.minutes.size()));
        QCOMPARE(team->at(0).x(), 0.0);
        QCOMPARE(team->at(0).y(), teamArmyAt(shown, 0, 0));
        QVERIFY(team->at(0).y() != team->at(1).y());
        QCOMPARE(team->at(1).x(), 60.0);
        QCOMPARE(team->at(1).y(), teamArmyAt(shown, 1, 0));
        QCOMPARE(team->at(team->count() - 1).x(), double(shown.durationSeconds()));
        const QString first = shown.players.at(0).name;
        QVERIFY(summary->chart()->line(first));
        QVERIFY(summary->chart()->line(first)->count() > 0);
        QVERIFY(summary->headline()->text().contains(shown.map));
        ictest::saveShot(m_window.get(), QStringLiteral("history-matches"));
        // Credits draw other figures on the same lines.
        const QPointF army = summary->chart()->line(first)->at(0);
        summary->chart()->setMeasure(HistoryFiguresChart::Measure::Credits);
        QVERIFY(summary->chart()->line(first)->count() > 0);
        QCOMPARE(summary->chart()->line(first)->at(0).x(), army.x());
    }

    void playerTabShowsTheCareer()
    {
        QVERIFY(waitForList());
        m_page->tabs()->setCurrentWidget(m_page->playerTab());
        HistoryPlayerTab *tab = m_page->playerTab();
        QVERIFY(tab->nameBox()->findText(QStringLiteral("CommanderZod")) >= 0);
        tab->nameBox()->lineEdit()->setText(QStringLiteral("CommanderZod"));
        QTest::mouseClick(tab->showButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->style().matches > 0, 10000);
        QVERIFY(tab->recordLabel()->text().startsWith(QStringLiteral("CommanderZod: Won ")));
        QVERIFY(tab->winRates()->count() > 0);
        QCOMPARE(tab->apmLine()->count(), int(tab->style().trend.size()));
        QVERIFY(tab->apmLine()->count() > 0);
        QVERIFY(tab->armyLine()->count() > 0);
        QVERIFY(tab->styleLabel()->text().contains(QStringLiteral("structures by minute 5")));
        ictest::saveShot(m_window.get(), QStringLiteral("history-player"));

        tab->nameBox()->lineEdit()->setText(QStringLiteral("Nobody-Played-Here"));
        QTest::mouseClick(tab->showButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_page->messageBar()->hasMessage(), 10000);
        QVERIFY(m_page->messageBar()->text().contains(QStringLiteral("no match of")));
    }

    // The seventeenth newcomer (s5-15): the win-rate bars had no values or match counts. Each
    // bar is labelled with its value and its matches ("60 % of 5"), over its bar.
    void playerWinRateBarsSayTheirValues()
    {
        QVERIFY(waitForList());
        m_page->tabs()->setCurrentWidget(m_page->playerTab());
        HistoryPlayerTab *tab = m_page->playerTab();
        tab->showCareer(QStringLiteral("alice"));
        QTRY_VERIFY_WITH_TIMEOUT(tab->style().matches > 0, 10000);
        const auto &factions = tab->style().factions;
        QVERIFY(!factions.isEmpty());
        QCOMPARE(tab->barLabels().size(), factions.size());
        QChart *chart = tab->factionChart()->chart();
        for (int i = 0; i < factions.size(); ++i) {
            const auto &f = factions.at(i);
            QGraphicsSimpleTextItem *label = tab->barLabels().at(i);
            QCOMPARE(label->text(),
                     QStringLiteral("%1 % of %2").arg(qRound(f.winRate() * 100.0)).arg(f.matches));
            QVERIFY(label->isVisible());
            QCOMPARE(label->parentItem(), chart);
            // Over its own bar: centred on it, inside the plot, at the bar's top.
            auto *bars = static_cast<QBarSeries *>(chart->series().constFirst());
            const QPointF top = chart->mapToPosition(QPointF(i, f.winRate() * 100.0), bars);
            const QRectF box = label->mapRectToParent(label->boundingRect());
            QTRY_VERIFY2(qAbs(box.center().x() - top.x()) < 2,
                         qPrintable(QStringLiteral("%1 vs %2").arg(box.center().x()).arg(top.x())));
            QVERIFY(chart->plotArea().contains(box));
            QVERIFY(qAbs(box.bottom() + 2 - top.y()) < 2 || qAbs(box.top() - 2 - top.y()) < 2);
        }
        ictest::saveShot(m_window.get(), QStringLiteral("history-player-bar-labels"));
        // Another player: the labels are theirs, none left over.
        tab->showCareer(QStringLiteral("CommanderZod"));
        QTRY_COMPARE_WITH_TIMEOUT(tab->style().player, QStringLiteral("CommanderZod"), 10000);
        QCOMPARE(tab->barLabels().size(), tab->style().factions.size());
        const auto items = chart->childItems();
        QCOMPARE(std::count_if(items.begin(), items.end(),
                               [](QGraphicsItem *item) {
                                   return dynamic_cast<QGraphicsSimpleTextItem *>(item) &&
                                          item->zValue() == 10;
                               }),
                 qsizetype(tab->style().factions.size()));
    }

    void queryTabCountsAndRefusesWrites()
    {
        QVERIFY(waitForList());
        m_page->tabs()->setCurrentWidget(m_page->queryTab());
        HistoryQueryTab *query = m_page->queryTab();
        QVERIFY(query->isAllowed());
        QTRY_VERIFY_WITH_TIMEOUT(query->schemaTree()->topLevelItemCount() >= 5, 10000);
        const auto tables =
            query->schemaTree()->findItems(QStringLiteral("matches"), Qt::MatchExactly);
        QCOMPARE(tables.size(), 1);
        QVERIFY(tables.constFirst()->childCount() >= 10); // its columns, with their types
        QVERIFY(!tables.constFirst()->child(0)->text(1).isEmpty());

        QCOMPARE(runQuery(QStringLiteral("SELECT count(*) FROM matches")),
                 QString::number(kSeeded));
        QVERIFY(query->exportButton()->isEnabled());
        QCOMPARE(query->resultLabel()->text(), QStringLiteral("1 row."));
        runQuery(
            QStringLiteral("SELECT map, count(*), avg(duration_ticks) FROM matches GROUP BY map"));
        ictest::saveShot(m_window.get(), QStringLiteral("history-query"));

        QVERIFY(query->resultsModel()->rowCount() > 0);
        query->sqlBox()->setPlainText(QStringLiteral("DELETE FROM matches"));
        QTest::keyClick(query->sqlBox(), Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(m_page->messageBar()->hasMessage(), 10000);
        QCOMPARE(m_page->messageBar()->kind(), MessageBar::Kind::Error);
        // The page's own sentence, without the method's name or the game's raw words.
        const QString said = m_page->messageBar()->text();
        QVERIFY2(said.startsWith(QStringLiteral("The game's databases are read-only: it refused "
                                                "to DELETE from matches. Nothing was changed.")),
                 qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("ic/db.query")) &&
                     !said.contains(QStringLiteral("SQLite")),
                 qPrintable(said));
        QVERIFY2(m_page->messageBar()->toolTip().startsWith(QStringLiteral("The game said: ")),
                 qPrintable(m_page->messageBar()->toolTip()));
        // The refused query leaves no old rows below it, and nothing to export.
        QCOMPARE(query->resultLabel()->text(), QStringLiteral("The query did not run."));
        QCOMPARE(query->resultsModel()->rowCount(), 0);
        QCOMPARE(query->resultsModel()->columnCount(), 0);
        QVERIFY(!query->exportButton()->isEnabled());
        ictest::saveShot(m_window.get(), QStringLiteral("history-query-refused"));
        QCOMPARE(runQuery(QStringLiteral("SELECT count(*) FROM matches")),
                 QString::number(kSeeded)); // nothing was deleted
    }

    void aQueryErrorStaysWithTheQueryTab()
    {
        // The twelfth newcomer: the refused DELETE's bar followed them to Matches and stayed.
        QVERIFY(waitForList());
        m_page->tabs()->setCurrentWidget(m_page->queryTab());
        HistoryQueryTab *query = m_page->queryTab();
        query->sqlBox()->setPlainText(QStringLiteral("DELETE FROM matches"));
        QTest::keyClick(query->sqlBox(), Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(m_page->messageBar()->hasMessage(), 10000);
        const QString refused = m_page->messageBar()->text();
        QCOMPARE(m_page->messageBar()->kind(), MessageBar::Kind::Error);

        m_page->tabs()->setCurrentWidget(m_page->matchesTab());
        QVERIFY(!m_page->messageBar()->hasMessage());
        ictest::saveShot(m_window.get(), QStringLiteral("history-matches-after-refused-query"));
        m_page->tabs()->setCurrentWidget(m_page->queryTab());
        QVERIFY(m_page->messageBar()->hasMessage()); // its tab is back: so is its error
        QCOMPARE(m_page->messageBar()->text(), refused);
        QCOMPARE(m_page->messageBar()->kind(), MessageBar::Kind::Error);
        QVERIFY(m_page->messageBar()->toolTip().startsWith(QStringLiteral("The game said: ")));

        // The next query that runs clears it; another tab then brings nothing back.
        QCOMPARE(runQuery(QStringLiteral("SELECT count(*) FROM matches")),
                 QString::number(kSeeded));
        QTRY_VERIFY(!m_page->messageBar()->hasMessage());
        m_page->tabs()->setCurrentWidget(m_page->matchesTab());
        m_page->tabs()->setCurrentWidget(m_page->queryTab());
        QVERIFY(!m_page->messageBar()->hasMessage());

        // A query refused while another tab is shown says so on its own tab, not on that one.
        m_page->tabs()->setCurrentWidget(m_page->matchesTab());
        query->sqlBox()->setPlainText(QStringLiteral("DELETE FROM matches"));
        query->run();
        QTRY_VERIFY_WITH_TIMEOUT(m_page->messageBar(query)->hasMessage(), 10000);
        QVERIFY(!m_page->messageBar()->hasMessage()); // Matches, shown, says nothing
        QVERIFY(!m_page->messageBar(query)->isVisible());
        m_page->tabs()->setCurrentWidget(m_page->queryTab());
        QVERIFY(m_page->messageBar()->isVisible());
        QCOMPARE(m_page->messageBar()->text(), refused);
    }

    void withoutMinuteZeroNoPointIsMadeUp()
    {
        // An older history without the start: each line begins at its first real minute.
        QVERIFY(waitForList());
        HistoryMatchSummary *summary = matches()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(summary->chart()->isEnabled(), 10000);
        ichistory::HistoryMatch m = summary->match();
        QCOMPARE(m.minutes.constFirst().minute, 0);
        m.minutes.removeFirst();
        summary->setMatch(m);
        QLineSeries *team = summary->chart()->teamLine(0);
        QCOMPARE(team->count(), int(m.minutes.size()));
        QCOMPARE(team->at(0).x(), 60.0);
        QCOMPARE(team->at(0).y(), teamArmyAt(m, 0, 0));
    }

    void thePlayersTableIsAsTallAsItsRows()
    {
        // The twelfth newcomer: the table's lower half stood empty beside the chart.
        QVERIFY(waitForList());
        HistoryMatchSummary *summary = matches()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(summary->playersTable()->rowCount() == 4, 10000);
        QTableWidget *table = summary->playersTable();
        QTRY_VERIFY(table->isVisible());
        const int lastRowBottom = table->rowViewportPosition(3) + table->rowHeight(3);
        const int empty = table->viewport()->height() - lastRowBottom;
        QVERIFY2(empty >= 0 && empty <= 4, qPrintable(QStringLiteral("%1 px empty").arg(empty)));
        QVERIFY(!table->verticalScrollBar()->isVisible());
        // The chart beside it keeps the height.
        QVERIFY2(
            summary->chart()->height() > table->height() + 40,
            qPrintable(
                QStringLiteral("%1 / %2").arg(summary->chart()->height()).arg(table->height())));
        ictest::saveShot(m_window.get(), QStringLiteral("history-players-fit"));
    }

    void aQueryTheGameCannotRunIsSaidInThePagesWords()
    {
        QVERIFY(waitForList());
        m_page->tabs()->setCurrentWidget(m_page->queryTab());
        runQuery(QStringLiteral("SELEC map FROM matches"));
        QTRY_VERIFY_WITH_TIMEOUT(m_page->messageBar()->hasMessage(), 10000);
        QCOMPARE(m_page->messageBar()->kind(), MessageBar::Kind::Error);
        // Issue 26: no "Invalid params:", no method names, no ".." and the game's raw words
        // only in the tooltip.
        QCOMPARE(m_page->messageBar()->text(),
                 QStringLiteral("The game could not run the query: near \"SELEC\": syntax error. "
                                "Check it against the tables under Schema and run it again."));
        QVERIFY2(m_page->messageBar()->toolTip().startsWith(
                     QStringLiteral("The game said: Invalid params: the query failed: ")),
                 qPrintable(m_page->messageBar()->toolTip()));
        ictest::saveShot(m_window.get(), QStringLiteral("history-query-syntax"));
    }

    void endReasonsAreInWords()
    {
        QVERIFY(waitForList());
        HistoryMatchSummary *summary = matches()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(summary->playersTable()->rowCount() > 0, 10000);
        // Issue 26: "Team 2 won … by time_limit".
        const QString shown = summary->headline()->text();
        QVERIFY2(!shown.contains(u'_') &&
                     (shown.contains(QLatin1String(" at the time limit ")) ||
                      shown.contains(QLatin1String(" by destroying every building "))),
                 qPrintable(shown));
        ichistory::HistoryMatch m = summary->match();
        m.winnerTeam = 1;
        m.endReason = QStringLiteral("time_limit");
        QVERIFY2(HistoryMatchSummary::headlineText(m).contains(
                     QRegularExpression(QStringLiteral("^Team 2 won \\([^)]*\\) at the time limit "
                                                       "after \\d+:\\d\\d on "))),
                 qPrintable(HistoryMatchSummary::headlineText(m)));
        // The sixteenth newcomer: a time-limit winner with less army value, and nothing said why.
        QVERIFY2(HistoryMatchSummary::headlineText(m).endsWith(
                     QLatin1String(" Decided on score: army value plus buildings standing.")),
                 qPrintable(HistoryMatchSummary::headlineText(m)));
        m.endReason = QStringLiteral("annihilation");
        QVERIFY2(HistoryMatchSummary::headlineText(m).contains(
                     QLatin1String(") by destroying every building after ")),
                 qPrintable(HistoryMatchSummary::headlineText(m)));
        QVERIFY(!HistoryMatchSummary::headlineText(m).contains(QLatin1String("score")));
        m.winnerTeam = -1;
        m.endReason = QStringLiteral("time_limit");
        QVERIFY2(HistoryMatchSummary::headlineText(m).startsWith(
                     QLatin1String("A draw at the time limit after ")),
                 qPrintable(HistoryMatchSummary::headlineText(m)));
    }

    void theNewestMatchFitsAt960x620()
    {
        QVERIFY(waitForList());
        HistoryMatchSummary *summary = matches()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(summary->playersTable()->rowCount() > 0, 10000);
        QCOMPARE(summary->match().matchId, matches()->model()->matches().at(0).matchId);
        // The list shows more than a handful of matches.
        QTableView *list = matches()->table();
        const int rowHeight = list->rowHeight(0);
        QVERIFY(rowHeight > 0);
        QVERIFY2(list->viewport()->height() / rowHeight >= 6,
                 qPrintable(QStringLiteral("%1 rows").arg(list->viewport()->height() / rowHeight)));
        // The players table: the compared columns, all of them in view, no sideways scrolling.
        QTableWidget *players = summary->playersTable();
        QStringList headers;
        for (int column = 0; column < players->columnCount(); ++column)
            headers << players->horizontalHeaderItem(column)->text();
        QCOMPARE(headers,
                 QStringLiteral("Player,Faction,Result,Army,Credits,Units,Kills,APM").split(u','));
        const QHeaderView *header = players->horizontalHeader();
        for (int column = 0; column < players->columnCount(); ++column) {
            QVERIFY2(header->sectionViewportPosition(column) + header->sectionSizeHint(column) <=
                         players->viewport()->width() + 1,
                     qPrintable(headers.at(column)));
        }
        QVERIFY(!players->horizontalScrollBar()->isVisible());
        QVERIFY(players->item(0, 0)->toolTip().contains(QStringLiteral("losses")));
        ictest::saveShot(m_window.get(), QStringLiteral("history-fit"));
        const QPalette light = QApplication::palette();
        QApplication::setPalette(Appearance::darkPalette());
        QTRY_VERIFY(Appearance::isDark(players->palette()));
        ictest::saveShot(m_window.get(), QStringLiteral("history-fit-dark"));
        QApplication::setPalette(light);
    }

    void textsAreInPlainWords()
    {
        QVERIFY(waitForList());
        QCOMPARE(matches()->statusLabel()->text(),
                 QStringLiteral("20 matches shown; older ones can be loaded."));
        HistoryMatchSummary *summary = matches()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(summary->playersTable()->rowCount() > 0, 10000);
        for (int row = 0; row < summary->playersTable()->rowCount(); ++row) {
            const QString faction = summary->playersTable()->item(row, 1)->text();
            QVERIFY2(faction == QLatin1String("Soviet") || faction == QLatin1String("Allied"),
                     qPrintable(faction));
        }
        // Integer value ticks, each once.
        const QValueAxis *axis = summary->chart()->valueAxis();
        const double interval = (axis->max() - axis->min()) / (axis->tickCount() - 1);
        QVERIFY2(interval >= 1 && interval == std::floor(interval),
                 qPrintable(QString::number(interval)));
        summary->clear();
        QVERIFY(!summary->chart()->valueAxis()->labelsVisible()); // empty: no numbers

        m_page->tabs()->setCurrentWidget(m_page->playerTab());
        HistoryPlayerTab *tab = m_page->playerTab();
        tab->nameBox()->lineEdit()->setText(QStringLiteral("CommanderZod"));
        QTest::mouseClick(tab->showButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->style().matches > 0, 10000);
        const QString style = tab->styleLabel()->text();
        QVERIFY2(!style.contains(u'_'), qPrintable(style)); // "Rifle Infantry", not rifle_infantry
        QVERIFY2(
            style.contains(QRegularExpression(QStringLiteral("Mostly builds [A-Z][A-Za-z0-9]+ "))),
            qPrintable(style));
        QVERIFY2(
            style.startsWith(QStringLiteral("Aggression: ")) &&
                !style.section(u'\n', 0, 0).contains(QRegularExpression(QStringLiteral("\\d"))),
            qPrintable(style));
        QVERIFY2(tab->recordLabel()->text().contains(QStringLiteral(" matches (")),
                 qPrintable(tab->recordLabel()->text()));
    }

    // The thirteenth newcomer (s3-09): the chart's value axis went to 15,000 for a peak near
    // 9,500. The top is the next 1-2-2.5-5 step at or above the peak.
    void theValueAxisEndsJustAboveThePeak()
    {
        const QList<std::pair<double, double>> tops{{9500, 10000},  {7000, 8000}, {8800, 10000},
                                                    {12000, 12500}, {5450, 6000}, {100, 100},
                                                    {3, 3},         {1, 1},       {0, 1}};
        for (const auto &[peak, top] : tops) {
            int intervals = 0;
            QCOMPARE(FiguresChart::niceTop(peak, &intervals), top);
            QVERIFY2(intervals >= 1 && intervals <= 5, qPrintable(QString::number(peak)));
        }
        QVERIFY(waitForList());
        HistoryMatchSummary *summary = matches()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(
            summary->chart()->teamLine(0) && summary->chart()->teamLine(0)->count() > 0, 10000);
        double peak = 0;
        for (QAbstractSeries *series : summary->chart()->view()->chart()->series()) {
            for (const QPointF &point : static_cast<QLineSeries *>(series)->points())
                peak = std::max(peak, point.y());
        }
        const QValueAxis *axis = summary->chart()->valueAxis();
        QCOMPARE(axis->max(), FiguresChart::niceTop(peak));
        QVERIFY2(axis->max() >= peak && axis->max() <= peak * 1.34,
                 qPrintable(QStringLiteral("%1 for %2").arg(axis->max()).arg(peak)));
        ictest::saveShot(m_window.get(), QStringLiteral("history-value-axis"));
    }

    // The thirteenth newcomer (s5-01): with no match chosen the chart was an empty frame with a
    // lone "1:00"; a sentence stands there instead.
    void aSentenceStandsInForTheChartUntilAMatchIsChosen()
    {
        QVERIFY(waitForList());
        HistoryMatchSummary *summary = matches()->summary();
        HistoryFiguresChart *chart = summary->chart();
        QTRY_VERIFY_WITH_TIMEOUT(!summary->match().minutes.isEmpty(), 10000);
        QTRY_VERIFY(chart->view()->isVisible());
        QVERIFY(!chart->placeholder()->isVisible());
        summary->clear();
        QTRY_VERIFY(chart->placeholder()->isVisible());
        QVERIFY(!chart->view()->isVisible());
        QCOMPARE(chart->placeholder()->text(),
                 QStringLiteral("Choose a match above to see its figures over time."));
        ictest::saveShot(m_window.get(), QStringLiteral("history-nothing-chosen"));
        matches()->table()->selectRow(1);
        QTRY_VERIFY_WITH_TIMEOUT(chart->view()->isVisible(), 10000);
        QVERIFY(!chart->placeholder()->isVisible());
    }

    // Likewise the Player tab: no three empty frames before a career is shown.
    void aSentenceStandsInForThePlayersChartsUntilOneIsShown()
    {
        QVERIFY(waitForList());
        HistoryPlayerTab *tab = m_page->playerTab();
        m_page->tabs()->setCurrentWidget(tab);
        QTRY_VERIFY(tab->chartsPlaceholder()->isVisible());
        QVERIFY(!tab->charts()->isVisible());
        QVERIFY(!tab->chartsPlaceholder()->text().isEmpty());
        ictest::saveShot(m_window.get(), QStringLiteral("history-player-nothing-chosen"));
        tab->nameBox()->lineEdit()->setText(QStringLiteral("CommanderZod"));
        QTest::mouseClick(tab->showButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->style().matches > 0, 10000);
        QTRY_VERIFY(tab->charts()->isVisible());
        QVERIFY(!tab->chartsPlaceholder()->isVisible());
        // Its value axes end at the next nice step too.
        double peak = 1;
        for (const ichistory::PlayerStyle::TrendPoint &t : tab->style().trend)
            peak = std::max(peak, double(t.armyValuePeak));
        for (QAbstractAxis *axis : tab->armyLine()->attachedAxes()) {
            if (axis->orientation() == Qt::Vertical)
                QCOMPARE(static_cast<QValueAxis *>(axis)->max(), FiguresChart::niceTop(peak));
        }
    }

    // The thirteenth newcomer (s5-02): an unranked match's Ranked cell was blank.
    void anUnrankedMatchSaysNo()
    {
        QVERIFY(waitForList());
        const QAbstractItemModel *shown = matches()->table()->model();
        const int column = ichistory::MatchHistoryModel::Ranked;
        int ranked = 0;
        int unranked = 0;
        for (int row = 0; row < shown->rowCount(); ++row) {
            const bool isRanked = matches()->model()->matches().at(row).ranked;
            QCOMPARE(shown->index(row, column).data().toString(),
                     isRanked ? QStringLiteral("Ranked") : QStringLiteral("No"));
            (isRanked ? ranked : unranked)++;
        }
        QVERIFY(unranked > 0);
        QVERIFY(ranked > 0);
    }

    // The thirteenth newcomer (s5-02): Team 1's names in red read like errors. Names keep the
    // text's colour; a dot in the team's colour says the team.
    void namesKeepTheTextColourAndADotSaysTheTeam()
    {
        QVERIFY(waitForList());
        const auto textOf = [](const QVariant &foreground, const QPalette &palette) {
            return foreground.isValid() ? foreground.value<QBrush>().color()
                                        : palette.color(QPalette::Text);
        };
        const auto dotColor = [](const QIcon &icon) {
            return icon.pixmap(12, 12).toImage().pixelColor(6, 6);
        };
        QTableView *list = matches()->table();
        for (const int column :
             {int(ichistory::MatchHistoryModel::Team1), int(ichistory::MatchHistoryModel::Team2),
              int(ichistory::MatchHistoryModel::Winner)}) {
            const QModelIndex cell = list->model()->index(0, column);
            const int team = cell.data(ichistory::MatchHistoryModel::TeamRole).toInt();
            if (team < 0)
                continue; // a draw's winner
            QCOMPARE(textOf(cell.data(Qt::ForegroundRole), list->palette()),
                     list->palette().color(QPalette::Text));
            const QIcon dot = cell.data(Qt::DecorationRole).value<QIcon>();
            QVERIFY(!dot.isNull());
            QCOMPARE(dotColor(dot), TeamColors::team(team, list->palette()));
        }
        HistoryMatchSummary *summary = matches()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(summary->playersTable()->rowCount() > 0, 10000);
        QTableWidget *players = summary->playersTable();
        QSet<QRgb> dots;
        for (int row = 0; row < players->rowCount(); ++row) {
            QTableWidgetItem *name = players->item(row, 0);
            QCOMPARE(textOf(name->data(Qt::ForegroundRole), players->palette()),
                     players->palette().color(QPalette::Text));
            QVERIFY(!name->icon().isNull());
            const int team = summary->match().players.at(row).team;
            QCOMPARE(dotColor(name->icon()), TeamColors::team(team, players->palette()));
            dots.insert(dotColor(name->icon()).rgb());
        }
        QVERIFY(dots.size() >= 2); // the teams told apart
        ictest::saveShot(m_window.get(), QStringLiteral("history-team-dots"));
    }

    void choosingATabByKeyboardFocusesItsInput()
    {
        QVERIFY(waitForList());
        QTest::keyClick(m_window.get(), Qt::Key_Q, Qt::AltModifier);
        QCOMPARE(m_page->tabs()->currentWidget(), m_page->queryTab());
        QTRY_VERIFY(m_page->queryTab()->sqlBox()->hasFocus());
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("SELECT 1"));
        QCOMPARE(m_page->queryTab()->sqlBox()->toPlainText(), QStringLiteral("SELECT 1"));
        QTest::keyClick(m_window.get(), Qt::Key_Y, Qt::AltModifier);
        QCOMPARE(m_page->tabs()->currentWidget(), m_page->playerTab());
        QTRY_VERIFY(m_page->playerTab()->nameBox()->hasFocus());
        QTest::keyClick(m_window.get(), Qt::Key_M, Qt::AltModifier);
        QCOMPARE(m_page->tabs()->currentWidget(), m_page->matchesTab());
        QTRY_VERIFY(matches()->table()->hasFocus());
    }

    void anObserverIsToldWhyItCannotQuery()
    {
        QVERIFY(waitForList());
        icpanel::ConnectionProfile profile = m_panel->currentProfile();
        profile.tier = icrp::Tier::Observer;
        IC_VERIFY_OK(m_panel->connectTo(profile, QStringLiteral("history-Secret-7kQ2"), false));
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->grantedTier(), QStringLiteral("observer"), 10000);
        HistoryQueryTab *query = m_page->queryTab();
        QTRY_VERIFY(!query->isAllowed());
        m_page->tabs()->setCurrentWidget(query);
        QVERIFY(query->notice()->isVisible());
        QVERIFY(query->notice()->text().contains(QStringLiteral("Connect as admin")));
        QVERIFY(!query->runButton()->isEnabled());
        // The history itself is every tier's.
        QTRY_VERIFY_WITH_TIMEOUT(matches()->model()->rowCount() == 20, 10000);
    }
};

QTEST_MAIN(TestHistoryPage)
#include "TestHistoryPage.moc"
