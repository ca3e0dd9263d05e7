// The install and update dialogs' keys under the panel's own style (tenth newcomer: the Install
// button showed no underlined letter, beside View Source and Cancel that did). Qt underlines an
// accelerator as wide as its glyph: under the narrow I of Install two or three pixels, read as
// nothing. Every button of both dialogs has an Alt letter, its underline is at least as wide
// as an "n", no two buttons share a letter, and Alt+letter presses Install / Update. Runs once
// per language (LANG, as TestTranslatedWindow; CMakeLists.txt); a catalogue that lacks the
// update verb's own translation (it must not take Cancel's letter) is skipped for the update.

#include "ui/MainWindow.h"
#include "ui/appearance/PanelStyle.h"
#include "ui/tools/InstallDialog.h"

#include "i18n/Translations.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include "ToolPackages.h"
#include "ToolsWindowSetup.h"

#include <QApplication>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using icpanel::Panel;
using icui::InstallDialog;

class TestInstallDialogKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void installButtonShowsItsLetterAndAltPressesIt();
    void updateDialogLettersShowAndDiffer();
    void narrowLetterUnderlineIsWidened();

private:
    ictools::ToolRegistry *registry() const { return m_panel->tools(); }
    /// The dialog for the package `spec` written as `file`, shown and active.
    std::unique_ptr<InstallDialog> showDialog(const ictest::ToolSpec &spec, const QString &file);
    /// Every visible button's letter is underlined widely enough and differs from the others'.
    static void checkLetters(InstallDialog &dialog);
    /// The width in pixels of `button`'s accelerator underline as drawn (0: none).
    static int underlineWidth(QPushButton *button);
    /// `text`'s accelerator letter (a null QChar when it has none).
    static QChar letterOf(const QString &text);
    /// Presses Alt+letter of the dialog's verb; true when that accepted the dialog.
    static bool altPressesVerb(InstallDialog &dialog);

    QTemporaryDir m_dir;
    QString m_language;
    std::unique_ptr<Panel> m_panel;
    std::unique_ptr<icui::MainWindow> m_window;
};

void TestInstallDialogKeys::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_language = ic::Translations::install();
    const QString expected = qEnvironmentVariable("IC_EXPECT_LANGUAGE");
    if (!expected.isEmpty())
        QCOMPARE(m_language, expected);
    m_panel = ictest::panelWithObserverTool(m_dir);
    QVERIFY(m_panel);
    m_window = std::make_unique<icui::MainWindow>(*m_panel);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // The window sets the panel's style: what the newcomer saw.
    QVERIFY(qobject_cast<icui::PanelStyle *>(QApplication::style()));
}

void TestInstallDialogKeys::cleanupTestCase()
{
    m_window.reset();
    m_panel.reset();
}

std::unique_ptr<InstallDialog> TestInstallDialogKeys::showDialog(const ictest::ToolSpec &spec,
                                                                 const QString &file)
{
    const QString path = m_dir.filePath(file);
    if (!spec.write(path))
        return {};
    const ictools::ToolRegistry::Inspection inspection = registry()->inspect(path);
    if (inspection.refused())
        return {};
    auto dialog = std::make_unique<InstallDialog>(path, inspection, m_window.get());
    dialog->show();
    dialog->activateWindow();
    if (!QTest::qWaitForWindowActive(dialog.get()))
        return {};
    return dialog;
}

QChar TestInstallDialogKeys::letterOf(const QString &text)
{
    QString rest = text;
    rest.replace(QStringLiteral("&&"), QString());
    const qsizetype at = rest.indexOf(u'&');
    return at >= 0 && at + 1 < rest.size() && rest.at(at + 1).isLetter() ? rest.at(at + 1)
                                                                         : QChar();
}

int TestInstallDialogKeys::underlineWidth(QPushButton *button)
{
    // The button drawn with its accelerator and without it: what differs is the underline.
    const QString text = button->text();
    QString plain = text;
    plain.remove(plain.indexOf(u'&'), 1);
    const QImage with = button->grab().toImage();
    button->setText(plain);
    const QImage without = button->grab().toImage();
    button->setText(text);
    if (with.size() != without.size())
        return -1;
    int left = with.width(), right = -1;
    for (int y = 0; y < with.height(); ++y) {
        for (int x = 0; x < with.width(); ++x) {
            if (with.pixel(x, y) != without.pixel(x, y)) {
                left = qMin(left, x);
                right = qMax(right, x);
            }
        }
    }
    return right < 0 ? 0 : right - left + 1;
}

void TestInstallDialogKeys::checkLetters(InstallDialog &dialog)
{
    QList<QChar> letters;
    for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
        if (!button->isVisible())
            continue;
        const QString text = button->text();
        const QChar letter = letterOf(text);
        QVERIFY2(!letter.isNull(), qPrintable(text));
        QVERIFY2(!letters.contains(letter.toLower()), qPrintable(text));
        letters << letter.toLower();
        // Seen: as wide as an "n" at least (the device pixel ratio is 1 under Xvfb).
        const int least = QFontMetrics(button->font()).horizontalAdvance(u'n') - 1;
        const int width = underlineWidth(button);
        QVERIFY2(width >= least, qPrintable(QStringLiteral("%1: underline %2 px, at least %3")
                                                .arg(text)
                                                .arg(width)
                                                .arg(least)));
    }
    QCOMPARE(letters.size(), 3); // the verb, View Source, Cancel
}

bool TestInstallDialogKeys::altPressesVerb(InstallDialog &dialog)
{
    auto *verb = dialog.findChild<QPushButton *>(QStringLiteral("installButton"));
    const QChar letter = letterOf(verb->text());
    const QKeySequence key(QKeyCombination(Qt::AltModifier, Qt::Key(letter.toUpper().unicode())));
    if (verb->shortcut() != key)
        return false;
    QSignalSpy clicked(verb, &QPushButton::clicked);
    // Sent with its text: QTest::keyClick() knows Latin keys only (Russian "У").
    const auto code = Qt::Key(letter.toUpper().unicode());
    const QString text(letter.toLower());
    QTest::sendKeyEvent(QTest::Press, &dialog, code, text, Qt::AltModifier);
    QTest::sendKeyEvent(QTest::Release, &dialog, code, text, Qt::AltModifier);
    return clicked.count() == 1 || clicked.wait(2000);
}

void TestInstallDialogKeys::installButtonShowsItsLetterAndAltPressesIt()
{
    ictest::ToolSpec spec;
    spec.id = QStringLiteral("fresh-tool");
    const std::unique_ptr<InstallDialog> dialog = showDialog(spec, QStringLiteral("fresh.icpkg"));
    QVERIFY(dialog);
    auto *install = dialog->findChild<QPushButton *>(QStringLiteral("installButton"));
    QVERIFY(install);
    QVERIFY2(!letterOf(install->text()).isNull(), qPrintable(install->text()));
    checkLetters(*dialog);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(altPressesVerb(*dialog));
    QTRY_COMPARE(dialog->result(), int(QDialog::Accepted));
}

void TestInstallDialogKeys::updateDialogLettersShowAndDiffer()
{
    // "Abbrechen", "Отмена": the update verb has a translation of its own for its letter.
    for (const QString &tier : {QStringLiteral("observer"), QStringLiteral("admin")}) {
        ictest::ToolSpec spec;
        spec.version = QStringLiteral("2.0.0");
        spec.tier = tier;
        if (tier == QLatin1String("admin"))
            spec.subscriptions << QStringLiteral("admin");
        const std::unique_ptr<InstallDialog> dialog =
            showDialog(spec, QStringLiteral("live-stats-%1.icpkg").arg(tier));
        QVERIFY(dialog);
        checkLetters(*dialog);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(altPressesVerb(*dialog));
        QTRY_COMPARE(dialog->result(), int(QDialog::Accepted));
    }
}

void TestInstallDialogKeys::narrowLetterUnderlineIsWidened()
{
    // Any button, not only the dialog's: an "l" and an "i" get an underline one can see, a
    // wide letter keeps its own width.
    QPushButton narrow(QStringLiteral("P&layers"), m_window.get());
    QPushButton wide(QStringLiteral("&Move"), m_window.get());
    for (QPushButton *button : {&narrow, &wide}) {
        button->resize(button->sizeHint());
        button->show();
    }
    const QFontMetrics metrics(narrow.font());
    QVERIFY(underlineWidth(&narrow) >= metrics.horizontalAdvance(u'n') - 1);
    QVERIFY(underlineWidth(&wide) >= metrics.horizontalAdvance(u'M') - 1);
}

QTEST_MAIN(TestInstallDialogKeys)
#include "TestInstallDialogKeys.moc"
