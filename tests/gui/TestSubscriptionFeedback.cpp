// The Connections page's subscriptions say how a switch ended in the status bar. Twenty-fourth
// newcomer (38-kick-tool.png): Alt+T, Chat's letter beside Kick Too&l (Alt+L), silently
// switched the panel's Chat subscription off.

#include "WindowFixture.h"

#include "panel/SubscriptionsModel.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/connections/SubscriptionsBox.h"

#include <QCheckBox>
#include <QStatusBar>
#include <QTest>

class TestSubscriptionFeedback : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }

    void altTSaysTheChatSubscriptionIsOffAndOnAgain()
    {
        m_window->showPage(icui::MainWindow::Page::Connections);
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        QCheckBox *chat =
            m_window->connectionsPage()->subscriptionsBox()->checkBox(QStringLiteral("chat"));
        QVERIFY(chat);
        QTRY_VERIFY(chat->isChecked());
        QStatusBar *status = m_window->statusBar();
        status->clearMessage();

        QTest::keyClick(m_window.get(), Qt::Key_T, Qt::AltModifier);
        QTRY_COMPARE(status->currentMessage(),
                     QStringLiteral("The panel no longer receives Chat events."));
        QVERIFY(!chat->isChecked());
        QVERIFY(!m_panel->subscriptions()->isSubscribed(QStringLiteral("chat")));

        QTest::keyClick(m_window.get(), Qt::Key_T, Qt::AltModifier);
        QTRY_COMPARE(status->currentMessage(),
                     QStringLiteral("The panel receives Chat events again."));
        QVERIFY(chat->isChecked());
        QVERIFY(m_panel->subscriptions()->isSubscribed(QStringLiteral("chat")));
    }
};

QTEST_MAIN(TestSubscriptionFeedback)
#include "TestSubscriptionFeedback.moc"
