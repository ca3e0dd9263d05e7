// The gateway's side of the window under Xvfb: prompts for a tool that asks for more and for a
// program the panel does not know, answered each way through the seam and on screen, with what
// the tool may do checked afterwards over a real socket; Always shown and taken back on the
// Tools page; a tray notification while the window is hidden; the Connections page listing the
// tools connected to the panel, with Kick; a native tool's state, Stop and Restart.

#include "WindowFixture.h"

#include "ui/TrayIcon.h"
#include "ui/common/MessageBox.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/connections/ToolSessionsBox.h"
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
#include "panel/ToolSessionsModel.h"
#include "tools/ToolRegistry.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

using Decision = ichost::PermissionRequest::Decision;
using ictest::errorCodeOf;
using ictest::GatewayIdentify;
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
    void nativeToolStopsAndRestarts();
    void everyPageHasItsCommandLineName();

private:
    QString token(const QString &toolId) const { return m_panel->host()->toolToken(toolId); }
    /// The Tools page's Status cell of `toolId`.
    QString toolStatus(const QString &toolId);
};

void TestToolHostWindow::init()
{
    m_withHost = true;
    setUpWindow();
    const QString source = m_dir->filePath(QStringLiteral("desk"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                              "id: desk\nname: \"Score Desk\"\nversion: \"1.0.0\"\n"
                              "author: \"Tester\"\ndescription: \"A desk\"\ntier: \"observer\"\n"
                              "transport: \"websocket\"\nentry_point: \"index.html\"\n"
                              "icrp: \">=1.0\"\nsubscriptions:\n  - \"match\"\n"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/index.html"), "<p>desk"));
    QVERIFY(installTool(source));
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
    // The Tools page sees the connected session (the gateway's, for this tool).
    QTRY_VERIFY2(
        toolStatus(QStringLiteral("desk")).startsWith(QStringLiteral("Overlay — connected;")),
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
                 QStringLiteral("Overlay — not connected (add its URL in OBS)"));
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
