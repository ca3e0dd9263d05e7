#include "match/MatchSummary.h"
#include "common/GameTime.h"

#include "match/MatchEventText.h"
#include "match/MatchModel.h"
#include "match/Tr.h"

#include <QJsonArray>
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

QList<qint64> endScores(const MatchModel &match)
{
    // The newest game_end in the feed (game_start clears it): the end shown.
    const QList<MatchFeed::Entry> &entries = match.feed()->entries();
    for (auto it = entries.crbegin(); it != entries.crend(); ++it) {
        if (it->type != QLatin1String("game_end"))
            continue;
        QList<qint64> scores;
        for (const QJsonValue &v : it->data.value(u"scores").toArray())
            scores << v.toInteger();
        return scores.size() == 2 ? scores : QList<qint64>();
    }
    return {};
}

QString timeLimitText(int winnerTeam, const QList<qint64> &scores)
{
    if (scores.size() != 2)
        return {};
    const QLocale locale;
    if (winnerTeam < 0 || winnerTeam > 1 || scores.at(0) == scores.at(1)) {
        return Tr::tr("Time limit: a draw on score, %1 each (army value plus buildings standing).")
            .arg(locale.toString(scores.at(0)));
    }
    return Tr::tr("Time limit: Team %1 wins on score, %2 to %3 (army value plus buildings "
                  "standing).")
        .arg(QString::number(winnerTeam + 1), locale.toString(scores.at(winnerTeam)),
             locale.toString(scores.at(1 - winnerTeam)));
}

namespace {

/// ", on score: 12,300 to 11,900 (army value plus buildings standing)" at the time limit with
/// both scores known, the winner's first; empty otherwise.
QString scoreClause(const MatchModel &match)
{
    const MatchInfo &info = match.info();
    const QList<qint64> scores = endScores(match);
    if (info.endReason != QLatin1String("time_limit") || scores.size() != 2)
        return {};
    const QLocale locale;
    const int winner = info.winnerTeam.value_or(-1);
    if (winner < 0 || winner > 1)
        return Tr::tr(", on score: %1 each (army value plus buildings standing)")
            .arg(locale.toString(scores.at(0)));
    return Tr::tr(", on score: %1 to %2 (army value plus buildings standing)")
        .arg(locale.toString(scores.at(winner)), locale.toString(scores.at(1 - winner)));
}

} // namespace

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
    const QString clock = clockText(match.figuresTick(), info.tickRate);
    const QString score = scoreClause(match);
    const QString end = reason.isEmpty() ? Tr::tr("%1 after %2.").arg(winner, clock)
                        : score.isEmpty()
                            ? Tr::tr("%1 %2 after %3.").arg(winner, reason, clock)
                            : Tr::tr("%1 %2 after %3%4.").arg(winner, reason, clock, score);
    return figures.isEmpty()
               ? end
               : Tr::tr("%1 Final army value: %2.").arg(end, figures.join(QStringLiteral(", ")));
}

} // namespace icmatch
