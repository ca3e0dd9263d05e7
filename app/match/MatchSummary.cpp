#include "match/MatchSummary.h"
#include "common/GameTime.h"

#include "match/MatchEventText.h"
#include "match/MatchModel.h"
#include "match/Tr.h"

#include <QLocale>

namespace icmatch {

QString clockText(qint64 tick, int tickRate)
{
    return ic::gameTimeText(tickRate > 0 ? tick / tickRate : 0);
}

QString endReasonText(const QString &reason)
{
    if (reason == QLatin1String("annihilation"))
        return Tr::tr("by destroying every building");
    if (reason == QLatin1String("time_limit"))
        return Tr::tr("at the time limit");
    if (reason.isEmpty())
        return {};
    return Tr::tr("(%1)").arg(readableName(reason)); // a reason of a newer game: its own word
}

QString endSummary(const MatchModel &match)
{
    const MatchInfo &info = match.info();
    if (info.state != MatchInfo::State::Ended)
        return {};
    const QString winner = !info.winnerTeam || *info.winnerTeam < 0
                               ? Tr::tr("The match ended in a draw")
                               : Tr::tr("Team %1 won (%2)")
                                     .arg(QString::number(*info.winnerTeam + 1),
                                          info.winners.join(QStringLiteral(", ")));
    const QString reason = endReasonText(info.endReason);
    const QLocale locale; // "12,345" / "12.345": the user's way of writing numbers
    QStringList figures;
    for (const PlayerFigures &p : match.players()) {
        figures << (p.armyValue ? Tr::tr("%1 %2").arg(p.name, locale.toString(*p.armyValue))
                                : Tr::tr("%1 hidden").arg(p.name));
    }
    const QString end =
        reason.isEmpty()
            ? Tr::tr("%1 after %2.").arg(winner, clockText(match.figuresTick(), info.tickRate))
            : Tr::tr("%1 %2 after %3.")
                  .arg(winner, reason, clockText(match.figuresTick(), info.tickRate));
    return figures.isEmpty()
               ? end
               : Tr::tr("%1 Final army value: %2.").arg(end, figures.join(QStringLiteral(", ")));
}

} // namespace icmatch
