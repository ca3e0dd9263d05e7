// Sixteenth newcomer: after Ctrl+3 (and any Ctrl+N) the focus stayed on the Game box at the
// top of the window, so the next arrow key or letter acted on the game selector, not on the
// page. A page chosen by its shortcut now takes the focus to its row in the page list, as a
// click there does: the arrows go on through the pages, Tab enters the page. Every Ctrl+N.

#include "WindowFixture.h"

#include "ui/MainWindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QTest>

using icui::MainWindow;

class TestFocusAfterPageShortcut : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        setUpWindow();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }
    void cleanup() { tearDownWindow(); }

    void everyPageShortcutFocusesThePageList_data()
    {
        QTest::addColumn<int>("digit");
        QTest::addColumn<MainWindow::Page>("page");
        const QList<MainWindow::Page> pages = {
            MainWindow::Page::Status,   MainWindow::Page::Connections,
            MainWindow::Page::Password, MainWindow::Page::ConnectInfo,
            MainWindow::Page::Log,      MainWindow::Page::Tools,
            MainWindow::Page::Overlays, MainWindow::Page::Match,
            MainWindow::Page::History,  MainWindow::Page::OtherGames};
        for (int i = 0; i < pages.size(); ++i) {
            const int digit = (i + 1) % 10;
            QTest::addRow("Ctrl+%d", digit) << digit << pages.at(i);
        }
    }

    void everyPageShortcutFocusesThePageList()
    {
        QFETCH(int, digit);
        QFETCH(MainWindow::Page, page);
        auto *pageList = m_window->findChild<QListWidget *>(QStringLiteral("pageList"));
        QVERIFY(pageList);
        QComboBox *gameBox = m_window->profileSwitcher();
        const QString game = gameBox->currentText();
        // Where the newcomer had it: on the Game box (the window's first control).
        gameBox->setFocus(Qt::OtherFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(gameBox));

        QTest::keyClick(m_window.get(), static_cast<Qt::Key>(Qt::Key_0 + digit),
                        Qt::ControlModifier);
        QTRY_COMPARE(m_window->currentPage(), page);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(pageList));
        QCOMPARE(pageList->currentRow(), static_cast<int>(page));

        // The next arrow key moves through the pages, not the games.
        const bool last = page == MainWindow::Page::OtherGames;
        QTest::keyClick(QApplication::focusWidget(), last ? Qt::Key_Up : Qt::Key_Down);
        QTRY_COMPARE(static_cast<int>(m_window->currentPage()),
                     static_cast<int>(page) + (last ? -1 : 1));
        QCOMPARE(gameBox->currentText(), game);
        QVERIFY(!gameBox->view()->isVisible()); // its list did not open either
        if (page == MainWindow::Page::Password && !qEnvironmentVariableIsEmpty("IC_FOCUS_SHOTS")) {
            m_window->showPage(page);
            m_window->grab().save(
                QDir(qEnvironmentVariable("IC_FOCUS_SHOTS")).filePath(QStringLiteral("ctrl3.png")));
        }
    }

    void shortcutFromInsideAPageFocusesThePageList()
    {
        // From a control on the page shown (the Password page's field), Ctrl+8: the Match page's
        // row in the page list has the focus, not a control Qt picked on the page left.
        auto *pageList = m_window->findChild<QListWidget *>(QStringLiteral("pageList"));
        m_window->showPage(MainWindow::Page::Password);
        pageList->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(pageList, Qt::Key_Tab);
        QTRY_VERIFY(m_window->pageWidget(MainWindow::Page::Password)
                        ->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(m_window.get(), Qt::Key_8, Qt::ControlModifier);
        QTRY_COMPARE(m_window->currentPage(), MainWindow::Page::Match);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(pageList));
    }
};

QTEST_MAIN(TestFocusAfterPageShortcut)
#include "TestFocusAfterPageShortcut.moc"
