#include "common/WorkThread.h"

namespace ic {

WorkThread::WorkThread(const QString &name)
{
    m_thread.setObjectName(name);
    m_anchor = new QObject;
    m_anchor->moveToThread(&m_thread);
    m_thread.start();
}

WorkThread::~WorkThread()
{
    stop();
}

void WorkThread::run(const std::function<void()> &work)
{
    Q_ASSERT(m_anchor);
    QMetaObject::invokeMethod(m_anchor, work, Qt::BlockingQueuedConnection);
}

void WorkThread::stop()
{
    if (!m_anchor)
        return;
    QObject *anchor = m_anchor;
    m_anchor = nullptr;
    QMetaObject::invokeMethod(
        anchor, [anchor] { delete anchor; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

} // namespace ic
