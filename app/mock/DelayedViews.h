#pragma once
// What a ranked observer may see: the fog-filtered view of the match as it was the observer
// delay ago (docs/icrp-spec.md §8: ranked observers see the game late, so a tool cannot coach a
// player live). MockGame records the fog view before the first tick and then once per game
// second, from the game's start (also through the seconds --start-at plays before anyone can
// connect); queries from delayed sessions are answered from the newest record at least `delay`
// old, or from the first record (the match before its first tick) while the match is younger
// than the delay. The first record is always kept, so a view is never fresher than the delay
// allows, even for a session whose delay reaches back past the records kept.

#include <QJsonArray>
#include <QJsonObject>
#include <deque>

namespace icmock {

class DelayedViews
{
public:
    struct View
    {
        qint64 tick = 0;
        /// playerView(i, fog) for every player, in index order.
        QJsonArray players;
        /// The fog-filtered snapshot (units, buildings, players).
        QJsonObject snapshot;
        /// ic/match.info's players (name, faction, team, present) and whether it had ended.
        QJsonArray roster;
        bool ended = false;
    };

    /// Records are kept for `horizonTicks` (the longest delay any session may have), and the
    /// first one for good.
    void setHorizon(qint64 horizonTicks) { m_horizon = horizonTicks; }
    /// Adds `view`; one of the same tick as the last record replaces it.
    void record(View view);
    /// The view to show at `nowTick` to a session `delayTicks` behind; nullptr before any
    /// record exists.
    const View *viewFor(qint64 nowTick, qint64 delayTicks) const;
    bool isEmpty() const { return m_views.empty(); }

private:
    std::deque<View> m_views; // oldest first
    qint64 m_horizon = 0;
};

} // namespace icmock
