// The window in German, in Russian and in English, chosen the way a user's desktop chooses it:
// the test runs with LANG set (CMakeLists.txt runs it once per language) and installs the
// language the system asks for. Every page shows translated text and no English text that has
// a translation; Qt's own buttons are translated too; ic-tool speaks the same language; no two
// controls of a page or dialog share a keyboard accelerator; and the language chosen in
// Settings wins over the system's when the panel starts.

#include "AltLetterClashes.h"
#include "WindowFixture.h"

#include "TsFile.h"
#include "i18n/Translations.h"
#include "panel/demo/MockDemoGame.h"
#include "panel/demo/MockDemoRelay.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/history/HistoryFiguresChart.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/tournament/TournamentFilter.h"
#include "ui/tournament/TournamentPage.h"

#include "panel/CategoryTitles.h"
#include "panel/ConnectionsModel.h"
#include "panel/PanelSettings.h"
#include "ui/Tr.h"
#include "ui/common/MessageBox.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using icui::MainWindow;

class TestTranslatedWindow : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init()
    {
        m_historySeed = 12; // the History page with matches, as wide as it gets
        setUpWindow();
    }
    void cleanup() { tearDownWindow(); }

    void everyPageIsTranslated();
    void englishCountsInRealPlurals();
    void menusAndQtsOwnButtonsAreTranslated();
    void icToolSpeaksTheLanguage();
    void acceleratorsAreUnique();
    void languageChosenInSettingsWins();
    void everyPageFitsTheLeastSize();
    void nothingIsCutAtTheLeastSizeOrMaximised();
    void theTournamentPageWithARelayFitsTheLeastSize();
    void sessionsNameTheirCategoriesInTheLanguage();

private:
    /// The texts a person reads on `widget`: labels, buttons, group boxes, tabs, headers.
    static QStringList visibleTexts(QWidget *widget);
    static QString plain(QString text) { return text.remove(QLatin1Char('&')); }
    /// The accelerator keys of the controls on `widget` (visible ones), with who has each.
    static QMultiMap<QChar, QString> accelerators(QWidget *widget);
    static QStringList clashes(const QMultiMap<QChar, QString> &keys);
    /// The buttons, check boxes and one-line labels `window` shows narrower than their text
    /// ("text" width < needed).
    static QStringList cutTexts(QWidget *window);
    bool english() const { return m_language == QLatin1String("en"); }

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

    if (english())
        return; // the source texts are what the window shows
    TsFile ts;
    QVERIFY(ts.read(
        QStringLiteral(IC_SOURCE_DIR "/translations/ic-control-panel_%1.ts").arg(m_language)));
    for (const TsMessage &m : ts.messages()) {
        if (m.numerus || m.source.contains(QLatin1Char('%')) || english())
            continue; // shown with numbers filled in: not comparable as they are
        const QString source = plain(m.source), translation = plain(m.translations.value(0));
        if (source == translation)
            continue;
        m_english.insert(source);
        m_translated.insert(translation);
    }
    QVERIFY(english() || m_translated.size() > 400);
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
    if (english())
        QSKIP("the source language");
    auto *pages = m_window->findChild<QStackedWidget *>(QStringLiteral("pages"));
    QVERIFY(pages);
    QCOMPARE(pages->count(), 11);
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

void TestTranslatedWindow::englishCountsInRealPlurals()
{
    if (!english())
        QSKIP("German and Russian plurals: TestTranslationFiles");
    // The system's English brought the English plural forms: "1 replay", "2 replays".
    QCOMPARE(QCoreApplication::translate("icui", "%n replay(s)", nullptr, 1),
             QStringLiteral("1 replay"));
    QCOMPARE(QCoreApplication::translate("icui", "%n replay(s)", nullptr, 2),
             QStringLiteral("2 replays"));
    // And no page shows a count with "(s)".
    static const QRegularExpression countWithS(QStringLiteral("\\d \\w+\\((e)?s\\)"));
    auto *pages = m_window->findChild<QStackedWidget *>(QStringLiteral("pages"));
    QVERIFY(pages);
    QStringList shown;
    for (int i = 0; i < pages->count(); ++i) {
        m_window->showPage(static_cast<MainWindow::Page>(i));
        for (const QString &text : visibleTexts(pages->widget(i)))
            if (countWithS.match(text).hasMatch())
                shown << text;
    }
    QVERIFY2(shown.isEmpty(), qPrintable(shown.join(QStringLiteral(" | "))));
}

void TestTranslatedWindow::menusAndQtsOwnButtonsAreTranslated()
{
    if (english())
        QSKIP("the source language");
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
    if (english())
        QSKIP("the source language");
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

QMultiMap<QChar, QString> TestTranslatedWindow::accelerators(QWidget *widget)
{
    QMultiMap<QChar, QString> keys;
    const auto add = [&keys](QString text) {
        text.replace(QStringLiteral("&&"), QString());
        const qsizetype at = text.indexOf(QLatin1Char('&'));
        if (at >= 0 && at + 1 < text.size())
            keys.insert(text.at(at + 1).toLower(), text);
    };
    for (QAbstractButton *button : widget->findChildren<QAbstractButton *>()) {
        if (button->isVisibleTo(widget))
            add(button->text());
    }
    for (QLabel *label : widget->findChildren<QLabel *>()) {
        if (label->buddy() && label->isVisibleTo(widget))
            add(label->text());
    }
    for (QGroupBox *box : widget->findChildren<QGroupBox *>()) {
        if (box->isVisibleTo(widget))
            add(box->title());
    }
    return keys;
}

QStringList TestTranslatedWindow::clashes(const QMultiMap<QChar, QString> &keys)
{
    QStringList found;
    for (const QChar key : keys.uniqueKeys()) {
        if (keys.count(key) > 1)
            found << QStringLiteral("%1: %2").arg(key,
                                                  keys.values(key).join(QStringLiteral(" / ")));
    }
    return found;
}

void TestTranslatedWindow::acceleratorsAreUnique()
{
    // Alt+letter on a page reaches the page's controls and the menu bar's menus alike.
    QMultiMap<QChar, QString> menus;
    for (const QAction *action : m_window->menuBar()->actions()) {
        QString text = action->text();
        const qsizetype at = text.indexOf(QLatin1Char('&'));
        if (at >= 0 && at + 1 < text.size())
            menus.insert(text.at(at + 1).toLower(), text);
    }
    QVERIFY2(clashes(menus).isEmpty(), qPrintable(clashes(menus).join(QLatin1Char('\n'))));
    auto *pages = m_window->findChild<QStackedWidget *>(QStringLiteral("pages"));
    QStringList problems;
    // Each page with what is above it (the menus, the Game box); the Tournament page also as
    // it is with a relay (its toolbar, filter and the game's buttons).
    const auto check = [&problems](QWidget *page) {
        for (const QString &clash : AltLetterClashes::in(page))
            problems << page->accessibleName() + QStringLiteral(" — ") + clash;
    };
    for (int i = 0; i < pages->count(); ++i) {
        m_window->showPage(static_cast<MainWindow::Page>(i));
        check(pages->widget(i));
    }
    m_window->showPage(MainWindow::Page::Tournament);
    auto *relayContent = m_window->tournamentPage()->findChild<QStackedWidget *>();
    QVERIFY(relayContent && relayContent->count() == 2);
    relayContent->setCurrentIndex(1);
    check(m_window->tournamentPage());
    // The dialogs: their own accelerators only (the window's menus do not reach them).
    icui::SettingsDialog settings(*m_panel, m_window.get());
    for (const QString &clash : clashes(accelerators(&settings)))
        problems << QStringLiteral("Settings — ") + clash;
    QVERIFY(!accelerators(&settings).isEmpty());
    icui::ConnectDialog connect(*m_panel, m_window.get());
    for (const QString &clash : clashes(accelerators(&connect)))
        problems << QStringLiteral("Connect — ") + clash;
    QVERIFY(accelerators(&connect).size() >= 6);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslatedWindow::languageChosenInSettingsWins()
{
    // Settings say Russian (German when the system is Russian): ic-panel starts in it.
    const bool russian = m_language != QLatin1String("ru");
    {
        icui::SettingsDialog settings(*m_panel, m_window.get());
        QComboBox *box = settings.languageBox();
        box->setCurrentIndex(box->findData(russian ? QStringLiteral("ru") : QStringLiteral("de")));
        icui::MessageBox::setNextAnswer(QMessageBox::Ok);
        QVERIFY(settings.apply());
        // It says when the new language comes: at the next start.
        QCOMPARE(icui::MessageBox::lastTitle(), icui::Tr::tr("Settings"));
    }
    QCOMPARE(m_panel->settings()->language(),
             russian ? QStringLiteral("ru") : QStringLiteral("de"));

    // The same choice in the settings file of a panel that starts now.
    QTemporaryDir config;
    QVERIFY(config.isValid());
    QDir(config.path()).mkpath(QStringLiteral("ic-control-panel"));
    QVERIFY(QFile::copy(m_dir->filePath(QStringLiteral("panel.ini")),
                        config.filePath(QStringLiteral("ic-control-panel/ic-panel.ini"))));
    QProcess panel;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    panel.setProcessEnvironment(env);
    panel.start(QStringLiteral(IC_PANEL_PATH), {QStringLiteral("--help")});
    QVERIFY(panel.waitForFinished(30000));
    const QString help = QString::fromUtf8(panel.readAllStandardOutput());
    const QString expected = russian ? QStringLiteral("Запустить имитацию игры")
                                     : QStringLiteral("Ein simuliertes Spiel im Panel starten");
    QVERIFY2(help.contains(expected), qPrintable(help));
}

void TestTranslatedWindow::everyPageFitsTheLeastSize()
{
    // The window is laid out for 960×620 at least (it opens larger on a larger screen); in
    // every language no page may need more (longer words must wrap, be shortened or scroll
    // inside the page).
    const QSize least = MainWindow::leastSize();
    auto *pages = m_window->findChild<QStackedWidget *>(QStringLiteral("pages"));
    // The History page at its widest: a past match chosen, its players and figures shown.
    m_window->showPage(MainWindow::Page::History);
    icui::HistoryMatchesTab *history = m_window->historyPage()->matchesTab();
    QTRY_VERIFY_WITH_TIMEOUT(history->summary()->chart()->isEnabled(), 15000);
    QStringList tooWide;
    for (int i = 0; i < pages->count(); ++i) {
        m_window->showPage(static_cast<MainWindow::Page>(i));
        m_window->resize(least);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QSize needed = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
        if (needed.width() > least.width() || needed.height() > least.height() ||
            m_window->width() > least.width())
            tooWide << QStringLiteral("%1 (window needs %5×%6; page %2 needs %3×%4)")
                           .arg(pages->widget(i)->accessibleName())
                           .arg(i)
                           .arg(pages->widget(i)->minimumSizeHint().width())
                           .arg(pages->widget(i)->minimumSizeHint().height())
                           .arg(needed.width())
                           .arg(needed.height());
    }
    QVERIFY2(tooWide.isEmpty(), qPrintable(tooWide.join(QStringLiteral(", "))));
}

QStringList TestTranslatedWindow::cutTexts(QWidget *window)
{
    QStringList cut;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        // An ElidedLabel is cut with "…" on purpose (its tooltip says it whole).
        if (!w->isVisibleTo(window) || !w->isVisible() || w->inherits("icui::ElidedLabel"))
            continue;
        QString text;
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            text = b->text();
        else if (auto *l = qobject_cast<QLabel *>(w); l && !l->wordWrap())
            text = l->text();
        if (text.isEmpty() || w->width() + 1 >= w->sizeHint().width())
            continue;
        cut << QStringLiteral("\"%1\" %2 < %3")
                   .arg(text)
                   .arg(w->width())
                   .arg(w->sizeHint().width());
    }
    return cut;
}

void TestTranslatedWindow::theTournamentPageWithARelayFitsTheLeastSize()
{
    // The demo's relay connected: the relay's row says "Connected as admin" beside its buttons
    // (twenty-eighth newcomer: in Russian at 960×620 "Добавить ретранслятор…" was cut at both
    // ends).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    icpanel::Panel::Options options;
    options.settingsFile = dir.filePath(QStringLiteral("panel.ini"));
    options.demoGame = icpanel::MockDemoGame::factory();
    options.demoRelay = icpanel::MockDemoRelay::factory();
    icpanel::Panel panel(options);
    QVERIFY(panel.startDemo());
    MainWindow window(panel);
    window.resize(MainWindow::leastSize());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showPage(MainWindow::Page::Tournament);
    auto *state =
        window.tournamentPage()->findChild<QLabel *>(QStringLiteral("tournamentRelayState"));
    QVERIFY(state);
    QTRY_VERIFY_WITH_TIMEOUT(window.tournamentPage()->filter()->rowCount() > 0, 20000);
    QTRY_VERIFY(!state->text().isEmpty());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), MainWindow::leastSize());
    const QStringList cut = cutTexts(&window);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    // The state on one line: whole, or cut with "…" and whole in its tooltip.
    QVERIFY(!state->wordWrap());
    QVERIFY2(state->text() == state->toolTip() || state->text().endsWith(QChar(0x2026)),
             qPrintable(state->text()));
    QVERIFY(!state->toolTip().isEmpty());
}

void TestTranslatedWindow::sessionsNameTheirCategoriesInTheLanguage()
{
    // The Connections page's Subscriptions column: "Матч, Бой, …", not the wire's "match,
    // combat, …" (twenty-ninth newcomer).
    m_window->showPage(MainWindow::Page::Connections);
    icpanel::ConnectionsModel *sessions = m_panel->connections();
    QTRY_VERIFY_WITH_TIMEOUT(sessions->rowCount() > 0 &&
                                 !sessions->sessions().constFirst().subscriptions.isEmpty(),
                             10000);
    const QStringList wire = sessions->sessions().constFirst().subscriptions;
    const QString shown =
        sessions->index(0, icpanel::ConnectionsModel::SubscriptionsColumn).data().toString();
    QCOMPARE(shown, icpanel::CategoryTitles::list(wire));
    QVERIFY2(wire.contains(QStringLiteral("combat")), qPrintable(wire.join(u',')));
    QVERIFY2(!shown.contains(QLatin1String("combat")), qPrintable(shown));
    if (!english())
        QVERIFY2(!shown.contains(QLatin1String("Combat")), qPrintable(shown));
}

void TestTranslatedWindow::nothingIsCutAtTheLeastSizeOrMaximised()
{
    // A button, check box or one-line label narrower than its text is cut without "…"
    // (twenty-eighth newcomer: "Состояние си", "авить ретранслят").
    auto *pages = m_window->findChild<QStackedWidget *>(QStringLiteral("pages"));
    QStringList cut;
    for (const QSize size : {MainWindow::leastSize(), QSize(1600, 1000)}) {
        m_window->resize(size);
        // Each page, and the Tournament page as it is with a relay (its toolbar and buttons).
        for (int i = 0; i <= pages->count(); ++i) {
            m_window->showPage(static_cast<MainWindow::Page>(qMin(i, pages->count() - 1)));
            if (i == pages->count()) {
                m_window->showPage(MainWindow::Page::Tournament);
                m_window->tournamentPage()->findChild<QStackedWidget *>()->setCurrentIndex(1);
            }
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
            for (const QString &what : cutTexts(m_window.get()))
                cut << QStringLiteral("%1×%2 %3: %4")
                           .arg(size.width())
                           .arg(size.height())
                           .arg(pages->currentWidget()->accessibleName(), what);
        }
    }
    cut.removeDuplicates();
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestTranslatedWindow)
#include "TestTranslatedWindow.moc"
