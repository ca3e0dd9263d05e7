#pragma once
// Army value and credits per player (and per team: the sum over the players still in the
// match) over the match, for the chart and the CSV export. Memory
// stays bounded however long the match: past `capacity` samples every other one is dropped and
// samples are taken half as often from then on, so a long match keeps its whole shape at a
// coarser step. A value the connection may not see is not recorded (no point, not a 0).

#include <QHash>
#include <QList>
#include <QString>
#include <optional>

namespace icmatch {

class MatchSeries
{
public:
    struct Values
    {
        std::optional<qint64> armyValue;
        std::optional<qint64> credits;
    };
    struct Sample
    {
        qint64 tick = 0;
        QHash<QString, Values> players;
        /// By team number: the team's live total (players who left not counted).
        QHash<int, Values> teams;
    };

    explicit MatchSeries(int capacity = 512);

    /// Records the figures at `tick` unless it is closer than step() to the last sample.
    /// Returns whether it was kept.
    bool add(qint64 tick, const QHash<QString, Values> &players,
             const QHash<int, Values> &teams = {});
    void clear();

    const QList<Sample> &samples() const { return m_samples; }
    int capacity() const { return m_capacity; }
    /// Ticks between samples kept: 0 at first (every one), then doubling with each thinning.
    qint64 step() const { return m_step; }

private:
    void thin();

    int m_capacity;
    qint64 m_step = 0;
    QList<Sample> m_samples;
};

} // namespace icmatch
