#pragma once
// The Tools page: the installed Workshop tools (name, id, version, enabled, tier, "needs
// approval") with Install tool…, Approve update…, Enable / Disable and Uninstall… (confirmed;
// Delete on a row asks the same), the same in a context menu, details on double-click or Return
// (ToolDetailsDialog, the install dialog's risk colours and words), and what to do while none is
// installed.
// Every change runs on a worker thread behind a progress dialog (ProgressRun.h).
// installPackage() is the one way a package gets installed from the window (File → Install
// tool…, drag and drop, a path handed over by a second ic-panel): it inspects the package,
// shows the install dialog and only then writes anything.
// Each action's outcome is said in the window's status bar and in the page's message bar
// ("Installed Live Stats 1.0.0." with "Get Its OBS URL" for an overlay, errors until the next
// success; a done bar goes once the tools change for another reason, a cancelled uninstall says
// "Nothing was uninstalled."). The Status column says what the panel knows of each tool: a web
// overlay connected to the gateway or not, a program running or stopped, an update waiting for
// approval, a program or an AI assistant (MCP) the user allowed.
// Dangerous actions are confirmed with their verb (Uninstall, Update, Take Back: each with an
// accelerator) and Cancel, Cancel the default.

#include "common/Result.h"
#include "tools/InstalledTool.h"
#include "tools/ToolGrant.h"

#include <QHash>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QHeaderView;
class QMenu;
class QPushButton;
class QTableWidget;

namespace icpanel {
class Panel;
}
namespace ictools {
class ToolRegistry;
struct InstalledTool;
} // namespace ictools

namespace icui {

class MessageBar;

class ToolsPage : public QWidget
{
    Q_OBJECT
public:
    enum Column { NameColumn, IdColumn, VersionColumn, EnabledColumn, TierColumn, StatusColumn };

    explicit ToolsPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    /// The page's message bar (the outcome of the last action, or why tools are unavailable).
    MessageBar *messageBar() const { return m_bar; }
    /// Says what to do while no tool is installed (shown instead of the table).
    QLabel *emptyState() const { return m_empty; }
    QPushButton *approveButton() const { return m_approve; }
    QPushButton *enableButton() const { return m_enable; }
    QPushButton *uninstallButton() const { return m_uninstall; }

    /// Inspects `packagePath`, shows what it gets (InstallDialog) and installs it when the user
    /// agrees, installing exactly what the dialog showed (ToolRegistry::install(inspection)); an
    /// update that asks for more is granted by that one confirmation. The same version again
    /// says "already installed" in a blue bar and the status bar (no box). Errors are shown with
    /// what to do. True when something was installed. Reading and unpacking run on a worker thread
    /// behind a progress dialog; a package offered meanwhile waits for its turn (and false is
    /// returned for it now).
    bool installPackage(const QString &packagePath);
    /// Asks for a package with the file dialog, then installPackage().
    void chooseAndInstall();
    /// Selects the row of tool `id`; false when it is not listed.
    bool selectTool(const QString &id);
    /// Rereads the registry into the table.
    void refresh();

    /// The context menu of the selected tool (Details…, Enable/Disable, Approve Update…,
    /// Uninstall…, Show Folder), owned by the caller; nullptr when none is selected.
    QMenu *contextMenuForSelected();
    /// Tells what the selected tool is, what it may do and where its files are (double-click,
    /// Return on its row): ToolDetailsDialog, shown with ModalDialog::exec().
    void showDetailsOfSelected();

    void approveSelected();
    void toggleSelected();
    void uninstallSelected();
    /// Native tools: start afresh, or stop until restarted.
    void restartSelected();
    void stopSelected();
    /// Asks, then takes back what was allowed later in prompts (Panel::revokeAllowedLater).
    void revokeSelected();
    QPushButton *restartButton() const { return m_restart; }
    QPushButton *stopButton() const { return m_stop; }

Q_SIGNALS:
    /// The user asked for the OBS URL of overlay `toolId` (the Overlays page has it).
    void overlayUrlWanted(const QString &toolId);

protected:
    /// The table reached by Tab with nothing selected selects its current (first) row, so that
    /// Disable and Uninstall act on a row the user sees; Return or Enter on a selected row
    /// shows its details.
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// A Status column that went stale while the page was hidden is brought up to date.
    void showEvent(QShowEvent *event) override;

private:
    /// Runs `action` on a worker thread behind a progress dialog saying `label`, then puts
    /// `doneMessage` or its error on the Log page and in the status bar, shows the error (titled
    /// `failureTitle`) in the message bar if it failed, and rereads the table. True when done.
    bool runAction(const QString &label, const QString &failureTitle, const QString &doneMessage,
                   const std::function<ic::Result<void>(ictools::ToolRegistry *)> &action);
    /// Says `text` in the status bar and, as a success, in the message bar.
    void reportDone(const QString &text);
    /// Says a failure in the status bar and as an error in the message bar.
    void reportFailed(const QString &title, const QString &message);
    /// After an install or update of tool `id` (`update`: it was installed before).
    void reportInstalled(const QString &id, bool update);
    void setUpColumns();
    /// Delete on the table asks to uninstall the selected tool, as Uninstall… does.
    void addDeleteKey();
    /// The tools changed for another reason than the action the bar reports: a done or
    /// information bar about that earlier action goes; warnings and errors stay. The index read
    /// again with the same tools (only their install times rounded) is no such change.
    void dropEarlierNews();
    /// After the tool in `row` went: the focus on the row now there, or on Install Tool….
    void focusAfterRemoving(int row);
    bool installNow(const QString &packagePath);
    QString selectedId() const;
    /// The Status column: a held update, a native tool's state, more than its package asks.
    QString statusOf(const ictools::InstalledTool &tool) const;
    /// Where the overlay is open, from the gateway's sessions (ichost::OverlayAudience): live in
    /// OBS, in a browser, from a program, or not in OBS; the panel's own preview is not counted.
    QString pageStatusOf(const ictools::InstalledTool &tool) const;
    void updateButtons();
    /// The Status column again (an overlay connected or left); while the page is hidden only
    /// noted, and done when it is shown.
    void updateStatusColumn();
    /// What the tool's package (its tool.yaml) asks for: read once per installed version of the
    /// tool and again after the tools changed (install, update, uninstall: Panel::toolsChanged),
    /// not at every sessionsChanged.
    std::optional<ictools::ToolGrant> packageGrantOf(const ictools::InstalledTool &tool) const;
    /// An install that failed: the page's red bar says why and what to do next, with Choose
    /// Another Package… when `offerAnother` (the status-bar line and the Log say it too).
    void showInstallError(const QString &text, bool offerAnother);
    /// After an install ended (its dialogs and progress closed): the focus goes back to
    /// `before` when it was on this page, else to the page's main control — the table with the
    /// new tool selected, or Install Tool… — never to the window's first widget (the Game box),
    /// where Qt puts it when the window is activated again without a focus widget.
    void returnFocus(QWidget *before, bool installed);

    icpanel::Panel &m_panel;
    /// The tools as the table last listed them (refresh()).
    QList<ictools::InstalledTool> m_listed;
    /// Panel::packageGrant() by tool id and version (packageGrantOf()).
    mutable QHash<QString, std::optional<ictools::ToolGrant>> m_packageGrants;
    /// The Status column waits for the page to be shown (updateStatusColumn()).
    bool m_statusStale = false;
    /// An install is in progress; packages offered meanwhile wait in m_waiting.
    bool m_busy = false;
    QStringList m_waiting;
    /// What had the focus before Install Tool…'s file dialog opened.
    QPointer<QWidget> m_focusBeforeChoice;
    MessageBar *m_bar = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_install = nullptr;
    QPushButton *m_approve = nullptr;
    QPushButton *m_enable = nullptr;
    QPushButton *m_uninstall = nullptr;
    QPushButton *m_restart = nullptr;
    QPushButton *m_stop = nullptr;
};

} // namespace icui
