#include "relayclient/TournamentResultsCsv.h"

#include "match/MatchExport.h"

#include "relayclient/Tr.h"

#include <QSaveFile>

namespace icrelayclient {

namespace {

QStringList cellsOf(const RelayMatchResult &r)
{
    const auto cell = &icmatch::MatchExport::csvCell; // the Match page's export's rules
    const auto score = [&r](int team) {
        return team < r.scores.size() ? QString::number(r.scores.at(team)) : QString();
    };
    return {cell(r.relay),
            cell(r.gameId),
            cell(r.map),
            cell(r.mode),
            r.ranked ? QStringLiteral("true") : QStringLiteral("false"),
            r.endedAt.toUTC().toString(Qt::ISODate),
            QString::number(qRound64(r.durationSeconds)),
            r.winnerTeam >= 0 ? QString::number(r.winnerTeam + 1) : QString(),
            cell(r.winners.join(QStringLiteral("; "))),
            cell(r.losers.join(QStringLiteral("; "))),
            score(0),
            score(1),
            cell(r.reason)};
}

} // namespace

QStringList TournamentResultsCsv::header()
{
    return QStringLiteral("relay,game,map,mode,ranked,ended_at,duration_seconds,winner_team,"
                          "winners,losers,score_team1,score_team2,reason")
        .split(u',');
}

QByteArray TournamentResultsCsv::csv(const QList<RelayMatchResult> &results)
{
    QString out = header().join(u',') + QStringLiteral("\r\n");
    for (const RelayMatchResult &r : results)
        out += cellsOf(r).join(u',') + QStringLiteral("\r\n");
    return out.toUtf8();
}

ic::Result<void> TournamentResultsCsv::write(const QString &path,
                                             const QList<RelayMatchResult> &results)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv(results)) < 0 || !file.commit())
        return ic::Error{
            QStringLiteral("tournament.export"),
            // Qualified: lupdate files an unqualified Tr here under "Tr".
            icrelayclient::Tr::tr(
                "Could not write the results to %1: %2. Choose another folder and export again.")
                .arg(path, file.errorString())};
    return {};
}

} // namespace icrelayclient
