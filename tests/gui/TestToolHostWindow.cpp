// The gateway's side of the window under Xvfb: prompts for a tool that asks for more and for a
// program the panel does not know, answered each way through the seam and on screen, with what
// the tool may do checked afterwards over a real socket; Always shown and taken back on the
// Tools page; a tray notification while the window is hidden; the Connections page listing the
// tools connected to the panel, with Kick, where each runs (OBS, a program, the panel's own
// preview, hidden unless asked for); a native tool's state, Stop and Restart.

#include "TestShots.h"
#include "WindowFixture.h"

#include "UserAgentSocket.h"

#include "ui/TrayIcon.h"
#include "ui/common/MessageBox.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/connections/ToolSessionsBox.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/prompts/PermissionPrompt.h"
#include "ui/prompts/PromptPresenter.h"
#include "ui/tools/ToolsPage.h"

#include "GatewayIdentify.h"
#include "TestFiles.h"
#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "icrp/client/IcrpClient.h"
#include "panel/LogModel.h"
#include "panel/PanelCommandLine.h"
#include "panel/PanelSettings.h"
#include "panel/ToolSessionsModel.h"
#include "tools/ToolRegistry.h"
#include "ui/appearance/Appearance.h"

#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QNetworkRequest>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QWebSocket>
#include <memory>

using Decision = ichost::PermissionRequest::Decision;
using ictest::errorCodeOf;
using ictest::GatewayIdentify;
using ictest::kObsAgent;
using ictest::openAs;
using ictest::resultOf;

class TestToolHostWindow : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void escalationAnsweredEachWayThroughTheSeam();
    void alwaysShowsOnTheToolsPageAndIsTakenBack();
    void promptOnScreenAnsweredWithItsButtons();
    void unknownProgramWhileHiddenNotifiesTheTray();
    void connectionsPageListsToolsAndKicks();
    void toolSessionsSayWhereTheyRunAndFit();
    void previewRowsAreHiddenUnlessAskedAndMayBeKicked();
    void toolsPageStatusWaitsUntilShown();
    void nativeToolStopsAndRestarts();
    void everyPageHasItsCommandLineName();

private:
    QString token(const QString &toolId) const { return m_panel->host()->toolToken(toolId); }
    /// The Tools page's Status cell of `toolId`.
    QString toolStatus(const QString &toolId);
    /// An IcrpClient (no browser, no User-Agent) identified as the "desk" tool.
    std::unique_ptr<icrp::IcrpClient> deskProgram();
    /// Installs "ticker", an overlay whose page connects to the gateway (as its preview does).
    bool installConnectingOverlay();
    /// The Where cells of the tool sessions table, top to bottom.
    QStringList whereColumn() const;
    void saveShot(const QString &name);
};

void TestToolHostWindow::init()
{
    m_withHost = true;
    setUpWindow();
    QVERIFY(installDeskTool());
    QTRY_VERIFY(!token(QStringLiteral("desk")).isEmpty());
}

void TestToolHostWindow::cleanup()
{
    icui::PermissionPrompt::takeNextAnswer();
    tearDownWindow();
}

QString TestToolHostWindow::toolStatus(const QString &toolId)
{
    icui::ToolsPage *page = m_window->toolsPage();
    page->refresh();
    if (!page->selectTool(toolId))
        return {};
    const int row = page->table()->currentRow();
    return page->table()->item(row, icui::ToolsPage::StatusColumn)->text();
}

std::unique_ptr<icrp::IcrpClient> TestToolHostWindow::deskProgram()
{
    auto desk = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    options.toolId = QStringLiteral("desk");
    options.password = token(QStringLiteral("desk"));
    options.clientName = QStringLiteral("Score Desk");
    options.autoReconnect = false;
    desk->setOptions(options);
    QSignalSpy connected(desk.get(), &icrp::IcrpClient::connected);
    desk->open();
    return connected.wait(5000) ? std::move(desk) : nullptr;
}

bool TestToolHostWindow::installConnectingOverlay()
{
    const QString source = m_dir->filePath(QStringLiteral("ticker"));
    return ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                             "id: ticker\nname: \"Ticker\"\nversion: \"1.0.0\"\n"
                             "author: \"Tester\"\ndescription: \"Connects\"\n"
                             "tier: \"observer\"\ntransport: \"websocket\"\n"
                             "entry_point: \"index.html\"\nicrp: \">=1.0\"\n") &&
           ictest::writeFile(source + QStringLiteral("/index.html"),
                             "<!doctype html><script src=\"/sdk/ic-remote.js\"></script>"
                             "<script src=\"app.js\"></script>") &&
           ictest::writeFile(source + QStringLiteral("/app.js"),
                             "new IcRemote.IcClient({ name: 'Ticker' }).connect();\n") &&
           installTool(source);
}

QStringList TestToolHostWindow::whereColumn() const
{
    const QAbstractItemModel *model =
        m_window->connectionsPage()->toolSessionsBox()->table()->model();
    QStringList cells;
    for (int row = 0; row < model->rowCount(); ++row)
        cells << model->index(row, icpanel::ToolSessionsModel::WhereColumn).data().toString();
    return cells;
}

void TestToolHostWindow::saveShot(const QString &name)
{
    ictest::saveShot(m_window.get(), QStringLiteral("where-") + name);
}

void TestToolHostWindow::escalationAnsweredEachWayThroughTheSeam()
{
    const quint16 port = m_panel->host()->port();
    // Allow once: in with admin, nothing kept.
    icui::PermissionPrompt::setNextAnswer(Decision::AllowOnce);
    GatewayIdentify once(port, {});
    QVERIFY(once.send(QStringLiteral("desk"), token(QStringLiteral("desk")),
                      QStringLiteral("admin"), {}));
    QCOMPARE(resultOf(once.answer()).value(QLatin1String("tier")).toString(),
             QStringLiteral("admin"));
    QVERIFY(icui::PermissionPrompt::lastHeadline().contains(QLatin1String("Score Desk")));
    QVERIFY(icui::PermissionPrompt::lastBody().contains(QLatin1String("Admin access")));
    // What admin allows, in plain words, and only what it will not get above it.
    QVERIFY(icui::PermissionPrompt::lastBody().contains(QLatin1String("kick players")));
    QVERIFY(icui::PermissionPrompt::lastBody().contains(QLatin1String("It will not get:")));
    QVERIFY(!icui::PermissionPrompt::lastBody().contains(QLatin1String("Admin access (cannot")));
    QCOMPARE(m_panel->tools()->find(QStringLiteral("desk"))->granted.tier, icrp::Tier::Observer);
    // Deny: refused.
    icui::PermissionPrompt::setNextAnswer(Decision::Deny);
    GatewayIdentify denied(port, {});
    QVERIFY(denied.send(QStringLiteral("desk"), token(QStringLiteral("desk")),
                        QStringLiteral("admin"), {}));
    QCOMPARE(errorCodeOf(denied.answer()), -32001);
    // Always: kept, and the next such identify asks nobody.
    icui::PermissionPrompt::setNextAnswer(Decision::AllowAlways);
    GatewayIdentify always(port, {});
    QVERIFY(always.send(QStringLiteral("desk"), token(QStringLiteral("desk")),
                        QStringLiteral("admin"), {}));
    QVERIFY(!resultOf(always.answer()).isEmpty());
    QTRY_COMPARE(m_panel->tools()->find(QStringLiteral("desk"))->granted.tier, icrp::Tier::Admin);
    GatewayIdentify again(port, {});
    QVERIFY(again.send(QStringLiteral("desk"), token(QStringLiteral("desk")),
                       QStringLiteral("admin"), {}));
    QVERIFY(!resultOf(again.answer()).isEmpty());
    QVERIFY(!icui::PermissionPrompt::takeNextAnswer()); // nothing was asked
}

void TestToolHostWindow::alwaysShowsOnTheToolsPageAndIsTakenBack()
{
    const quint16 port = m_panel->host()->port();
    icui::PermissionPrompt::setNextAnswer(Decision::AllowAlways);
    GatewayIdentify tool(port, {});
    QVERIFY(tool.send(QStringLiteral("desk"), token(QStringLiteral("desk")),
                      QStringLiteral("observer"),
                      {QStringLiteral("match"), QStringLiteral("combat")}));
    QVERIFY(!resultOf(tool.answer()).isEmpty());
    QTRY_VERIFY(toolStatus(QStringLiteral("desk")).contains(QLatin1String("allowed later")));
    // The Tools page sees the connected session (the gateway's, for this tool): a program here.
    QTRY_VERIFY2(
        toolStatus(QStringLiteral("desk"))
            .startsWith(QStringLiteral("Overlay — connected from a program (not in OBS);")),
        qPrintable(toolStatus(QStringLiteral("desk"))));
    // Taken back on the Tools page: the grant is the package's again and the session ends.
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    m_window->toolsPage()->selectTool(QStringLiteral("desk"));
    m_window->toolsPage()->revokeSelected();
    QTRY_COMPARE(tool.closeCode(), 4011);
    QVERIFY(!m_panel->tools()
                 ->find(QStringLiteral("desk"))
                 ->granted.categories.contains(icrp::EventCategory::Combat));
    // Back to what its package asks for; its page's session has ended.
    QTRY_COMPARE(toolStatus(QStringLiteral("desk")),
                 QStringLiteral("Overlay — not in OBS (add its URL in OBS)"));
    // Asked again next time.
    icui::PermissionPrompt::setNextAnswer(Decision::Deny);
    GatewayIdentify after(port, {});
    QVERIFY(after.send(QStringLiteral("desk"), token(QStringLiteral("desk")),
                       QStringLiteral("observer"), {QStringLiteral("combat")}));
    QCOMPARE(errorCodeOf(after.answer()), -32001);
}

void TestToolHostWindow::promptOnScreenAnsweredWithItsButtons()
{
    GatewayIdentify tool(m_panel->host()->port(), {});
    QVERIFY(tool.send(QStringLiteral("desk"), token(QStringLiteral("desk")),
                      QStringLiteral("admin"), {}));
    QTRY_COMPARE(m_window->prompts()->openPrompts().size(), 1);
    icui::PermissionPrompt *prompt = m_window->prompts()->openPrompts().constFirst();
    QVERIFY(QTest::qWaitForWindowExposed(prompt));
    QVERIFY(prompt->headline().contains(QLatin1String("Score Desk asks for more")));
    QVERIFY(prompt->denyButton()->isDefault());
    QVERIFY(prompt->alwaysButton()->isEnabled()); // observer → admin can be kept
    QVERIFY(!tool.answered());
    prompt->allowOnceButton()->click();
    QCOMPARE(resultOf(tool.answer()).value(QLatin1String("tier")).toString(),
             QStringLiteral("admin"));
    QTRY_VERIFY(m_window->prompts()->openPrompts().isEmpty());

    // Closed without an answer (Escape): no.
    GatewayIdentify second(m_panel->host()->port(), {});
    QVERIFY(second.send(QStringLiteral("desk"), token(QStringLiteral("desk")),
                        QStringLiteral("admin"), {}));
    QTRY_COMPARE(m_window->prompts()->openPrompts().size(), 1);
    QTest::keyClick(m_window->prompts()->openPrompts().constFirst(), Qt::Key_Escape);
    QCOMPARE(errorCodeOf(second.answer()), -32001);
}

void TestToolHostWindow::unknownProgramWhileHiddenNotifiesTheTray()
{
    m_window->hide();
    GatewayIdentify program(m_panel->host()->port(), {});
    QVERIFY(program.send(QString(), QString(), QStringLiteral("observer"),
                         {QStringLiteral("match")}, QStringLiteral("Stream Deck Bridge")));
    QTRY_COMPARE(m_window->prompts()->openPrompts().size(), 1);
    QVERIFY(m_window->trayIcon()->lastNotification().contains(QLatin1String("unknown program")));
    icui::PermissionPrompt *prompt = m_window->prompts()->openPrompts().constFirst();
    QVERIFY(prompt->body().contains(QLatin1String("Stream Deck Bridge")));
    QVERIFY(prompt->body().contains(QLatin1String("127.0.0.1")));
    prompt->allowOnceButton()->click();
    const QJsonObject result = resultOf(program.answer());
    QCOMPARE(result.value(QLatin1String("tier")).toString(), QStringLiteral("observer"));
    QVERIFY(!result.contains(QLatin1String("pairing"))); // once: nothing to keep
}

void TestToolHostWindow::connectionsPageListsToolsAndKicks()
{
    icrp::IcrpClient desk;
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    options.toolId = QStringLiteral("desk");
    options.password = token(QStringLiteral("desk"));
    options.clientName = QStringLiteral("Score Desk");
    options.autoReconnect = false;
    desk.setOptions(options);
    QSignalSpy connected(&desk, &icrp::IcrpClient::connected);
    desk.open();
    QVERIFY(connected.wait(5000));
    m_window->showPage(icui::MainWindow::Page::Connections);
    icui::ToolSessionsBox *box = m_window->connectionsPage()->toolSessionsBox();
    QTRY_COMPARE(box->table()->model()->rowCount(), 1);
    const QAbstractItemModel *model = box->table()->model();
    QCOMPARE(model->index(0, icpanel::ToolSessionsModel::ToolColumn).data().toString(),
             QStringLiteral("Score Desk"));
    QCOMPARE(model->index(0, icpanel::ToolSessionsModel::TierColumn).data().toString(),
             QStringLiteral("observer"));
    QCOMPARE(model->index(0, icpanel::ToolSessionsModel::CategoriesColumn).data().toString(),
             QStringLiteral("match"));
    QVERIFY(box->emptyState()->isHidden());
    box->table()->selectRow(0);
    QSignalSpy ended(&desk, &icrp::IcrpClient::disconnected);
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    box->kickButton()->click();
    QVERIFY(ended.wait(5000));
    QCOMPARE(desk.lastFailure(), icrp::IcrpClient::Failure::SessionInvalidated);
    QTRY_COMPARE(box->table()->model()->rowCount(), 0);
}

void TestToolHostWindow::toolSessionsSayWhereTheyRunAndFit()
{
    // A program (IcrpClient sends no browser User-Agent), then OBS's browser source.
    std::unique_ptr<icrp::IcrpClient> program = deskProgram();
    QVERIFY(program);
    std::unique_ptr<QWebSocket> obs = openAs(m_panel->host()->port(), kObsAgent,
                                             QStringLiteral("desk"), token(QStringLiteral("desk")));
    QVERIFY(obs);
    m_window->showPage(icui::MainWindow::Page::Connections);
    icui::ToolSessionsBox *box = m_window->connectionsPage()->toolSessionsBox();
    QTRY_COMPARE(whereColumn(), (QStringList{QStringLiteral("Program"), QStringLiteral("OBS")}));
    const QAbstractItemModel *model = box->table()->model();
    QCOMPARE(model->headerData(icpanel::ToolSessionsModel::WhereColumn, Qt::Horizontal).toString(),
             QStringLiteral("Where"));
    // The whole User-Agent in the tooltip, as text (never read as markup).
    const QString tip =
        model->index(1, icpanel::ToolSessionsModel::WhereColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QString::fromLatin1(kObsAgent)), qPrintable(tip));
    QVERIFY(!model->index(1, 0).data(icpanel::ToolSessionsModel::PreviewRole).toBool());
    // The counters refresh in place: a row chosen to kick stays chosen.
    box->table()->selectRow(1);
    QSignalSpy refreshed(m_panel->host(), &ichost::ToolHost::sessionsChanged);
    m_panel->host()->refreshSessions();
    QVERIFY(refreshed.wait(5000));
    QCOMPARE(box->table()->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(box->table()->selectionModel()->selectedRows().constFirst().row(), 1);
    QVERIFY(box->kickButton()->isEnabled());

    // At the window's default size every column fits, light and dark.
    for (const auto scheme :
         {icpanel::PanelSettings::ColorScheme::Light, icpanel::PanelSettings::ColorScheme::Dark}) {
        m_panel->settings()->setColorScheme(scheme);
        const bool dark = scheme == icpanel::PanelSettings::ColorScheme::Dark;
        QTRY_COMPARE(icui::Appearance::isDark(box->palette()), dark);
        m_window->showNormal();
        m_window->resize(960, 620);
        QTRY_COMPARE(m_window->size(), QSize(960, 620));
        QTRY_VERIFY2(box->table()->horizontalScrollBar()->maximum() == 0,
                     qPrintable(QString::number(box->table()->horizontalScrollBar()->maximum())));
        QVERIFY(box->table()->columnWidth(icpanel::ToolSessionsModel::CategoriesColumn) > 0);
        saveShot(dark ? QStringLiteral("where-960-dark") : QStringLiteral("where-960-light"));
    }
    m_panel->settings()->setColorScheme(icpanel::PanelSettings::ColorScheme::Light);
}

void TestToolHostWindow::toolsPageStatusWaitsUntilShown()
{
    QVERIFY(installConnectingOverlay());
    QTRY_VERIFY(!token(QStringLiteral("ticker")).isEmpty());
    m_window->showPage(icui::MainWindow::Page::Status);
    icui::ToolsPage *page = m_window->toolsPage();
    const auto cell = [page] { // as the page shows it (toolStatus() would refresh it)
        for (int row = 0; row < page->table()->rowCount(); ++row) {
            if (page->table()->item(row, icui::ToolsPage::IdColumn)->text() ==
                QLatin1String("ticker"))
                return page->table()->item(row, icui::ToolsPage::StatusColumn)->text();
        }
        return QString();
    };
    const QString before = cell();
    QVERIFY2(before.contains(QLatin1String("not in OBS")), qPrintable(before));

    // OBS opens the overlay while the page is hidden: the gateway's sessionsChanged leaves the
    // column as it was (nothing measured or read for a page nobody sees) ...
    std::unique_ptr<QWebSocket> obs =
        openAs(m_panel->host()->port(), kObsAgent, QStringLiteral("ticker"),
               token(QStringLiteral("ticker")));
    QVERIFY(obs);
    QTRY_VERIFY(std::any_of(m_panel->host()->sessions().cbegin(),
                            m_panel->host()->sessions().cend(), [](const auto &session) {
                                return session.identified &&
                                       session.grant.toolId == QLatin1String("ticker");
                            }));
    QCOMPARE(cell(), before);
    // ... and the page says it once shown.
    m_window->showPage(icui::MainWindow::Page::Tools);
    QTRY_COMPARE(cell(), QStringLiteral("Overlay — live in OBS"));

    // The package's tool.yaml is read once, not at every sessionsChanged: a change on disk
    // nobody announced shows after the tools changed (install, update, uninstall).
    const QString manifest =
        m_panel->tools()->toolFolder(QStringLiteral("ticker")) + QStringLiteral("/tool.yaml");
    QVERIFY(ictest::writeFile(manifest, "id: ticker\nname: \"Ticker\"\nversion: \"1.0.0\"\n"
                                        "author: \"Tester\"\ndescription: \"Connects\"\n"
                                        "tier: \"admin\"\ntransport: \"websocket\"\n"
                                        "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"));
    QSignalSpy refreshed(m_panel->host(), &ichost::ToolHost::sessionsChanged);
    m_panel->host()->refreshSessions();
    QVERIFY(refreshed.wait(5000));
    QCOMPARE(cell(), QStringLiteral("Overlay — live in OBS"));
    m_panel->noteToolsChanged();
    QTRY_VERIFY2(cell().contains(QLatin1String("Has more than its package asks for")),
                 qPrintable(cell()));
}

void TestToolHostWindow::previewRowsAreHiddenUnlessAskedAndMayBeKicked()
{
    QVERIFY(installConnectingOverlay());
    QTRY_VERIFY(!token(QStringLiteral("ticker")).isEmpty());
    std::unique_ptr<QWebSocket> obs =
        openAs(m_panel->host()->port(), kObsAgent, QStringLiteral("ticker"),
               token(QStringLiteral("ticker")));
    QVERIFY(obs);
    // The Overlays page's preview connects as the overlay.
    m_window->showPage(icui::MainWindow::Page::Overlays);
    icpanel::ToolSessionsModel *all = m_panel->toolSessions();
    const auto previewRow = [all] {
        for (int row = 0; row < all->rowCount(); ++row) {
            if (all->index(row, 0).data(icpanel::ToolSessionsModel::PreviewRole).toBool())
                return row;
        }
        return -1;
    };
    QTRY_VERIFY_WITH_TIMEOUT(previewRow() >= 0, 20000);
    m_window->showPage(icui::MainWindow::Page::Connections);
    icui::ToolSessionsBox *box = m_window->connectionsPage()->toolSessionsBox();
    // Hidden by default: only OBS is listed.
    QVERIFY(!box->showPreviewsBox()->isChecked());
    QTRY_COMPARE(whereColumn(), QStringList{QStringLiteral("OBS")});
    QCOMPARE(toolStatus(QStringLiteral("ticker")), QStringLiteral("Overlay — live in OBS"));

    // Shown on request: greyed, after the others.
    box->showPreviewsBox()->click();
    QCOMPARE(whereColumn(), (QStringList{QStringLiteral("OBS"), QStringLiteral("Panel preview")}));
    const QAbstractItemModel *model = box->table()->model();
    const QColor muted = box->table()->palette().color(QPalette::PlaceholderText);
    QCOMPARE(model->index(1, icpanel::ToolSessionsModel::ToolColumn)
                 .data(Qt::ForegroundRole)
                 .value<QBrush>()
                 .color(),
             muted);
    QVERIFY(!model->index(0, icpanel::ToolSessionsModel::ToolColumn)
                 .data(Qt::ForegroundRole)
                 .isValid());
    // Nothing is cut short at the window's default size, light and dark.
    for (const bool dark : {false, true}) {
        m_panel->settings()->setColorScheme(dark ? icpanel::PanelSettings::ColorScheme::Dark
                                                 : icpanel::PanelSettings::ColorScheme::Light);
        QTRY_COMPARE(icui::Appearance::isDark(box->palette()), dark);
        m_window->resize(960, 620);
        QTRY_VERIFY(box->table()->columnWidth(icpanel::ToolSessionsModel::WhereColumn) >
                    box->table()->fontMetrics().horizontalAdvance(QStringLiteral("Panel preview")));
        QTRY_COMPARE(box->table()->horizontalScrollBar()->maximum(), 0);
        saveShot(dark ? QStringLiteral("where-previews-dark")
                      : QStringLiteral("where-previews-light"));
    }
    m_panel->settings()->setColorScheme(icpanel::PanelSettings::ColorScheme::Light);

    // The preview may be kicked: it goes, OBS stays; Reload on the Overlays page brings it back.
    box->table()->selectRow(1);
    QVERIFY(box->kickButton()->isEnabled());
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    box->kickButton()->click();
    QCOMPARE(icui::MessageBox::lastTitle(), QStringLiteral("Kick Ticker (Panel preview)?"));
    QVERIFY2(icui::MessageBox::lastText().contains(QLatin1String("Reload on the Overlays page")),
             qPrintable(icui::MessageBox::lastText()));
    QTRY_VERIFY(
        m_window->statusBar()->currentMessage().contains(QLatin1String("Ticker (Panel preview)")));
    QTRY_COMPARE(previewRow(), -1);
    QCOMPARE(whereColumn(), QStringList{QStringLiteral("OBS")});
    m_window->showPage(icui::MainWindow::Page::Overlays);
    m_window->overlaysPage()->preview(QStringLiteral("ticker"))->reloadButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(previewRow() >= 0, 20000);
    m_window->showPage(icui::MainWindow::Page::Connections);
    QCOMPARE(whereColumn(), (QStringList{QStringLiteral("OBS"), QStringLiteral("Panel preview")}));

    // Hidden again; with OBS gone too, the empty state says the previews are there.
    box->showPreviewsBox()->click();
    QCOMPARE(whereColumn(), QStringList{QStringLiteral("OBS")});
    obs.reset();
    QTRY_VERIFY(whereColumn().isEmpty());
    // The Tools page agrees: the panel's own preview alone is not "in OBS".
    QCOMPARE(toolStatus(QStringLiteral("ticker")),
             QStringLiteral("Overlay — not in OBS (add its URL in OBS)"));
    QVERIFY(previewRow() >= 0);
    QVERIFY(box->emptyState()->isVisibleTo(box));
    QVERIFY2(box->emptyState()->text().contains(QLatin1String("previews")),
             qPrintable(box->emptyState()->text()));
}

void TestToolHostWindow::nativeToolStopsAndRestarts()
{
    QVERIFY(m_panel->tools()->install(QStringLiteral(IC_MATCH_LOGGER_PACKAGE)));
    m_panel->noteToolsChanged();
    QTRY_VERIFY_WITH_TIMEOUT(
        toolStatus(QStringLiteral("match-logger")).startsWith(QLatin1String("Running")), 10000);
    icui::ToolsPage *page = m_window->toolsPage();
    QVERIFY(page->selectTool(QStringLiteral("match-logger")));
    QVERIFY(page->stopButton()->isEnabled());
    page->stopButton()->click();
    QCOMPARE(toolStatus(QStringLiteral("match-logger")), QStringLiteral("Stopped"));
    QVERIFY(page->selectTool(QStringLiteral("match-logger")));
    page->restartButton()->click();
    QTRY_VERIFY(toolStatus(QStringLiteral("match-logger")).startsWith(QLatin1String("Running")));
    // Its output reaches the Log page.
    const auto logged = [this] {
        const auto entries = m_panel->log()->entries();
        return std::any_of(entries.cbegin(), entries.cend(), [](const auto &entry) {
            return entry.message.startsWith(
                QLatin1String("[match-logger] match-logger: connected"));
        });
    };
    QTRY_VERIFY_WITH_TIMEOUT(logged(), 10000);
}

void TestToolHostWindow::everyPageHasItsCommandLineName()
{
    // ic-panel --page NAME: each name the command line takes opens the page of that name.
    const QStringList names = icpanel::PanelCommandLine::pageNames();
    for (int i = 0; i < names.size(); ++i) {
        const auto page = icui::MainWindow::pageNamed(names.at(i));
        QVERIFY2(page, qPrintable(names.at(i)));
        m_window->showPage(*page);
        QCOMPARE(m_window->pageWidget(*page)->accessibleName().toLower().remove(u' '),
                 QString(names.at(i)).remove(u'-'));
    }
    QVERIFY(!icui::MainWindow::pageNamed(QStringLiteral("lobby")));
}

QTEST_MAIN(TestToolHostWindow)
#include "TestToolHostWindow.moc"
