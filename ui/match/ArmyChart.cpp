#include "ui/match/ArmyChart.h"

#include "match/MatchModel.h"
#include "ui/Tr.h"
#include "ui/appearance/Appearance.h"
#include "ui/match/TeamTintProxy.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPen>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

namespace icui {

ArmyChart::ArmyChart(icmatch::MatchModel *match, QWidget *parent) : QWidget(parent), m_match(match)
{
    m_measureBox = new QComboBox(this);
    m_measureBox->setAccessibleName(Tr::tr("Chart shows"));
    m_measureBox->addItem(Tr::tr("Army value"));
    m_measureBox->addItem(Tr::tr("Credits"));
    connect(m_measureBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMeasure(index == 1 ? Measure::Credits : Measure::ArmyValue); });

    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_time = new QValueAxis(m_chart);
    m_time->setTitleText(Tr::tr("Game time (minutes)"));
    m_time->setLabelFormat(QStringLiteral("%.1f"));
    m_time->setTickCount(6);
    m_value = new QValueAxis(m_chart);
    m_value->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_time, Qt::AlignBottom);
    m_chart->addAxis(m_value, Qt::AlignLeft);
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(200);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(Tr::tr("Chart:"), this));
    top->addWidget(m_measureBox);
    top->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    applyPalette();
    connect(match, &icmatch::MatchModel::figuresChanged, this, &ArmyChart::rebuild);
    connect(match, &icmatch::MatchModel::matchReset, this, &ArmyChart::rebuild);
    rebuild();
}

void ArmyChart::setMeasure(Measure measure)
{
    m_measure = measure;
    const QSignalBlocker blocker(m_measureBox);
    m_measureBox->setCurrentIndex(measure == Measure::Credits ? 1 : 0);
    rebuild();
}

void ArmyChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void ArmyChart::applyPalette()
{
    const QPalette p = palette();
    const QColor text = p.color(QPalette::Text);
    const QColor line = p.color(QPalette::Mid);
    m_chart->setBackgroundBrush(p.base());
    m_chart->setBackgroundPen(QPen(line));
    m_chart->legend()->setLabelColor(text);
    for (QValueAxis *axis : {m_time, m_value}) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(line);
        axis->setGridLineColor(Appearance::isDark(p) ? line.darker(130) : line.lighter(130));
    }
    m_view->setBackgroundBrush(p.window());
}

QLineSeries *ArmyChart::line(const QString &player) const
{
    for (QAbstractSeries *s : m_chart->series()) {
        if (s->name() == player)
            return qobject_cast<QLineSeries *>(s);
    }
    return nullptr;
}

void ArmyChart::rebuild()
{
    const double minutesPerTick =
        m_match->info().tickRate > 0 ? 1.0 / (60.0 * m_match->info().tickRate) : 0.0;
    double top = 1;
    double end = 1;
    QHash<int, int> seen; // the second player of a team gets a lighter line
    for (const icmatch::PlayerFigures &p : m_match->players()) {
        const int nth = seen[p.team]++;
        QList<QPointF> points;
        for (const icmatch::MatchSeries::Sample &sample : m_match->series().samples()) {
            const auto v = sample.players.value(p.name);
            const std::optional<qint64> value =
                m_measure == Measure::Credits ? v.credits : v.armyValue;
            if (!value)
                continue;
            points << QPointF(double(sample.tick) * minutesPerTick, double(*value));
            top = std::max(top, double(*value));
            end = std::max(end, double(sample.tick) * minutesPerTick);
        }
        QLineSeries *series = line(p.name);
        if (!series) {
            series = new QLineSeries(m_chart);
            series->setName(p.name);
            series->setColor(TeamTintProxy::teamColor(p.team).lighter(100 + 40 * nth));
            m_chart->addSeries(series);
            series->attachAxis(m_time);
            series->attachAxis(m_value);
        }
        series->replace(points);
    }
    // Lines of players no longer in the match (a new match began) go.
    for (QAbstractSeries *s : m_chart->series()) {
        const auto &players = m_match->players();
        if (std::none_of(players.cbegin(), players.cend(),
                         [s](const auto &p) { return p.name == s->name(); })) {
            m_chart->removeSeries(s);
            delete s;
        }
    }
    m_time->setRange(0, end);
    m_value->setRange(0, top * 1.1);
    m_value->applyNiceNumbers();
    m_value->setTitleText(m_measure == Measure::Credits ? Tr::tr("Credits") : Tr::tr("Army value"));
}

} // namespace icui
