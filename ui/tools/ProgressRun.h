#pragma once
// Runs a Tools-page action (reading, installing, approving, enabling, uninstalling) on a worker
// thread while a modal progress dialog keeps the window painted: ToolRegistry's lock may wait
// up to 10 s for another ic-panel or ic-tool, and unpacking takes time.
// The work runs on a pool of its own, never Qt's global one: Qt 6.4 paints widgets with help
// from the global pool and waits for it, so an action waiting there for the lock froze the
// window on a one-CPU machine (a global pool of one thread).

#include "ui/common/FocusReturn.h"

#include <QFutureWatcher>
#include <QProgressDialog>
#include <QString>
#include <QThreadPool>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <type_traits>
#include <utility>

namespace icui {

/// The Tools page's worker thread (one: actions run one at a time), owned by the application.
QThreadPool *toolActionThreads();

/// Runs `work` on a worker thread behind a modal progress dialog titled `title` that says
/// `label`, and returns its result. The registry is touched by nothing else meanwhile: the
/// dialog is modal and the Tools page queues packages offered in the meantime.
template <typename Work>
auto runWithProgress(QWidget *parent, const QString &title, const QString &label, Work work)
{
    using Result = std::invoke_result_t<Work>;
    QProgressDialog progress(label, QString(), 0, 0, parent);
    progress.setObjectName(QStringLiteral("toolProgress"));
    progress.setWindowTitle(title);
    progress.setAccessibleName(label);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    QFutureWatcher<Result> watcher;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &progress, &QProgressDialog::accept);
    watcher.setFuture(QtConcurrent::run(toolActionThreads(), std::move(work)));
    {
        const FocusReturn focus; // the page's control keeps it, not the window's first widget
        progress.exec();
    }
    // Escape closes the dialog early: the result still waits for the work to end.
    return watcher.future().result();
}

} // namespace icui
