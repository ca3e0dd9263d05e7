// The History page's Matches tab as the fourteenth newcomer met it, over a real Panel connected
// as admin to a real ic-remote-mock with 30 seeded past matches: a reload (Alt+L) keeps the match
// chosen, another game empties the list at once, a list filtered by a player says that player's
// result, and the match's detail has the room to say "No replay was kept" on one line.

#include "HistoryPageFixture.h"
#include "ResultCheck.h"
#include "TestShots.h"

#include "history/HistoryMatch.h"
#include "history/MatchHistoryModel.h"
#include "i18n/Translations.h"
#include "mock/MockGame.h"
#include "panel/Panel.h"
#include "panel/ProfileStore.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"
#include "ui/history/HistoryPlayerTab.h"
#include "ui/history/HistoryReplaysTab.h"

#include <QComboBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <memory>

using namespace icui;

class TestHistoryFollowUp : public QObject, public HistoryPageFixture
{
    Q_OBJECT

    static constexpr auto kPassword = "history-Secret-9pX4";

    HistoryMatchesTab *matches() const { return m_page->matchesTab(); }

    bool waitForList()
    {
        return QTest::qWaitFor(
            [this] {
                return matches()->model()->rowCount() > 0 &&
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

    /// Types `player` into the Player box and presses Return; waits for the filtered list.
    bool filterBy(const QString &player)
    {
        QSignalSpy changed(matches(), &HistoryMatchesTab::matchesChanged);
        matches()->playerBox()->setFocus();
        matches()->playerBox()->lineEdit()->setText(player);
        QTest::keyClick(matches()->playerBox()->lineEdit(), Qt::Key_Return);
        return changed.wait(10000) && waitForList();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCOMPARE(ic::Translations::install(QStringLiteral("en")), QStringLiteral("en"));
    }

    void init()
    {
        MessageBar::setDefaultAutoHideMs(0, 0);
        icmock::MockOptions options;
        options.password = QString::fromLatin1(kPassword);
        options.historySeed = 30;
        options.seed = 1;
        setUpHistoryPage(options, QStringLiteral("History Game"));
        if (QTest::currentTestFailed())
            return;
        QVERIFY(waitForList());
    }

    void cleanup() { tearDownHistoryPage(); }

    // c7374.png: the fifth row chosen, Alt+L reloaded and the choice jumped to the top row.
    void aReloadKeepsTheChosenMatch()
    {
        QVERIFY(filterBy(QStringLiteral("alice")));
        QTableView *table = matches()->table();
        QVERIFY(matches()->model()->rowCount() >= 5);
        table->scrollTo(table->model()->index(4, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(table->model()->index(4, 1)).center());
        const QString chosen = matches()->model()->matches().at(4).matchId;
        QCOMPARE(chosenId(), chosen);
        QTRY_COMPARE_WITH_TIMEOUT(matches()->summary()->match().matchId, chosen, 10000);

        // Focusing the filter changes nothing.
        QSignalSpy changed(matches(), &HistoryMatchesTab::matchesChanged);
        QTest::keyClick(m_window.get(), Qt::Key_P, Qt::AltModifier);
        QTRY_VERIFY(matches()->playerBox()->lineEdit()->hasFocus());
        QCOMPARE(changed.count(), 0);
        QCOMPARE(chosenId(), chosen);

        // Reload (Alt+L) brings the same rows: the same match stays chosen and shown.
        QTest::keyClick(m_window.get(), Qt::Key_L, Qt::AltModifier);
        QVERIFY(changed.wait(10000));
        QVERIFY(waitForList());
        QCOMPARE(chosenId(), chosen);
        QCOMPARE(matches()->summary()->match().matchId, chosen);
        QVERIFY(
            matches()->summary()->headline()->text().contains(matches()->summary()->match().map));
    }

    // s1-56-wrongpw.png: a new game refused the password and History still listed the Demo's.
    void anotherGameEmptiesTheListAtOnce()
    {
        QVERIFY(matches()->model()->rowCount() > 0);
        HistoryPlayerTab *player = m_page->playerTab();
        player->showCareer(QStringLiteral("alice"));
        QTRY_COMPARE_WITH_TIMEOUT(player->style().player, QStringLiteral("alice"), 10000);
        QVERIFY(player->nameBox()->count() > 0);
        HistoryReplaysTab *replays = m_page->replaysTab();
        replays->reload();
        QTRY_VERIFY_WITH_TIMEOUT(replays->loaded(), 10000);
        icpanel::ConnectionProfile other;
        other.name = QStringLiteral("Local Game");
        other.url = QUrl(m_game->url());
        other.tier = icrp::Tier::Admin;
        IC_VERIFY_OK(m_panel->connectTo(other, QStringLiteral("not-the-password"), false));
        // At once, before the game answers.
        QCOMPARE(matches()->model()->rowCount(), 0);
        QVERIFY(matches()->summary()->match().matchId.isEmpty());
        QCOMPARE(matches()->statusLabel()->text(),
                 QStringLiteral("The matches show here once Local Game answers."));
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), icpanel::Panel::Status::Refused, 10000);
        QCOMPARE(matches()->model()->rowCount(), 0);
        QCOMPARE(matches()->statusLabel()->text(),
                 QStringLiteral("The matches show here once Local Game answers."));
        ictest::saveShot(m_window.get(), QStringLiteral("history-other-game-refused"));
        // The Player tab: no career or names of the game before.
        QVERIFY(player->style().player.isEmpty());
        QCOMPARE(player->nameBox()->count(), 0);
        QCOMPARE(player->recordLabel()->text(),
                 QStringLiteral("Choose a player to see their career."));
        // The Replay Library too.
        QCOMPARE(replays->table()->rowCount(), 0);
        QVERIFY(!replays->loaded());
        QCOMPARE(replays->statusLabel()->text(),
                 QStringLiteral("The replays show here once Local Game answers."));

        // The first game again: its matches come back.
        m_panel->connectWithPassword(QStringLiteral("History Game"), QString::fromLatin1(kPassword),
                                     false);
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), icpanel::Panel::Status::Connected, 10000);
        QVERIFY(waitForList());
        QCOMPARE(matches()->model()->rowCount(), 20);
    }

    // s1-37-alice.png: alice's wins found by comparing Winner with her team by eye.
    void aPlayersListSaysTheirResult()
    {
        using Column = ichistory::MatchHistoryModel::Column;
        QTableView *table = matches()->table();
        QVERIFY(table->isColumnHidden(Column::Result)); // no player chosen
        const QString player = QStringLiteral("alice");
        QVERIFY(filterBy(player));
        QVERIFY(!table->isColumnHidden(Column::Result));
        const QHeaderView *header = table->horizontalHeader();
        QCOMPARE(header->visualIndex(Column::Result), header->visualIndex(Column::Winner) + 1);
        QCOMPARE(table->model()->headerData(Column::Result, Qt::Horizontal).toString(),
                 QStringLiteral("Result"));
        int won = 0;
        for (int row = 0; row < matches()->model()->rowCount(); ++row) {
            const ichistory::HistoryMatch &m = matches()->model()->matches().at(row);
            QString expected;
            for (const ichistory::HistoryPlayer &p : m.players) {
                if (p.name == player)
                    expected = p.result == QLatin1String("win")    ? QStringLiteral("Won")
                               : p.result == QLatin1String("loss") ? QStringLiteral("Lost")
                                                                   : QStringLiteral("Draw");
            }
            QCOMPARE(table->model()->index(row, Column::Result).data().toString(), expected);
            won += expected == QLatin1String("Won") ? 1 : 0;
        }
        QVERIFY(won > 0 && won < matches()->model()->rowCount()); // both kinds seen
        QVERIFY(header->sectionSize(Column::Result) >
                table->fontMetrics().horizontalAdvance(QStringLiteral("Lost")));
        ictest::saveShot(m_window.get(), QStringLiteral("history-player-result"));
        QVERIFY(filterBy(QString()));
        QVERIFY(table->isColumnHidden(Column::Result));
    }

    // s1-38-match2.png: "No replay was kept of this match" squeezed into two tiny lines.
    void theMatchDetailHasItsRoom()
    {
        HistoryMatchSummary *summary = matches()->summary();
        QTRY_VERIFY_WITH_TIMEOUT(!summary->match().matchId.isEmpty(), 10000);
        QLabel *noReplay = summary->noReplayLabel();
        for (const QSize size : {QSize(960, 620), QSize(1500, 900)}) {
            m_window->resize(size);
            QTRY_COMPARE(m_window->size(), size);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QTRY_VERIFY(noReplay->isVisible());
            const QFontMetrics metrics = noReplay->fontMetrics();
            QVERIFY2(noReplay->width() >= metrics.horizontalAdvance(noReplay->text()),
                     qPrintable(QString::number(noReplay->width())));
            // One line: as wide as the sentence, and laid out on a single line.
            const int lines = noReplay->wordWrap() ? noReplay->heightForWidth(noReplay->width())
                                                   : metrics.height();
            QVERIFY(lines < 2 * metrics.height());
            // The detail below at least as tall as the list (which keeps six rows:
            // TestHistoryPage).
            QVERIFY2(summary->height() >= matches()->table()->height(),
                     qPrintable(QStringLiteral("%1 below a list of %2")
                                    .arg(summary->height())
                                    .arg(matches()->table()->height())));
        }
        m_window->resize(960, 620);
        QTRY_COMPARE(m_window->size(), QSize(960, 620));
        ictest::saveShot(m_window.get(), QStringLiteral("history-detail-room"));
    }
};

QTEST_MAIN(TestHistoryFollowUp)
#include "TestHistoryFollowUp.moc"
