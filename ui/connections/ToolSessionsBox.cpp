#include "ui/connections/ToolSessionsBox.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBox.h"

#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/ToolSessionsModel.h"

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
    icpanel::ToolSessionsModel *model = m_panel.toolSessions();
    auto *title = new QLabel(Tr::tr("Tools connected to the &panel:"), this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("toolSessionsTable"));
    m_table->setAccessibleName(Tr::tr("Tools connected to the panel"));
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    const auto fitColumns = [this] {
        QHeaderView *header = m_table->horizontalHeader();
        header->setSectionResizeMode(QHeaderView::ResizeToContents);
        header->setSectionResizeMode(icpanel::ToolSessionsModel::CategoriesColumn,
                                     QHeaderView::Stretch);
    };
    fitColumns();
    connect(model, &QAbstractItemModel::modelReset, this, fitColumns);
    title->setBuddy(m_table);
    m_empty = new QLabel(Tr::tr("No tool is connected. Overlays connect when OBS (or the Overlays "
                                "page) shows them; native tools when they are enabled."),
                         this);
    m_empty->setObjectName(QStringLiteral("toolSessionsEmpty"));
    m_empty->setWordWrap(true);
    m_kick = new QPushButton(Tr::tr("Kick Too&l…"), this);
    m_kick->setObjectName(QStringLiteral("kickToolButton"));
    m_kick->setToolTip(Tr::tr("End the selected tool's connection to the panel"));
    connect(m_kick, &QPushButton::clicked, this, &ToolSessionsBox::kickSelected);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_kick);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_empty);
    layout->addLayout(buttons);
    connect(model, &QAbstractItemModel::modelReset, this, &ToolSessionsBox::update);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ToolSessionsBox::update);
    update();
}

void ToolSessionsBox::update()
{
    const int rows = m_table->model()->rowCount();
    m_empty->setVisible(rows == 0);
    m_kick->setEnabled(m_table->selectionModel()->hasSelection());
}

void ToolSessionsBox::kickSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const QString session =
        rows.constFirst().data(icpanel::ToolSessionsModel::SessionIdRole).toString();
    const QString tool =
        rows.constFirst().siblingAtColumn(icpanel::ToolSessionsModel::ToolColumn).data().toString();
    if (!MessageBox::confirm(this, Tr::tr("Kick %1?").arg(tool),
                             Tr::tr("%1 loses its connection to the panel now. It may connect "
                                    "again; to stop it for good, disable it on the Tools page.")
                                 .arg(tool),
                             Tr::tr("&Kick %1").arg(tool)))
        return;
    if (m_panel.toolSessions()->kick(session)) {
        const QString done = Tr::tr("Kicked %1 from the panel's gateway.").arg(tool);
        m_panel.log()->info(done);
        ActionFeedback::say(this, done);
    }
}

} // namespace icui
