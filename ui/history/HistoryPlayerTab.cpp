#include "ui/history/HistoryPlayerTab.h"

#include "match/MatchEventText.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBar.h"
#include "ui/match/ChartLook.h"
#include "ui/match/FiguresChart.h"

#include <QAbstractItemView>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

namespace icui {

HistoryPlayerTab::HistoryPlayerTab(ichistory::HistoryService *service, MessageBar *bar,
                                   QWidget *parent)
    : QWidget(parent), m_service(service), m_bar(bar)
{
    m_name = new QComboBox(this);
    m_name->setEditable(true);
    m_name->setInsertPolicy(QComboBox::NoInsert);
    m_name->lineEdit()->setAccessibleName(Tr::tr("Player"));
    m_name->view()->setAccessibleName(Tr::tr("Players"));
    m_name->setMinimumContentsLength(16);
    m_name->lineEdit()->setPlaceholderText(Tr::tr("A player's name"));
    auto *nameLabel = new QLabel(Tr::tr("&Name:"), this);
    nameLabel->setBuddy(m_name);
    m_show = new QPushButton(Tr::tr("Show Ca&reer"), this);
    m_record = new QLabel(Tr::tr("Choose a player to see their career."), this);
    m_record->setTextFormat(Qt::PlainText);
    m_record->setWordWrap(true);
    QFont bold = m_record->font();
    bold.setBold(true);
    m_record->setFont(bold);
    m_style = new QLabel(this);
    m_style->setTextFormat(Qt::PlainText);
    m_style->setWordWrap(true);
    m_oneMatch = new QLabel(this);
    m_oneMatch->setTextFormat(Qt::PlainText);
    m_oneMatch->setWordWrap(true);
    m_oneMatch->hide();

    auto *factions = new QChart;
    m_winRates = new QBarSet(Tr::tr("Win rate"));
    m_bars = new QBarSeries(factions);
    auto *bars = m_bars;
    bars->append(m_winRates);
    factions->addSeries(bars);
    m_factionNames = new QBarCategoryAxis(factions);
    auto *rate = new QValueAxis(factions);
    rate->setRange(0, 100);
    rate->setLabelFormat(QStringLiteral("%.0f"));
    m_factionNames->setTitleText(Tr::tr("Faction"));
    rate->setTitleText(Tr::tr("Win rate (%)"));
    factions->addAxis(m_factionNames, Qt::AlignBottom);
    factions->addAxis(rate, Qt::AlignLeft);
    bars->attachAxis(m_factionNames);
    bars->attachAxis(rate);
    m_factionView = makeChart(factions, Tr::tr("Win rate by faction (%)"));
    connect(factions, &QChart::plotAreaChanged, this, &HistoryPlayerTab::placeBarLabels);
    auto *apm = new QChart;
    m_apm = new QLineSeries(apm);
    apm->addSeries(m_apm);
    addTrendAxes(apm, m_apm, Tr::tr("Actions per minute"));
    m_apmView = makeChart(apm, Tr::tr("Actions per minute, match by match"));
    auto *army = new QChart;
    m_army = new QLineSeries(army);
    army->addSeries(m_army);
    addTrendAxes(army, m_army, Tr::tr("Army value peak"));
    m_armyView = makeChart(army, Tr::tr("Army value peak, match by match"));

    auto *top = new QHBoxLayout;
    top->addWidget(nameLabel);
    top->addWidget(m_name);
    top->addWidget(m_show);
    top->addStretch(1);
    // Until a player with matches is shown, a sentence instead of three empty frames.
    m_charts = new QWidget(this);
    auto *charts = new QHBoxLayout(m_charts);
    charts->setContentsMargins(0, 0, 0, 0);
    charts->addWidget(m_factionView);
    charts->addWidget(m_apmView);
    charts->addWidget(m_armyView);
    m_noCharts = new QLabel(Tr::tr("A player's win rates, actions per minute and army value "
                                   "peaks appear here once their career is shown."),
                            this);
    m_noCharts->setObjectName(QStringLiteral("historyPlayerPlaceholder"));
    m_noCharts->setAlignment(Qt::AlignCenter);
    m_noCharts->setWordWrap(true);
    m_noCharts->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_record);
    layout->addWidget(m_style);
    layout->addWidget(m_oneMatch);
    layout->addWidget(m_charts, 1);
    layout->addWidget(m_noCharts, 1);

    connect(m_show, &QPushButton::clicked, this, [this] { showCareer(); });
    connect(m_name->lineEdit(), &QLineEdit::returnPressed, this, [this] { showCareer(); });
    connect(m_name, &QComboBox::activated, this, [this] { showCareer(); });
    applyPalette();
    fillCharts();
}

void HistoryPlayerTab::addTrendAxes(QChart *chart, QLineSeries *series, const QString &values)
{
    // What is plotted up the side; along the bottom the player's matches, 1 the oldest.
    auto *x = new QValueAxis(chart);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(Tr::tr("Match (1 = oldest)"));
    auto *y = new QValueAxis(chart);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(values);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

void HistoryPlayerTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void HistoryPlayerTab::applyPalette()
{
    // The Match page's look (ChartLook): the window's colours, plain axis titles, a bold
    // round line and bars in the panel's accent (not Qt Charts' light blue; s5-03).
    for (QChartView *view : {m_factionView, m_apmView, m_armyView})
        ChartLook::applyPalette(view->chart(), view, palette());
    const QColor accent = ChartLook::accent(palette());
    for (QLineSeries *line : {m_apm, m_army}) {
        line->setPen(ChartLook::linePen(accent, true));
        line->setColor(accent); // the markers of a few matches
        line->setPointLabelsColor(palette().color(QPalette::WindowText));
    }
    m_winRates->setColor(accent);
    m_winRates->setBorderColor(accent);
    placeBarLabels(); // their colours: the window's text above a bar, the accent's inside
}

QChartView *HistoryPlayerTab::makeChart(QChart *chart, const QString &title)
{
    chart->setTitle(title);
    chart->legend()->hide();
    chart->setLocalizeNumbers(true);
    chart->setMargins(QMargins(2, 2, 2, 2));
    auto *view = new QChartView(chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(200, 160);
    view->setFocusPolicy(Qt::NoFocus);
    view->setAccessibleName(title);
    return view;
}

void HistoryPlayerTab::forgetGame()
{
    ++m_request; // an answer still coming from the game before is dropped
    const QString typed = m_name->currentText();
    m_name->clear();
    m_name->setEditText(typed);
    m_current = {};
    m_record->setText(Tr::tr("Choose a player to see their career."));
    m_style->clear();
    fillCharts();
}

void HistoryPlayerTab::setKnownPlayers(const QStringList &names)
{
    const QString typed = m_name->currentText();
    for (const QString &name : names) {
        if (m_name->findText(name, Qt::MatchFixedString) < 0)
            m_name->addItem(name);
    }
    m_name->setEditText(typed);
}

void HistoryPlayerTab::showCareer(const QString &player)
{
    const QString name = (player.isEmpty() ? m_name->currentText() : player).trimmed();
    if (name.isEmpty()) {
        m_bar->showMessage(MessageBar::Kind::Warning,
                           Tr::tr("Type or choose a player's name first."));
        m_name->setFocus();
        return;
    }
    m_name->setEditText(name);
    const int request = ++m_request;
    m_record->setText(Tr::tr("Loading %1's career…").arg(name));
    QPointer<HistoryPlayerTab> self(this);
    m_service->playerStyle(name, [self, request](const auto &style) {
        if (self && request == self->m_request)
            self->take(style);
    });
}

void HistoryPlayerTab::take(const ic::Result<ichistory::PlayerStyle> &style)
{
    if (!style) {
        const QString why = style.error().code == QLatin1String("history.not-found")
                                ? Tr::tr("The game has no match of %1 in its history: check "
                                         "the name's spelling, or choose one from the list.")
                                      .arg(m_name->currentText().trimmed())
                                : style.error().message;
        m_record->setText(why);
        m_bar->showMessage(MessageBar::Kind::Error, why);
        ActionFeedback::say(this, why);
        m_current = {};
        m_style->clear();
        fillCharts();
        return;
    }
    m_bar->clearIfKind(MessageBar::Kind::Error);
    m_current = *style;
    m_record->setText(Tr::tr("%1: %2").arg(m_current.player, m_current.recordText()));
    m_style->setText(QStringList{m_current.aggressionText(), m_current.expansionText(),
                                 m_current.unitsText(), m_current.apmText()}
                         .join(u'\n'));
    fillCharts();
}

void HistoryPlayerTab::fillCharts()
{
    m_winRates->remove(0, m_winRates->count());
    QStringList counts;
    for (const ichistory::PlayerStyle::Faction &f : std::as_const(m_current.factions))
        counts << Tr::tr("%1: won %2 of %3")
                      .arg(icmatch::factionName(f.faction))
                      .arg(f.wins)
                      .arg(f.matches);
    m_factionView->setToolTip(counts.join(u'\n'));
    QStringList names;
    for (const ichistory::PlayerStyle::Faction &f : std::as_const(m_current.factions)) {
        names << icmatch::factionName(
            f.faction); // the matches per faction are in the bar's tooltip
        *m_winRates << f.winRate() * 100.0;
    }
    m_factionNames->setCategories(names);
    labelBars();

    QList<QPointF> apm;
    QList<QPointF> army;
    double apmTop = 1;
    double armyTop = 1;
    for (int i = 0; i < m_current.trend.size(); ++i) {
        const ichistory::PlayerStyle::TrendPoint &t = m_current.trend.at(i);
        apm << QPointF(i + 1, t.apm);
        army << QPointF(i + 1, double(t.armyValuePeak));
        apmTop = std::max(apmTop, t.apm);
        armyTop = std::max(armyTop, double(t.armyValuePeak));
    }
    m_apm->replace(apm);
    m_army->replace(army);
    for (auto [series, top] : {std::pair{m_apm, apmTop}, std::pair{m_army, armyTop}}) {
        for (QAbstractAxis *axis : series->attachedAxes()) {
            auto *values = static_cast<QValueAxis *>(axis);
            if (axis->orientation() == Qt::Horizontal) {
                values->setRange(1, double(std::max<qsizetype>(2, m_current.trend.size())));
                values->setTickCount(2);
            } else {
                int intervals = 1; // the next nice step above the peak, as the figures' chart
                values->setRange(0, FiguresChart::niceTop(top, &intervals));
                values->setTickCount(intervals + 1);
            }
        }
    }
    showSingleMatch(); // after the axes above: it narrows them for one match
    const bool empty = m_current.matches == 0 && m_current.trend.isEmpty();
    m_charts->setVisible(!empty);
    m_noCharts->setVisible(empty);
}

void HistoryPlayerTab::labelBars()
{
    qDeleteAll(m_barLabels);
    m_barLabels.clear();
    QFont font = m_factionView->font();
    font.setBold(true);
    for (const ichistory::PlayerStyle::Faction &f : std::as_const(m_current.factions)) {
        auto *label =
            new QGraphicsSimpleTextItem(Tr::tr("%1 % of %n", nullptr, f.matches)
                                            .arg(QLocale().toString(qRound(f.winRate() * 100.0))),
                                        m_factionView->chart());
        label->setFont(font);
        label->setZValue(10); // over the bars
        m_barLabels << label;
    }
    placeBarLabels();
    // Once the chart has taken the new categories in (its domain is updated with the layout).
    QMetaObject::invokeMethod(this, &HistoryPlayerTab::placeBarLabels, Qt::QueuedConnection);
}

void HistoryPlayerTab::placeBarLabels()
{
    QChart *chart = m_factionView->chart();
    const QRectF plot = chart->plotArea();
    for (int i = 0; i < m_barLabels.size() && i < m_winRates->count(); ++i) {
        QGraphicsSimpleTextItem *label = m_barLabels.at(i);
        const QPointF top = chart->mapToPosition(QPointF(i, m_winRates->at(i)), m_bars);
        const QRectF box = label->boundingRect();
        const bool above = top.y() - box.height() - 2 >= plot.top();
        label->setBrush(palette().color(above ? QPalette::WindowText : QPalette::HighlightedText));
        label->setPos(top.x() - box.width() / 2, above ? top.y() - box.height() - 2 : top.y() + 2);
    }
}

void HistoryPlayerTab::showSingleMatch()
{
    // A line needs two matches: one alone is a marker with its value beside it, in the middle.
    const bool one = m_current.trend.size() == 1;
    for (QLineSeries *line : {m_apm, m_army}) {
        line->setPointsVisible(m_current.trend.size() <= 12); // each match a marker while few
        line->setPointLabelsVisible(one);
        line->setPointLabelsFormat(QStringLiteral("@yPoint"));
        line->setPointLabelsClipping(false);
        for (QAbstractAxis *axis : line->attachedAxes()) {
            if (axis->orientation() != Qt::Horizontal)
                continue;
            auto *x = static_cast<QValueAxis *>(axis);
            if (one)
                x->setRange(0, 2); // the one match (1) in the middle, no other numbers
            x->setLabelsVisible(!one);
        }
    }
    const QString words =
        one ? Tr::tr("One match so far: %1 actions per minute, an army value peak of %2.")
                  .arg(QLocale().toString(m_current.trend.constFirst().apm, 'f', 0),
                       QLocale().toString(m_current.trend.constFirst().armyValuePeak))
            : QString();
    m_apmView->setToolTip(words);
    m_armyView->setToolTip(words);
    m_oneMatch->setText(words);
    m_oneMatch->setVisible(one);
}

} // namespace icui
