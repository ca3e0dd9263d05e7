// The Match page as it reads: the end-of-match summary is legible (contrast at least 4.5:1, as
// drawn in the window) in light, after a live switch to dark and back; Export CSV… and Match
// Settings… answer their Alt letters (Alt+X, Alt+S), each the only one on the page.
// Thirteenth newcomer: Alt+P from the announcement paused the live match (it was Pause's; now
// Alt+P is "Players:" and Pause is Alt+U); the players were nine Shift+Tabs from the
// announcement; Export's outcome showed in the Admin box; a failed Open File left the focus on
// the Game box at the top of the window.

#include "MatchPageFixture.h"

#include "ui/common/ExternalLink.h"
#include "ui/common/MessageBar.h"

#include <QLineEdit>
#include <QMenuBar>

#include "panel/PanelSettings.h"
#include "ui/appearance/Appearance.h"
#include "ui/common/FileDialog.h"
#include "ui/common/ModalDialog.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchSettingsDialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <cmath>

using icui::MatchPage;

namespace {

double luminance(QRgb rgb)
{
    const auto channel = [](int v) {
        const double c = v / 255.0;
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(qRed(rgb)) + 0.7152 * channel(qGreen(rgb)) +
           0.0722 * channel(qBlue(rgb));
}

double contrast(QRgb a, QRgb b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

/// The contrast of the text drawn in `label`, as the window shows it: the label's background
/// (its most frequent colour, inside its frame) against the pixel farthest from it.
double textContrast(QLabel *label)
{
    QWidget *window = label->window();
    const QRect inside =
        QRect(label->mapTo(window, QPoint(0, 0)), label->size()).adjusted(3, 3, -3, -3);
    const QImage image = window->grab(inside).toImage().convertToFormat(QImage::Format_RGB32);
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            ++counts[image.pixel(x, y)];
    }
    QRgb background = 0;
    int most = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > most) {
            most = it.value();
            background = it.key();
        }
    }
    double best = 1.0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        best = std::max(best, contrast(background, it.key()));
    return best;
}

} // namespace

class TestMatchLook : public MatchPageFixture
{
    Q_OBJECT

    void switchScheme(icpanel::PanelSettings::ColorScheme scheme, bool dark)
    {
        m_panel->settings()->setColorScheme(scheme);
        QTRY_COMPARE(icui::Appearance::isDark(QApplication::palette()), dark);
        QTRY_COMPARE(icui::Appearance::isDark(m_window->palette()), dark);
        QCoreApplication::processEvents();
    }

    /// The Alt letters of the window's visible buttons, buddied labels and menus, with whose.
    QHash<QChar, QStringList> windowLetters() const
    {
        QHash<QChar, QStringList> letters;
        const auto add = [&letters](const QString &text) {
            const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
            if (at >= 0)
                letters[text.at(at + 1).toLower()] << text;
        };
        for (QWidget *w : m_window->findChildren<QWidget *>()) {
            if (!w->isVisible())
                continue;
            if (auto *b = qobject_cast<QAbstractButton *>(w))
                add(b->text());
            else if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy())
                add(l->text());
        }
        for (const QAction *menu : m_window->menuBar()->actions())
            add(menu->text());
        return letters;
    }

    /// Every Alt letter of the window is one control's.
    QStringList clashes() const
    {
        QStringList found;
        const QHash<QChar, QStringList> letters = windowLetters();
        for (auto it = letters.cbegin(); it != letters.cend(); ++it) {
            if (it.value().size() > 1)
                found << it.value().join(QStringLiteral(" / "));
        }
        return found;
    }

    MatchPage *openAsAdmin()
    {
        m_matchSeconds = 0;
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->players().size() == 4 &&
                                         page->adminBox()->pauseButton()->isEnabled(),
                                     10000);
            m_window->activateWindow();
            QTRY_VERIFY(m_window->isActiveWindow());
        }();
        return page;
    }

private Q_SLOTS:
    void init() { m_matchSeconds = 60; }
    void cleanup()
    {
        icui::ModalDialog::clearNextHandler();
        icui::FileDialog::clearNextFileName();
        tearDownWindow();
    }

    void theSummaryReadsInLightAndDark()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        switchScheme(icpanel::PanelSettings::ColorScheme::Light, false);
        MatchPage *page = openPage();
        m_game->advance(60 * 15 + 5); // the match ends
        QTRY_VERIFY_WITH_TIMEOUT(!page->summary()->isHidden(), 10000);
        QTRY_VERIFY(!page->summary()->text().isEmpty());
        QCoreApplication::processEvents();
        const double light = textContrast(page->summary());
        QVERIFY2(light >= 4.5, qPrintable(QStringLiteral("light: %1").arg(light)));

        switchScheme(icpanel::PanelSettings::ColorScheme::Dark, true);
        saveShot(m_window.get(), QStringLiteral("match-summary-dark"));
        const double dark = textContrast(page->summary());
        QVERIFY2(dark >= 4.5, qPrintable(QStringLiteral("dark: %1").arg(dark)));
        // The text is light on the dark window, as everything else there.
        QVERIFY(page->summary()->palette().color(page->summary()->foregroundRole()).lightness() >
                page->palette().color(QPalette::Window).lightness());

        switchScheme(icpanel::PanelSettings::ColorScheme::Light, false);
        const double back = textContrast(page->summary());
        QVERIFY2(back >= 4.5, qPrintable(QStringLiteral("light again: %1").arg(back)));
    }

    void exportAndSettingsAnswerTheirAltLetters()
    {
        m_matchSeconds = 0;
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        QTRY_VERIFY_WITH_TIMEOUT(!m_panel->match()->players().isEmpty(), 10000);
        QCOMPARE(page->exportButton()->text(), QStringLiteral("E&xport CSV…"));
        QCOMPARE(page->adminBox()->settingsButton()->text(), QStringLiteral("Match &Settings…"));
        // Each letter is the only one among the window's visible buttons and labels.
        const QHash<QChar, QStringList> letters = windowLetters();
        QVERIFY2(letters.value(u'x').size() == 1, qPrintable(letters.value(u'x').join(u'|')));
        QVERIFY2(letters.value(u's').size() == 1, qPrintable(letters.value(u's').join(u'|')));
        QCOMPARE(letters.value(u'x').size(), 1);
        QCOMPARE(letters.value(u's').size(), 1);

        // Alt+X exports (the file dialog's answer given beforehand).
        const QString csvPath = m_dir->filePath(QStringLiteral("alt-x.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        page->playersTable()->setFocus();
        QTest::keyClick(m_window.get(), Qt::Key_X, Qt::AltModifier);
        QTRY_VERIFY(QFileInfo::exists(csvPath));

        // Alt+S opens the match settings.
        bool opened = false;
        icui::ModalDialog::setNextHandler([&opened](QDialog &d) {
            opened = qobject_cast<icui::MatchSettingsDialog *>(&d) != nullptr;
            return int(QDialog::Rejected);
        });
        QTest::keyClick(m_window.get(), Qt::Key_S, Qt::AltModifier);
        QTRY_VERIFY(opened);
    }

    void altPFromTheAnnouncementGoesToThePlayersAndNeverPauses()
    {
        MatchPage *page = openAsAdmin();
        icui::MatchAdminBox *admin = page->adminBox();
        using State = icmatch::MatchInfo::State;
        QCOMPARE(page->playersLabel()->text(), QStringLiteral("&Players:"));
        QCOMPARE(admin->pauseButton()->text(), QStringLiteral("Pa&use Match"));
        QVERIFY2(clashes().isEmpty(), qPrintable(clashes().join(u'\n')));
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), admin->announcement());
        QTest::keyClick(admin->announcement(), Qt::Key_P, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), page->players());
        QVERIFY(!page->selectedPlayer().isEmpty()); // the first player, for Alt+K
        QVERIFY(roundTrip());
        QCOMPARE(m_panel->match()->info().state, State::Running);
        QVERIFY(admin->messageBar()->isHidden());
        // Alt+U pauses (a letter that needs intent) and Alt+U resumes; no letter is taken twice.
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
        QTRY_COMPARE(m_panel->match()->info().state, State::Paused);
        QTRY_COMPARE(admin->pauseButton()->text(), QStringLiteral("Res&ume Match"));
        QVERIFY2(clashes().isEmpty(), qPrintable(clashes().join(u'\n')));
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
        QTRY_COMPARE(m_panel->match()->info().state, State::Running);
        // With Export's outcome shown (Open File, Open Folder) the letters stay unique too.
        icui::FileDialog::setNextFileName(m_dir->filePath(QStringLiteral("letters.csv")));
        page->exportCsv();
        QTRY_VERIFY(page->exportBar()->isVisible());
        QVERIFY2(clashes().isEmpty(), qPrintable(clashes().join(u'\n')));
    }

    void thePlayersAreFewShiftTabsFromTheAnnouncement()
    {
        MatchPage *page = openAsAdmin();
        icui::MatchAdminBox *admin = page->adminBox();
        admin->announcement()->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), admin->announcement());
        int presses = 0;
        while (QApplication::focusWidget() != page->players() && presses < 20) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
            ++presses;
        }
        // Announcement ← Settings ← Kick ← Pause ← the players (it took nine).
        QCOMPARE(presses, 4);
        // Forward from Export: its outcome's buttons (none now), then the players first.
        page->exportButton()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(page->exportButton(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), page->players());
    }

    void exportsOutcomeIsThePagesAndKeepsTheFocusWhenOpenFileFails()
    {
        MatchPage *page = openAsAdmin();
        icui::MatchAdminBox *admin = page->adminBox();
        icui::ExternalLink::setRecordOnly(false);
        icui::ExternalLink::setOpener(QStringLiteral("ic-no-such-opener"));
        icui::FileDialog::setNextFileName(m_dir->filePath(QStringLiteral("focus.csv")));
        const QPoint exportAt = page->exportButton()->mapTo(m_window.get(), QPoint(0, 0));
        QTest::keyClick(m_window.get(), Qt::Key_X, Qt::AltModifier);
        icui::MessageBar *bar = page->exportBar();
        QTRY_VERIFY(bar->isVisible());
        // The page's bar, not in the Admin box: just above it, where the admin's answers show,
        // so it pushes nothing down (the eighteenth newcomer: the bar at the top moved Export
        // and the header from under the pointer). The view above gives up the height.
        QVERIFY(!admin->isAncestorOf(bar));
        QVERIFY(page->isAncestorOf(bar));
        QVERIFY(admin->messageBar()->isHidden());
        const auto inPage = [page, bar] {
            return QRect(bar->mapTo(page, QPoint(0, 0)), bar->size());
        };
        QTRY_VERIFY(inPage().bottom() <= admin->geometry().top());
        QVERIFY(inPage().top() > page->header()->mapTo(page, QPoint(0, 0)).y());
        QCOMPARE(page->exportButton()->mapTo(m_window.get(), QPoint(0, 0)), exportAt);
        saveShot(page, QStringLiteral("match-export-bar"));
        // Keyboard: Tab from Export to Open File, Space; nothing opens CSV files here (a warning
        // that goes by itself).
        page->exportButton()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(page->exportButton(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), bar->actionButton());
        QTest::keyClick(bar->actionButton(), Qt::Key_Space);
        QTRY_COMPARE(bar->kind(), icui::MessageBar::Kind::Warning);
        saveShot(page, QStringLiteral("match-open-file-failed"));
        // The focus stayed on the page: on Export, which made the message.
        QCOMPARE(QApplication::focusWidget(), page->exportButton());
        // The mouse, the same: the clicked button goes, the focus comes back to Export.
        icui::FileDialog::setNextFileName(m_dir->filePath(QStringLiteral("focus.csv")));
        page->exportCsv();
        QTRY_VERIFY(bar->actionButton()->isVisible());
        QTest::mouseClick(bar->secondActionButton(), Qt::LeftButton);
        QTRY_COMPARE(bar->kind(), icui::MessageBar::Kind::Warning);
        QCOMPARE(QApplication::focusWidget(), page->exportButton());
        // A letter pressed elsewhere (Alt+O from the table) leaves the focus where it was.
        icui::FileDialog::setNextFileName(m_dir->filePath(QStringLiteral("focus.csv")));
        page->exportCsv();
        QTRY_VERIFY(bar->actionButton()->isVisible());
        page->players()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(m_window.get(), Qt::Key_O, Qt::AltModifier);
        QTRY_COMPARE(bar->kind(), icui::MessageBar::Kind::Warning);
        QCOMPARE(QApplication::focusWidget(), page->players());
        icui::ExternalLink::setOpener(QStringLiteral("xdg-open"));
        icui::ExternalLink::setRecordOnly(true);
    }
};

QTEST_MAIN(TestMatchLook)
#include "TestMatchLook.moc"
