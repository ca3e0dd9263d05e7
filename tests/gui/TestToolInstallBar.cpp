// Round 11: a bad package installed from the Tools page got a modal box and a status-bar line,
// while a success got a green bar on the page. Now a failed install is said on the page's red
// bar (with what to do next and Choose Another Package…), as KeePassXC does; no modal box.

#include "WindowFixture.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/ToolsPage.h"

#include "tools/ToolRegistry.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>

using icui::MessageBar;

class TestToolInstallBar : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_withHost = true; // the tools live in the test's folder
        setUpWindow();
    }
    void cleanup()
    {
        icui::InstallDialog::setNextAnswer(icui::InstallDialog::Answer::None);
        tearDownWindow();
    }

    void badPackageIsSaidOnTheRedBar()
    {
        m_window->resize(960, 620);
        m_window->showPage(icui::MainWindow::Page::Tools);
        icui::ToolsPage *page = m_window->toolsPage();
        const QString path = m_dir->filePath(QStringLiteral("bad.icpkg"));
        QFile bad(path);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(QByteArray("this is no zip file, just text\n").repeated(20));
        bad.close();
        // Were a modal box shown, it would be answered at once (and seen below), not hang.
        icui::MessageBox::setNextAnswer(QMessageBox::Ok);
        const QString titleBefore = icui::MessageBox::lastTitle();
        icui::InstallDialog::setNextAnswer(icui::InstallDialog::Answer::Install); // never used
        QVERIFY(!page->installPackage(path));
        QCOMPARE(icui::MessageBox::lastTitle(), titleBefore); // no modal box
        MessageBar *bar = page->messageBar();
        QVERIFY(bar->hasMessage());
        QCOMPARE(bar->kind(), MessageBar::Kind::Error);
        QVERIFY2(bar->text().startsWith(QLatin1String("bad.icpkg cannot be installed.")),
                 qPrintable(bar->text()));
        QVERIFY2(bar->text().contains(QLatin1String("Nothing was changed.")),
                 qPrintable(bar->text()));
        QVERIFY(!bar->text().contains(QLatin1String("\n\n")));
        QVERIFY(!bar->autoHidePending()); // an error stays until closed
        QVERIFY(!bar->actionButton()->isHidden());
        QCOMPARE(bar->actionButton()->text(), QStringLiteral("Choose Another &Package…"));
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(
            QLatin1String("bad.icpkg was not installed")));
        QVERIFY(m_panel->tools()->tools().isEmpty());
        // The action opens the file dialog again; cancelled, the bar has gone with its click.
        icui::FileDialog::setNextFileName(QString());
        bar->actionButton()->click();
        QVERIFY(!bar->hasMessage());
        // The same file again: the same red bar.
        QVERIFY(!page->installPackage(path));
        QCOMPARE(bar->kind(), MessageBar::Kind::Error);
    }
};

QTEST_MAIN(TestToolInstallBar)
#include "TestToolInstallBar.moc"
