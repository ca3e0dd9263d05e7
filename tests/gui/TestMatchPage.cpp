// The Match page on the real window against ic-remote-mock: the header, the players in teams,
// the chart's points, the feed's filters, every admin action through the dialog seams (with
// what the game then says), actions off with their reason when the panel may not do them, the
// end of the match (summary and tray notification), and Export writing a CSV that parses back.

#include "WindowFixture.h"

#include "match/MatchFeed.h"
#include "match/MatchFeedFilter.h"
#include "match/MatchModel.h"
#include "match/MatchPlayersModel.h"
#include "panel/PanelSettings.h"
#include "ui/TrayIcon.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchFeedBox.h"
#include "ui/match/MatchPage.h"
#include "ui/match/MatchSettingsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using icui::MainWindow;
using icui::MatchPage;

namespace {

/// RFC 4180 fields of one line (quoted fields may hold commas and doubled quotes).
QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
            field += u'"';
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return fields;
}

} // namespace

class TestMatchPage : public WindowFixture
{
    Q_OBJECT

    MatchPage *openPage()
    {
        m_window->showPage(MainWindow::Page::Match);
        return m_window->matchPage();
    }

    int rowOf(MatchPage *page, const QString &player) const
    {
        QAbstractItemModel *model = page->playersTable()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data(icmatch::MatchPlayersModel::PlayerRole).toString() ==
                player)
                return row;
        }
        return -1;
    }

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
        QTRY_COMPARE(page->playersTable()->model()->rowCount(), 6); // 4 players, 2 teams
        QTRY_VERIFY(page->playersTable()->model()->index(4, 0).data().toString().contains(
            QLatin1String("Team 1")));

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
        QTRY_COMPARE(admin->result()->text(), QStringLiteral("Match paused."));
        QTRY_VERIFY(page->header()->text().contains(QLatin1String("paused")));
        QCOMPARE(admin->pauseButton()->text(), QStringLiteral("Resume Match"));
        QTest::mouseClick(admin->pauseButton(), Qt::LeftButton);
        QTRY_COMPARE(admin->result()->text(), QStringLiteral("Match resumed."));

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
        QVERIFY(admin->result()->text().contains(QLatin1String("Select a player")));
        page->playersTable()->selectRow(rowOf(page, QStringLiteral("Tanya")));
        // New figures come every 100 ms here: the selection outlives them.
        QSignalSpy figures(m_panel->match(), &icmatch::MatchModel::figuresChanged);
        QVERIFY(figures.wait(5000));
        QCOMPARE(page->selectedPlayer(), QStringLiteral("Tanya"));
        icui::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(admin->kickButton(), Qt::LeftButton);
        QCOMPARE(icui::MessageBox::lastAction(), QStringLiteral("Kick"));
        QVERIFY(icui::MessageBox::lastText().contains(QLatin1String("Tanya")));
        QTRY_COMPARE(admin->result()->text(), QStringLiteral("Tanya was removed from the match."));
        QTRY_COMPARE(page->playersTable()
                         ->model()
                         ->index(rowOf(page, QStringLiteral("Tanya")), 0)
                         .data()
                         .toString(),
                     QStringLiteral("Tanya (left)"));

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
        QTRY_COMPARE(admin->result()->text(), QStringLiteral("Changed pause_limit."));
        QCOMPARE(m_panel->match()->info().settings.value(u"pause_limit").toInt(), 6);

        // Export: a CSV a spreadsheet reads, with a final row per player and the series.
        const QString csvPath = m_dir->filePath(QStringLiteral("match.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        QTest::mouseClick(page->exportButton(), Qt::LeftButton);
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(csv.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(csvFields(lines.constFirst()),
                 QStringLiteral("kind,tick,game_seconds,player,team,faction,army_value,credits,"
                                "units,structures,apm,present")
                     .split(u','));
        int finals = 0;
        int samples = 0;
        for (const QString &line : lines.mid(1)) {
            const QStringList f = csvFields(line);
            QCOMPARE(f.size(), 12);
            bool number = false;
            f.at(1).toLongLong(&number);
            QVERIFY2(number, qPrintable(line));
            if (f.at(0) == QLatin1String("final")) {
                ++finals;
                f.at(6).toLongLong(&number);
                QVERIFY2(number, qPrintable(line)); // admin: nothing hidden
                if (f.at(3) == QLatin1String("Tanya"))
                    QCOMPARE(f.at(11), QStringLiteral("no"));
            } else {
                QCOMPARE(f.at(0), QStringLiteral("sample"));
                ++samples;
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
        QVERIFY(page->summary()->text().contains(
            QStringLiteral("%1 %2").arg(players.at(0).name).arg(*players.at(0).armyValue)));
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
    }
};

QTEST_MAIN(TestMatchPage)
#include "TestMatchPage.moc"
