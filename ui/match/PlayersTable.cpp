#include "ui/match/PlayersTable.h"

#include "match/MatchPlayersModel.h"
#include "ui/Tr.h"

#include <QFocusEvent>
#include <QHeaderView>
#include <QMenu>
#include <algorithm>

namespace icui {

PlayersTable::PlayersTable(QWidget *parent) : QTableView(parent)
{
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    // Tab leaves the table (the arrow keys move inside).
    setTabKeyNavigation(false);
    setWordWrap(false);
    setTextElideMode(Qt::ElideRight);
    verticalHeader()->hide();
    // Rows as tall as a line of text needs, so the table leaves the chart its room.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    QHeaderView *header = horizontalHeader();
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(24);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    header->setToolTip(Tr::tr("Right-click to choose the columns."));
    m_columnsMenu = new QMenu(Tr::tr("Columns"), this);
    connect(header, &QHeaderView::customContextMenuRequested, this,
            [this, header](const QPoint &at) { m_columnsMenu->popup(header->mapToGlobal(at)); });
}

void PlayersTable::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    // As tall as the rows: the layout asks again when players come or go.
    connect(model, &QAbstractItemModel::modelReset, this, &QWidget::updateGeometry);
    connect(model, &QAbstractItemModel::rowsInserted, this, &QWidget::updateGeometry);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &QWidget::updateGeometry);
    QHeaderView *header = horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(icmatch::MatchPlayersModel::PlayerColumn, QHeaderView::Stretch);
    fillColumnsMenu();
}

void PlayersTable::focusInEvent(QFocusEvent *event)
{
    QTableView::focusInEvent(event);
    const Qt::FocusReason reason = event->reason();
    const bool byKeyboard = reason == Qt::ShortcutFocusReason || reason == Qt::TabFocusReason ||
                            reason == Qt::BacktabFocusReason;
    if (byKeyboard && model() && model()->rowCount() > 0 && selectionModel() &&
        !selectionModel()->hasSelection())
        setCurrentIndex(model()->index(0, icmatch::MatchPlayersModel::PlayerColumn));
}

QSize PlayersTable::sizeHint() const
{
    constexpr int kMostRows = 8;
    const int rows = std::clamp(model() ? model()->rowCount() : 0, 2, kMostRows);
    const int height = horizontalHeader()->sizeHint().height() +
                       rows * verticalHeader()->defaultSectionSize() + 2 * frameWidth();
    return {QTableView::sizeHint().width(), height};
}

QSize PlayersTable::minimumSizeHint() const
{
    const int height = horizontalHeader()->sizeHint().height() +
                       2 * verticalHeader()->defaultSectionSize() + 2 * frameWidth();
    return {QTableView::minimumSizeHint().width(), height};
}

void PlayersTable::fillColumnsMenu()
{
    m_columnsMenu->clear();
    for (int column = 0; column < model()->columnCount(); ++column) {
        if (column == icmatch::MatchPlayersModel::PlayerColumn)
            continue; // the row's name: always there
        const QString name = model()->headerData(column, Qt::Horizontal).toString();
        const QString full =
            model()->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
        QAction *action = m_columnsMenu->addAction(full.isEmpty() ? name : full);
        action->setCheckable(true);
        action->setChecked(!isColumnHidden(column));
        connect(action, &QAction::toggled, this,
                [this, column](bool shown) { setColumnHidden(column, !shown); });
    }
}

} // namespace icui
