#pragma once
// A main window whose panel reaches one in-process relay over real TLS (the test's CA added to
// the panel's relays), shown on the Tournament page: what the page's tests start from.
// addTestRelay() adds the relay with a token (admin unless asked otherwise) (kept in the session's
// keychain) and waits for its games; cleanup removes it again.

#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "ResultCheck.h"
#include "WindowFixture.h"

#include "panel/RelayHost.h"
#include "panel/RelayProfile.h"
#include "relayclient/TournamentModel.h"
#include "ui/tournament/TournamentFilter.h"
#include "ui/tournament/TournamentPage.h"

#include <QTest>
#include <memory>
#include <optional>

class TournamentPageFixture : public WindowFixture
{
protected:
    static QString relayName() { return QStringLiteral("Test Relay"); }

    /// A relay of `games` games, the window on the Tournament page with quick polls.
    void setUpTournament(int games = 4)
    {
        m_relay = std::make_unique<RelayFixture>(m_pki, games);
        QVERIFY(m_relay->listening);
        setUpWindow();
        m_panel->relays()->setExtraCaCertificates({m_pki.ca()});
        page()->model()->setOptions({std::chrono::milliseconds(200), std::chrono::milliseconds(300),
                                     std::chrono::milliseconds(50)});
        m_window->showPage(icui::MainWindow::Page::Tournament);
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void tearDownTournament()
    {
        if (m_panel && m_panel->relays()->relayNames().contains(relayName()))
            m_panel->relays()->removeRelay(relayName()); // its token leaves the keychain
        tearDownWindow();
        m_relay.reset();
    }

    /// Adds the fixture's relay to the panel (a token of `tier`) and waits for its games.
    void addTestRelay(icrp::Tier tier = icrp::Tier::Admin)
    {
        icpanel::RelayProfile profile;
        profile.name = relayName();
        profile.url = QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(m_relay->port()));
        profile.tier = tier;
        std::optional<ic::Result<void>> added;
        m_panel->relays()->addRelay(profile, m_relay->token(tier),
                                    [&added](const ic::Result<void> &r) { added.emplace(r); });
        QTRY_VERIFY_WITH_TIMEOUT(added.has_value(), 20'000);
        IC_VERIFY_OK(*added);
        QTRY_COMPARE_WITH_TIMEOUT(page()->filter()->rowCount(), int(m_relay->host.games().size()),
                                  20'000);
    }

    icui::TournamentPage *page() const { return m_window->tournamentPage(); }

    RelayTestPki m_pki;
    std::unique_ptr<RelayFixture> m_relay;
};
