#pragma once
// A position in one replay: a SkirmishSim re-simulated from the replay's Options to a tick,
// applying every recorded SimInput (applySimInput) when the sim's tick equals the input's tick,
// before stepping on. At a tick T the state is the live match's after its inputs at T, as a
// live ic/state.query saw it.
//
// Keyframes: a copy of the sim (a value type) every keyframeInterval ticks as the cursor first
// passes them, so a seek backwards restarts from the nearest keyframe instead of tick 0.

#include "mock/MatchReplay.h"
#include "mock/SimEvent.h"
#include "mock/SkirmishSim.h"

#include <QList>
#include <map>
#include <memory>

namespace icmock {

class ReplayCursor
{
public:
    static constexpr int kDefaultKeyframeInterval = 150;
    /// At most this many events are returned by one forward seek (the default of maxSeekEvents).
    static constexpr int kMaxSeekEvents = 2000;

    struct SeekResult
    {
        /// The events passed on a forward seek (no sim_state, no telemetry), in order.
        QList<SimEvent> events;
        bool truncated = false;
    };

    /// `keyframeInterval` 0: no keyframes (a backward seek re-simulates from tick 0).
    explicit ReplayCursor(std::shared_ptr<const MatchReplay> replay,
                          int keyframeInterval = kDefaultKeyframeInterval,
                          int maxSeekEvents = kMaxSeekEvents);

    const MatchReplay &replay() const { return *m_replay; }
    const SkirmishSim &sim() const { return m_sim; }
    qint64 tick() const { return m_sim.tick(); }
    qint64 endTick() const { return m_replay->endTick; }
    int keyframeCount() const { return int(m_keyframes.size()); }

    /// Moves to `tick` (0 ≤ tick ≤ endTick(); clamped otherwise). Forward: returns the events of
    /// (current tick, tick]; backward or in place: none.
    SeekResult seek(qint64 tick);

private:
    struct Keyframe
    {
        SkirmishSim sim;
        qsizetype nextInput = 0;
    };

    /// Steps and applies inputs until the sim's tick is `target` and its inputs are applied.
    void advanceTo(qint64 target, SeekResult *collect);
    void applyDueInputs(SeekResult *collect);
    void keep(const QList<SimEvent> &events, SeekResult *collect) const;
    void rewindTo(qint64 target);

    std::shared_ptr<const MatchReplay> m_replay;
    int m_keyframeInterval;
    int m_maxSeekEvents;
    SkirmishSim m_sim;
    qsizetype m_nextInput = 0;
    std::map<qint64, Keyframe> m_keyframes;
};

} // namespace icmock
