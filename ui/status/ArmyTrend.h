#pragma once
// The Status page's Match card, under the teams: each team's army value over the match so far
// as a line in its colour, so a glance says not only who leads now but how it went (a comeback,
// a lead that grows). From the first figures the panel has (rounded down to 10 s; 0:00 when it
// saw the start) to the newest, the clock under each end, and "since 4:50, when the panel
// joined" under the plot when it joined late (the seventeenth newcomer: a sliver at the right);
// from a round bottom to a round top just above the highest value (steps of
// FiguresChart::niceTop()), the axis spanning 40 % of its top at least: a small lead looks small
// (5,400 against 5,900 on 3,500 to 6,000; the sixteenth newcomer), a wide spread fills the plot
// from round values around it (not half a plot of air; the fifteenth); both ends are written in the
// plot's left corners in the quiet colour, so the scale is stated (the plot need not start at 0).
// It takes the card's spare height (a maximised window shows a larger plot, not an empty card).
// The lines come from the MatchModel's series (MatchSeries), the same the Match page's chart
// draws. Nothing to draw (fewer than two samples with every team's army value known, e.g. an
// observer who may not see the enemy's): hasLines() is false and the card hides it.

#include <QList>
#include <QPointF>
#include <QWidget>

#include <utility>

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
    /// The second the time axis starts at: 0, or the first figures' rounded down to 10 s.
    double startSecond() const { return m_startSecond; }
    /// What is written under the plot's middle ("army value", or "army value since 4:50, when
    /// the panel joined").
    QString axisNote() const;
    /// The value at the plot's top: a round value at or just above the highest value drawn.
    double top() const { return m_top; }
    /// The value at the plot's bottom: a round value at or below the lowest value drawn, low
    /// enough that the axis spans 40 % of the top (0 at the lowest).
    double bottom() const { return m_bottom; }
    /// The top as written at the plot's top-left ("6,000").
    QString topLabel() const;
    /// The bottom as written at the plot's bottom-left ("5,500").
    QString bottomLabel() const;
    /// The round bottom and top for values from `low` to `high`: multiples of the step
    /// FiguresChart::niceTop() finds for the span (at most 5 steps), the span 40 % of the top at
    /// least, never below 0: 5,400–5,900 → 3,500–6,000; 1,200–9,500 → 0–10,000.
    static std::pair<double, double> niceRange(double low, double high);

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
    double m_startSecond = 0;
    double m_top = 1;
    double m_bottom = 0;
};

} // namespace icui
