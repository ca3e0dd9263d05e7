#pragma once
// Match ▸ Export: the figures, the time series and the events as ONE table a spreadsheet opens
// (RFC 4180, UTF-8, CRLF): one header row, every row the same 14 columns, ordered by tick
// (docs/match-export.md):
//
//   row,tick,time,player,team,faction,army_value,credits,units,structures,apm,present,event,text
//
// `row` says what a row is: `sample` (a point of the chart: army value and credits per player),
// `event` (a line of the Match page's feed: the player it is about (the killer, the sender, the
// kicked player; the admin is named in the text), their team when known, the ICRP event type
// and the feed's sentence), then one row per player with the latest figures: `final` once
// the match has ended, `snapshot` while it runs. A player who
// left or was kicked keeps their `sample` rows with the figures the game goes on publishing, as
// the chart shows them (their latest row says `present` no). `time` is the game time as m:ss. Teams
// are numbered as the window shows them (1, 2, …); factions by name ("Soviet").
//
// Hidden figures are empty cells, never 0. Cells a spreadsheet would run as a formula
// (= + - @ at the start) are written as text.

#include "common/Result.h"
#include "match/MatchFeed.h"
#include "match/MatchSeries.h"
#include "match/PlayerFigures.h"

#include <QList>
#include <QString>

namespace icmatch {

class MatchModel;

class MatchExport
{
public:
    /// What goes into the file (MatchModel's view of the match).
    struct Match
    {
        QList<PlayerFigures> players;
        QList<MatchSeries::Sample> samples;
        QList<MatchFeed::Entry> events;
        qint64 figuresTick = 0;
        int tickRate = 0;
        bool ended = false;
    };

    static Match from(const MatchModel &model);
    static QByteArray csv(const Match &match);
    static QByteArray csv(const MatchModel &model) { return csv(from(model)); }
    static ic::Result<void> writeCsv(const MatchModel &model, const QString &path);
    /// The header row's columns.
    static QStringList columns();
    /// One text cell as RFC 4180 has it: quoted when it holds a comma, quote or line break;
    /// kept as text with a leading apostrophe when a spreadsheet would run it as a formula
    /// (= + - @ tab or CR first). Also the History page's query export.
    static QString csvCell(const QString &text);
};

} // namespace icmatch
