// Nineteenth newcomer (findings 4 and 8): Return on a Tools row did nothing, Tool Details was a
// plain text box without the install dialog's risk colours, and handing over a package of a
// version already installed answered with a modal box while the status bar kept the line of an
// earlier install. Now Return (and Enter) on a selected row opens Tool Details, as a
// double-click does; the dialog shows the install dialog's verdict bar (a tier above observer in
// the same colours and words, an observer tool's calm "Low risk") and "Unverified author: …",
// and Escape or Return (on Close) closes it; "already installed" is a blue bar on the Tools
// page and the same line in the status bar, by ic-panel X.icpkg, File ▸ Install Tool… or a drop.
// IC_TEST_SHOTS=<folder> saves the dialogs and the page to look at.

#include "ui/MainWindow.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/TierRisk.h"
#include "ui/tools/ToolDetailsDialog.h"
#include "ui/tools/ToolsPage.h"

#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include "TestShots.h"
#include "ToolPackages.h"
#include "ToolsWindowSetup.h"

#include <QApplication>
#include <QDropEvent>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>

using icui::InstallDialog;
using icui::MessageBar;
using icui::ModalDialog;
using icui::ToolDetailsDialog;

class TestToolDetails : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void returnOnASelectedRowOpensDetails();
    void detailsShowTheRiskAsTheInstallDialogDoes();
    void escapeOrReturnClosesDetails();
    void alreadyInstalledIsABlueBarAndTheStatusLine();

private:
    icui::ToolsPage *page() const { return m_window->toolsPage(); }
    /// Writes `spec` as `file` and installs it through the page (the dialog answered Install).
    bool install(const ictest::ToolSpec &spec, const QString &file);
    /// The details of the selected tool, read from the real dialog (not shown): its summary,
    /// verdict bar kind and name, and author line. Empty summary when no dialog came.
    struct Seen
    {
        QString summary;
        QString barName;
        MessageBar::Kind barKind = MessageBar::Kind::Information;
        QString barText;
        QString author;
    };
    /// Runs `open` with the next dialog read into a Seen instead of shown.
    static Seen detailsAfter(const std::function<void()> &open);
    /// Runs `open` (which shows the real Tool Details) and, once it is the active modal window,
    /// presses `key` on its focus widget; true when that closed it (rejected).
    bool keyCloses(const std::function<void()> &open, Qt::Key key, const QString &shot);
    /// Puts the focus on the Tools table with the row of `id` selected.
    void focusRow(const QString &id);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icpanel::Panel> m_panel;
    std::unique_ptr<icui::MainWindow> m_window;
};

void TestToolDetails::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_panel = ictest::panelWithObserverTool(*m_dir); // live-stats, observer
    QVERIFY(m_panel);
    m_window = std::make_unique<icui::MainWindow>(*m_panel);
    m_window->resize(960, 620);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->showPage(icui::MainWindow::Page::Tools);
}

void TestToolDetails::cleanup()
{
    InstallDialog::setNextAnswer(InstallDialog::Answer::None);
    ModalDialog::clearNextHandler();
    icui::FileDialog::clearNextFileName();
    m_window.reset();
    m_panel.reset();
    m_dir.reset();
}

bool TestToolDetails::install(const ictest::ToolSpec &spec, const QString &file)
{
    const QString path = m_dir->filePath(file);
    if (!spec.write(path))
        return false;
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
    return page()->installPackage(path);
}

TestToolDetails::Seen TestToolDetails::detailsAfter(const std::function<void()> &open)
{
    Seen seen;
    ModalDialog::setNextHandler([&seen](QDialog &dialog) {
        auto *details = qobject_cast<ToolDetailsDialog *>(&dialog);
        if (!details)
            return int(QDialog::Rejected);
        seen.summary = details->summaryText();
        seen.barName = details->verdictBar()->objectName();
        seen.barKind = details->verdictBar()->kind();
        seen.barText = details->verdictBar()->text();
        if (auto *author = details->findChild<QLabel *>(QStringLiteral("authorLabel")))
            seen.author = author->text();
        return int(QDialog::Rejected);
    });
    open();
    ModalDialog::clearNextHandler();
    return seen;
}

void TestToolDetails::focusRow(const QString &id)
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(page()->selectTool(id));
    page()->table()->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(page()->table()));
}

bool TestToolDetails::keyCloses(const std::function<void()> &open, Qt::Key key, const QString &shot)
{
    QPointer<ToolDetailsDialog> seen;
    int result = -1;
    bool pressedOnClose = false;
    QTimer look;
    look.setInterval(10);
    connect(&look, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<ToolDetailsDialog *>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isActiveWindow() || seen)
            return;
        seen = dialog;
        look.stop();
        connect(dialog, &QDialog::finished, this, [&result](int r) { result = r; });
        ictest::saveShot(dialog, shot);
        QWidget *focus = QApplication::focusWidget();
        pressedOnClose = focus == dialog->closeButton();
        QTest::keyClick(focus ? focus : dialog, key);
    });
    look.start();
    open(); // returns once the dialog is closed
    look.stop();
    if (!seen && result == -1)
        qWarning() << "Tool Details did not open";
    if (key == Qt::Key_Return && !pressedOnClose)
        qWarning() << "Return was not pressed on Close";
    return result == QDialog::Rejected && (key != Qt::Key_Return || pressedOnClose);
}

void TestToolDetails::returnOnASelectedRowOpensDetails()
{
    focusRow(QStringLiteral("live-stats"));
    QTableWidget *table = page()->table();
    const Seen byReturn = detailsAfter([table] { QTest::keyClick(table, Qt::Key_Return); });
    QVERIFY2(byReturn.summary.startsWith(QLatin1String("Live Stats 1.0.0 (live-stats)\n")),
             qPrintable(byReturn.summary));
    // The keypad's Enter as well.
    const Seen byEnter =
        detailsAfter([table] { QTest::keyClick(table, Qt::Key_Enter, Qt::KeypadModifier); });
    QCOMPARE(byEnter.summary, byReturn.summary);
    // As a double-click does.
    const QRect cell = table->visualItemRect(table->item(0, icui::ToolsPage::NameColumn));
    const Seen byClick = detailsAfter([&] {
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    });
    QCOMPARE(byClick.summary, byReturn.summary);
    // With nothing selected, Return opens nothing.
    table->clearSelection();
    QVERIFY(detailsAfter([table] { QTest::keyClick(table, Qt::Key_Return); }).summary.isEmpty());
}

void TestToolDetails::detailsShowTheRiskAsTheInstallDialogDoes()
{
    struct Case
    {
        QString tier;
        QString barName;
        MessageBar::Kind kind;
        QString words;
    };
    const QList<Case> cases = {
        {QStringLiteral("admin"), QStringLiteral("riskBar"), MessageBar::Kind::Warning,
         icui::TierRisk::allows(icrp::Tier::Admin)},
        {QStringLiteral("mod"), QStringLiteral("riskBar"), MessageBar::Kind::Warning,
         icui::TierRisk::allows(icrp::Tier::Mod)},
        {QStringLiteral("observer"), QStringLiteral("lowRiskBar"), MessageBar::Kind::Information,
         icui::TierRisk::lowRisk()},
    };
    for (const Case &c : cases) {
        ictest::ToolSpec spec;
        spec.id = QStringLiteral("fjord-cup-") + c.tier;
        spec.name = QStringLiteral("Fjord Cup ") + c.tier;
        spec.author = QStringLiteral("Your Name");
        spec.tier = c.tier;
        const QString file = spec.id + QStringLiteral(".icpkg");
        QVERIFY(spec.write(m_dir->filePath(file)));
        // What the install dialog showed for it.
        const auto inspection = m_panel->tools()->inspect(m_dir->filePath(file));
        QVERIFY(!inspection.refused());
        InstallDialog installDialog(m_dir->filePath(file), inspection, m_window.get());
        QVERIFY(installDialog.verdictBar());
        QVERIFY(install(spec, file));

        QVERIFY(page()->selectTool(spec.id));
        const Seen seen = detailsAfter([this] { page()->showDetailsOfSelected(); });
        QCOMPARE(seen.barName, c.barName);
        QCOMPARE(seen.barKind, c.kind);
        QCOMPARE(seen.barKind, installDialog.verdictBar()->kind()); // the same kind
        QVERIFY2(seen.barText.contains(c.words), qPrintable(seen.barText));
        QVERIFY(installDialog.verdictBar()->text().contains(c.words)); // the same words
        QCOMPARE(seen.author, QStringLiteral("Unverified author: Your Name"));
        QVERIFY2(seen.summary.contains(QLatin1String("\nThis tool requests\n")),
                 qPrintable(seen.summary));
        QVERIFY(seen.summary.contains(QLatin1String("\nEnabled.\nFiles: ")));
        if (c.tier != QLatin1String("observer")) {
            QVERIFY2(seen.barText.startsWith(
                         QStringLiteral("Fjord Cup %1 has %2 access.").arg(c.tier, c.tier)),
                     qPrintable(seen.barText));
        }
    }
}

void TestToolDetails::escapeOrReturnClosesDetails()
{
    ictest::ToolSpec admin;
    admin.id = QStringLiteral("fjord-cup");
    admin.name = QStringLiteral("Fjord Cup");
    admin.tier = QStringLiteral("admin");
    admin.description = QStringLiteral("A stream overlay: team army values and the clock");
    QVERIFY(install(admin, QStringLiteral("fjord-cup.icpkg")));
    focusRow(QStringLiteral("fjord-cup"));
    ictest::saveShot(m_window.get(), QStringLiteral("tools-page-admin"));
    QTableWidget *table = page()->table();
    const auto pressReturn = [table] { QTest::keyClick(table, Qt::Key_Return); };
    QVERIFY(keyCloses(pressReturn, Qt::Key_Escape, QStringLiteral("tool-details-admin")));
    // Back on the row it came from, so Return opens it again and Return on Close closes it.
    QTRY_COMPARE(m_window->focusWidget(), static_cast<QWidget *>(table));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(keyCloses(pressReturn, Qt::Key_Return, QStringLiteral("tool-details-admin-2")));
    QTRY_COMPARE(m_window->focusWidget(), static_cast<QWidget *>(table));
    QCOMPARE(table->currentRow(), table->selectionModel()->selectedRows().value(0).row());
}

void TestToolDetails::alreadyInstalledIsABlueBarAndTheStatusLine()
{
    ictest::ToolSpec feed;
    feed.id = QStringLiteral("kill-feed");
    feed.name = QStringLiteral("Kill Feed");
    feed.version = QStringLiteral("1.0.1");
    const QString path = m_dir->filePath(QStringLiteral("kill-feed.icpkg"));
    QVERIFY(install(feed, QStringLiteral("kill-feed.icpkg")));
    QStatusBar *status = m_window->statusBar();
    QVERIFY2(status->currentMessage().startsWith(QLatin1String("Installed Kill Feed 1.0.1.")),
             qPrintable(status->currentMessage()));

    const QString said =
        QStringLiteral("Kill Feed 1.0.1 is already installed; nothing was changed.");
    MessageBar *bar = page()->messageBar();
    const QString titleBefore = icui::MessageBox::lastTitle();
    const auto checkSaid = [&] {
        QTRY_COMPARE(bar->text(), said);
        QCOMPARE(bar->kind(), MessageBar::Kind::Information);
        QCOMPARE(status->currentMessage(), said); // the earlier "Installed …" line is gone
        QCOMPARE(icui::MessageBox::lastTitle(), titleBefore); // no modal box
        QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Tools);
    };
    // Were a box shown, it would be answered at once (and seen in lastTitle), not hang.
    icui::MessageBox::setNextAnswer(QMessageBox::Ok);
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install); // never used

    // ic-panel kill-feed.icpkg, handed to the running panel (from another page).
    m_window->showPage(icui::MainWindow::Page::Status);
    m_panel->offerPackages({path});
    checkSaid();
    ictest::saveShot(m_window.get(), QStringLiteral("tools-already-installed"));

    // File ▸ Install Tool…
    bar->hideMessage();
    status->clearMessage();
    icui::FileDialog::setNextFileName(path);
    page()->chooseAndInstall();
    checkSaid();

    // A drop on the window.
    bar->hideMessage();
    status->clearMessage();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    enter.setAccepted(false);
    QCoreApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &drop);
    QVERIFY(drop.isAccepted());
    checkSaid();

    icui::MessageBox::setNextAnswer(QMessageBox::NoButton);
    QCOMPARE(m_panel->tools()->find(QStringLiteral("kill-feed"))->version, QStringLiteral("1.0.1"));
    // The table shows the tool the package was about.
    QCOMPARE(
        page()->table()->item(page()->table()->currentRow(), icui::ToolsPage::IdColumn)->text(),
        QStringLiteral("kill-feed"));
}

QTEST_MAIN(TestToolDetails)
#include "TestToolDetails.moc"
