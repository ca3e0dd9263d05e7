// The twenty-second newcomer (38-max-overlays.png): maximised, the Overlays page left its lower
// half empty and both previews stayed "shown at 100 %". Where the page has room across and down
// the previews now grow (keeping their overlay's aspect, twice at most) and their cards fill most
// of the page's height, the size line saying the percentage; at 960 × 620 they are as before.

#include "ExampleOverlays.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/UrlDragLabel.h"

#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using icui::OverlayPreview;

namespace {
// QtWebEngine with widgets shares OpenGL contexts; set before the application exists.
const bool kShareContexts = (QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts), true);
} // namespace

class TestOverlaysRoom : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        Q_UNUSED(kShareContexts);
        m_withHost = true;
        setUpWindow([this](icpanel::Panel::Options &options) {
            ictest::packExampleOverlays(*m_dir, options);
        });
    }
    void cleanup() { tearDownWindow(); }

    void maximisedThePreviewsGrowIntoThePage();

private:
    OverlayPreview *preview(const QString &id) const
    {
        return m_window->overlaysPage()->preview(id);
    }
    /// The percentage the card's size line says.
    static QString sizeLine(OverlayPreview *card)
    {
        return card->findChild<QLabel *>(QStringLiteral("sizeLabel"))->text();
    }
};

void TestOverlaysRoom::maximisedThePreviewsGrowIntoThePage()
{
    const auto added = m_panel->installExampleOverlays();
    QVERIFY(added && added->size() == 2);
    m_window->showPage(icui::MainWindow::Page::Overlays);
    QTRY_VERIFY(preview(QStringLiteral("live-stats")) && preview(QStringLiteral("kill-feed")));
    OverlayPreview *stats = preview(QStringLiteral("live-stats"));
    OverlayPreview *feed = preview(QStringLiteral("kill-feed"));
    icui::OverlaysPage *page = m_window->overlaysPage();
    auto *scroll = page->findChild<QScrollArea *>(QStringLiteral("overlaysScroll"));
    QVERIFY(scroll);
    QTRY_VERIFY(stats->isVisible() && feed->isVisible()); // the layout shows them a moment later

    // The least size: as before, full size at most.
    m_window->resize(960, 620);
    QTRY_COMPARE(m_window->size(), QSize(960, 620));
    QTRY_COMPARE(stats->scale(), 1.0);
    QVERIFY(feed->scale() <= 1.0);
    QCOMPARE(stats->shownSize(), QSize(480, 270));
    QVERIFY(sizeLine(stats).contains(QLatin1String("100 %")));
    ictest::saveShot(page, QStringLiteral("overlays-room-960x620"));

    // Maximised (the test session has no window manager to do it).
    const QSize most = m_window->screen()->availableGeometry().size();
    m_window->resize(most);
    QTRY_COMPARE(m_window->size(), most);
    QTRY_VERIFY2(stats->scale() > 1.0 && feed->scale() > 1.0,
                 qPrintable(QStringLiteral("%1 and %2").arg(stats->scale()).arg(feed->scale())));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    for (OverlayPreview *card : {stats, feed}) {
        // The overlay's aspect kept (within a pixel's rounding), twice its size at most, and
        // the percentage said.
        const QSize shown = card->shownSize();
        const QSize asked = card->overlaySize();
        QVERIFY2(qAbs(shown.width() - qRound(asked.width() * card->scale())) <= 1 &&
                     qAbs(shown.height() - qRound(asked.height() * card->scale())) <= 1,
                 qPrintable(QStringLiteral("%1x%2").arg(shown.width()).arg(shown.height())));
        QVERIFY(card->scale() <= OverlayPreview::kLargestScale);
        QVERIFY2(sizeLine(card).contains(
                     QStringLiteral("shown at %1 %").arg(qRound(card->scale() * 100))),
                 qPrintable(sizeLine(card)));
        QVERIFY(card->width() <= page->width());
    }
    // Side by side, their buttons in a line, and most of the page's height used without
    // scrolling.
    QTRY_COMPARE(feed->mapTo(page, QPoint()).y(), stats->mapTo(page, QPoint()).y());
    QCOMPARE(stats->dragHandle()->mapTo(page, QPoint()).y(),
             feed->dragHandle()->mapTo(page, QPoint()).y());
    const int bottom = std::max(stats->mapTo(scroll, QPoint(0, stats->height())).y(),
                                feed->mapTo(scroll, QPoint(0, feed->height())).y());
    QVERIFY2(bottom * 10 >= scroll->height() * 7 && bottom <= scroll->height(),
             qPrintable(QStringLiteral("cards end at %1 of %2").arg(bottom).arg(scroll->height())));
    QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
    ictest::saveShot(page, QStringLiteral("overlays-room-maximised"));

    // Back to the least size: as before again.
    m_window->resize(960, 620);
    QTRY_COMPARE(m_window->size(), QSize(960, 620));
    QTRY_COMPARE(stats->scale(), 1.0);
    QVERIFY(feed->scale() <= 1.0);
}

QTEST_MAIN(TestOverlaysRoom)
#include "TestOverlaysRoom.moc"
