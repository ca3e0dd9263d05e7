#include "ui/match/ChartLook.h"

#include "ui/appearance/Appearance.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QPen>

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
    p.setCurrentColorGroup(QPalette::Active); // as the plot's (applyPalette())
    return p.color(QPalette::Highlight);
}

void applyPalette(QChart *chart, QChartView *view, const QPalette &palette)
{
    // The active group's colours whatever the widget's state: a chart disabled while it is
    // empty (History) took the disabled grey text on grey and kept it once enabled again.
    QPalette p = palette;
    p.setCurrentColorGroup(QPalette::Active);
    const QColor text = p.color(QPalette::Text);
    const QColor line = p.color(QPalette::Mid);
    chart->setBackgroundBrush(p.base());
    chart->setBackgroundPen(QPen(line));
    chart->setTitleBrush(text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(line);
        axis->setGridLineColor(Appearance::isDark(p) ? line.darker(130) : line.lighter(130));
        QFont title = axis->labelsFont();
        title.setBold(false);
        axis->setTitleFont(title);
    }
    view->setBackgroundBrush(p.window());
    QFont heading = chart->titleFont();
    heading.setBold(false);
    chart->setTitleFont(heading);
}

} // namespace icui::ChartLook
