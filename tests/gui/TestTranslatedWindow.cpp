// The window in German and in Russian, chosen the way a user's desktop chooses it: the test
// runs with LANG set (CMakeLists.txt runs it once per language) and installs the language the
// system asks for. Every page shows translated text and no English text that has a
// translation; Qt's own buttons are translated too; and ic-tool speaks the same language.

#include "WindowFixture.h"

#include "TsFile.h"
#include "i18n/Translations.h"
#include "ui/settings/SettingsDialog.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTest>

using icui::MainWindow;

class TestTranslatedWindow : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }

    void everyPageIsTranslated();
    void menusAndQtsOwnButtonsAreTranslated();
    void icToolSpeaksTheLanguage();

private:
    /// The texts a person reads on `widget`: labels, buttons, group boxes, tabs, headers.
    static QStringList visibleTexts(QWidget *widget);
    static QString plain(QString text) { return text.remove(QLatin1Char('&')); }

    QString m_language;
    QSet<QString> m_english;    // source texts whose translation differs
    QSet<QString> m_translated; // their translations
};

void TestTranslatedWindow::initTestCase()
{
    const QString expected = qEnvironmentVariable("IC_EXPECT_LANGUAGE");
    QVERIFY2(!expected.isEmpty(), "run by ctest with LANG and IC_EXPECT_LANGUAGE set");
    QCOMPARE(ic::Translations::systemLanguage(), expected);
    m_language = ic::Translations::install();
    QCOMPARE(m_language, expected);

    TsFile ts;
    QVERIFY(ts.read(
        QStringLiteral(IC_SOURCE_DIR "/translations/ic-control-panel_%1.ts").arg(m_language)));
    for (const TsMessage &m : ts.messages()) {
        if (m.numerus || m.source.contains(QLatin1Char('%')))
            continue; // shown with numbers filled in: not comparable as they are
        const QString source = plain(m.source), translation = plain(m.translations.value(0));
        if (source == translation)
            continue;
        m_english.insert(source);
        m_translated.insert(translation);
    }
    QVERIFY(m_translated.size() > 400);
}

QStringList TestTranslatedWindow::visibleTexts(QWidget *widget)
{
    QStringList texts;
    for (const QLabel *label : widget->findChildren<QLabel *>())
        texts << label->text();
    for (const QAbstractButton *button : widget->findChildren<QAbstractButton *>())
        texts << button->text();
    for (const QGroupBox *box : widget->findChildren<QGroupBox *>())
        texts << box->title();
    for (const QTabWidget *tabs : widget->findChildren<QTabWidget *>()) {
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i);
    }
    for (const QHeaderView *header : widget->findChildren<QHeaderView *>()) {
        if (!header->model())
            continue;
        const int count = header->orientation() == Qt::Horizontal ? header->model()->columnCount()
                                                                  : 0; // row headers are numbers
        for (int i = 0; i < count; ++i)
            texts << header->model()->headerData(i, header->orientation()).toString();
    }
    texts.removeAll(QString());
    return texts;
}

void TestTranslatedWindow::everyPageIsTranslated()
{
    auto *pages = m_window->findChild<QStackedWidget *>(QStringLiteral("pages"));
    QVERIFY(pages);
    QCOMPARE(pages->count(), 8);
    for (int i = 0; i < pages->count(); ++i) {
        m_window->showPage(static_cast<MainWindow::Page>(i));
        QWidget *page = pages->widget(i);
        int translated = 0;
        QStringList english;
        for (const QString &text : visibleTexts(page)) {
            if (m_translated.contains(plain(text)))
                ++translated;
            else if (m_english.contains(plain(text)))
                english << text;
        }
        QVERIFY2(translated >= 2, qPrintable(QStringLiteral("page %1 (%2): %3 translated texts")
                                                 .arg(i)
                                                 .arg(page->accessibleName())
                                                 .arg(translated)));
        QVERIFY2(english.isEmpty(),
                 qPrintable(QStringLiteral("page %1 shows English: %2")
                                .arg(page->accessibleName(), english.join(QStringLiteral(" | ")))));
    }
}

void TestTranslatedWindow::menusAndQtsOwnButtonsAreTranslated()
{
    QStringList menus;
    for (const QAction *action : m_window->menuBar()->actions())
        menus << plain(action->text());
    QVERIFY(!menus.isEmpty());
    for (const QString &menu : std::as_const(menus))
        QVERIFY2(m_translated.contains(menu), qPrintable(menu));

    // Qt's own translation (Debian's qt6-translations-l10n): the standard Cancel button.
    icui::SettingsDialog settings(*m_panel, m_window.get());
    const QPushButton *cancel =
        settings.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel);
    QVERIFY(cancel);
    const QString expected =
        m_language == QLatin1String("de") ? QStringLiteral("Abbrechen") : QStringLiteral("Отмена");
    QCOMPARE(plain(cancel->text()), expected);
}

void TestTranslatedWindow::icToolSpeaksTheLanguage()
{
    QProcess tool;
    tool.setProgram(QStringLiteral(IC_TOOL_PATH));
    tool.setArguments({QStringLiteral("--help")});
    tool.start();
    QVERIFY(tool.waitForFinished(30000));
    const QString help = QString::fromUtf8(tool.readAllStandardOutput());
    QVERIFY(!help.isEmpty());
    // Its usage text is one translated message; the English original must not be there.
    bool found = false;
    for (const QString &translation : std::as_const(m_translated))
        found = found || (translation.size() > 40 && help.contains(translation.left(40)));
    QVERIFY2(found, qPrintable(help));
    QVERIFY2(!help.contains(QLatin1String("Usage:")), qPrintable(help));
}

QTEST_MAIN(TestTranslatedWindow)
#include "TestTranslatedWindow.moc"
