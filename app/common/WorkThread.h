#pragma once
// A named thread that objects live on, and a way to run work there and wait for it: what the
// panel's gateway ("ic-host": ToolHost) and the demo's simulated world ("ic-demo": DemoThread)
// live on. An anchor object on the thread is the context work is queued to, so work can run
// there before anything else lives on it (making what will) and after all of it is gone.

#include <QString>
#include <QThread>
#include <functional>

namespace ic {

class WorkThread
{
public:
    /// Starts the thread, named `name` (as tools such as top and perf show it).
    explicit WorkThread(const QString &name);
    /// stop().
    ~WorkThread();
    WorkThread(const WorkThread &) = delete;
    WorkThread &operator=(const WorkThread &) = delete;

    /// Runs `work` on the thread and waits for it to finish; not after stop().
    void run(const std::function<void()> &work);
    /// Quits the thread and waits for it; whatever was made on it must be gone by then. Once.
    void stop();
    /// The thread itself (tests check where objects live).
    const QThread *thread() const { return &m_thread; }

private:
    QThread m_thread;
    /// Lives on m_thread: the context the work is queued to.
    QObject *m_anchor = nullptr;
};

} // namespace ic
