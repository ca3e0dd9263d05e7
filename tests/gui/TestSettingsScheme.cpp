// The sixteenth newcomer picked Dark in Settings and saw nothing until OK. As in OBS and
// KeePassXC, the window takes the colour scheme at once as it is picked; Cancel and Escape put
// the one in use before back (nothing is kept), OK keeps the pick. On the real window over a
// real Panel and a simulated game.

#include "TestShots.h"
#include "WindowFixture.h"

#include "panel/PanelSettings.h"
#include "ui/appearance/Appearance.h"
#include "ui/settings/SettingsDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QStyle>
#include <QtTest>

using Scheme = icpanel::PanelSettings::ColorScheme;

class TestSettingsScheme : public WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init() { setUpWindow(); }
    void cleanup();
    void pickedSchemeShowsAtOnceAndEscapeTakesItBack();
    void cancelTakesThePickBack();
    void okKeepsThePick();

private:
    bool windowIsDark() const { return icui::Appearance::isDark(m_window->palette()); }
    /// Picks `scheme` in an open dialog the way a user does: the box, an arrow key.
    static void pick(icui::SettingsDialog &dialog, Scheme scheme);
    QString m_platformStyle;
};

void TestSettingsScheme::initTestCase()
{
    m_platformStyle = QApplication::style()->name();
}

void TestSettingsScheme::cleanup()
{
    tearDownWindow();
    QApplication::setStyle(m_platformStyle);
    QApplication::setPalette(QPalette());
}

void TestSettingsScheme::pick(icui::SettingsDialog &dialog, Scheme scheme)
{
    QComboBox *box = dialog.colorSchemeBox();
    box->setFocus();
    const int target = box->findData(int(scheme));
    QVERIFY(target >= 0);
    while (box->currentIndex() != target)
        QTest::keyClick(box, box->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
}

void TestSettingsScheme::pickedSchemeShowsAtOnceAndEscapeTakesItBack()
{
    QVERIFY(!windowIsDark());
    icui::SettingsDialog dialog(*m_panel, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    pick(dialog, Scheme::Dark);
    // Dark while the dialog is still open: the window behind it and the dialog itself.
    QTRY_VERIFY(windowIsDark());
    QVERIFY(icui::Appearance::isDark(dialog.palette()));
    QVERIFY(dialog.isVisible());
    ictest::saveShot(m_window.get(), QStringLiteral("settings-scheme-live-dark"));
    ictest::saveShot(&dialog, QStringLiteral("settings-scheme-live-dark-dialog"));

    QTest::keyClick(dialog.colorSchemeBox(), Qt::Key_Escape);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QTRY_VERIFY(!windowIsDark());
    QCOMPARE(m_panel->settings()->colorScheme(), Scheme::System);
    // Nothing of the pick is kept for the next start either.
    QCOMPARE(icpanel::PanelSettings(m_dir->filePath(QStringLiteral("panel.ini"))).colorScheme(),
             Scheme::System);
}

void TestSettingsScheme::cancelTakesThePickBack()
{
    m_panel->settings()->setColorScheme(Scheme::Dark);
    QTRY_VERIFY(windowIsDark());
    icui::SettingsDialog dialog(*m_panel, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    pick(dialog, Scheme::Light);
    QTRY_VERIFY(!windowIsDark());

    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    QTRY_VERIFY(!dialog.isVisible());
    QTRY_VERIFY(windowIsDark());
    QCOMPARE(m_panel->settings()->colorScheme(), Scheme::Dark);
}

void TestSettingsScheme::okKeepsThePick()
{
    {
        icui::SettingsDialog dialog(*m_panel, m_window.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        pick(dialog, Scheme::Dark);
        QTRY_VERIFY(windowIsDark());
        auto *buttons = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_VERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
    // Still dark once the dialog is gone, and kept for the next start.
    QVERIFY(windowIsDark());
    QCOMPARE(m_panel->settings()->colorScheme(), Scheme::Dark);
    QCOMPARE(icpanel::PanelSettings(m_dir->filePath(QStringLiteral("panel.ini"))).colorScheme(),
             Scheme::Dark);
}

QTEST_MAIN(TestSettingsScheme)
#include "TestSettingsScheme.moc"
