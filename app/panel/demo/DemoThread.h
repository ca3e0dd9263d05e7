#pragma once
// The thread `ic-panel --demo` runs its simulated world on: the game's match, the relay's games
// and the other games' peers tick, listen and answer there, as a real game or relay does in a
// process of its own, so the window's thread does only the panel's work (and the panel's cost
// at rest can be told from the simulation's: tests/bench/idle-demo.sh). Its thread is named
// "ic-demo".
//
// DemoThread::wrap puts Panel::Options' demo factories on one such thread: each object they make
// is made, started, stopped and destroyed there (ThreadedDemoGame, ThreadedDemoRelay,
// ThreadedDemoPeers), the panel's call waiting for it. Nothing else crosses: the panel reaches
// the simulated world only over its sockets and files.

#include "panel/Panel.h"

#include <QThread>
#include <functional>

namespace icpanel {

class DemoThread
{
public:
    /// Starts the thread.
    DemoThread();
    /// Quits the thread and waits for it; whatever was made on it must be gone by then.
    ~DemoThread();
    DemoThread(const DemoThread &) = delete;
    DemoThread &operator=(const DemoThread &) = delete;

    /// Runs `work` on the thread and waits for it to finish.
    void run(const std::function<void()> &work);
    /// The thread itself (tests check where the simulated world lives).
    const QThread *thread() const { return &m_thread; }

    /// Wraps the demo factories `options` has (game, peers, relay) so that what they make lives
    /// on one DemoThread, shared by them and kept while any of them is.
    static void wrap(Panel::Options &options);

private:
    QThread m_thread;
    /// Lives on m_thread: the context the work is queued to.
    QObject *m_anchor = nullptr;
};

} // namespace icpanel
