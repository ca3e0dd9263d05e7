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

#include "common/WorkThread.h"
#include "panel/Panel.h"

namespace icpanel {

class DemoThread : public ic::WorkThread
{
public:
    /// Starts the thread "ic-demo".
    DemoThread() : WorkThread(QStringLiteral("ic-demo")) {}

    /// Wraps the demo factories `options` has (game, peers, relay) so that what they make lives
    /// on one DemoThread, shared by them and kept while any of them is.
    static void wrap(Panel::Options &options);
};

} // namespace icpanel
