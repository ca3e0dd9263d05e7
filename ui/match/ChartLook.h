#pragma once
// The panel's look for a chart, shared by the Match page's chart (FiguresChart, ArmyChart), the
// History page's figures (HistoryFiguresChart) and the Player tab's career charts: the plot in
// the window's colours (applyPalette()), lines drawn round-capped and bold
// (a team's, or a chart's one line) or thin (a player's), axis titles in the labels' plain font
// (not Qt Charts' bold default), and a line or bar that is no team's in the panel's accent
// colour instead of Qt Charts' default light blue (the sixteenth newcomer, s5-03).

#include <QColor>
#include <QPalette>
#include <QPen>

class QChart;
class QChartView;

namespace icui::ChartLook {

/// A line's pen: bold (a team's, or the only line of its chart) or thin (a player's).
QPen linePen(const QColor &color, bool bold, Qt::PenStyle style = Qt::SolidLine);
/// The colour of a line or bar that belongs to no team: the window's highlight (active group).
QColor accent(const QPalette &palette);
/// The plot, its axes and their titles in the window's colours and plain font: the chart's
/// background, frame and title, every axis's labels, line and grid, and the view around it;
/// not the series' colours. Always the active group's (Text on Base), disabled or not.
void applyPalette(QChart *chart, QChartView *view, const QPalette &palette);

} // namespace icui::ChartLook
