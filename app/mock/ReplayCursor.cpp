#include "mock/ReplayCursor.h"

#include "mock/SimInput.h"

namespace icmock {

ReplayCursor::ReplayCursor(std::shared_ptr<const MatchReplay> replay, int keyframeInterval,
                           int maxSeekEvents)
    : m_replay(std::move(replay)), m_keyframeInterval(std::max(0, keyframeInterval)),
      m_maxSeekEvents(std::max(0, maxSeekEvents)), m_sim(m_replay->options)
{
}

ReplayCursor::SeekResult ReplayCursor::seek(qint64 tick)
{
    SeekResult result;
    const qint64 target = std::clamp(tick, qint64(0), endTick());
    if (target < m_sim.tick()) {
        rewindTo(target);
        advanceTo(target, nullptr);
        return result;
    }
    advanceTo(target, &result);
    return result;
}

void ReplayCursor::rewindTo(qint64 target)
{
    auto it = m_keyframes.upper_bound(target);
    if (it == m_keyframes.begin()) {
        m_sim = SkirmishSim(m_replay->options);
        m_nextInput = 0;
        return;
    }
    --it;
    m_sim = it->second.sim;
    m_nextInput = it->second.nextInput;
}

void ReplayCursor::advanceTo(qint64 target, SeekResult *collect)
{
    for (;;) {
        const qint64 now = m_sim.tick();
        // A keyframe is the sim on arriving at its tick, before that tick's inputs.
        if (m_keyframeInterval > 0 && now % m_keyframeInterval == 0 && !m_keyframes.contains(now) &&
            (m_nextInput == 0 || m_replay->inputs.at(m_nextInput - 1).tick < now))
            m_keyframes.emplace(now, Keyframe{m_sim, m_nextInput});
        applyDueInputs(collect);
        if (now >= target)
            return;
        // Every input of this tick is applied (a pause and its resume alike: a paused sim's
        // steps change nothing), so a clock that stands still now (paused to the end, ended,
        // static) will not move again.
        keep(m_sim.step(), collect);
        if (m_sim.tick() == now)
            return;
    }
}

void ReplayCursor::applyDueInputs(SeekResult *collect)
{
    const QList<SimInput> &inputs = m_replay->inputs;
    while (m_nextInput < inputs.size() && inputs.at(m_nextInput).tick <= m_sim.tick()) {
        keep(applySimInput(m_sim, inputs.at(m_nextInput)), collect);
        ++m_nextInput;
    }
}

void ReplayCursor::keep(const QList<SimEvent> &events, SeekResult *collect) const
{
    if (!collect)
        return;
    for (const SimEvent &e : events) {
        if (e.category == icrp::EventCategory::SimState ||
            e.category == icrp::EventCategory::Telemetry)
            continue;
        if (collect->events.size() >= m_maxSeekEvents) {
            collect->truncated = true;
            return;
        }
        collect->events.append(e);
    }
}

} // namespace icmock
