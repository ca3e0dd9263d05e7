// The History page's models from the agreed JSON of ic/match.history, ic/player.style,
// ic/db.schema and ic/db.query: every field read, pages appended without doubles, the
// ic/match.history params of a filter, errors in plain words, and the query's CSV.

#include "history/DbSchema.h"
#include "history/HistoryService.h"
#include "history/MatchHistoryModel.h"
#include "history/PlayerStyle.h"
#include "history/QueryResult.h"
#include "history/QueryResultModel.h"
#include "i18n/Translations.h"
#include "icrp/client/IcrpResult.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace ichistory;

namespace {

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

const char *const kPage = R"({"matches":[
 {"match_id":"m2","started_at":"2026-11-25T21:00:00Z","duration_ticks":18000,"tick_rate":30,
  "map":"Fjord","mode":"1v1","ranked":true,"winner_team":1,"end_reason":"annihilation",
  "replay_id":"m2","players":[
   {"name":"Volkov","team":0,"faction":"soviet","result":"loss","army_value":1200,"credits":300,
    "units":4,"structures":2,"kills":10,"losses":30,"apm":55},
   {"name":"Tanya","team":1,"faction":"allies","result":"win","army_value":9000,"credits":2500,
    "units":40,"structures":12,"kills":30,"losses":10,"apm":80}]},
 {"match_id":"m1","started_at":"2026-11-24T10:00:00Z","duration_ticks":1830,"tick_rate":30,
  "map":"Arctic","mode":"2v2","ranked":false,"winner_team":-1,"end_reason":"time_limit",
  "replay_id":null,"players":[]}],
 "more":true})";

} // namespace

class TestHistoryModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // English as the panel speaks it: its plural forms ("1 match", "20 matches").
        QCOMPARE(ic::Translations::install(QStringLiteral("en")), QStringLiteral("en"));
    }

    void readsAPageOfMatches()
    {
        const HistoryPage page = HistoryPage::fromJson(json(kPage));
        QCOMPARE(page.matches.size(), 2);
        QVERIFY(page.more);
        const HistoryMatch &m = page.matches.at(0);
        QCOMPARE(m.matchId, QStringLiteral("m2"));
        QCOMPARE(m.startedAt, QDateTime(QDate(2026, 11, 25), QTime(21, 0), Qt::UTC));
        QCOMPARE(m.durationSeconds(), 600);
        QVERIFY(m.ranked);
        QCOMPARE(m.winnerTeam, 1);
        QCOMPARE(m.replayId, QStringLiteral("m2"));
        QCOMPARE(m.players.size(), 2);
        QCOMPARE(m.players.at(1).name, QStringLiteral("Tanya"));
        QCOMPARE(m.players.at(1).armyValue, 9000);
        QCOMPARE(m.players.at(1).apm, 80);
        QCOMPARE(m.players.at(0).result, QStringLiteral("loss"));
        QCOMPARE(m.teamPlayers(1), QStringList{QStringLiteral("Tanya")});
        QCOMPARE(m.teams(), (QList<int>{0, 1}));
        QVERIFY(page.matches.at(1).replayId.isEmpty());
        QCOMPARE(page.matches.at(1).winnerTeam, -1);
    }

    void readsOneMatchWithMinutesAndEvents()
    {
        const HistoryMatch m = HistoryMatch::fromJson(json(R"({"match_id":"m9","tick_rate":30,
          "players":[],"minutes":[{"minute":1,"players":[{"name":"A","army_value":100,
          "credits":50,"units":3,"structures":1,"apm":40,"kills":0,"losses":1}]},
          {"minute":2,"players":[{"name":"A","army_value":300,"credits":20,"units":5,
          "structures":2,"apm":44,"kills":2,"losses":1}]}],
          "events":[{"tick":45,"category":"combat","type":"unit_killed","data":{"victim":"B"}}]})"));
        QCOMPARE(m.minutes.size(), 2);
        QCOMPARE(m.minutes.at(1).minute, 2);
        QCOMPARE(m.minutes.at(1).players.at(0).armyValue, 300);
        QCOMPARE(m.minutes.at(0).players.at(0).credits, 50);
        QCOMPARE(m.events.size(), 1);
        QCOMPARE(m.events.at(0).tick, 45);
        QCOMPARE(m.events.at(0).data.value(QStringLiteral("victim")).toString(),
                 QStringLiteral("B"));
    }

    void listsNewestFirstAndAppendsOlderPages()
    {
        MatchHistoryModel model;
        model.setPage(HistoryPage::fromJson(json(kPage)));
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.hasMore());
        QCOMPARE(model.oldestId(), QStringLiteral("m1"));
        QCOMPARE(model.index(0, MatchHistoryModel::Map).data().toString(), QStringLiteral("Fjord"));
        QCOMPARE(model.index(0, MatchHistoryModel::Length).data().toString(),
                 QStringLiteral("10:00"));
        QCOMPARE(model.index(1, MatchHistoryModel::Length).data().toString(),
                 QStringLiteral("1:01"));
        QCOMPARE(model.index(0, MatchHistoryModel::Winner).data().toString(),
                 QStringLiteral("Team 2"));
        QCOMPARE(model.index(1, MatchHistoryModel::Winner).data().toString(),
                 QStringLiteral("Draw"));
        QCOMPARE(model.index(0, MatchHistoryModel::Ranked).data().toString(),
                 QStringLiteral("Ranked"));
        QVERIFY(model.index(1, MatchHistoryModel::Ranked).data().toString().isEmpty());
        QCOMPARE(model.index(0, MatchHistoryModel::Team2).data().toString(),
                 QStringLiteral("Tanya"));
        QCOMPARE(model.index(0, MatchHistoryModel::Team2).data(MatchHistoryModel::TeamRole), 1);
        QCOMPARE(model.index(0, MatchHistoryModel::Map).data(MatchHistoryModel::TeamRole), -1);

        HistoryPage older;
        older.matches << HistoryMatch::fromJson(json(R"({"match_id":"m1"})"))
                      << HistoryMatch::fromJson(json(R"({"match_id":"m0","map":"Bay"})"));
        model.appendPage(older);
        QCOMPARE(model.rowCount(), 3); // m1 is not listed twice
        QCOMPARE(model.index(2, 0).data(MatchHistoryModel::MatchIdRole).toString(),
                 QStringLiteral("m0"));
        QVERIFY(!model.hasMore());
        QCOMPARE(model.rowOf(QStringLiteral("m0")), 2);
    }

    void filterBecomesParams()
    {
        HistoryService::Filter f;
        QCOMPARE(HistoryService::historyParams(f, {}),
                 QJsonObject({{QStringLiteral("limit"), 20}}));
        f.player = QStringLiteral(" Tanya ");
        f.map = QStringLiteral("Fjord");
        f.ranked = false;
        const QJsonObject p = HistoryService::historyParams(f, QStringLiteral("m1"));
        QCOMPARE(p.value(QStringLiteral("player")).toString(), QStringLiteral("Tanya"));
        QCOMPARE(p.value(QStringLiteral("map")).toString(), QStringLiteral("Fjord"));
        QCOMPARE(p.value(QStringLiteral("ranked")), QJsonValue(false));
        QCOMPARE(p.value(QStringLiteral("before")).toString(), QStringLiteral("m1"));
    }

    void readsAPlayersCareer()
    {
        const PlayerStyle s = PlayerStyle::fromJson(json(R"({"player":"Tanya","matches":20,
          "wins":12,"win_rate":0.6,"factions":[{"faction":"allies","matches":15,"wins":10},
          {"faction":"soviet","matches":5,"wins":2}],"aggression":0.8,"expansion_pace":6.5,
          "preferred_units":[{"unit_type":"heavy_tank","count":120,"share":0.34}],
          "apm_by_phase":{"early":42,"mid":55.4,"late":61},
          "trend":[{"match_id":"m1","started_at":"2026-11-24T10:00:00Z","apm":50,
          "army_value_peak":8000,"result":"win"}]})"));
        QCOMPARE(s.player, QStringLiteral("Tanya"));
        QCOMPARE(s.matches, 20);
        QCOMPARE(s.wins, 12);
        QCOMPARE(s.factions.size(), 2);
        QCOMPARE(s.factions.at(1).winRate(), 0.4);
        QCOMPARE(s.preferredUnits.at(0).count, 120);
        QCOMPARE(s.apmMid, 55.4);
        QCOMPARE(s.trend.at(0).armyValuePeak, 8000);
        // Plain words: no score, the units' names as the Match page says them, real plurals.
        QCOMPARE(s.aggressionText(), QStringLiteral("Aggression: high — attacks early and often."));
        QVERIFY(s.expansionText().contains(QStringLiteral("6.5")));
        QCOMPARE(s.recordText(), QStringLiteral("Won 12 of 20 matches (60 %)."));
        PlayerStyle one = s;
        one.matches = 1;
        one.wins = 1;
        one.winRate = 1;
        QCOMPARE(one.recordText(), QStringLiteral("Won 1 of 1 match (100 %)."));
        QCOMPARE(s.unitsText(), QStringLiteral("Mostly builds Heavy Tank (34 %)."));
        QVERIFY(s.apmText().contains(QStringLiteral("55 mid-game")));
    }

    void readsTheSchema()
    {
        const DbSchema schema = DbSchema::fromJson(json(R"({"databases":[{"name":"gameplay",
          "tables":[{"name":"matches","columns":[{"name":"match_id","type":"TEXT"},
          {"name":"ranked","type":"INTEGER"}]},{"name":"units_produced","columns":[]}]}]})"));
        QCOMPARE(schema.databases.size(), 1);
        QCOMPARE(schema.databases.at(0).tables.size(), 2);
        QCOMPARE(schema.databases.at(0).tables.at(0).columns.at(1).type, QStringLiteral("INTEGER"));
    }

    void queryResultAsTableAndCsv()
    {
        const QueryResult r = QueryResult::fromJson(json(R"j({"columns":["map","n","note"],
          "rows":[["Fjord",12,null],["=cmd()",1.5,"a, \u0022b\u0022"]],"truncated":true})j"));
        QVERIFY(r.truncated);
        QueryResultModel model;
        model.setResult(r);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("n"));
        QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("12"));
        QCOMPARE(model.index(0, 2).data().toString(), QString());
        QCOMPARE(r.csv(),
                 QByteArray("map,n,note\r\nFjord,12,\r\n'=cmd(),1.5,\"a, \"\"b\"\"\"\r\n"));
    }

    void errorsInPlainWords()
    {
        icrp::IcrpResult readOnly;
        readOnly.code = -32010;
        readOnly.message = QStringLiteral("writes are not allowed");
        const ic::Error e = HistoryService::errorFor(QStringLiteral("ic/db.query"), readOnly);
        QCOMPARE(e.code, QStringLiteral("history.read-only"));
        QVERIFY(e.message.startsWith(QStringLiteral("The game's databases are read-only: ")));
        QVERIFY(!e.message.contains(readOnly.message)); // the game's words go to the Log
        icrp::IcrpResult bad;
        bad.code = -32602;
        bad.message = QStringLiteral("no such table: x");
        QVERIFY(HistoryService::errorFor(QStringLiteral("ic/db.query"), bad)
                    .message.contains(QStringLiteral("no such table: x")));
        icrp::IcrpResult offline;
        offline.code = icrp::IcrpResult::NotConnected;
        QVERIFY(HistoryService::errorFor(QStringLiteral("ic/match.history"), offline)
                    .message.contains(QStringLiteral("Status page")));
    }
};

QTEST_GUILESS_MAIN(TestHistoryModels)
#include "TestHistoryModels.moc"
