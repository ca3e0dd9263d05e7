#pragma once
// Match ▸ Export: the figures, the time series and the events as one CSV file a spreadsheet
// opens (RFC 4180, UTF-8, CRLF). Two sections, each with its header row, an empty line between:
//
// 1. Figures: kind,tick,game_seconds,player,team,faction,army_value,credits,units,structures,
//    apm,present. One "sample" row per player per sample (army value and credits as the chart
//    has them), then one row per player with the latest figures: "final" once the match has
//    ended, "snapshot at m:ss" (the game time of the figures) while it runs. Teams are numbered
//    as the window shows them (1, 2, …); factions by name ("Soviet").
// 2. Events: time,tick,kind,who,text. Every event the Match page's feed holds (kills, buildings,
//    production, chat, announcements, pauses and resumes, kicks, joins and leaves, settings
//    changes): game time as m:ss, the ICRP event type, who did it, the feed's sentence.
//
// Hidden figures are empty cells, never 0. Cells a spreadsheet would run as a formula
// (= + - @ at the start) are written as text.

#include "common/Result.h"

#include <QString>

namespace icmatch {

class MatchModel;

class MatchExport
{
public:
    static QByteArray csv(const MatchModel &model);
    static ic::Result<void> writeCsv(const MatchModel &model, const QString &path);
    /// The label of the latest figures' rows: "final", or "snapshot at 12:34" mid-match.
    static QString figuresLabel(const MatchModel &model);
};

} // namespace icmatch
