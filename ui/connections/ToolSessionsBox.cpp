#include "ui/connections/ToolSessionsBox.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBox.h"
#include "ui/connections/ToolSessionsFilter.h"

#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/ToolSessionsModel.h"

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
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(icpanel::ToolSessionsModel::CategoriesColumn,
                                 QHeaderView::Stretch);
    // A long tool name is shortened rather than making the table scroll sideways.
    header->setSectionResizeMode(icpanel::ToolSessionsModel::ToolColumn, QHeaderView::Stretch);
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
    m_kick->setToolTip(Tr::tr("End the selected tool's connection to the panel"));
    connect(m_kick, &QPushButton::clicked, this, &ToolSessionsBox::kickSelected);
    layOut(title);
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_filter, signal, this, &ToolSessionsBox::update);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &ToolSessionsBox::update);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ToolSessionsBox::update);
    update();
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
    // The same overlay may be open in OBS and in the preview: say which one goes.
    const QString tool = QStringLiteral("%1 (%2)").arg(
        name, row.siblingAtColumn(icpanel::ToolSessionsModel::WhereColumn).data().toString());
    const QString body =
        row.data(icpanel::ToolSessionsModel::PreviewRole).toBool()
            ? Tr::tr("The Overlays page's preview of %1 loses its connection to the panel now. "
                     "Reload on the Overlays page connects it again.")
                  .arg(name)
            : Tr::tr("%1 loses its connection to the panel now. It may connect again; to stop it "
                     "for good, disable it on the Tools page.")
                  .arg(tool);
    if (!MessageBox::confirm(this, Tr::tr("Kick %1?").arg(tool), body,
                             Tr::tr("&Kick %1").arg(tool)))
        return;
    if (m_panel.toolSessions()->kick(session)) {
        const QString done = Tr::tr("Kicked %1 from the panel's gateway.").arg(tool);
        m_panel.log()->info(done);
        ActionFeedback::say(this, done);
    }
}

} // namespace icui
