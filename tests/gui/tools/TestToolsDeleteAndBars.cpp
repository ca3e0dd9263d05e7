// Twenty-third newcomer on the Tools page (findings 7, 9, 11 and "Icons and polish"): Delete on a
// row did nothing; a cancelled uninstall left no status-bar line; a green "Uninstalled …" bar
// stayed while the list changed for another reason (an MCP client allowed from a prompt); the
// MCP server was "A program you allowed"; the bundled examples said "Unverified author: IC
// Control Panel". Now Delete asks what Uninstall… asks (Cancel the default), a cancel says
// "Nothing was uninstalled.", a done or information bar goes when the tools change for another
// reason (warnings and errors stay), ic-tool mcp is "AI assistant (MCP) you allowed", and the
// install dialog says "Comes with IC Control Panel" for the very bytes of a shipped example
// only. IC_TEST_SHOTS=<folder> saves the page and the confirmation to look at.

#include "ui/MainWindow.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/ToolsPage.h"

#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include "TestShots.h"
#include "ToolPackages.h"

#include <QApplication>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>

using icui::InstallDialog;
using icui::MessageBar;
using icui::MessageBox;

class TestToolsDeleteAndBars : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void deleteAsksWhatUninstallAsks();
    void returnOnTheRealConfirmationCancelsAndSaysSo();
    void anEarlierDoneBarGoesWhenTheToolsChangeElsewhere();
    void warningsAndErrorsStayWhenTheToolsChange();
    void theMcpServerIsAnAiAssistant();
    void onlyTheShippedExampleComesWithThePanel();

private:
    icui::ToolsPage *page() const { return m_window->toolsPage(); }
    QString statusLine() const { return m_window->statusBar()->currentMessage(); }
    /// Writes `spec` as `file` and installs it through the page (the dialog answered Install).
    bool install(const ictest::ToolSpec &spec, const QString &file);
    /// The focus on the Tools table with the row of `id` selected, the window active.
    void focusRow(const QString &id);
    /// What ic-tool mcp's Always Allow does to the list: a paired program joins it.
    void allowMcpClient(const QString &id, const QString &name);
    QString statusOf(const QString &id) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icpanel::Panel> m_panel;
    std::unique_ptr<icui::MainWindow> m_window;
    /// The example package this panel ships (Panel::Options::exampleOverlays).
    QString m_example;
};

namespace {

/// The example the panel "ships" in these tests: its tool.yaml names the panel as its author.
ictest::ToolSpec exampleSpec()
{
    ictest::ToolSpec spec;
    spec.id = QStringLiteral("kill-feed");
    spec.name = QStringLiteral("Kill Feed");
    spec.author = QStringLiteral("IC Control Panel");
    spec.version = QStringLiteral("1.0.1");
    spec.page = QByteArrayLiteral("<html>the panel's own kill feed</html>");
    return spec;
}

} // namespace

void TestToolsDeleteAndBars::init()
{
    MessageBar::setDefaultAutoHideMs(0, 0); // a bar goes only when the page takes it away
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_example = m_dir->filePath(QStringLiteral("examples/kill-feed.icpkg"));
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("examples"))));
    QVERIFY(exampleSpec().write(m_example));
    icpanel::Panel::Options options;
    options.settingsFile = m_dir->filePath(QStringLiteral("panel.ini"));
    options.forceSessionOnlySecrets = true;
    options.toolsRoot = m_dir->filePath(QStringLiteral("tools"));
    options.exampleOverlays = {m_example};
    m_panel = std::make_unique<icpanel::Panel>(options);
    QVERIFY2(m_panel->toolsError().isEmpty(), qPrintable(m_panel->toolsError()));
    m_window = std::make_unique<icui::MainWindow>(*m_panel);
    m_window->resize(960, 620);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->showPage(icui::MainWindow::Page::Tools);
    for (const QString &id : {QStringLiteral("live-stats"), QStringLiteral("my-overlay")}) {
        ictest::ToolSpec spec;
        spec.id = id;
        spec.name = id == QLatin1String("my-overlay") ? QStringLiteral("My Overlay")
                                                      : QStringLiteral("Live Stats");
        QVERIFY(install(spec, id + QStringLiteral(".icpkg")));
    }
    QCOMPARE(page()->table()->rowCount(), 2);
    page()->messageBar()->hideMessage();
    m_window->statusBar()->clearMessage();
}

void TestToolsDeleteAndBars::cleanup()
{
    InstallDialog::setNextAnswer(InstallDialog::Answer::None);
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    m_window.reset();
    m_panel.reset();
    m_dir.reset();
}

bool TestToolsDeleteAndBars::install(const ictest::ToolSpec &spec, const QString &file)
{
    const QString path = m_dir->filePath(file);
    if (!spec.write(path))
        return false;
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
    return page()->installPackage(path);
}

void TestToolsDeleteAndBars::focusRow(const QString &id)
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(page()->selectTool(id));
    page()->table()->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(page()->table()));
}

void TestToolsDeleteAndBars::allowMcpClient(const QString &id, const QString &name)
{
    ictools::ToolGrant grant;
    grant.tier = icrp::Tier::Observer;
    QVERIFY(m_panel->tools()->addPairedProgram(id, name, grant));
    m_panel->noteToolsChanged(); // as the host's toolsEdited does after Always Allow
}

QString TestToolsDeleteAndBars::statusOf(const QString &id) const
{
    QTableWidget *table = page()->table();
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, icui::ToolsPage::IdColumn)->text() == id)
            return table->item(row, icui::ToolsPage::StatusColumn)->text();
    }
    return QStringLiteral("<not listed>");
}

void TestToolsDeleteAndBars::deleteAsksWhatUninstallAsks()
{
    focusRow(QStringLiteral("my-overlay"));
    // Cancelled: the tool stays, and the status bar says so.
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    QTest::keyClick(page()->table(), Qt::Key_Delete);
    QCOMPARE(MessageBox::lastTitle(), QStringLiteral("Uninstall Tool"));
    QVERIFY2(MessageBox::lastText().startsWith(QLatin1String("Uninstall My Overlay 1.0.0?")),
             qPrintable(MessageBox::lastText()));
    QVERIFY2(MessageBox::lastAction().startsWith(QLatin1String("&Uninstall ")),
             qPrintable(MessageBox::lastAction()));
    QVERIFY(m_panel->tools()->find(QStringLiteral("my-overlay")));
    QCOMPARE(statusLine(), QStringLiteral("Nothing was uninstalled."));

    // The same as Uninstall… pressed: the same question.
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    page()->uninstallButton()->click();
    const QString byButton = MessageBox::lastText();
    const QString actionByButton = MessageBox::lastAction();
    focusRow(QStringLiteral("my-overlay"));
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    QTest::keyClick(page()->table(), Qt::Key_Delete);
    QCOMPARE(MessageBox::lastText(), byButton);
    QCOMPARE(MessageBox::lastAction(), actionByButton);

    // Agreed: it goes, as by Uninstall….
    focusRow(QStringLiteral("my-overlay"));
    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::keyClick(page()->table(), Qt::Key_Delete);
    QTRY_VERIFY(!m_panel->tools()->find(QStringLiteral("my-overlay")));
    QCOMPARE(page()->messageBar()->kind(), MessageBar::Kind::Positive);
    QCOMPARE(page()->messageBar()->text(),
             QStringLiteral("Uninstalled My Overlay 1.0.0; its OBS URL no longer works."));

    // With nothing selected, Delete asks nothing.
    page()->table()->clearSelection();
    const QString asked = MessageBox::lastText();
    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::keyClick(page()->table(), Qt::Key_Delete);
    QCOMPARE(MessageBox::lastText(), asked);
    QCOMPARE(page()->table()->rowCount(), 1);
    MessageBox::setNextAnswer(QMessageBox::NoButton);
}

void TestToolsDeleteAndBars::returnOnTheRealConfirmationCancelsAndSaysSo()
{
    focusRow(QStringLiteral("my-overlay"));
    QPointer<QMessageBox> seen;
    bool cancelIsDefault = false;
    QTimer look;
    look.setInterval(10);
    connect(&look, &QTimer::timeout, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isActiveWindow() || seen)
            return;
        seen = box;
        look.stop();
        cancelIsDefault = box->defaultButton() == box->button(QMessageBox::Cancel);
        ictest::saveShot(box, QStringLiteral("tools-delete-confirmation"));
        QWidget *focus = QApplication::focusWidget();
        QTest::keyClick(focus ? focus : box, Qt::Key_Return);
    });
    look.start();
    QTest::keyClick(page()->table(), Qt::Key_Delete); // returns once the box is closed
    look.stop();
    QVERIFY(seen.isNull() || !seen->isVisible());
    QVERIFY(cancelIsDefault);
    QVERIFY(m_panel->tools()->find(QStringLiteral("my-overlay")));
    QCOMPARE(statusLine(), QStringLiteral("Nothing was uninstalled."));
    ictest::saveShot(m_window.get(), QStringLiteral("tools-nothing-uninstalled"));
}

void TestToolsDeleteAndBars::anEarlierDoneBarGoesWhenTheToolsChangeElsewhere()
{
    MessageBar *bar = page()->messageBar();
    focusRow(QStringLiteral("my-overlay"));
    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::keyClick(page()->table(), Qt::Key_Delete);
    QTRY_VERIFY(!m_panel->tools()->find(QStringLiteral("my-overlay")));
    const QString done =
        QStringLiteral("Uninstalled My Overlay 1.0.0; its OBS URL no longer works.");
    QCOMPARE(bar->text(), done); // its own change came before it: it is shown

    // The tools said changed with the list as it was (the overlay host's state): it stays.
    m_panel->noteToolsChanged();
    QCOMPARE(bar->text(), done);

    // An MCP client allowed from a prompt adds a row: the bar about the uninstall goes.
    allowMcpClient(QStringLiteral("mcp"), QStringLiteral("coach-ai 0.3.0 via ic-tool mcp"));
    QCOMPARE(page()->table()->rowCount(), 2);
    QVERIFY(!bar->hasMessage());
    ictest::saveShot(m_window.get(), QStringLiteral("tools-after-allow"));

    // A blue bar ("already installed") goes the same way; the next action's own bar shows.
    const QString path = m_dir->filePath(QStringLiteral("live-stats.icpkg"));
    QVERIFY(!page()->installPackage(path));
    QCOMPARE(bar->kind(), MessageBar::Kind::Information);
    QVERIFY(bar->hasMessage());
    focusRow(QStringLiteral("live-stats"));
    QTest::keyClick(page()->table(), Qt::Key_D, Qt::AltModifier); // Disable: no bar of its own
    QTRY_VERIFY(!m_panel->tools()->find(QStringLiteral("live-stats"))->enabled);
    QVERIFY(!bar->hasMessage());
    QCOMPARE(statusLine(), QStringLiteral("Disabled Live Stats."));
}

void TestToolsDeleteAndBars::warningsAndErrorsStayWhenTheToolsChange()
{
    MessageBar *bar = page()->messageBar();
    // A package that is no package: the red bar says so.
    const QString bad = m_dir->filePath(QStringLiteral("bad.icpkg"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("not a zip file\n").repeated(20));
    file.close();
    QVERIFY(!page()->installPackage(bad));
    QCOMPARE(bar->kind(), MessageBar::Kind::Error);
    const QString error = bar->text();
    allowMcpClient(QStringLiteral("mcp"), QStringLiteral("coach-ai 0.3.0 via ic-tool mcp"));
    QCOMPARE(page()->table()->rowCount(), 3);
    QCOMPARE(bar->text(), error);

    bar->showMessage(MessageBar::Kind::Warning, QStringLiteral("A warning"));
    allowMcpClient(QStringLiteral("program-obs-bridge"), QStringLiteral("OBS Bridge"));
    QCOMPARE(page()->table()->rowCount(), 4);
    QCOMPARE(bar->text(), QStringLiteral("A warning"));
    QCOMPARE(bar->kind(), MessageBar::Kind::Warning);
}

void TestToolsDeleteAndBars::theMcpServerIsAnAiAssistant()
{
    allowMcpClient(QStringLiteral("mcp"), QStringLiteral("coach-ai 0.3.0 via ic-tool mcp"));
    // A second MCP client, its id from its name (the id "mcp" was taken).
    allowMcpClient(QStringLiteral("program-claude-1-0-via-ic-tool-mcp"),
                   QStringLiteral("Claude 1.0 via ic-tool mcp"));
    allowMcpClient(QStringLiteral("program-obs-bridge"), QStringLiteral("OBS Bridge"));
    QCOMPARE(statusOf(QStringLiteral("mcp")), QStringLiteral("AI assistant (MCP) you allowed"));
    QCOMPARE(statusOf(QStringLiteral("program-claude-1-0-via-ic-tool-mcp")),
             QStringLiteral("AI assistant (MCP) you allowed"));
    QCOMPARE(statusOf(QStringLiteral("program-obs-bridge")),
             QStringLiteral("A program you allowed"));
    // A tool from a package keeps its own status.
    QVERIFY(statusOf(QStringLiteral("live-stats")).startsWith(QLatin1String("Overlay")));
    focusRow(QStringLiteral("mcp"));
    ictest::saveShot(m_window.get(), QStringLiteral("tools-mcp-row"));
}

void TestToolsDeleteAndBars::onlyTheShippedExampleComesWithThePanel()
{
    // The very package the panel ships.
    InstallDialog::setNextAnswer(InstallDialog::Answer::Cancel);
    QVERIFY(!page()->installPackage(m_example));
    QString text = InstallDialog::lastText();
    QVERIFY2(text.contains(QLatin1String("\nComes with IC Control Panel\n")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("Unverified")), qPrintable(text));
    InstallDialog shown(m_example, m_panel->tools()->inspect(m_example), m_window.get(),
                        InstallDialog::Origin::Bundled);
    ictest::saveShot(&shown, QStringLiteral("install-bundled-example"));

    // The same tool.yaml, its author "IC Control Panel", with other files: unverified.
    ictest::ToolSpec claimed = exampleSpec();
    claimed.page = QByteArrayLiteral("<html>someone else's kill feed</html>");
    const QString other = m_dir->filePath(QStringLiteral("kill-feed-claimed.icpkg"));
    QVERIFY(claimed.write(other));
    InstallDialog::setNextAnswer(InstallDialog::Answer::Cancel);
    QVERIFY(!page()->installPackage(other));
    text = InstallDialog::lastText();
    QVERIFY2(text.contains(QLatin1String("\nUnverified author: IC Control Panel\n")),
             qPrintable(text));
    QVERIFY(!text.contains(QLatin1String("Comes with")));
}

QTEST_MAIN(TestToolsDeleteAndBars)
#include "TestToolsDeleteAndBars.moc"
