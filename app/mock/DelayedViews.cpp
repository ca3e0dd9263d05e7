#include "mock/DelayedViews.h"

namespace icmock {

void DelayedViews::record(View view)
{
    const qint64 newest = view.tick;
    // The game's tick stands still while paused (and in the static scenario): a record of the
    // tick already recorded last replaces that one, the newest state of the tick.
    if (!m_views.empty() && m_views.back().tick == newest) {
        m_views.back() = std::move(view);
        return;
    }
    m_views.push_back(std::move(view));
    // Keep the first record (the match before its first tick), then the oldest one still
    // needed: the newest one at least `horizon` old, plus all after.
    while (m_views.size() > 2 && m_views[2].tick <= newest - m_horizon)
        m_views.erase(m_views.begin() + 1);
}

const DelayedViews::View *DelayedViews::viewFor(qint64 nowTick, qint64 delayTicks) const
{
    if (m_views.empty())
        return nullptr;
    const View *chosen = &m_views.front();
    for (const View &v : m_views) {
        if (v.tick > nowTick - delayTicks)
            break;
        chosen = &v;
    }
    return chosen;
}

} // namespace icmock
