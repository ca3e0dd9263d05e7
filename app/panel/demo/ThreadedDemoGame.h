#pragma once
// A DemoGame kept on a DemoThread (see there); its address is read once it started.

#include "panel/DemoGame.h"
#include "panel/demo/DemoThreadHeld.h"

namespace icpanel {

class ThreadedDemoGame final : public DemoGame
{
public:
    ThreadedDemoGame(std::shared_ptr<DemoThread> thread, DemoGameFactory make)
        : m_held(std::move(thread), std::move(make))
    {
    }

    ic::Result<void> start(const QString &password) override;
    void stop() override { m_held.stop(); }
    QString url() const override { return m_url; }
    quint16 port() const override { return m_port; }

    /// The game on the thread, and the thread (tests).
    const DemoThreadHeld<DemoGame> &held() const { return m_held; }

private:
    DemoThreadHeld<DemoGame> m_held;
    QString m_url;
    quint16 m_port = 0;
};

} // namespace icpanel
