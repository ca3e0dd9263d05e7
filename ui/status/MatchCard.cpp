#include "ui/status/MatchCard.h"
#include "ui/Tr.h"
#include "ui/status/ArmyTrend.h"
#include "ui/status/DotList.h"
#include "ui/status/TugOfWarBar.h"

#include "match/MatchModel.h"
#include "match/MatchSummary.h"

#include "panel/Panel.h"

#include <QFontMetrics>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>

namespace icui {

using icmatch::MatchInfo;
using icmatch::MatchModel;

MatchCard::MatchCard(icpanel::Panel &panel, QWidget *parent)
    : StatusCard(Tr::tr("Match"), Tr::tr("Match page"), parent), m_panel(panel)
{
    setObjectName(QStringLiteral("matchCard"));
    bigLine()->setObjectName(QStringLiteral("matchLeader"));
    m_bar = new TugOfWarBar(this);
    m_bar->hide();
    m_teams = new DotList(this);
    m_teams->setObjectName(QStringLiteral("matchTeams"));
    m_clock = new QLabel(this);
    m_clock->setObjectName(QStringLiteral("matchClock"));
    m_clock->setWordWrap(true);
    m_clock->setForegroundRole(QPalette::PlaceholderText);
    m_clock->hide();
    body()->addSpacing(2);
    body()->addWidget(m_bar);
    body()->addWidget(m_teams);
    body()->addWidget(m_clock);
    // Made before the connections below: it reads the series before refresh() asks it.
    m_trend = new ArmyTrend(panel.match(), this);
    m_trend->hide();
    body()->addSpacing(4);
    body()->addWidget(m_trend, 1);

    MatchModel *match = m_panel.match();
    connect(match, &MatchModel::figuresChanged, this, &MatchCard::refresh);
    connect(match, &MatchModel::infoChanged, this, &MatchCard::refresh);
    connect(match, &MatchModel::matchReset, this, &MatchCard::refresh);
    connect(&m_panel, &icpanel::Panel::statusChanged, this, &MatchCard::refresh);
    connect(&m_panel, &icpanel::Panel::infoChanged, this, &MatchCard::refresh);
    refresh();
}

void MatchCard::refresh()
{
    const MatchInfo &info = m_panel.match()->info();
    using Status = icpanel::Panel::Status;
    const Status status = m_panel.status();
    const bool connected = status == Status::Connected;
    if (info.state == MatchInfo::State::Unknown ||
        (!connected && info.state != MatchInfo::State::Ended)) {
        const bool reaching = status == Status::Connecting || status == Status::Authenticating ||
                              status == Status::Reconnecting;
        const QString game = m_panel.currentProfile().name;
        setContent(Tr::tr("No match running"),
                   {connected ? Tr::tr("The game has no match going on.")
                    : reaching && !game.isEmpty()
                        ? Tr::tr("The match shows here once %1 answers.").arg(game)
                        : Tr::tr("Connect to a game to see who is winning.")});
        m_bar->hide();
        m_teams->setRows({});
        m_clock->hide();
        showTrend(false);
        return;
    }
    showTeams();
    m_clock->setText(clockLine());
    m_clock->show();
    showTrend(m_trend->hasLines());
    const QString hidden = hiddenReason();
    QStringList small = hidden.isEmpty() ? QStringList() : QStringList{hidden};
    if (info.state == MatchInfo::State::Ended) {
        // At the time limit the score decides, not army value: the card says so, and the scores.
        if (info.endReason == QLatin1String("time_limit")) {
            const QString why = icmatch::timeLimitText(info.winnerTeam.value_or(-1),
                                                       icmatch::endScores(*m_panel.match()));
            if (!why.isEmpty())
                small.prepend(why);
        }
        const QString big = !info.winnerTeam.has_value() ? Tr::tr("The match is over")
                            : *info.winnerTeam < 0       ? Tr::tr("Draw")
                                                         : wonLine(*info.winnerTeam);
        setContent(big, small, Tone::Neutral);
        return;
    }
    setContent(leaderLine(), small,
               info.state == MatchInfo::State::Paused ? Tone::Warning : Tone::Good);
}

void MatchCard::showTrend(bool shown)
{
    m_trend->setVisible(shown);
    setBodyFills(shown);
}

QString MatchCard::leaderLine() const
{
    QList<MatchModel::TeamTotals> teams;
    for (const MatchModel::TeamTotals &team : m_panel.match()->teamTotals()) {
        if (team.armyValue.has_value())
            teams << team;
    }
    if (teams.size() < 2)
        return m_panel.match()->teamTotals().size() < 2 ? Tr::tr("Waiting for the teams")
                                                        : Tr::tr("Army values are hidden");
    std::sort(teams.begin(), teams.end(),
              [](const auto &a, const auto &b) { return *a.armyValue > *b.armyValue; });
    const qint64 margin = *teams.at(0).armyValue - *teams.at(1).armyValue;
    if (margin == 0)
        return Tr::tr("Even: no team leads");
    return Tr::tr("Team %1 leads by %2 army value")
        .arg(teams.at(0).team + 1)
        .arg(QLocale().toString(margin));
}

QString MatchCard::wonLine(int winner) const
{
    const QString won = Tr::tr("Team %1 won").arg(winner + 1);
    // At the time limit the score decided, said under it; otherwise by how much, in army value
    // at the end (the seventeenth newcomer: "Team 2 won", but not by how much).
    if (m_panel.match()->info().endReason == QLatin1String("time_limit"))
        return won;
    std::optional<qint64> winners;
    std::optional<qint64> best; // the best of the other teams
    for (const MatchModel::TeamTotals &team : m_panel.match()->teamTotals()) {
        if (!team.armyValue)
            return won; // hidden: no margin to say
        if (team.team == winner)
            winners = team.armyValue;
        else
            best = std::max(best.value_or(0), *team.armyValue);
    }
    if (!winners || !best || *winners <= *best)
        return won;
    return Tr::tr("Team %1 won by %2 army value")
        .arg(winner + 1)
        .arg(QLocale().toString(*winners - *best));
}

QString MatchCard::hiddenReason() const
{
    const QList<MatchModel::TeamTotals> &teams = m_panel.match()->teamTotals();
    const bool hidden =
        std::any_of(teams.cbegin(), teams.cend(), [](const auto &t) { return !t.armyValue; });
    if (!hidden || teams.size() < 2)
        return {};
    const QString tier = m_panel.grantedTier();
    return tier.isEmpty() ? Tr::tr("The game hides some teams' army values, so there is no bar.")
                          : Tr::tr("The game hides some teams' army values from the %1 tier, so "
                                   "there is no bar.")
                                .arg(tier);
}

void MatchCard::showTeams()
{
    const QLocale locale;
    const auto number = [&locale](const std::optional<qint64> &value) {
        return value ? locale.toString(*value) : QStringLiteral("?");
    };
    QList<DotList::Row> rows;
    QList<TugOfWarBar::Side> sides;
    bool allKnown = true;
    const QList<MatchModel::TeamTotals> &totals = m_panel.match()->teamTotals();
    const auto both = [&](const MatchModel::TeamTotals &team) {
        return Tr::tr("army %1 · credits %2").arg(number(team.armyValue), number(team.credits));
    };
    // Army value and credits on one line when every team's names fit beside them, else on two
    // lines for every team alike (never credits for one team and not the other). Measured
    // against figures of five digits, not the figures now, so the lines do not change their
    // layout as the figures grow.
    const bool roomy = std::all_of(totals.cbegin(), totals.cend(), [&](const auto &team) {
        return team.players.isEmpty() ||
               fitsTwoLines(Tr::tr("%1 — %2").arg(Tr::tr("Team %1").arg(team.team + 1),
                                                  team.players.join(QStringLiteral(", "))),
                            steadyRoom(both(team)));
    });
    for (const MatchModel::TeamTotals &team : totals) {
        const QString state = roomy ? both(team)
                                    : Tr::tr("army %1").arg(number(team.armyValue)) +
                                          QLatin1Char('\n') +
                                          Tr::tr("credits %1").arg(number(team.credits));
        rows << DotList::Row{teamTitle(team, state), state, DotList::Dot::Team, team.team,
                             teamToolTip(team)};
        allKnown = allKnown && team.armyValue.has_value();
        sides << TugOfWarBar::Side{team.team, team.armyValue.value_or(0)};
    }
    m_teams->setRows(rows);
    const bool showBar = allKnown && sides.size() >= 2;
    m_bar->setSides(showBar ? sides : QList<TugOfWarBar::Side>{});
    m_bar->setVisible(showBar);
}

int MatchCard::nameRoom(const QString &state) const
{
    const QFontMetrics metrics = m_teams->fontMetrics();
    // DotList's margin for the dots (0.55 of a line and 8 px) and the 8 px gap to the figures,
    // whose label is as wide as QLabel measures its text.
    const int dots = metrics.height() * 55 / 100 + 8 + 8;
    int figures = 0;
    for (const QString &line : state.split(QLatin1Char('\n')))
        figures = std::max(figures, lineWidth(line));
    return m_teams->width() - dots - figures;
}

int MatchCard::steadyRoom(const QString &state) const
{
    const QString five = QLocale().toString(99999);
    const QString widest =
        state.contains(QLatin1Char('\n'))
            ? Tr::tr("army %1").arg(five) + QLatin1Char('\n') + Tr::tr("credits %1").arg(five)
            : Tr::tr("army %1 · credits %2").arg(five, five);
    return std::min(nameRoom(state), nameRoom(widest));
}

bool MatchCard::fitsTwoLines(const QString &text, int room) const
{
    forgetMeasures();
    const QString key = QString::number(room) + QLatin1Char('\n') + text;
    if (const auto known = m_fits.constFind(key); known != m_fits.cend())
        return *known;
    const QFontMetrics metrics = m_teams->fontMetrics();
    const QRect needed = metrics.boundingRect(
        QRect(0, 0, std::max(room, 1), metrics.height() * 100), Qt::TextWordWrap, text);
    const bool fits = needed.width() <= room && needed.height() < metrics.height() * 5 / 2;
    m_fits.insert(key, fits);
    return fits;
}

int MatchCard::lineWidth(const QString &text) const
{
    forgetMeasures();
    if (const auto known = m_lineWidths.constFind(text); known != m_lineWidths.cend())
        return *known;
    const int width = m_teams->fontMetrics().boundingRect(text).width();
    m_lineWidths.insert(text, width);
    return width;
}

void MatchCard::forgetMeasures() const
{
    // A few hundred entries at most in a long match (the figures' lines change every second).
    constexpr qsizetype kMostKept = 512;
    const QFont font = m_teams->font();
    const int dpi = m_teams->logicalDpiY();
    if (font == m_measuredFont && dpi == m_measuredDpi &&
        m_lineWidths.size() + m_fits.size() < kMostKept)
        return;
    m_lineWidths.clear();
    m_fits.clear();
    m_measuredFont = font;
    m_measuredDpi = dpi;
}

QString MatchCard::teamTitle(const MatchModel::TeamTotals &team, const QString &state) const
{
    const QString title = Tr::tr("Team %1").arg(team.team + 1);
    if (team.players.isEmpty())
        return title;
    // The names share the row with the figures: they wrap onto a second line when they must;
    // the players who do not fit on two lines are counted ("+2"), no name is cut.
    const int room = steadyRoom(state);
    QString shown;
    for (qsizetype count = team.players.size(); count >= 1; --count) {
        const QString names = team.players.first(count).join(QStringLiteral(", "));
        const int rest = int(team.players.size() - count);
        shown = Tr::tr("%1 — %2").arg(
            title, rest == 0 ? names : Tr::tr("%1, +%n", "more players", rest).arg(names));
        if (fitsTwoLines(shown, room))
            return shown;
    }
    // Not even the first name fits on two lines (a very narrow card): shortened at the end.
    const QFontMetrics metrics = m_teams->fontMetrics();
    return metrics.elidedText(shown, Qt::ElideRight, std::max(room, 1) * 2 - metrics.height());
}

QString MatchCard::teamToolTip(const MatchModel::TeamTotals &team) const
{
    QStringList names = team.players;
    for (const QString &gone : team.departed)
        names << Tr::tr("%1 (left)").arg(gone);
    return names.isEmpty()
               ? QString()
               : Tr::tr("Team %1: %2").arg(team.team + 1).arg(names.join(QStringLiteral(", ")));
}

void MatchCard::resizeEvent(QResizeEvent *event)
{
    StatusCard::resizeEvent(event);
    if (m_teams->isVisible())
        showTeams(); // the names wrap again at the new width
}

QString MatchCard::clockLine() const
{
    const MatchInfo &info = m_panel.match()->info();
    QStringList parts;
    const QString clock = m_panel.gameClockText();
    if (!clock.isEmpty())
        parts << clock;
    parts << MatchInfo::stateText(info.state);
    if (!info.map.isEmpty())
        parts << info.map;
    return parts.join(QStringLiteral(" · "));
}

} // namespace icui
