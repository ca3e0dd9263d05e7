#include "ui/tools/ProgressRun.h"

#include <QCoreApplication>

namespace icui {

QThreadPool *toolActionThreads()
{
    // A child of the application: destroyed (after the running action ends) before statics are.
    static QThreadPool *const pool = [] {
        auto *threads = new QThreadPool(QCoreApplication::instance());
        threads->setObjectName(QStringLiteral("toolActionThreads"));
        threads->setMaxThreadCount(1);
        return threads;
    }();
    return pool;
}

} // namespace icui
