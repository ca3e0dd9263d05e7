// The Tools page's Alt letters in English, German and Russian (fifteenth newcomer: "Choose
// Another Package…" and "Update and Allow Admin" were reported without one). Every button the
// page shows — its own and its bar's action (after a bad package: Choose Another Package…;
// after an overlay is installed: Get Its OBS URL) — and the window's menus have one letter
// each, and no two of them share it; nor do a confirmation's verb and Cancel. A Latin and a
// Cyrillic letter that look alike (O and О) count as the same: the user sees two underlined Os.

#include "ui/MainWindow.h"
#include "ui/Tr.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/tools/ToolsPage.h"

#include "i18n/Translations.h"
#include "panel/Panel.h"

#include "ToolPackages.h"
#include "ToolsWindowSetup.h"

#include <QApplication>
#include <QFile>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace {

/// `text`'s accelerator letter, upper case, a Cyrillic look-alike as its Latin twin (a null
/// QChar when it has none).
QChar letterOf(const QString &text)
{
    QString rest = text;
    rest.replace(QStringLiteral("&&"), QString());
    const qsizetype at = rest.indexOf(u'&');
    if (at < 0 || at + 1 >= rest.size() || !rest.at(at + 1).isLetter())
        return {};
    const QChar letter = rest.at(at + 1).toUpper();
    static const QString cyrillic = QStringLiteral("АВЕКМНОРСТХУ");
    static const QString latin = QStringLiteral("ABEKMHOPCTXY");
    const qsizetype twin = cyrillic.indexOf(letter);
    return twin >= 0 ? latin.at(twin) : letter;
}

/// Fails when a text lacks a letter or two texts share one.
bool lettersDiffer(const QStringList &texts, QString *why)
{
    QHash<QChar, QString> taken;
    for (const QString &text : texts) {
        const QChar letter = letterOf(text);
        if (letter.isNull()) {
            *why = QStringLiteral("no Alt letter: \"%1\"").arg(text);
            return false;
        }
        if (taken.contains(letter)) {
            *why =
                QStringLiteral("\"%1\" and \"%2\" share %3").arg(taken.value(letter), text, letter);
            return false;
        }
        taken.insert(letter, text);
    }
    return true;
}

} // namespace

class TestToolsLetters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup()
    {
        icui::MessageBox::setNextAnswer(QMessageBox::NoButton);
        m_window.reset();
        m_panel.reset();
        m_dir.reset();
        ic::Translations::install(QStringLiteral("en"));
    }

    void lettersDifferInEveryLanguage_data()
    {
        QTest::addColumn<QString>("code");
        for (const char *code : {"en", "de", "ru"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void lettersDifferInEveryLanguage()
    {
        QFETCH(QString, code);
        QCOMPARE(ic::Translations::install(code), code);
        m_dir = std::make_unique<QTemporaryDir>();
        m_panel = ictest::panelWithObserverTool(*m_dir);
        QVERIFY(m_panel);
        m_window = std::make_unique<icui::MainWindow>(*m_panel);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->showPage(icui::MainWindow::Page::Tools);
        icui::ToolsPage *page = m_window->toolsPage();
        page->table()->selectRow(0);

        // s2-05: a bad package; the bar offers Choose Another Package….
        const QString bad = m_dir->filePath(QStringLiteral("bad.icpkg"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a zip");
        file.close();
        QVERIFY(!page->installPackage(bad));
        QPushButton *another = page->messageBar()->actionButton();
        QTRY_VERIFY(another->isVisible());
        QCOMPARE(QString(another->text()).remove(u'&'),
                 QString(icui::Tr::tr("Choose Another &Package…")).remove(u'&'));

        QStringList pageTexts;
        for (const QPushButton *button : page->findChildren<QPushButton *>()) {
            if (button->isVisible() && button != another)
                pageTexts << button->text();
        }
        for (const QAction *menu : m_window->menuBar()->actions())
            pageTexts << menu->text();
        QString why;
        QVERIFY2(lettersDiffer(pageTexts + QStringList{another->text()}, &why), qPrintable(why));
        // The bar's other action, after an overlay is installed, beside the same buttons.
        // Russian had "Получить URL для &OBS" beside "&Остановить" (Stop): two underlined Os;
        // it is "Полу&чить URL для OBS" now.
        const QString obs = icui::Tr::tr("Get Its &OBS URL");
        QVERIFY2(lettersDiffer(pageTexts + QStringList{obs}, &why), qPrintable(why));

        // The confirmations' verbs against Cancel: MessageBox::confirm() gives its Cancel the
        // window's "&Cancel" (Qt's own has no letter under this platform theme).
        const QString cancel = icui::Tr::tr("&Cancel");
        icui::MessageBox::setNextAnswer(QMessageBox::Cancel);
        page->uninstallSelected();
        QVERIFY(!icui::MessageBox::lastAction().isEmpty());
        QVERIFY2(
            lettersDiffer(
                {icui::MessageBox::withAccelerator(icui::MessageBox::lastAction()), cancel}, &why),
            qPrintable(why));
        QVERIFY2(lettersDiffer({icui::Tr::tr("&Take Back"), cancel}, &why), qPrintable(why));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icpanel::Panel> m_panel;
    std::unique_ptr<icui::MainWindow> m_window;
};

QTEST_MAIN(TestToolsLetters)
#include "TestToolsLetters.moc"
