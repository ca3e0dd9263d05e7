// The twelfth newcomer's findings on the Tools page, the OBS URL and Connect…: Renew Token takes
// the old, dead URL off the real clipboard at once and the countdown stops saying it clears; the
// examples the panel installed from its own packages say "Comes with IC Control Panel" while a
// package that merely claims that author (or a changed example) stays "Unverified author"; after
// a bad package chosen with the keyboard the focus is back on the Tools page, not the Game box;
// and Connect… says, beside Connect, that connecting leaves the game connected now.

#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/ModalDialog.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/overlays/ObsUrlBox.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/ToolDetailsDialog.h"
#include "ui/tools/ToolsPage.h"

#include "panel/Panel.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using icpanel::Panel;

namespace {
const QString kSource = QStringLiteral(IC_SOURCE_DIR);

/// Copies the folder `from` to `to` (files only, recursively).
bool copyFolder(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + u'/' + QDir(from).relativeFilePath(file);
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(file, target))
            return false;
    }
    return true;
}
} // namespace

class TestToolsAndConnect : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void renewedTokenTakesTheOldUrlOffTheClipboard();
    void bundledExampleSaysItComesWithThePanel();
    void badPackageGivesTheFocusBackToTheToolsPage();
    void connectSaysItLeavesTheGameInUse();

private:
    /// The details text of the installed tool `id` (Tool Details…).
    QString detailsOf(const QString &id);

    QTemporaryDir m_bundled;
};

void TestToolsAndConnect::init()
{
    QVERIFY(m_bundled.isValid());
    const QString package = m_bundled.filePath(QStringLiteral("live-stats.icpkg"));
    if (!QFile::exists(package))
        QVERIFY(ictools::PackageWriter::write(kSource + QStringLiteral("/overlays/live-stats"),
                                              package));
    m_withHost = true;
    setUpWindow([package](Panel::Options &o) { o.exampleOverlays = {package}; });
}

void TestToolsAndConnect::cleanup()
{
    icui::InstallDialog::setNextAnswer(icui::InstallDialog::Answer::None);
    icui::FileDialog::clearNextFileName();
    tearDownWindow();
}

void TestToolsAndConnect::renewedTokenTakesTheOldUrlOffTheClipboard()
{
    QUrl url(QStringLiteral("http://127.0.0.1:1/tools/live-stats/#token=old-one"));
    icui::ObsUrlBox box([&url] { return url; });
    box.show();
    QVERIFY(box.copy());
    QCOMPARE(QApplication::clipboard()->text(), url.toString());
    QVERIFY(box.isCountingDown());
    QVERIFY(box.clipboardLabel()->text().startsWith(QLatin1String("Clipboard clears in")));
    // Renew Token: the old URL no longer works.
    url = QUrl(QStringLiteral("http://127.0.0.1:1/tools/live-stats/#token=new-one"));
    box.urlChanged();
    QVERIFY2(QApplication::clipboard()->text().isEmpty(),
             qPrintable(QApplication::clipboard()->text()));
    QVERIFY(!box.isCountingDown());
    QVERIFY2(box.clipboardLabel()->text().startsWith(QLatin1String("Token renewed")),
             qPrintable(box.clipboardLabel()->text()));
    QVERIFY(box.copyAgainButton()->isVisible());
    ictest::saveShot(&box, QStringLiteral("renewed-url"));
    // Copy Again copies the new one.
    box.copyAgainButton()->click();
    QCOMPARE(QApplication::clipboard()->text(), url.toString());
    QVERIFY(box.clipboardLabel()->text().startsWith(QLatin1String("Clipboard clears in")));
    // A renewal after something else was copied leaves that alone.
    QApplication::clipboard()->setText(QStringLiteral("the user's own text"));
    url = QUrl(QStringLiteral("http://127.0.0.1:1/tools/live-stats/#token=third"));
    box.urlChanged();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("the user's own text"));
    QVERIFY(!box.clipboardLabel()->text().startsWith(QLatin1String("Clipboard clears in")));
    QApplication::clipboard()->clear();
}

QString TestToolsAndConnect::detailsOf(const QString &id)
{
    icui::ToolsPage *page = m_window->toolsPage();
    page->refresh();
    if (!page->selectTool(id))
        return QStringLiteral("<not listed>");
    QString text = QStringLiteral("<no details>");
    icui::ModalDialog::setNextHandler([&text](QDialog &dialog) {
        if (auto *details = qobject_cast<icui::ToolDetailsDialog *>(&dialog))
            text = details->summaryText();
        return int(QDialog::Rejected);
    });
    page->showDetailsOfSelected();
    icui::ModalDialog::clearNextHandler();
    return text;
}

void TestToolsAndConnect::bundledExampleSaysItComesWithThePanel()
{
    m_window->showPage(icui::MainWindow::Page::Tools);
    const auto added = m_panel->installExampleOverlays();
    QVERIFY(added);
    QCOMPARE(*added, QStringList{QStringLiteral("live-stats")});
    const QString bundled = detailsOf(QStringLiteral("live-stats"));
    QVERIFY2(bundled.contains(QLatin1String("\nComes with IC Control Panel\n")),
             qPrintable(bundled));
    QVERIFY(!bundled.contains(QLatin1String("Unverified")));

    // Another package whose tool.yaml claims the panel as its author.
    const QString copy = m_dir->filePath(QStringLiteral("stats-copy"));
    QVERIFY(copyFolder(kSource + QStringLiteral("/overlays/live-stats"), copy));
    QFile yaml(copy + QStringLiteral("/tool.yaml"));
    QVERIFY(yaml.open(QIODevice::ReadOnly));
    QByteArray text = yaml.readAll();
    yaml.close();
    text.replace("id: live-stats", "id: stats-copy");
    QVERIFY(yaml.open(QIODevice::WriteOnly | QIODevice::Truncate));
    yaml.write(text);
    yaml.close();
    QVERIFY(installTool(copy));
    const QString claimed = detailsOf(QStringLiteral("stats-copy"));
    QVERIFY2(claimed.contains(QLatin1String("\nUnverified author: IC Control Panel\n")),
             qPrintable(claimed));
    QVERIFY(!claimed.contains(QLatin1String("Comes with")));

    // The example itself, changed after it was installed, is no longer the bundled one.
    QFile page(m_panel->tools()->toolFolder(QStringLiteral("live-stats")) +
               QStringLiteral("/overlay/overlay.js"));
    QVERIFY(page.open(QIODevice::Append));
    page.write("\n// changed\n");
    page.close();
    QVERIFY(detailsOf(QStringLiteral("live-stats"))
                .contains(QLatin1String("\nUnverified author: IC Control Panel\n")));
}

void TestToolsAndConnect::badPackageGivesTheFocusBackToTheToolsPage()
{
    m_window->resize(960, 620);
    icui::ToolsPage *page = m_window->toolsPage();
    auto *install = page->findChild<QPushButton *>(QStringLiteral("installToolButton"));
    QVERIFY(install);
    const QString path = m_dir->filePath(QStringLiteral("bad.icpkg"));
    QFile bad(path);
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(QByteArray("this is no zip file, just text\n").repeated(20));
    bad.close();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));

    // From the Tools page's own button, with the keyboard.
    m_window->showPage(icui::MainWindow::Page::Tools);
    install->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), install);
    icui::FileDialog::setNextFileName(path);
    QTest::keyClick(install, Qt::Key_Space);
    QTRY_VERIFY(page->messageBar()->hasMessage());
    QCOMPARE(page->messageBar()->kind(), icui::MessageBar::Kind::Error);
    // What a window manager does once a dialog is gone (on a slow machine the install's
    // progress dialog shows; Xvfb alone has no window manager to activate the window again).
    m_window->activateWindow();
    QTRY_VERIFY(QApplication::activeWindow() == m_window.get());
    QTRY_COMPARE(QApplication::focusWidget(), install);

    // From another page with File ▸ Install Tool… (Ctrl+O), as the newcomer did from the Match
    // page: that page's focused widget is hidden, and the focus must not fall to the Game box.
    page->messageBar()->hideMessage();
    m_window->showPage(icui::MainWindow::Page::Log);
    // The real file dialog this time, answered with the keyboard.
    QTimer::singleShot(0, this, [path] {
        QTRY_VERIFY(qobject_cast<QFileDialog *>(QApplication::activeModalWidget()));
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        QTRY_VERIFY(dialog->isActiveWindow());
        QWidget *field = QApplication::focusWidget();
        QVERIFY(field);
        QTest::keyClicks(field, path);
        QTest::keyClick(field, Qt::Key_Return);
    });
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::ControlModifier);
    QTRY_VERIFY(page->isVisible() && page->messageBar()->hasMessage());
    // What a window manager does once the dialogs are gone (Xvfb alone has none).
    m_window->activateWindow();
    QTRY_VERIFY(QApplication::activeWindow() == m_window.get());
    QWidget *focus = QApplication::focusWidget();
    QVERIFY2(focus != m_window->profileSwitcher(), "the focus went to the Game box");
    QVERIFY2(focus && page->isAncestorOf(focus),
             qPrintable(focus ? focus->objectName() + u' ' +
                                    QString::fromLatin1(focus->metaObject()->className())
                              : QStringLiteral("no focus")));
    QCOMPARE(focus, install);
}

void TestToolsAndConnect::connectSaysItLeavesTheGameInUse()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const QString current = m_panel->currentProfile().name;
    QVERIFY(!current.isEmpty());
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.urlEdit()->setText(QStringLiteral("ws://127.0.0.1:1/"));
    QVERIFY(dialog.leavesNote()->isVisible());
    QCOMPARE(
        dialog.leavesNote()->text(),
        QStringLiteral("Connecting leaves %1: the overlays will show the new game.").arg(current));
    ictest::saveShot(&dialog, QStringLiteral("connect-leaves"));
    // Beside Connect, not somewhere above it.
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QPushButton *connectButton = buttons->button(QDialogButtonBox::Ok);
    QLabel *note = dialog.leavesNote();
    const int noteY = note->mapTo(&dialog, note->rect().center()).y();
    const int buttonY = connectButton->mapTo(&dialog, connectButton->rect().center()).y();
    QVERIFY2(qAbs(noteY - buttonY) < connectButton->height(),
             qPrintable(QStringLiteral("%1 %2").arg(noteY).arg(buttonY)));
    // Choosing the game in use itself leaves nothing.
    dialog.chooseGame(current);
    QVERIFY(!dialog.leavesNote()->isVisible());
}

QTEST_MAIN(TestToolsAndConnect)
#include "TestToolsAndConnect.moc"
