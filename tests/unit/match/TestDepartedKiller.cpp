// Issue 26, eighth newcomer: a kicked player's units stop and only return fire, so a kill by
// them after the kick is said as their units' ("Volkov's units (kicked) destroyed …"), not as
// the player's own; a player who left is said to have left the match. Fed through the replay
// methods of MatchModel (no connection needed).

#include "match/MatchFeed.h"
#include "match/MatchInfo.h"
#include "match/MatchModel.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

class TestDepartedKiller : public QObject
{
    Q_OBJECT

private:
    static QJsonObject player(const QString &name, int team)
    {
        return {{QStringLiteral("name"), name},
                {QStringLiteral("faction"), QStringLiteral("soviet")},
                {QStringLiteral("team"), team},
                {QStringLiteral("present"), true},
                {QStringLiteral("army_value"), 1000},
                {QStringLiteral("credits"), 500}};
    }
    static QJsonObject kill(const QString &killer)
    {
        return {{QStringLiteral("killed_by"), killer},
                {QStringLiteral("owner"), QStringLiteral("alice")},
                {QStringLiteral("unit_type"), QStringLiteral("rifle_infantry")}};
    }
    static QString lastLine(const icmatch::MatchModel &model)
    {
        return model.feed()->entries().constLast().sentence;
    }

private Q_SLOTS:
    void killsAfterALeaveAreTheUnitsOfWhoLeft()
    {
        icmatch::MatchModel model(nullptr);
        icmatch::MatchInfo info;
        info.map = QStringLiteral("Fjord Crossing");
        info.seed = 1;
        info.tickRate = 15;
        info.state = icmatch::MatchInfo::State::Running;
        model.showReplay(info);
        model.takeFigures(
            {{QStringLiteral("game_time_ticks"), 100},
             {QStringLiteral("players"),
              QJsonArray{player(QStringLiteral("Volkov"), 0), player(QStringLiteral("Tanya"), 1),
                         player(QStringLiteral("alice"), 1)}}});
        const QString combat = QStringLiteral("combat");
        const QString destroyed = QStringLiteral("unit_destroyed");
        model.replayEvent(combat, destroyed, 110, kill(QStringLiteral("Volkov")));
        QCOMPARE(lastLine(model), QStringLiteral("Volkov destroyed alice's Rifle Infantry"));

        model.replayEvent(QStringLiteral("admin"), QStringLiteral("kick"), 120,
                          {{QStringLiteral("player"), QStringLiteral("Volkov")}});
        model.replayEvent(combat, destroyed, 150, kill(QStringLiteral("Volkov")));
        QCOMPARE(lastLine(model),
                 QStringLiteral("Volkov's units (kicked) destroyed alice's Rifle Infantry"));

        model.replayEvent(QStringLiteral("match"), QStringLiteral("player_leave"), 160,
                          {{QStringLiteral("player"), QStringLiteral("Tanya")}});
        model.replayEvent(combat, destroyed, 170, kill(QStringLiteral("Tanya")));
        QCOMPARE(lastLine(model),
                 QStringLiteral("Tanya's units (left the match) destroyed alice's Rifle Infantry"));
    }
};

QTEST_GUILESS_MAIN(TestDepartedKiller)
#include "TestDepartedKiller.moc"
