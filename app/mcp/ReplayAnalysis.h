#pragma once
// analyze_replay's figures, from one finished match as ic/match.history {match_id} answers it
// (docs/icrp-spec.md §10.19): each player's end figures and army peak, the teams' army value
// minute by minute and where the lead changed hands, the engagements, and which unit types each
// player lost most. Pure computation: no game, no I/O.

#include <QJsonObject>

namespace icmcp {

class ReplayAnalysis
{
public:
    static QJsonObject analyze(const QJsonObject &match);

private:
    static QJsonArray players(const QJsonObject &match);
    static QJsonArray armyByMinute(const QJsonObject &match);
    static QJsonArray leadChanges(const QJsonArray &armyByMinute);
    static QJsonObject combat(const QJsonObject &match);
};

} // namespace icmcp
