#pragma once
// The Status page's Match card, under the teams: each team's army value over the match so far
// as a line in its colour, so a glance says not only who leads now but how it went (a comeback,
// a lead that grows). From 0:00 to the newest figures, the clock under each end; from 0 at the
// bottom (an honest chart: the gap between the lines is the real gap) to a round top just above
// the highest value seen (FiguresChart::niceTop(), as on the Match page), which is written in
// the plot's top-left corner in the quiet colour, above a line at that value. It takes the card's
// spare height (a maximised window shows a larger plot, not an empty card). The lines come from the
// MatchModel's series (MatchSeries), the same the Match page's chart draws. Nothing to draw (fewer
// than two samples with every team's army value known, e.g. an observer who may not see the
// enemy's): hasLines() is false and the card hides it.

#include <QList>
#include <QPointF>
#include <QWidget>

namespace icmatch {
class MatchModel;
}

namespace icui {

class ArmyTrend : public QWidget
{
    Q_OBJECT
public:
    explicit ArmyTrend(icmatch::MatchModel *match, QWidget *parent = nullptr);

    /// Whether there is something to draw (every team known at two samples at least).
    bool hasLines() const { return !m_lines.isEmpty(); }
    /// The teams drawn (0, 1, …) and each one's points: (seconds of game time, army value).
    QList<int> teams() const;
    QList<QPointF> points(int team) const;
    /// The value at the plot's top: FiguresChart::niceTop() of the highest value drawn.
    double top() const { return m_top; }
    /// The top as written at the plot's top-left ("10,000").
    QString topLabel() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /// The lines were read again (hasLines() may have changed).
    void linesChanged();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Line
    {
        int team = 0;
        QList<QPointF> points;
    };

    void readSeries();
    /// The plot's rectangle inside the widget (room left for the clock labels under it).
    QRectF plotRect() const;
    void drawLines(class QPainter &painter, const QRectF &plot) const;

    icmatch::MatchModel *m_match;
    QList<Line> m_lines;
    double m_lastSecond = 0;
    double m_top = 1;
};

} // namespace icui
