// The demo's game (DemoMatch: ic-panel --demo, ic-tool dev): before its live match it has
// played one short match to its end, so the newest match of ic/match.history has a replay that
// ic/replay.list lists (Open Replay has something to open); its seat is a spectator's, so an
// observer tool sees both teams; starting it again (a match brought back) plays no second one.

#include "RawIcrpSocket.h"
#include "ResultCheck.h"
#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"
#include "mock/demo/DemoMatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace icmock;

namespace {

const QString kPassword = QStringLiteral("demo match test password");

QJsonObject resultOf(RawIcrpSocket &s, const QString &method,
                     const QJsonValue &params = QJsonValue::Undefined)
{
    const QJsonObject answer = s.call(method, params);
    if (!answer.contains(u"result"))
        qWarning() << method << "answered" << answer;
    return answer.value(u"result").toObject();
}

} // namespace

class TestDemoMatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theNewestMatchHasAReplayToOpen()
    {
        DemoMatch demo;
        IC_VERIFY_OK(demo.start(kPassword));
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(QUrl(demo.url()), QStringLiteral("observer"), kPassword));

        const QJsonArray matches = resultOf(observer, QStringLiteral("ic/match.history"),
                                            QJsonObject{{QStringLiteral("limit"), 100}})[u"matches"]
                                       .toArray();
        QCOMPARE(matches.size(), DemoMatch::kDemoHistory + 1);
        const QJsonObject newest = matches.first().toObject();
        const QString replayId = newest[u"replay_id"].toString();
        QVERIFY2(!replayId.isEmpty(), QJsonDocument(newest).toJson().constData());
        QVERIFY(newest[u"duration_ticks"].toInteger() <=
                qint64(DemoMatch::kFinishedSeconds) * newest[u"tick_rate"].toInteger());

        const QJsonArray replays =
            resultOf(observer, QStringLiteral("ic/replay.list"))[u"replays"].toArray();
        QCOMPARE(replays.size(), 1);
        QCOMPARE(replays.first()[u"replay_id"].toString(), replayId);

        // The live match is another one, and its observers share a spectator's seat.
        const QJsonObject info = resultOf(observer, QStringLiteral("ic/match.info"));
        QCOMPARE(info[u"state"].toString(), QStringLiteral("running"));
        QCOMPARE(info[u"local_seat"].toString(), QStringLiteral("spectator"));
        QVERIFY(demo.game()->matchId() != replayId);

        // Brought back: the same history, no second finished match.
        demo.stop();
        IC_VERIFY_OK(demo.start(kPassword));
        RawIcrpSocket again;
        QVERIFY(again.connectAs(QUrl(demo.url()), QStringLiteral("observer"), kPassword));
        QCOMPARE(resultOf(again, QStringLiteral("ic/replay.list"))[u"replays"].toArray().size(), 1);
    }
};

QTEST_MAIN(TestDemoMatch)
#include "TestDemoMatch.moc"
