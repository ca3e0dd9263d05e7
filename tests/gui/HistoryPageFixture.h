#pragma once
// The History page alone in a window at the least size (960×620), over a real Panel connected
// as admin to a simulated game with a seeded history in the test's own folder. TestHistoryPage,
// TestHistoryFollowUp and TestHistoryRefresh share it.

#include "ResultCheck.h"

#include "mock/MockGame.h"
#include "panel/Panel.h"
#include "panel/ProfileStore.h"
#include "ui/history/HistoryPage.h"

#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>
#include <memory>

class HistoryPageFixture
{
protected:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icmock::MockGame> m_game;
    std::unique_ptr<icpanel::Panel> m_panel;
    std::unique_ptr<QWidget> m_window;
    icui::HistoryPage *m_page = nullptr;

    /// Starts the game of `options` (its data folder in the test's folder), saves it as the
    /// admin profile `profile`, shows the page and connects with `options.password`. Fails the
    /// test (QTest::currentTestFailed()) when any of it does not work.
    void setUpHistoryPage(icmock::MockOptions options, const QString &profile)
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        options.port = 0;
        options.dataDir = m_dir->filePath(QStringLiteral("game"));
        m_game = std::make_unique<icmock::MockGame>(options);
        IC_VERIFY_OK(m_game->start());

        icpanel::Panel::Options po;
        po.settingsFile = m_dir->filePath(QStringLiteral("panel.ini"));
        po.keychainRetryDelayMs = 50;
        po.initialBackoffMs = 50;
        po.maxBackoffMs = 200;
        m_panel = std::make_unique<icpanel::Panel>(po);
        icpanel::ConnectionProfile saved;
        saved.name = profile;
        saved.url = QUrl(m_game->url());
        saved.tier = icrp::Tier::Admin;
        IC_VERIFY_OK(m_panel->profiles()->save(saved));

        m_window = std::make_unique<QWidget>();
        m_page = new icui::HistoryPage(*m_panel, m_window.get());
        auto *layout = new QVBoxLayout(m_window.get());
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_page);
        m_window->resize(960, 620);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_panel->connectWithPassword(profile, options.password, false);
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), icpanel::Panel::Status::Connected, 10000);
    }

    void tearDownHistoryPage()
    {
        m_window.reset();
        m_panel.reset();
        if (m_game)
            m_game->stop();
        m_game.reset();
        m_dir.reset();
    }
};
