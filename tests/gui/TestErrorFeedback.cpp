// Errors a person must see in the window (issue 26, the sixth newcomer): an address that cannot
// be a game's is marked in Connect… as it is typed and Connect stays off (s1-47, s1-52); Open
// Folder and Help ▸ Documentation say when the desktop has no program to open them (s1-36,
// s1-93); a command's form names every missing or wrong field at once (c92). The real window
// over a real Panel and ic-remote-mock under Xvfb.

#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/common/ExternalLink.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/connectors/FieldMark.h"
#include "ui/connectors/ParamForm.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchExporter.h"
#include "ui/match/MatchPage.h"

#include "panel/ProfileStore.h"

#include <QAction>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QTest>

class TestErrorFeedback : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup();

    void connectDialogMarksAWrongAddressAsTyped();
    void documentationSaysWhenNothingOpensIt();
    void openFolderSaysWhenItFails();
    void commandFormNamesEveryMissingField();
};

void TestErrorFeedback::cleanup()
{
    icui::ExternalLink::setOpener({});
    icui::ExternalLink::setRecordOnly(false);
    icui::FileDialog::clearNextFileName();
    tearDownWindow();
}

void TestErrorFeedback::connectDialogMarksAWrongAddressAsTyped()
{
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QPushButton *connect = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    // The password field's hint is whole (nineteenth newcomer: "none is stored for a …").
    const QLineEdit *password = dialog.passwordEdit();
    const int frame =
        password->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, password);
    QVERIFY(password->width() - 2 * frame - 4 >=
            password->fontMetrics().horizontalAdvance(password->placeholderText()));
    QTest::keyClicks(dialog.urlEdit(), QStringLiteral("htp//bad host:99999"));
    QVERIFY(dialog.addressMarked());
    QVERIFY(!connect->isEnabled());
    const QString problem = dialog.problem();
    QVERIFY2(problem.contains(QLatin1String("not \"htp//\"")), qPrintable(problem));
    QVERIFY2(problem.contains(QLatin1String("A host name cannot contain spaces.")),
             qPrintable(problem));
    QVERIFY2(problem.contains(QLatin1String("The port must be 1 to 65535.")), qPrintable(problem));
    QVERIFY(dialog.addressHint()->text().isEmpty()); // no "ws:// added" for a wrong address
    ictest::saveShot(&dialog, QStringLiteral("connect-bad-address"));
    dialog.accept(); // refused: nothing saved
    QVERIFY(dialog.isVisible());
    QVERIFY(!m_panel->profiles()->contains(dialog.nameEdit()->text()));

    // Only the port wrong: only that is said.
    dialog.urlEdit()->setText(QStringLiteral("127.0.0.1:0"));
    QCOMPARE(dialog.problem(), QStringLiteral("The port must be 1 to 65535."));
    // Not a number at all: said so (nineteenth newcomer, "197x3").
    dialog.urlEdit()->setText(QStringLiteral("127.0.0.1:197x3"));
    QCOMPARE(dialog.problem(),
             QStringLiteral("The port must be a number from 1 to 65535; \"197x3\" is not."));
    dialog.urlEdit()->setText(QStringLiteral("127.0.0.1:0"));
    QVERIFY(dialog.addressMarked());
    // Fixed: the mark and the message go, Connect comes back.
    dialog.urlEdit()->setText(QStringLiteral("127.0.0.1:19710"));
    QVERIFY(!dialog.addressMarked());
    QVERIFY(dialog.problem().isEmpty());
    QVERIFY(connect->isEnabled());
    QVERIFY2(dialog.addressHint()->text().contains(QLatin1String("ws://127.0.0.1:19710/")),
             qPrintable(dialog.addressHint()->text()));
    // Seventh newcomer: "Broken" went to ws://broken/ (HTTP's port 80) without a word. No port
    // is the game's own, and the dialog says so.
    dialog.urlEdit()->setText(QStringLiteral("ws://broken"));
    QVERIFY(connect->isEnabled());
    QCOMPARE(dialog.addressHint()->text(),
             QStringLiteral("No port given: the panel connects to ws://broken:19710/, the "
                            "game's own port."));
}

void TestErrorFeedback::documentationSaysWhenNothingOpensIt()
{
    auto *docs = m_window->findChild<QAction *>(QStringLiteral("actionDocs"));
    QVERIFY(docs);
    const QString readme =
        icui::ExternalLink::documentation(QStringLiteral("README.md")).toLocalFile();
    QVERIFY(!readme.isEmpty());
    // No opener at all (xdg-open missing): said at once.
    icui::ExternalLink::setOpener(QStringLiteral("/nonexistent/xdg-open"));
    QGuiApplication::clipboard()->clear();
    docs->trigger();
    const auto said = [this] {
        return m_window->statusBar()->currentMessage() + u'|' + m_window->statusBar()->toolTip();
    };
    QTRY_VERIFY2(said().contains(QLatin1String("Could not open")), qPrintable(said()));
    QVERIFY2(said().contains(QDir::toNativeSeparators(readme)), qPrintable(said()));
    QVERIFY2(said().contains(QLatin1String("no program to open this kind of file is set up")),
             qPrintable(said()));
    QCOMPARE(QGuiApplication::clipboard()->text(), QDir::toNativeSeparators(readme));
    ictest::saveShot(m_window.get(), QStringLiteral("docs-not-opened"));
    // An opener that starts and fails afterwards (xdg-open: "no method available"): said once it
    // has ended.
    m_window->statusBar()->clearMessage();
    icui::ExternalLink::setOpener(QStringLiteral("false"));
    docs->trigger();
    QTRY_VERIFY2(said().contains(QLatin1String("Could not open")), qPrintable(said()));
    QVERIFY2(said().contains(QLatin1String("opener")), qPrintable(said()));
}

void TestErrorFeedback::openFolderSaysWhenItFails()
{
    // Match ▸ Export CSV…, as the page does it, into its own bar.
    m_window->showPage(icui::MainWindow::Page::Match);
    icui::MatchPage *page = m_window->matchPage();
    icui::MessageBar *bar = page->adminBox()->messageBar();
    const QString csv = m_dir->filePath(QStringLiteral("match.csv"));
    icui::FileDialog::setNextFileName(csv);
    icui::MatchExporter::exportCsv(page, *m_panel->match(), m_panel->log(), bar);
    QCOMPARE(bar->kind(), icui::MessageBar::Kind::Positive);
    QVERIFY(bar->actionButton()); // Open File; Open Folder is the bar's second button
    QPushButton *openFolder = bar->secondActionButton();
    QVERIFY(openFolder && openFolder->isVisible());
    icui::ExternalLink::setOpener(QStringLiteral("/nonexistent/xdg-open"));
    QTest::mouseClick(openFolder, Qt::LeftButton);
    // A warning (nothing on the page can put it right), which goes by itself.
    QTRY_COMPARE(bar->kind(), icui::MessageBar::Kind::Warning);
    const QString folder = QDir::toNativeSeparators(QFileInfo(csv).absolutePath());
    QVERIFY2(bar->text().contains(folder), qPrintable(bar->text()));
    QVERIFY2(bar->text().contains(QLatin1String("no program to open folders is set up")),
             qPrintable(bar->text()));
    QVERIFY2(bar->text().contains(QLatin1String("clipboard")), qPrintable(bar->text()));
    QCOMPARE(QGuiApplication::clipboard()->text(), folder);
    ictest::saveShot(m_window.get(), QStringLiteral("folder-not-opened"));
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QLatin1String("Could not open")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

void TestErrorFeedback::commandFormNamesEveryMissingField()
{
    using icconnectors::ParamSpec;
    const icconnectors::CommandSpec spawn(
        QStringLiteral("spawn"), QStringLiteral("Spawns a unit"),
        {ParamSpec(QStringLiteral("unit"), ParamSpec::Kind::Text),
         ParamSpec(QStringLiteral("x"), ParamSpec::Kind::Integer).need(),
         ParamSpec(QStringLiteral("y"), ParamSpec::Kind::Integer).need(),
         ParamSpec(QStringLiteral("speed"), ParamSpec::Kind::Number)});
    icui::ParamForm form;
    form.setCommand(spawn);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    form.setValue(QStringLiteral("speed"), QStringLiteral("fast"));
    QVERIFY(!form.check());
    const QString said = form.problemLabel()->text();
    QVERIFY2(said.startsWith(QLatin1String("spawn needs x and y.")), qPrintable(said));
    QVERIFY2(said.contains(QLatin1String("speed must be a number")), qPrintable(said));
    for (const char *name : {"x", "y", "speed"})
        QVERIFY2(icui::FieldMark::isMarked(form.editorOf(QLatin1String(name))), name);
    QVERIFY(!icui::FieldMark::isMarked(form.editorOf(QStringLiteral("unit"))));
    QCOMPARE(form.focusWidget(), form.editorOf(QStringLiteral("x"))); // the first wrong one
    // Fixing one takes its mark away; the message then names what is still wrong.
    QTest::keyClicks(form.editorOf(QStringLiteral("x")), QStringLiteral("4"));
    QVERIFY(!icui::FieldMark::isMarked(form.editorOf(QStringLiteral("x"))));
    QVERIFY(icui::FieldMark::isMarked(form.editorOf(QStringLiteral("y"))));
    QVERIFY2(form.problemLabel()->text().startsWith(QLatin1String("spawn needs y.")),
             qPrintable(form.problemLabel()->text()));
}

QTEST_MAIN(TestErrorFeedback)
#include "TestErrorFeedback.moc"
