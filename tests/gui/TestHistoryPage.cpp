// The History page over a real Panel connected as admin to a real ic-remote-mock whose
// gameplay.db (in a temporary folder) holds 30 seeded past matches: the list and its paging,
// filtering by a player, a match's figures chart, a player's career, and the Query tab's
// read-only SQL (a count shown, a DELETE refused in plain words and nothing deleted).

#include "ResultCheck.h"
#include "TestShots.h"

#include "PanelProbe.h"
#include "history/HistoryService.h"
#include "history/MatchHistoryModel.h"
#include "history/QueryResultModel.h"
#include "mock/MockGame.h"
#include "panel/Panel.h"
#include "panel/ProfileStore.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryFiguresChart.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"
#include "ui/history/HistoryPlayerTab.h"
#include "ui/history/HistoryQueryTab.h"

#include <QBarSet>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <memory>

using namespace icui;

class TestHistoryPage : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icmock::MockGame> m_game;
    std::unique_ptr<icpanel::Panel> m_panel;
    std::unique_ptr<QWidget> m_window;
    HistoryPage *m_page = nullptr;

    static constexpr int kSeeded = 30;

    HistoryMatchesTab *matches() const { return m_page->matchesTab(); }

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
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        MessageBar::setDefaultAutoHideMs(0, 0);
        icmock::MockOptions options;
        options.port = 0;
        options.password = QStringLiteral("history-Secret-7kQ2");
        options.dataDir = m_dir->filePath(QStringLiteral("game"));
        options.historySeed = kSeeded;
        options.seed = 1; // the same seeded history every run (Boris is in a few of its matches)
        m_game = std::make_unique<icmock::MockGame>(options);
        IC_VERIFY_OK(m_game->start());

        icpanel::Panel::Options po;
        po.settingsFile = m_dir->filePath(QStringLiteral("panel.ini"));
        po.keychainRetryDelayMs = 50;
        po.initialBackoffMs = 50;
        po.maxBackoffMs = 200;
        m_panel = std::make_unique<icpanel::Panel>(po);
        icpanel::ConnectionProfile profile;
        profile.name = QStringLiteral("History Game");
        profile.url = QUrl(m_game->url());
        profile.tier = icrp::Tier::Admin;
        IC_VERIFY_OK(m_panel->profiles()->save(profile));

        m_window = std::make_unique<QWidget>();
        auto *service =
            new ichistory::HistoryService(icpanel::PanelProbe::client(*m_panel), m_window.get());
        m_page = new HistoryPage(*m_panel, service, m_window.get());
        auto *layout = new QVBoxLayout(m_window.get());
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_page);
        m_window->resize(960, 620);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_panel->connectWithPassword(profile.name, options.password, false);
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), icpanel::Panel::Status::Connected, 10000);
    }

    void cleanup()
    {
        m_window.reset();
        m_panel.reset();
        if (m_game)
            m_game->stop();
        m_game.reset();
        m_dir.reset();
    }

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

    void selectingAMatchShowsItsFigures()
    {
        QVERIFY(waitForList());
        HistoryMatchSummary *summary = matches()->summary();
        QVERIFY(!summary->chart()->isEnabled()); // nothing chosen yet
        matches()->table()->setFocus();
        matches()->table()->selectRow(0);
        QTRY_VERIFY_WITH_TIMEOUT(summary->chart()->isEnabled(), 10000);
        const ichistory::HistoryMatch &shown = summary->match();
        QCOMPARE(shown.matchId, matches()->model()->matches().at(0).matchId);
        QVERIFY(!shown.minutes.isEmpty());
        QCOMPARE(summary->playersTable()->rowCount(), int(shown.players.size()));
        QVERIFY(summary->chart()->teamLine(0));
        QCOMPARE(summary->chart()->teamLine(0)->count(), int(shown.minutes.size()));
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
        QVERIFY(query->resultLabel()->text().contains(QStringLiteral("1 row")));
        runQuery(
            QStringLiteral("SELECT map, count(*), avg(duration_ticks) FROM matches GROUP BY map"));
        ictest::saveShot(m_window.get(), QStringLiteral("history-query"));

        runQuery(QStringLiteral("DELETE FROM matches"));
        QVERIFY(m_page->messageBar()->hasMessage());
        QCOMPARE(m_page->messageBar()->kind(), MessageBar::Kind::Error);
        QVERIFY2(m_page->messageBar()->text().startsWith(
                     QStringLiteral("The game's databases are read-only here: ")),
                 qPrintable(m_page->messageBar()->text()));
        QCOMPARE(runQuery(QStringLiteral("SELECT count(*) FROM matches")),
                 QString::number(kSeeded)); // nothing was deleted
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
