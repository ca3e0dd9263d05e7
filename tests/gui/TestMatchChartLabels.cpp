// The Match page's chart at the least window size (960×620) with armies past 10,000: every
// value label reads whole (twenty-fourth newcomer, 12-crop-axis.png: once the values passed
// about 9,000 Qt Charts drew every one as "..."). Qt Charts has no API for the text it draws;
// the labels are text items in the chart's scene, read here as the view paints them.

#include "MatchPageFixture.h"

#include "ui/match/ArmyChart.h"

#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLineSeries>
#include <QScreen>
#include <QTest>
#include <QValueAxis>

using icui::MatchPage;

namespace {

/// The value axis's label items, top to bottom: the text items left of the plot (hidden
/// ones too: Qt Charts hides a label that would overlap the one below).
QList<QGraphicsTextItem *> valueLabelItems(icui::FiguresChart *chart)
{
    QChart *c = chart->view()->chart();
    const QRectF plot = c->mapRectToScene(c->plotArea());
    QList<QGraphicsTextItem *> found;
    for (QGraphicsItem *item : chart->view()->scene()->items()) {
        auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
        if (!text || text->toPlainText().isEmpty())
            continue;
        const QRectF at = text->sceneBoundingRect();
        if (at.right() <= plot.left() + 1 && at.center().y() <= plot.bottom() + 1)
            found << text;
    }
    std::sort(found.begin(), found.end(), [](QGraphicsTextItem *a, QGraphicsTextItem *b) {
        return a->scenePos().y() < b->scenePos().y();
    });
    return found;
}

/// The value axis's labels as drawn (the visible ones), top to bottom.
QStringList valueLabels(icui::FiguresChart *chart)
{
    QStringList labels;
    for (QGraphicsTextItem *text : valueLabelItems(chart)) {
        if (text->isVisible())
            labels << text->toPlainText();
    }
    return labels;
}

/// Whether every label is whole: none cut to "..." (Qt Charts' ellipsis) or "…".
bool allWhole(const QStringList &labels)
{
    for (const QString &label : labels) {
        if (label.contains(QLatin1String("...")) || label.contains(QChar(0x2026)))
            return false;
    }
    return true;
}

} // namespace

class TestMatchChartLabels : public MatchPageFixture
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { tearDownWindow(); }

    void valueLabelsReadWholePastTenThousandAt960x620()
    {
        // The panel joins about 400 s in, the teams' army values past 20,000, as it joined
        // ic-remote-mock --start-at 400: the time axis says "since 6:40, when the panel joined"
        // under it, a line less for the plot.
        setUpWindow([this](icpanel::Panel::Options &o) {
            o.matchRefreshMs = 100;
            m_game->advance(400 * 15);
        });
        m_window->resize(960, 620);
        QTRY_COMPARE(m_window->size(), QSize(960, 620));
        MatchPage *page = openPage();
        icui::ArmyChart *chart = page->chart();
        m_game->advance(15 * 15);
        QTRY_VERIFY_WITH_TIMEOUT(chart->teamLine(0) && chart->teamLine(0)->count() >= 1 &&
                                     chart->valueAxis()->max() > 10000,
                                 10000);
        const QSize view = chart->view()->size();
        qInfo("chart view at 960x620: %dx%d, plot %.0f px tall, value axis 0..%.0f, %d ticks",
              view.width(), view.height(), chart->view()->chart()->plotArea().height(),
              chart->valueAxis()->max(), chart->valueAxis()->tickCount());
        QVERIFY(chart->startSeconds() > 0); // the note is there
        // Once Qt Charts has laid the axis out for its ticks: every label drawn is whole.
        verifyWhole(chart);
        if (QTest::currentTestFailed())
            return;
        qInfo("labels: %s", qPrintable(valueLabels(chart).join(QStringLiteral(" | "))));
        saveShot(page, QStringLiteral("match-960-labels"));
        // Shorter and taller than that (a small screen, a font of another size): still whole,
        // as many as fit.
        m_window->setMinimumSize(0, 0);
        for (int height = 580; height <= 760; height += 20) {
            m_window->resize(960, height);
            QTRY_VERIFY(m_window->height() >= height); // or what its layout needs at least
            verifyWhole(chart);
            if (QTest::currentTestFailed())
                return;
        }
    }

private:
    static void verifyWhole(icui::ArmyChart *chart)
    {
        const auto settled = [chart] {
            return valueLabelItems(chart).size() == chart->valueAxis()->tickCount();
        };
        const auto said = [chart] {
            return QStringLiteral("view %1x%2, plot %3 px tall, %4 ticks, labels drawn: %5")
                .arg(chart->view()->width())
                .arg(chart->view()->height())
                .arg(chart->view()->chart()->plotArea().height())
                .arg(chart->valueAxis()->tickCount())
                .arg(valueLabels(chart).join(QStringLiteral(" | ")));
        };
        // Every label drawn (none left out for want of room), and each whole.
        QTRY_VERIFY2(settled() && valueLabels(chart).size() == chart->valueAxis()->tickCount() &&
                         allWhole(valueLabels(chart)),
                     qPrintable(said()));
    }
};

QTEST_MAIN(TestMatchChartLabels)
#include "TestMatchChartLabels.moc"
