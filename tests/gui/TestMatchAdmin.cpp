// The Match page's admin side on the real window against ic-remote-mock: Kick (its question,
// its keys, off for a player who is gone), the admin box's answers going with the game, the
// Tab order along the buttons, and Export writing one CSV table that parses back (teams as
// shown, every event, the kicked player named). Split from TestMatchPage, which has the rest.

#include "MatchPageFixture.h"

#include "icrp/client/IcrpClient.h"
#include "match/MatchExport.h"
#include "match/MatchFeed.h"
#include "match/MatchFeedFilter.h"
#include "match/MatchModel.h"
#include "match/MatchPlayersModel.h"
#include "panel/LogModel.h"
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

#include <QApplication>
#include <QCategoryAxis>
#include <QCheckBox>
#include <QClipboard>
#include <QColor>
#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QHeaderView>
#include <QLabel>
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
#include <QToolButton>
#include <QTranslator>
#include <algorithm>

using ictest::csvRows;
using icui::MainWindow;
using icui::MatchPage;

namespace {

/// Answers the next real message box with `key` once it is up; `seen` gets its button labels
/// and whether Return would choose its default button Cancel.
void answerNextBoxWith(int key, QStringList *seen, bool *cancelIsDefault)
{
    auto *poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, [poll, key, seen, cancelIsDefault] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        poll->stop();
        poll->deleteLater();
        for (QAbstractButton *b : box->buttons())
            *seen << b->text();
        *cancelIsDefault = box->defaultButton() == box->button(QMessageBox::Cancel);
        QWidget *target = box->focusWidget() ? box->focusWidget() : box;
        QTest::keyClick(key == Qt::Key_Return ? target : box, Qt::Key(key));
    });
    poll->start();
}

/// Answers the next real message box with `key` once it is up; `frame` gets where it was.
void answerNextBoxRecording(int key, QRect *frame)
{
    auto *poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, [poll, key, frame] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        poll->stop();
        poll->deleteLater();
        *frame = box->frameGeometry();
        QTest::keyClick(box, Qt::Key(key));
    });
    poll->start();
}

/// `row` of `table` as shown, in global coordinates (every column, within the viewport).
QRect rowOnScreen(QTableView *table, int row)
{
    QAbstractItemModel *model = table->model();
    const QRect first = table->visualRect(model->index(row, 0));
    const QRect last = table->visualRect(model->index(row, model->columnCount() - 1));
    const QRect shown = first.united(last).intersected(table->viewport()->rect());
    return QRect(table->viewport()->mapToGlobal(shown.topLeft()), shown.size());
}

} // namespace

class TestMatchAdmin : public MatchPageFixture
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

    void exportNumbersTeamsAsShownAndListsEveryEvent()
    {
        // IC_MATCH_SHOTS_QM: a catalogue to look at the page in (not compared).
        QTranslator language;
        if (language.load(qEnvironmentVariable("IC_MATCH_SHOTS_QM")))
            QCoreApplication::installTranslator(&language);
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_window->resize(960, 620);
        icui::ExternalLink::setRecordOnly(true);
        MatchPage *page = openPage();
        m_game->advance(900);
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(
            admin->pauseButton()->isEnabled() && m_panel->match()->players().size() == 4, 10000);
        using State = icmatch::MatchInfo::State;
        QTest::mouseClick(admin->pauseButton(), Qt::LeftButton);
        QTRY_VERIFY(m_panel->match()->info().state == State::Paused);
        QTest::mouseClick(admin->pauseButton(), Qt::LeftButton);
        QTRY_VERIFY(m_panel->match()->info().state == State::Running);
        QTest::keyClicks(admin->announcement(), QStringLiteral("Final in five minutes"));
        QTest::mouseClick(admin->announceButton(), Qt::LeftButton);
        QTRY_VERIFY(admin->announcement()->text().isEmpty());
        bool kicked = false;
        m_panel->match()->kick(QStringLiteral("Tanya"), {},
                               [&kicked](const ic::Result<QString> &done) { kicked = done.ok(); });
        QTRY_VERIFY(kicked);
        QVERIFY(roundTrip()); // every event of the above has arrived

        // One feed line per pause, resume, announcement and kick.
        const auto lines = [this](const QString &type, const QString &containing = {}) {
            int n = 0;
            for (const icmatch::MatchFeed::Entry &e : m_panel->match()->feed()->entries())
                n += e.type == type && e.sentence.contains(containing) ? 1 : 0;
            return n;
        };
        QCOMPARE(lines(QStringLiteral("pause")), 1);
        QCOMPARE(lines(QStringLiteral("resume")), 1);
        QCOMPARE(lines(QStringLiteral("server_status")), 0);
        QCOMPARE(lines(QStringLiteral("chat_message"), QStringLiteral("Final in five minutes")), 1);
        QCOMPARE(lines(QStringLiteral("kick")), 1);
        QCOMPARE(lines(QStringLiteral("player_leave"), QStringLiteral("Tanya")), 0);

        const QString csvPath = m_dir->filePath(QStringLiteral("mid.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        QTest::mouseClick(page->exportButton(), Qt::LeftButton);
        saveShot(m_window.get(), QStringLiteral("match-exported"));
        if (!language.isEmpty())
            return;
        const QList<QStringList> rows = csvRows(csvPath);
        QVERIFY(rows.size() > 1);

        // One table: one header, every row the same columns, ordered by tick.
        QCOMPARE(rows.constFirst(), QStringLiteral("row,tick,time,player,team,faction,army_value,"
                                                   "credits,units,structures,apm,present,event,"
                                                   "text")
                                        .split(u','));
        const icmatch::MatchModel *match = m_panel->match();
        const QRegularExpression clock(QStringLiteral("^\\d+:\\d\\d$"));
        int snapshots = 0;
        int events = 0;
        int announcements = 0;
        qint64 tick = -1;
        QSet<QString> kinds;
        for (const QStringList &row : rows.mid(1)) {
            const QString shown = row.join(u',');
            QCOMPARE(row.size(), 14);
            QVERIFY2(row.at(1).toLongLong() >= tick, qPrintable(shown));
            tick = row.at(1).toLongLong();
            QVERIFY2(clock.match(row.at(2)).hasMatch(), qPrintable(shown));
            if (row.at(0) == QLatin1String("event")) {
                // Every line of the feed, with who did it and the ICRP type.
                ++events;
                kinds << row.at(12);
                QVERIFY2(!row.at(13).isEmpty(), qPrintable(shown));
                if (row.at(12) == QLatin1String("pause"))
                    QVERIFY2(!row.at(3).isEmpty(), qPrintable(shown)); // the admin
                if (row.at(12) == QLatin1String("kick"))               // the player it is about
                    QCOMPARE(row.at(3), QStringLiteral("Tanya"));
                if (row.at(13).contains(QLatin1String("Final in five minutes"))) {
                    // The announcement as docs/match-export.md says: the game's chat line from
                    // Server, in `player` the admin who sent it.
                    ++announcements;
                    QCOMPARE(row.at(12), QStringLiteral("chat_message"));
                    QVERIFY2(!row.at(3).isEmpty() && row.at(3) != QLatin1String("Server"),
                             qPrintable(shown));
                }
                continue;
            }
            // Figures: teams 1 and 2 as the window shows them; mid-match a snapshot, not final.
            QVERIFY2(row.at(4) == QLatin1String("1") || row.at(4) == QLatin1String("2"),
                     qPrintable(shown));
            QVERIFY2(row.at(12).isEmpty() && row.at(13).isEmpty(), qPrintable(shown));
            if (row.at(3) == QLatin1String("CommanderZod"))
                QCOMPARE(row.at(5), QStringLiteral("Soviet"));
            if (row.at(0) == QLatin1String("sample"))
                continue;
            QCOMPARE(row.at(0), QStringLiteral("snapshot"));
            QCOMPARE(row.at(1).toLongLong(), match->figuresTick());
            QCOMPARE(row.at(11), row.at(3) == QLatin1String("Tanya") ? QStringLiteral("no")
                                                                     : QStringLiteral("yes"));
            ++snapshots;
        }
        QCOMPARE(snapshots, 4);
        QCOMPARE(announcements, 1);
        QCOMPARE(events, int(match->feed()->entries().size()));
        for (const char *kind :
             {"unit_produced", "unit_destroyed", "pause", "resume", "chat_message", "kick"})
            QVERIFY2(kinds.contains(QLatin1String(kind)), kind);

        // The confirmation: the page's bar with Open File and Open Folder and the status bar's
        // line (Export is no admin action: its outcome is not in the admin box).
        icui::MessageBar *bar = page->exportBar();
        QVERIFY(!admin->isAncestorOf(bar));
        const QString done =
            QStringLiteral("Match exported to %1").arg(QDir::toNativeSeparators(csvPath));
        QCOMPARE(bar->text(), QStringLiteral("Match exported to mid.csv")); // the path: tooltip
        QCOMPARE(bar->toolTip(), done);
        QCOMPARE(bar->kind(), icui::MessageBar::Kind::Positive);
        QVERIFY(bar->isVisible());
        QCOMPARE(m_window->statusBar()->currentMessage(), done);
        QCOMPARE(bar->actionButton()->text(), QStringLiteral("&Open File"));
        QPushButton *folder = bar->secondActionButton();
        QVERIFY(folder && folder->isVisible());
        QCOMPARE(folder->text(), QStringLiteral("Open Fol&der"));
        QTest::mouseClick(folder, Qt::LeftButton);
        QCOMPARE(icui::ExternalLink::lastUrl(), QUrl::fromLocalFile(m_dir->path()));
    }

    void exportOffersOpenFileAndSaysWhenNothingOpensIt()
    {
        // Issue 26, eighth newcomer: "No way to open the CSV itself, only Open Folder".
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->players().size() == 4, 10000);
        icui::ExternalLink::setRecordOnly(true);
        const QString csvPath = m_dir->filePath(QStringLiteral("open.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        QTest::mouseClick(page->exportButton(), Qt::LeftButton);
        icui::MessageBar *bar = page->exportBar();
        QTRY_VERIFY(bar->isVisible());
        QCOMPARE(bar->actionButton()->text(), QStringLiteral("&Open File"));
        QPushButton *folder = bar->secondActionButton();
        QVERIFY(folder && folder->isVisible());
        // Side by side, Open File first.
        QVERIFY(bar->actionButton()->geometry().right() < folder->geometry().left());
        saveShot(page, QStringLiteral("match-open-file"));
        QTest::mouseClick(bar->actionButton(), Qt::LeftButton);
        QCOMPARE(icui::ExternalLink::lastUrl(), QUrl::fromLocalFile(csvPath));

        // The next message has neither button.
        bar->showMessage(icui::MessageBar::Kind::Information, QStringLiteral("hint"));
        QTRY_VERIFY(bar->isVisible());
        QVERIFY(bar->actionButton()->isHidden());
        QVERIFY(folder->isHidden());

        // Nothing can open a CSV: the bar says so as a warning (it goes by itself: nothing on
        // the page can put it right), with the path copied and Open Folder still offered.
        // At the least width the status bar cuts the sentence (the window keeps a cut line's
        // whole text in the Log).
        m_window->resize(960, 620);
        QTRY_COMPARE(m_window->size(), QSize(960, 620));
        icui::ExternalLink::setRecordOnly(false);
        icui::ExternalLink::setOpener(QStringLiteral("ic-no-such-opener"));
        icui::FileDialog::setNextFileName(csvPath);
        QTest::mouseClick(page->exportButton(), Qt::LeftButton);
        QTRY_COMPARE(bar->actionButton()->text(), QStringLiteral("&Open File"));
        QTest::mouseClick(bar->actionButton(), Qt::LeftButton);
        QTRY_COMPARE(bar->kind(), icui::MessageBar::Kind::Warning);
        QCOMPARE(bar->actionButton()->text(), QStringLiteral("Open Fol&der"));
        QVERIFY(bar->isVisible());
        QCOMPARE(QApplication::clipboard()->text(), QDir::toNativeSeparators(csvPath));
        icui::ExternalLink::setOpener(QStringLiteral("xdg-open"));
        icui::ExternalLink::setRecordOnly(true);
        // Fourteenth newcomer: the failure never reached the Log. It is an error like others,
        // and in the Log once (twenty-fourth newcomer: once as Info, the status bar's cut line
        // kept whole, and once as Error).
        const QString why = bar->text();
        QVERIFY2(!m_window->statusBar()->toolTip().isEmpty(), // the line was cut
                 qPrintable(m_window->statusBar()->currentMessage()));
        QList<icpanel::LogModel::Level> logged;
        for (const auto &e : m_panel->log()->entries()) {
            if (e.message == why)
                logged << e.level;
        }
        QCOMPARE(logged, QList<icpanel::LogModel::Level>{icpanel::LogModel::Level::Error});

        // ... and the bar outlived its match: it stayed through another game and a whole new
        // match there. It goes once another game is chosen, as the admin box's answers do.
        icpanel::ConnectionProfile other;
        other.name = QStringLiteral("Elsewhere");
        other.url = QUrl(QStringLiteral("ws://127.0.0.1:1"));
        QVERIFY(m_panel->connectTo(other, QString(), false));
        QTRY_VERIFY(!bar->hasMessage());
    }

    void kickHintGoesOnceAPlayerIsSelected()
    {
        // Fourteenth newcomer: "Select a player in the table first" stayed after they did.
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->players().size() == 4, 10000);
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY(admin->kickButton()->isEnabled());
        page->playersTable()->clearSelection();
        QTest::mouseClick(admin->kickButton(), Qt::LeftButton);
        icui::MessageBar *bar = admin->messageBar();
        QVERIFY(bar->hasMessage());
        QVERIFY(bar->text().startsWith(QLatin1String("Select a player in the table first")));
        page->playersTable()->selectRow(1);
        QVERIFY(!page->selectedPlayer().isEmpty());
        QTRY_VERIFY(!bar->hasMessage());
        // An answer that is not the hint stays when the selection changes.
        bar->showMessage(icui::MessageBar::Kind::Positive, QStringLiteral("Match paused."));
        page->playersTable()->selectRow(2);
        QVERIFY(bar->hasMessage());
    }

    void kickQuestionLeavesTheRowInSight()
    {
        // Tenth newcomer: the question opened over the table, on the very row it asked about.
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        m_game->advance(300);
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->players().size() == 4, 10000);
        QTRY_VERIFY(admin->kickButton()->isEnabled());
        const QRect screen = m_window->screen()->availableGeometry();
        // The first size, and the whole screen (maximised; Xvfb has no window manager).
        for (const QSize size : {QSize(960, 620), screen.size()}) {
            m_window->setGeometry(QRect(screen.topLeft(), size));
            QTRY_COMPARE(m_window->size(), size);
            QTableView *table = page->playersTable();
            for (const QString &name : {QStringLiteral("CommanderZod"), QStringLiteral("Volkov"),
                                        QStringLiteral("alice"), QStringLiteral("Tanya")}) {
                const int row = rowOf(page, name);
                QVERIFY(row >= 0);
                table->selectRow(row);
                QTRY_VERIFY(admin->kickButton()->text().contains(name));
                QRect frame;
                answerNextBoxRecording(Qt::Key_Escape, &frame);
                admin->kickSelected();
                const QRect rowRect = rowOnScreen(table, row);
                const QString where = QStringLiteral("%1 at %2x%3: box %4,%5 %6x%7, row y %8-%9")
                                          .arg(name)
                                          .arg(size.width())
                                          .arg(size.height())
                                          .arg(frame.x())
                                          .arg(frame.y())
                                          .arg(frame.width())
                                          .arg(frame.height())
                                          .arg(rowRect.top())
                                          .arg(rowRect.bottom());
                QVERIFY2(frame.isValid() && !rowRect.isEmpty(), qPrintable(where));
                QVERIFY2(!frame.intersects(rowRect), qPrintable(where));
                QVERIFY2(screen.contains(frame), qPrintable(where));
                // Escape still cancels.
                QCOMPARE(m_window->statusBar()->currentMessage(),
                         QStringLiteral("Nobody was kicked."));
            }
        }
        QVERIFY(roundTrip());
        for (const icmatch::PlayerFigures &p : m_panel->match()->players())
            QVERIFY(p.present); // nobody kicked
    }

    void kickAsksWithItsAcceleratorAndReturnCancels()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        m_game->advance(300);
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(page, QStringLiteral("Tanya")) >= 0, 10000);
        QTRY_VERIFY(admin->kickButton()->isEnabled());
        page->playersTable()->selectRow(rowOf(page, QStringLiteral("Tanya")));

        // Return: Cancel, as on the Connections page (a kick cannot be taken back).
        QStringList buttons;
        bool cancelIsDefault = false;
        answerNextBoxWith(Qt::Key_Return, &buttons, &cancelIsDefault);
        admin->kickSelected();
        QVERIFY2(buttons.contains(QStringLiteral("&Kick Tanya")), qPrintable(buttons.join(u'|')));
        QVERIFY(cancelIsDefault);
        QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Nobody was kicked."));
        QVERIFY(roundTrip());
        for (const icmatch::PlayerFigures &p : m_panel->match()->players())
            QVERIFY(p.present); // nobody kicked

        // K (the verb's accelerator): kicked, said in the bar and the status bar.
        page->playersTable()->selectRow(rowOf(page, QStringLiteral("Tanya")));
        buttons.clear();
        answerNextBoxWith(Qt::Key_K, &buttons, &cancelIsDefault);
        admin->kickSelected();
        const QString removed = QStringLiteral("Tanya was removed from the match.");
        QTRY_COMPARE(admin->messageBar()->text(), removed);
        QCOMPARE(admin->messageBar()->kind(), icui::MessageBar::Kind::Positive);
        QCOMPARE(m_window->statusBar()->currentMessage(), removed);
        // Seventh newcomer: a kicked player's row read as still playing. It is muted now.
        QAbstractItemModel *shown = page->playersTable()->model();
        const auto row = [&](const QString &name) { return shown->index(rowOf(page, name), 0); };
        QTRY_VERIFY(row(QStringLiteral("Tanya")).data(Qt::FontRole).value<QFont>().italic());
        QCOMPARE(row(QStringLiteral("Tanya")).data(Qt::ForegroundRole).value<QColor>(),
                 QColor(Qt::gray));
        QVERIFY(!row(QStringLiteral("alice")).data(Qt::FontRole).value<QFont>().italic());
    }

    void adminFeedbackGoesWithTheGame()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(admin->pauseButton()->isEnabled(), 10000);
        QTest::mouseClick(admin->pauseButton(), Qt::LeftButton);
        icui::MessageBar *bar = admin->messageBar();
        QTRY_COMPARE(bar->text(), QStringLiteral("Match paused."));
        QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Match paused."));
        // Beside its button: the bar is right above the admin box (in the page's answer place,
        // kept from the start, so that it moves nothing).
        QVERIFY(bar->isVisible());
        const int barBottom = bar->mapTo(page, QPoint(0, bar->height())).y();
        const int pauseTop = admin->pauseButton()->mapTo(page, QPoint(0, 0)).y();
        QVERIFY(barBottom <= pauseTop);
        QVERIFY2(pauseTop - barBottom < 40, qPrintable(QString::number(pauseTop - barBottom)));

        // Another game (here: another profile for it): the old answer goes.
        icpanel::ConnectionProfile other;
        other.name = QStringLiteral("Tournament Server");
        other.url = QUrl(m_game->url());
        other.tier = icrp::Tier::Admin;
        QVERIFY(m_panel->connectTo(other, m_passwords.constFirst(), false));
        QTRY_VERIFY(!bar->hasMessage());
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), icpanel::Panel::Status::Connected, 10000);
        QTRY_VERIFY(admin->pauseButton()->isEnabled());
        QVERIFY(!bar->hasMessage());
        QVERIFY(bar->isHidden());
    }

    void kickIsOffWhileTheSelectedPlayerIsGone()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        m_game->advance(600);
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(
            admin->kickButton()->isEnabled() && m_panel->match()->players().size() == 4, 10000);
        page->playersTable()->selectRow(rowOf(page, QStringLiteral("Tanya")));
        QVERIFY(admin->kickButton()->isEnabled());
        bool kicked = false;
        m_panel->match()->kick(QStringLiteral("Tanya"), {},
                               [&kicked](const ic::Result<QString> &done) { kicked = done.ok(); });
        QTRY_VERIFY(kicked);
        // Still selected, shown as kicked: Kick is off and its tooltip says why (once the
        // figures after the kick have come: a loaded machine may take longer than QTRY's 5 s).
        QTRY_VERIFY_WITH_TIMEOUT(!admin->kickButton()->isEnabled(), 15000);
        QCOMPARE(page->playersTable()
                     ->selectionModel()
                     ->selectedRows()
                     .value(0)
                     .data(icmatch::MatchPlayersModel::PlayerRole)
                     .toString(),
                 QStringLiteral("Tanya"));
        QCOMPARE(admin->kickButton()->toolTip(),
                 QStringLiteral("Tanya was kicked from the match already."));
        // Another player, still in the match: Kick is on again, with nothing to explain.
        page->playersTable()->selectRow(rowOf(page, QStringLiteral("Volkov")));
        QVERIFY(admin->kickButton()->isEnabled());
        QVERIFY(admin->kickButton()->toolTip().isEmpty());
        page->playersTable()->selectRow(rowOf(page, QStringLiteral("Tanya")));
        QVERIFY(!admin->kickButton()->isEnabled());
    }

    void tabGoesAlongTheButtonsThenTheAnnouncement()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_window->resize(960, 620);
        MatchPage *page = openPage();
        m_game->advance(600);
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(
            admin->kickButton()->isEnabled() && m_panel->match()->players().size() == 4, 10000);
        page->playersTable()->selectRow(rowOf(page, QStringLiteral("Volkov")));
        admin->announcement()->setText(QStringLiteral("gg")); // Announce is on
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        page->exportButton()->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(page->exportButton()->hasFocus());
        // From Export round the page: every stop is a visible control, never the chart itself.
        QList<QWidget *> stops;
        for (int i = 0; i < 40 && !stops.contains(admin->announceButton()); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *now = QApplication::focusWidget();
            QVERIFY(now);
            QVERIFY2(now->isVisible() && now != page->chart()->view() &&
                         !page->chart()->view()->isAncestorOf(now),
                     now->metaObject()->className());
            stops << now;
        }
        const qsizetype pause = stops.indexOf(admin->pauseButton());
        QVERIFY(pause >= 0);
        const QList<QWidget *> expected{admin->pauseButton(), admin->kickButton(),
                                        admin->settingsButton(), admin->announcement(),
                                        admin->announceButton()};
        QCOMPARE(stops.mid(pause), expected);
    }

    void pauseByKeyKeepsTheFocusAndTheAnnouncementHasItsKey()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(admin->pauseButton()->isEnabled(), 10000);
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        using State = icmatch::MatchInfo::State;
        // Alt+U pauses; once the game has answered, the focus is still on the button.
        QCOMPARE(admin->pauseButton()->text(), QStringLiteral("Pa&use Match"));
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
        QTRY_COMPARE(admin->messageBar()->text(), QStringLiteral("Match paused."));
        QTRY_VERIFY(m_panel->match()->info().state == State::Paused);
        QVERIFY(roundTrip());
        QCOMPARE(QApplication::focusWidget(), admin->pauseButton());
        // Alt+U again resumes, the same way (one key toggles: the seventeenth newcomer).
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
        QTRY_VERIFY(m_panel->match()->info().state == State::Running);
        QTRY_VERIFY(admin->messageBar()->text() != QStringLiteral("Match paused."));
        QVERIFY(roundTrip());
        QCOMPARE(QApplication::focusWidget(), admin->pauseButton());
        // Alt+N reaches the announcement field through its label.
        QCOMPARE(admin->announcementLabel()->text(), QStringLiteral("A&nnouncement:"));
        QCOMPARE(admin->announcementLabel()->buddy(), admin->announcement());
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), admin->announcement());
    }

    void altPReachesThePlayersSoAltKKicks()
    {
        // Issue 26, fifth try: the table was 12 Shift+Tabs away, and Kick with nobody selected
        // only said "Select a player in the table first". Now Alt+P (Alt+L until the thirteenth
        // newcomer), then Alt+K.
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->players().size() == 4, 10000);
        QTRY_VERIFY(admin->pauseButton()->isEnabled());
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        admin->pauseButton()->setFocus(); // somewhere else on the page, nobody selected
        QVERIFY(!page->players()->selectionModel()->hasSelection());
        QVERIFY(page->selectedPlayer().isEmpty());
        QCOMPARE(page->playersLabel()->text(), QStringLiteral("&Players:"));
        QCOMPARE(page->playersLabel()->buddy(), page->players());
        QVERIFY(page->playersLabel()->isVisible());

        QTest::keyClick(m_window.get(), Qt::Key_P, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), page->players());
        const QString first = page->players()
                                  ->model()
                                  ->index(0, 0)
                                  .data(icmatch::MatchPlayersModel::PlayerRole)
                                  .toString();
        QVERIFY(!first.isEmpty());
        QCOMPARE(page->selectedPlayer(), first);
        QTRY_VERIFY(admin->kickButton()->isEnabled());

        icui::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(m_window.get(), Qt::Key_K, Qt::AltModifier);
        // A mnemonic clicks the button a moment later (animateClick).
        QTRY_COMPARE(icui::MessageBox::lastAction(), QStringLiteral("&Kick %1").arg(first));
        QTRY_VERIFY(!figuresOf(first).present);
    }

    void exportNamesTheKickedPlayerAndKeepsTheirSamples()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        m_game->advance(600);
        icmatch::MatchModel *match = m_panel->match();
        QTRY_VERIFY_WITH_TIMEOUT(match->players().size() == 4, 10000);
        bool kicked = false;
        match->kick(QStringLiteral("Tanya"), {},
                    [&kicked](const ic::Result<QString> &done) { kicked = done.ok(); });
        QTRY_VERIFY(kicked);
        QVERIFY(roundTrip());
        m_game->advance(600); // the game goes on, and keeps reporting her
        QSignalSpy figures(match, &icmatch::MatchModel::figuresChanged);
        QVERIFY(figures.wait(5000));
        QVERIFY(figures.wait(5000));

        // The file dialog suggests the map and the date and time.
        const QString suggested = QFileInfo(icui::MatchExporter::suggestedPath(*match)).fileName();
        const QRegularExpression named(
            QStringLiteral("^match-[a-z0-9-]+-(\\d{4}-\\d\\d-\\d\\d)-\\d{4}\\.csv$"));
        const QRegularExpressionMatch name = named.match(suggested);
        QVERIFY2(name.hasMatch(), qPrintable(suggested));
        QVERIFY(suggested.contains(match->info().map.toLower().replace(
            QRegularExpression(QStringLiteral("[^a-z0-9]")), QStringLiteral("-"))));
        QCOMPARE(name.captured(1), QDate::currentDate().toString(Qt::ISODate));

        const QString csvPath = m_dir->filePath(QStringLiteral("kick.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        QTest::mouseClick(page->exportButton(), Qt::LeftButton);
        const QList<QStringList> rows = csvRows(csvPath);
        QVERIFY(rows.size() > 1);
        qint64 kickTick = -1;
        int samplesAfter = 0;
        int hersAfter = 0;
        for (const QStringList &row : rows.mid(1)) {
            const QString shown = row.join(u',');
            if (row.at(0) == QLatin1String("event") && row.at(12) == QLatin1String("kick")) {
                QCOMPARE(row.at(3), QStringLiteral("Tanya")); // who it is about
                QCOMPARE(row.at(4), QStringLiteral("2"));
                QVERIFY2(row.at(13).contains(QLatin1String("Tanya")), qPrintable(shown));
                kickTick = row.at(1).toLongLong();
            }
            if (row.at(0) != QLatin1String("sample") || kickTick < 0 ||
                row.at(1).toLongLong() <= kickTick)
                continue;
            ++samplesAfter;
            // Hers go on too, with the figures the game publishes (as the chart draws them).
            if (row.at(3) == QLatin1String("Tanya")) {
                ++hersAfter;
                const qint64 tick = row.at(1).toLongLong();
                for (const auto &sample : match->series().samples()) {
                    if (sample.tick == tick)
                        QCOMPARE(row.at(6),
                                 QString::number(
                                     *sample.players.value(QStringLiteral("Tanya")).armyValue));
                }
            }
        }
        QVERIFY(kickTick >= 0);
        QVERIFY(samplesAfter > 0);
        QVERIFY(hersAfter > 0);
    }

    void theFeedFollowsPastAMessageBar()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_window->resize(960, 620);
        MatchPage *page = openPage();
        m_game->advance(600);
        QListView *view = page->feedBox()->view();
        QTRY_VERIFY_WITH_TIMEOUT(view->verticalScrollBar()->maximum() > 0, 10000);
        const auto lastInSight = [view] {
            const int rows = view->model()->rowCount();
            return rows > 0 && view->viewport()->rect().contains(
                                   view->visualRect(view->model()->index(rows - 1, 0)));
        };
        QTRY_VERIFY(lastInSight());

        // Export: the page's bar takes room above the admin box, the feed gets shorter.
        const QString csvPath = m_dir->filePath(QStringLiteral("follow.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        QTest::mouseClick(page->exportButton(), Qt::LeftButton);
        icui::MessageBar *bar = page->exportBar();
        QTRY_VERIFY(bar->isVisible());
        QTRY_VERIFY(lastInSight());
        // New events still come in sight, all of the newest line.
        const int before = view->model()->rowCount();
        m_game->advance(300);
        QTRY_VERIFY(view->model()->rowCount() > before);
        QVERIFY(roundTrip());
        QTRY_VERIFY(lastInSight());
        // The bar closed, the window smaller: still at the newest.
        QTest::mouseClick(bar->closeButton(), Qt::LeftButton);
        m_window->setMinimumSize(0, 0); // as on a screen smaller than the least size
        m_window->resize(960, 560);
        const int more = view->model()->rowCount();
        m_game->advance(300);
        QTRY_VERIFY(view->model()->rowCount() > more);
        QVERIFY(roundTrip());
        QTRY_VERIFY(lastInSight());

        // Scrolled up to read: new events leave the view where the user put it.
        view->verticalScrollBar()->triggerAction(QAbstractSlider::SliderToMinimum);
        QCOMPARE(view->verticalScrollBar()->value(), 0);
        const int read = view->model()->rowCount();
        m_game->advance(300);
        QTRY_VERIFY(view->model()->rowCount() > read);
        QVERIFY(roundTrip());
        QCoreApplication::processEvents(); // the scroll a follower would get is queued
        QCOMPARE(view->verticalScrollBar()->value(), 0);
    }
};

QTEST_MAIN(TestMatchAdmin)
#include "TestMatchAdmin.moc"
