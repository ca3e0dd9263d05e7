// The seventeenth newcomer saw a light strip with grips at the bottom corners of the Settings
// dialog, in light and in dark. It was the window manager's resize handle (openbox draws one,
// in its own theme's colours, along the bottom of every resizable window). A form gains
// nothing from being resized, so a dialog with nothing that scrolls is shown at a size fixed to
// its contents (icui::ModalDialog::fitToContents): no handle, no grips. The dialog's own
// corners are its background in both schemes. And Connect…'s address placeholder reads as an
// example ("e.g. ws://…"), not as an address already filled in.

#include "TestShots.h"
#include "WindowFixture.h"

#include "panel/PanelSettings.h"
#include "ui/MainWindow.h"
#include "ui/appearance/Appearance.h"
#include "ui/common/ModalDialog.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/password/PasswordPage.h"
#include "ui/settings/SettingsDialog.h"

#include "common/DefaultPorts.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>
#include <QWindow>
#include <QtTest>

using Scheme = icpanel::PanelSettings::ColorScheme;

class TestDialogCorners : public WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_platformStyle = QApplication::style()->name(); }
    void init() { setUpWindow(); }
    void cleanup();
    void settingsShowsNoResizeHandleAndPlainCornersInBothSchemes_data();
    void settingsShowsNoResizeHandleAndPlainCornersInBothSchemes();
    void aDialogThatScrollsStaysResizable();
    void connectAddressPlaceholderIsAnExample();
    void resetConfirmationOpensCentredOverTheWindow();
    void centredOverKeepsTheDialogOnTheScreen();

private:
    QString m_platformStyle;
};

void TestDialogCorners::cleanup()
{
    icui::ModalDialog::clearNextHandler();
    tearDownWindow();
    QApplication::setStyle(m_platformStyle);
    QApplication::setPalette(QPalette());
}

void TestDialogCorners::settingsShowsNoResizeHandleAndPlainCornersInBothSchemes_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestDialogCorners::settingsShowsNoResizeHandleAndPlainCornersInBothSchemes()
{
    QFETCH(bool, dark);
    m_panel->settings()->setColorScheme(dark ? Scheme::Dark : Scheme::Light);
    QTRY_COMPARE(icui::Appearance::isDark(m_window->palette()), dark);

    icui::SettingsDialog dialog(*m_panel, m_window.get());
    bool looked = false, shown = false;
    QSize least, most;
    QImage picture;
    QTimer::singleShot(0, &dialog, [&] {
        // Shown for real (no test handler): what the window manager is told.
        shown = dialog.isVisible();
        least = dialog.minimumSize();
        most = dialog.maximumSize();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        picture = dialog.grab().toImage();
        ictest::saveShot(&dialog, dark ? QStringLiteral("dialog-corners-dark")
                                       : QStringLiteral("dialog-corners-light"));
        looked = true;
        dialog.reject();
    });
    icui::ModalDialog::exec(dialog);
    QVERIFY(looked && shown);
    // min == max: not resizable, so no window manager draws a resize handle or grips.
    QCOMPARE(least, most);
    QVERIFY(least.width() > 100 && least.height() > 100);
    // Every corner of the dialog is its own background, in this scheme.
    const QColor background = dialog.palette().color(QPalette::Window);
    QCOMPARE(icui::Appearance::isDark(dialog.palette()), dark);
    const int w = picture.width(), h = picture.height();
    const qreal ratio = picture.devicePixelRatio();
    QVERIFY(w > 0 && h > 0);
    for (const QPoint corner : {QPoint(1, h - 2), QPoint(w - 2, h - 2), QPoint(1, 1),
                                QPoint(w - 2, 1), QPoint(w / 2, h - 2)}) {
        const QColor seen = picture.pixelColor(corner);
        QVERIFY2(seen == background,
                 qPrintable(QStringLiteral("%1,%2 is %3, background %4 (dpr %5)")
                                .arg(corner.x())
                                .arg(corner.y())
                                .arg(seen.name(), background.name())
                                .arg(ratio)));
    }
}

void TestDialogCorners::aDialogThatScrollsStaysResizable()
{
    // A list shows more as its dialog grows: that one keeps its resize handle.
    QDialog listDialog(m_window.get());
    auto *listColumn = new QVBoxLayout(&listDialog);
    listColumn->addWidget(new QListWidget(&listDialog));
    QVERIFY(icui::ModalDialog::gainsFromResizing(listDialog));
    icui::ModalDialog::fitToContents(listDialog);
    listDialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&listDialog));
    QVERIFY(listDialog.minimumSize() != listDialog.maximumSize());
    listDialog.hide();

    // A combo box's list pops up in a window of its own: a form with one is fixed.
    QDialog form(m_window.get());
    auto *formColumn = new QVBoxLayout(&form);
    auto *combo = new QComboBox(&form);
    combo->addItems({QStringLiteral("one"), QStringLiteral("two")});
    formColumn->addWidget(combo);
    formColumn->addWidget(new QLineEdit(&form));
    QVERIFY(!icui::ModalDialog::gainsFromResizing(form));
    icui::ModalDialog::fitToContents(form);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    QTRY_COMPARE(form.minimumSize(), form.maximumSize());
    // Its size follows what it shows.
    const int before = form.height();
    auto *more = new QLabel(QStringLiteral("Another line\nand one more"), &form);
    formColumn->addWidget(more);
    QTRY_VERIFY(form.height() > before);
    QCOMPARE(form.minimumSize(), form.maximumSize());
}

void TestDialogCorners::connectAddressPlaceholderIsAnExample()
{
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    auto *address = dialog.findChild<QLineEdit *>(QStringLiteral("connectAddress"));
    auto *hint = dialog.findChild<QLabel *>(QStringLiteral("connectAddressHint"));
    QVERIFY(address && hint);
    const QString example = ic::defaultGameUrl().toString();
    // An example, not a value: it says so before the address.
    QCOMPARE(address->placeholderText(), QStringLiteral("e.g. %1").arg(example));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    address->setFocus();
    address->selectAll();
    QTest::keyClick(address, Qt::Key_Backspace);
    QCOMPARE(address->text(), QString());
    // The hint under the field still says what to type, the address on its own line.
    QTRY_VERIFY(hint->isVisible());
    QVERIFY2(hint->text().endsWith(QLatin1Char('\n') + example), qPrintable(hint->text()));
    ictest::saveShot(&dialog, QStringLiteral("connect-placeholder"));
    dialog.reject();
}

void TestDialogCorners::resetConfirmationOpensCentredOverTheWindow()
{
    // Eighteenth newcomer: the Reset Password confirmation once opened at the screen's top-left
    // corner, its title bar off screen. Opened by the real button through ModalDialog::exec, it
    // is a dialog of the main window, centred over it.
    m_window->move(40, 30); // not the screen's centre: a box centred on the screen is wrong too
    m_window->showPage(icui::MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->resetButton()->isEnabled(), 10000);
    QTRY_COMPARE(m_window->geometry().topLeft(), QPoint(40, 30));

    QRect box, window;
    bool dialog = false, transientOfWindow = false;
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *shown = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (shown == nullptr || shown->objectName() != QLatin1String("resetConfirmation") ||
            !QTest::qWaitForWindowExposed(shown))
            return;
        poll.stop();
        box = shown->frameGeometry();
        window = m_window->frameGeometry();
        dialog = shown->windowType() == Qt::Dialog;
        transientOfWindow = shown->windowHandle() != nullptr &&
                            shown->windowHandle()->transientParent() == m_window->windowHandle();
        shown->reject();
    });
    poll.start();
    QTest::mouseClick(page->resetButton(), Qt::LeftButton);
    QVERIFY(box.isValid());
    QVERIFY(dialog);
    QVERIFY(transientOfWindow);
    const QPoint off = box.center() - window.center();
    QVERIFY2(qAbs(off.x()) <= 3 && qAbs(off.y()) <= 3,
             qPrintable(QStringLiteral("box %1,%2 %3x%4 over window %5,%6 %7x%8")
                            .arg(box.x())
                            .arg(box.y())
                            .arg(box.width())
                            .arg(box.height())
                            .arg(window.x())
                            .arg(window.y())
                            .arg(window.width())
                            .arg(window.height())));
}

void TestDialogCorners::centredOverKeepsTheDialogOnTheScreen()
{
    const QRect screen(0, 0, 1600, 1000);
    // Centred over the window.
    QCOMPARE(icui::ModalDialog::centredOver(QSize(200, 100), QRect(100, 100, 800, 600), screen),
             QRect(400, 350, 200, 100));
    // A window partly off the screen: the dialog stays on it, whole.
    QCOMPARE(icui::ModalDialog::centredOver(QSize(400, 300), QRect(-700, -500, 800, 600), screen),
             QRect(0, 0, 400, 300));
    QCOMPARE(icui::ModalDialog::centredOver(QSize(400, 300), QRect(1400, 900, 800, 600), screen),
             QRect(1200, 700, 400, 300));
}

QTEST_MAIN(TestDialogCorners)
#include "TestDialogCorners.moc"
