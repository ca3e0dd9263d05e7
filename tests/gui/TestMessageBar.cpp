// The feedback widgets every page uses (issue 26): the inline MessageBar (its kinds, its action
// and close buttons, clearing an error whose cause is gone, its tint following a live switch
// to dark) and ActionFeedback's status-bar line.

#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"

#include <QApplication>
#include <QMessageBox>
#include <QTimer>

#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>
#include <functional>

using icui::MessageBar;

class TestMessageBar : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTextAndHidesOnClose();
    void actionRunsAndCloses();
    void errorClearsOnlyItself();
    void tintFollowsTheSchemeLive();
    void statusBarSaysTheOutcome();
    void confirmationVerbHasAnAccelerator();
};

namespace {
QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x23, 0x26, 0x29));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    return dark;
}

/// The colour in the middle of the bar, as drawn.
QColor drawnTint(MessageBar &bar)
{
    const QImage image = bar.grab().toImage();
    return image.pixelColor(image.width() / 2, 2);
}
} // namespace

void TestMessageBar::showsTextAndHidesOnClose()
{
    QWidget page;
    auto *bar = new MessageBar(&page);
    new QVBoxLayout(&page);
    page.layout()->addWidget(bar);
    page.show();
    QVERIFY(!bar->isVisible());
    bar->showMessage(MessageBar::Kind::Positive, QStringLiteral("Installed Live Stats 1.0."));
    QVERIFY(bar->isVisible());
    QVERIFY(bar->hasMessage());
    QCOMPARE(bar->text(), QStringLiteral("Installed Live Stats 1.0."));
    QVERIFY(!bar->actionButton()->isVisible());
    QSignalSpy closed(bar, &MessageBar::closed);
    bar->closeButton()->click();
    QCOMPARE(closed.size(), 1);
    QVERIFY(!bar->isVisible());
    QVERIFY(!bar->hasMessage());
    QVERIFY(bar->text().isEmpty());
}

void TestMessageBar::actionRunsAndCloses()
{
    MessageBar bar;
    bar.show();
    int runs = 0;
    bar.showMessage(MessageBar::Kind::Information, QStringLiteral("Exported."));
    bar.setAction(QStringLiteral("Open Folder"), [&runs] { ++runs; });
    QVERIFY(bar.actionButton()->isVisible());
    QCOMPARE(bar.actionButton()->text(), QStringLiteral("Open Folder"));
    bar.actionButton()->click();
    QCOMPARE(runs, 1);
    QVERIFY(!bar.hasMessage());

    // keepOpen: the bar stays; a new message drops the old action.
    bar.showMessage(MessageBar::Kind::Warning, QStringLiteral("Held."));
    bar.setAction(
        QStringLiteral("Review"), [&runs] { ++runs; }, true);
    bar.actionButton()->click();
    QCOMPARE(runs, 2);
    QVERIFY(bar.hasMessage());
    bar.showMessage(MessageBar::Kind::Information, QStringLiteral("Other."));
    QVERIFY(!bar.actionButton()->isVisible());
}

void TestMessageBar::errorClearsOnlyItself()
{
    MessageBar bar;
    bar.show();
    bar.showMessage(MessageBar::Kind::Positive, QStringLiteral("Saved."));
    bar.clearIfKind(MessageBar::Kind::Error);
    QVERIFY(bar.hasMessage()); // a success is not an error whose cause went away
    bar.showMessage(MessageBar::Kind::Error, QStringLiteral("Not saved."));
    QCOMPARE(bar.kind(), MessageBar::Kind::Error);
    bar.clearIfKind(MessageBar::Kind::Error);
    QVERIFY(!bar.hasMessage());
    QVERIFY(!bar.isVisible());
}

void TestMessageBar::tintFollowsTheSchemeLive()
{
    QWidget page;
    auto *layout = new QVBoxLayout(&page);
    auto *bar = new MessageBar(&page);
    layout->addWidget(bar);
    bar->showMessage(MessageBar::Kind::Error, QStringLiteral("Refused."));
    page.resize(400, 80);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const QColor light = drawnTint(*bar);
    QCOMPARE(light.name(), MessageBar::tint(MessageBar::Kind::Error, page.palette()).name());
    QVERIFY(light.lightness() > 150);

    page.setPalette(darkPalette()); // what Appearance does on a live switch
    const QColor dark = drawnTint(*bar);
    QCOMPARE(dark.name(), MessageBar::tint(MessageBar::Kind::Error, darkPalette()).name());
    QVERIFY(dark.lightness() < 100);
    // The kinds are told apart in both schemes.
    QVERIFY(MessageBar::tint(MessageBar::Kind::Warning, darkPalette()) != dark);
}

void TestMessageBar::statusBarSaysTheOutcome()
{
    QMainWindow window;
    auto *page = new QLabel(QStringLiteral("page"));
    window.setCentralWidget(page);
    window.show();
    icui::ActionFeedback::say(page, QStringLiteral("Overlay reloaded."));
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Overlay reloaded."));
    QVERIFY(icui::ActionFeedback::timeoutMs() > 0);
}

void TestMessageBar::confirmationVerbHasAnAccelerator()
{
    QCOMPARE(icui::MessageBox::withAccelerator(QStringLiteral("Kick Alice")),
             QStringLiteral("&Kick Alice"));
    QCOMPARE(icui::MessageBox::withAccelerator(QStringLiteral("Re&set")), QStringLiteral("Re&set"));
    QCOMPARE(icui::MessageBox::withAccelerator(QStringLiteral("“Open”")),
             QStringLiteral("“&Open”"));

    QWidget parent;
    parent.show();
    QString shownLabel;
    bool returnCancelled = false;
    // First Return (Cancel is the default), then Alt+K (the verb).
    int round = 0;
    std::function<void()> answer = [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible()) {
            QTimer::singleShot(10, &parent, answer); // not shown yet
            return;
        }
        for (QAbstractButton *button : box->buttons()) {
            if (box->buttonRole(button) == QMessageBox::AcceptRole)
                shownLabel = button->text();
        }
        // Xvfb has no window manager to give the box the focus: an accelerator needs it.
        QApplication::setActiveWindow(box);
        if (round++ == 0)
            QTest::keyClick(box, Qt::Key_Return);
        else
            QTest::keyClick(box, Qt::Key_K, Qt::AltModifier);
    };
    QTimer::singleShot(0, &parent, answer);
    returnCancelled =
        !icui::MessageBox::confirm(&parent, QStringLiteral("Kick Player"),
                                   QStringLiteral("Kick Alice?"), QStringLiteral("Kick Alice"));
    QVERIFY(returnCancelled);
    QCOMPARE(shownLabel, QStringLiteral("&Kick Alice"));
    QTimer::singleShot(0, &parent, answer);
    QVERIFY(icui::MessageBox::confirm(&parent, QStringLiteral("Kick Player"),
                                      QStringLiteral("Kick Alice?"), QStringLiteral("Kick Alice")));
}

QTEST_MAIN(TestMessageBar)
#include "TestMessageBar.moc"
