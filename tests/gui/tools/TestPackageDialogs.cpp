// What a package's dialogs show through the real main window under Xvfb (issue 26, fifth try):
// View Source opens a long README at its top, and a package whose tool.yaml has errors is
// refused with each problem said once and "Nothing was changed." like every other refusal.

#include "ui/MainWindow.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/MarkdownView.h"
#include "ui/tools/SourceViewDialog.h"
#include "ui/tools/ToolsPage.h"

#include "panel/Panel.h"

#include "tools/PackageReader.h"
#include "tools/ToolRegistry.h"

#include "ToolPackages.h"

#include <QListWidget>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using icpanel::Panel;
using icui::MessageBox;

class TestPackageDialogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void viewSourceOpensReadmeAtTheTop();
    void badToolYamlListsEachProblemOnce();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Panel> m_panel;
    std::unique_ptr<icui::MainWindow> m_window;
};

void TestPackageDialogs::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Panel::Options options;
    options.settingsFile = m_dir.filePath(QStringLiteral("panel.ini"));
    options.forceSessionOnlySecrets = true;
    options.toolsRoot = m_dir.filePath(QStringLiteral("tools"));
    m_panel = std::make_unique<Panel>(options);
    QVERIFY(m_panel->toolsError().isEmpty());
    m_window = std::make_unique<icui::MainWindow>(*m_panel);
    m_window->resize(960, 620);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPackageDialogs::cleanupTestCase()
{
    m_window.reset();
    m_panel.reset();
}

void TestPackageDialogs::viewSourceOpensReadmeAtTheTop()
{
    // A README several screens long, shown first (the list is sorted: README.md leads).
    QByteArray readme = "# Live Stats\n\nThe first line a reader must see.\n\n";
    for (int i = 1; i <= 40; ++i)
        readme += "## Section " + QByteArray::number(i) +
                  "\n\nSome text about it, long enough "
                  "to wrap once in the viewer of the dialog.\n\n- a point\n- another one\n\n";
    const QString path = m_dir.filePath(QStringLiteral("readme.icpkg"));
    {
        ictest::PackageMaker zip(path);
        zip.file("README.md", readme)
            .file("tool.yaml", ictest::ToolSpec{}.yaml())
            .folder("overlay/")
            .file("overlay/index.html", "<html></html>");
        QVERIFY(zip.close());
    }
    ictools::PackageProblem problem;
    const auto contents = ictools::PackageReader(path).list(&problem);
    QVERIFY2(contents, qPrintable(problem.message));

    icui::SourceViewDialog dialog(ictools::PackageReader(path), *contents, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    icui::MarkdownView *markdown = dialog.markdownViewer();
    QCOMPARE(dialog.fileList()->currentItem()->text(), QStringLiteral("README.md"));
    QVERIFY(markdown->isVisible());
    QScrollBar *bar = markdown->verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0); // it does not fit: where it starts matters
    QCoreApplication::processEvents();
    QCOMPARE(bar->value(), 0);
    QCOMPARE(markdown->textCursor().position(), 0);

    // Scrolled down, another file, then the README again: from the top again.
    bar->setValue(bar->maximum());
    dialog.fileList()->setCurrentRow(dialog.fileList()->count() - 1);
    QVERIFY(dialog.viewer()->isVisible());
    QCOMPARE(dialog.viewer()->verticalScrollBar()->value(), 0);
    dialog.fileList()->setCurrentRow(0);
    QCoreApplication::processEvents();
    QCOMPARE(bar->value(), 0);
}

void TestPackageDialogs::badToolYamlListsEachProblemOnce()
{
    ictest::ToolSpec spec;
    spec.id = QStringLiteral("Bad_Tool");
    spec.tier = QStringLiteral("superuser");
    const QString path = m_dir.filePath(QStringLiteral("badmanifest.icpkg"));
    QVERIFY(spec.write(path));
    const ictools::ToolRegistry::Inspection inspection = m_panel->tools()->inspect(path);
    QVERIFY(inspection.refused());
    QVERIFY(!inspection.problems.isEmpty());

    icui::InstallDialog::setNextAnswer(icui::InstallDialog::Answer::Install); // must not be used
    QVERIFY(!m_window->toolsPage()->installPackage(path));
    icui::InstallDialog::setNextAnswer(icui::InstallDialog::Answer::None);
    const QString text = m_window->toolsPage()->messageBar()->text();
    QVERIFY2(text.contains(QLatin1String("Bad_Tool")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("superuser")), qPrintable(text));
    for (const ictools::ManifestProblem &p : inspection.problems)
        QVERIFY2(text.count(p.toString()) == 1,
                 qPrintable(p.toString() + QStringLiteral("\n---\n") + text));
    QVERIFY2(text.contains(QLatin1String("Nothing was changed.")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("ic-tool validate")));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("was not installed")));
    QVERIFY(m_panel->tools()->tools().isEmpty());
}

QTEST_MAIN(TestPackageDialogs)
#include "TestPackageDialogs.moc"
