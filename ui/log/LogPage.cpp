#include "ui/log/LogPage.h"
#include "ui/Tr.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace icui {

LogPage::LogPage(QAbstractItemModel *model, QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("logPage"));

    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    auto *filterLabel = new QLabel(Tr::tr("&Filter:"), this);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("logFilter"));
    m_filter->setAccessibleName(Tr::tr("Filter the log"));
    m_filter->setPlaceholderText(Tr::tr("Show only lines containing…"));
    m_filter->setClearButtonEnabled(true);
    filterLabel->setBuddy(m_filter);
    connect(m_filter, &QLineEdit::textChanged, this,
            [this](const QString &text) { m_proxy->setFilterFixedString(text); });

    m_copy = new QPushButton(Tr::tr("&Copy Log"), this);
    m_copy->setObjectName(QStringLiteral("copyLog"));
    m_copy->setAccessibleName(Tr::tr("Copy the shown log lines"));
    m_copy->setToolTip(Tr::tr("Copy the lines shown below to the clipboard"));
    connect(m_copy, &QPushButton::clicked, this, &LogPage::copyVisible);

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("logView"));
    m_view->setAccessibleName(Tr::tr("Log"));
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::Interactive);

    // Follow new lines while the view is scrolled to the bottom, as a terminal does.
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this](int value) { m_follow = value >= m_view->verticalScrollBar()->maximum(); });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_follow)
            scrollToNewest();
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        for (int c = 0; c + 1 < m_proxy->columnCount(); ++c)
            m_view->resizeColumnToContents(c);
    });
    for (int c = 0; c + 1 < m_proxy->columnCount(); ++c)
        m_view->resizeColumnToContents(c);

    auto *top = new QHBoxLayout;
    top->addWidget(filterLabel);
    top->addWidget(m_filter, 1);
    top->addWidget(m_copy);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    setTabOrder(m_filter, m_copy);
    setTabOrder(m_copy, m_view);
}

void LogPage::copyVisible()
{
    QStringList lines;
    const int columns = m_proxy->columnCount();
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        QStringList cells;
        for (int c = 0; c < columns; ++c)
            cells << m_proxy->index(row, c).data(Qt::DisplayRole).toString();
        lines << cells.join(QLatin1Char('\t'));
    }
    QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

void LogPage::scrollToNewest()
{
    m_view->scrollToBottom();
}

} // namespace icui
