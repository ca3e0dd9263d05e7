// Not a test: a tour of the window for the docs. Runs the panel in --demo mode against the
// embedded simulated game (with two more tool clients connected, so the table is not empty),
// visits every page and saves QWidget::grab() PNGs into $IC_SCREENSHOT_DIR.
// scripts/screenshots.sh runs it under xvfb-run with a throw-away keyring.

#include "ResultCheck.h"
#include "match/MatchModel.h"
#include "relayclient/TournamentModel.h"
#include "ui/MainWindow.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/connections/ToolSessionsBox.h"
#include "ui/connectors/ConnectorView.h"
#include "ui/connectors/ConnectorsPage.h"
#include "ui/connectors/ParamForm.h"
#include "ui/history/HistoryFiguresChart.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchPage.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/PreviewPage.h"
#include "ui/prompts/PermissionPrompt.h"
#include "ui/prompts/PromptPresenter.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/status/StatusPage.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tournament/TournamentPage.h"

#include "panel/ConnectionsModel.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/PanelSettings.h"
#include "panel/SubscriptionsModel.h"
#include "panel/demo/ConnectorDemoPeers.h"
#include "panel/demo/MockDemoGame.h"
#include "panel/demo/MockDemoRelay.h"

#include "GatewayIdentify.h"
#include "connectors/common/Connector.h"
#include "host/ToolHost.h"
#include "i18n/Translations.h"
#include "icrp/client/IcrpClient.h"
#include "mock/MockGame.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QWebEnginePage>
#include <QWebEngineProfile>
#include <memory>

using icpanel::Panel;

namespace {
// QtWebEngine (the overlay previews) with widgets shares OpenGL contexts.
const bool kShareContexts = (QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts), true);
} // namespace

class ScreenshotTour : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tour();

private:
    /// Saves `widget` as `name` (with the scheme's and language's suffix); the main window twice:
    /// at 960×620 (the least size the window is laid out for) and filling the screen
    /// (name-max.png).
    bool save(QWidget *widget, const QString &name);
    bool saveOne(QWidget *widget, const QString &name);
    QDir m_out;
    QString m_suffix; // "-dark" for the dark colour scheme's pictures, "-de" for German
};

bool ScreenshotTour::saveOne(QWidget *widget, const QString &name)
{
    const QString path = m_out.filePath(
        QString(name).replace(QStringLiteral(".png"), m_suffix + QStringLiteral(".png")));
    const bool ok = widget->grab().save(path, "PNG");
    qInfo().noquote() << (ok ? "saved" : "FAILED to save") << path;
    return ok;
}

bool ScreenshotTour::save(QWidget *widget, const QString &name)
{
    auto *window = qobject_cast<icui::MainWindow *>(widget);
    if (!window)
        return saveOne(widget, name);
    // Xvfb has no window manager to maximise a window: the window takes the screen's size.
    const QSize small(960, 620);
    window->resize(small);
    QTest::qWait(200); // let layouts, charts and web views settle at this size
    bool ok = saveOne(window, name);
    window->resize(window->screen()->availableGeometry().size());
    QTest::qWait(400);
    ok = saveOne(window,
                 QString(name).replace(QStringLiteral(".png"), QStringLiteral("-max.png"))) &&
         ok;
    window->resize(small);
    QTest::qWait(200);
    return ok;
}

void ScreenshotTour::tour()
{
    Q_UNUSED(kShareContexts);
    const QString outDir = qEnvironmentVariable("IC_SCREENSHOT_DIR");
    if (outDir.isEmpty())
        QSKIP("set IC_SCREENSHOT_DIR to the folder for the PNGs");
    QVERIFY(QDir().mkpath(outDir));
    m_out = QDir(outDir);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Panel::Options po;
    po.settingsFile = dir.filePath(QStringLiteral("panel.ini"));
    po.toolsRoot = dir.filePath(QStringLiteral("tools"));
    po.pingIntervalMs = 500;
    po.connectionsRefreshMs = 300;
    po.demoGame = icpanel::MockDemoGame::factory();
    po.demoPeers = icpanel::ConnectorDemoPeers::factory(); // the Other Games page's peers
    po.demoRelay = icpanel::MockDemoRelay::factory();      // the Tournament page's relay
    Panel panel(po);
    // IC_SCREENSHOT_SCHEME=dark: the same tour in the dark colour scheme (name-dark.png).
    if (qEnvironmentVariable("IC_SCREENSHOT_SCHEME") == QLatin1String("dark")) {
        panel.settings()->setColorScheme(icpanel::PanelSettings::ColorScheme::Dark);
        m_suffix = QStringLiteral("-dark");
    }
    // IC_SCREENSHOT_LANG=de: the tour in German (name-de.png). English too goes through the
    // translations, as ic-panel does: its plural forms ("20 matches", not "match(es)").
    const QString language = qEnvironmentVariable("IC_SCREENSHOT_LANG");
    QCOMPARE(ic::Translations::install(language.isEmpty() ? QStringLiteral("en") : language),
             language.isEmpty() ? QStringLiteral("en") : language);
    if (!language.isEmpty())
        m_suffix += QLatin1Char('-') + language;
    const auto started = panel.startDemo();
    QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
    QVERIFY(panel.startHost(0)); // the overlay host and gateway, as ic-panel starts them

    icui::MainWindow window(panel);
    window.resize(960, 620);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 15000);

    // Two tools of the kind a streamer runs, so the sessions table shows real rows.
    std::vector<std::unique_ptr<icrp::IcrpClient>> tools;
    const QList<std::pair<QString, QString>> names = {
        {QStringLiteral("obs-overlay"), QStringLiteral("1.2.0")},
        {QStringLiteral("kill-feed"), QStringLiteral("0.4.1")},
    };
    for (const auto &[name, version] : names) {
        auto client = std::make_unique<icrp::IcrpClient>();
        icrp::IcrpClient::Options options;
        options.url = QUrl(panel.demoGame()->url());
        options.tier = icrp::Tier::Observer;
        options.password =
            static_cast<icpanel::MockDemoGame *>(panel.demoGame())->game()->config().password;
        options.clientName = name;
        options.clientVersion = version;
        options.subscriptions = {QStringLiteral("combat"), QStringLiteral("match")};
        client->setOptions(options);
        QSignalSpy connected(client.get(), &icrp::IcrpClient::connected);
        client->open();
        QVERIFY(connected.wait(10000));
        tools.push_back(std::move(client));
    }

    // Let the match run a few seconds so the clock, the counters and the log have content.
    QTRY_VERIFY_WITH_TIMEOUT(panel.connections()->sessions().size() >= 3, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(panel.roundTripMs() >= 0 && !panel.gameClockText().isEmpty(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(panel.subscriptions()->eventCount(QStringLiteral("combat")) > 0,
                             30000);

    // Before any overlay is installed: what the Overlays page offers.
    window.showPage(icui::MainWindow::Page::Overlays);
    QTRY_VERIFY(window.overlaysPage()->emptyState()->isVisible());
    QVERIFY(save(&window, QStringLiteral("overlays-empty.png")));

    window.showPage(icui::MainWindow::Page::Connections);
    auto *table = window.findChild<QTableView *>(QStringLiteral("sessionsTable"));
    QTRY_VERIFY(table->model()->rowCount() >= 3);
    table->selectRow(1);
    QVERIFY(save(&window, QStringLiteral("connections.png")));

    window.showPage(icui::MainWindow::Page::Password);
    QTRY_VERIFY(!window.findChild<QLineEdit *>(QStringLiteral("passwordEdit"))->text().isEmpty());
    QVERIFY(save(&window, QStringLiteral("password.png")));

    window.showPage(icui::MainWindow::Page::ConnectInfo);
    // The demo game is on 127.0.0.1: the page says why there is no QR code.
    QTRY_VERIFY(!window.findChild<QLineEdit *>(QStringLiteral("connectPort"))->text().isEmpty());
    QVERIFY(save(&window, QStringLiteral("connect-info.png")));

    {
        icui::ConnectDialog connect(panel, &window);
        connect.show();
        QVERIFY(QTest::qWaitForWindowExposed(&connect));
        QVERIFY(save(&connect, QStringLiteral("connect-dialog.png")));
    }

    icui::SettingsDialog settings(panel, &window);
    settings.show();
    QVERIFY(QTest::qWaitForWindowExposed(&settings));
    QVERIFY(save(&settings, QStringLiteral("settings.png")));
    settings.close();

    // The example overlay, packaged as a tool author would, offered to the install dialog.
    const QString package = dir.filePath(QStringLiteral("live-stats.icpkg"));
    IC_VERIFY_OK(ictools::PackageWriter::write(QStringLiteral(IC_SOURCE_DIR "/overlays/live-stats"),
                                               package));
    {
        icui::InstallDialog install(package, panel.tools()->inspect(package), &window);
        install.show();
        QVERIFY(QTest::qWaitForWindowExposed(&install));
        QVERIFY(save(&install, QStringLiteral("install-dialog.png")));
    }
    icui::InstallDialog::setNextAnswer(icui::InstallDialog::Answer::Install);
    window.installPackages({package});
    window.showPage(icui::MainWindow::Page::Tools);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.tools()->tools().isEmpty(), 15000);
    QVERIFY(save(&window, QStringLiteral("tools.png")));

    // A second overlay (transparent where it has nothing to say: the checkerboard shows), and
    // both previewed live.
    const QString feed = dir.filePath(QStringLiteral("kill-feed.icpkg"));
    IC_VERIFY_OK(
        ictools::PackageWriter::write(QStringLiteral(IC_SOURCE_DIR "/overlays/kill-feed"), feed));
    QVERIFY(panel.tools()->install(feed));
    panel.noteToolsChanged();
    window.showPage(icui::MainWindow::Page::Overlays);
    QTRY_COMPARE_WITH_TIMEOUT(window.overlaysPage()->previews().size(), 2, 10000);
    icui::OverlayPreview *stats = window.overlaysPage()->preview(QStringLiteral("live-stats"));
    const auto showsPlayers = [stats] {
        std::optional<int> rows;
        stats->page()->runJavaScript(
            QStringLiteral("document.querySelectorAll('#players td.name').length"),
            [&rows](const QVariant &v) { rows = v.toInt(); });
        return QTest::qWaitFor([&rows] { return rows.has_value(); }, 5000) && *rows == 4;
    };
    QTRY_VERIFY_WITH_TIMEOUT(showsPlayers(), 30000);
    QTest::qWait(2500); // one more refresh of the figures
    QVERIFY(save(&window, QStringLiteral("overlays.png")));

    // OBS's browser source, as OBS loads it: Chromium saying "OBS/<version>" in its user
    // agent, with the URL the Overlays page gives. The dashboard counts it as live in OBS.
    QWebEngineProfile obsProfile;
    obsProfile.setHttpUserAgent(obsProfile.httpUserAgent() + QStringLiteral(" OBS/30.2.3"));
    QWebEnginePage obsSource(&obsProfile);
    obsSource.load(stats->url());
    window.showPage(icui::MainWindow::Page::Status);
    QTRY_VERIFY_WITH_TIMEOUT(
        window.statusPage()->findChild<QLabel *>(QStringLiteral("overlaysLive")) &&
            window.statusPage()
                ->findChild<QLabel *>(QStringLiteral("overlaysLive"))
                ->text()
                .contains(QLatin1String("Live Stats")), // "Live in OBS: Live Stats Overlay"
        20000);

    // The overlay in OBS is a tool connected to the panel: the Connections page lists it (the
    // previews' own sessions are hidden unless asked for).
    window.showPage(icui::MainWindow::Page::Connections);
    QTRY_VERIFY_WITH_TIMEOUT(
        window.connectionsPage()->toolSessionsBox()->table()->model()->rowCount() >= 1, 10000);
    table->selectRow(1);
    QVERIFY(save(&window, QStringLiteral("connections.png")));

    // The Match page with a few seconds of figures behind it.
    window.showPage(icui::MainWindow::Page::Match);
    QTRY_VERIFY_WITH_TIMEOUT(panel.match()->series().samples().size() >= 12, 30000);
    window.matchPage()->chart()->view()->repaint();
    QVERIFY(save(&window, QStringLiteral("match.png")));

    // The History page: the game's past matches, the newest one chosen with its figures.
    window.showPage(icui::MainWindow::Page::History);
    icui::HistoryMatchesTab *history = window.historyPage()->matchesTab();
    QTRY_VERIFY_WITH_TIMEOUT(history->table()->model()->rowCount() > 0, 15000);
    history->table()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(history->summary()->chart()->isEnabled(), 15000);
    QVERIFY(save(&window, QStringLiteral("history.png")));

    // The Tournament page: the demo's relay and its games, one selected.
    window.showPage(icui::MainWindow::Page::Tournament);
    QTableView *relayGames = window.tournamentPage()->table();
    QTRY_VERIFY_WITH_TIMEOUT(relayGames->model()->rowCount() >= 6, 15000);
    relayGames->selectRow(2);
    // Once the army balance of the rows on screen has come ("—" while it is asked for).
    QTRY_VERIFY_WITH_TIMEOUT(relayGames->model()
                                     ->index(2, icrelayclient::TournamentModel::BalanceColumn)
                                     .data()
                                     .toString()
                                     .length() > 1,
                             15000);
    QVERIFY(save(&window, QStringLiteral("tournament.png")));

    // The dashboard, with the overlays live and the tools connected.
    window.showPage(icui::MainWindow::Page::Status);
    QTRY_VERIFY(window.findChild<QLabel *>(QStringLiteral("gameClock"))
                    ->text()
                    .contains(QLatin1Char(':'))); // m:ss, in any language
    QVERIFY(save(&window, QStringLiteral("status.png")));

    // Other Games: the demo's PigeonPea world, a command run from the form, its answer, the
    // world's events and the wire.
    window.showPage(icui::MainWindow::Page::OtherGames);
    icui::ConnectorsPage *games = window.connectorsPage();
    QVERIFY(games->selectProfile(QStringLiteral("Demo PigeonPea")));
    games->openButton()->click();
    icui::ConnectorView *view = games->view();
    const auto open = [view] {
        return view->connector() &&
               view->connector()->state() == icconnectors::Connector::State::Open;
    };
    QTRY_VERIFY_WITH_TIMEOUT(open(), 10000);
    QVERIFY(view->selectCommand(QStringLiteral("spawn")));
    QVERIFY(view->form()->setValue(QStringLiteral("entity"), QStringLiteral("goblin")));
    QVERIFY(view->form()->setValue(QStringLiteral("x"), QStringLiteral("4")));
    QVERIFY(view->form()->setValue(QStringLiteral("y"), QStringLiteral("7")));
    view->runCommand();
    QTRY_VERIFY_WITH_TIMEOUT(!view->resultView()->toPlainText().isEmpty(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(view->eventsView()->count() >= 3, 10000);
    QVERIFY(save(&window, QStringLiteral("other-games.png")));
    games->openButton()->click(); // Close

    // A program the panel does not know asks to be let in.
    ictest::GatewayIdentify program(panel.host()->port(), {});
    QVERIFY(program.send(QString(), QString(), QStringLiteral("observer"),
                         {QStringLiteral("match"), QStringLiteral("combat")},
                         QStringLiteral("Stream Deck Bridge")));
    QTRY_COMPARE_WITH_TIMEOUT(window.prompts()->openPrompts().size(), 1, 10000);
    icui::PermissionPrompt *prompt = window.prompts()->openPrompts().constFirst();
    QVERIFY(QTest::qWaitForWindowExposed(prompt));
    QVERIFY(save(prompt, QStringLiteral("prompt.png")));
    prompt->denyButton()->click();

    // The game goes away: the Status page says so and what the panel does about it.
    window.showPage(icui::MainWindow::Page::Status);
    panel.demoGame()->stop();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Reconnecting, 10000);
    QVERIFY(save(&window, QStringLiteral("status-game-quit.png")));
    // The log: what happened, with the attempts to reach the game counted on one line.
    QTRY_VERIFY_WITH_TIMEOUT(panel.log()->entries().constLast().repeats >= 3, 30000);
    window.showPage(icui::MainWindow::Page::Log);
    QVERIFY(save(&window, QStringLiteral("log.png")));

    for (auto &tool : tools)
        tool->close();
    panel.disconnectFromGame();
}

QTEST_MAIN(ScreenshotTour)
#include "ScreenshotTour.moc"
