#pragma once
// The History page's Player tab: one player's career from ic/player.style — the record, win
// rate by faction (bars, each labelled with its value and its matches: "60 % of 5"), actions per
// minute and army-value peaks over their matches (lines; a marker with its value, and the figures
// in words, while there is only one match; each axis titled with what it plots), the units they
// build most, and how aggressive and how fast-expanding they are, in words.

#include "history/HistoryService.h"

#include <QWidget>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QComboBox;
class QGraphicsSimpleTextItem;
class QLabel;
class QLineSeries;
class QPushButton;

namespace icui {

class MessageBar;

class HistoryPlayerTab : public QWidget
{
    Q_OBJECT
public:
    HistoryPlayerTab(ichistory::HistoryService *service, MessageBar *bar,
                     QWidget *parent = nullptr);

    /// Asks the game for `player`'s career (the name box's text when empty).
    void showCareer(const QString &player = {});
    /// Offers these names in the name box (those seen on the Matches tab).
    void setKnownPlayers(const QStringList &names);
    /// Another game was chosen: the career shown and the names offered were the other game's.
    void forgetGame();

    QComboBox *nameBox() const { return m_name; }
    QPushButton *showButton() const { return m_show; }
    QLabel *recordLabel() const { return m_record; }
    QLabel *styleLabel() const { return m_style; }
    QChartView *factionChart() const { return m_factionView; }
    QBarSet *winRates() const { return m_winRates; }
    /// One label per bar, in the bars' order: its value and how many matches it is from.
    const QList<QGraphicsSimpleTextItem *> &barLabels() const { return m_barLabels; }
    QLineSeries *apmLine() const { return m_apm; }
    QLineSeries *armyLine() const { return m_army; }
    /// "One match so far: …" while the career has a single match (hidden otherwise).
    QLabel *oneMatchLabel() const { return m_oneMatch; }
    /// The three charts (hidden until a player with matches is shown).
    QWidget *charts() const { return m_charts; }
    /// The sentence standing in for the charts meanwhile.
    QLabel *chartsPlaceholder() const { return m_noCharts; }
    const ichistory::PlayerStyle &style() const { return m_current; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void take(const ic::Result<ichistory::PlayerStyle> &style);
    void fillCharts();
    /// Labels each win-rate bar with its value and matches ("60 % of 5").
    void labelBars();
    /// Puts each bar's label over its bar (inside it when there is no room above).
    void placeBarLabels();
    /// One match: a marker with its value on each trend chart and the figures in words.
    void showSingleMatch();
    QChartView *makeChart(QChart *chart, const QString &title);
    /// A match-by-match chart's axes: the matches along the bottom, `values` up the side.
    static void addTrendAxes(QChart *chart, QLineSeries *series, const QString &values);
    void applyPalette();

    ichistory::HistoryService *m_service;
    MessageBar *m_bar;
    ichistory::PlayerStyle m_current;
    QComboBox *m_name = nullptr;
    QPushButton *m_show = nullptr;
    QLabel *m_record = nullptr;
    QLabel *m_style = nullptr;
    QLabel *m_oneMatch = nullptr;
    QWidget *m_charts = nullptr;
    QLabel *m_noCharts = nullptr;
    QChartView *m_factionView = nullptr;
    QChartView *m_apmView = nullptr;
    QChartView *m_armyView = nullptr;
    QBarSet *m_winRates = nullptr;
    QBarSeries *m_bars = nullptr;
    QList<QGraphicsSimpleTextItem *> m_barLabels;
    QBarCategoryAxis *m_factionNames = nullptr;
    QLineSeries *m_apm = nullptr;
    QLineSeries *m_army = nullptr;
    int m_request = 0;
};

} // namespace icui
