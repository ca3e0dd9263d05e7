// What a tool may do, made visible where the user agrees to it (issue 26): an update that
// raises a tool to admin shows a warning bar with what admin allows in plain words, the author
// is "unverified", "Will not get" lists only the powers above the tool's own, a new admin tool
// is warned about too; Return cancels the install dialog; the Tools page's columns fill its
// width. IC_TOOLS_SHOTS=<folder> saves the dialog and the page in light and dark to look at.

#include "ui/MainWindow.h"
#include "ui/appearance/Icons.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/ToolsPage.h"

#include "panel/Panel.h"
#include "panel/PanelSettings.h"

#include "tools/ToolRegistry.h"

#include "ToolPackages.h"
#include "ToolsWindowSetup.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <algorithm>
#include <memory>

using icpanel::Panel;
using icui::InstallDialog;

class TestToolRisk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void updateToAdminShowsTheRiskInPlainWords();
    void newAdminToolIsWarnedAbout();
    void returnCancelsAndTheVerbHasItsKey();
    void toolsColumnsFillTheWidth();
    void observerToolGetsACalmVerdict();
    void dialogHasNoGapAboveTheButtons();
    void cancelledInstallReplacesTheLastOutcome();
    void packagesFolderIsRemembered();
    void uninstallConfirmationWarnsAndNamesTheTool();
    void uninstallSelectsTheNextRow();

private:
    /// The empty height between the last line of `dialog`'s content and its buttons.
    static int gapAboveButtons(InstallDialog &dialog);
    ictools::ToolRegistry *registry() const { return m_panel->tools(); }
    /// Saves `widget` as <IC_TOOLS_SHOTS>/<name>.png when that variable names a folder.
    static void shoot(QWidget *widget, const QString &name);
    /// shoot() in the light and the dark scheme (name-light, name-dark), then light again.
    void shootLightAndDark(QWidget *widget, const QString &name);

    QTemporaryDir m_dir;
    std::unique_ptr<Panel> m_panel;
    std::unique_ptr<icui::MainWindow> m_window;
};

void TestToolRisk::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_panel = ictest::panelWithObserverTool(m_dir); // an observer overlay, installed
    QVERIFY(m_panel);
    m_window = std::make_unique<icui::MainWindow>(*m_panel);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestToolRisk::cleanupTestCase()
{
    m_window.reset();
    m_panel.reset();
}

void TestToolRisk::shoot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("IC_TOOLS_SHOTS");
    if (!folder.isEmpty() && QDir().mkpath(folder))
        widget->grab().save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

void TestToolRisk::shootLightAndDark(QWidget *widget, const QString &name)
{
    using Scheme = icpanel::PanelSettings::ColorScheme;
    const auto windowLightness = [widget] {
        return widget->palette().color(QPalette::Window).lightness();
    };
    m_panel->settings()->setColorScheme(Scheme::Light);
    QTRY_VERIFY(windowLightness() > 128);
    shoot(widget, name + QStringLiteral("-light"));
    m_panel->settings()->setColorScheme(Scheme::Dark);
    QTRY_VERIFY(windowLightness() < 128);
    shoot(widget, name + QStringLiteral("-dark"));
    m_panel->settings()->setColorScheme(Scheme::Light);
    QTRY_VERIFY(windowLightness() > 128);
}

void TestToolRisk::newAdminToolIsWarnedAbout()
{
    ictest::ToolSpec desk;
    desk.id = QStringLiteral("score-desk");
    desk.name = QStringLiteral("Score Desk");
    desk.tier = QStringLiteral("admin");
    const QString path = m_dir.filePath(QStringLiteral("score-desk.icpkg"));
    QVERIFY(desk.write(path));
    const ictools::ToolRegistry::Inspection inspection = registry()->inspect(path);
    QVERIFY2(!inspection.refused(), qPrintable(inspection.error.message));
    InstallDialog dialog(path, inspection, m_window.get());
    QVERIFY(dialog.riskBar());
    // A warning (⚠), not an error: nothing went wrong; red as admin access deserves.
    QCOMPARE(dialog.riskBar()->kind(), icui::MessageBar::Kind::Warning);
    QCOMPARE(dialog.riskBar()->tone(), icui::MessageBar::Kind::Error);
    QVERIFY(
        dialog.riskBar()->text().startsWith(QLatin1String("Score Desk asks for admin access.")));
    // Tab goes from button to button: no text is a Tab stop without a focus ring (twentieth
    // newcomer: Shift+Tab seemed to vanish once between Cancel and View Source).
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        QVERIFY2(!(label->focusPolicy() & Qt::TabFocus), qPrintable(label->text()));
    QVERIFY(dialog.riskBar()->text().contains(QLatin1String("kick players")));
    // An observer tool is not.
    ictest::ToolSpec plain;
    plain.id = QStringLiteral("plain-tool");
    const QString plainPath = m_dir.filePath(QStringLiteral("plain.icpkg"));
    QVERIFY(plain.write(plainPath));
    QVERIFY(!InstallDialog(plainPath, registry()->inspect(plainPath), m_window.get()).riskBar());
}

void TestToolRisk::returnCancelsAndTheVerbHasItsKey()
{
    // Installing is the risky choice: Return is Cancel, the verb has Alt+I.
    const QString path = m_dir.filePath(QStringLiteral("other.icpkg"));
    ictest::ToolSpec other;
    other.id = QStringLiteral("other-tool");
    QVERIFY(other.write(path));
    const ictools::ToolRegistry::Inspection inspection = registry()->inspect(path);
    QVERIFY2(!inspection.refused(), qPrintable(inspection.error.message));
    InstallDialog dialog(path, inspection, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *install = dialog.findChild<QPushButton *>(QStringLiteral("installButton"));
    QVERIFY(install);
    QCOMPARE(install->shortcut(), QKeySequence(Qt::ALT | Qt::Key_I));
    // The text shown once the dialog is built and laid out still marks the key (underlined).
    QCOMPARE(install->text(), QStringLiteral("&Install"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Install Tool"));
    // Every button has a key of its own (Install, Cancel, View Source).
    QStringList keys;
    for (const QPushButton *button : dialog.findChildren<QPushButton *>()) {
        if (button->isVisible() && !button->shortcut().isEmpty()) {
            const QString key = button->shortcut().toString();
            QVERIFY2(!keys.contains(key), qPrintable(key));
            keys << key;
        }
    }
    QCOMPARE(keys.size(), 3);
    QTest::keyClick(&dialog, Qt::Key_Return);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(!registry()->find(QStringLiteral("other-tool"))); // the dialog writes nothing
}

void TestToolRisk::updateToAdminShowsTheRiskInPlainWords()
{
    ictest::ToolSpec admin;
    admin.version = QStringLiteral("3.0.0");
    admin.tier = QStringLiteral("admin");
    admin.subscriptions << QStringLiteral("admin");
    const QString path = m_dir.filePath(QStringLiteral("live-stats-admin.icpkg"));
    QVERIFY(admin.write(path));
    const ictools::ToolRegistry::Inspection inspection = registry()->inspect(path);
    QVERIFY2(!inspection.refused(), qPrintable(inspection.error.message));
    QCOMPARE(inspection.kind, ictools::ToolRegistry::Inspection::Update);

    InstallDialog dialog(path, inspection, m_window.get());
    icui::MessageBar *bar = dialog.riskBar();
    QVERIFY(bar);
    // Twenty-second newcomer: the update's bar had the red ✕ of an error. It is a warning (⚠,
    // MessageBar's Warning kind), still tinted red for admin access.
    QCOMPARE(bar->kind(), icui::MessageBar::Kind::Warning);
    QCOMPARE(bar->tone(), icui::MessageBar::Kind::Error);
    QVERIFY(!bar->isHidden());
    QVERIFY(bar->closeButton()->isHidden());
    const QString risk = bar->text();
    QVERIFY2(risk.contains(QLatin1String("raises Live Stats from observer access to admin access")),
             qPrintable(risk));
    for (const char *power : {"pause", "kick players", "match settings", "without fog of war",
                              "two minutes late", "logs every admin action"})
        QVERIFY2(risk.contains(QLatin1String(power)), power);
    // What it will not get: only mod access, said so that it does not read as "below admin".
    const QString text = dialog.summaryText();
    QVERIFY(text.contains(risk));
    QVERIFY(text.contains(QLatin1String("Will not get")));
    QVERIFY(text.contains(QLatin1String("Mod access: running mods' commands")));
    QVERIFY(text.contains(QLatin1String("admin access does not include it")));
    QVERIFY(!text.contains(QLatin1String("Admin access (cannot")));
    QVERIFY(text.contains(QLatin1String("Unverified author: OverlayDev")));
    auto *install = dialog.findChild<QPushButton *>(QStringLiteral("installButton"));
    // The button names what it grants: the update raises the tier.
    QCOMPARE(install->text(), QStringLiteral("&Update and Allow Admin"));
    QCOMPARE(icui::InstallDialog::updateVerb(icrp::Tier::Admin, icrp::Tier::Admin),
             QStringLiteral("&Update"));
    QCOMPARE(icui::InstallDialog::updateVerb(icrp::Tier::Admin, icrp::Tier::Observer),
             QStringLiteral("&Update"));
    QCOMPARE(icui::InstallDialog::updateVerb(icrp::Tier::Observer, icrp::Tier::Mod),
             QStringLiteral("&Update and Allow Mod"));
    QVERIFY(text.startsWith(QLatin1String("Update Live Stats to 3.0.0?")));

    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    shootLightAndDark(&dialog, QStringLiteral("update-to-admin"));
    // It shows all of it without scrolling, within the screen.
    auto *scroll = dialog.findChild<QScrollArea *>();
    QVERIFY(scroll);
    QVERIFY(scroll->verticalScrollBar()->maximum() == 0 ||
            dialog.height() >= dialog.screen()->availableGeometry().height() * 9 / 10);
    // Nothing was written by looking.
    QCOMPARE(registry()->find(QStringLiteral("live-stats"))->granted.tier, icrp::Tier::Observer);
}

void TestToolRisk::toolsColumnsFillTheWidth()
{
    m_window->resize(960, 620);
    m_window->showPage(icui::MainWindow::Page::Tools);
    QTableWidget *table = m_window->toolsPage()->table();
    QTRY_VERIFY(table->isVisible());
    QTRY_COMPARE(m_window->size(), QSize(960, 620));
    QHeaderView *header = table->horizontalHeader();
    QTRY_COMPARE(header->length(), table->viewport()->width());
    shootLightAndDark(m_window.get(), QStringLiteral("tools-page"));
    // Fourteenth newcomer: Status took about 60 % of the width. The name and Status share the
    // spare width; the short columns fit their contents, at the least size and maximised.
    using Page = icui::ToolsPage;
    const auto checkProportions = [header, table] {
        const int name = header->sectionSize(Page::NameColumn);
        const int status = header->sectionSize(Page::StatusColumn);
        QVERIFY2(qAbs(name - status) <= 1,
                 qPrintable(QStringLiteral("name %1, status %2").arg(name).arg(status)));
        QVERIFY(status < table->viewport()->width() / 2);
        for (int column : {int(Page::IdColumn), int(Page::VersionColumn), int(Page::EnabledColumn),
                           int(Page::TierColumn)}) {
            QVERIFY(header->sectionSize(column) >= header->sectionSizeHint(column));
            for (int row = 0; row < table->rowCount(); ++row) {
                const QString text = table->item(row, column)->text();
                QVERIFY2(table->fontMetrics().horizontalAdvance(text) < header->sectionSize(column),
                         qPrintable(text)); // whole, not cut
            }
            QVERIFY(header->sectionSize(column) < name);
        }
    };
    checkProportions();
    if (QTest::currentTestFailed())
        return;
    const QSize screen = m_window->screen()->availableGeometry().size();
    m_window->resize(screen);
    QTRY_COMPARE(m_window->size(), screen);
    QTRY_COMPARE(header->length(), table->viewport()->width());
    checkProportions();
    shoot(m_window.get(), QStringLiteral("tools-page-maximised"));
    m_window->resize(960, 620);
    QTRY_COMPARE(m_window->size(), QSize(960, 620));
}

int TestToolRisk::gapAboveButtons(InstallDialog &dialog)
{
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    auto *scroll = dialog.findChild<QScrollArea *>();
    int lowest = 0;
    for (const QWidget *child : scroll->widget()->findChildren<QWidget *>()) {
        if (child->isVisible())
            lowest = qMax(lowest, child->mapTo(&dialog, QPoint(0, child->height())).y());
    }
    return buttons->mapTo(&dialog, QPoint(0, 0)).y() - lowest;
}

void TestToolRisk::observerToolGetsACalmVerdict()
{
    ictest::ToolSpec watch;
    watch.id = QStringLiteral("desk-watch");
    watch.name = QStringLiteral("Desk Watch");
    const QString path = m_dir.filePath(QStringLiteral("desk-watch.icpkg"));
    QVERIFY(watch.write(path));
    InstallDialog dialog(path, registry()->inspect(path), m_window.get());
    auto *heading = dialog.findChild<QLabel *>(QStringLiteral("dialogHeading"));
    QVERIFY(heading);
    QCOMPARE(heading->text(), QStringLiteral("Install Desk Watch?"));
    QVERIFY(!dialog.riskBar()); // nothing to warn about
    icui::MessageBar *verdict = dialog.verdictBar();
    QVERIFY(verdict);
    QCOMPARE(verdict->kind(), icui::MessageBar::Kind::Information);
    for (const char *words :
         {"Low risk", "watch the match", "fog of war", "two minutes late", "cannot pause"})
        QVERIFY2(verdict->text().contains(QLatin1String(words)), words);
    QVERIFY(verdict->closeButton()->isHidden());
    QVERIFY(!verdict->autoHidePending()); // it stays while the dialog is open
    // "Unverified author" is explained on the line under it.
    auto *hint = dialog.findChild<QLabel *>(QStringLiteral("authorHint"));
    QVERIFY(hint && hint->text().contains(QLatin1String("not signed")));
    QVERIFY(dialog.summaryText().startsWith(QLatin1String("Install Desk Watch?")));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(heading->isVisible() && verdict->isVisible());
    shootLightAndDark(&dialog, QStringLiteral("install-observer"));
}

void TestToolRisk::dialogHasNoGapAboveTheButtons()
{
    ictest::ToolSpec wordy;
    wordy.id = QStringLiteral("wordy-tool");
    wordy.name = QStringLiteral("Wordy Tool");
    QStringList sentences;
    for (int i = 0; i < 15; ++i) // near tool.yaml's limit of 1000 characters
        sentences
            << QStringLiteral("Shows army value, resources and kills for OBS, sentence %1.").arg(i);
    wordy.description = sentences.join(QLatin1Char(' '));
    const QString wordyPath = m_dir.filePath(QStringLiteral("wordy.icpkg"));
    QVERIFY(wordy.write(wordyPath));
    QVERIFY(registry()->inspect(wordyPath).problems.isEmpty());
    ictest::ToolSpec plain;
    plain.id = QStringLiteral("plain-watch");
    const QString plainPath = m_dir.filePath(QStringLiteral("plain-watch.icpkg"));
    QVERIFY(plain.write(plainPath));
    ictest::ToolSpec terse; // with a network origin "Will not get" is short: a small dialog
    terse.id = QStringLiteral("terse-watch");
    terse.name = QStringLiteral("Terse");
    terse.description = QStringLiteral("Short.");
    terse.network << QStringLiteral("https://api.example.com");
    const QString tersePath = m_dir.filePath(QStringLiteral("terse-watch.icpkg"));
    QVERIFY(terse.write(tersePath));
    QVERIFY(registry()->inspect(tersePath).problems.isEmpty());
    for (const QString &path : {plainPath, wordyPath, tersePath}) {
        InstallDialog dialog(path, registry()->inspect(path), m_window.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        shoot(&dialog, QFileInfo(path).baseName());
        const int gap = gapAboveButtons(dialog);
        QVERIFY2(gap >= 0 && gap <= 2 * dialog.layout()->spacing() + 8,
                 qPrintable(QStringLiteral("%1 px empty above the buttons").arg(gap)));
    }
}

void TestToolRisk::cancelledInstallReplacesTheLastOutcome()
{
    icui::ToolsPage *page = m_window->toolsPage();
    icui::MessageBar *bar = page->messageBar();
    m_window->showPage(icui::MainWindow::Page::Tools);
    ictest::ToolSpec first;
    first.id = QStringLiteral("first-overlay");
    first.name = QStringLiteral("First Overlay");
    const QString firstPath = m_dir.filePath(QStringLiteral("first-overlay.icpkg"));
    QVERIFY(first.write(firstPath));
    InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
    QVERIFY(page->installPackage(firstPath));
    QCOMPARE(bar->kind(), icui::MessageBar::Kind::Positive);
    QVERIFY(bar->text().startsWith(QLatin1String("Installed First Overlay")));

    // The next install: the old outcome goes while it is asked, and a cancel says so.
    ictest::ToolSpec second;
    second.id = QStringLiteral("second-overlay");
    const QString secondPath = m_dir.filePath(QStringLiteral("second-overlay.icpkg"));
    QVERIFY(second.write(secondPath));
    bool shownWhileAsked = true;
    InstallDialog::setNextAnswer(InstallDialog::Answer::Cancel,
                                 [&] { shownWhileAsked = bar->hasMessage(); });
    QVERIFY(!page->installPackage(secondPath));
    QVERIFY(!shownWhileAsked);
    QVERIFY(bar->hasMessage());
    QCOMPARE(bar->kind(), icui::MessageBar::Kind::Information);
    QCOMPARE(bar->text(), QStringLiteral("Nothing was installed."));
    QVERIFY(bar->autoHidePending());
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Nothing was installed."));
}

void TestToolRisk::packagesFolderIsRemembered()
{
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("downloads"))));
    const QString path = m_dir.filePath(QStringLiteral("downloads/third.icpkg"));
    ictest::ToolSpec third;
    third.id = QStringLiteral("third-overlay");
    QVERIFY(third.write(path));
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionInstallTool"));
    QVERIFY(action);
    icui::FileDialog::setNextFileName(path);
    InstallDialog::setNextAnswer(InstallDialog::Answer::Cancel);
    action->trigger();
    QCOMPARE(icui::FileDialog::lastCaption(), QStringLiteral("Install Tool"));
    // The next time it starts where the last package was.
    icui::FileDialog::setNextFileName(QString());
    action->trigger();
    QCOMPARE(icui::FileDialog::lastDirectory(), QFileInfo(path).absolutePath());
}

void TestToolRisk::uninstallConfirmationWarnsAndNamesTheTool()
{
    // Fourteenth newcomer: the confirmation showed Qt's generic "?" and said only "Uninstall".
    // Every confirmation of something that cannot be taken back (Kick, Uninstall, Renew Token)
    // is built by MessageBox::confirm(): the warning icon, and here the tool's name.
    icui::ToolsPage *page = m_window->toolsPage();
    m_window->showPage(icui::MainWindow::Page::Tools);
    QVERIFY(page->selectTool(QStringLiteral("live-stats")));
    const QString name =
        page->table()->item(page->table()->currentRow(), icui::ToolsPage::NameColumn)->text();
    QImage shown, warning, question;
    QStringList buttons;
    QTimer::singleShot(0, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        const qreal ratio = m_window->devicePixelRatioF();
        shown = box->iconPixmap().toImage();
        warning = icui::Icons::statusPixmap(icui::Icons::Status::Warning, 48, ratio).toImage();
        question = icui::Icons::statusPixmap(icui::Icons::Status::Question, 48, ratio).toImage();
        for (QAbstractButton *b : box->buttons())
            buttons << b->text();
        shoot(box, QStringLiteral("uninstall-confirmation"));
        QTest::keyClick(box, Qt::Key_Escape);
    });
    page->uninstallSelected();
    QVERIFY(registry()->find(QStringLiteral("live-stats"))); // cancelled
    QVERIFY(!shown.isNull());
    QVERIFY(warning != question);
    QCOMPARE(shown, warning);
    QVERIFY2(buttons.contains(QStringLiteral("&Uninstall %1").arg(name)),
             qPrintable(buttons.join(u'|')));
}

void TestToolRisk::uninstallSelectsTheNextRow()
{
    icui::ToolsPage *page = m_window->toolsPage();
    m_window->showPage(icui::MainWindow::Page::Tools);
    for (const QString &id : {QStringLiteral("gone-overlay"), QStringLiteral("kept-overlay")}) {
        ictest::ToolSpec spec;
        spec.id = id;
        const QString path = m_dir.filePath(id + QStringLiteral(".icpkg"));
        QVERIFY(spec.write(path));
        InstallDialog::setNextAnswer(InstallDialog::Answer::Install);
        QVERIFY(page->installPackage(path));
    }
    // The first of the two rows goes: there is a row after it that must not be chosen.
    QTableWidget *table = page->table();
    QVERIFY(page->selectTool(QStringLiteral("gone-overlay")));
    const int goneRow = table->currentRow();
    QVERIFY(page->selectTool(QStringLiteral("kept-overlay")));
    const int first = std::min(goneRow, table->currentRow());
    QVERIFY(first + 1 < table->rowCount());
    const QString gone = table->item(first, icui::ToolsPage::IdColumn)->text();
    const QString goneName = table->item(first, icui::ToolsPage::NameColumn)->text();
    const QString nextId = table->item(first + 1, icui::ToolsPage::IdColumn)->text();
    QVERIFY(page->selectTool(gone));
    QVERIFY(page->uninstallButton()->isEnabled());
    m_window->activateWindow();
    QTRY_VERIFY(m_window->isActiveWindow());
    page->uninstallButton()->setFocus(Qt::OtherFocusReason);
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    page->uninstallButton()->click();
    QVERIFY(!registry()->find(gone));
    // Fourteenth newcomer: the button named only the verb, as Kick names the player.
    QCOMPARE(icui::MessageBox::lastAction(), QStringLiteral("&Uninstall %1").arg(goneName));
    // The focus stays on the table (not on the Game box at the top of the window, nor on
    // Uninstall…), on the row that took the removed one's place, selected so that its buttons
    // work (the sixteenth newcomer found them greyed out with the row only focused).
    // (The window's focus widget: the progress dialog may leave the window inactive under Xvfb.)
    QTRY_COMPARE(m_window->focusWidget(), static_cast<QWidget *>(table));
    QCOMPARE(table->currentRow(), first);
    QCOMPARE(table->item(first, icui::ToolsPage::IdColumn)->text(), nextId);
    QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(table->selectionModel()->selectedRows().constFirst().row(), first);
    QVERIFY(page->uninstallButton()->isEnabled());
    QVERIFY(page->enableButton()->isEnabled());
    // The next tool still goes only when the user confirms again: Cancel keeps it.
    const qsizetype left = registry()->tools().size();
    icui::MessageBox::setNextAnswer(QMessageBox::Cancel);
    page->uninstallSelected();
    QCOMPARE(registry()->tools().size(), left);

    // The last tool goes: the focus goes to Install Tool…, the page's next step.
    while (table->rowCount() > 0) {
        QVERIFY(page->selectTool(table->item(0, icui::ToolsPage::IdColumn)->text()));
        icui::MessageBox::setNextAnswer(QMessageBox::Yes);
        page->uninstallButton()->click();
    }
    QTRY_COMPARE(m_window->focusWidget(),
                 page->findChild<QWidget *>(QStringLiteral("installToolButton")));
}

QTEST_MAIN(TestToolRisk)
#include "TestToolRisk.moc"
