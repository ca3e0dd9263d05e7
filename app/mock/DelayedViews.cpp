#include "mock/DelayedViews.h"

namespace icmock {

void DelayedViews::record(View view)
{
    const qint64 newest = view.tick;
    m_views.push_back(std::move(view));
    // Keep the oldest record still needed: the newest one at least `horizon` old, plus all after.
    while (m_views.size() > 1 && m_views[1].tick <= newest - m_horizon)
        m_views.pop_front();
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
