// The Match page on the real window against ic-remote-mock: the header, the players in teams,
// the chart's points, the feed's filters, every admin action through the dialog seams (with
// what the game then says), actions off with their reason when the panel may not do them, the
// end of the match (summary and tray notification), the scoreboard, the chart and the layout.
// Kick, the admin box's answers, the Tab order and Export are in TestMatchAdmin.

#include "MatchPageFixture.h"

#include "icrp/client/IcrpClient.h"
#include "match/MatchExport.h"
#include "match/MatchFeed.h"
#include "match/MatchFeedFilter.h"
#include "match/MatchModel.h"
#include "match/MatchPlayersModel.h"
#include "panel/PanelSettings.h"
#include "ui/TrayIcon.h"
#include "ui/common/ExternalLink.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchExporter.h"
#include "ui/match/MatchFeedBox.h"
#include "ui/match/MatchPage.h"
#include "ui/match/MatchSettingsDialog.h"
#include "ui/match/PlayersTable.h"
#include "ui/match/ScoreboardStrip.h"

#include "ResultCheck.h"
#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"
#include "panel/ProfileStore.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QLineSeries>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using ictest::csvRows;
using icui::MainWindow;
using icui::MatchPage;

class TestMatchPage : public MatchPageFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { m_matchSeconds = 0; }
    void cleanup()
    {
        icui::MessageBox::setNextAnswer(QMessageBox::NoButton);
        icui::ModalDialog::clearNextHandler();
        icui::FileDialog::clearNextFileName();
        tearDownWindow();
    }

    void showsTheMatchAndDrivesIt()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        QTRY_VERIFY_WITH_TIMEOUT(page->header()->text().contains(QLatin1String("Fjord Crossing")),
                                 10000);
        QVERIFY(page->rankedBadge()->isHidden());
        m_game->advance(900); // a minute of fighting, building and chat
        QTRY_COMPARE(page->playersTable()->model()->rowCount(), 4); // the teams: the scoreboard

        // The chart has a line per player with points.
        QTRY_VERIFY(page->chart()->line(QStringLiteral("CommanderZod")) &&
                    page->chart()->line(QStringLiteral("CommanderZod"))->count() >= 2);
        page->chart()->measureBox()->setCurrentIndex(1);
        QCOMPARE(page->chart()->measure(), icui::ArmyChart::Measure::Credits);
        QVERIFY(page->chart()->line(QStringLiteral("Tanya"))->count() >= 1);

        // The feed: everything, then chat alone, then a search that matches nothing.
        QListView *feed = page->feedBox()->view();
        QTRY_VERIFY(feed->model()->rowCount() > 10);
        for (const QString &category : {QStringLiteral("combat"), QStringLiteral("economy"),
                                        QStringLiteral("match"), QStringLiteral("admin")})
            page->feedBox()->categorySwitch(category)->setChecked(false);
        QVERIFY(feed->model()->rowCount() > 0);
        for (int row = 0; row < feed->model()->rowCount(); ++row)
            QCOMPARE(feed->model()->index(row, 0).data(icmatch::MatchFeed::CategoryRole).toString(),
                     QStringLiteral("chat"));
        page->feedBox()->search()->setText(QStringLiteral("no line says this"));
        QCOMPARE(feed->model()->rowCount(), 0);
        page->feedBox()->search()->clear();

        // Pause and resume with the button; the header says so.
        icui::MatchAdminBox *admin = page->adminBox();
        QVERIFY(admin->pauseButton()->isEnabled());
        QTest::mouseClick(admin->pauseButton(), Qt::LeftButton);
        QTRY_COMPARE(admin->messageBar()->text(), QStringLiteral("Match paused."));
        QTRY_VERIFY(page->header()->text().contains(QLatin1String("paused")));
        QCOMPARE(admin->pauseButton()->text(), QStringLiteral("Res&ume Match"));
        QTest::mouseClick(admin->pauseButton(), Qt::LeftButton);
        QTRY_COMPARE(admin->messageBar()->text(), QStringLiteral("Match resumed."));

        // An announcement reaches the players (it comes back as chat from Server).
        QTest::keyClicks(admin->announcement(), QStringLiteral("Final in five minutes"));
        QTest::mouseClick(admin->announceButton(), Qt::LeftButton);
        QTRY_VERIFY(admin->announcement()->text().isEmpty());
        QTRY_VERIFY(page->feedBox()->filter()->rowCount() > 0 &&
                    page->feedBox()
                            ->filter()
                            ->index(page->feedBox()->filter()->rowCount() - 1, 0)
                            .data(icmatch::MatchFeed::SentenceRole)
                            .toString() == QLatin1String("Server: Final in five minutes"));

        // Kick: nothing selected says what to do; the selected player after a plain question.
        QTest::mouseClick(admin->kickButton(), Qt::LeftButton);
        QVERIFY(admin->messageBar()->text().contains(QLatin1String("Select a player")));
        page->playersTable()->selectRow(rowOf(page, QStringLiteral("Tanya")));
        // New figures come every 100 ms here: the selection outlives them.
        QSignalSpy figures(m_panel->match(), &icmatch::MatchModel::figuresChanged);
        QVERIFY(figures.wait(5000));
        QCOMPARE(page->selectedPlayer(), QStringLiteral("Tanya"));
        icui::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(admin->kickButton(), Qt::LeftButton);
        QCOMPARE(icui::MessageBox::lastAction(), QStringLiteral("&Kick Tanya"));
        QVERIFY(icui::MessageBox::lastText().contains(QLatin1String("Tanya")));
        QTRY_COMPARE(admin->messageBar()->text(),
                     QStringLiteral("Tanya was removed from the match."));
        QTRY_COMPARE(page->playersTable()
                         ->model()
                         ->index(rowOf(page, QStringLiteral("Tanya")), 0)
                         .data()
                         .toString(),
                     QStringLiteral("Tanya (kicked)"));

        // Settings: the dialog shows the game's values; the change goes to the game.
        int shownLimit = -1;
        icui::ModalDialog::setNextHandler([&shownLimit](QDialog &d) {
            auto *dialog = qobject_cast<icui::MatchSettingsDialog *>(&d);
            if (!dialog)
                return int(QDialog::Rejected);
            shownLimit = dialog->pauseLimit()->value();
            dialog->pauseLimit()->setValue(6);
            return int(QDialog::Accepted);
        });
        QTest::mouseClick(admin->settingsButton(), Qt::LeftButton);
        QTRY_COMPARE(shownLimit, 3);
        QTRY_COMPARE(admin->messageBar()->text(),
                     QStringLiteral("The pause limit is now 6 per player."));
        QCOMPARE(m_panel->match()->info().settings.value(u"pause_limit").toInt(), 6);

        // Export: a CSV a spreadsheet reads, with a snapshot row per player and the series.
        const QString csvPath = m_dir->filePath(QStringLiteral("match.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        QTest::mouseClick(page->exportButton(), Qt::LeftButton);
        const QList<QStringList> rows = csvRows(csvPath);
        QVERIFY(rows.size() > 1);
        QCOMPARE(rows.constFirst(), icmatch::MatchExport::columns());
        int finals = 0;
        int samples = 0;
        for (const QStringList &f : rows.mid(1)) {
            const QString line = f.join(u',');
            QCOMPARE(f.size(), 14);
            bool number = false;
            f.at(1).toLongLong(&number);
            QVERIFY2(number, qPrintable(line));
            if (f.at(0) == QLatin1String("snapshot")) {
                ++finals;
                f.at(6).toLongLong(&number);
                QVERIFY2(number, qPrintable(line)); // admin: nothing hidden
                if (f.at(3) == QLatin1String("Tanya"))
                    QCOMPARE(f.at(11), QStringLiteral("no"));
            } else if (f.at(0) == QLatin1String("sample")) {
                ++samples;
            } else {
                QCOMPARE(f.at(0), QStringLiteral("event"));
            }
        }
        QCOMPARE(finals, 4);
        QVERIFY(samples >= 8);

        // Disconnected: the actions are off and say why.
        m_panel->disconnectFromGame();
        QTRY_VERIFY(!admin->pauseButton()->isEnabled());
        QVERIFY(admin->pauseButton()->toolTip().contains(QLatin1String("Not connected")));
        QVERIFY(!admin->kickButton()->isEnabled());
    }

    void theEndIsSummedUpAndNotified()
    {
        m_matchSeconds = 60; // ended by advance() below, long before the clock gets there
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_panel->settings()->setNotificationsEnabled(true);
        MatchPage *page = openPage();
        QTRY_VERIFY_WITH_TIMEOUT(page->header()->text().contains(QLatin1String("Fjord Crossing")),
                                 10000);
        QVERIFY(page->summary()->isHidden());
        m_game->advance(60 * 15 + 5);
        QTRY_VERIFY_WITH_TIMEOUT(!page->summary()->isHidden(), 10000);
        QVERIFY2(page->summary()->text().contains(QLatin1String("at the time limit")),
                 qPrintable(page->summary()->text()));
        QVERIFY(page->header()->text().contains(QLatin1String("ended")));
        QTRY_VERIFY(m_window->trayIcon()->lastNotification().startsWith(
            QLatin1String("The match ended: ")));
        QVERIFY(!page->adminBox()->pauseButton()->isEnabled());
        QVERIFY(page->adminBox()->pauseButton()->toolTip().contains(QLatin1String("ended")));
        // The summary has the final figures: the army values the game gave at its end.
        const auto &players = m_panel->match()->players();
        QVERIFY2(page->summary()->text().contains(QStringLiteral("%1 %2").arg(
                     players.at(0).name, QLocale().toString(*players.at(0).armyValue))),
                 qPrintable(page->summary()->text()));
        QVERIFY(*players.at(0).armyValue < 1000 || // the separator shows from 1,000 on
                page->summary()->text().contains(QLocale().groupSeparator()));
        QVERIFY(!page->adminBox()->kickButton()->isEnabled());
        QVERIFY(page->adminBox()->kickButton()->toolTip().contains(QLatin1String("ended")));
        // Exported now, the figures are the final ones.
        const QString csvPath = m_dir->filePath(QStringLiteral("end.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        page->exportCsv();
        const QList<QStringList> rows = csvRows(csvPath);
        QVERIFY(rows.size() > 1);
        // The last rows: the final figures, after the game's end event.
        QCOMPARE(rows.constLast().constFirst(), QStringLiteral("final"));
        bool endSaid = false;
        for (const QStringList &row : rows)
            endSaid = endSaid || (row.at(0) == QLatin1String("event") &&
                                  row.at(12) == QLatin1String("game_end"));
        QVERIFY(endSaid);
    }

    // --- The admin box's answers, Kick's question, Export's file and confirmation, the feed ---

    void longFeedLinesWrap()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_window->resize(960, 620);
        MatchPage *page = openPage();
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(admin->pauseButton()->isEnabled(), 10000);
        const QString words = QStringLiteral("Die Halbfinalisten treffen sich nach dieser Partie "
                                             "im Sprachkanal des Turniers, bitte pünktlich.");
        admin->announcement()->setText(words); // typed: QTest knows no "ü"
        QTest::mouseClick(admin->announceButton(), Qt::LeftButton);
        QListView *view = page->feedBox()->view();
        QTRY_VERIFY(view->model()->rowCount() > 0 && view->model()
                                                         ->index(view->model()->rowCount() - 1, 0)
                                                         .data(icmatch::MatchFeed::SentenceRole)
                                                         .toString()
                                                         .endsWith(words));
        const QModelIndex last = view->model()->index(view->model()->rowCount() - 1, 0);
        QVERIFY(view->fontMetrics().horizontalAdvance(last.data().toString()) >
                view->viewport()->width()); // too long for one line here
        QTRY_VERIFY(view->visualRect(last).height() >= 2 * view->fontMetrics().height());
        QVERIFY(last.data(Qt::ToolTipRole).toString().endsWith(words));
        // The view follows the newest line (at the bottom, all of it in sight).
        QTRY_VERIFY(view->viewport()->rect().contains(view->visualRect(last)));
    }

    void anObserverSeesHiddenFigures()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        icpanel::ConnectionProfile observer;
        observer.name = QStringLiteral("Observer");
        observer.url = QUrl(m_game->url());
        observer.tier = icrp::Tier::Observer;
        // The panel asks for admin events by default; as observer it must leave them out, or
        // the game refuses the whole connection.
        QVERIFY(m_panel->connectTo(observer, m_passwords.constFirst(), false));
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), icpanel::Panel::Status::Connected, 10000);
        MatchPage *page = openPage();
        m_game->advance(300);
        QTRY_VERIFY(!m_panel->match()->seesEverything() && m_panel->match()->players().size() == 4);
        QAbstractItemModel *table = page->playersTable()->model();
        const int enemy = rowOf(page, QStringLiteral("alice"));
        QVERIFY(enemy >= 0);
        QTRY_COMPARE(table->index(enemy, icmatch::MatchPlayersModel::ArmyColumn).data().toString(),
                     QStringLiteral("hidden"));
        QVERIFY(!table->index(enemy, icmatch::MatchPlayersModel::ArmyColumn)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .isEmpty());
        const int own = rowOf(page, QStringLiteral("CommanderZod"));
        QVERIFY(table->index(own, icmatch::MatchPlayersModel::CreditsColumn)
                    .data(icmatch::MatchPlayersModel::ValueRole)
                    .isValid());
        QVERIFY(!page->adminBox()->pauseButton()->isEnabled());
        QVERIFY(page->adminBox()->pauseButton()->toolTip().contains(QLatin1String("admin")));
        // The scoreboard does not guess who leads from what it cannot see.
        QTRY_VERIFY(page->scoreboard()->leadText().contains(QLatin1String("hidden")));
    }

    // --- The scoreboard, the chart's team lines and clock axis, the layout, kicked players ---

    void theScoreboardSaysWhoLeadsAndUpdates()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        m_game->advance(900);
        icui::ScoreboardStrip *board = page->scoreboard();
        icmatch::MatchModel *match = m_panel->match();
        QTRY_VERIFY_WITH_TIMEOUT(board->isVisible() && board->teamCount() == 2, 10000);
        QVERIFY(!expectedLead().startsWith(u'('));
        QTRY_COMPARE(board->leadText(), expectedLead());
        QTRY_VERIFY(board->teamFigures(0).contains(
            QLocale().toString(*match->teamTotals().at(0).armyValue)));
        QVERIFY(board->teamTitle(0).startsWith(QLatin1String("Team 1\n")));
        QVERIFY(board->teamTitle(1).contains(QLatin1String("Tanya")));
        // A minute later the armies are others: the sentence and the cards follow them.
        m_game->advance(900);
        QTRY_VERIFY(match->figuresTick() >= 1800);
        QTRY_COMPARE(board->leadText(), expectedLead());
        QTRY_VERIFY(board->teamFigures(1).contains(
            QLocale().toString(*match->teamTotals().at(1).armyValue)));
    }

    void theChartHasTeamLinesAndAClockAxis()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        m_game->advance(90 * 15); // a minute and a half
        icui::ArmyChart *chart = page->chart();
        QTRY_VERIFY_WITH_TIMEOUT(chart->teamLine(0) && chart->teamLine(0)->count() >= 2, 10000);
        QVERIFY(chart->teamLine(1));
        QCOMPARE(chart->view()->chart()->series().size(), 6); // 2 teams, 4 players
        // The team's line is its players' sum; bold; the players thin and told apart.
        QLineSeries *team = chart->teamLine(0);
        QLineSeries *zod = chart->line(QStringLiteral("CommanderZod"));
        QLineSeries *volkov = chart->line(QStringLiteral("Volkov"));
        QVERIFY(zod && volkov);
        QCOMPARE(team->at(team->count() - 1).y(),
                 zod->at(zod->count() - 1).y() + volkov->at(volkov->count() - 1).y());
        QVERIFY(team->pen().widthF() >= 2 * zod->pen().widthF());
        QVERIFY(zod->pen().color() != volkov->pen().color());
        QVERIFY(zod->pen().color() != team->pen().color());
        QVERIFY(team->pen().color() != chart->teamLine(1)->pen().color());
        // The axis: m:ss from 0:00 to the clock at least.
        QCategoryAxis *axis = chart->timeAxis();
        QCOMPARE(axis->min(), 0.0);
        QVERIFY(axis->max() >= 90);
        const QStringList labels = axis->categoriesLabels();
        QVERIFY(labels.size() >= 3);
        QCOMPARE(labels.constFirst(), QStringLiteral("0:00"));
        const QRegularExpression clock(QStringLiteral("^\\d+:\\d\\d$"));
        for (const QString &label : labels)
            QVERIFY2(clock.match(label).hasMatch(), qPrintable(label));
        QCOMPARE(icui::ArmyChart::clockLabel(754), QStringLiteral("12:34"));
        QCOMPARE(icui::ArmyChart::clockLabel(3725), QStringLiteral("1:02:05"));
    }

    void theTimeAxisEndsWithTheMatch()
    {
        // Ended by advance() below. The match also runs on its own clock: 45 s leaves half a
        // minute for the window to come up under ASan on a loaded machine (at 25 s it had ended
        // before the first check once).
        m_matchSeconds = 45;
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        QCategoryAxis *axis = page->chart()->timeAxis();
        // Running: a minute at first, not a step past it.
        m_game->advance(10 * 15);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->figuresTick() >= 10 * 15, 10000);
        QTRY_COMPARE(axis->max(), 60.0);
        QCOMPARE(axis->categoriesLabels().constLast(), QStringLiteral("1:00"));
        // Ended at 0:45: the axis ends there, labelled with the end.
        m_game->advance(35 * 15 + 5);
        QTRY_VERIFY_WITH_TIMEOUT(!page->summary()->isHidden(), 10000);
        QTRY_COMPARE(axis->max(), 45.0);
        const QStringList labels = axis->categoriesLabels();
        QCOMPARE(labels, (QStringList{QStringLiteral("0:00"), QStringLiteral("0:10"),
                                      QStringLiteral("0:20"), QStringLiteral("0:30"),
                                      QStringLiteral("0:40"), QStringLiteral("0:45")}));
    }

    void theLayoutFitsSmallAndUsesAMaximisedWindow()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_window->resize(960, 620);
        MatchPage *page = openPage();
        m_game->advance(150 * 15);
        QTableView *table = page->playersTable();
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 4, 10000);
        QTRY_VERIFY(m_panel->match()->figuresTick() >= 150 * 15);
        QTRY_VERIFY(page->scoreboard()->isVisible());
        const auto fits = [table] {
            QHeaderView *header = table->horizontalHeader();
            return !table->horizontalScrollBar()->isVisible() &&
                   header->length() <= table->viewport()->width();
        };
        QTRY_VERIFY(fits());
        for (int column = 0; column < table->model()->columnCount(); ++column) {
            QVERIFY(!table->isColumnHidden(column));
            const QAbstractItemView *view = table; // no figure cut short at 960 px
            if (column != icmatch::MatchPlayersModel::PlayerColumn)
                QVERIFY(table->columnWidth(column) >= view->sizeHintForColumn(column));
        }
        saveShot(page, QStringLiteral("match-960"));
        const int smallTable = table->width();
        const int smallChart = page->chart()->view()->height();

        // Maximised: the table and the chart grow, the table still fits its width.
        m_window->resize(m_window->screen()->availableGeometry().size());
        QTRY_VERIFY(table->width() > smallTable + 100);
        QTRY_VERIFY(page->chart()->view()->height() > smallChart + 100);
        QTRY_VERIFY(fits());
        QCOMPARE(table->horizontalHeader()->length(), table->viewport()->width()); // stretched
        // The room goes to the figures, evenly, not to the names.
        const auto content = [table](int column) {
            const QAbstractItemView *view = table;
            return std::max(view->sizeHintForColumn(column),
                            table->horizontalHeader()->sectionSizeHint(column));
        };
        const int name = icmatch::MatchPlayersModel::PlayerColumn;
        QVERIFY(table->columnWidth(name) < table->viewport()->width() / 4);
        QVERIFY(table->columnWidth(name) >= content(name));
        const int firstExtra = table->columnWidth(1) - content(1);
        QVERIFY(firstExtra > 20);
        for (int column = 1; column < table->model()->columnCount(); ++column)
            QVERIFY(std::abs(table->columnWidth(column) - content(column) - firstExtra) <= 10);
        saveShot(page, QStringLiteral("match-max"));

        // Dark: the team colours are lighter on a dark window.
        m_window->resize(960, 620);
        const QColor light = page->chart()->teamLine(0)->pen().color();
        m_panel->settings()->setColorScheme(icpanel::PanelSettings::ColorScheme::Dark);
        QTRY_VERIFY(page->chart()->teamLine(0)->pen().color().lightness() > light.lightness());
        QTRY_VERIFY(fits());
        saveShot(page, QStringLiteral("match-960-dark"));

        // A column can be hidden and shown again from the header's menu.
        auto *players = qobject_cast<icui::PlayersTable *>(table);
        QVERIFY(players);
        QAction *apm = nullptr;
        for (QAction *action : players->columnsMenu()->actions()) {
            if (action->text() == QLatin1String("Actions per minute"))
                apm = action;
        }
        QVERIFY(apm && apm->isChecked());
        apm->trigger();
        QVERIFY(table->isColumnHidden(icmatch::MatchPlayersModel::ApmColumn));
        apm->trigger();
        QVERIFY(!table->isColumnHidden(icmatch::MatchPlayersModel::ApmColumn));
    }

    void theValueLabelsFitAfterTheWindowShrankOnAnotherPage()
    {
        // Twenty-third newcomer: the Match page seen large, the window made least on the
        // Status page, the Match page again: every value label was "…" (5 intervals kept).
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_window->resize(m_window->screen()->availableGeometry().size());
        MatchPage *page = openPage();
        m_game->advance(60 * 15);
        icui::ArmyChart *chart = page->chart();
        QTRY_VERIFY_WITH_TIMEOUT(chart->teamLine(0) && chart->teamLine(0)->count() >= 2, 10000);
        QTRY_COMPARE(chart->valueAxis()->tickCount(), chart->valueIntervalsRoom() + 1);
        const int largeTicks = chart->valueAxis()->tickCount();

        m_window->showPageFromKeyboard(icui::MainWindow::Page::Status);
        // Lower than the least size (as on a small screen), so that the chart is short here
        // with this test's font as it was at 960×620 with the newcomer's.
        m_window->setMinimumSize(0, 0);
        m_window->resize(960, 520);
        QTRY_COMPARE(m_window->size(), QSize(960, 520));
        m_window->showPageFromKeyboard(icui::MainWindow::Page::Match);
        QTRY_VERIFY2(chart->valueIntervalsRoom() < largeTicks - 1,
                     qPrintable(QStringLiteral("room %1 at %2 px, %3 labels when large")
                                    .arg(chart->valueIntervalsRoom())
                                    .arg(chart->view()->height())
                                    .arg(largeTicks)));
        QTRY_VERIFY2(chart->valueAxis()->tickCount() <= chart->valueIntervalsRoom() + 1,
                     qPrintable(QStringLiteral("%1 labels, room for %2 intervals")
                                    .arg(chart->valueAxis()->tickCount())
                                    .arg(chart->valueIntervalsRoom())));
    }

    void aKickedPlayerIsSaidSoAndLeavesTheTeamTotal()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        m_game->advance(600);
        icmatch::MatchModel *match = m_panel->match();
        QTRY_VERIFY_WITH_TIMEOUT(match->teamTotals().size() == 2, 10000);
        QAbstractItemModel *table = page->playersTable()->model();
        QTRY_COMPARE(table->rowCount(), 4);
        const int tanya = rowOf(page, QStringLiteral("Tanya"));
        QCOMPARE(table->index(tanya, icmatch::MatchPlayersModel::FactionColumn).data().toString(),
                 QStringLiteral("Allied"));
        QCOMPARE(table
                     ->index(rowOf(page, QStringLiteral("Volkov")),
                             icmatch::MatchPlayersModel::FactionColumn)
                     .data()
                     .toString(),
                 QStringLiteral("Soviet"));

        bool kicked = false;
        match->kick(QStringLiteral("Tanya"), {},
                    [&kicked](const ic::Result<QString> &done) { kicked = done.ok(); });
        QTRY_VERIFY(kicked);
        QTRY_COMPARE(table->index(rowOf(page, QStringLiteral("Tanya")), 0).data().toString(),
                     QStringLiteral("Tanya (kicked)"));
        // Her row shows the figures the game goes on publishing about her (her units hold
        // position and return fire), not the ones of the moment she was kicked.
        m_game->advance(600);
        QTRY_VERIFY_WITH_TIMEOUT(match->figuresTick() == m_game->sim()->tick(), 10000);
        const icmatch::PlayerFigures after = figuresOf(QStringLiteral("Tanya"));
        const icmock::PlayerState *inGame = nullptr;
        for (const icmock::PlayerState &p : m_game->sim()->players()) {
            if (p.name == QLatin1String("Tanya"))
                inGame = &p;
        }
        QVERIFY(inGame && !inGame->present);
        QCOMPARE(after.armyValue, std::optional<qint64>(inGame->armyValue));
        QCOMPARE(after.units, std::optional<qint64>(inGame->unitsAlive));
        QCOMPARE(after.credits, std::optional<qint64>(inGame->credits));
        const QString shownArmy = table
                                      ->index(rowOf(page, QStringLiteral("Tanya")),
                                              icmatch::MatchPlayersModel::ArmyColumn)
                                      .data()
                                      .toString();
        QCOMPARE(shownArmy, QLocale().toString(qint64(inGame->armyValue)));
        // Team 2's total is alice's alone now, in the table's model and on the scoreboard.
        const icmatch::MatchModel::TeamTotals team2 = match->teamTotals().at(1);
        QCOMPARE(team2.players, QStringList{QStringLiteral("alice")});
        QCOMPARE(team2.departed, QStringList{QStringLiteral("Tanya")});
        qint64 alice = -1;
        for (const icmatch::PlayerFigures &p : match->players()) {
            if (p.name == QLatin1String("alice"))
                alice = *p.armyValue;
            if (p.name == QLatin1String("Tanya"))
                QVERIFY(p.kicked && !p.present);
        }
        QCOMPARE(*team2.armyValue, alice);
        QVERIFY2(page->scoreboard()->teamFigures(1).contains(QLocale().toString(alice)),
                 qPrintable(page->scoreboard()->teamFigures(1)));
        QVERIFY(!page->scoreboard()->teamTitle(1).contains(QLatin1String("Tanya")));
        QVERIFY(page->chart()->teamLine(1)->at(page->chart()->teamLine(1)->count() - 1).y() ==
                    double(alice) ||
                page->chart()->measure() != icui::ArmyChart::Measure::ArmyValue);
    }

    // --- Issue 26, third round: Kick for a departed player, Tab order, the export's rows ---

    void aLateJoinStartsWhereThePanelJoined()
    {
        setUpWindow();
        m_game->advance(120 * 15); // two minutes before a second view of the match joins
        icrp::IcrpClient client;
        icrp::IcrpClient::Options options;
        options.url = QUrl(m_game->url());
        options.tier = icrp::Tier::Admin;
        options.password = m_passwords.constFirst();
        options.clientName = QStringLiteral("Late View");
        options.subscriptions = {QStringLiteral("match")};
        client.setOptions(options);
        client.open();
        icmatch::MatchModel match(&client);
        match.setRefreshInterval(100);
        icui::ArmyChart chart(&match);
        chart.resize(600, 320);
        chart.show();
        QTRY_VERIFY_WITH_TIMEOUT(chart.teamLine(0) && chart.teamLine(0)->count() >= 1, 10000);
        // The axis starts where the panel joined (its first figures, rounded down to 10 s), not
        // at 0:00 with the data squeezed to the right (the seventeenth newcomer, s1-09).
        QLineSeries *team = chart.teamLine(0);
        QVERIFY(team->at(0).x() >= 119.0);
        QCOMPARE(chart.timeAxis()->min(), double(qint64(team->at(0).x()) / 10 * 10));
        const QRectF plot = chart.view()->chart()->plotArea();
        const QPointF first = chart.view()->chart()->mapToPosition(team->at(0), team);
        QVERIFY2(first.x() < plot.left() + plot.width() / 4,
                 qPrintable(QString::number(first.x())));
        // Short, the value axis has fewer labels, each whole (twenty-second newcomer: a chart
        // about 100 px tall at 960×620 had every label elided to "…"); tall again, up to 5.
        QCOMPARE(chart.valueIntervalsRoom(), 5);
        const int line = chart.fontMetrics().height();
        chart.resize(600, chart.height() - chart.view()->height() + 5 * line);
        QTRY_VERIFY(chart.valueIntervalsRoom() <= 2);
        QTRY_VERIFY2(chart.valueAxis()->tickCount() <= chart.valueIntervalsRoom() + 1,
                     qPrintable(QString::number(chart.valueAxis()->tickCount())));
        QVERIFY(chart.valueAxis()->max() >= team->at(team->count() - 1).y());
        chart.resize(600, 320);
        QTRY_COMPARE(chart.valueIntervalsRoom(), 5);
    }

    // --- Issue 26, eighth newcomer ---

    void switchingGamesNeverMixesTwoMatches()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        openPage();
        icmatch::MatchModel *match = m_panel->match();
        constexpr qint64 kFirst = 90 * 15;
        m_game->advance(int(kFirst));
        QTRY_VERIFY_WITH_TIMEOUT(match->figuresTick() >= kFirst, 10000);
        // What the panel saw of the first match before the switch (put back when it returns).
        QList<qint64> seenTicks;
        for (const icmatch::MatchSeries::Sample &sample : match->series().samples())
            seenTicks << sample.tick;
        QList<qint64> seenLines;
        for (const icmatch::MatchFeed::Entry &e : match->feed()->entries())
            seenLines << e.tick;
        bool kicked = false;
        match->kick(QStringLiteral("Volkov"), {},
                    [&kicked](const ic::Result<QString> &done) { kicked = done.ok(); });
        QTRY_VERIFY(kicked);

        // A second game with the same map and seed, its match just begun.
        icmock::MockOptions options;
        options.port = 0;
        options.password = QStringLiteral("second-Secret-7pW3kZ8n");
        options.tickRate = icmock::MockGame::kDefaultTickRate;
        m_passwords << options.password;
        icmock::MockGame other(options);
        IC_VERIFY_OK(other.start());
        icpanel::ConnectionProfile profile;
        // A name of its own: the test session's keychain is shared by every test.
        profile.name = QStringLiteral("Match Page Second Game");
        profile.url = QUrl(other.url());
        profile.tier = icrp::Tier::Admin;
        IC_VERIFY_OK(m_panel->profiles()->save(profile));
        m_panel->connectWithPassword(profile.name, options.password, true);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->currentProfile().name == profile.name &&
                                     m_panel->status() == icpanel::Panel::Status::Connected,
                                 10000);
        QTRY_VERIFY(match->figuresTick() >= 0 && match->figuresTick() < kFirst &&
                    !match->series().samples().isEmpty());
        QTRY_VERIFY(figuresOf(QStringLiteral("Volkov")).present); // nobody kicked him there

        // Back to the first game: its match as the panel saw it before the switch and on from
        // there, nothing of the other one; Volkov is still the one the panel saw kicked.
        IC_VERIFY_OK(m_panel->connectProfile(QStringLiteral("Test Game")));
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->currentProfile().name == QLatin1String("Test Game") &&
                                     m_panel->status() == icpanel::Panel::Status::Connected,
                                 10000);
        QTRY_VERIFY(match->figuresTick() >= kFirst);
        QSignalSpy figures(match, &icmatch::MatchModel::figuresChanged);
        QVERIFY(figures.wait(5000));
        QVERIFY(figures.wait(5000));
        QList<qint64> ticks;
        for (const icmatch::MatchSeries::Sample &sample : match->series().samples())
            ticks << sample.tick;
        QVERIFY(ticks.size() > seenTicks.size());
        QCOMPARE(ticks.mid(0, seenTicks.size()), seenTicks);
        for (qint64 tick : ticks.mid(seenTicks.size()))
            QVERIFY2(tick >= kFirst, qPrintable(QString::number(tick)));
        QList<qint64> lines;
        for (const icmatch::MatchFeed::Entry &e : match->feed()->entries())
            lines << e.tick;
        QCOMPARE(lines.mid(0, seenLines.size()), seenLines);
        for (qint64 tick : lines.mid(seenLines.size()))
            QVERIFY2(tick >= kFirst, qPrintable(QString::number(tick)));
        QTRY_VERIFY(figuresOf(QStringLiteral("Volkov")).kicked);
        MatchPage *page = m_window->matchPage();
        QCOMPARE(page->playersTable()
                     ->model()
                     ->index(rowOf(page, QStringLiteral("Volkov")), 0)
                     .data()
                     .toString(),
                 QStringLiteral("Volkov (kicked)"));

        const QString csvPath = m_dir->filePath(QStringLiteral("back.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        QTest::mouseClick(page->exportButton(), Qt::LeftButton);
        const QList<QStringList> rows = csvRows(csvPath);
        QVERIFY(rows.size() > 1);
        for (const QStringList &row : rows.mid(1))
            QVERIFY2(ticks.contains(row.at(1).toLongLong()) ||
                         lines.contains(row.at(1).toLongLong()),
                     qPrintable(row.join(u',')));
    }

    void thePausedBarNeverCutsThePlayers()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_window->resize(960, 620);
        MatchPage *page = openPage();
        QTableView *table = page->playersTable();
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 4, 10000);
        const auto allRowsShown = [table] {
            const int last = table->model()->rowCount() - 1;
            return !table->verticalScrollBar()->isVisible() &&
                   table->rowViewportPosition(last) + table->rowHeight(last) <=
                       table->viewport()->height();
        };
        QTRY_VERIFY(allRowsShown());
        const int height = table->height();
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY(admin->pauseButton()->isEnabled());
        QTest::mouseClick(admin->pauseButton(), Qt::LeftButton);
        QTRY_COMPARE(admin->messageBar()->text(), QStringLiteral("Match paused."));
        QTRY_VERIFY(admin->messageBar()->isVisible());
        page->layout()->activate();
        QCoreApplication::processEvents();
        QVERIFY(allRowsShown());
        QCOMPARE(table->height(), height);
        saveShot(page, QStringLiteral("match-960-paused"));
        m_panel->settings()->setColorScheme(icpanel::PanelSettings::ColorScheme::Dark);
        QCoreApplication::processEvents();
        QVERIFY(allRowsShown());
        saveShot(page, QStringLiteral("match-960-paused-dark"));
    }

    void noBarRaisesTheWindowAbove620()
    {
        // Issue 26: each bar (paused, exported, the end's summary) moved the window's bottom
        // edge down about 8 px and it stayed there: the bar's height comes out of the chart
        // and the feed, never out of the window.
        m_matchSeconds = 60; // ended by advance() below
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_window->resize(960, 620);
        MatchPage *page = openPage();
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(
            admin->pauseButton()->isEnabled() && m_panel->match()->players().size() == 4, 10000);
        const auto stays620 = [this, page] {
            page->layout()->activate();
            QCoreApplication::processEvents();
            return m_window->height() == 620 && m_window->minimumSizeHint().height() <= 620 &&
                   m_window->minimumHeight() <= 620;
        };
        QVERIFY(stays620());
        QTest::mouseClick(admin->pauseButton(), Qt::LeftButton);
        QTRY_VERIFY(admin->messageBar()->isVisible());
        QVERIFY2(stays620(), qPrintable(QStringLiteral("%1 high, at least %2 (chart %3, feed %4)")
                                            .arg(m_window->height())
                                            .arg(m_window->minimumSizeHint().height())
                                            .arg(page->chart()->minimumSizeHint().height())
                                            .arg(page->feedBox()->minimumSizeHint().height())));
        saveShot(page, QStringLiteral("match-960-bar-paused"));
        QTest::mouseClick(admin->pauseButton(), Qt::LeftButton);
        QTRY_VERIFY(m_panel->match()->info().state == icmatch::MatchInfo::State::Running);
        const QString csvPath = m_dir->filePath(QStringLiteral("bar.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        page->exportCsv();
        QTRY_VERIFY(page->exportBar()->text().contains(QLatin1String("bar.csv")));
        QVERIFY(stays620());
        saveShot(page, QStringLiteral("match-960-bar-exported"));
        m_game->advance(60 * 15 + 5);
        QTRY_VERIFY_WITH_TIMEOUT(!page->summary()->isHidden(), 10000);
        saveShot(page, QStringLiteral("match-960-bar-ended"));
        QVERIFY2(stays620(), qPrintable(QStringLiteral("%1 high, at least %2 (chart %3, feed %4)")
                                            .arg(m_window->height())
                                            .arg(m_window->minimumSizeHint().height())
                                            .arg(page->chart()->minimumSizeHint().height())
                                            .arg(page->feedBox()->minimumSizeHint().height())));
        m_panel->settings()->setColorScheme(icpanel::PanelSettings::ColorScheme::Dark);
        QVERIFY(stays620());
        saveShot(page, QStringLiteral("match-960-bar-ended-dark"));
    }

    void theFirstDownSelectsTheFirstPlayerAndKickNamesThem()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->players().size() == 4, 10000);
        QTRY_VERIFY(admin->pauseButton()->isEnabled());
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        QAbstractItemModel *model = page->players()->model();
        const auto player = [model](int row) {
            return model->index(row, 0).data(icmatch::MatchPlayersModel::PlayerRole).toString();
        };
        QCOMPARE(admin->kickButton()->text(), QStringLiteral("&Kick Selected Player…"));
        QTest::keyClick(m_window.get(), Qt::Key_P, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), page->players());
        QCOMPARE(page->selectedPlayer(), player(0));
        QCOMPARE(admin->kickButton()->text(), QStringLiteral("&Kick %1…").arg(player(0)));
        QTest::keyClick(page->players(), Qt::Key_Down);
        QCOMPARE(page->selectedPlayer(), player(1));
        QCOMPARE(admin->kickButton()->text(), QStringLiteral("&Kick %1…").arg(player(1)));

        // Nobody selected (cleared) while the table has the focus: Down selects the first.
        page->players()->clearSelection();
        QCOMPARE(admin->kickButton()->text(), QStringLiteral("&Kick Selected Player…"));
        QTest::keyClick(page->players(), Qt::Key_Down);
        QCOMPARE(page->selectedPlayer(), player(0));
        QCOMPARE(admin->kickButton()->text(), QStringLiteral("&Kick %1…").arg(player(0)));

        // The question says what a kick does to the player's units.
        icui::MessageBox::setNextAnswer(QMessageBox::No);
        QTest::mouseClick(admin->kickButton(), Qt::LeftButton);
        QVERIFY2(icui::MessageBox::lastText().contains(QLatin1String("only return fire")),
                 qPrintable(icui::MessageBox::lastText()));
    }

private:
    /// What the scoreboard should say of the model's totals now.
    QString expectedLead() const
    {
        const auto &t = m_panel->match()->teamTotals();
        if (t.size() != 2 || !t.at(0).armyValue || !t.at(1).armyValue)
            return QStringLiteral("(no totals)");
        const qint64 a = *t.at(0).armyValue;
        const qint64 b = *t.at(1).armyValue;
        if (a == b)
            return QStringLiteral("Even: %1 army value each.").arg(QLocale().toString(a));
        return QStringLiteral("Team %1 leads by %2 army value")
            .arg(a > b ? 1 : 2)
            .arg(QLocale().toString(std::abs(a - b)));
    }
};

QTEST_MAIN(TestMatchPage)
#include "TestMatchPage.moc"
