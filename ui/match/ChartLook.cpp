#include "ui/match/ChartLook.h"

#include "ui/match/FiguresChart.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>

namespace icui::ChartLook {

namespace {
constexpr double kBoldWidth = 3.5;
constexpr double kThinWidth = 1.5;
} // namespace

QPen linePen(const QColor &color, bool bold, Qt::PenStyle style)
{
    QPen pen(color);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    pen.setWidthF(bold ? kBoldWidth : kThinWidth);
    pen.setStyle(style);
    return pen;
}

QColor accent(const QPalette &palette)
{
    QPalette p = palette;
    p.setCurrentColorGroup(QPalette::Active); // as the plot's (applyChartPalette())
    return p.color(QPalette::Highlight);
}

void applyPalette(QChart *chart, QChartView *view, const QPalette &palette)
{
    FiguresChart::applyChartPalette(chart, view, palette);
    for (QAbstractAxis *axis : chart->axes()) {
        QFont title = axis->labelsFont();
        title.setBold(false);
        axis->setTitleFont(title);
    }
    QFont heading = chart->titleFont();
    heading.setBold(false);
    chart->setTitleFont(heading);
}

} // namespace icui::ChartLook
