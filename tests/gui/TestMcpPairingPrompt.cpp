// An unpaired `ic-tool mcp` (a real process, newline JSON-RPC on its standard input and output)
// against the real window over a real Panel and a simulated game: its first call asks in the
// window as a program the panel does not know (docs/icrp-spec.md §18.2), the prompt says it is
// an AI assistant (MCP), names the MCP client from its initialize and lists what the model will
// read (the live match as an observer, history, replays, styles, unit stats; twenty-third
// newcomer), and each answer reaches the call that waited — Allow Once
// (this session only), Always Allow (paired as the tool "mcp": the next start gets in without
// a question, and says the tier it got) and Deny (a tool error saying how to allow it later;
// the next call within a minute is not asked about again). Any other program that the panel
// does not know keeps the unknown program's question.

#include "McpProcess.h"
#include "WindowFixture.h"

#include "ui/prompts/PermissionPrompt.h"
#include "ui/prompts/PromptPresenter.h"

#include "host/PermissionRequests.h"
#include "host/ToolHost.h"
#include "tools/ToolRegistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace mcpprocess;

class TestMcpPairingPrompt : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void allowOnceAnswersTheWaitingCall();
    void alwaysAllowPairsForGood();
    void denyIsAToolErrorThatSaysHowToAllowIt();
    void otherProgramsKeepTheUnknownProgramsQuestion();

private:
    /// The one prompt now open, once it is there and on screen; nullptr when none came.
    icui::PermissionPrompt *awaitPrompt();

    QTemporaryDir m_runtime; // where the panel says it runs (ic-tool finds it there)
};

void TestMcpPairingPrompt::initTestCase()
{
    QVERIFY(m_runtime.isValid()); // mode 0700, as a runtime folder must be
    qputenv("XDG_RUNTIME_DIR", m_runtime.path().toLocal8Bit());
}

void TestMcpPairingPrompt::init()
{
    m_withHost = true;
    m_historySeed = 2;
    setUpWindow();
}

void TestMcpPairingPrompt::cleanup()
{
    tearDownWindow();
}

icui::PermissionPrompt *TestMcpPairingPrompt::awaitPrompt()
{
    icui::PromptPresenter *prompts = m_window->prompts();
    if (!QTest::qWaitFor([prompts] { return prompts->openPrompts().size() == 1; }, 15'000))
        return nullptr;
    icui::PermissionPrompt *prompt = prompts->openPrompts().constFirst();
    return QTest::qWaitForWindowExposed(prompt) ? prompt : nullptr;
}

void TestMcpPairingPrompt::allowOnceAnswersTheWaitingCall()
{
    McpProcess mcp;
    const QJsonObject initialized = mcp.start(QStringLiteral("Claude Test"));
    QVERIFY2(instructionsOf(initialized).contains(QLatin1String("not paired")),
             qPrintable(instructionsOf(initialized)));
    mcp.callHistory(2);
    icui::PermissionPrompt *prompt = awaitPrompt();
    QVERIFY(prompt);
    QCOMPARE(prompt->headline(),
             QStringLiteral("An AI assistant (MCP) wants to read your matches"));
    const QString body = prompt->body();
    QVERIFY2(body.contains(QStringLiteral("calls itself <b>“Claude Test 1.0”</b>")),
             qPrintable(body));
    QVERIFY2(!body.contains(QLatin1String("via ic-tool mcp")), qPrintable(body));
    for (const char *reads :
         {"AI model will be able to read (read-only)", "The live match as an observer sees it",
          "The match history", "Replays of finished matches", "Players' styles", "Unit stats"})
        QVERIFY2(body.contains(QLatin1String(reads)), reads);
    // What it will not get, and the warning about names, as for any program.
    QVERIFY(body.contains(QLatin1String("It will not get:")));
    QVERIFY(body.contains(QLatin1String("Admin access: pausing, kicking players")));
    QVERIFY(body.contains(QLatin1String("The game's password, the panel's tokens")));
    QVERIFY(body.contains(QLatin1String("anything on this computer can give itself that name")));
    QCOMPARE(icui::PermissionPrompt::lastBody(), body);
    QVERIFY(prompt->alwaysButton()->isEnabled());
    prompt->allowOnceButton()->click();

    const QJsonObject answer = mcp.awaitAnswer(2);
    QVERIFY2(!isError(answer), qPrintable(textOf(answer)));
    QVERIFY(answer.value(QLatin1String("result"))
                .toObject()
                .value(QLatin1String("structuredContent"))
                .toObject()
                .contains(QLatin1String("matches")));
    // Once: nothing kept, and the session goes on without asking again.
    QVERIFY(!m_panel->tools()->find(QStringLiteral("mcp")));
    mcp.callHistory(3);
    QVERIFY(!isError(mcp.awaitAnswer(3)));
    QVERIFY(m_window->prompts()->openPrompts().isEmpty());
}

void TestMcpPairingPrompt::alwaysAllowPairsForGood()
{
    QSignalSpy asked(m_panel->host()->requests(), &ichost::PermissionRequests::requested);
    {
        McpProcess mcp;
        mcp.start(QStringLiteral("Kept Client"));
        mcp.callHistory(2);
        icui::PermissionPrompt *prompt = awaitPrompt();
        QVERIFY(prompt);
        QVERIFY(prompt->body().contains(QStringLiteral("“Kept Client 1.0”")));
        prompt->alwaysButton()->click();
        const QJsonObject answer = mcp.awaitAnswer(2);
        QVERIFY2(!isError(answer), qPrintable(textOf(answer)));
        QTRY_VERIFY(m_panel->tools()->find(QStringLiteral("mcp")));
        QVERIFY(m_panel->tools()->find(QStringLiteral("mcp"))->paired);
        QCOMPARE(m_panel->tools()->find(QStringLiteral("mcp"))->granted.tier, icrp::Tier::Observer);
    }
    QCOMPARE(asked.size(), 1);
    // One entry on the Tools page: the gateway paired it under the id it claimed, not as a
    // second "program-…" beside "mcp".
    QCOMPARE(std::count_if(m_panel->tools()->tools().cbegin(), m_panel->tools()->tools().cend(),
                           [](const ictools::InstalledTool &t) { return t.paired; }),
             1);

    // Started again: in through mcp-token, no question, and it says the tier it got.
    McpProcess again;
    const QJsonObject initialized = again.start(QStringLiteral("Kept Client"));
    QVERIFY2(instructionsOf(initialized).contains(QLatin1String("paired at the observer tier")),
             qPrintable(instructionsOf(initialized)));
    again.callHistory(2);
    const QJsonObject answer = again.awaitAnswer(2);
    QVERIFY2(!isError(answer), qPrintable(textOf(answer)));
    QCOMPARE(asked.size(), 1);
    QVERIFY(m_window->prompts()->openPrompts().isEmpty());

    // Named in a terminal afterwards (twenty-third newcomer): --name renames the entry the
    // window made, and says so; the tier stays.
    const auto *kept = m_panel->tools()->find(QStringLiteral("mcp"));
    QCOMPARE(kept->name, QStringLiteral("Kept Client 1.0 via ic-tool mcp"));
    QProcess named;
    QSignalSpy finished(&named, &QProcess::finished);
    named.start(QStringLiteral(IC_TOOL_PATH),
                {QStringLiteral("mcp"), QStringLiteral("--pair"), QStringLiteral("--name"),
                 QStringLiteral("Coach AI")});
    QVERIFY(finished.wait(15'000)); // the panel answers it from this event loop
    const QString out = QString::fromUtf8(named.readAllStandardOutput());
    QCOMPARE(named.exitCode(), 0);
    QVERIFY2(out.contains(QLatin1String("it is named \"MCP server (Coach AI)\" on the panel's "
                                        "Tools page now, and its tier is observer")),
             qPrintable(out));
    QCOMPARE(m_panel->tools()->find(QStringLiteral("mcp"))->name,
             QStringLiteral("MCP server (Coach AI)"));
    QCOMPARE(m_panel->tools()->find(QStringLiteral("mcp"))->granted.tier, icrp::Tier::Observer);
}

void TestMcpPairingPrompt::denyIsAToolErrorThatSaysHowToAllowIt()
{
    QSignalSpy asked(m_panel->host()->requests(), &ichost::PermissionRequests::requested);
    McpProcess mcp;
    mcp.start(QStringLiteral("Denied Client"));
    mcp.callHistory(2);
    icui::PermissionPrompt *prompt = awaitPrompt();
    QVERIFY(prompt);
    QVERIFY(prompt->body().contains(QStringLiteral("“Denied Client 1.0”")));
    prompt->denyButton()->click();

    const QJsonObject answer = mcp.awaitAnswer(2);
    QVERIFY(isError(answer));
    QVERIFY2(textOf(answer).contains(QLatin1String("declined this MCP server")),
             qPrintable(textOf(answer)));
    QVERIFY(textOf(answer).contains(QLatin1String("ic-tool mcp --pair")));
    QVERIFY(!m_panel->tools()->find(QStringLiteral("mcp")));

    // The panel remembers the denial for a minute: the next call is refused without a prompt.
    mcp.callHistory(3);
    const QJsonObject next = mcp.awaitAnswer(3);
    QVERIFY(isError(next));
    QVERIFY2(textOf(next).contains(QLatin1String("did not ask its user")),
             qPrintable(textOf(next)));
    QVERIFY(textOf(next).contains(QLatin1String("ic-tool mcp --pair")));
    QCOMPARE(asked.size(), 1);
}

void TestMcpPairingPrompt::otherProgramsKeepTheUnknownProgramsQuestion()
{
    ichost::PermissionRequest request;
    request.kind = ichost::PermissionRequest::Kind::Pairing;
    request.address = QStringLiteral("127.0.0.1");
    request.subscriptions = {QStringLiteral("match")};
    // Another id with the MCP server's kind of name, the MCP server's id with another name,
    // neither: each is an unknown program.
    const QList<QPair<QString, QString>> programs{
        {QStringLiteral("notes"), QStringLiteral("Claude via ic-tool mcp")},
        {QStringLiteral("mcp"), QStringLiteral("Some Script 2.0")},
        {QString(), QStringLiteral("Some Script 2.0")}};
    for (const auto &[toolId, name] : programs) {
        request.toolId = toolId;
        request.name = name;
        icui::PermissionPrompt prompt(request, 60'000);
        QCOMPARE(prompt.headline(), QStringLiteral("An unknown program wants to use the game"));
        QVERIFY2(prompt.body().contains(QLatin1String("A program that calls itself")),
                 qPrintable(prompt.body()));
        QVERIFY(prompt.body().contains(QLatin1String("Observer access (read-only game state)")));
        QVERIFY(!prompt.body().contains(QLatin1String("AI")));
    }
    // The MCP server with a client that gave no name is still the AI assistant.
    request.toolId = QStringLiteral("mcp");
    request.name = QStringLiteral("ic-tool mcp");
    icui::PermissionPrompt unnamed(request, 60'000);
    QCOMPARE(unnamed.headline(),
             QStringLiteral("An AI assistant (MCP) wants to read your matches"));
    QVERIFY2(unnamed.body().contains(QLatin1String("MCP client that gave no name")),
             qPrintable(unnamed.body()));
}

QTEST_MAIN(TestMcpPairingPrompt)
#include "TestMcpPairingPrompt.moc"
