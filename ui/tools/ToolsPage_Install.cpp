// ToolsPage: installing a package (inspect, ask, install) and choosing one with the file dialog.
#include "ui/Tr.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/ToolsPage.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBox.h"

#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

namespace icui {

namespace {
/// Runs `work` on a worker thread while a modal progress dialog keeps the window painted, and
/// returns its result. The registry is touched by nothing else meanwhile: the dialog is modal
/// and ToolsPage queues packages offered in the meantime.
template <typename Work> auto runWithProgress(QWidget *parent, const QString &label, Work work)
{
    using Result = std::invoke_result_t<Work>;
    QProgressDialog progress(label, QString(), 0, 0, parent);
    progress.setWindowTitle(Tr::tr("Workshop tool"));
    progress.setAccessibleName(label);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    QFutureWatcher<Result> watcher;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &progress, &QProgressDialog::accept);
    watcher.setFuture(QtConcurrent::run(std::move(work)));
    progress.exec();
    // Escape closes the dialog early: the result still waits for the work to end.
    return watcher.future().result();
}
} // namespace

void ToolsPage::chooseAndInstall()
{
    const QString path = FileDialog::getOpenFileName(this, Tr::tr("Install Tool"), QDir::homePath(),
                                                     Tr::tr("Workshop tool packages (*.icpkg)"));
    if (!path.isEmpty())
        installPackage(path);
}

bool ToolsPage::installPackage(const QString &packagePath)
{
    if (m_busy) {
        m_waiting << packagePath;
        return false;
    }
    m_busy = true;
    const bool done = installNow(packagePath);
    m_busy = false;
    if (!m_waiting.isEmpty()) {
        const QString next = m_waiting.takeFirst();
        QMetaObject::invokeMethod(
            this, [this, next] { installPackage(next); }, Qt::QueuedConnection);
    }
    return done;
}

bool ToolsPage::installNow(const QString &packagePath)
{
    ictools::ToolRegistry *registry = m_panel.tools();
    const QString file = QFileInfo(packagePath).fileName();
    if (!m_panel.toolsError().isEmpty()) {
        showError(Tr::tr("Tools unavailable"),
                  Tr::tr("The list of installed tools cannot be read, so nothing can be installed: "
                         "%1\nCheck that %2 is readable, then restart the panel.")
                      .arg(m_panel.toolsError(), QDir::toNativeSeparators(registry->root())));
        return false;
    }

    const ictools::ToolRegistry::Inspection inspection =
        runWithProgress(this, Tr::tr("Reading %1…").arg(file),
                        [registry, packagePath] { return registry->inspect(packagePath); });
    if (inspection.refused()) {
        QString text = Tr::tr("%1 cannot be installed.\n\n%2").arg(file, inspection.error);
        if (!inspection.packageProblem.ok()) {
            text +=
                QStringLiteral("\n\n") +
                Tr::tr("The package breaks a safety rule, so none of it was unpacked. Do not use "
                       "this file; ask the tool's author for a package made with "
                       "\"ic-tool package\".");
        } else if (ictools::hasErrors(inspection.problems)) {
            QStringList lines;
            for (const ictools::ManifestProblem &problem : inspection.problems)
                lines << problem.toString();
            text += QStringLiteral("\n\n") + lines.join(QLatin1Char('\n')) +
                    QStringLiteral("\n\n") +
                    Tr::tr("Ask the tool's author to fix tool.yaml (\"ic-tool validate\" shows the "
                           "same problems).");
        } else {
            text += QStringLiteral("\n\n") + Tr::tr("Nothing was changed.");
        }
        showError(Tr::tr("Tool not installed"), text);
        return false;
    }

    if (InstallDialog::ask(this, packagePath, inspection) != InstallDialog::Answer::Install)
        return false;

    const ictools::ToolRegistry::Outcome outcome =
        runWithProgress(this, Tr::tr("Installing %1…").arg(file),
                        [registry, packagePath] { return registry->install(packagePath); });
    refresh();
    if (!outcome.ok()) {
        showError(Tr::tr("Tool not installed"),
                  Tr::tr("%1 could not be installed: %2\nThe tools installed before are unchanged.")
                      .arg(file, outcome.message));
        return false;
    }
    selectTool(outcome.id);
    if (outcome.kind == ictools::ToolRegistry::Outcome::Held) {
        MessageBox::information(
            this, Tr::tr("Update held"),
            Tr::tr("The update of %1 asks for more than you granted. It is held: the tool keeps "
                   "its current version until you choose Approve Update… on the Tools page.")
                .arg(outcome.id));
    }
    return true;
}

} // namespace icui
