#include "ui/match/PlayersTable.h"

#include "match/MatchPlayersModel.h"
#include "ui/Tr.h"

#include <QFocusEvent>
#include <QHeaderView>
#include <QKeyEvent>
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
    // The widths follow the contents (names, figures growing to 10,000).
    connect(model, &QAbstractItemModel::modelReset, this, &PlayersTable::distributeColumns);
    connect(model, &QAbstractItemModel::rowsInserted, this, &PlayersTable::distributeColumns);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &PlayersTable::distributeColumns);
    connect(model, &QAbstractItemModel::layoutChanged, this, &PlayersTable::distributeColumns);
    connect(model, &QAbstractItemModel::dataChanged, this, &PlayersTable::distributeColumns);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    fillColumnsMenu();
    distributeColumns();
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

void PlayersTable::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    distributeColumns();
}

void PlayersTable::showEvent(QShowEvent *event)
{
    QTableView::showEvent(event);
    if (m_columnsDue)
        distributeColumns();
}

void PlayersTable::distributeColumns()
{
    if (!model())
        return;
    m_columnsDue = !isVisible();
    if (m_columnsDue)
        return;
    QHeaderView *header = horizontalHeader();
    const int name = icmatch::MatchPlayersModel::PlayerColumn;
    QList<int> figures;
    int used = 0;
    const auto contentWidth = [this, header](int column) {
        return std::max(sizeHintForColumn(column), header->sectionSizeHint(column));
    };
    for (int column = 0; column < model()->columnCount(); ++column) {
        if (column != name && !isColumnHidden(column)) {
            figures << column;
            used += contentWidth(column);
        }
    }
    const int nameWidth = contentWidth(name) + fontMetrics().averageCharWidth() * 2;
    const int room = viewport()->width();
    // Narrow: the names give up room first (elided), down to the header's least size.
    header->resizeSection(name,
                          std::max(header->minimumSectionSize(), std::min(nameWidth, room - used)));
    const int extra = std::max(0, room - used - nameWidth);
    for (qsizetype i = 0; i < figures.size(); ++i) {
        const int share = int(extra / figures.size()) +
                          (i == figures.size() - 1 ? int(extra % figures.size()) : 0);
        header->resizeSection(figures.at(i), contentWidth(figures.at(i)) + share);
    }
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
    // Every row (up to eight) always: never a row cut in half by what the page shows below.
    return {QTableView::minimumSizeHint().width(), sizeHint().height()};
}

void PlayersTable::keyPressEvent(QKeyEvent *event)
{
    // Nobody selected (the players changed, or the selection was cleared): the first Down or
    // Up selects the first player, instead of moving past a row nobody saw selected.
    const bool upOrDown = event->key() == Qt::Key_Down || event->key() == Qt::Key_Up;
    if (upOrDown && event->modifiers() == Qt::NoModifier && model() && model()->rowCount() > 0 &&
        selectionModel() && !selectionModel()->hasSelection()) {
        setCurrentIndex(model()->index(0, icmatch::MatchPlayersModel::PlayerColumn));
        selectRow(0);
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
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
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            setColumnHidden(column, !shown);
            distributeColumns();
        });
    }
}

QRect PlayersTable::selectedRowArea() const
{
    const QModelIndexList rows =
        selectionModel() ? selectionModel()->selectedRows() : QModelIndexList();
    if (rows.isEmpty())
        return {};
    const int row = rows.constFirst().row();
    const QRect inViewport = QRect(0, rowViewportPosition(row), viewport()->width(), rowHeight(row))
                                 .intersected(viewport()->rect());
    if (inViewport.isEmpty())
        return {};
    return QRect(viewport()->mapToGlobal(inViewport.topLeft()), inViewport.size());
}

} // namespace icui
