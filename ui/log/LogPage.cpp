#include "ui/log/LogPage.h"
#include "ui/Tr.h"

#include "ui/log/LogLevelStyle.h"
#include "ui/log/LogLineDelegate.h"

#include "panel/LogModel.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace icui {

LogPage::LogPage(QAbstractItemModel *model, QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("logPage"));

    m_proxy = new LogLevelStyle(this);
    m_proxy->setSourceModel(model);

    auto *filterLabel = new QLabel(Tr::tr("F&ilter:"), this);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("logFilter"));
    m_filter->setAccessibleName(Tr::tr("Filter the log"));
    m_filter->setPlaceholderText(Tr::tr("Show only lines containing…"));
    m_filter->setClearButtonEnabled(true);
    filterLabel->setBuddy(m_filter);
    connect(m_filter, &QLineEdit::textChanged, this,
            [this](const QString &text) { m_proxy->setFilterFixedString(text); });

    m_copy = new QPushButton(Tr::tr("Cop&y Log"), this);
    m_copy->setObjectName(QStringLiteral("copyLog"));
    m_copy->setAccessibleName(Tr::tr("Copy the shown log lines"));
    m_copy->setToolTip(Tr::tr("Copy the lines shown below to the clipboard"));
    connect(m_copy, &QPushButton::clicked, this, &LogPage::copyVisible);

    m_view = new QTreeView(this);
    m_view->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_view->setObjectName(QStringLiteral("logView"));
    m_view->setAccessibleName(Tr::tr("Log"));
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::Interactive);
    wrapLongLines();

    // Follow new lines while the view is scrolled to the bottom, as a terminal does.
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this](int value) { m_follow = value >= m_view->verticalScrollBar()->maximum(); });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_follow)
            scrollToNewest();
    });
    fitFixedColumns();
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

void LogPage::wrapLongLines()
{
    // A long line is shown whole on more lines, not cut with "…" (its start and a folded line's
    // count, "(×12)", both stay in view). Rows are measured one by one, only as they are
    // shown (the model keeps at most its last 2,000 lines), and again when a column's width
    // changes.
    m_view->setUniformRowHeights(false);
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setItemDelegate(new LogLineDelegate(m_view));
    // The message column follows the view's width (the last section stretches) or a drag of
    // a column's edge.
    connect(m_view->header(), &QHeaderView::sectionResized, this, &LogPage::measureRowsAgain);
    m_view->viewport()->installEventFilter(this);
}

bool LogPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        const auto *resize = static_cast<QResizeEvent *>(event);
        if (resize->size().width() != resize->oldSize().width())
            measureRowsAgain();
    }
    return QWidget::eventFilter(watched, event);
}

void LogPage::measureRowsAgain()
{
    // At once, before the rows are painted at their old heights: only the rows shown are
    // measured (as they are painted), the others when they are scrolled to.
    const bool follow = m_follow;
    m_view->doItemsLayout();
    if (follow) // once the scroll bar has the new range
        QTimer::singleShot(0, this, [this] { scrollToNewest(); });
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

void LogPage::fitFixedColumns()
{
    // Sized for the widest text they can hold, not for the lines there happen to be (an empty
    // log used to squeeze the time to "12…").
    const QFontMetrics metrics(m_view->font());
    const int padding = 2 * m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) +
                        metrics.averageCharWidth() * 2;
    QHeaderView *header = m_view->header();
    const int time =
        qMax(metrics.horizontalAdvance(QStringLiteral("88:88:88")),
             metrics.horizontalAdvance(
                 m_proxy->headerData(icpanel::LogModel::TimeColumn, Qt::Horizontal).toString())) +
        padding;
    int level =
        metrics.horizontalAdvance(
            m_proxy->headerData(icpanel::LogModel::LevelColumn, Qt::Horizontal).toString()) +
        padding;
    for (const QString &name : {Tr::tr("Info"), Tr::tr("Warning"), Tr::tr("Error")})
        level = qMax(level, metrics.horizontalAdvance(name) + padding);
    // Error lines are bold, and warnings and errors carry an icon.
    level += m_view->iconSize().width() > 0 ? m_view->iconSize().width() : 16;
    level += metrics.averageCharWidth() * 2;
    header->resizeSection(icpanel::LogModel::TimeColumn, time + metrics.averageCharWidth() * 2);
    header->resizeSection(icpanel::LogModel::LevelColumn, level);
}

void LogPage::scrollToNewest()
{
    m_view->scrollToBottom();
}

} // namespace icui
