#include "ui/connections/ToolSessionsBox.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/ButtonName.h"
#include "ui/common/MessageBox.h"
#include "ui/connections/OneLineDelegate.h"
#include "ui/connections/ToolSessionsFilter.h"

#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/ToolSessionsModel.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace icui {

ToolSessionsBox::ToolSessionsBox(icpanel::Panel &panel, QWidget *parent)
    : QWidget(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("toolSessionsBox"));
    auto *title = new QLabel(Tr::tr("Tools connected to the &panel:"), this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("toolSessionsTable"));
    m_table->setAccessibleName(Tr::tr("Tools connected to the panel"));
    m_filter = new ToolSessionsFilter(m_table, this);
    m_filter->setSourceModel(m_panel.toolSessions());
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_table->verticalHeader()->hide();
    fitColumns();
    title->setBuddy(m_table);
    m_showPreviews = new QCheckBox(Tr::tr("Sho&w the panel's previews"), this);
    m_showPreviews->setObjectName(QStringLiteral("showPreviewsBox"));
    m_showPreviews->setToolTip(Tr::tr("The Overlays page shows each overlay in a preview that is "
                                      "connected like OBS; these rows are greyed"));
    // Off: what the streamer looks for here is OBS, browsers and programs; the previews come
    // and go with the Overlays page and would double every overlay (as the Status page does
    // not count them either).
    m_showPreviews->setChecked(false);
    connect(m_showPreviews, &QCheckBox::toggled, this, [this](bool show) {
        m_filter->setShowPreviews(show);
        update();
    });
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("toolSessionsEmpty"));
    m_empty->setWordWrap(true);
    m_kick = new QPushButton(Tr::tr("Kick Too&l…"), this);
    m_kick->setObjectName(QStringLiteral("kickToolButton"));
    m_kick->setToolTip(Tr::tr("End the selected tool's connection to the panel (Delete)"));
    connect(m_kick, &QPushButton::clicked, this, &ToolSessionsBox::kickSelected);
    // Delete in the table is Kick Tool…, as it is Kick… in the game's sessions above.
    auto *kickAction = new QAction(Tr::tr("Kick Selected Tool"), this);
    kickAction->setShortcut(QKeySequence::Delete);
    kickAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(kickAction, &QAction::triggered, this, &ToolSessionsBox::kickSelected);
    m_table->addAction(kickAction);
    layOut(title);
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_filter, signal, this, &ToolSessionsBox::update);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &ToolSessionsBox::update);
    // A model reset forgets per-section modes: set them again.
    connect(m_filter, &QAbstractItemModel::modelReset, this, &ToolSessionsBox::fitColumns);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ToolSessionsBox::update);
    update();
}

void ToolSessionsBox::fitColumns()
{
    // As the game's sessions above: the short columns fit their contents, the tool's name and
    // what it may see share the rest and wrap rather than being cut (the tooltips have it all).
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView *header = m_table->horizontalHeader();
    if (!m_oneLine)
        m_oneLine = new OneLineDelegate(this);
    for (int column = 0; column < header->count(); ++column) {
        const bool wraps = column == icpanel::ToolSessionsModel::ToolColumn ||
                           column == icpanel::ToolSessionsModel::CategoriesColumn;
        header->setSectionResizeMode(column,
                                     wraps ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
        m_table->setItemDelegateForColumn(column, wraps ? nullptr : m_oneLine);
    }
}

void ToolSessionsBox::layOut(QLabel *title)
{
    auto *top = new QHBoxLayout;
    top->addWidget(title);
    top->addStretch(1);
    top->addWidget(m_showPreviews);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_kick);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_empty);
    layout->addLayout(buttons);
    // Tab as the box reads: the checkbox beside the title, the table, Kick Tool….
    setTabOrder(m_showPreviews, m_table);
    setTabOrder(m_table, m_kick);
}

void ToolSessionsBox::update()
{
    const int previews = m_filter->previewCount();
    const bool empty = m_filter->rowCount() == 0;
    m_empty->setVisible(empty);
    if (empty && previews > 0)
        m_empty->setText(Tr::tr("Only the panel's own previews are connected (%n). Overlays "
                                "connect when OBS shows them; native tools when they are enabled.",
                                nullptr, previews));
    else
        m_empty->setText(Tr::tr("No tool is connected. Overlays connect when OBS (or the "
                                "Overlays page) shows them; native tools when they are enabled."));
    m_kick->setEnabled(m_table->selectionModel()->hasSelection());
}

void ToolSessionsBox::kickSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const QModelIndex row = rows.constFirst();
    const QString session = row.data(icpanel::ToolSessionsModel::SessionIdRole).toString();
    const QString name =
        row.siblingAtColumn(icpanel::ToolSessionsModel::ToolColumn).data().toString();
    // The same overlay may be open in OBS and in the preview: say which one goes; a name with
    // parentheses of its own ("… (allowed once)") is not given a second pair.
    const QString where =
        row.siblingAtColumn(icpanel::ToolSessionsModel::WhereColumn).data().toString();
    const QString tool = name.contains(u'(') ? name : QStringLiteral("%1 (%2)").arg(name, where);
    // A program allowed once has no tool id and no row on the Tools page: nothing to disable
    // there; the gateway asks again when it comes back (ToolAuthenticator).
    const bool allowedOnce = row.data(icpanel::ToolSessionsModel::ToolIdRole).toString().isEmpty();
    QString body;
    if (row.data(icpanel::ToolSessionsModel::PreviewRole).toBool())
        body = Tr::tr("The Overlays page's preview of %1 loses its connection to the panel now. "
                      "Reload on the Overlays page connects it again.")
                   .arg(name);
    else if (allowedOnce)
        body = Tr::tr("%1 loses its connection to the panel now. You allowed it once, so it is "
                      "not on the Tools page: if it connects again, the panel asks you again, "
                      "and Deny keeps it out.")
                   .arg(tool);
    else
        body = Tr::tr("%1 loses its connection to the panel now. It may connect again; to stop it "
                      "for good, disable it on the Tools page.")
                   .arg(tool);
    // The button names the tool short; the question has its whole name.
    if (!MessageBox::confirm(this, Tr::tr("Kick %1?").arg(tool), body,
                             Tr::tr("&Kick %1").arg(buttonName(tool)))) {
        ActionFeedback::say(this, Tr::tr("Nobody was kicked."));
        return;
    }
    // The next row must not end up selected in its place (the overlay live in OBS, say): the
    // same keys again would kick it. Nothing is selected, Kick Tool… is grey until the user
    // picks again, and the focus stays in the table (Down selects the first row).
    m_table->selectionModel()->clear(); // the current row too, or the view selects its heir
    m_table->setFocus(Qt::OtherFocusReason);
    if (m_panel.toolSessions()->kick(session)) {
        const QString done = Tr::tr("Kicked %1 from the panel's gateway.").arg(tool);
        m_panel.log()->info(done);
        ActionFeedback::say(this, done);
    }
}

} // namespace icui
