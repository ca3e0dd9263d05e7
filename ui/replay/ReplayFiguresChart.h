#pragma once
// The replay window's chart of the whole match: army value or credits at the end of every
// minute from the match history (HistoryFiguresChart: 0:00 to the match's end, all at once, the
// match being over), and a vertical cursor at the replay's current moment with its clock
// ("0:18") at the top. The cursor moves as the replay plays and jumps when it seeks; the lines
// stay whole. Every moment the replay has shown (addMoment(): the figures its table showed) is
// merged into the lines by time, so a line is the history's shape refined by each moment seen
// and passes through what the table shows at the cursor (a 40 s match has only the history's
// 0:00 and 0:40). What the replay has not shown yet (right of the furthest moment it showed) is
// only the history's per-minute shape: it lies under a faint veil of the plot's background,
// with "not played yet" written in it, so the fine part and the coarse preview read as one chart
// in two states, not as one line changing resolution at the cursor (the seventeenth newcomer).

#include "ui/history/HistoryFiguresChart.h"

#include <QHash>
#include <QMap>
#include <functional>
#include <optional>

class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLineSeries;

namespace icui {

class ReplayFiguresChart : public HistoryFiguresChart
{
    Q_OBJECT
public:
    explicit ReplayFiguresChart(QWidget *parent = nullptr);

    /// Puts the cursor at `seconds` of game time (clamped to the time axis).
    void setCursorSeconds(double seconds);
    double cursorSeconds() const { return m_cursorSeconds; }
    /// The cursor's line, in the chart's coordinates (from the plot's top to its bottom).
    QGraphicsLineItem *cursor() const { return m_cursor; }
    /// The cursor's clock at the top of its line.
    QGraphicsSimpleTextItem *cursorLabel() const { return m_label; }
    /// The veil over the part not played yet (hidden once the replay has shown it all).
    QGraphicsRectItem *unplayedVeil() const { return m_veil; }
    /// "not played yet", at the veil's top right (hidden when the veil is too narrow for it).
    QGraphicsSimpleTextItem *unplayedLabel() const { return m_veilLabel; }
    /// The furthest second the replay has shown (the time axis's start before any).
    double playedUpTo() const;
    /// Where `seconds` falls across the plot, in the chart's coordinates.
    double xAt(double seconds) const;

    /// One figure of a player or a team at a moment: army value and credits (absent: hidden).
    struct Figure
    {
        std::optional<qint64> armyValue;
        std::optional<qint64> credits;
    };
    /// What the replay showed at a moment: its players' figures by name, its teams' by team.
    struct Moment
    {
        QHash<QString, Figure> players;
        QHash<int, Figure> teams;
    };
    /// The replay showed `moment` at `seconds`: merged into the lines (replacing a point at the
    /// same time), kept over seeks until clearMoments().
    void addMoment(double seconds, const Moment &moment);
    /// A new replay: only the history's points.
    void clearMoments();
    /// `line`'s value at `seconds`, straight between its points (nullopt outside them).
    static std::optional<double> valueAt(const QLineSeries *line, double seconds);

protected:
    void rebuild() override;
    void changeEvent(QEvent *event) override;

private:
    void placeCursor();
    void placeVeil();
    void colorCursor();
    /// Puts `moment`'s figures at `seconds` into the lines; returns the largest value put.
    double mergeMoment(double seconds, const Moment &moment);
    /// Puts every moment's figure of `line` (`figureOf` picks it) into it, with one redraw;
    /// returns the largest value put.
    double mergeMoments(QLineSeries *line, const std::function<Figure(const Moment &)> &figureOf);
    /// The measure's value of `figure`, if shown.
    std::optional<double> valueOf(const Figure &figure) const;

    QGraphicsLineItem *m_cursor = nullptr;
    QGraphicsSimpleTextItem *m_label = nullptr;
    QGraphicsRectItem *m_veil = nullptr;
    QGraphicsSimpleTextItem *m_veilLabel = nullptr;
    double m_cursorSeconds = 0;
    QMap<double, Moment> m_moments;
    double m_top = 1; ///< the largest value drawn
};

} // namespace icui
