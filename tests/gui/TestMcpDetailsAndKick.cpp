// Twenty-fourth newcomer (findings 2 and 3). Tool Details of the MCP entry paired from a terminal
// (`ic-tool mcp --pair --name "Coach AI"`) said "Let in when it asked IC Control Panel's
// gateway.", showed "Unverified author" and a package line though there is no package, and listed
// only "Match events". Now a paired program says "Paired with the panel" (the index does not keep
// how), no author, package or files, and the MCP server lists what the AI model can read as the
// window's question does. The Kick Tool… confirmation of a program allowed once was titled
// "Kick … (allowed once) (Program)?" and told the user to disable it on the Tools page, where it
// is not listed: now one parenthesis, and it says the panel asks again when it comes back (it
// does: the test kicks it and sees the question again). A real ic-tool mcp, real keys (Return on
// the Tools row, Alt+L on Connections). IC_TEST_SHOTS=<folder> saves the dialogs to look at.

#include "McpProcess.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/connections/ToolSessionsBox.h"
#include "ui/prompts/PermissionPrompt.h"
#include "ui/prompts/PromptPresenter.h"
#include "ui/tools/TierRisk.h"
#include "ui/tools/ToolDetailsDialog.h"
#include "ui/tools/ToolsPage.h"

#include "panel/PanelControlPair.h"
#include "panel/ToolSessionsModel.h"
#include "tools/ToolRegistry.h"

#include <QApplication>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace mcpprocess;
using icpanel::ToolSessionsModel;

class TestMcpDetailsAndKick : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void pairedFromATerminalSaysWhatTheModelReads();
    void aProgramAllowedInTheWindowHasNoAuthor();
    void kickingAProgramAllowedOnceSaysItIsAskedAgain();

private:
    /// Return on the Tools row of `id` (the real key): the details' text; a picture as `shot`.
    QString detailsByKey(const QString &id, const QString &shot);
    icui::ToolSessionsBox *box() const { return m_window->connectionsPage()->toolSessionsBox(); }

    QTemporaryDir m_runtime; // where the panel says it runs (ic-tool finds it there)
};

void TestMcpDetailsAndKick::initTestCase()
{
    QVERIFY(m_runtime.isValid());
    qputenv("XDG_RUNTIME_DIR", m_runtime.path().toLocal8Bit());
}

void TestMcpDetailsAndKick::init()
{
    m_withHost = true;
    m_historySeed = 2;
    setUpWindow();
    m_window->resize(1100, 700);
}

void TestMcpDetailsAndKick::cleanup()
{
    icui::MessageBox::setNextAnswer(QMessageBox::NoButton);
    tearDownWindow();
}

QString TestMcpDetailsAndKick::detailsByKey(const QString &id, const QString &shot)
{
    m_window->showPage(icui::MainWindow::Page::Tools);
    icui::ToolsPage *page = m_window->toolsPage();
    m_window->activateWindow();
    if (!QTest::qWaitForWindowActive(m_window.get()) || !page->selectTool(id))
        return QStringLiteral("<not listed>");
    page->table()->setFocus(Qt::OtherFocusReason);
    QString text = QStringLiteral("<no details>");
    icui::ModalDialog::setNextHandler([&text, shot](QDialog &dialog) {
        if (auto *details = qobject_cast<icui::ToolDetailsDialog *>(&dialog)) {
            text = details->summaryText();
            details->show();
            if (QTest::qWaitForWindowExposed(details))
                ictest::saveShot(details, shot);
        }
        return int(QDialog::Rejected);
    });
    QTest::keyClick(page->table(), Qt::Key_Return);
    icui::ModalDialog::clearNextHandler();
    return text;
}

void TestMcpDetailsAndKick::pairedFromATerminalSaysWhatTheModelReads()
{
    // What `ic-tool mcp --pair --name "Coach AI"` asks the running panel.
    QJsonObject paired;
    icpanel::PanelControlPair::answer(m_panel.get(),
                                      {{QStringLiteral("command"), QStringLiteral("mcp-pair")},
                                       {QStringLiteral("name"), QStringLiteral("Coach AI")}},
                                      [&paired](const QJsonObject &answer) { paired = answer; });
    QCOMPARE(paired.value(QLatin1String("tool")).toString(), QStringLiteral("mcp"));

    const QString text = detailsByKey(QStringLiteral("mcp"), QStringLiteral("details-mcp-paired"));
    QVERIFY2(text.startsWith(QLatin1String("MCP server (Coach AI)\n")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Paired with the panel")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Id: mcp")), qPrintable(text));
    // Nothing it is not: no claim of how it came in, no author, no package, no files.
    for (const char *untrue :
         {"Let in when it asked", "Unverified author", "(a program you allowed)",
          "The package names its author", "Files:", "This tool requests", "paired (mcp)"})
        QVERIFY2(!text.contains(QLatin1String(untrue)), untrue);
    // What the model reads, as the window's question lists it, and what it will not get.
    QVERIFY(text.contains(QLatin1String("The AI model can read (read-only)")));
    const QStringList reads = icui::TierRisk::mcpReads(icrp::Tier::Observer);
    QCOMPARE(reads.size(), 5);
    for (const QString &line : reads)
        QVERIFY2(text.contains(QStringLiteral("✓ ") + line), qPrintable(line));
    QVERIFY(text.contains(QStringLiteral("✓ The live match as an observer sees it")));
    QVERIFY(text.contains(QStringLiteral("✓ Replays of finished matches")));
    QVERIFY(text.contains(QStringLiteral("✓ Unit stats")));
    QVERIFY(text.contains(QStringLiteral("✗ The game's password, the panel's tokens")));
    QVERIFY2(text.contains(QStringLiteral("✗ Admin access")), qPrintable(text));
}

void TestMcpDetailsAndKick::aProgramAllowedInTheWindowHasNoAuthor()
{
    // Another program let in with Always Allow: paired too, its own grant listed; no author.
    ictools::ToolGrant grant;
    grant.tier = icrp::Tier::Observer;
    grant.categories = {icrp::EventCategory::Match};
    QVERIFY(m_panel->tools()->addPairedProgram(QStringLiteral("program-obs-bridge"),
                                               QStringLiteral("OBS Bridge"), grant));
    m_panel->noteToolsChanged();
    const QString text = detailsByKey(QStringLiteral("program-obs-bridge"),
                                      QStringLiteral("details-paired-program"));
    QVERIFY2(text.startsWith(QLatin1String("OBS Bridge\n")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Paired with the panel: a program you allowed")),
             qPrintable(text));
    QVERIFY(text.contains(QLatin1String("This tool requests")));
    QVERIFY(!text.contains(QLatin1String("The AI model can read")));
    for (const char *untrue : {"Let in when it asked", "Unverified author", "Files:"})
        QVERIFY2(!text.contains(QLatin1String(untrue)), untrue);
}

void TestMcpDetailsAndKick::kickingAProgramAllowedOnceSaysItIsAskedAgain()
{
    m_window->showPage(icui::MainWindow::Page::Connections);
    McpProcess mcp;
    mcp.start(QStringLiteral("coach-ai"));
    mcp.callHistory(2);
    icui::PromptPresenter *prompts = m_window->prompts();
    QTRY_COMPARE_WITH_TIMEOUT(prompts->openPrompts().size(), 1, 15'000);
    QVERIFY(QTest::qWaitForWindowExposed(prompts->openPrompts().constFirst()));
    prompts->openPrompts().constFirst()->allowOnceButton()->click();
    QVERIFY(!isError(mcp.awaitAnswer(2)));
    QTRY_COMPARE(box()->table()->model()->rowCount(), 1);
    QCOMPARE(box()->table()->model()->index(0, ToolSessionsModel::ToolColumn).data().toString(),
             QStringLiteral("coach-ai 1.0 via ic-tool mcp (allowed once)"));
    QVERIFY(!m_panel->tools()->find(QStringLiteral("mcp"))); // not on the Tools page

    // Alt+L on the real confirmation, looked at, then Escape: nothing happens.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    box()->table()->selectRow(0);
    box()->table()->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(box()->table()));
    QVERIFY(box()->kickButton()->isEnabled());
    QPointer<QMessageBox> seen;
    QString title;
    QString body;
    QTimer look;
    look.setInterval(10);
    connect(&look, &QTimer::timeout, this, [&] {
        auto *shown = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!shown || !shown->isActiveWindow() || seen)
            return;
        seen = shown;
        look.stop();
        title = shown->windowTitle();
        body = shown->text();
        ictest::saveShot(shown, QStringLiteral("kick-allowed-once-confirmation"));
        QTest::keyClick(shown, Qt::Key_Escape);
    });
    look.start();
    // The button's Alt letter clicks it a moment later (Qt animates the press).
    QTest::keyClick(box()->table(), Qt::Key_L, Qt::AltModifier);
    QTRY_VERIFY(!title.isEmpty());
    look.stop();
    QTRY_VERIFY(seen.isNull() || !seen->isVisible());
    QCOMPARE(title, QStringLiteral("Kick coach-ai 1.0 via ic-tool mcp (allowed once)?"));
    QCOMPARE(title.count(u'('), 1);
    QVERIFY2(!body.contains(QLatin1String("disable it on the Tools page")), qPrintable(body));
    QVERIFY2(body.contains(QLatin1String("if it connects again, the panel asks you again")),
             qPrintable(body));
    QCOMPARE(box()->table()->model()->rowCount(), 1);

    // Kicked: the next call is told, and the one after is asked about again, as it said.
    box()->table()->selectRow(0);
    QVERIFY(box()->kickButton()->isEnabled());
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    box()->kickButton()->click();
    QCOMPARE(icui::MessageBox::lastTitle(), title);
    QTRY_COMPARE(box()->table()->model()->rowCount(), 0);
    mcp.callHistory(3);
    QVERIFY(isError(mcp.awaitAnswer(3)));
    mcp.callHistory(4);
    QTRY_COMPARE_WITH_TIMEOUT(prompts->openPrompts().size(), 1, 15'000);
    prompts->openPrompts().constFirst()->denyButton()->click();
    QVERIFY(isError(mcp.awaitAnswer(4)));
}

QTEST_MAIN(TestMcpDetailsAndKick)
#include "TestMcpDetailsAndKick.moc"
