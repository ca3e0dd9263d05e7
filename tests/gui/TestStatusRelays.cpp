// The Status page's Relays card (twenty-sixth newcomer: a start without --demo said only "Not
// connected" while a relay was connected, and Status had no word about relays). Without a relay
// there is no card; with one (an in-process ic-relay-mock over real TLS, as in
// TestTournamentPage) the card names it with a green dot and the relay's own figures (games
// running of those hosted, players), follows a kick at the relay, fits the page at 960×620 and
// opens the Tournament page when clicked. A relay that refuses its token (revoked) turns the dot
// red with why, and Needs you lists it with a button to the Tournament page. IC_TEST_SHOTS=/tmp
// saves relays-960-*.png.

#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "ResultCheck.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "panel/RelayHost.h"
#include "panel/RelayProfile.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/TournamentModel.h"
#include "ui/status/DotList.h"
#include "ui/status/NeedsYouCard.h"
#include "ui/status/RelaysCard.h"
#include "ui/status/StatusPage.h"
#include "ui/status/ToolsCard.h"
#include "ui/tournament/TournamentPage.h"

#include "relay/RelayGame.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using icui::MainWindow;
using icui::StatusCard;

namespace {
const QString kRelay = QStringLiteral("Test Relay");
} // namespace

class TestStatusRelays : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_pki.make(), qPrintable(m_pki.why())); }
    void init();
    void cleanup();

    void withoutARelayThereIsNoRelaysCard();
    void aRelayShowsItsGamesAndOpensTheTournamentPage();
    void aRefusedTokenIsRedAndNeedsYou();
    void anUntrustedCertificateNeedsYou();

private:
    void addTestRelay();
    /// What the relay itself says now, as the card's row words it.
    QString relayFigures() const;
    /// A player still in `gameId`.
    QString presentPlayer(const QString &gameId) const;
    /// The Needs you button of `item`, or nullptr.
    QPushButton *needsYouButton(const QString &item) const;

    icui::StatusPage *page() const { return m_window->statusPage(); }
    icui::RelaysCard *card() const { return page()->relaysCard(); }

    RelayTestPki m_pki;
    std::unique_ptr<RelayFixture> m_relay;
};

void TestStatusRelays::init()
{
    m_relay = std::make_unique<RelayFixture>(m_pki, 4);
    QVERIFY(m_relay->listening);
    setUpWindow();
    m_panel->relays()->setExtraCaCertificates({m_pki.ca()});
    // The Tournament page's model asks the relay often, also while hidden (as it does every
    // 15 s in the panel): a revoked token shows at its next call.
    icrelayclient::TournamentModel::Options often;
    often.listInterval = often.unwatchedListInterval = std::chrono::milliseconds(200);
    often.balanceInterval = std::chrono::milliseconds(300);
    often.batchInterval = std::chrono::milliseconds(50);
    m_window->tournamentPage()->model()->setOptions(often);
    m_window->resize(960, 620);
    m_window->showPage(MainWindow::Page::Status);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestStatusRelays::cleanup()
{
    if (m_panel && m_panel->relays()->relayNames().contains(kRelay))
        m_panel->relays()->removeRelay(kRelay); // its token leaves the session's keychain
    tearDownWindow();
    m_relay.reset();
}

void TestStatusRelays::addTestRelay()
{
    icpanel::RelayProfile profile;
    profile.name = kRelay;
    profile.url = QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(m_relay->port()));
    profile.tier = icrp::Tier::Admin;
    std::optional<ic::Result<void>> added;
    m_panel->relays()->addRelay(profile, m_relay->token(icrp::Tier::Admin),
                                [&added](const ic::Result<void> &r) { added.emplace(r); });
    QTRY_VERIFY_WITH_TIMEOUT(added.has_value(), 20'000);
    IC_VERIFY_OK(*added);
}

QString TestStatusRelays::relayFigures() const
{
    int running = 0, players = 0;
    for (const auto &game : m_relay->host.games()) {
        running += game->state() == QLatin1String("running");
        players += game->presentPlayers();
    }
    return QStringLiteral("%1: running %2/%3 · players %4")
        .arg(kRelay)
        .arg(running)
        .arg(m_relay->host.games().size())
        .arg(players);
}

QString TestStatusRelays::presentPlayer(const QString &gameId) const
{
    const QJsonArray players =
        m_relay->host.game(gameId)->summary().value(QStringLiteral("players")).toArray();
    for (const QJsonValue &p : players)
        if (p.toObject().value(QStringLiteral("present")).toBool())
            return p.toObject().value(QStringLiteral("name")).toString();
    return {};
}

QPushButton *TestStatusRelays::needsYouButton(const QString &item) const
{
    for (QPushButton *button : page()->needsYouCard()->itemButtons())
        if (button->property("item").toString() == item)
            return button;
    return nullptr;
}

void TestStatusRelays::withoutARelayThereIsNoRelaysCard()
{
    QTRY_VERIFY(page()->isVisible());
    QVERIFY(page()->toolsCard()->isVisible());
    QVERIFY(!card()->isVisible());
    QVERIFY(!card()->hasRelays());
}

void TestStatusRelays::aRelayShowsItsGamesAndOpensTheTournamentPage()
{
    addTestRelay();
    QTRY_VERIFY(card()->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(card()->rows()->texts(), QStringList{relayFigures()}, 20'000);
    QCOMPARE(card()->rows()->rows().at(0).dot, icui::DotList::Dot::Good);
    QCOMPARE(card()->bigLine()->text(), QStringLiteral("Relays connected: 1"));
    QCOMPARE(card()->tone(), StatusCard::Tone::Good);
    QVERIFY(!needsYouButton(QStringLiteral("relay:") + kRelay));

    // A player kicked at the relay: the card asks the relay again after its match event.
    const QString game = QStringLiteral("game-002");
    const QString before = relayFigures();
    QVERIFY(m_relay->host.game(game)->kick(presentPlayer(game), QStringLiteral("test")));
    m_relay->host.publish(*m_relay->host.game(game));
    QVERIFY(relayFigures() != before);
    QTRY_COMPARE_WITH_TIMEOUT(card()->rows()->texts(), QStringList{relayFigures()}, 20'000);

    // The page with both cards in its right column still fits the least window.
    QCOMPARE(m_window->size(), QSize(960, 620));
    QTRY_VERIFY2(page()->minimumSizeHint().height() <= page()->height(),
                 qPrintable(QStringLiteral("page needs %1 px, has %2")
                                .arg(page()->minimumSizeHint().height())
                                .arg(page()->height())));
    QVERIFY(card()->openButton()->geometry().bottom() <= card()->height());
    ictest::saveShot(m_window.get(), QStringLiteral("relays-960-connected"));

    // A click on the card opens the Tournament page.
    QTest::mouseClick(card(), Qt::LeftButton, {}, card()->rect().center());
    QTRY_COMPARE(m_window->currentPage(), MainWindow::Page::Tournament);

    // Removed: the card goes.
    m_panel->relays()->removeRelay(kRelay);
    m_window->showPage(MainWindow::Page::Status);
    QTRY_VERIFY(page()->isVisible());
    QVERIFY(!card()->isVisible());
}

void TestStatusRelays::aRefusedTokenIsRedAndNeedsYou()
{
    addTestRelay();
    QTRY_COMPARE_WITH_TIMEOUT(card()->rows()->texts(), QStringList{relayFigures()}, 20'000);
    // The relay's admin revokes the token: the relay refuses it at the panel's next call.
    IC_VERIFY_OK(m_relay->tokens->revoke(m_relay->lastId));
    QTRY_COMPARE_WITH_TIMEOUT(card()->rows()->texts(),
                              QStringList{kRelay + QStringLiteral(": Token refused")}, 20'000);
    QCOMPARE(card()->rows()->rows().at(0).dot, icui::DotList::Dot::Error);
    QVERIFY(card()->rows()->rows().at(0).toolTip.contains(QLatin1String("revoked")));
    QCOMPARE(card()->bigLine()->text(), QStringLiteral("Relays connected: 0 of 1"));
    QCOMPARE(card()->tone(), StatusCard::Tone::Error);

    QTRY_VERIFY(needsYouButton(QStringLiteral("relay:") + kRelay));
    QPushButton *button = needsYouButton(QStringLiteral("relay:") + kRelay);
    QVERIFY(button->isVisible());
    QCOMPARE(button->text(), QStringLiteral("Tournament"));
    ictest::saveShot(m_window.get(), QStringLiteral("relays-960-refused"));
    QTRY_VERIFY2(page()->minimumSizeHint().height() <= page()->height(),
                 qPrintable(QStringLiteral("page needs %1 px, has %2")
                                .arg(page()->minimumSizeHint().height())
                                .arg(page()->height())));
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_COMPARE(m_window->currentPage(), MainWindow::Page::Tournament);

    // Removed: nothing about it needs the user any more.
    m_panel->relays()->removeRelay(kRelay);
    QTRY_VERIFY(!needsYouButton(QStringLiteral("relay:") + kRelay));
}

void TestStatusRelays::anUntrustedCertificateNeedsYou()
{
    // A certificate the panel does not trust waits for the user's word (the twenty-seventh
    // newcomer: a changed one said "Nothing needs you"): Needs you lists it.
    m_panel->relays()->setExtraCaCertificates({}); // the test's CA is not trusted this time
    addTestRelay();
    QTRY_VERIFY_WITH_TIMEOUT(needsYouButton(QStringLiteral("relay:") + kRelay), 20'000);
    QCOMPARE(needsYouButton(QStringLiteral("relay:") + kRelay)->text(),
             QStringLiteral("Tournament"));
    const QList<QLabel *> labels = page()->needsYouCard()->findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *l) {
        return l->text().contains(QLatin1String("certificate is not trusted yet"));
    }));
}

QTEST_MAIN(TestStatusRelays)
#include "TestStatusRelays.moc"
