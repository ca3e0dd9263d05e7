// Installing Workshop tool packages through the real main window under Xvfb: the install
// dialog (answered through its test seam) shows what the tool gets, Install puts it on the
// Tools page and in the registry, Cancel and a hostile package change nothing, an update that
// asks for more is held ("needs approval", the old version stays) until Approve, and
// Uninstall asks first. Packages also come by drag and drop, File → Install Tool… and from a
// second ic-panel process (single instance). The packages are made here: PackageWriter from a
// folder, and a zip-slip entry with libarchive's writer (tests/integration/tools/PackageMaker.h).

#include "ui/MainWindow.h"
#include "ui/common/ExternalLink.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/MarkdownView.h"
#include "ui/tools/SourceViewDialog.h"
#include "ui/tools/TierRisk.h"
#include "ui/tools/ToolDetailsDialog.h"
#include "ui/tools/ToolsPage.h"

#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/SingleInstance.h"

#include "tools/PackageReader.h"
#include "tools/PackageWriter.h"
#include "tools/PermissionSummary.h"
#include "tools/ToolRegistry.h"

#include "PackageMaker.h"
#include "ResultCheck.h"
#include "ToolPackages.h"

#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFontDatabase>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QLockFile>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QThreadPool>
#include <QTimer>
#include <memory>

using icpanel::Panel;
using icui::InstallDialog;
using icui::MessageBox;

namespace {

struct Tool
{
    QString version = QStringLiteral("1.0.0");
    QString id = QStringLiteral("live-stats");
    QStringList subscriptions{QStringLiteral("match")};

    QByteArray yaml() const
    {
        QString y = QStringLiteral("id: %1\nname: \"Live Stats\"\nversion: \"%2\"\n"
                                   "author: \"OverlayDev\"\n"
                                   "description: \"Army value and resources for OBS\"\n"
                                   "tier: observer\ntransport: websocket\n"
                                   "entry_point: overlay/index.html\n"
                                   "screenshots:\n  - screenshots/main.png\n"
                                   "subscriptions:\n")
                        .arg(id, version);
        for (const QString &s : subscriptions)
            y += QStringLiteral("  - %1\n").arg(s);
        return y.toUtf8();
    }
};

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// Every file under `root` with its bytes: what "nothing changed" compares.
QMap<QString, QByteArray> snapshot(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        const bool isFile = QFileInfo(path).isFile() && f.open(QIODevice::ReadOnly);
        files.insert(QDir(root).relativeFilePath(path), isFile ? f.readAll() : QByteArray());
    }
    return files;
}

} // namespace

class TestInstallDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void dialogShowsWhatTheToolGets();
    void viewSourceShowsTextAndSaysBinary();
    void viewSourceRendersMarkdown();
    void cancelInstallsNothing();
    void installShowsToolOnToolsPage();
    void packageSwappedWhileDialogShownInstallsWhatWasShown();
    void updateAskingForMoreNeedsOneConfirmation();
    void reinstallingSameVersionSaysAlreadyInstalled();
    void heldUpdateIsApprovedOffTheGuiThread();
    void downgradeIsRefusedWithItsMessage();
    void hostilePackageChangesNothing();
    void actionWaitingForTheLockKeepsTheWindowResponsive();
    void doubleClickShowsDetails();
    void contextMenuOffersTheActions();
    void disableAndUninstallAfterConfirmation();
    void secondPanelHandsPackageOver();
    void droppedPackageIsOffered();
    void fileMenuInstallsChosenPackage();

private:
    /// Packages `tool` (with a page and a screenshot) into <dir>/<name>.
    QString package(const Tool &tool, const QString &name);
    ictools::ToolRegistry *registry() const { return m_panel->tools(); }
    int rowOf(const QString &id) const;

    QTemporaryDir m_dir;
    QString m_root;
    std::unique_ptr<Panel> m_panel;
    std::unique_ptr<icui::MainWindow> m_window;
};

void TestInstallDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = m_dir.filePath(QStringLiteral("tools"));
    Panel::Options options;
    options.settingsFile = m_dir.filePath(QStringLiteral("panel.ini"));
    options.forceSessionOnlySecrets = true;
    options.toolsRoot = m_root;
    m_panel = std::make_unique<Panel>(options);
    QVERIFY(m_panel->toolsError().isEmpty());
    QCOMPARE(registry()->root(), m_root);
    m_window = std::make_unique<icui::MainWindow>(*m_panel);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestInstallDialog::cleanupTestCase()
{
    m_window.reset();
    m_panel.reset();
}

QString TestInstallDialog::package(const Tool &tool, const QString &name)
{
    const QString source = m_dir.filePath(QStringLiteral("src-") + name);
    QImage shot(640, 360, QImage::Format_RGB32);
    shot.fill(Qt::darkCyan);
    QDir().mkpath(source + QStringLiteral("/screenshots"));
    if (!writeFile(source + QStringLiteral("/tool.yaml"), tool.yaml()) ||
        !writeFile(source + QStringLiteral("/overlay/index.html"),
                   QByteArrayLiteral("<html><body>Live Stats ") + tool.version.toUtf8() +
                       QByteArrayLiteral("</body></html>\n")) ||
        !shot.save(source + QStringLiteral("/screenshots/main.png"), "PNG"))
        return {};
    const QString out = m_dir.filePath(name);
    if (const auto written = ictools::PackageWriter::write(source, out); !written) {
        qWarning() << written.error().message;
        return {};
    }
    return out;
}

int TestInstallDialog::rowOf(const QString &id) const
{
    QTableWidget *table = m_window->toolsPage()->table();
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, icui::ToolsPage::IdColumn)->text() == id)
            return row;
    }
    return -1;
}

void TestInstallDialog::dialogShowsWhatTheToolGets()
{
    const QString path = package(Tool{}, QStringLiteral("live-stats-1.0.0.icpkg"));
    QVERIFY(!path.isEmpty());
    const ictools::ToolRegistry::Inspection inspection = registry()->inspect(path);
    QVERIFY2(!inspection.refused(), qPrintable(inspection.error.message));

    InstallDialog dialog(path, inspection, m_window.get());
    const QString text = dialog.summaryText();
    const ictools::PermissionSummary summary(*inspection.manifest);
    // A heading that asks, then the version.
    QVERIFY(text.startsWith(QLatin1String("Install Live Stats?")));
    QVERIFY(text.contains(QLatin1String("Version 1.0.0")));
    // tool.yaml's author is free text and packages are not signed.
    QVERIFY(text.contains(QLatin1String("Unverified author: OverlayDev")));
    QVERIFY(text.contains(QLatin1String("Army value and resources for OBS")));
    QVERIFY(text.contains(QLatin1String("This tool requests")));
    QVERIFY(text.contains(summary.tierLine()));
    QVERIFY(text.contains(summary.categoriesLine()));
    QVERIFY(text.contains(QLatin1String("Will not get")));
    QVERIFY(!text.contains(QLatin1String("does NOT have")));
    for (const QString &line : icui::TierRisk::willNotGet(icrp::Tier::Observer, false))
        QVERIFY2(text.contains(line), qPrintable(line));
    QVERIFY(text.contains(QLatin1String("Admin access: pausing, kicking players")));
    QVERIFY(text.contains(summary.rankedLine()));
    // An observer tool is no risk to warn about: a calm verdict instead.
    QVERIFY(!dialog.riskBar());
    QVERIFY(dialog.verdictBar());
    QVERIFY(text.contains(icui::TierRisk::lowRisk()));
    // As large as its content, within the screen, and resizable.
    QVERIFY(dialog.minimumSize().height() < dialog.height());
    QVERIFY(dialog.maximumSize().height() > dialog.height());
    QVERIFY(dialog.height() <= m_window->screen()->availableGeometry().height());
    auto *cancel = dialog.findChild<QPushButton *>(QStringLiteral("cancelButton"));
    QVERIFY(cancel && cancel->isDefault());

    // The screenshot is read from the package and shown scaled.
    bool shownScreenshot = false;
    const QList<QLabel *> labels = dialog.findChildren<QLabel *>();
    for (QLabel *label : labels) {
        const QPixmap pixmap = label->pixmap();
        if (!pixmap.isNull()) {
            QVERIFY(pixmap.width() < 640);
            shownScreenshot = true;
        }
    }
    QVERIFY(shownScreenshot);
    auto *install = dialog.findChild<QPushButton *>(QStringLiteral("installButton"));
    auto *source = dialog.findChild<QPushButton *>(QStringLiteral("viewSourceButton"));
    QVERIFY(install && source);
    QVERIFY(install->focusPolicy() & Qt::TabFocus);
    QVERIFY(source->focusPolicy() & Qt::TabFocus);
    // Looking wrote nothing.
    QVERIFY(registry()->tools().isEmpty());
}

void TestInstallDialog::viewSourceShowsTextAndSaysBinary()
{
    const QString path = m_dir.filePath(QStringLiteral("live-stats-1.0.0.icpkg"));
    ictools::PackageProblem problem;
    const std::optional<ictools::PackageContents> contents =
        ictools::PackageReader(path).list(&problem);
    QVERIFY2(contents, qPrintable(problem.message));

    icui::SourceViewDialog dialog(ictools::PackageReader(path), *contents, m_window.get());
    QStringList files;
    for (int i = 0; i < dialog.fileList()->count(); ++i)
        files << dialog.fileList()->item(i)->text();
    QVERIFY(files.contains(QLatin1String("tool.yaml")));
    QVERIFY(files.contains(QLatin1String("overlay/index.html")));
    QVERIFY(files.contains(QLatin1String("screenshots/main.png")));
    QVERIFY(dialog.viewer()->isReadOnly());

    dialog.fileList()->setCurrentRow(int(files.indexOf(QLatin1String("tool.yaml"))));
    QVERIFY(dialog.viewer()->toPlainText().contains(QLatin1String("name: \"Live Stats\"")));
    dialog.fileList()->setCurrentRow(int(files.indexOf(QLatin1String("screenshots/main.png"))));
    QVERIFY(dialog.viewer()->toPlainText().contains(QLatin1String("binary file")));

    // View Source in the install dialog opens it on the package's own bytes (through the seam).
    InstallDialog install(path, registry()->inspect(path), m_window.get());
    QStringList seen;
    icui::ModalDialog::setNextHandler([&seen](QDialog &d) {
        if (auto *source = qobject_cast<icui::SourceViewDialog *>(&d)) {
            for (int i = 0; i < source->fileList()->count(); ++i)
                seen << source->fileList()->item(i)->text();
        }
        return int(QDialog::Rejected);
    });
    auto *button = install.findChild<QPushButton *>(QStringLiteral("viewSourceButton"));
    QVERIFY(button);
    button->click();
    QCOMPARE(seen, files);
}

void TestInstallDialog::viewSourceRendersMarkdown()
{
    // Issue 26, fourth try: View Source showed a README.md raw, "#" and "**" and all.
    const QString source = m_dir.filePath(QStringLiteral("src-readme"));
    QVERIFY(writeFile(source + QStringLiteral("/tool.yaml"), Tool{}.yaml()));
    QVERIFY(writeFile(source + QStringLiteral("/overlay/index.html"), "<html></html>\n"));
    QVERIFY(writeFile(source + QStringLiteral("/overlay/app.js"), "// # not a heading\n"));
    QVERIFY(writeFile(source + QStringLiteral("/README.md"),
                      "# Live Stats\n\nArmy value for **OBS**. See the "
                      "[guide](https://example.org/guide) or [the code](overlay/app.js).\n\n"
                      "<b>raw html</b>\n"));
    const QString path = m_dir.filePath(QStringLiteral("readme.icpkg"));
    const auto written = ictools::PackageWriter::write(source, path);
    QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    ictools::PackageProblem problem;
    const auto contents = ictools::PackageReader(path).list(&problem);
    QVERIFY2(contents, qPrintable(problem.message));

    icui::SourceViewDialog dialog(ictools::PackageReader(path), *contents, m_window.get());
    const auto select = [&dialog](const QString &file) {
        const auto found = dialog.fileList()->findItems(file, Qt::MatchExactly);
        if (!found.isEmpty())
            dialog.fileList()->setCurrentItem(found.constFirst());
        return !found.isEmpty();
    };
    QVERIFY(select(QStringLiteral("README.md")));
    auto *views = qobject_cast<QStackedWidget *>(dialog.viewer()->parentWidget());
    QVERIFY(views);
    icui::MarkdownView *markdown = dialog.markdownViewer();
    QCOMPARE(views->currentWidget(), markdown);
    QTextDocument *document = markdown->document();
    QCOMPARE(document->firstBlock().text(), QStringLiteral("Live Stats"));
    QCOMPARE(document->firstBlock().blockFormat().headingLevel(), 1);
    const QString shown = document->toPlainText();
    QVERIFY2(!shown.contains(QLatin1Char('#')) && !shown.contains(QLatin1String("**")),
             qPrintable(shown));
    QVERIFY(shown.contains(QLatin1String("<b>raw html</b>"))); // the author's HTML stays text

    // A web link opens in the browser; a link into the package goes nowhere.
    icui::ExternalLink::setRecordOnly(true);
    const auto guard = qScopeGuard([] { icui::ExternalLink::setRecordOnly(false); });
    Q_EMIT markdown->anchorClicked(QUrl(QStringLiteral("https://example.org/guide")));
    QCOMPARE(icui::ExternalLink::lastUrl(), QUrl(QStringLiteral("https://example.org/guide")));
    Q_EMIT markdown->anchorClicked(QUrl(QStringLiteral("overlay/app.js")));
    QCOMPARE(icui::ExternalLink::lastUrl(), QUrl(QStringLiteral("https://example.org/guide")));
    QCOMPARE(document->firstBlock().text(), QStringLiteral("Live Stats"));
    QVERIFY(!markdown->openLinks());

    // Code stays as it is, in a monospace font.
    QVERIFY(select(QStringLiteral("overlay/app.js")));
    QCOMPARE(views->currentWidget(), dialog.viewer());
    QCOMPARE(dialog.viewer()->toPlainText(), QStringLiteral("// # not a heading\n"));
    const QString monospace = QFontDatabase::systemFont(QFontDatabase::FixedFont).family();
    QCOMPARE(dialog.viewer()->font().family(), monospace);
    QVERIFY(markdown->font().family() != monospace); // a README reads in the window's font
}

void TestInstallDialog::cancelInstallsNothing()
{
    const QString path = m_dir.filePath(QStringLiteral("live-stats-1.0.0.icpkg"));
    const auto before = snapshot(m_root);
    InstallDialog::setNextAnswer(InstallDialog::Answer::Cancel);
    QVERIFY(!m_window->toolsPage()->installPackage(path));
    QVERIFY(InstallDialog::lastText().contains(QLatin1String("This tool requests")));
    QVERIFY(registry()->tools().isEmpty());
    QCOMPARE(m_window->toolsPage()->table()->rowCount(), 0);
    QVERIFY(!m_window->toolsPage()->emptyState()->isHidden());
    QCOMPARE(snapshot(m_root), before);
}

void TestInstallDialog::installShowsToolOnToolsPage()
{
    const QString path = m_dir.filePath(QStringLiteral("live-stats-1.0.0.icpkg"));
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
    m_window->installPackages({path});
    QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Tools);

    const ictools::InstalledTool *tool = registry()->find(QStringLiteral("live-stats"));
    QVERIFY(tool);
    QCOMPARE(tool->version, QStringLiteral("1.0.0"));
    QVERIFY(tool->enabled);
    QVERIFY(QFile::exists(registry()->toolFolder(QStringLiteral("live-stats")) +
                          QStringLiteral("/overlay/index.html")));

    // A fresh registry on the same root sees it too (it is on disk, not only in memory).
    ictools::ToolRegistry again(m_root);
    IC_VERIFY_OK(again.open());
    QVERIFY(again.find(QStringLiteral("live-stats")));

    const int row = rowOf(QStringLiteral("live-stats"));
    QVERIFY(row >= 0);
    QTableWidget *table = m_window->toolsPage()->table();
    QCOMPARE(table->item(row, icui::ToolsPage::VersionColumn)->text(), QStringLiteral("1.0.0"));
    QCOMPARE(table->item(row, icui::ToolsPage::NameColumn)->text(), QStringLiteral("Live Stats"));
    // A web overlay (this window runs without the tool host, so it cannot know more).
    QCOMPARE(table->item(row, icui::ToolsPage::StatusColumn)->text(), QStringLiteral("Overlay"));

    // The page says it was installed and where its OBS URL is; so does the status bar.
    icui::MessageBar *bar = m_window->toolsPage()->messageBar();
    QVERIFY(bar->isVisible());
    QCOMPARE(bar->kind(), icui::MessageBar::Kind::Positive);
    QCOMPARE(bar->text(), QStringLiteral("Installed Live Stats 1.0.0."));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("Overlays page")));
    QVERIFY(bar->actionButton()->isVisible());
    QCOMPARE(bar->actionButton()->text(), QStringLiteral("Get Its &OBS URL"));
    QSignalSpy wanted(m_window->toolsPage(), &icui::ToolsPage::overlayUrlWanted);
    QTest::mouseClick(bar->actionButton(), Qt::LeftButton);
    QCOMPARE(wanted.count(), 1);
    QCOMPARE(wanted.at(0).at(0).toString(), QStringLiteral("live-stats"));
    m_window->showPage(icui::MainWindow::Page::Tools);
}

void TestInstallDialog::packageSwappedWhileDialogShownInstallsWhatWasShown()
{
    // The user reviews an observer tool; while the dialog is open, another program replaces the
    // file with one of the same id that asks for admin and the network.
    const QString path = m_dir.filePath(QStringLiteral("swap.icpkg"));
    ictest::ToolSpec shown;
    shown.id = QStringLiteral("swap-tool");
    shown.page = QByteArrayLiteral("<html>reviewed</html>");
    QVERIFY(shown.write(path));
    ictest::ToolSpec swapped = shown;
    swapped.tier = QStringLiteral("admin");
    swapped.subscriptions << QStringLiteral("admin");
    swapped.network << QStringLiteral("https://evil.example");
    swapped.page = QByteArrayLiteral("<html>swapped</html>");
    const QString other = m_dir.filePath(QStringLiteral("swap-other.icpkg"));
    QVERIFY(swapped.write(other));

    bool replaced = false;
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install, [&] {
        replaced = QFile::remove(path) && QFile::copy(other, path);
    });
    QVERIFY(m_window->toolsPage()->installPackage(path));
    QVERIFY(replaced);
    const QString offered = InstallDialog::lastText();
    QVERIFY2(!offered.contains(QLatin1String("evil.example")), qPrintable(offered));

    const ictools::InstalledTool *tool = registry()->find(QStringLiteral("swap-tool"));
    QVERIFY(tool);
    QCOMPARE(tool->granted.tier, icrp::Tier::Observer);
    QVERIFY(tool->granted.networkOrigins.isEmpty());
    QVERIFY(!tool->granted.categories.contains(icrp::EventCategory::Admin));
    QFile page(registry()->toolFolder(QStringLiteral("swap-tool")) +
               QStringLiteral("/overlay/index.html"));
    QVERIFY(page.open(QIODevice::ReadOnly));
    QCOMPARE(page.readAll(), QByteArrayLiteral("<html>reviewed</html>"));

    IC_VERIFY_OK(registry()->uninstall(QStringLiteral("swap-tool")));
    m_window->toolsPage()->refresh();
}

void TestInstallDialog::updateAskingForMoreNeedsOneConfirmation()
{
    Tool next;
    next.version = QStringLiteral("1.1.0");
    next.subscriptions << QStringLiteral("combat");
    const QString path = package(next, QStringLiteral("live-stats-1.1.0.icpkg"));
    QVERIFY(!path.isEmpty());

    // The install dialog is the one confirmation: no "held" notice, no approval question.
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    const QString titleBefore = MessageBox::lastTitle();
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
    QVERIFY(m_window->toolsPage()->installPackage(path));
    const QString offered = InstallDialog::lastText();
    QVERIFY2(offered.contains(QStringLiteral("1.0.0 → 1.1.0")), qPrintable(offered));
    QVERIFY2(offered.contains(QLatin1String("asks for more than you granted")),
             qPrintable(offered));
    QCOMPARE(MessageBox::lastTitle(), titleBefore);
    QCOMPARE(m_window->toolsPage()->messageBar()->text(),
             QStringLiteral("Updated Live Stats to 1.1.0."));

    const ictools::InstalledTool *tool = registry()->find(QStringLiteral("live-stats"));
    QVERIFY(tool);
    QCOMPARE(tool->version, QStringLiteral("1.1.0"));
    QVERIFY(!tool->needsApproval());
    QVERIFY(tool->granted.categories.contains(icrp::EventCategory::Combat));
    QCOMPARE(m_window->toolsPage()
                 ->table()
                 ->item(rowOf(QStringLiteral("live-stats")), icui::ToolsPage::VersionColumn)
                 ->text(),
             QStringLiteral("1.1.0"));
    MessageBox::setNextAnswer(QMessageBox::NoButton);
}

void TestInstallDialog::reinstallingSameVersionSaysAlreadyInstalled()
{
    const QString path = m_dir.filePath(QStringLiteral("live-stats-1.1.0.icpkg"));
    const auto before = snapshot(m_root);
    const QString titleBefore = MessageBox::lastTitle();
    MessageBox::setNextAnswer(QMessageBox::Ok); // were a box shown, it is seen below
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install); // must not be used
    QVERIFY(!m_window->toolsPage()->installPackage(path));
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    QCOMPARE(MessageBox::lastTitle(), titleBefore); // no box: a blue bar (TestToolDetails)
    const icui::MessageBar *bar = m_window->toolsPage()->messageBar();
    QCOMPARE(bar->kind(), icui::MessageBar::Kind::Information);
    QVERIFY2(bar->text().contains(QLatin1String("Live Stats 1.1.0 is already installed")),
             qPrintable(bar->text()));
    QCOMPARE(snapshot(m_root), before);
    InstallDialog::setNextAnswer(InstallDialog::Answer::None);
}

void TestInstallDialog::heldUpdateIsApprovedOffTheGuiThread()
{
    // ic-tool install holds an update that asks for more; the window approves it.
    Tool next;
    next.version = QStringLiteral("1.2.0");
    next.subscriptions << QStringLiteral("combat") << QStringLiteral("economy");
    const QString path = package(next, QStringLiteral("live-stats-1.2.0.icpkg"));
    QVERIFY(!path.isEmpty());
    {
        ictools::ToolRegistry other(m_root);
        IC_VERIFY_OK(other.open());
        QCOMPARE(other.install(path)->kind, ictools::ToolRegistry::Outcome::Held);
    }
    IC_VERIFY_OK(registry()->open());
    icui::ToolsPage *page = m_window->toolsPage();
    page->refresh();
    const int row = rowOf(QStringLiteral("live-stats"));
    QVERIFY(row >= 0);
    QVERIFY(page->table()
                ->item(row, icui::ToolsPage::StatusColumn)
                ->text()
                .contains(QLatin1String("Needs approval")));
    QVERIFY(page->selectTool(QStringLiteral("live-stats")));
    QVERIFY(page->approveButton()->isEnabled());
    MessageBox::setNextAnswer(QMessageBox::No);
    QTest::mouseClick(page->approveButton(), Qt::LeftButton);
    QVERIFY(MessageBox::lastText().contains(QLatin1String("Economy")));
    QCOMPARE(MessageBox::lastAction(), QStringLiteral("&Update"));
    QVERIFY(registry()->find(QStringLiteral("live-stats"))->needsApproval());

    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(page->approveButton(), Qt::LeftButton);
    const ictools::InstalledTool *tool = registry()->find(QStringLiteral("live-stats"));
    QCOMPARE(tool->version, QStringLiteral("1.2.0"));
    QVERIFY(!tool->needsApproval());
    QVERIFY(tool->granted.categories.contains(icrp::EventCategory::Economy));
    QVERIFY(!page->approveButton()->isEnabled());
}

void TestInstallDialog::downgradeIsRefusedWithItsMessage()
{
    const QString path = m_dir.filePath(QStringLiteral("live-stats-1.0.0.icpkg"));
    const auto before = snapshot(m_root);
    const ictools::ToolRegistry::Inspection inspection = registry()->inspect(path);
    QVERIFY(inspection.refused());
    QVERIFY(!m_window->toolsPage()->installPackage(path));
    QVERIFY(m_window->toolsPage()->messageBar()->text().contains(inspection.error.message));
    QVERIFY(
        m_window->toolsPage()->messageBar()->text().contains(QLatin1String("Nothing was changed")));
    QCOMPARE(snapshot(m_root), before);
    QCOMPARE(registry()->find(QStringLiteral("live-stats"))->version, QStringLiteral("1.2.0"));
}

void TestInstallDialog::hostilePackageChangesNothing()
{
    const QString path = m_dir.filePath(QStringLiteral("evil.icpkg"));
    Tool tool;
    tool.id = QStringLiteral("evil-tool");
    {
        ictest::PackageMaker zip(path);
        zip.file("tool.yaml", tool.yaml())
            .file("overlay/index.html", "<html></html>")
            .file("screenshots/main.png", "not really")
            .file("../evil", "escaped");
        QVERIFY(zip.close());
    }
    const auto before = snapshot(m_root);
    const auto outside = snapshot(m_dir.path());
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install); // must not be used
    QVERIFY(!m_window->toolsPage()->installPackage(path));
    const QString text = m_window->toolsPage()->messageBar()->text();
    QVERIFY2(text.contains(QLatin1String("../evil")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("safety rule")));
    QCOMPARE(snapshot(m_root), before);
    QCOMPARE(snapshot(m_dir.path()), outside);
    QVERIFY(!registry()->find(QStringLiteral("evil-tool")));
    // The dialog's answer was not used up: the dialog was never offered.
    InstallDialog::setNextAnswer(InstallDialog::Answer::None);
}

void TestInstallDialog::actionWaitingForTheLockKeepsTheWindowResponsive()
{
    // Another ic-panel or ic-tool holds the tools folder: Disable waits for it on a worker
    // thread behind a progress dialog, and the window keeps painting. Qt paints with help from
    // its global thread pool, one thread on a one-CPU machine: made so here, the action must
    // not wait in that thread (it did, and the window froze until the lock gave up).
    QThreadPool *const global = QThreadPool::globalInstance();
    const int globalThreads = global->maxThreadCount();
    global->setMaxThreadCount(1);
    const auto restore = qScopeGuard([=] { global->setMaxThreadCount(globalThreads); });
    icui::ToolsPage *page = m_window->toolsPage();
    QVERIFY(page->selectTool(QStringLiteral("live-stats")));
    QVERIFY(registry()->find(QStringLiteral("live-stats"))->enabled);
    QLockFile lock(m_root + QStringLiteral("/.lock"));
    QVERIFY(lock.tryLock(0));
    // The action runs in its own (nested) event loop; this timer looks from inside it. Were the
    // action on the GUI thread, the timer would not run until the lock gave up (10 s).
    QString shown;
    QTimer look;
    connect(&look, &QTimer::timeout, this, [&] {
        auto *progress = page->findChild<QProgressDialog *>(QStringLiteral("toolProgress"));
        if (progress && progress->isVisible() && lock.isLocked()) {
            shown = progress->labelText();
            lock.unlock();
        }
    });
    look.start(10);
    QMetaObject::invokeMethod(page, &icui::ToolsPage::toggleSelected, Qt::QueuedConnection);
    QTRY_VERIFY(!lock.isLocked());
    QTRY_VERIFY(!page->findChild<QProgressDialog *>(QStringLiteral("toolProgress")));
    look.stop();
    QVERIFY2(shown.contains(QLatin1String("Disabling Live Stats")), qPrintable(shown));
    QVERIFY(!registry()->find(QStringLiteral("live-stats"))->enabled);
    QCOMPARE(page->table()
                 ->item(rowOf(QStringLiteral("live-stats")), icui::ToolsPage::EnabledColumn)
                 ->text(),
             QStringLiteral("No"));
    // Back as it was for the tests after this one.
    QTest::mouseClick(page->enableButton(), Qt::LeftButton);
    QVERIFY(registry()->find(QStringLiteral("live-stats"))->enabled);
}

void TestInstallDialog::doubleClickShowsDetails()
{
    icui::ToolsPage *page = m_window->toolsPage();
    QTableWidget *table = page->table();
    const int row = rowOf(QStringLiteral("live-stats"));
    QVERIFY(row >= 0);
    const QRect cell = table->visualItemRect(table->item(row, icui::ToolsPage::NameColumn));
    QString text, title;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        title = dialog.windowTitle();
        if (auto *details = qobject_cast<icui::ToolDetailsDialog *>(&dialog))
            text = details->summaryText();
        return int(QDialog::Rejected);
    });
    // A double-click is a press, a release and a second press seen as a double click.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    icui::ModalDialog::clearNextHandler();
    QCOMPARE(title, QStringLiteral("Tool Details"));
    QVERIFY2(text.startsWith(QLatin1String("Live Stats 1.2.0 (live-stats)\nLow risk: ")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("\nUnverified author: OverlayDev\n")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("Observer access")));
    QVERIFY(text.contains(
        QDir::toNativeSeparators(registry()->toolFolder(QStringLiteral("live-stats")))));
}

void TestInstallDialog::contextMenuOffersTheActions()
{
    icui::ToolsPage *page = m_window->toolsPage();
    QVERIFY(page->selectTool(QStringLiteral("live-stats")));
    std::unique_ptr<QMenu> menu(page->contextMenuForSelected());
    QVERIFY(menu);
    const auto action = [&menu](const char *name) {
        return menu->findChild<QAction *>(QLatin1String(name));
    };
    QVERIFY(action("detailsAction") && action("toggleAction") && action("approveAction") &&
            action("uninstallAction") && action("showFolderAction"));
    QCOMPARE(action("toggleAction")->text(), QStringLiteral("&Disable"));
    QVERIFY(!action("approveAction")->isEnabled()); // nothing held
    action("toggleAction")->trigger();
    QVERIFY(!registry()->find(QStringLiteral("live-stats"))->enabled);

    menu.reset(page->contextMenuForSelected());
    QCOMPARE(action("toggleAction")->text(), QStringLiteral("&Enable"));
    MessageBox::setNextAnswer(QMessageBox::No);
    action("uninstallAction")->trigger();
    QVERIFY(MessageBox::lastText().contains(QLatin1String("Uninstall Live Stats")));
    QVERIFY(registry()->find(QStringLiteral("live-stats")));
    page->table()->clearSelection();
    QVERIFY(!page->contextMenuForSelected());
    QVERIFY(page->selectTool(QStringLiteral("live-stats")));
}

void TestInstallDialog::disableAndUninstallAfterConfirmation()
{
    icui::ToolsPage *page = m_window->toolsPage();
    QVERIFY(page->selectTool(QStringLiteral("live-stats")));
    QCOMPARE(page->table()
                 ->item(rowOf(QStringLiteral("live-stats")), icui::ToolsPage::EnabledColumn)
                 ->text(),
             QStringLiteral("No"));
    QCOMPARE(page->enableButton()->text(), QStringLiteral("E&nable"));

    const QString folder = registry()->toolFolder(QStringLiteral("live-stats"));
    MessageBox::setNextAnswer(QMessageBox::No);
    QTest::mouseClick(page->uninstallButton(), Qt::LeftButton);
    QVERIFY(MessageBox::lastText().contains(QLatin1String("Uninstall Live Stats")));
    // The verb, and what stops working.
    QCOMPARE(MessageBox::lastAction(), QStringLiteral("&Uninstall Live Stats"));
    QVERIFY(MessageBox::lastText().contains(QLatin1String("its OBS URL stops working")));
    QVERIFY(registry()->find(QStringLiteral("live-stats")));

    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(page->uninstallButton(), Qt::LeftButton);
    QVERIFY(!registry()->find(QStringLiteral("live-stats")));
    QCOMPARE(page->table()->rowCount(), 0);
    QVERIFY(!QFileInfo::exists(folder));
    QVERIFY(
        m_window->statusBar()->currentMessage().contains(QLatin1String("Uninstalled Live Stats")));
    QVERIFY(page->messageBar()->text().contains(QLatin1String("OBS URL no longer works")));
    // Issue 9, defect 6: tool actions reach the Log page, not only the terminal.
    const auto logged = [this](const QString &text) {
        const auto entries = m_panel->log()->entries();
        return std::any_of(entries.cbegin(), entries.cend(),
                           [&text](const auto &e) { return e.message.contains(text); });
    };
    QVERIFY(logged(QStringLiteral("Uninstalled Live Stats")));
    QVERIFY(logged(QStringLiteral("Disabled Live Stats")));
    QVERIFY(logged(QStringLiteral("Installed")));
    // Nothing installed: the page says what to do instead of showing an empty table.
    QVERIFY(page->emptyState()->isVisible());
    QVERIFY(!page->table()->isVisible());
    QVERIFY(page->emptyState()->text().contains(QStringLiteral("File → Install Tool…")));
    QVERIFY(page->emptyState()->text().contains(QLatin1String(".icpkg")));
}

void TestInstallDialog::secondPanelHandsPackageOver()
{
    Tool tool;
    tool.id = QStringLiteral("hand-over");
    const QString path = package(tool, QStringLiteral("hand-over.icpkg"));
    QVERIFY(!path.isEmpty());

    // This test plays the running panel, under a name of its own.
    const QString name =
        QStringLiteral("ic-test-install-%1").arg(QCoreApplication::applicationPid());
    icpanel::SingleInstance running(name);
    QCOMPARE(running.claim({}), icpanel::SingleInstance::Role::First);
    QVERIFY2(running.isListening(), qPrintable(running.message()));
    connect(&running, &icpanel::SingleInstance::pathsReceived, m_panel.get(),
            &Panel::offerPackages);

    InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
    QProcess second;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("IC_PANEL_INSTANCE"), name);
    env.insert(QStringLiteral("IC_TOOLS_DIR"), m_dir.filePath(QStringLiteral("not-used")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    second.setProcessEnvironment(env);
    second.setProcessChannelMode(QProcess::MergedChannels);
    second.start(QStringLiteral(IC_PANEL_PATH),
                 {path, QStringLiteral("--host-port"), QStringLiteral("0")});
    QVERIFY(second.waitForStarted(10000));
    // The second panel blocks only until the answer: let this event loop answer it.
    QTRY_VERIFY_WITH_TIMEOUT(second.state() == QProcess::NotRunning, 15000);
    QVERIFY2(second.exitStatus() == QProcess::NormalExit && second.exitCode() == 0,
             second.readAll().constData());

    QTRY_VERIFY(registry()->find(QStringLiteral("hand-over")));
    QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Tools);
    QVERIFY(rowOf(QStringLiteral("hand-over")) >= 0);
    // The second panel installed nothing itself.
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("not-used"))));
}

void TestInstallDialog::droppedPackageIsOffered()
{
    Tool tool;
    tool.id = QStringLiteral("dropped-tool");
    const QString path = package(tool, QStringLiteral("dropped-tool.icpkg"));
    QVERIFY(!path.isEmpty());
    m_window->showPage(icui::MainWindow::Page::Status);

    QMimeData notAPackage;
    notAPackage.setUrls({QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("notes.txt")))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &notAPackage, Qt::LeftButton,
                            Qt::NoModifier);
    refused.setAccepted(false);
    QCoreApplication::sendEvent(m_window.get(), &refused);
    QVERIFY(!refused.isAccepted());

    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    enter.setAccepted(false);
    QCoreApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());

    InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &drop);
    QVERIFY(drop.isAccepted());
    QTRY_VERIFY(registry()->find(QStringLiteral("dropped-tool")));
    QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Tools);
}

void TestInstallDialog::fileMenuInstallsChosenPackage()
{
    Tool tool;
    tool.id = QStringLiteral("menu-tool");
    const QString path = package(tool, QStringLiteral("menu-tool.icpkg"));
    QVERIFY(!path.isEmpty());
    m_window->showPage(icui::MainWindow::Page::Log);
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionInstallTool"));
    QVERIFY(action);
    QVERIFY(!action->shortcut().isEmpty());

    // Cancelling the file dialog offers nothing.
    icui::FileDialog::setNextFileName(QString());
    action->trigger();
    QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Tools);
    QVERIFY(!registry()->find(QStringLiteral("menu-tool")));

    icui::FileDialog::setNextFileName(path);
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
    action->trigger();
    QVERIFY(registry()->find(QStringLiteral("menu-tool")));
    QVERIFY(rowOf(QStringLiteral("menu-tool")) >= 0);
}

QTEST_MAIN(TestInstallDialog)
#include "TestInstallDialog.moc"
