#include "ui/tools/ToolsPage.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/ButtonName.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/ProgressRun.h"
#include "ui/tools/TierRisk.h"
#include "ui/tools/ToolDetailsDialog.h"
#include "ui/tools/ToolSummaryParts.h"

#include "host/OverlayAudience.h"
#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "tools/PermissionSummary.h"
#include "tools/ToolRegistry.h"
#include "tools/UpdatePlan.h"

#include <QAction>
#include <QDesktopServices>
#include <QFocusEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLoggingCategory>
#include <QMenu>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace icui {

ToolsPage::ToolsPage(icpanel::Panel &panel, QWidget *parent) : QWidget(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("toolsPage"));
    setAccessibleName(Tr::tr("Tools"));

    auto *intro = new QLabel(
        Tr::tr("Workshop tools installed in this panel. Drop a .icpkg file on the window or use "
               "Install Tool… to add one; you see what it asks for before anything is written."),
        this);
    intro->setWordWrap(true);
    m_bar = new MessageBar(this);
    m_bar->setObjectName(QStringLiteral("toolsMessageBar"));

    m_table = new QTableWidget(0, 6, this);
    m_table->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_table->setObjectName(QStringLiteral("toolsTable"));
    m_table->setAccessibleName(Tr::tr("Installed tools"));
    m_table->setHorizontalHeaderLabels({Tr::tr("Tool"), Tr::tr("Id"), Tr::tr("Version"),
                                        Tr::tr("Enabled"), Tr::tr("Access"), Tr::tr("Status")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    setUpColumns();

    m_install = new QPushButton(Tr::tr("&Install Tool…"), this);
    m_install->setObjectName(QStringLiteral("installToolButton"));
    m_approve = new QPushButton(Tr::tr("&Approve Update…"), this);
    m_approve->setObjectName(QStringLiteral("approveButton"));
    m_enable = new QPushButton(Tr::tr("&Disable"), this);
    m_enable->setObjectName(QStringLiteral("enableButton"));
    m_uninstall = new QPushButton(Tr::tr("&Uninstall…"), this);
    m_uninstall->setObjectName(QStringLiteral("uninstallButton"));
    m_restart = new QPushButton(Tr::tr("&Restart"), this);
    m_restart->setObjectName(QStringLiteral("restartButton"));
    m_restart->setToolTip(Tr::tr("Start the selected program afresh (also after it failed)"));
    m_stop = new QPushButton(Tr::tr("S&top"), this);
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_stop->setToolTip(Tr::tr("Stop the selected program until you restart it"));

    connect(m_install, &QPushButton::clicked, this, &ToolsPage::chooseAndInstall);
    connect(m_approve, &QPushButton::clicked, this, &ToolsPage::approveSelected);
    connect(m_enable, &QPushButton::clicked, this, &ToolsPage::toggleSelected);
    connect(m_uninstall, &QPushButton::clicked, this, &ToolsPage::uninstallSelected);
    connect(m_restart, &QPushButton::clicked, this, &ToolsPage::restartSelected);
    connect(m_stop, &QPushButton::clicked, this, &ToolsPage::stopSelected);
    addDeleteKey();
    // Changes made elsewhere (ic-tool, a prompt's Always) and native tools' states show here.
    connect(&m_panel, &icpanel::Panel::toolsChanged, this, [this] {
        m_packageGrants.clear(); // a package may have changed: read again
        dropEarlierNews();
        refresh();
    });
    if (ichost::ToolHost *host = m_panel.host()) {
        connect(host->runner(), &ichost::ToolRunner::stateChanged, this, &ToolsPage::refresh);
        // An overlay connected or left: only the Status column changes.
        connect(host, &ichost::ToolHost::sessionsChanged, this, &ToolsPage::updateStatusColumn);
    }
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ToolsPage::updateButtons);
    // Nothing selected (a click in empty space): no row keeps the focus frame either, so none
    // looks chosen while Uninstall… is grey; as KeePassXC's entry list.
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        if (!m_table->selectionModel()->hasSelection() && m_table->currentIndex().isValid())
            m_table->selectionModel()->setCurrentIndex({}, QItemSelectionModel::NoUpdate);
    });
    m_table->installEventFilter(this);
    connect(m_table, &QTableWidget::itemDoubleClicked, this, &ToolsPage::showDetailsOfSelected);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        if (QTableWidgetItem *item = m_table->itemAt(pos))
            m_table->selectRow(item->row());
        const std::unique_ptr<QMenu> menu(contextMenuForSelected());
        if (menu)
            menu->exec(m_table->viewport()->mapToGlobal(pos));
    });

    m_empty = new QLabel(Tr::tr("No tools are installed yet. To add one, choose File → Install "
                                "Tool… (or Install Tool… below), or drop a .icpkg file on this "
                                "window. You see what a tool asks for before anything is written."),
                         this);
    m_empty->setObjectName(QStringLiteral("toolsEmptyState"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_install);
    buttons->addStretch(1);
    buttons->addWidget(m_restart);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_approve);
    buttons->addWidget(m_enable);
    buttons->addWidget(m_uninstall);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_bar);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_empty, 1);
    layout->addLayout(buttons);

    refresh();
}

void ToolsPage::refresh()
{
    const QString keep = selectedId();
    ictools::ToolRegistry *registry = m_panel.tools();
    const QList<ictools::InstalledTool> &tools = registry->tools();
    m_listed = tools;
    m_table->setRowCount(int(tools.size()));
    for (int row = 0; row < tools.size(); ++row) {
        const ictools::InstalledTool &tool = tools.at(row);
        const QString status = statusOf(tool);
        const QStringList cells = {tool.name,
                                   tool.id,
                                   tool.version,
                                   tool.enabled ? Tr::tr("Yes") : Tr::tr("No"),
                                   TierRisk::tierTitle(tool.granted.tier),
                                   status};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            item->setData(Qt::UserRole, tool.id);
            m_table->setItem(row, column, item);
        }
        QTableWidgetItem *access = m_table->item(row, TierColumn);
        access->setToolTip(ictools::PermissionSummary::tierDescription(tool.granted.tier));
        if (tool.granted.tier != icrp::Tier::Observer)
            access->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    }
    m_table->setVisible(!tools.isEmpty());
    m_empty->setVisible(tools.isEmpty());
    // A tool that went (uninstalled) leaves nothing selected: the next row is not chosen for
    // the user, so a second press of Uninstall cannot hit another tool.
    if (!keep.isEmpty() && !selectTool(keep))
        m_table->selectionModel()->clear();
    updateButtons();
}

void ToolsPage::setUpColumns()
{
    // The short columns fit their contents; the tool's name and its Status share the rest of
    // the width equally (Status alone took about 60 % of it, the name was squeezed).
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(StatusColumn, QHeaderView::Stretch);
    header->setStretchLastSection(true);
}

void ToolsPage::addDeleteKey()
{
    // Delete on a row does what Uninstall… does, as Delete removes an entry in KeePassXC and a
    // source in OBS: the same confirmation, Cancel the default (twenty-third newcomer).
    auto *uninstallKey = new QAction(Tr::tr("Uninstall Selected Tool"), this);
    uninstallKey->setObjectName(QStringLiteral("uninstallKeyAction"));
    uninstallKey->setShortcut(QKeySequence::Delete);
    uninstallKey->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(uninstallKey, &QAction::triggered, this, &ToolsPage::uninstallSelected);
    m_table->addAction(uninstallKey);
    m_uninstall->setToolTip(Tr::tr("Uninstall the selected tool after asking (Delete)"));
}

void ToolsPage::dropEarlierNews()
{
    // The bar's own action changed the list before the bar was shown: a change now has another
    // cause (a prompt's Always Allow, ic-tool, the next action here), and a done or information
    // bar about the earlier action is no longer news. Warnings and errors stay until dealt with.
    if (m_panel.tools()->tools() == m_listed)
        return;
    m_bar->clearIfKind(MessageBar::Kind::Positive);
    m_bar->clearIfKind(MessageBar::Kind::Information);
}

QString ToolsPage::statusOf(const ictools::InstalledTool &tool) const
{
    if (tool.needsApproval())
        return Tr::tr("Needs approval: version %1 waits").arg(tool.pending->version);
    if (ToolSummaryParts::isMcpServer(tool))
        return Tr::tr("AI assistant (MCP) you allowed");
    if (tool.paired)
        return Tr::tr("A program you allowed");
    const ichost::ToolHost *host = m_panel.host();
    QStringList parts;
    if (tool.isProgram() && host)
        parts << host->runner()->statusText(tool.id);
    else if (tool.isPage())
        parts << pageStatusOf(tool);
    if (const auto asked = packageGrantOf(tool); asked && !(*asked == tool.granted))
        parts << Tr::tr("Has more than its package asks for (allowed later)");
    parts.removeAll(QString());
    return parts.join(QStringLiteral("; "));
}

QString ToolsPage::pageStatusOf(const ictools::InstalledTool &tool) const
{
    if (!tool.enabled)
        return Tr::tr("Overlay — disabled");
    const ichost::ToolHost *host = m_panel.host();
    if (!host)
        return Tr::tr("Overlay");
    // As the Status page counts them: the Overlays page's own preview is not "live".
    using Kind = ichost::OverlayAudience::Kind;
    bool inObs = false;
    bool inBrowser = false;
    bool inProgram = false;
    for (const icrp::IcrpSessionInfo &session : host->sessions()) {
        if (!session.identified || session.grant.toolId != tool.id)
            continue;
        const Kind kind = ichost::OverlayAudience::of(session);
        inObs = inObs || kind == Kind::Obs;
        inBrowser = inBrowser || kind == Kind::Browser;
        inProgram = inProgram || kind == Kind::Program;
    }
    if (inObs)
        return Tr::tr("Overlay — live in OBS");
    if (inBrowser)
        return Tr::tr("Overlay — open in a browser");
    if (inProgram)
        return Tr::tr("Overlay — connected from a program (not in OBS)");
    return Tr::tr("Overlay — not in OBS (add its URL in OBS)");
}

std::optional<ictools::ToolGrant>
ToolsPage::packageGrantOf(const ictools::InstalledTool &tool) const
{
    const QString key = tool.id + QLatin1Char('\n') + tool.version;
    if (const auto known = m_packageGrants.constFind(key); known != m_packageGrants.cend())
        return *known;
    const std::optional<ictools::ToolGrant> asked = m_panel.packageGrant(tool.id);
    m_packageGrants.insert(key, asked);
    return asked;
}

void ToolsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_statusStale)
        updateStatusColumn();
}

void ToolsPage::updateStatusColumn()
{
    m_statusStale = !isVisible();
    if (m_statusStale)
        return;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QTableWidgetItem *item = m_table->item(row, StatusColumn);
        const ictools::InstalledTool *tool =
            item ? m_panel.tools()->find(item->data(Qt::UserRole).toString()) : nullptr;
        if (!tool)
            continue;
        if (const QString status = statusOf(*tool); item->text() != status)
            item->setText(status);
    }
}

QString ToolsPage::selectedId() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    return items.isEmpty() ? QString() : items.first()->data(Qt::UserRole).toString();
}

bool ToolsPage::selectTool(const QString &id)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, IdColumn)->text() == id) {
            m_table->selectRow(row);
            return true;
        }
    }
    return false;
}

void ToolsPage::updateButtons()
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(selectedId());
    m_approve->setEnabled(tool && tool->needsApproval());
    m_enable->setEnabled(tool != nullptr);
    // Enable is Alt+N: E is the Edit menu's letter.
    m_enable->setText(tool && !tool->enabled ? Tr::tr("E&nable") : Tr::tr("&Disable"));
    m_uninstall->setEnabled(tool != nullptr);
    const bool program = tool && tool->isProgram() && tool->enabled && m_panel.host();
    m_restart->setEnabled(program);
    m_stop->setEnabled(program && m_panel.host()->runner()->state(tool->id) !=
                                      ichost::ToolRunner::State::Stopped);
}

void ToolsPage::restartSelected()
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(selectedId());
    if (!tool || !tool->isProgram() || !m_panel.host())
        return;
    m_panel.host()->runner()->restart(tool->id);
    m_panel.log()->info(Tr::tr("Restarted %1.").arg(tool->name));
    ActionFeedback::say(this, Tr::tr("Restarted %1.").arg(tool->name));
    refresh();
}

void ToolsPage::stopSelected()
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(selectedId());
    if (!tool || !tool->isProgram() || !m_panel.host())
        return;
    m_panel.host()->runner()->stop(tool->id);
    m_panel.log()->info(Tr::tr("Stopped %1 until you restart it.").arg(tool->name));
    ActionFeedback::say(this, Tr::tr("Stopped %1 until you restart it.").arg(tool->name));
    refresh();
}

void ToolsPage::revokeSelected()
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(selectedId());
    if (!tool)
        return;
    if (!MessageBox::confirm(this, Tr::tr("Take Back What Was Allowed Later?"),
                             Tr::tr("%1 goes back to what its package asks for; what you allowed "
                                    "it in a prompt (Always) is taken back, and its connections "
                                    "end now.")
                                 .arg(tool->name),
                             Tr::tr("&Take Back")))
        return;
    const QString name = tool->name;
    if (const auto revoked = m_panel.revokeAllowedLater(tool->id); !revoked)
        reportFailed(Tr::tr("Nothing was taken back"), revoked.error().message);
    else
        reportDone(Tr::tr("%1 has only what its package asks for again.").arg(name));
    refresh();
}

QMenu *ToolsPage::contextMenuForSelected()
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(selectedId());
    if (!tool)
        return nullptr;
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("toolContextMenu"));
    const auto add = [menu](const QString &text, const char *name, auto slot) {
        QAction *action = menu->addAction(text);
        action->setObjectName(QLatin1String(name));
        QObject::connect(action, &QAction::triggered, menu->parent(), slot);
        return action;
    };
    add(Tr::tr("&Details…"), "detailsAction", [this] { showDetailsOfSelected(); });
    menu->addSeparator();
    add(tool->enabled ? Tr::tr("&Disable") : Tr::tr("&Enable"), "toggleAction",
        [this] { toggleSelected(); });
    add(Tr::tr("&Approve Update…"), "approveAction", [this] {
        approveSelected();
    })->setEnabled(tool->needsApproval());
    add(Tr::tr("&Uninstall…"), "uninstallAction", [this] { uninstallSelected(); });
    const auto asked = m_panel.packageGrant(tool->id);
    add(Tr::tr("Take &Back What Was Allowed Later…"), "revokeAction", [this] {
        revokeSelected();
    })->setEnabled(asked && !(*asked == tool->granted));
    if (tool->isProgram()) {
        menu->addSeparator();
        add(Tr::tr("&Restart"), "restartAction", [this] {
            restartSelected();
        })->setEnabled(m_restart->isEnabled());
        add(Tr::tr("S&top"), "stopAction", [this] {
            stopSelected();
        })->setEnabled(m_stop->isEnabled());
    }
    menu->addSeparator();
    const QString folder = m_panel.tools()->toolFolder(tool->id);
    add(Tr::tr("Show &Folder"), "showFolderAction",
        [folder] { QDesktopServices::openUrl(QUrl::fromLocalFile(folder)); });
    return menu;
}

void ToolsPage::showDetailsOfSelected()
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(selectedId());
    if (!tool)
        return;
    // A dialog of the install dialog's parts (its risk colours and words), not a text box.
    ToolDetailsDialog dialog(m_panel, *tool, this);
    ModalDialog::exec(dialog);
}

void ToolsPage::approveSelected()
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(selectedId());
    if (!tool || !tool->pending)
        return;
    const ictools::UpdatePlan plan = ictools::UpdatePlan::between(*tool, *tool->pending);
    QString text =
        Tr::tr("Update %1 to version %2?\n\n%3\n\n%4")
            .arg(tool->name, tool->pending->version, plan.describe().join(QLatin1Char('\n')),
                 TierRisk::permissionsText(plan.requested.tier, plan.requested.categories,
                                           plan.requested.networkOrigins));
    if (const auto risk = TierRisk::riskFor(tool->name, plan.fromTier, plan.toTier))
        text = risk->text + QStringLiteral("\n\n") + text;
    if (!MessageBox::confirm(this, Tr::tr("Approve Update"), text,
                             InstallDialog::updateVerb(plan.fromTier, plan.toTier)))
        return;
    const QString id = tool->id;
    // Exactly the held update shown above: refused if another one was held meanwhile.
    const ictools::PendingUpdate reviewed = *tool->pending;
    if (runAction(Tr::tr("Approving the update of %1…").arg(tool->name),
                  Tr::tr("Update not approved"),
                  Tr::tr("Approved the update of %1 to %2.").arg(tool->name, reviewed.version),
                  [id, reviewed](ictools::ToolRegistry *registry) {
                      return registry->approveUpdate(id, reviewed);
                  }))
        reportInstalled(id, true);
}

void ToolsPage::toggleSelected()
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(selectedId());
    if (!tool)
        return;
    const QString id = tool->id;
    const bool enable = !tool->enabled;
    runAction(
        enable ? Tr::tr("Enabling %1…").arg(tool->name) : Tr::tr("Disabling %1…").arg(tool->name),
        Tr::tr("Tool not changed"),
        enable ? Tr::tr("Enabled %1.").arg(tool->name) : Tr::tr("Disabled %1.").arg(tool->name),
        [id, enable](ictools::ToolRegistry *registry) { return registry->setEnabled(id, enable); });
}

void ToolsPage::uninstallSelected()
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(selectedId());
    if (!tool)
        return;
    const bool page = tool->isPage();
    const QString question =
        page ? Tr::tr("Uninstall %1 %2? Its files are removed from this computer, and its OBS URL "
                      "stops working: remove its browser source in OBS too.")
                   .arg(tool->name, tool->version)
             : Tr::tr("Uninstall %1 %2? Its files are removed from this computer, and it can no "
                      "longer connect to the game through the panel.")
                   .arg(tool->name, tool->version);
    // The button names the tool short (the question names it whole).
    if (!MessageBox::confirm(this, Tr::tr("Uninstall Tool"), question,
                             Tr::tr("&Uninstall %1").arg(buttonName(tool->name)))) {
        ActionFeedback::say(this, Tr::tr("Nothing was uninstalled."));
        return;
    }
    const QString id = tool->id;
    const int row = m_table->currentRow();
    const QString done = page ? Tr::tr("Uninstalled %1 %2; its OBS URL no longer works.")
                                    .arg(tool->name, tool->version)
                              : Tr::tr("Uninstalled %1 %2.").arg(tool->name, tool->version);
    if (runAction(Tr::tr("Uninstalling %1…").arg(tool->name), Tr::tr("Tool not uninstalled"), done,
                  [id](ictools::ToolRegistry *registry) { return registry->uninstall(id); })) {
        m_bar->showMessage(MessageBar::Kind::Positive, done);
        focusAfterRemoving(row);
    }
}

void ToolsPage::focusAfterRemoving(int row)
{
    // The focus stays where the user works, as KeePassXC's after a delete: on the row that took
    // the removed one's place, or on Install Tool… once the table is empty — never on the Game
    // box at the top of the window. That row is current and selected, so its buttons are live
    // (sixteenth newcomer: a row current but not selected left them grey until a second click);
    // the focus is on the table, not on Uninstall…, so Return or Space pressed again there
    // uninstalls nothing, and Uninstall… itself always asks first (Cancel is the default).
    if (m_table->rowCount() == 0) {
        m_install->setFocus(Qt::OtherFocusReason);
        return;
    }
    const int next = std::clamp(row, 0, m_table->rowCount() - 1);
    m_table->selectionModel()->setCurrentIndex(m_table->model()->index(next, NameColumn),
                                               QItemSelectionModel::ClearAndSelect |
                                                   QItemSelectionModel::Rows);
    m_table->setFocus(Qt::OtherFocusReason);
}

bool ToolsPage::runAction(const QString &label, const QString &failureTitle,
                          const QString &doneMessage,
                          const std::function<ic::Result<void>(ictools::ToolRegistry *)> &action)
{
    if (m_busy)
        return false;
    m_busy = true;
    ictools::ToolRegistry *registry = m_panel.tools();
    const ic::Result<void> done = runWithProgress(this, Tr::tr("Workshop Tool"), label,
                                                  [registry, action] { return action(registry); });
    m_busy = false;
    // The Log page is where every tool action is recorded (it also goes to the terminal).
    if (!done) {
        m_panel.log()->error(failureTitle + QStringLiteral(": ") + done.error().message);
        reportFailed(failureTitle, done.error().message);
    } else {
        m_panel.log()->info(doneMessage);
        ActionFeedback::say(this, doneMessage);
        m_bar->clearIfKind(MessageBar::Kind::Error);
    }
    m_panel.noteToolsChanged(); // a disabled or removed tool's overlays and scripts stop now
    refresh();
    return done.ok();
}

void ToolsPage::reportDone(const QString &text)
{
    ActionFeedback::say(this, text);
    m_bar->showMessage(MessageBar::Kind::Positive, text);
}

void ToolsPage::reportFailed(const QString &title, const QString &message)
{
    const QString text = Tr::tr("%1: %2").arg(title, message);
    ActionFeedback::say(this, text);
    m_bar->showMessage(MessageBar::Kind::Error, text);
}

void ToolsPage::reportInstalled(const QString &id, bool update)
{
    const ictools::InstalledTool *tool = m_panel.tools()->find(id);
    if (!tool)
        return;
    const QString text = update ? Tr::tr("Updated %1 to %2.").arg(tool->name, tool->version)
                                : Tr::tr("Installed %1 %2.").arg(tool->name, tool->version);
    m_bar->showMessage(MessageBar::Kind::Positive, text);
    if (!tool->isPage()) {
        ActionFeedback::say(this, text);
        return;
    }
    ActionFeedback::say(this,
                        text + QLatin1Char(' ') + Tr::tr("Its OBS URL is on the Overlays page."));
    m_bar->setAction(Tr::tr("Get Its &OBS URL"), [this, id] { Q_EMIT overlayUrlWanted(id); });
}

bool ToolsPage::eventFilter(QObject *watched, QEvent *event)
{
    // Return (or Enter) on a selected row opens its details, as a double-click does (and as
    // KeePassXC opens an entry); with nothing selected it is left to the view.
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (enter && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier &&
            !selectedId().isEmpty()) {
            showDetailsOfSelected();
            return true;
        }
    }
    if (watched == m_table && event->type() == QEvent::FocusIn && m_table->rowCount() > 0 &&
        m_table->selectedItems().isEmpty()) {
        const auto reason = static_cast<QFocusEvent *>(event)->reason();
        if (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason ||
            reason == Qt::ShortcutFocusReason)
            m_table->selectRow(qMax(0, m_table->currentRow()));
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace icui
