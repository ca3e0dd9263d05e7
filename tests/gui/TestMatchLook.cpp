// The Match page as it reads: the end-of-match summary is legible (contrast at least 4.5:1, as
// drawn in the window) in light, after a live switch to dark and back; Export CSV… and Match
// Settings… answer their Alt letters (Alt+X, Alt+S), each the only one on the page.

#include "MatchPageFixture.h"

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
        QHash<QChar, QStringList> letters;
        for (QWidget *w : m_window->findChildren<QWidget *>()) {
            if (!w->isVisible())
                continue;
            QString text;
            if (auto *b = qobject_cast<QAbstractButton *>(w))
                text = b->text();
            else if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy())
                text = l->text();
            const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
            if (at >= 0)
                letters[text.at(at + 1).toLower()] << text;
        }
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
};

QTEST_MAIN(TestMatchLook)
#include "TestMatchLook.moc"
