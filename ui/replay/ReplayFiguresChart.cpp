#include "ui/replay/ReplayFiguresChart.h"

#include "ui/Tr.h"

#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <algorithm>
#include <cmath>

namespace icui {
namespace {

constexpr double kCursorZ = 100; // above the lines

} // namespace

ReplayFiguresChart::ReplayFiguresChart(QWidget *parent) : HistoryFiguresChart(parent)
{
    setObjectName(QStringLiteral("replayFiguresChart"));
    view()->setAccessibleName(Tr::tr("Figures of the whole match"));
    QChart *chart = view()->chart();
    m_cursor = new QGraphicsLineItem(chart);
    m_cursor->setZValue(kCursorZ);
    m_label = new QGraphicsSimpleTextItem(chart);
    m_label->setZValue(kCursorZ);
    connect(chart, &QChart::plotAreaChanged, this, &ReplayFiguresChart::placeCursor);
    connect(timeAxis(), &QValueAxis::rangeChanged, this, &ReplayFiguresChart::placeCursor);
    colorCursor();
    placeCursor();
}

void ReplayFiguresChart::setCursorSeconds(double seconds)
{
    const double min = timeAxis()->min();
    m_cursorSeconds = std::clamp(seconds, min, std::max(timeAxis()->max(), min));
    placeCursor();
}

double ReplayFiguresChart::xAt(double seconds) const
{
    const QRectF plot = view()->chart()->plotArea();
    const double min = timeAxis()->min();
    const double span = timeAxis()->max() - min;
    return span > 0 ? plot.left() + (seconds - min) / span * plot.width() : plot.left();
}

void ReplayFiguresChart::rebuild()
{
    HistoryFiguresChart::rebuild();
    if (m_cursor)
        setCursorSeconds(m_cursorSeconds);
}

void ReplayFiguresChart::changeEvent(QEvent *event)
{
    HistoryFiguresChart::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_cursor)
        colorCursor();
}

void ReplayFiguresChart::placeCursor()
{
    if (!m_cursor)
        return;
    const QRectF plot = view()->chart()->plotArea();
    const double x = std::round(xAt(m_cursorSeconds)) + 0.5; // a crisp line
    m_cursor->setLine(x, plot.top(), x, plot.bottom());
    m_label->setText(clockLabel(qint64(m_cursorSeconds)));
    // Right of the line, or left of it near the plot's right edge.
    const double width = m_label->boundingRect().width();
    const double left = x + 4 + width > plot.right() ? x - 4 - width : x + 4;
    m_label->setPos(left, plot.top() + 2);
    const bool shown = plot.width() > 0 && timeAxis()->max() > timeAxis()->min();
    m_cursor->setVisible(shown);
    m_label->setVisible(shown);
}

void ReplayFiguresChart::colorCursor()
{
    const QColor color = palette().color(QPalette::Active, QPalette::Text);
    QPen pen(color);
    pen.setWidthF(2);
    pen.setCapStyle(Qt::FlatCap);
    m_cursor->setPen(pen);
    m_label->setBrush(color);
}

} // namespace icui
