// Light and dark on the real window: chosen in Settings (and kept), or following the desktop's
// preference read from the XDG desktop portal — here a stand-in portal that owns the portal's
// name on the test's own session bus and answers as xdg-desktop-portal does. Every page, the
// page icons, the army chart and the overlay checkerboard follow.

#include "TestShots.h"
#include "WindowFixture.h"

#include "panel/PanelCommandLine.h"
#include "panel/PanelSettings.h"
#include "ui/appearance/Appearance.h"
#include "ui/appearance/DesktopColorScheme.h"
#include "ui/appearance/Icons.h"
#include "ui/appearance/PageListDelegate.h"
#include "ui/appearance/PanelStyle.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchPage.h"
#include "ui/overlays/Checkerboard.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/status/StatusCard.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusVariant>
#include <QDialogButtonBox>
#include <QDir>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStyleFactory>
#include <QStyleOptionButton>
#include <QTest>
#include <QVBoxLayout>

using Scheme = icpanel::PanelSettings::ColorScheme;

/// What xdg-desktop-portal's Settings interface says about org.freedesktop.appearance.
class FakePortal : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.portal.Settings")
public:
    explicit FakePortal(uint scheme) : m_scheme(scheme) {}
    void change(uint scheme, QDBusConnection &bus)
    {
        m_scheme = scheme;
        QDBusMessage signal = QDBusMessage::createSignal(
            QStringLiteral("/org/freedesktop/portal/desktop"),
            QStringLiteral("org.freedesktop.portal.Settings"), QStringLiteral("SettingChanged"));
        signal << QStringLiteral("org.freedesktop.appearance") << QStringLiteral("color-scheme")
               << QVariant::fromValue(QDBusVariant(m_scheme));
        bus.send(signal);
    }

public Q_SLOTS:
    QDBusVariant Read(const QString &group, const QString &key)
    {
        ++reads;
        if (group != QLatin1String("org.freedesktop.appearance") ||
            key != QLatin1String("color-scheme"))
            return QDBusVariant(QString());
        // The portal answers a variant holding a variant.
        return QDBusVariant(QVariant::fromValue(QDBusVariant(m_scheme)));
    }

public:
    int reads = 0;

private:
    uint m_scheme;
};

class TestAppearance : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void settingsChooseLightOrDark();
    void followsTheDesktopPortal();
    void withoutPortalThePlatformPaletteStays();
    void pageListTurnsDarkLive();
    void connectionsButtonsShowFocusLightAndDark();
    void dialogButtonsHaveNoIcons();
    void untickedCheckBoxIsVisibleInDark();
    void pageIconsAreColouredTiles();
    void pageListRowsAreTallWithARoundedHighlight();
    void pageListShowsFocusOnItsCurrentRowOnly();
    void buttonsAndCardsAreRounded();

private:
    /// The hue of the icon's coloured pixels (its tile), -1 if it has none (a grey icon).
    static int tileHue(const QIcon &icon);
    void verifyEverythingIs(bool dark);
    /// Back to the style and palette the application started with (the platform's, light).
    void restorePlatform();
    /// With IC_FEEDBACK_SHOTS=<folder>: a message box and the bars, light and dark, saved there.
    void shootFeedback();
    QString m_platformStyle;
    std::unique_ptr<FakePortal> m_portal;
    std::optional<QDBusConnection> m_portalBus;
};

void TestAppearance::initTestCase()
{
    m_platformStyle = QApplication::style()->name();
    QVERIFY(!icui::Appearance::isDark(QApplication::palette()));
}

void TestAppearance::restorePlatform()
{
    QApplication::setStyle(m_platformStyle);
    QApplication::setPalette(QPalette());
    QVERIFY(!icui::Appearance::isDark(QApplication::palette()));
}

void TestAppearance::cleanup()
{
    if (m_portalBus) {
        m_portalBus->unregisterService(QStringLiteral("org.freedesktop.portal.Desktop"));
        m_portalBus->unregisterObject(QStringLiteral("/org/freedesktop/portal/desktop"));
        QDBusConnection::disconnectFromBus(QStringLiteral("fake-portal"));
        m_portalBus.reset();
    }
    m_portal.reset();
    tearDownWindow();
    restorePlatform();
}

int TestAppearance::tileHue(const QIcon &icon)
{
    const QImage image = icon.pixmap(24, 24).toImage();
    QList<int> hues;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 250 && c.hsvSaturation() > 120)
                hues << c.hsvHue();
        }
    }
    if (hues.size() < image.width() * image.height() / 4)
        return -1; // not a coloured tile: a glyph alone, or grey
    std::sort(hues.begin(), hues.end());
    return hues.at(hues.size() / 2);
}

void TestAppearance::verifyEverythingIs(bool dark)
{
    QTRY_COMPARE(icui::Appearance::isDark(QApplication::palette()), dark);
    QCOMPARE(m_window->appearance()->dark(), dark);
    QTRY_COMPARE(icui::Appearance::isDark(m_window->palette()), dark);
    // The page icons are coloured tiles that read on light and dark alike.
    auto *pages = m_window->findChild<QListWidget *>(QStringLiteral("pageList"));
    QVERIFY(pages);
    for (int row = 0; row < pages->count(); ++row)
        QVERIFY2(tileHue(pages->item(row)->icon()) >= 0, qPrintable(pages->item(row)->text()));
    // The chart's own drawing follows: its background is the palette's base.
    const QChart *chart = m_window->matchPage()->chart()->view()->chart();
    QCOMPARE(chart->backgroundBrush().color(), m_window->palette().color(QPalette::Base));
    // Its axes' labels are in the text colour (the team key above it is a label of the window).
    QVERIFY(!chart->axes().isEmpty());
    for (const QAbstractAxis *axis : chart->axes())
        QCOMPARE(axis->labelsColor(), m_window->palette().color(QPalette::Text));
    // The overlay previews' checkerboard: dark squares on a dark window.
    const auto [light, darker] = icui::Checkerboard::colours(m_window->palette());
    QCOMPARE(light.lightness() < 128, dark);
    Q_UNUSED(darker);
}

void TestAppearance::settingsChooseLightOrDark()
{
    setUpWindow();
    {
        icui::SettingsDialog dialog(*m_panel, m_window.get());
        QComboBox *scheme = dialog.colorSchemeBox();
        QCOMPARE(scheme->currentData().toInt(), int(Scheme::System));
        scheme->setCurrentIndex(scheme->findData(int(Scheme::Dark)));
        QVERIFY(dialog.apply());
    }
    QCOMPARE(m_panel->settings()->colorScheme(), Scheme::Dark);
    verifyEverythingIs(true);

    // Kept: a window made again from the same settings file starts dark.
    m_window.reset();
    restorePlatform();
    QCOMPARE(icpanel::PanelSettings(m_dir->filePath(QStringLiteral("panel.ini"))).colorScheme(),
             Scheme::Dark);
    m_window = std::make_unique<icui::MainWindow>(*m_panel);
    m_window->show();
    verifyEverythingIs(true);

    m_panel->settings()->setColorScheme(Scheme::Light);
    verifyEverythingIs(false);
}

void TestAppearance::followsTheDesktopPortal()
{
    m_portal = std::make_unique<FakePortal>(1); // prefer dark
    m_portalBus =
        QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("fake-portal"));
    QVERIFY(m_portalBus->isConnected());
    QVERIFY(m_portalBus->registerObject(QStringLiteral("/org/freedesktop/portal/desktop"),
                                        m_portal.get(), QDBusConnection::ExportAllSlots));
    QVERIFY(m_portalBus->registerService(QStringLiteral("org.freedesktop.portal.Desktop")));

    setUpWindow(); // Settings: as the desktop prefers
    verifyEverythingIs(true);
    QCOMPARE(m_portal->reads, 1);

    // The desktop switches to light while the panel runs.
    m_portal->change(2, *m_portalBus);
    verifyEverythingIs(false);
    m_portal->change(1, *m_portalBus);
    verifyEverythingIs(true);

    // Settings win over the desktop.
    m_panel->settings()->setColorScheme(Scheme::Light);
    verifyEverythingIs(false);
}

void TestAppearance::withoutPortalThePlatformPaletteStays()
{
    const QPalette before = QApplication::palette();
    QVERIFY(!icui::Appearance::isDark(before));
    setUpWindow();
    // Nobody owns the portal's name on this bus: the question fails and nothing changes.
    icui::DesktopColorScheme desktop;
    QSignalSpy changed(&desktop, &icui::DesktopColorScheme::changed);
    QSignalSpy settled(&desktop, &icui::DesktopColorScheme::settled);
    QVERIFY(settled.wait());
    QCOMPARE(desktop.preference(), icui::DesktopColorScheme::Preference::NoPreference);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(QApplication::palette().color(QPalette::Window), before.color(QPalette::Window));
    QCOMPARE(m_window->palette().color(QPalette::Window), before.color(QPalette::Window));
}

void TestAppearance::pageListTurnsDarkLive()
{
    // Issue 26 item 4: switched live (no restart), the page list was left white behind pale
    // glyphs. Its background must be the dark palette's, and its icons made again.
    setUpWindow();
    auto *pages = m_window->findChild<QListWidget *>(QStringLiteral("pageList"));
    QVERIFY(pages);
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const auto background = [pages] {
        // A pixel of the list's own background: right of the rows' text, below the last row.
        const QImage image = pages->grab().toImage();
        return image.pixelColor(image.width() / 2, image.height() - 8);
    };
    QVERIFY2(background().lightness() > 200, qPrintable(background().name()));
    const qint64 lightIcon = pages->item(0)->icon().cacheKey();

    m_panel->settings()->setColorScheme(Scheme::Dark);
    QTRY_VERIFY2(background().lightness() < 80, qPrintable(background().name()));
    QCOMPARE(background(), icui::Appearance::darkPalette().color(QPalette::Base));
    QVERIFY(pages->item(0)->icon().cacheKey() != lightIcon);
    QCOMPARE(pages->palette().color(QPalette::Base),
             icui::Appearance::darkPalette().color(QPalette::Base));
    ictest::saveShot(m_window.get(), QStringLiteral("dark-live"));

    // And back.
    m_panel->settings()->setColorScheme(Scheme::Light);
    QTRY_VERIFY2(background().lightness() > 200, qPrintable(background().name()));
}

void TestAppearance::connectionsButtonsShowFocusLightAndDark()
{
    setUpWindow();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->showPage(icui::MainWindow::Page::Connections);
    auto *refresh = m_window->findChild<QPushButton *>(QStringLiteral("refreshButton"));
    QVERIFY(refresh);
    QTRY_VERIFY(refresh->isEnabled());
    for (const Scheme scheme : {Scheme::Light, Scheme::Dark}) {
        m_panel->settings()->setColorScheme(scheme);
        QTRY_COMPARE(icui::Appearance::isDark(m_window->palette()), scheme == Scheme::Dark);
        // As a keyboard user gets there: Tab away from Refresh, and Shift+Tab back.
        refresh->setFocus();
        QTRY_VERIFY(refresh->hasFocus());
        QTest::keyClick(refresh, Qt::Key_Tab);
        QTRY_VERIFY(!refresh->hasFocus());
        const QImage without = refresh->grab().toImage();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
        QTRY_VERIFY2(refresh->hasFocus(), QApplication::focusWidget()->metaObject()->className());
        const QImage with = refresh->grab().toImage();
        // Focused, the button looks different: a ring a keyboard user can see.
        int changed = 0;
        for (int y = 0; y < with.height(); ++y)
            for (int x = 0; x < with.width(); ++x)
                changed += with.pixel(x, y) != without.pixel(x, y);
        QVERIFY2(changed > with.width(), qPrintable(QString::number(changed)));
    }
}

void TestAppearance::dialogButtonsHaveNoIcons()
{
    // Fusion puts icons on standard dialog buttons (Cancel, OK, Open) but not on our verbs;
    // the window shows none, in the platform's style and in both of Fusion's schemes.
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QVERIFY(fusion->styleHint(QStyle::SH_DialogButtonBox_ButtonsHaveIcons) != 0);
    setUpWindow();
    for (const Scheme scheme : {Scheme::System, Scheme::Dark, Scheme::Light}) {
        m_panel->settings()->setColorScheme(scheme);
        QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                 QDialogButtonBox::Open);
        for (QAbstractButton *button : buttons.buttons())
            QVERIFY2(button->icon().isNull(), qPrintable(button->text()));
    }
    shootFeedback(); // the boxes and bars to look at, light and dark
}

void TestAppearance::untickedCheckBoxIsVisibleInDark()
{
    // Issue 26, fifth try: in dark, Settings' unticked "Connect when the panel starts" box
    // nearly vanished (its frame was the window colour made darker, on a dark box).
    setUpWindow();
    for (const Scheme scheme : {Scheme::Dark, Scheme::Light}) {
        m_panel->settings()->setColorScheme(scheme);
        QTRY_COMPARE(icui::Appearance::isDark(QApplication::palette()), scheme == Scheme::Dark);
        icui::SettingsDialog dialog(*m_panel, m_window.get());
        auto *box = dialog.findChild<QCheckBox *>(QStringLiteral("settingsAutoConnect"));
        QVERIFY(box);
        box->setChecked(false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QStyleOptionButton option;
        option.initFrom(box);
        const QRect indicator =
            box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
        QVERIFY(indicator.width() > 4);
        const QImage image = box->grab().toImage();
        // The background beside the box, and the box's edge (its outermost pixels): the
        // frame stands out from the window by a clear margin (Fusion's own dark one: ~10).
        const QColor background = image.pixelColor(indicator.right() + 2, indicator.center().y());
        int contrast = 0;
        for (int y = indicator.top(); y <= indicator.bottom(); ++y) {
            for (const int x : {indicator.left(), indicator.left() + 1, indicator.right(),
                                indicator.right() - 1}) {
                contrast = qMax(contrast,
                                qAbs(image.pixelColor(x, y).lightness() - background.lightness()));
            }
        }
        if (!qEnvironmentVariableIsEmpty("IC_FEEDBACK_SHOTS"))
            dialog.grab().save(qEnvironmentVariable("IC_FEEDBACK_SHOTS") +
                               QStringLiteral("/settings-%1.png").arg(int(scheme)));
        QVERIFY2(contrast >= 40,
                 qPrintable(QStringLiteral("frame contrast %1 in %2")
                                .arg(contrast)
                                .arg(QLatin1String(scheme == Scheme::Dark ? "dark" : "light"))));
    }
}

void TestAppearance::shootFeedback()
{
    const QString folder = qEnvironmentVariable("IC_FEEDBACK_SHOTS");
    if (folder.isEmpty() || !QDir().mkpath(folder))
        return;
    using Kind = icui::MessageBar::Kind;
    for (const Scheme scheme : {Scheme::Light, Scheme::Dark}) {
        m_panel->settings()->setColorScheme(scheme);
        const QString suffix =
            scheme == Scheme::Dark ? QStringLiteral("-dark") : QStringLiteral("-light");
        QMessageBox box(QMessageBox::Question, QStringLiteral("Kick Player"),
                        QStringLiteral("Kick Alice from the match?"), QMessageBox::Cancel,
                        m_window.get());
        box.addButton(QStringLiteral("&Kick Alice"), QMessageBox::AcceptRole);
        icui::MessageBox::useOwnIcon(box, QMessageBox::Question);
        box.show();
        box.grab().save(folder + QStringLiteral("/box-question") + suffix + QStringLiteral(".png"));
        QWidget page;
        page.setPalette(m_window->palette());
        auto *layout = new QVBoxLayout(&page);
        for (const Kind kind : {Kind::Information, Kind::Positive, Kind::Warning, Kind::Error}) {
            auto *bar = new icui::MessageBar(&page);
            bar->showMessage(kind, QStringLiteral("Announced to every player."), 0);
            layout->addWidget(bar);
        }
        page.resize(480, page.sizeHint().height());
        page.grab().save(folder + QStringLiteral("/bars") + suffix + QStringLiteral(".png"));
    }
}

void TestAppearance::pageIconsAreColouredTiles()
{
    // Issue 26, seventh try: "small monochrome page icons". Each page has its own colour (a
    // tile with a white glyph) that reads on light and dark, and is sharp at 2×.
    QStringList names = icpanel::PanelCommandLine::pageNames();
    if (!names.contains(QStringLiteral("history")))
        names << QStringLiteral("history");
    QMap<QString, int> hues;
    for (const QString &name : std::as_const(names)) {
        const QIcon icon = icui::Icons::page(name);
        QVERIFY2(!icon.isNull(), qPrintable(name));
        const int hue = tileHue(icon);
        QVERIFY2(hue >= 0, qPrintable(name + QStringLiteral(": no coloured tile")));
        for (auto other = hues.cbegin(); other != hues.cend(); ++other) {
            const int apart = qMin(qAbs(hue - other.value()), 360 - qAbs(hue - other.value()));
            QVERIFY2(apart >= 12, qPrintable(QStringLiteral("%1 (%2°) and %3 (%4°) look alike")
                                                 .arg(name)
                                                 .arg(hue)
                                                 .arg(other.key())
                                                 .arg(other.value())));
        }
        hues.insert(name, hue);
        // Drawn for the screen's pixel ratio, not a 24 px picture blown up.
        const QPixmap sharp = icon.pixmap(QSize(24, 24), 2.0);
        QCOMPARE(sharp.size(), QSize(48, 48));
        const QImage image = sharp.toImage();
        QCOMPARE(image.pixelColor(24, 1).alpha(), 0); // the tile starts 2 px in, sharply
        QVERIFY(image.pixelColor(24, 3).alpha() > 250);
    }
    QVERIFY(icui::Icons::page(QStringLiteral("no-such-page")).isNull());
}

void TestAppearance::pageListRowsAreTallWithARoundedHighlight()
{
    setUpWindow();
    m_panel->settings()->setColorScheme(Scheme::Light);
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    auto *pages = m_window->findChild<QListWidget *>(QStringLiteral("pageList"));
    QVERIFY(pages);
    QCOMPARE(pages->iconSize(), QSize(22, 22));
    for (int row = 0; row < pages->count(); ++row)
        QVERIFY2(pages->visualItemRect(pages->item(row)).height() >= 32,
                 qPrintable(pages->item(row)->text()));
    for (const Scheme scheme : {Scheme::Light, Scheme::Dark}) {
        m_panel->settings()->setColorScheme(scheme);
        QTRY_COMPARE(icui::Appearance::isDark(pages->palette()), scheme == Scheme::Dark);
        pages->setCurrentRow(2);
        const QRect current = pages->visualItemRect(pages->item(2));
        const QColor highlight = pages->palette().color(QPalette::Highlight);
        const QColor base = pages->palette().color(QPalette::Base);
        QImage image;
        QTRY_VERIFY((image = pages->viewport()->grab().toImage(),
                     image.pixelColor(current.left() + 8, current.center().y()) == highlight));
        // Rounded: the highlight's corner pixel is (nearly) the list's background.
        const QColor corner = image.pixelColor(current.left() + 4, current.top() + 1);
        QVERIFY2(qAbs(corner.lightness() - base.lightness()) <
                     qAbs(highlight.lightness() - base.lightness()) / 3,
                 qPrintable(corner.name()));
        // The other rows have none.
        const QRect other = pages->visualItemRect(pages->item(0));
        QCOMPARE(image.pixelColor(other.left() + 8, other.center().y()), base);
    }
}

void TestAppearance::pageListShowsFocusOnItsCurrentRowOnly()
{
    // Eleventh newcomer: a heavy frame in the highlight colour around the whole list (which has
    // the focus at start) read as a selection error. The keyboard's place shows as a ring
    // inside the current row's highlight; around the list nothing changes with the focus.
    setUpWindow();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *pages = m_window->findChild<QListWidget *>(QStringLiteral("pageList"));
    QVERIFY(pages);
    for (const Scheme scheme : {Scheme::Light, Scheme::Dark}) {
        m_panel->settings()->setColorScheme(scheme);
        QTRY_COMPARE(icui::Appearance::isDark(pages->palette()), scheme == Scheme::Dark);
        pages->setCurrentRow(3);
        pages->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(pages->hasFocus());
        const QImage with = pages->grab().toImage();
        ictest::saveShot(pages, scheme == Scheme::Dark ? QStringLiteral("page-list-focus-dark")
                                                       : QStringLiteral("page-list-focus-light"));
        pages->clearFocus();
        QTRY_VERIFY(!pages->hasFocus());
        const QImage without = pages->grab().toImage();
        QCOMPARE(with.size(), without.size());
        // Around the list (its frame and the rows' margin): the same with and without focus.
        const QRect rows = pages->viewport()->geometry();
        int outside = 0;
        for (int y = 0; y < with.height(); ++y)
            for (int x = 0; x < with.width(); ++x)
                outside += !rows.contains(x, y) && with.pixel(x, y) != without.pixel(x, y);
        QVERIFY2(outside == 0,
                 qPrintable(QStringLiteral("%1 pixels around the list changed").arg(outside)));
        // Inside the current row: a ring a keyboard user sees, in the highlighted text's colour.
        const QRect current = pages->visualItemRect(pages->item(3)).translated(rows.topLeft());
        int ring = 0;
        for (int y = current.top(); y <= current.bottom(); ++y)
            for (int x = current.left(); x <= current.right(); ++x)
                ring += with.pixel(x, y) != without.pixel(x, y);
        QVERIFY2(ring > current.width(), qPrintable(QString::number(ring)));
        const int midY = current.center().y();
        const QColor highlight = pages->palette().color(QPalette::Highlight);
        const QColor edge =
            with.pixelColor(current.left() + 3 + int(icui::PageListDelegate::focusInset), midY);
        QVERIFY2(qAbs(edge.lightness() - highlight.lightness()) > 40,
                 qPrintable(edge.name() + QLatin1Char('/') + highlight.name()));
        // The other rows: nothing.
        const QRect other = pages->visualItemRect(pages->item(0)).translated(rows.topLeft());
        for (int x = other.left(); x <= other.right(); ++x)
            QCOMPARE(with.pixel(x, other.center().y()), without.pixel(x, other.center().y()));
    }
}

void TestAppearance::buttonsAndCardsAreRounded()
{
    setUpWindow();
    for (const Scheme scheme : {Scheme::Light, Scheme::Dark}) {
        m_panel->settings()->setColorScheme(scheme);
        QTRY_COMPARE(icui::Appearance::isDark(QApplication::palette()), scheme == Scheme::Dark);
        QWidget page;
        auto *layout = new QVBoxLayout(&page);
        auto *button = new QPushButton(QStringLiteral("Reset Password…"), &page);
        auto *edit = new QLineEdit(&page);
        auto *card = new icui::StatusCard(QStringLiteral("Game"), QStringLiteral("Log"), &page);
        card->setContent(QStringLiteral("Connected"), {}, icui::StatusCard::Tone::Good);
        layout->addWidget(button);
        layout->addWidget(edit);
        layout->addWidget(card);
        page.resize(300, 260);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // One height for buttons and line edits, roomier than Fusion's.
        QVERIFY(button->height() >= icui::PanelStyle::controlHeight(button->fontMetrics()));
        QCOMPARE(edit->height(), button->height());
        const QImage image = page.grab().toImage();
        const QColor window = page.palette().color(QPalette::Window);
        const auto distance = [](const QColor &a, const QColor &b) {
            return qAbs(a.red() - b.red()) + qAbs(a.green() - b.green()) +
                   qAbs(a.blue() - b.blue());
        };
        for (const QWidget *widget :
             {static_cast<QWidget *>(button), static_cast<QWidget *>(card)}) {
            const QRect r = widget->geometry();
            // The edge's middle is a frame; one pixel from each corner along the edge is still
            // (nearly) the window: the corners are rounded by more than Fusion's 2 px.
            const int frame = distance(image.pixelColor(r.center().x(), r.top()), window);
            QVERIFY2(frame > 30, widget->metaObject()->className());
            for (const QPoint corner :
                 {r.topLeft() + QPoint(1, 0), r.topLeft() + QPoint(0, 1),
                  r.bottomRight() - QPoint(1, 0), r.bottomRight() - QPoint(0, 1)}) {
                const int off = distance(image.pixelColor(corner), window);
                QVERIFY2(off * 3 < frame,
                         qPrintable(QStringLiteral("%1 at %2,%3: %4 vs %5")
                                        .arg(QLatin1String(widget->metaObject()->className()))
                                        .arg(corner.x())
                                        .arg(corner.y())
                                        .arg(off)
                                        .arg(frame)));
            }
        }
        // The card keeps its coloured edge, inside the rounded corners.
        const QRect c = card->geometry();
        QCOMPARE(image.pixelColor(c.left() + 2, c.center().y()),
                 icui::StatusCard::toneColor(icui::StatusCard::Tone::Good, page.palette()));
    }
}

QTEST_MAIN(TestAppearance)
#include "TestAppearance.moc"
