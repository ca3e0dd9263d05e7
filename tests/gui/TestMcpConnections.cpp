// `ic-tool mcp` (a real process driven with newline JSON-RPC) on the Connections page of the real
// window over a real Panel and a simulated game: the MCP client is listed like any tool — its
// name ("<client> via ic-tool mcp" once allowed in the window, "MCP server (<name>)" when paired
// from a terminal), its tier and its calls — and Kick ends it: the server answers the next call
// with a tool error saying the panel's user ended its session, and the call after gets in again
// (docs/plugins/mcp.md, "Kick").

#include "McpProcess.h"
#include "WindowFixture.h"

#include "ui/common/MessageBox.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/connections/ToolSessionsBox.h"
#include "ui/prompts/PermissionPrompt.h"
#include "ui/prompts/PromptPresenter.h"

#include "panel/PanelControlPair.h"
#include "panel/ToolSessionsModel.h"
#include "tools/ToolRegistry.h"

#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpprocess;
using icpanel::ToolSessionsModel;

class TestMcpConnections : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void allowedClientIsListedWithNameTierAndCalls();
    void kickIsToldOnceThenTheNextCallGetsIn();
    void pairedFromATerminalShowsItsNameAndTier();

private:
    /// Starts `mcp` as `client`, answers the window's question with Always Allow; whether the
    /// waiting call got its answer.
    bool allowAlways(McpProcess &mcp, const QString &client);
    /// The text of `column` in the Connections page's tool sessions, row 0.
    QString cell(int column) const;
    icui::ToolSessionsBox *box() const;

    QTemporaryDir m_runtime; // where the panel says it runs (ic-tool finds it there)
};

void TestMcpConnections::initTestCase()
{
    QVERIFY(m_runtime.isValid());
    qputenv("XDG_RUNTIME_DIR", m_runtime.path().toLocal8Bit());
}

void TestMcpConnections::init()
{
    m_withHost = true;
    m_historySeed = 2;
    setUpWindow();
    m_window->showPage(icui::MainWindow::Page::Connections);
}

void TestMcpConnections::cleanup()
{
    tearDownWindow();
}

icui::ToolSessionsBox *TestMcpConnections::box() const
{
    return m_window->connectionsPage()->toolSessionsBox();
}

QString TestMcpConnections::cell(int column) const
{
    return box()->table()->model()->index(0, column).data().toString();
}

bool TestMcpConnections::allowAlways(McpProcess &mcp, const QString &client)
{
    mcp.start(client);
    mcp.callHistory(2);
    icui::PromptPresenter *prompts = m_window->prompts();
    if (!QTest::qWaitFor([prompts] { return prompts->openPrompts().size() == 1; }, 15'000))
        return false;
    icui::PermissionPrompt *prompt = prompts->openPrompts().constFirst();
    if (!QTest::qWaitForWindowExposed(prompt))
        return false;
    prompt->alwaysButton()->click();
    return !isError(mcp.awaitAnswer(2));
}

void TestMcpConnections::allowedClientIsListedWithNameTierAndCalls()
{
    McpProcess mcp;
    QVERIFY(allowAlways(mcp, QStringLiteral("Coach Client")));
    QTRY_COMPARE(box()->table()->model()->rowCount(), 1);
    QCOMPARE(cell(ToolSessionsModel::ToolColumn),
             QStringLiteral("Coach Client 1.0 via ic-tool mcp"));
    QCOMPARE(cell(ToolSessionsModel::TierColumn), QStringLiteral("observer"));
    QCOMPARE(cell(ToolSessionsModel::WhereColumn), QStringLiteral("Program"));
    QCOMPARE(cell(ToolSessionsModel::CategoriesColumn), QStringLiteral("match"));
    QVERIFY(box()->emptyState()->isHidden());

    // Its calls count: three more tool calls, three more messages in (refreshed in place).
    QTRY_VERIFY(cell(ToolSessionsModel::MessagesInColumn).toInt() > 0);
    const int before = cell(ToolSessionsModel::MessagesInColumn).toInt();
    for (int id = 3; id <= 5; ++id) {
        mcp.callHistory(id);
        QVERIFY(!isError(mcp.awaitAnswer(id)));
    }
    QTRY_VERIFY_WITH_TIMEOUT(cell(ToolSessionsModel::MessagesInColumn).toInt() >= before + 3, 5000);
}

void TestMcpConnections::kickIsToldOnceThenTheNextCallGetsIn()
{
    McpProcess mcp;
    QVERIFY(allowAlways(mcp, QStringLiteral("Kicked Client")));
    QTRY_COMPARE(box()->table()->model()->rowCount(), 1);
    box()->table()->selectRow(0);
    QVERIFY(box()->kickButton()->isEnabled());
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    box()->kickButton()->click();
    QTRY_COMPARE(box()->table()->model()->rowCount(), 0);

    // The next call: a tool error that says who ended it and how to keep it out; not sent.
    mcp.callTool(3, QStringLiteral("explain_unit_stats"),
                 {{QStringLiteral("unit_type"), QStringLiteral("heavy_tank")}});
    const QJsonObject told = mcp.awaitAnswer(3);
    QVERIFY(isError(told));
    QVERIFY2(textOf(told).contains(QLatin1String("kicked it on the Connections page")),
             qPrintable(textOf(told)));
    QVERIFY(textOf(told).contains(QLatin1String("disable \"mcp\" on the panel's Tools page")));
    // Allowed once, it is not on the Tools page (twenty-fifth newcomer): Deny keeps it out.
    QVERIFY(textOf(told).contains(QLatin1String("or choose Deny when the panel asks")));
    QCOMPARE(box()->table()->model()->rowCount(), 0);

    // The call after connects again (still paired: no question) and is listed again.
    mcp.callHistory(4);
    const QJsonObject again = mcp.awaitAnswer(4);
    QVERIFY2(!isError(again), qPrintable(textOf(again)));
    QVERIFY(m_window->prompts()->openPrompts().isEmpty());
    QTRY_COMPARE(box()->table()->model()->rowCount(), 1);
    QCOMPARE(cell(ToolSessionsModel::ToolColumn),
             QStringLiteral("Kicked Client 1.0 via ic-tool mcp"));
}

void TestMcpConnections::pairedFromATerminalShowsItsNameAndTier()
{
    QJsonObject paired;
    icpanel::PanelControlPair::answer(m_panel.get(),
                                      {{QStringLiteral("command"), QStringLiteral("mcp-pair")},
                                       {QStringLiteral("tier"), QStringLiteral("admin")},
                                       {QStringLiteral("name"), QStringLiteral("Desk AI")}},
                                      [&paired](const QJsonObject &answer) { paired = answer; });
    QCOMPARE(paired.value(QLatin1String("tier")).toString(), QStringLiteral("admin"));

    McpProcess mcp;
    const QJsonObject initialized = mcp.start(QStringLiteral("Desk AI"));
    QVERIFY2(instructionsOf(initialized).contains(QLatin1String("paired at the admin tier")),
             qPrintable(instructionsOf(initialized)));
    mcp.callHistory(2);
    QVERIFY(!isError(mcp.awaitAnswer(2)));
    QTRY_COMPARE(box()->table()->model()->rowCount(), 1);
    QCOMPARE(cell(ToolSessionsModel::ToolColumn), QStringLiteral("MCP server (Desk AI)"));
    QCOMPARE(cell(ToolSessionsModel::TierColumn), QStringLiteral("admin"));
    QVERIFY(m_window->prompts()->openPrompts().isEmpty());
}

QTEST_MAIN(TestMcpConnections)
#include "TestMcpConnections.moc"
