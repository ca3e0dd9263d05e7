// Two ends of a relay on the Tournament page (twenty-sixth newcomer): a game opened after the
// admin kicked a player in it shows that kick first in its window's feed (what the relay said of
// the game before the window was opened), and Remove Relay… has the relay revoke the panel's
// token (RFC 7009), saying so — or, from a relay that cannot, warning that it stays valid there;
// an action the relay refuses to an observer's token offers Sign In Again… on its bar.

#include "TournamentPageFixture.h"

#include "match/MatchFeed.h"
#include "match/MatchModel.h"
#include "panel/LogModel.h"
#include "relay/RelayDeviceFlow.h"
#include "relay/TokenStore.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/tournament/RelayGameWindow.h"
#include "ui/tournament/RelayPlayerDialog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>

class TestTournamentRelayLife : public TournamentPageFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_pki.make(), qPrintable(m_pki.why())); }
    void init() { setUpTournament(); }
    void cleanup() { tearDownTournament(); }

    void aGameOpenedAfterAKickShowsTheKick();
    void removeRelayHasTheRelayRevokeTheToken();
    void aRelayThatCannotRevokeIsSaidToKeepIt();
    void anObserversRefusedActionOffersSignInAgain();
    void signInAgainIsInTheContextMenus();
    void whatTheAdminDidIsInTheLog();
    void tabGoesAsThePageReads();

private:
    /// Whether the window's feed has a line containing `text`.
    static bool feedSays(icui::RelayGameWindow *window, const QString &text);
    /// Remove Relay… as the user does it (the question answered Remove).
    void removeWithTheButton();
    /// Whether the relay's token file has every token made so far revoked.
    bool everyTokenRevoked() const;
};

bool TestTournamentRelayLife::feedSays(icui::RelayGameWindow *window, const QString &text)
{
    const icmatch::MatchFeed *feed = window->match()->feed();
    return !feed->match(feed->index(0, 0), Qt::DisplayRole, text, 1, Qt::MatchContains).isEmpty();
}

void TestTournamentRelayLife::removeWithTheButton()
{
    // Cancelled first: nothing removed, and the status bar says so.
    icui::MessageBox::setNextAnswer(QMessageBox::Cancel);
    page()->removeRelayButton()->click();
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("%1 was not removed.").arg(relayName()));
    QVERIFY(m_panel->relays()->relayNames().contains(relayName()));
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QVERIFY(page()->removeRelayButton()->isEnabled());
    page()->removeRelayButton()->click();
    QCOMPARE(icui::MessageBox::lastAction(), QStringLiteral("&Remove %1").arg(relayName()));
    QTRY_VERIFY(!m_panel->relays()->relayNames().contains(relayName()));
}

bool TestTournamentRelayLife::everyTokenRevoked() const
{
    const auto records = m_relay->tokens->list();
    return records.ok() && !records->isEmpty() &&
           std::all_of(records->cbegin(), records->cend(),
                       [](const auto &r) { return r.isRevoked(); });
}

void TestTournamentRelayLife::aGameOpenedAfterAKickShowsTheKick()
{
    addTestRelay();
    const QString id = QStringLiteral("game-003");
    QString player;
    for (const QJsonValue &p : m_relay->host.game(id)->summary().value(u"players").toArray())
        if (p.toObject().value(u"present").toBool())
            player = p.toObject().value(u"name").toString();
    QVERIFY(page()->selectGame(relayName(), id));
    QTRY_VERIFY(page()->kickButton()->isEnabled());
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        auto *d = qobject_cast<icui::RelayPlayerDialog *>(&dialog);
        if (!d || !d->choosePlayer(player))
            return int(QDialog::Rejected);
        d->reasonField()->setText(QStringLiteral("griefing"));
        return int(QDialog::Accepted);
    });
    page()->kickButton()->click();
    // The relay's player_kick has reached the page's log before the game is opened.
    QTRY_VERIFY_WITH_TIMEOUT(!page()->model()->events()->eventsOf(relayName(), id).isEmpty(),
                             10'000);

    page()->openSelected();
    icui::RelayGameWindow *window = nullptr;
    QTRY_VERIFY((window = page()->gameWindow(relayName(), id)) && window->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(feedSays(window, player) && feedSays(window, u"griefing"_qs), 10'000);
    window->close();
}

void TestTournamentRelayLife::removeRelayHasTheRelayRevokeTheToken()
{
    // The relay's HTTPS side, as ic-relay-mock has it.
    icrelay::RelayDeviceFlow http(m_relay->data.path(), m_relay->tokens);
    m_relay->server->setHttpHandler(
        [&http](const icnet::HttpRequest &request) { return http.handle(request); });
    addTestRelay();
    QVERIFY(!everyTokenRevoked());
    removeWithTheButton();
    QTRY_VERIFY_WITH_TIMEOUT(page()->messageBar()->text().contains(u"the relay revoked"_qs),
                             10'000);
    QCOMPARE(page()->messageBar()->kind(), icui::MessageBar::Kind::Positive);
    QVERIFY(everyTokenRevoked());
}

void TestTournamentRelayLife::aRelayThatCannotRevokeIsSaidToKeepIt()
{
    addTestRelay(); // this relay answers no HTTPS request (404)
    removeWithTheButton();
    QTRY_VERIFY_WITH_TIMEOUT(page()->messageBar()->kind() == icui::MessageBar::Kind::Warning,
                             10'000);
    QVERIFY2(page()->messageBar()->text().contains(u"stays valid there until it expires"_qs),
             qPrintable(page()->messageBar()->text()));
    QVERIFY(!everyTokenRevoked());
}

void TestTournamentRelayLife::anObserversRefusedActionOffersSignInAgain()
{
    addTestRelay(icrp::Tier::Observer);
    QVERIFY(page()->selectGame(relayName(), QStringLiteral("game-001")));
    // The page offers Pause to admins only; the relay refuses it too, and the bar then says how
    // to get more (the button forced on, as a page that missed a tier change would have it).
    QVERIFY(!page()->pauseButton()->isEnabled());
    page()->pauseButton()->setEnabled(true);
    page()->pauseButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(page()->messageBar()->kind() == icui::MessageBar::Kind::Error, 10'000);
    QVERIFY2(page()->messageBar()->text().contains(u"Sign In Again…"_qs),
             qPrintable(page()->messageBar()->text()));
    QVERIFY(page()->messageBar()->actionButton()->isVisible());
    QCOMPARE(page()->messageBar()->actionButton()->text(), QStringLiteral("Sign &In Again…"));
}

void TestTournamentRelayLife::signInAgainIsInTheContextMenus()
{
    // A connected relay's token renewed (twenty-seventh newcomer: the way was only on a refused
    // token's bar): right-click the Relay box or a game.
    addTestRelay(icrp::Tier::Observer);
    for (QWidget *w :
         {static_cast<QWidget *>(page()->relayBox()), static_cast<QWidget *>(page()->table())}) {
        QCOMPARE(w->contextMenuPolicy(), Qt::ActionsContextMenu);
        QAction *again = nullptr;
        for (QAction *a : w->actions())
            if (a->objectName() == u"tournamentSignInAgain"_qs)
                again = a;
        QVERIFY(again);
        QString title;
        icui::ModalDialog::setNextHandler([&title](QDialog &dialog) {
            title = dialog.windowTitle();
            return int(QDialog::Rejected);
        });
        again->trigger();
        QCOMPARE(title, QStringLiteral("Sign In Again to %1").arg(relayName()));
    }
}

void TestTournamentRelayLife::whatTheAdminDidIsInTheLog()
{
    addTestRelay();
    QVERIFY(page()->selectGame(relayName(), QStringLiteral("game-002")));
    QTRY_VERIFY(page()->pauseButton()->isEnabled());
    page()->pauseButton()->click();
    const QString said = QStringLiteral("Paused game-002 on %1.").arg(relayName());
    QTRY_COMPARE_WITH_TIMEOUT(page()->messageBar()->text(), said, 10'000);
    const auto &entries = m_panel->log()->entries();
    QVERIFY(std::any_of(entries.cbegin(), entries.cend(),
                        [&said](const auto &e) { return e.message == said; }));
}

void TestTournamentRelayLife::tabGoesAsThePageReads()
{
    addTestRelay();
    page()->relayBox()->setFocus();
    QTRY_VERIFY(page()->relayBox()->hasFocus());
    QList<QWidget *> seen;
    for (int i = 0; i < 8; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        seen << QApplication::focusWidget();
    }
    // The relay's row first, then the filters, then the table.
    const qsizetype filter = seen.indexOf(page()->filterField());
    const qsizetype state = seen.indexOf(page()->stateBox());
    const qsizetype table = seen.indexOf(page()->table());
    QVERIFY2(seen.first() == page()->addRelayButton(), seen.first()->metaObject()->className());
    QVERIFY(filter > 0 && state > filter && table > state);

    // Tab into the table with no game chosen chooses the first row (twenty-seventh newcomer:
    // no focus was shown until a row was chosen), and its buttons answer; a click does not.
    page()->table()->clearSelection();
    page()->stateBox()->setFocus();
    QTRY_VERIFY(page()->stateBox()->hasFocus());
    QVERIFY(page()->selectedGameId().isEmpty());
    for (int i = 0; i < 8 && QApplication::focusWidget() != page()->table(); ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), page()->table());
    QCOMPARE(page()->table()->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(page()->table()->selectionModel()->selectedRows().first().row(), 0);
    QVERIFY(!page()->selectedGameId().isEmpty());
    QVERIFY(page()->openButton()->isEnabled());
    page()->table()->clearSelection();
    page()->stateBox()->setFocus();
    QTRY_VERIFY(page()->stateBox()->hasFocus());
    page()->table()->setFocus(Qt::MouseFocusReason);
    QTRY_VERIFY(page()->table()->hasFocus());
    QVERIFY(page()->selectedGameId().isEmpty());
}

QTEST_MAIN(TestTournamentRelayLife)
#include "TestTournamentRelayLife.moc"
