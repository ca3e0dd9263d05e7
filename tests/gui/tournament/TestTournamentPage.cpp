// The Tournament page (issue 32) in the real main window: the panel has a relay (an in-process
// ic-relay-mock over real TLS whose CA the panel is told of, a token in the session's keychain)
// and the page lists its games; the text and state filters narrow the rows; Pause (Alt+U) makes
// the row say Paused; Announce… reaches the game; Kick… takes the player out of the row; Ban…
// asks first and kicks everywhere; Settings… changes the relay's and shows a refusal as the relay
// words it; Open (Enter) opens one RelayGameWindow per game; after a game ends it is notified,
// Export Results CSV writes the result and Download Replay saves a checked .icrep. With no relay
// the page says what one is. IC_TEST_SHOTS=/tmp saves /tmp/h4-page.png.
// The twenty-sixth newcomer's findings: a selected game that leaves the view (paused with State =
// Running) is let go, not replaced by its neighbour, and Alt+U then pauses nothing; the bar keeps
// its place (the table never moves); at the least window size State and Duration are in view;
// "Added X" goes when X reconnects, the status bar does not say "Reading…" while the settings
// are open; the settings name the relay's own name and list its bans with Lift Ban; a filter
// that hides every game says so with Clear Filter; kicked and banned players are marked so;
// the page's admin actions are lines in Match events; Export's bar offers Open File and Folder.
// IC_TEST_SHOTS=/tmp also saves /tmp/p1-least-size.png.

#include "AltLetterClashes.h"
#include "TestShots.h"
#include "TournamentPageFixture.h"

#include "match/MatchModel.h"
#include "panel/RelayHost.h"
#include "panel/RelayProfile.h"
#include "relayclient/RelayEventLog.h"
#include "relayclient/TournamentModel.h"
#include "ui/TrayIcon.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/match/AnswerPlace.h"
#include "ui/tournament/AddRelayDialog.h"
#include "ui/tournament/RelayGameWindow.h"
#include "ui/tournament/RelayMessageDialog.h"
#include "ui/tournament/RelayPlayerDialog.h"
#include "ui/tournament/RelaySettingsDialog.h"
#include "ui/tournament/TournamentFilter.h"
#include "ui/tournament/TournamentPage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSet>
#include <QStatusBar>
#include <QTableView>
#include <QTest>

using icrelayclient::TournamentModel;
using icui::MainWindow;
using icui::TournamentPage;

namespace {
const QString kRelay = QStringLiteral("Test Relay");
} // namespace

class TestTournamentPage : public TournamentPageFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_pki.make(), qPrintable(m_pki.why())); }
    void init();
    void cleanup();

    void withoutARelayThePageSaysWhatOneIs();
    void listsTheGamesAndFilters();
    void everyButtonHasItsOwnAltLetter();
    void pauseMakesTheRowSayPaused();
    void announceReachesTheGame();
    void kickTakesThePlayerOut();
    void banAsksFirstAndKicksEverywhere();
    void settingsAreSavedOrRefusedInTheRelaysWords();
    void openShowsTheGameInItsOwnWindow();
    void anEndedGameIsNotifiedExportedAndItsReplaySaved();
    void aSelectedGameThatLeavesTheViewIsLetGo();
    void theTableStaysPutAndFitsTheLeastSize();
    void barsThatNoLongerSayTheTruthGo();
    void bansAreListedAndLifted();
    void aFilterThatHidesEveryGameSaysSo();
    void aRefusedTokenOffersSignInAgain();

private:
    /// The shown rows' texts in `column`.
    QStringList column(int column) const;
    int rowOf(const QString &gameId) const;
    QString cell(const QString &gameId, int column) const;
    /// A player still in `gameId`, as the relay says.
    QString presentPlayer(const QString &gameId, int index) const;
    /// True when Match events has a line containing `text`.
    bool eventsSay(const QString &text) const;
};

void TestTournamentPage::init()
{
    setUpTournament();
}

void TestTournamentPage::cleanup()
{
    tearDownTournament();
}

QStringList TestTournamentPage::column(int column) const
{
    QStringList texts;
    const auto *filter = page()->filter();
    for (int row = 0; row < filter->rowCount(); ++row)
        texts << filter->index(row, column).data().toString();
    return texts;
}

int TestTournamentPage::rowOf(const QString &gameId) const
{
    return column(TournamentModel::GameColumn).indexOf(gameId);
}

QString TestTournamentPage::cell(const QString &gameId, int column) const
{
    const int row = rowOf(gameId);
    return row < 0 ? QString() : page()->filter()->index(row, column).data().toString();
}

QString TestTournamentPage::presentPlayer(const QString &gameId, int index) const
{
    const QJsonArray players =
        m_relay->host.game(gameId)->summary().value(QStringLiteral("players")).toArray();
    QStringList present;
    for (const QJsonValue &p : players)
        if (p.toObject().value(QStringLiteral("present")).toBool())
            present << p.toObject().value(QStringLiteral("name")).toString();
    return present.value(index);
}

bool TestTournamentPage::eventsSay(const QString &text) const
{
    const auto *events = page()->model()->events();
    return !events->match(events->index(0, 0), Qt::DisplayRole, text, 1, Qt::MatchContains)
                .isEmpty();
}

void TestTournamentPage::withoutARelayThePageSaysWhatOneIs()
{
    QTRY_VERIFY(page()->emptyState()->isVisible());
    QVERIFY(!page()->table()->isVisible());
    const auto *text =
        page()->emptyState()->findChild<QLabel *>(QStringLiteral("tournamentEmptyText"));
    QVERIFY(text);
    QVERIFY(text->text().contains(QLatin1String("ic-panel --demo")));
    auto *add =
        page()->emptyState()->findChild<QPushButton *>(QStringLiteral("tournamentEmptyAddRelay"));
    QVERIFY(add && add->isVisible());
    addTestRelay();
    QTRY_VERIFY(page()->table()->isVisible());
    QVERIFY(!page()->emptyState()->isVisible());
}

void TestTournamentPage::listsTheGamesAndFilters()
{
    addTestRelay();
    QCOMPARE(column(TournamentModel::RelayColumn), QStringList({kRelay, kRelay, kRelay, kRelay}));
    QStringList ids = column(TournamentModel::GameColumn);
    ids.sort();
    QCOMPARE(ids, QStringList({QStringLiteral("game-001"), QStringLiteral("game-002"),
                               QStringLiteral("game-003"), QStringLiteral("game-004")}));
    const QString map = m_relay->host.game(QStringLiteral("game-003"))->setup().map;
    QCOMPARE(cell(QStringLiteral("game-003"), TournamentModel::MapColumn), map);
    QTRY_COMPARE(cell(QStringLiteral("game-003"), TournamentModel::StateColumn),
                 QStringLiteral("Running"));

    // The text filter: typed into the field (Alt+R), any word in relay, game, map or players.
    QTest::keyClick(m_window.get(), Qt::Key_R, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(), page()->filterField());
    QTest::keyClicks(page()->filterField(), QStringLiteral("game-002"));
    QTRY_COMPARE(page()->filter()->rowCount(), 1);
    QCOMPARE(column(TournamentModel::GameColumn), QStringList{QStringLiteral("game-002")});
    const QString player = presentPlayer(QStringLiteral("game-004"), 1);
    page()->filterField()->setText(player);
    QTRY_VERIFY(page()->filter()->rowCount() >= 1);
    for (const QString &players : column(TournamentModel::PlayersColumn))
        QVERIFY2(players.contains(player), qPrintable(players));
    page()->filterField()->setText(QStringLiteral("no-such-game"));
    QTRY_COMPARE(page()->filter()->rowCount(), 0);
    page()->filterField()->clear();
    QTRY_COMPARE(page()->filter()->rowCount(), 4);

    // The state filter.
    QComboBox *state = page()->stateBox();
    state->setCurrentIndex(state->findText(QStringLiteral("Paused")));
    QTRY_COMPARE(page()->filter()->rowCount(), 0);
    state->setCurrentIndex(state->findText(QStringLiteral("Running")));
    QTRY_COMPARE(page()->filter()->rowCount(), 4);
    state->setCurrentIndex(state->findText(QStringLiteral("Ended")));
    QTRY_COMPARE(page()->filter()->rowCount(), 0);
    state->setCurrentIndex(state->findText(QStringLiteral("All")));
    QTRY_COMPARE(page()->filter()->rowCount(), 4);

    // Sorted by any column: the map column, descending, in the model's sort order.
    page()->table()->sortByColumn(TournamentModel::MapColumn, Qt::DescendingOrder);
    QStringList maps = column(TournamentModel::MapColumn);
    QStringList sorted = maps;
    std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) {
        return QString::localeAwareCompare(a.toLower(), b.toLower()) > 0;
    });
    QCOMPARE(maps, sorted);
}

void TestTournamentPage::everyButtonHasItsOwnAltLetter()
{
    // As TestAltLetters checks every page (which sees this one without a relay): with a relay,
    // the toolbar, the game's buttons and Export each have a letter, none a menu's or another's.
    addTestRelay();
    QVERIFY(page()->selectGame(kRelay, QStringLiteral("game-001")));
    QSet<QChar> letters;
    for (QAbstractButton *button : m_window->findChildren<QAbstractButton *>())
        if (button->isVisibleTo(m_window.get()) && !button->text().isEmpty() &&
            page()->isAncestorOf(button)) {
            const QChar letter = AltLetterClashes::letterOf(button->text());
            QVERIFY2(!letter.isNull(), qPrintable(button->text()));
            letters.insert(letter);
        }
    for (QLabel *label : m_window->findChildren<QLabel *>())
        if (label->buddy() && label->isVisibleTo(m_window.get()) && page()->isAncestorOf(label))
            letters.insert(AltLetterClashes::letterOf(label->text()));
    const QStringList clashes = AltLetterClashes::in(m_window.get());
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    QVERIFY2(letters.size() >= 14, qPrintable(QString::number(letters.size())));
}

void TestTournamentPage::pauseMakesTheRowSayPaused()
{
    addTestRelay();
    const QString id = QStringLiteral("game-002");
    QVERIFY(page()->selectGame(kRelay, id));
    QTRY_VERIFY(page()->pauseButton()->isEnabled());
    QCOMPARE(page()->pauseButton()->text(), QStringLiteral("Pa&use"));
    QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
    QTRY_COMPARE_WITH_TIMEOUT(cell(id, TournamentModel::StateColumn), QStringLiteral("Paused"),
                              10'000);
    QCOMPARE(m_relay->host.game(id)->state(), QStringLiteral("paused"));
    QTRY_COMPARE(page()->messageBar()->text(), QStringLiteral("Paused game-002 on Test Relay."));
    QVERIFY(eventsSay(QStringLiteral("Paused game-002 on Test Relay.")));
    QTRY_COMPARE(page()->pauseButton()->text(), QStringLiteral("Res&ume"));
    page()->stateBox()->setCurrentIndex(page()->stateBox()->findText(QStringLiteral("Paused")));
    QTRY_COMPARE(column(TournamentModel::GameColumn), QStringList{id});
    // The same button resumes it; the bar says so at once, before the relay answers (the
    // answer comes by the event loop).
    QVERIFY(page()->selectGame(kRelay, id));
    page()->pauseButton()->click();
    QCOMPARE(page()->messageBar()->text(), QStringLiteral("Resuming game-002 on Test Relay…"));
    QTRY_COMPARE_WITH_TIMEOUT(page()->filter()->rowCount(), 0, 10'000);
    QCOMPARE(m_relay->host.game(id)->state(), QStringLiteral("running"));
    QTRY_VERIFY(eventsSay(QStringLiteral("Resumed game-002 on Test Relay.")));
}

void TestTournamentPage::announceReachesTheGame()
{
    addTestRelay();
    const QString id = QStringLiteral("game-003");
    QVERIFY(page()->selectGame(kRelay, id));
    QTRY_VERIFY(page()->announceButton()->isEnabled());
    const QString message = QStringLiteral("Finals start in 5 minutes");
    QString target;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        auto *d = qobject_cast<icui::RelayMessageDialog *>(&dialog);
        if (!d)
            return int(QDialog::Rejected);
        target = d->findChild<QLabel *>()->text();
        QTest::keyClicks(d->messageField(), message);
        return d->sendButton()->isEnabled() ? int(QDialog::Accepted) : int(QDialog::Rejected);
    });
    // A button's Alt letter clicks it a moment later (QAbstractButton::animateClick).
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::AltModifier);
    QTRY_VERIFY2(target.contains(QLatin1String("game-003 on Test Relay")), qPrintable(target));
    const auto announced = [&] {
        const QJsonArray list =
            m_relay->host.game(id)->matchInfo().value(u"announcements").toArray();
        return std::any_of(list.cbegin(), list.cend(), [&](const QJsonValue &v) {
            return v.toString() == message || v.toObject().value(u"message").toString() == message;
        });
    };
    QTRY_VERIFY_WITH_TIMEOUT(announced(), 10'000);
    QTRY_COMPARE(page()->messageBar()->text(),
                 QStringLiteral("Announced in game-003 on Test Relay."));
    // In the events box too (the relay's announcement reaches the panel's session).
    QTRY_VERIFY_WITH_TIMEOUT(page()->model()
                                     ->events()
                                     ->match(page()->model()->events()->index(0, 0),
                                             Qt::DisplayRole, message, 1, Qt::MatchContains)
                                     .size() == 1,
                             10'000);
}

void TestTournamentPage::kickTakesThePlayerOut()
{
    addTestRelay();
    const QString id = QStringLiteral("game-001");
    const QString player = presentPlayer(id, 2);
    QVERIFY(!player.isEmpty());
    QTRY_VERIFY(cell(id, TournamentModel::PlayersColumn).contains(player));
    QVERIFY(page()->selectGame(kRelay, id));
    QTRY_VERIFY(page()->kickButton()->isEnabled());
    QString okText;
    bool cancelIsDefault = false;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        auto *d = qobject_cast<icui::RelayPlayerDialog *>(&dialog);
        if (!d || d->playerBox()->count() != 4 || !d->choosePlayer(player))
            return int(QDialog::Rejected);
        okText = d->okButton()->text();
        const auto *box = d->findChild<QDialogButtonBox *>();
        cancelIsDefault = box && box->button(QDialogButtonBox::Cancel)->isDefault() &&
                          !d->okButton()->isDefault();
        d->reasonField()->setText(QStringLiteral("cheating"));
        return int(QDialog::Accepted);
    });
    QTest::keyClick(m_window.get(), Qt::Key_K, Qt::AltModifier);
    QTRY_COMPARE(okText, QStringLiteral("&Kick %1").arg(player)); // it names whom it kicks
    QVERIFY(cancelIsDefault); // Return keeps to Cancel: a kick cannot be taken back
    // Still in the row, marked as the relay said (not "left").
    QTRY_VERIFY_WITH_TIMEOUT(
        cell(id, TournamentModel::PlayersColumn).contains(player + QStringLiteral(" (kicked)")),
        10'000);
    QCOMPARE(m_relay->host.game(id)->presentPlayers(), 3);
    QVERIFY(eventsSay(QStringLiteral("Kicked %1 from game-001 on Test Relay.").arg(player)));
    QTRY_COMPARE(page()->messageBar()->text(),
                 QStringLiteral("Kicked %1 from game-001 on Test Relay.").arg(player));
    // The event log says it as the relay sent it.
    QTRY_VERIFY_WITH_TIMEOUT(
        page()->model()
                ->events()
                ->match(page()->model()->events()->index(0, 0), Qt::DisplayRole,
                        player + QStringLiteral(" was kicked"), 1, Qt::MatchContains)
                .size() == 1,
        10'000);
}

void TestTournamentPage::banAsksFirstAndKicksEverywhere()
{
    addTestRelay();
    const QString id = QStringLiteral("game-004");
    const QString player = presentPlayer(id, 0);
    QVERIFY(page()->selectGame(kRelay, id));
    QTRY_VERIFY(page()->banButton()->isEnabled());
    QString okText;
    const auto choose = [&](QDialog &dialog) {
        auto *d = qobject_cast<icui::RelayPlayerDialog *>(&dialog);
        if (!d || !d->choosePlayer(player) || !d->identityKey().startsWith(u"ick1:"))
            return int(QDialog::Rejected);
        okText = d->okButton()->text();
        d->reasonField()->setText(QStringLiteral("smurfing"));
        return int(QDialog::Accepted);
    };
    // Cancelled at the question: nothing is banned.
    icui::ModalDialog::setNextHandler(choose);
    icui::MessageBox::setNextAnswer(QMessageBox::Cancel);
    QTest::keyClick(m_window.get(), Qt::Key_B, Qt::AltModifier);
    QTRY_VERIFY2(icui::MessageBox::lastText().contains(QLatin1String("every game of Test Relay")),
                 qPrintable(icui::MessageBox::lastText()));
    QCOMPARE(icui::MessageBox::lastAction(), QStringLiteral("&Ban %1").arg(player));
    QCOMPARE(okText, QStringLiteral("&Ban %1…").arg(player)); // the dialog's button too
    QVERIFY(m_relay->host.bans().isEmpty());
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Nobody was banned."));

    icui::ModalDialog::setNextHandler(choose);
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::keyClick(m_window.get(), Qt::Key_B, Qt::AltModifier);
    QTRY_COMPARE_WITH_TIMEOUT(m_relay->host.bans().size(), 1, 10'000);
    QCOMPARE(m_relay->host.bans().first().player, player);
    QTRY_VERIFY_WITH_TIMEOUT(
        cell(id, TournamentModel::PlayersColumn).contains(player + QStringLiteral(" (banned)")),
        10'000);
    QTRY_VERIFY(page()->messageBar()->text().startsWith(QStringLiteral("Banned %1").arg(player)));
    QVERIFY(eventsSay(QStringLiteral("Banned %1").arg(player)));
    QVERIFY2(page()->messageBar()->text().contains(id), qPrintable(page()->messageBar()->text()));
}

void TestTournamentPage::settingsAreSavedOrRefusedInTheRelaysWords()
{
    addTestRelay();
    QTRY_VERIFY(page()->settingsButton()->isEnabled());
    QString seenName;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        auto *d = qobject_cast<icui::RelaySettingsDialog *>(&dialog);
        if (!d)
            return int(QDialog::Rejected);
        seenName = d->nameField()->text();
        // The label says whose name it is: the relay's own, not the panel's for it.
        const auto *label = qobject_cast<QLabel *>(
            static_cast<QFormLayout *>(d->layout())->labelForField(d->nameField()));
        if (!label || label->text() != QStringLiteral("The relay's own &name:"))
            return int(QDialog::Rejected);
        d->motdField()->setText(QStringLiteral("GLHF"));
        return int(QDialog::Accepted);
    });
    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::AltModifier);
    QTRY_VERIFY_WITH_TIMEOUT(page()->messageBar()->text().startsWith(QLatin1String("Saved")),
                             10'000);
    QCOMPARE(seenName, QStringLiteral("ic-relay-mock"));
    QCOMPARE(page()->messageBar()->text(),
             QStringLiteral("Saved Test Relay's settings: message of the day."));

    // An empty name: the relay refuses it and says why; the bar shows its words.
    QString motdSeen;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        auto *d = qobject_cast<icui::RelaySettingsDialog *>(&dialog);
        if (!d)
            return int(QDialog::Rejected);
        motdSeen = d->motdField()->text();
        d->nameField()->clear();
        return int(QDialog::Accepted);
    });
    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::AltModifier);
    QTRY_COMPARE_WITH_TIMEOUT(page()->messageBar()->kind(), icui::MessageBar::Kind::Error, 10'000);
    QCOMPARE(motdSeen, QStringLiteral("GLHF"));
    const QString refusal = page()->messageBar()->text();
    QVERIFY2(refusal.startsWith(QLatin1String("Test Relay kept its settings: Invalid params")) &&
                 refusal.contains(QLatin1String("\"name\"")) &&
                 refusal.endsWith(QLatin1String("Change it and try again.")),
             qPrintable(refusal));
}

void TestTournamentPage::openShowsTheGameInItsOwnWindow()
{
    addTestRelay();
    const QString id = QStringLiteral("game-002");
    QVERIFY(page()->selectGame(kRelay, id));
    QTRY_VERIFY(page()->openButton()->isEnabled());
    page()->table()->setFocus();
    QTest::keyClick(page()->table(), Qt::Key_Return);
    icui::RelayGameWindow *window = nullptr;
    QTRY_VERIFY((window = page()->gameWindow(kRelay, id)) && window->isVisible());
    QCOMPARE(window->gameId(), id);
    QCOMPARE(window->relayName(), kRelay);
    const QString map = m_relay->host.game(id)->setup().map;
    QTRY_COMPARE_WITH_TIMEOUT(window->match()->info().map, map, 20'000);
    // One window per game: Open again raises the same one.
    page()->openSelected();
    QCOMPARE(page()->gameWindow(kRelay, id), window);
    const QWidgetList windows = QApplication::topLevelWidgets();
    QCOMPARE(std::count_if(windows.cbegin(), windows.cend(),
                           [](QWidget *w) { return qobject_cast<icui::RelayGameWindow *>(w); }),
             1);
    window->close();
    QTRY_VERIFY(!page()->gameWindow(kRelay, id));
}

void TestTournamentPage::anEndedGameIsNotifiedExportedAndItsReplaySaved()
{
    addTestRelay();
    const QString id = QStringLiteral("game-001");
    QVERIFY(page()->selectGame(kRelay, QStringLiteral("game-003")));
    QTRY_VERIFY(page()->pauseButton()->isEnabled());
    page()->togglePause(); // a paused row in the picture
    QTRY_COMPARE_WITH_TIMEOUT(cell(QStringLiteral("game-003"), TournamentModel::StateColumn),
                              QStringLiteral("Paused"), 10'000);
    // A game lasts 5 to 15 game minutes (at most 13500 ticks) on the test's clock.
    for (int i = 0; i < 140 && !m_relay->host.game(id)->ended(); ++i)
        m_relay->host.advance(100);
    QVERIFY(m_relay->host.game(id)->ended());
    QTRY_COMPARE_WITH_TIMEOUT(cell(id, TournamentModel::StateColumn), QStringLiteral("Ended"),
                              10'000);
    QTRY_VERIFY_WITH_TIMEOUT(!page()->model()->events()->results().isEmpty(), 10'000);
    const int winner = m_relay->host.game(id)->summary().value(u"winner_team").toInt(-1);
    QVERIFY(winner == 0 || winner == 1);
    const QString sentence =
        QStringLiteral("game-001 on Test Relay ended: Team %1 won").arg(winner + 1);
    QTRY_VERIFY(m_window->trayIcon()->lastNotification().endsWith(sentence));

    // Export Results CSV… (Alt+X) writes the result.
    const QString csvPath = m_dir->filePath(QStringLiteral("results.csv"));
    icui::FileDialog::setNextFileName(csvPath);
    QTRY_VERIFY(page()->exportButton()->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_X, Qt::AltModifier);
    QTRY_VERIFY(QFile::exists(csvPath));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    // Every game that ended on the test's clock meanwhile, game-001 among them.
    const int results = int(page()->model()->events()->results().size());
    QCOMPARE(lines.size(), 1 + results);
    QVERIFY2(lines.at(0).startsWith("relay,game,map"), lines.at(0).constData());
    QVERIFY(std::any_of(lines.cbegin() + 1, lines.cend(), [](const QByteArray &line) {
        return line.startsWith("Test Relay,game-001,");
    }));
    QVERIFY2(
        page()->messageBar()->text().startsWith(QStringLiteral("Exported %1 result").arg(results)),
        qPrintable(page()->messageBar()->text()));
    // As the Match page's export: Open File and Open Folder, with letters free on this page.
    QVERIFY(page()->messageBar()->actionButton()->isVisible());
    QCOMPARE(page()->messageBar()->actionButton()->text(), QStringLiteral("Open F&ile"));
    QVERIFY(page()->messageBar()->secondActionButton()->isVisible());
    QCOMPARE(page()->messageBar()->secondActionButton()->text(), QStringLiteral("O&pen Folder"));
    const QStringList clashes = AltLetterClashes::in(m_window.get());
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));

    // Download Replay (Alt+D) saves the ended game's .icrep, its SHA-256 checked.
    QVERIFY(page()->selectGame(kRelay, id));
    QTRY_VERIFY(page()->downloadButton()->isEnabled());
    const QString replayPath = m_dir->filePath(QStringLiteral("game-001.icrep"));
    icui::FileDialog::setNextFileName(replayPath);
    QTest::keyClick(m_window.get(), Qt::Key_D, Qt::AltModifier);
    QTRY_COMPARE_WITH_TIMEOUT(page()->lastReplayPath(), replayPath, 20'000);
    QFile replay(replayPath);
    QVERIFY(replay.open(QIODevice::ReadOnly));
    const QJsonObject icrep = QJsonDocument::fromJson(replay.readAll()).object();
    QCOMPARE(icrep.value(u"format").toString(), QStringLiteral("icrep"));
    QVERIFY2(page()->messageBar()->text().contains(QLatin1String("game-001.icrep")),
             qPrintable(page()->messageBar()->text()));

    // The page with games, a paused one, an ended one and the events below.
    page()->stateBox()->setCurrentIndex(0);
    m_window->resize(1280, 800);
    QCoreApplication::processEvents();
    ictest::saveShot(m_window.get(), QStringLiteral("h4-page"));
}

void TestTournamentPage::aSelectedGameThatLeavesTheViewIsLetGo()
{
    addTestRelay();
    page()->stateBox()->setCurrentIndex(page()->stateBox()->findText(QStringLiteral("Running")));
    QTRY_COMPARE(page()->filter()->rowCount(), 4);
    const QString id = QStringLiteral("game-002");
    QVERIFY(page()->selectGame(kRelay, id));
    QTRY_VERIFY(page()->pauseButton()->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
    // Paused, the row leaves the view: nothing is selected, not its neighbour.
    QTRY_COMPARE_WITH_TIMEOUT(page()->filter()->rowCount(), 3, 10'000);
    QVERIFY2(page()->selectedGameId().isEmpty(), qPrintable(page()->selectedGameId()));
    QVERIFY(!page()->table()->selectionModel()->currentIndex().isValid());
    QVERIFY(!page()->pauseButton()->isEnabled());
    QVERIFY(!page()->kickButton()->isEnabled());
    const QString said = page()->messageBar()->text();
    QVERIFY2(said.startsWith(QLatin1String("Paused game-002 on Test Relay.")) &&
                 said.contains(QLatin1String("left the list")),
             qPrintable(said));
    // The same key again pauses no other game.
    QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
    QTest::qWait(0);
    m_relay->host.advance(1);
    page()->model()->flush();
    for (const QString &other :
         {QStringLiteral("game-001"), QStringLiteral("game-003"), QStringLiteral("game-004")})
        QCOMPARE(m_relay->host.game(other)->state(), QStringLiteral("running"));
    QVERIFY(page()->selectedGameId().isEmpty());

    // A row that leaves while another is selected takes nothing with it.
    QVERIFY(page()->selectGame(kRelay, QStringLiteral("game-003")));
    page()->filterField()->setText(QStringLiteral("game-00"));
    QCOMPARE(page()->selectedGameId(), QStringLiteral("game-003"));
    // Typing a filter that drops the selected game lets it go too (without a word: the user
    // did nothing to it).
    page()->filterField()->setText(QStringLiteral("game-001"));
    QTRY_COMPARE(page()->filter()->rowCount(), 1);
    QVERIFY(page()->selectedGameId().isEmpty());
}

void TestTournamentPage::theTableStaysPutAndFitsTheLeastSize()
{
    addTestRelay();
    m_window->resize(MainWindow::leastSize());
    QTRY_COMPARE(m_window->size(), MainWindow::leastSize());
    QCoreApplication::processEvents();
    const auto tableTop = [this] { return page()->table()->mapTo(m_window.get(), QPoint()).y(); };
    const int top = tableTop();
    QVERIFY(!page()->messageBar()->isVisible());
    QVERIFY(page()->answerPlace()->isVisible());
    QVERIFY(page()->selectGame(kRelay, QStringLiteral("game-001")));
    QTRY_VERIFY(page()->pauseButton()->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
    QTRY_VERIFY_WITH_TIMEOUT(page()->messageBar()->isVisible(), 10'000);
    QCoreApplication::processEvents();
    QCOMPARE(tableTop(), top);
    page()->messageBar()->hideMessage();
    QTRY_VERIFY(!page()->messageBar()->isVisible());
    QCoreApplication::processEvents();
    QCOMPARE(tableTop(), top);

    // Every column in view without scrolling; the ones cut short say it whole in a tooltip.
    QTableView *table = page()->table();
    QHeaderView *header = table->horizontalHeader();
    for (const int column :
         {int(TournamentModel::StateColumn), int(TournamentModel::DurationColumn),
          int(TournamentModel::RankedColumn)}) {
        const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
        QVERIFY2(right <= table->viewport()->width(),
                 qPrintable(QStringLiteral("column %1 ends at %2 of %3")
                                .arg(column)
                                .arg(right)
                                .arg(table->viewport()->width())));
    }
    QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
    const QModelIndex players = page()->filter()->index(0, TournamentModel::PlayersColumn);
    QCOMPARE(players.data(Qt::ToolTipRole).toString(), players.data().toString());
    QVERIFY(page()->announceAllButton()->width() >=
            page()->announceAllButton()->sizeHint().width());
    ictest::saveShot(m_window.get(), QStringLiteral("p1-least-size"));
}

void TestTournamentPage::barsThatNoLongerSayTheTruthGo()
{
    // "Added X…" goes once X reconnects: the page's Add Relay…, the relay added as the dialog
    // would.
    // the page's Add Relay…, its dialog filled in with an admin token.
    icui::ModalDialog::setNextHandler([this](QDialog &dialog) {
        auto *d = qobject_cast<icui::AddRelayDialog *>(&dialog);
        if (!d)
            return int(QDialog::Rejected);
        d->addressField()->setText(QStringLiteral("127.0.0.1:%1").arg(m_relay->port()));
        d->nameField()->setText(kRelay);
        d->tokenChoice()->setChecked(true);
        d->tokenField()->setText(m_relay->token(icrp::Tier::Admin));
        d->goButton()->click();
        std::ignore = QTest::qWaitFor([d] { return !d->relayName().isEmpty(); }, 20'000);
        return d->relayName().isEmpty() ? int(QDialog::Rejected) : int(QDialog::Accepted);
    });
    page()->addRelay();
    QVERIFY2(page()->messageBar()->text().startsWith(QLatin1String("Added Test Relay")),
             qPrintable(page()->messageBar()->text()));
    QTRY_COMPARE_WITH_TIMEOUT(page()->filter()->rowCount(), 4, 20'000);
    QVERIFY(page()->messageBar()->isVisible());
    m_relay->server->shutdown(); // the sessions close: the panel reconnects
    QTRY_VERIFY_WITH_TIMEOUT(!page()->messageBar()->hasMessage(), 10'000);
    QTRY_VERIFY_WITH_TIMEOUT(
        cell(QStringLiteral("game-001"), TournamentModel::StateColumn).startsWith(u"Reconnecting"),
        10'000);
}

void TestTournamentPage::bansAreListedAndLifted()
{
    addTestRelay();
    const QString id = QStringLiteral("game-003");
    const QString player = presentPlayer(id, 1);
    QString key;
    for (const QJsonValue &p : m_relay->host.game(id)->summary().value(u"players").toArray())
        if (p.toObject().value(u"name").toString() == player)
            key = p.toObject().value(u"identity_key").toString();
    QVERIFY(key.startsWith(u"ick1:"));
    QVERIFY(m_relay->host
                .setBanned({key, player, QStringLiteral("smurfing"), QStringLiteral("test"),
                            QDateTime::currentDateTimeUtc()},
                           true)
                .has_value());
    QCOMPARE(m_relay->host.bans().size(), 1);
    QTRY_VERIFY(page()->settingsButton()->isEnabled());
    QString statusWhileOpen = QStringLiteral("(not opened)");
    QString answer;
    int left = -1;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        auto *d = qobject_cast<icui::RelaySettingsDialog *>(&dialog);
        if (!d || !d->bansList() || !d->chooseBan(player))
            return int(QDialog::Rejected);
        statusWhileOpen = m_window->statusBar()->currentMessage();
        QTest::mouseClick(d->liftBanButton(), Qt::LeftButton);
        std::ignore = QTest::qWaitFor(
            [d] { return d->bansList()->count() == 0 || !d->banAnswer().isEmpty(); }, 10'000);
        answer = d->banAnswer();
        left = d->bansList()->count();
        return int(QDialog::Rejected);
    });
    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::AltModifier);
    QTRY_VERIFY_WITH_TIMEOUT(left >= 0, 10'000);
    QVERIFY2(!statusWhileOpen.contains(QLatin1String("Reading")), qPrintable(statusWhileOpen));
    QVERIFY2(left == 0, qPrintable(answer));
    QCOMPARE(answer, QStringLiteral("Lifted the ban of %1 on Test Relay.").arg(player));
    QVERIFY(m_relay->host.bans().isEmpty());
    QVERIFY(eventsSay(answer));
}

void TestTournamentPage::aFilterThatHidesEveryGameSaysSo()
{
    addTestRelay();
    QVERIFY(!page()->noMatchNote()->isVisible());
    page()->filterField()->setText(QStringLiteral("no-such-game"));
    QTRY_COMPARE(page()->filter()->rowCount(), 0);
    QTRY_VERIFY(page()->noMatchNote()->isVisible());
    QCOMPARE(page()->noMatchText()->text(), QStringLiteral("No game matches “no-such-game”."));
    QVERIFY(page()->clearFilterButton()->isVisible());
    QTest::mouseClick(page()->clearFilterButton(), Qt::LeftButton);
    QTRY_COMPARE(page()->filter()->rowCount(), 4);
    QVERIFY(page()->filterField()->text().isEmpty());
    QVERIFY(!page()->noMatchNote()->isVisible());
    page()->stateBox()->setCurrentIndex(page()->stateBox()->findText(QStringLiteral("Ended")));
    QTRY_VERIFY(page()->noMatchNote()->isVisible());
    QCOMPARE(page()->noMatchText()->text(), QStringLiteral("No game is ended now."));
}

void TestTournamentPage::aRefusedTokenOffersSignInAgain()
{
    addTestRelay();
    // The relay's admin revokes the token: the relay refuses it at the panel's next call.
    IC_VERIFY_OK(m_relay->tokens->revoke(m_relay->lastId));
    QTRY_COMPARE_WITH_TIMEOUT(page()->messageBar()->actionButton()->text(),
                              QStringLiteral("Sign &In Again…"), 20'000);
    QCOMPARE(page()->messageBar()->kind(), icui::MessageBar::Kind::Error);
    QVERIFY(page()->messageBar()->actionButton()->isVisible());
    QString title, name;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        auto *d = qobject_cast<icui::AddRelayDialog *>(&dialog);
        if (!d)
            return int(QDialog::Rejected);
        title = d->windowTitle();
        name = d->nameField()->text();
        d->tokenChoice()->setChecked(true);
        d->tokenField()->setText(m_relay->token(icrp::Tier::Admin));
        d->goButton()->click();
        std::ignore = QTest::qWaitFor([d] { return !d->relayName().isEmpty(); }, 20'000);
        return d->relayName().isEmpty() ? int(QDialog::Rejected) : int(QDialog::Accepted);
    });
    // Its letter is its own: Alt+G stays the Game box's (it was "Sign In A&gain…").
    const QStringList clashes = AltLetterClashes::in(m_window.get());
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    m_window->activateWindow();
    QTRY_VERIFY(m_window->isActiveWindow());
    QTest::keyClick(m_window.get(), Qt::Key_I, Qt::AltModifier);
    QTRY_COMPARE_WITH_TIMEOUT(title, QStringLiteral("Sign In Again to Test Relay"), 20'000);
    QCOMPARE(name, kRelay);
    QTRY_VERIFY2(page()->messageBar()->text().startsWith(QLatin1String("Signed in again to")),
                 qPrintable(page()->messageBar()->text()));
    QTRY_COMPARE_WITH_TIMEOUT(page()->filter()->rowCount(), 4, 20'000);
}

QTEST_MAIN(TestTournamentPage)
#include "TestTournamentPage.moc"
