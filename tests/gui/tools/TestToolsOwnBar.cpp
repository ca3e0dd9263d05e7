// Twenty-fourth newcomer (finding 1): after installing or updating a tool from the window (Ctrl+O,
// the install dialog, Install) the Tools page showed an empty band where "Installed … [Get Its
// OBS URL]" belonged: the list of tools said changed once more after the bar was shown (the
// panel reading the tool index again when its file changed), and the page took that for news
// from elsewhere and dropped its own bar. Now the panel says nothing when it reads back its own
// change (the tools are kept in memory as the index keeps them), the bar stays, while an older bar
// still goes when the list changes for another reason (an MCP client allowed). Run with the overlay
// host, as ic-panel runs. IC_TEST_SHOTS=<folder> saves the page after the install and after the
// update.

#include "TestShots.h"
#include "ToolPackages.h"
#include "WindowFixture.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/ToolsPage.h"

#include "PanelProbe.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>

using icui::InstallDialog;
using icui::MessageBar;

class TestToolsOwnBar : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void theInstallsBarStaysAfterTheListIsReadAgain();
    void theUpdatesBarStaysAfterTheListIsReadAgain();
    void anOlderBarStillGoesWhenAClientIsAllowed();

private:
    icui::ToolsPage *page() const { return m_window->toolsPage(); }
    /// Writes My Overlay `version` as a package and installs it as the user does: Ctrl+O, the
    /// package chosen, Install in the install dialog.
    void installWithKeys(const QString &version);
    /// Waits until the panel has read the tool index again after the install (its file
    /// watcher) and said the tools changed, as it does in ic-panel.
    void waitForTheIndexReadAgain(QSignalSpy &changes);
    /// The bar says `text` with Get Its OBS URL.
    void verifyOwnBar(const QString &text);
    /// The panel's reads of the tool index before the last install.
    int m_readsBeforeInstall = 0;
};

void TestToolsOwnBar::init()
{
    MessageBar::setDefaultAutoHideMs(0, 0); // a bar goes only when the page takes it away
    m_withHost = true;                      // the panel watches its tool index, as ic-panel does
    setUpWindow();
    m_window->resize(960, 620);
    m_window->showPage(icui::MainWindow::Page::Tools);
}

void TestToolsOwnBar::cleanup()
{
    InstallDialog::setNextAnswer(InstallDialog::Answer::None);
    tearDownWindow();
    MessageBar::setDefaultAutoHideMs(8000, 20000);
}

void TestToolsOwnBar::installWithKeys(const QString &version)
{
    ictest::ToolSpec spec;
    spec.id = QStringLiteral("my-overlay");
    spec.name = QStringLiteral("My Overlay");
    spec.version = version;
    spec.page = QStringLiteral("<html>%1</html>").arg(version).toUtf8();
    const QString path = m_dir->filePath(QStringLiteral("my-overlay-%1.icpkg").arg(version));
    QVERIFY(spec.write(path));
    m_readsBeforeInstall = icpanel::PanelProbe::toolsIndexReads(*m_panel);
    icui::FileDialog::setNextFileName(path);
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::ControlModifier);
    QTRY_COMPARE(m_panel->tools()->find(QStringLiteral("my-overlay"))->version, version);
}

void TestToolsOwnBar::waitForTheIndexReadAgain(QSignalSpy &changes)
{
    // The install said the tools changed at once; the index file's watcher reads the index the
    // install wrote a moment later. It finds the same tools, so it says nothing more.
    const qsizetype atInstall = changes.count();
    QVERIFY(atInstall >= 1);
    QTRY_VERIFY_WITH_TIMEOUT(icpanel::PanelProbe::toolsIndexReads(*m_panel) > m_readsBeforeInstall,
                             5000);
    QCOMPARE(changes.count(), atInstall);
}

void TestToolsOwnBar::verifyOwnBar(const QString &text)
{
    MessageBar *bar = page()->messageBar();
    QVERIFY2(bar->hasMessage(), "the install's own bar went");
    QVERIFY(bar->isVisible());
    QCOMPARE(bar->kind(), MessageBar::Kind::Positive);
    QCOMPARE(bar->text(), text);
    QVERIFY(bar->actionButton()->isVisible());
    QCOMPARE(bar->actionButton()->text(), QStringLiteral("Get Its &OBS URL"));
}

void TestToolsOwnBar::theInstallsBarStaysAfterTheListIsReadAgain()
{
    QSignalSpy changes(m_panel.get(), &icpanel::Panel::toolsChanged);
    installWithKeys(QStringLiteral("0.1.0"));
    verifyOwnBar(QStringLiteral("Installed My Overlay 0.1.0."));
    waitForTheIndexReadAgain(changes);
    verifyOwnBar(QStringLiteral("Installed My Overlay 0.1.0."));
    QCOMPARE(page()->table()->rowCount(), 1);
    ictest::saveShot(m_window.get(), QStringLiteral("tools-installed-bar"));
    // Its action still leads to the URL.
    QSignalSpy wanted(page(), &icui::ToolsPage::overlayUrlWanted);
    page()->messageBar()->actionButton()->click();
    QCOMPARE(wanted.count(), 1);
    QCOMPARE(wanted.constFirst().constFirst().toString(), QStringLiteral("my-overlay"));
}

void TestToolsOwnBar::theUpdatesBarStaysAfterTheListIsReadAgain()
{
    QSignalSpy changes(m_panel.get(), &icpanel::Panel::toolsChanged);
    installWithKeys(QStringLiteral("0.1.0"));
    waitForTheIndexReadAgain(changes);
    changes.clear();
    installWithKeys(QStringLiteral("0.2.0"));
    verifyOwnBar(QStringLiteral("Updated My Overlay to 0.2.0."));
    waitForTheIndexReadAgain(changes);
    verifyOwnBar(QStringLiteral("Updated My Overlay to 0.2.0."));
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(
                 QLatin1String("Updated My Overlay to 0.2.0.")),
             qPrintable(m_window->statusBar()->currentMessage()));
    ictest::saveShot(m_window.get(), QStringLiteral("tools-updated-bar"));
}

void TestToolsOwnBar::anOlderBarStillGoesWhenAClientIsAllowed()
{
    QSignalSpy changes(m_panel.get(), &icpanel::Panel::toolsChanged);
    installWithKeys(QStringLiteral("0.1.0"));
    waitForTheIndexReadAgain(changes);
    verifyOwnBar(QStringLiteral("Installed My Overlay 0.1.0."));
    // An MCP client allowed from the window's question (Always Allow) joins the list: the bar
    // about the install is no longer news.
    ictools::ToolGrant grant;
    grant.tier = icrp::Tier::Observer;
    QVERIFY(m_panel->tools()->addPairedProgram(
        QStringLiteral("mcp"), QStringLiteral("coach-ai 0.3.0 via ic-tool mcp"), grant));
    m_panel->noteToolsChanged(); // as the host's toolsEdited does after Always Allow
    QCOMPARE(page()->table()->rowCount(), 2);
    QVERIFY(!page()->messageBar()->hasMessage());
}

QTEST_MAIN(TestToolsOwnBar)
#include "TestToolsOwnBar.moc"
