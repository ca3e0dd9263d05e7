#include "ui/status/MatchCard.h"
#include "ui/Tr.h"

#include "match/MatchModel.h"

#include "panel/Panel.h"

#include <QLabel>
#include <QLocale>
#include <algorithm>

namespace icui {

using icmatch::MatchInfo;
using icmatch::MatchModel;

MatchCard::MatchCard(icpanel::Panel &panel, QWidget *parent)
    : StatusCard(Tr::tr("Match"), Tr::tr("Match page"), parent), m_panel(panel)
{
    setObjectName(QStringLiteral("matchCard"));
    bigLine()->setObjectName(QStringLiteral("matchLeader"));
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
    const bool connected = m_panel.status() == icpanel::Panel::Status::Connected;
    if (info.state == MatchInfo::State::Unknown ||
        (!connected && info.state != MatchInfo::State::Ended)) {
        setContent(Tr::tr("No match running"),
                   {connected ? Tr::tr("The game has no match going on.")
                              : Tr::tr("Connect to a game to see who is winning.")});
        return;
    }
    QStringList lines = teamLines();
    lines << clockLine();
    if (info.state == MatchInfo::State::Ended) {
        const QString big = !info.winnerTeam.has_value() ? Tr::tr("The match is over")
                            : *info.winnerTeam < 0
                                ? Tr::tr("Draw")
                                : Tr::tr("Team %1 won").arg(*info.winnerTeam + 1);
        setContent(big, lines, Tone::Neutral);
        return;
    }
    setContent(leaderLine(), lines,
               info.state == MatchInfo::State::Paused ? Tone::Warning : Tone::Good);
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
    return Tr::tr("Team %1 leads by %2").arg(teams.at(0).team + 1).arg(QLocale().toString(margin));
}

QStringList MatchCard::teamLines() const
{
    QStringList lines;
    const QLocale locale;
    const auto number = [&locale](const std::optional<qint64> &value) {
        return value ? locale.toString(*value) : QStringLiteral("?");
    };
    for (const MatchModel::TeamTotals &team : m_panel.match()->teamTotals()) {
        lines << Tr::tr("Team %1: army %2 · credits %3")
                     .arg(team.team + 1)
                     .arg(number(team.armyValue), number(team.credits));
    }
    return lines;
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
