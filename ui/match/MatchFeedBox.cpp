#include "ui/match/MatchFeedBox.h"

#include "match/MatchFeed.h"
#include "match/MatchFeedFilter.h"
#include "panel/CategoryTitles.h"
#include "ui/Tr.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QLineEdit>
#include <QListView>
#include <QScrollBar>
#include <QVBoxLayout>

namespace icui {

MatchFeedBox::MatchFeedBox(icmatch::MatchFeed *feed, QWidget *parent)
    : QGroupBox(Tr::tr("Events"), parent)
{
    m_filter = new icmatch::MatchFeedFilter(this);
    m_filter->setSourceModel(feed);
    m_view = new QListView(this);
    m_view->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_view->setModel(m_filter);
    // A long line (German, a long chat message) wraps instead of ending in "…".
    m_view->setWordWrap(true);
    m_view->setResizeMode(QListView::Adjust);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setAccessibleName(Tr::tr("Match events"));
    // Two lines at least: a message bar or the end's summary takes its height from here
    // and the chart, never from a 620 px window (issue 26).
    m_view->setMinimumHeight(m_view->fontMetrics().lineSpacing() * 2 + 8);
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(Tr::tr("Search events"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(Tr::tr("Search events"));
    connect(m_search, &QLineEdit::textChanged, m_filter, &icmatch::MatchFeedFilter::setSearch);

    // Three to a row: in one row the five would set the page's least width (too wide for
    // 960 px in Russian).
    auto *switches = new QGridLayout;
    constexpr int kPerRow = 3;
    const QList<std::pair<QString, QString>> categories{
        {QStringLiteral("combat"), icpanel::CategoryTitles::title(QStringLiteral("combat"))},
        {QStringLiteral("economy"), icpanel::CategoryTitles::title(QStringLiteral("economy"))},
        {QStringLiteral("chat"), icpanel::CategoryTitles::title(QStringLiteral("chat"))},
        {QStringLiteral("match"), icpanel::CategoryTitles::title(QStringLiteral("match"))},
        {QStringLiteral("admin"), icpanel::CategoryTitles::title(QStringLiteral("admin"))}};
    for (const auto &[name, title] : categories) {
        auto *box = new QCheckBox(title, this);
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, &MatchFeedBox::applyCategories);
        const int at = int(m_switches.size());
        m_switches.insert(name, box);
        switches->addWidget(box, at / kPerRow, at % kPerRow);
    }
    switches->setColumnStretch(kPerRow, 1);
    // The search takes the second row's free cell and the rest: a row fewer, so a message bar
    // and the end's summary together still fit a 620 px window (issue 26).
    const int last = int(m_switches.size()) - 1;
    switches->addWidget(m_search, last / kPerRow, last % kPerRow + 1, 1, -1);
    // Tab as the box reads: the switches row by row, the search beside the last, the lines
    // below (twenty-ninth newcomer: the search came before the switches left of it).
    QWidget *previous = nullptr;
    for (const auto &[name, title] : categories) {
        if (previous)
            setTabOrder(previous, m_switches.value(name));
        previous = m_switches.value(name);
    }
    setTabOrder(previous, m_search);
    setTabOrder(m_search, m_view);

    // Follow new lines while the user is at the bottom, like a terminal; leave them alone
    // while reading above. Where the user is counts only when the bar moves (scrolled, or the
    // view moved to a line): a taller content or a smaller view (a message bar came, the
    // window shrank) moves the bar's end, not the user, so a follower is taken to the end.
    QScrollBar *bar = m_view->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_following = value >= bar->maximum() - 2; });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int maximum) {
        if (m_following)
            bar->setValue(maximum);
    });
    // A new line's height is known once the view has laid it out (wrapped, so taller).
    // Whether to follow is asked again when the scroll is due: the user may have scrolled up
    // in between (a loaded machine runs the two in one pass).
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &MatchFeedBox::followLater);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(switches);
    layout->addWidget(m_view, 1);
}

void MatchFeedBox::followLater()
{
    if (!m_following || !isVisible())
        return;
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_following && isVisible())
                m_view->scrollToBottom();
        },
        Qt::QueuedConnection);
}

void MatchFeedBox::showEvent(QShowEvent *event)
{
    QGroupBox::showEvent(event);
    followLater(); // the lines that came while hidden
}

void MatchFeedBox::applyCategories()
{
    QSet<QString> on;
    for (auto it = m_switches.cbegin(); it != m_switches.cend(); ++it) {
        if (it.value()->isChecked())
            on.insert(it.key());
    }
    // Every one off shows nothing, not everything.
    m_filter->setCategories(on.isEmpty() ? QSet<QString>{QStringLiteral("-")} : on);
}

} // namespace icui
