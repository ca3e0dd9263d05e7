// The Overlays page from the keyboard, as the nineteenth newcomer tried it (report finding 3,
// shots 73-78): on the empty page Tab goes from the page list to Add the Example Overlays, then
// Install Overlay…, and neither is drawn as a default button; every button of the page has an
// Alt letter, none shared with another button of a card, the empty state, the menus or the Game
// box; the cards share their letters, and a letter presses the button of the card with the
// focus (the first card while the focus is elsewhere) instead of only moving the focus; after
// Add the Example Overlays (Space or a click) the focus is on the first card's Copy URL for OBS,
// not on the Game box, and the bar names the overlays, not their ids. Real QtWebEngine under
// Xvfb, a real panel and simulated game.

#include "ExampleOverlays.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/common/MessageBar.h"
#include "ui/overlays/ObsUrlBox.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"

#include "tools/PackageWriter.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

using icui::OverlayPreview;

namespace {
// QtWebEngine with widgets shares OpenGL contexts; set before the application exists.
const bool kShareContexts = (QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts), true);

/// `text`'s Alt letter, lower case (a null QChar when it has none).
QChar letterOf(QString text)
{
    text.replace(QStringLiteral("&&"), QString());
    const qsizetype at = text.indexOf(u'&');
    return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
}
} // namespace

class TestOverlaysKeys : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup() { tearDownWindow(); }

    void emptyPageTabsInReadingOrderWithoutADefault();
    void everyButtonHasItsOwnLetter();
    void letterPressesTheButtonOfTheFocusedCard();
    void spaceOnAddExamplesKeepsTheFocusOnThePage();
    void clickOnAddExamplesKeepsTheFocusOnThePage();
    void altAAddsTheExamples();

private:
    icui::OverlaysPage *page() const { return m_window->overlaysPage(); }
    QWidget *focused() const { return QApplication::focusWidget(); }
    /// Shows the Overlays page as Ctrl+7 does: the focus on its row in the page list.
    void showPageFromTheList();
    /// Installs the example overlays and waits for both cards and their URLs.
    void showExamples();
    /// Waits until every card has loaded, then makes the window active again: under Xvfb
    /// without a window manager it loses the activation while the previews start.
    void waitForCardsAndActivate();
    /// The card at the top left (the first in reading order).
    OverlayPreview *firstCard() const;
    OverlayPreview *otherCard() const;
    /// The first card has the focus on its Copy URL for OBS, and the bar names both overlays.
    void verifyFocusAndNamesAfterAdding();
};

void TestOverlaysKeys::init()
{
    Q_UNUSED(kShareContexts);
    m_withHost = true;
    setUpWindow(
        [this](icpanel::Panel::Options &options) { ictest::packExampleOverlays(*m_dir, options); });
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestOverlaysKeys::showPageFromTheList()
{
    QTest::keyClick(m_window.get(), Qt::Key_7, Qt::ControlModifier);
    QTRY_COMPARE(m_window->currentPage(), icui::MainWindow::Page::Overlays);
    auto *pageList = m_window->findChild<QListWidget *>(QStringLiteral("pageList"));
    QTRY_COMPARE(focused(), static_cast<QWidget *>(pageList));
}

void TestOverlaysKeys::showExamples()
{
    const auto added = m_panel->installExampleOverlays();
    QVERIFY(added && added->size() == 2);
    showPageFromTheList();
    waitForCardsAndActivate();
    // Where the page's shortcut leaves it.
    auto *pageList = m_window->findChild<QListWidget *>(QStringLiteral("pageList"));
    pageList->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(focused(), static_cast<QWidget *>(pageList));
}

void TestOverlaysKeys::waitForCardsAndActivate()
{
    QTRY_COMPARE(page()->previews().size(), 2);
    for (OverlayPreview *card : page()->previews()) {
        QTRY_VERIFY_WITH_TIMEOUT(card->url().isValid() && card->copyButton()->isVisible(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(card->stateLabel()->isHidden(), 20000); // loaded, no problem
    }
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

OverlayPreview *TestOverlaysKeys::firstCard() const
{
    OverlayPreview *first = nullptr;
    for (OverlayPreview *card : page()->previews()) {
        const QPoint at = card->mapTo(page(), QPoint(0, 0));
        if (!first) {
            first = card;
            continue;
        }
        const QPoint best = first->mapTo(page(), QPoint(0, 0));
        if (at.y() < best.y() || (at.y() == best.y() && at.x() < best.x()))
            first = card;
    }
    return first;
}

OverlayPreview *TestOverlaysKeys::otherCard() const
{
    for (OverlayPreview *card : page()->previews())
        if (card != firstCard())
            return card;
    return nullptr;
}

// 73-77: Tab reached Install Overlay… first, and Add the Example Overlays wore the default
// button's ring while it did not have the focus.
void TestOverlaysKeys::emptyPageTabsInReadingOrderWithoutADefault()
{
    showPageFromTheList();
    QTRY_VERIFY(page()->emptyState()->isVisible());
    QPushButton *add = page()->addExamplesButton();
    QPushButton *install = page()->installButton();
    QVERIFY(add->x() < install->x()); // left to right as shown
    for (QPushButton *button : {add, install}) {
        QVERIFY2(!button->isDefault() && !button->autoDefault(), qPrintable(button->text()));
    }
    QTest::keyClick(focused(), Qt::Key_Tab);
    QTRY_COMPARE(focused(), static_cast<QWidget *>(add));
    ictest::saveShot(m_window.get(), QStringLiteral("overlays-keys-empty-tab1"));
    QTest::keyClick(focused(), Qt::Key_Tab);
    QTRY_COMPARE(focused(), static_cast<QWidget *>(install));
    QVERIFY(!add->isDefault()); // not drawn as the default once the focus has left it
    ictest::saveShot(m_window.get(), QStringLiteral("overlays-keys-empty-tab2"));
    QTest::keyClick(focused(), Qt::Key_Backtab);
    QTRY_COMPARE(focused(), static_cast<QWidget *>(add));
}

// 73b, 78b: no button of the page had an Alt letter.
void TestOverlaysKeys::everyButtonHasItsOwnLetter()
{
    showExamples();
    // The window's own: its menus and the Game box.
    QStringList texts;
    for (const QAction *action : m_window->menuBar()->actions())
        texts << action->text();
    for (const QLabel *label : m_window->findChildren<QLabel *>())
        if (label->buddy() == m_window->profileSwitcher())
            texts << label->text();
    QCOMPARE(texts.size(), 6); // File, Edit, Connection, View, Help, Game
    // The empty state's (hidden now; never beside the cards, but unique all the same).
    texts << page()->addExamplesButton()->text() << page()->installButton()->text();
    QCOMPARE(QKeySequence::mnemonic(page()->addExamplesButton()->text()),
             QKeySequence(Qt::ALT | Qt::Key_A));
    QCOMPARE(QKeySequence::mnemonic(page()->installButton()->text()),
             QKeySequence(Qt::ALT | Qt::Key_I));
    // One card's (every card has the same), Copy Again shown or not.
    OverlayPreview *card = firstCard();
    icui::ObsUrlBox *box = card->obsUrl();
    const QList<QPushButton *> buttons = {box->copyButton(),      box->showButton(),
                                          box->copyAgainButton(), card->reloadButton(),
                                          card->openButton(),     card->renewButton()};
    for (const QPushButton *button : buttons)
        texts << button->text();
    QCOMPARE(QKeySequence::mnemonic(box->copyButton()->text()), QKeySequence(Qt::ALT | Qt::Key_O));
    QHash<QChar, QString> taken;
    for (const QString &text : std::as_const(texts)) {
        const QChar letter = letterOf(text);
        QVERIFY2(!letter.isNull(), qPrintable(QStringLiteral("no Alt letter: ") + text));
        QVERIFY2(!taken.contains(letter), qPrintable(QStringLiteral("\"%1\" and \"%2\" share %3")
                                                         .arg(taken.value(letter), text, letter)));
        taken.insert(letter, text);
    }
    // Show URL and Hide URL are the same key, so it toggles.
    const QChar show = letterOf(box->showButton()->text());
    box->showButton()->click();
    QVERIFY(box->showButton()->isChecked());
    QCOMPARE(letterOf(box->showButton()->text()), show);
    box->showButton()->click();
    // The other card: the same letters.
    OverlayPreview *other = otherCard();
    QCOMPARE(other->copyButton()->text(), box->copyButton()->text());
    QCOMPARE(other->renewButton()->text(), card->renewButton()->text());
}

// Qt only moves the focus between buttons that share a letter (the second Alt+O to the second
// card's Copy URL for OBS): a letter presses the button of the card with the focus, the first
// card's while the focus is outside the cards.
void TestOverlaysKeys::letterPressesTheButtonOfTheFocusedCard()
{
    showExamples();
    OverlayPreview *first = firstCard();
    OverlayPreview *other = otherCard();
    QSignalSpy firstCopied(first->obsUrl(), &icui::ObsUrlBox::copied);
    QSignalSpy otherCopied(other->obsUrl(), &icui::ObsUrlBox::copied);
    QApplication::clipboard()->clear();
    QWidget *list = focused(); // the page list
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::AltModifier);
    QTRY_COMPARE(firstCopied.count(), 1);
    QCOMPARE(QApplication::clipboard()->text(), first->url().toString());
    QCOMPARE(focused(), list);
    // Again while its button reads "Copied" (without a letter): the same card.
    QCOMPARE(first->copyButton()->text(), QStringLiteral("Copied"));
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::AltModifier);
    QTRY_COMPARE(firstCopied.count(), 2);
    QCOMPARE(otherCopied.count(), 0);
    QCOMPARE(QApplication::clipboard()->text(), first->url().toString());

    // In the other card: its buttons.
    other->reloadButton()->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(focused(), static_cast<QWidget *>(other->reloadButton()));
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::AltModifier);
    QTRY_COMPARE(otherCopied.count(), 1);
    QCOMPARE(firstCopied.count(), 2);
    QCOMPARE(QApplication::clipboard()->text(), other->url().toString());
    QCOMPARE(focused(), static_cast<QWidget *>(other->reloadButton()));
    QTest::keyClick(m_window.get(), Qt::Key_W, Qt::AltModifier);
    QTRY_VERIFY(other->obsUrl()->showButton()->isChecked());
    QVERIFY(!first->obsUrl()->showButton()->isChecked());
    ictest::saveShot(m_window.get(), QStringLiteral("overlays-keys-shown"));
    QTest::keyClick(m_window.get(), Qt::Key_W, Qt::AltModifier); // Hide URL: the same key
    QTRY_VERIFY(!other->obsUrl()->showButton()->isChecked());
    // Copy Again, shown on both cards now: the focused card's.
    QTRY_VERIFY(other->obsUrl()->copyAgainButton()->isVisible());
    QTest::keyClick(m_window.get(), Qt::Key_Y, Qt::AltModifier);
    QTRY_COMPARE(otherCopied.count(), 2);
    QCOMPARE(firstCopied.count(), 2);
}

void TestOverlaysKeys::verifyFocusAndNamesAfterAdding()
{
    QTRY_COMPARE(page()->previews().size(), 2);
    QPushButton *copy = firstCard()->copyButton();
    QTRY_COMPARE(m_window->focusWidget(), static_cast<QWidget *>(copy));
    waitForCardsAndActivate();
    QTRY_COMPARE(focused(), static_cast<QWidget *>(copy));
    // 78: "(live-stats, kill-feed)".
    const QString said = QStringLiteral("Added the example overlays (Live Stats Overlay, Kill "
                                        "Feed). Drag one into OBS, or copy its URL.");
    QCOMPARE(page()->messageBar()->kind(), icui::MessageBar::Kind::Positive);
    QCOMPARE(page()->messageBar()->text(), said);
    // The status bar has its first sentence.
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(
                 QLatin1String("Added the example overlays (Live Stats Overlay, Kill Feed).")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

// 78: after Space on Add the Example Overlays the focus was on the Game box.
void TestOverlaysKeys::spaceOnAddExamplesKeepsTheFocusOnThePage()
{
    showPageFromTheList();
    QTRY_VERIFY(page()->emptyState()->isVisible());
    QTest::keyClick(focused(), Qt::Key_Tab);
    QTRY_COMPARE(focused(), static_cast<QWidget *>(page()->addExamplesButton()));
    QTest::keyClick(focused(), Qt::Key_Space);
    verifyFocusAndNamesAfterAdding();
    // Space again: the first card's URL is copied, as the focus promised.
    QTest::keyClick(focused(), Qt::Key_Space);
    QTRY_COMPARE(QApplication::clipboard()->text(), firstCard()->url().toString());
    ictest::saveShot(m_window.get(), QStringLiteral("overlays-keys-added"));
}

void TestOverlaysKeys::clickOnAddExamplesKeepsTheFocusOnThePage()
{
    showPageFromTheList();
    QTRY_VERIFY(page()->emptyState()->isVisible());
    QTest::mouseClick(page()->addExamplesButton(), Qt::LeftButton);
    verifyFocusAndNamesAfterAdding();
}

void TestOverlaysKeys::altAAddsTheExamples()
{
    showPageFromTheList();
    QTRY_VERIFY(page()->emptyState()->isVisible());
    QTest::keyClick(m_window.get(), Qt::Key_A, Qt::AltModifier);
    verifyFocusAndNamesAfterAdding();
}

QTEST_MAIN(TestOverlaysKeys)
#include "TestOverlaysKeys.moc"
