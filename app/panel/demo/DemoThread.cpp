#include "panel/demo/DemoThread.h"
#include "panel/demo/ThreadedDemoGame.h"
#include "panel/demo/ThreadedDemoPeers.h"
#include "panel/demo/ThreadedDemoRelay.h"

#include <memory>

namespace icpanel {

DemoThread::DemoThread()
{
    m_thread.setObjectName(QStringLiteral("ic-demo"));
    m_anchor = new QObject;
    m_anchor->moveToThread(&m_thread);
    m_thread.start();
}

DemoThread::~DemoThread()
{
    QObject *anchor = m_anchor;
    QMetaObject::invokeMethod(
        anchor, [anchor] { delete anchor; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void DemoThread::run(const std::function<void()> &work)
{
    QMetaObject::invokeMethod(m_anchor, work, Qt::BlockingQueuedConnection);
}

void DemoThread::wrap(Panel::Options &options)
{
    auto thread = std::make_shared<DemoThread>();
    if (DemoGameFactory make = options.demoGame)
        options.demoGame = [thread, make]() -> std::unique_ptr<DemoGame> {
            return std::make_unique<ThreadedDemoGame>(thread, make);
        };
    if (DemoPeersFactory make = options.demoPeers)
        options.demoPeers = [thread, make]() -> std::unique_ptr<DemoPeers> {
            return std::make_unique<ThreadedDemoPeers>(thread, make);
        };
    if (DemoRelayFactory make = options.demoRelay)
        options.demoRelay = [thread, make]() -> std::unique_ptr<DemoRelay> {
            return std::make_unique<ThreadedDemoRelay>(thread, make);
        };
}

} // namespace icpanel
