// The thirteenth newcomer: Settings' colour scheme and language took five Tabs (s1-06, s1-10);
// the reset confirmation broke its config path inside ("/tmp/⏎tmp.i2k…", s4-13); "Uninstalled
// Mytool…" still stood in the status bar on the Password page (s4-01); the Password page said
// nothing of a game that could not be reached (s4-07); the Game card's headline was the countdown
// and Needs You repeated it (s4-08).

#include "WindowFixture.h"

#include "ResultCheck.h"
#include "TestShots.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/ModalDialog.h"
#include "ui/password/PasswordPage.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/status/GameCard.h"
#include "ui/status/NeedsYouCard.h"
#include "ui/status/StatusPage.h"

#include "panel/ProfileStore.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QStatusBar>
#include <QTest>

using icpanel::Panel;
using icui::MainWindow;

class TestUnreachableAndLines : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }

    void everySettingsFieldHasAnUnderlinedAltLetter();
    void resetConfirmationShowsThePathWholeOnItsOwnLine();
    void aLineAboutThePageLeftGoesWithIt();
    void passwordPageSaysWhyTheGameCannotBeReached();
    void gameCardHeadlineIsTheCauseAndNeedsYouSaysItsOwn();

private:
    QStatusBar *bar() const { return m_window->statusBar(); }
};

namespace {

/// The letter after the single '&' of `text` (lower case), or a null char.
QChar altLetter(const QString &text)
{
    const qsizetype at = QString(text).replace(QLatin1String("&&"), QString()).indexOf(u'&');
    return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
}

/// Whether `label`'s Alt letter is underlined in `drawn` (a grab of `window`): ink under the
/// letter's baseline (the letters checked have no descender).
bool underlined(const QLabel *label, const QImage &drawn, QWidget *window)
{
    const QString text = label->text();
    const qsizetype at = text.indexOf(u'&');
    if (at < 0)
        return false;
    const QFontMetrics metrics(label->font());
    const QRect inside = label->contentsRect();
    const int top = inside.top() + (inside.height() - metrics.height()) / 2;
    const int baseline = top + metrics.ascent();
    const int left = inside.left() + metrics.horizontalAdvance(text.left(at));
    const int right = left + metrics.horizontalAdvance(text.at(at + 1));
    const QPoint origin = label->mapTo(window, QPoint(0, 0)) * drawn.devicePixelRatio();
    const qreal ratio = drawn.devicePixelRatio();
    for (int y = int((baseline + 1) * ratio); y <= int((baseline + metrics.descent()) * ratio); ++y)
        for (int x = int(left * ratio); x < int(right * ratio); ++x)
            if (QColor(drawn.pixel(origin + QPoint(x, y))).lightness() < 128)
                return true;
    return false;
}

} // namespace

void TestUnreachableAndLines::everySettingsFieldHasAnUnderlinedAltLetter()
{
    icui::SettingsDialog dialog(*m_panel, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    ictest::saveShot(&dialog, QStringLiteral("settings-alt-letters"));
    // Each label's letter is underlined where the dialog is drawn (s1-06: not under C and L).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const QImage drawn = dialog.grab().toImage();
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        if (label->buddy())
            QVERIFY2(underlined(label, drawn, &dialog), qPrintable(label->text()));
    }
    QStringList letters;
    QStringList missing;
    // Each field is reached by the Alt letter of its label; each check box by its own.
    const auto fields = dialog.findChildren<QWidget *>();
    for (QWidget *field : fields) {
        if (!qobject_cast<QLineEdit *>(field) && !qobject_cast<QComboBox *>(field))
            continue;
        if (qobject_cast<QComboBox *>(field->parentWidget()))
            continue; // a combo box's own line edit
        QLabel *label = nullptr;
        for (QLabel *candidate : dialog.findChildren<QLabel *>())
            if (candidate->buddy() == field)
                label = candidate;
        const QChar letter = label ? altLetter(label->text()) : QChar();
        if (letter.isNull() || !label->isVisible())
            missing << field->objectName();
        else
            letters << QString(letter);
    }
    for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
        const QChar letter = altLetter(box->text());
        if (letter.isNull())
            missing << box->objectName();
        else
            letters << QString(letter);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u' ')));
    QVERIFY(letters.size() >= 6);
    QCOMPARE(QSet<QString>(letters.cbegin(), letters.cend()).size(), letters.size());
    // And they reach their field from anywhere in the dialog.
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_L, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), dialog.languageBox());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_C, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), dialog.colorSchemeBox());
    dialog.reject();
}

void TestUnreachableAndLines::resetConfirmationShowsThePathWholeOnItsOwnLine()
{
    // A long path, as under /tmp/tmp.i2kQigWd0u/config/iron-curtain.
    const QString folder = QStringLiteral("tmp.i2kQigWd0u/config/iron-curtain");
    QVERIFY(QDir(m_dir->path()).mkpath(folder));
    const QString config = QDir(m_dir->filePath(folder)).filePath(QStringLiteral("config.toml"));
    QFile file(config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[remote]\nenabled = true\npassword = \"lost-Pw-7hRq2x\"\n");
    file.close();
    m_passwords << QStringLiteral("lost-Pw-7hRq2x");
    QVERIFY(connectWhereNothingAnswers(QStringLiteral("Stopped"), QStringLiteral("forgotten-pw"),
                                       true) != 0);
    m_window->showPage(MainWindow::Page::Password);
    auto *page = m_window->findChild<icui::PasswordPage *>();
    QVERIFY(page);
    QTRY_COMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    QTRY_VERIFY(page->resetButton()->isEnabled());

    QString text;
    int pathWidth = 0;
    int labelWidth = 0;
    bool selectable = false;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        auto *box = qobject_cast<QMessageBox *>(&dialog);
        if (!box)
            return int(QDialog::Rejected);
        box->show();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        auto *label = box->findChild<QLabel *>(QStringLiteral("qt_msgbox_label"));
        if (label) {
            text = label->text();
            pathWidth = label->fontMetrics().horizontalAdvance(QDir::toNativeSeparators(config));
            labelWidth = label->contentsRect().width();
            selectable = label->textInteractionFlags() & Qt::TextSelectableByMouse;
        }
        ictest::saveShot(box, QStringLiteral("reset-confirmation-path"));
        return int(QDialog::Rejected);
    });
    icui::FileDialog::setNextFileName(config);
    page->resetPassword();
    const QString path = QDir::toNativeSeparators(config).toHtmlEscaped();
    // On a line of its own, in one piece.
    QVERIFY2(text.contains(QStringLiteral("<p style=\"white-space:pre\">%1</p>").arg(path)),
             qPrintable(text));
    QVERIFY2(labelWidth >= pathWidth,
             qPrintable(QStringLiteral("%1 < %2").arg(labelWidth).arg(pathWidth)));
    QVERIFY(selectable);
    QCOMPARE(bar()->currentMessage(), QStringLiteral("Nothing was reset."));
}

void TestUnreachableAndLines::aLineAboutThePageLeftGoesWithIt()
{
    m_window->showPage(MainWindow::Page::Tools);
    bar()->showMessage(QStringLiteral("Uninstalled Mytool 0.2.0."), 15000);
    // An action that opens a page and says so at once keeps its line there.
    m_window->showPage(MainWindow::Page::Log);
    QCOMPARE(bar()->currentMessage(), QStringLiteral("Uninstalled Mytool 0.2.0."));
    // Read for a moment, then the user goes elsewhere: the line was about the page left.
    QElapsedTimer shown;
    shown.start();
    QTRY_VERIFY_WITH_TIMEOUT(shown.elapsed() > MainWindow::staleLineMs() + 50, 5000);
    m_window->showPage(MainWindow::Page::Password);
    QCOMPARE(bar()->currentMessage(), QString());
}

void TestUnreachableAndLines::passwordPageSaysWhyTheGameCannotBeReached()
{
    m_window->showPage(MainWindow::Page::Password);
    auto *page = m_window->findChild<icui::PasswordPage *>();
    QVERIFY(page);
    QVERIFY(!page->unreachableBar()->hasMessage());
    const quint16 port = connectWhereNothingAnswers(QStringLiteral("Dead Address"),
                                                    QStringLiteral("pw-dead"), false);
    QVERIFY(port != 0);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QTRY_VERIFY(page->unreachableBar()->hasMessage());
    const QString said = page->unreachableBar()->text().remove(QChar(0x2060));
    QVERIFY2(said.startsWith(QStringLiteral("Nothing answers at ws://127.0.0.1:%1/").arg(port)),
             qPrintable(said));
    QVERIFY2(said.contains(QLatin1String("config.toml")), qPrintable(said));
    ictest::saveShot(m_window.get(), QStringLiteral("password-unreachable"));
    // The game answers (the first game again): the bar goes.
    m_window->showPage(MainWindow::Page::Password);
    const QStringList names = m_panel->profiles()->names();
    QString first;
    for (const QString &name : names)
        if (name != QLatin1String("Dead Address"))
            first = name;
    QVERIFY(!first.isEmpty());
    IC_VERIFY_OK(m_panel->connectProfile(first));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_VERIFY(!page->unreachableBar()->hasMessage());
}

void TestUnreachableAndLines::gameCardHeadlineIsTheCauseAndNeedsYouSaysItsOwn()
{
    m_window->showPage(MainWindow::Page::Status);
    auto *card = m_window->findChild<icui::GameCard *>();
    auto *needs = m_window->findChild<icui::NeedsYouCard *>();
    QVERIFY(card && needs);
    const quint16 port = connectWhereNothingAnswers(QStringLiteral("Nobody There"),
                                                    QStringLiteral("pw-nobody"), false);
    QVERIFY(port != 0);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QTRY_COMPARE(card->statusLabel()->text(), QStringLiteral("Game not reachable"));
    // The countdown is a small line under it.
    QVERIFY2(card->smallLines()->isVisible() &&
                 card->smallLines()->text().startsWith(QLatin1String("Reconnecting in")),
             qPrintable(card->smallLines()->text()));
    QVERIFY(card->hintLabel()->text().startsWith(QLatin1String("Nothing answers")));
    QTRY_VERIFY(!needs->itemButtons().isEmpty());
    auto *row = needs->itemButtons().constFirst()->parentWidget();
    auto *text = row->findChild<QLabel *>(QStringLiteral("needsYouText"));
    QVERIFY(text);
    const QString own = text->text().remove(QChar(0x2060));
    const QString hint = card->hintLabel()->text().remove(QChar(0x2060));
    QVERIFY2(!own.startsWith(QLatin1String("Nothing answers")), qPrintable(own));
    QVERIFY2(own.size() < hint.size() / 2, qPrintable(own));
    QVERIFY2(own.contains(QStringLiteral("ws://127.0.0.1:%1/").arg(port)), qPrintable(own));
    ictest::saveShot(m_window.get(), QStringLiteral("status-unreachable-headline"));
}

QTEST_MAIN(TestUnreachableAndLines)
#include "TestUnreachableAndLines.moc"
