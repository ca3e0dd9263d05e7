#pragma once
// One object of the demo's simulated world (a DemoGame, DemoPeers or DemoRelay) kept on a
// DemoThread: made there by its factory at the first start, started, stopped and destroyed
// there, each call waiting for the thread. The Threaded* wrappers hold one.

#include "panel/demo/DemoThread.h"

#include <functional>
#include <memory>
#include <optional>

namespace icpanel {

template <class T> class DemoThreadHeld
{
public:
    DemoThreadHeld(std::shared_ptr<DemoThread> thread, std::function<std::unique_ptr<T>()> make)
        : m_thread(std::move(thread)), m_make(std::move(make))
    {
    }
    ~DemoThreadHeld()
    {
        m_thread->run([this] { m_inner.reset(); });
    }
    DemoThreadHeld(const DemoThreadHeld &) = delete;
    DemoThreadHeld &operator=(const DemoThreadHeld &) = delete;

    /// Makes the object on the thread (once) and returns what `start(object)` returns there.
    template <class Start> auto start(Start start)
    {
        std::optional<decltype(start(std::declval<T &>()))> started;
        m_thread->run([&] {
            if (!m_inner)
                m_inner = m_make();
            started.emplace(start(*m_inner));
        });
        return std::move(*started);
    }

    void stop()
    {
        m_thread->run([this] {
            if (m_inner)
                m_inner->stop();
        });
    }

    /// The object on the thread (tests); nullptr before the first start. Use it only there.
    T *inner() const { return m_inner.get(); }
    const DemoThread &thread() const { return *m_thread; }

private:
    std::shared_ptr<DemoThread> m_thread;
    std::function<std::unique_ptr<T>()> m_make;
    std::unique_ptr<T> m_inner;
};

} // namespace icpanel
