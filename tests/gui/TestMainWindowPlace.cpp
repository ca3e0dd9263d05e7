// The main window opens where the user left it (the twenty-seventh newcomer maximised it, and the
// next start forgot): its place, size and maximised state are kept in the panel's settings when
// it closes, and the next window opens so. Never kept before: the panel places it as before.

#include "WindowFixture.h"

#include "panel/PanelSettings.h"
#include "ui/MainWindow.h"

#include <QScreen>
#include <QTest>
#include <QWindow>
#include <memory>

class TestMainWindowPlace : public WindowFixture
{
    Q_OBJECT

    /// Closes the window (as the user does) and opens the panel's next one.
    void closeAndOpenAgain()
    {
        QVERIFY(m_window->close());
        QVERIFY(!m_panel->settings()->mainWindowGeometry().isEmpty());
        m_window = std::make_unique<icui::MainWindow>(*m_panel);
    }

private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }

    void theFirstWindowIsPlacedByThePanel()
    {
        QVERIFY(m_panel->settings()->mainWindowGeometry().isEmpty());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QCOMPARE(m_window->geometry(),
                 icui::MainWindow::firstGeometry(m_window->screen()->availableGeometry()));
    }

    void whereTheUserLeftItIsWhereItOpens()
    {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        const QRect avail = m_window->screen()->availableGeometry();
        const QRect chosen(avail.left() + 40, avail.top() + 30,
                           icui::MainWindow::leastSize().width() + 30,
                           icui::MainWindow::leastSize().height() + 20);
        QVERIFY(chosen != m_window->geometry());
        // Moved and resized through the window system, as a window manager does.
        m_window->windowHandle()->setGeometry(chosen);
        QTRY_COMPARE(m_window->geometry(), chosen);

        closeAndOpenAgain();
        QCOMPARE(m_window->geometry(), chosen);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_COMPARE(m_window->geometry(), chosen);
    }

    void aMaximisedWindowOpensMaximised()
    {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->showMaximized();
        QTRY_VERIFY(m_window->isMaximized());

        closeAndOpenAgain();
        QVERIFY(m_window->windowState().testFlag(Qt::WindowMaximized));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->isMaximized());
    }
};

QTEST_MAIN(TestMainWindowPlace)
#include "TestMainWindowPlace.moc"
