// ReplayDeck over a real IcrpClient against ic-remote-mock (real sockets on port 0, manual
// ticking) after a short match ended and its replay was saved in a temporary data folder: load
// gives the replay's figures at tick 0, playing at 4× moves the cursor and delivers events, pause
// holds it, a seek back starts the view again and a seek forward lands on the tick asked with the
// figures of that tick, and the next fight lands on an engagement_start or unit_destroyed.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "history/ReplayDeck.h"
#include "icrp/client/IcrpClient.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "mock/SkirmishSim.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using ichistory::ReplayDeck;

namespace {
const QString kPassword = QStringLiteral("replay deck test password");
}

class TestReplayDeck : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<icmock::MockGame> m_game;
    std::unique_ptr<icrp::IcrpClient> m_client;
    QTimer m_pump; // the game's clock after the end: each tick renews the request budget
    QString m_replayId;
    qint64 m_endTick = 0;

    static qint64 stateTick(const QJsonObject &state)
    {
        return qint64(state.value(u"game_time_ticks").toDouble());
    }

    /// A deck over the test's connection with the match's replay loaded (figures of tick 0).
    std::unique_ptr<ReplayDeck> loadedDeck()
    {
        auto deck = std::make_unique<ReplayDeck>(m_client.get());
        deck->setStepInterval(50);
        QSignalSpy figures(deck.get(), &ReplayDeck::figuresChanged);
        deck->load(m_replayId);
        if (!figures.wait(5000))
            return nullptr;
        return deck;
    }

    /// Waits until the deck's seek (or search) is done.
    static bool settle(ReplayDeck &deck)
    {
        for (int i = 0; i < 1000 && deck.isBusy(); ++i)
            QTest::qWait(10); // QTRY_* cannot return a value
        return !deck.isBusy();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        icmock::MockOptions o;
        o.seed = 5;
        o.password = kPassword;
        o.durationSeconds = 40;
        o.dataDir = m_dir.path();
        QString error;
        m_game = mocktest::startGame(o, &error);
        QVERIFY2(m_game, qPrintable(error));
        QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
        for (int i = 0; i < 200 && saved.isEmpty(); ++i)
            m_game->advance(15);
        QCOMPARE(saved.size(), 1);
        m_replayId = saved.at(0).at(0).toString();
        m_endTick = m_game->sim()->tick();
        connect(&m_pump, &QTimer::timeout, this, [this] { m_game->advance(1); });
        m_pump.start(5);

        m_client = std::make_unique<icrp::IcrpClient>();
        icrp::IcrpClient::Options co;
        co.url = QUrl(m_game->url());
        co.tier = icrp::Tier::Observer;
        co.password = kPassword;
        co.clientName = QStringLiteral("TestReplayDeck");
        m_client->setOptions(co);
        m_client->open();
        QTRY_COMPARE_WITH_TIMEOUT(m_client->state(), icrp::IcrpClient::State::Connected, 10000);
    }

    void cleanupTestCase()
    {
        m_pump.stop();
        m_client.reset();
        m_game.reset();
    }

    void loadGivesTheReplayAtItsStart()
    {
        auto deck = std::make_unique<ReplayDeck>(m_client.get());
        QSignalSpy loaded(deck.get(), &ReplayDeck::loaded);
        QSignalSpy figures(deck.get(), &ReplayDeck::figuresChanged);
        deck->load(m_replayId);
        QVERIFY(figures.wait(5000));
        QCOMPARE(loaded.size(), 1);
        QCOMPARE(deck->replayId(), m_replayId);
        QCOMPARE(deck->endTick(), m_endTick);
        QCOMPARE(deck->tickRate(), icmock::MockGame::kDefaultTickRate);
        QCOMPARE(deck->tick(), 0);
        QCOMPARE(deck->loadAnswer().value(u"players").toArray().size(), 4);
        QCOMPARE(figures.at(0).at(0).toJsonObject().value(u"players").toArray().size(), 4);
    }

    void playAt4xMovesAndDeliversEventsAndPauseHolds()
    {
        auto deck = loadedDeck();
        QVERIFY(deck);
        QSignalSpy events(deck.get(), &ReplayDeck::eventsPassed);
        deck->setSpeed(4);
        QCOMPARE(deck->speed(), 4);
        deck->play();
        QVERIFY(deck->isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(deck->tick() >= 10 * deck->tickRate(), 10000);
        QVERIFY(!events.isEmpty());
        // 4×: one step of 50 ms covers 4 × 15 × 0.05 = 3 ticks
        deck->pause();
        QVERIFY(settle(*deck));
        const qint64 held = deck->tick();
        QSignalSpy ticks(deck.get(), &ReplayDeck::tickChanged);
        QVERIFY(!ticks.wait(300)); // paused: nothing moves

        QCOMPARE(deck->tick(), held);
    }

    void playingStopsAtTheEnd()
    {
        auto deck = loadedDeck();
        QVERIFY(deck);
        deck->seek(m_endTick - 30);
        QVERIFY(settle(*deck));
        QSignalSpy playing(deck.get(), &ReplayDeck::playingChanged);
        deck->setSpeed(8);
        deck->play();
        QTRY_COMPARE_WITH_TIMEOUT(deck->tick(), m_endTick, 10000);
        QTRY_VERIFY(!deck->isPlaying());
        QCOMPARE(playing.size(), 2);
    }

    void seekBackRestartsAndSeekForwardLandsOnTheTick()
    {
        auto deck = loadedDeck();
        QVERIFY(deck);
        QSignalSpy figures(deck.get(), &ReplayDeck::figuresChanged);
        QSignalSpy restarted(deck.get(), &ReplayDeck::restarted);
        QSignalSpy events(deck.get(), &ReplayDeck::eventsPassed);
        const qint64 forward = m_endTick / 2;
        deck->seek(forward);
        QVERIFY(settle(*deck));
        QCOMPARE(deck->tick(), forward);
        QCOMPARE(restarted.size(), 0);
        QCOMPARE(stateTick(figures.last().at(0).toJsonObject()), forward);
        QVERIFY2(figures.size() > 2, "a long seek gives the chart points along the way");
        qint64 lastEventTick = 0;
        for (const QList<QVariant> &batch : std::as_const(events)) {
            for (const QJsonValue &e : batch.at(0).toJsonArray()) {
                const qint64 t = e.toObject().value(u"tick").toInteger();
                QVERIFY(t >= lastEventTick && t <= forward);
                lastEventTick = t;
            }
        }
        QVERIFY(lastEventTick > 0);

        events.clear();
        const qint64 back = forward / 3;
        deck->seek(back);
        QVERIFY(settle(*deck));
        QCOMPARE(restarted.size(), 1);
        QCOMPARE(deck->tick(), back);
        QCOMPARE(stateTick(figures.last().at(0).toJsonObject()), back);
        for (const QList<QVariant> &batch : std::as_const(events)) {
            for (const QJsonValue &e : batch.at(0).toJsonArray())
                QVERIFY(e.toObject().value(u"tick").toInteger() <= back);
        }
        QVERIFY(!events.isEmpty()); // the feed is rebuilt from the start
    }

    void nextFightLandsOnAFight()
    {
        auto deck = loadedDeck();
        QVERIFY(deck);
        QSignalSpy found(deck.get(), &ReplayDeck::fightFound);
        QSignalSpy events(deck.get(), &ReplayDeck::eventsPassed);
        deck->nextFight();
        QVERIFY(found.wait(10000));
        QVERIFY(settle(*deck));
        const qint64 at = found.at(0).at(0).toLongLong();
        QVERIFY(at > 0);
        QCOMPARE(deck->tick(), at);
        bool fightAtTick = false;
        for (const QList<QVariant> &batch : std::as_const(events)) {
            for (const QJsonValue &e : batch.at(0).toJsonArray()) {
                const QJsonObject o = e.toObject();
                QVERIFY(o.value(u"tick").toInteger() <= at);
                const QString type = o.value(u"type").toString();
                if (o.value(u"tick").toInteger() == at &&
                    (type == u"engagement_start" || type == u"unit_destroyed"))
                    fightAtTick = true;
            }
        }
        QVERIFY(fightAtTick);
        // the next one is later still
        deck->nextFight();
        QSignalSpy none(deck.get(), &ReplayDeck::noFightAhead);
        QTRY_VERIFY_WITH_TIMEOUT(found.size() == 2 || !none.isEmpty(), 10000);
        if (found.size() == 2)
            QVERIFY(found.at(1).at(0).toLongLong() > at);
    }

    void noFightAfterTheEnd()
    {
        auto deck = loadedDeck();
        QVERIFY(deck);
        deck->seek(m_endTick);
        QVERIFY(settle(*deck));
        QSignalSpy none(deck.get(), &ReplayDeck::noFightAhead);
        deck->nextFight();
        QVERIFY(none.wait(5000));
        QCOMPARE(deck->tick(), m_endTick);
    }

    void aCutAnswerIsAskedAgainInWholeTicks()
    {
        const auto event = [](qint64 tick, const char *type) {
            return QJsonObject{{QStringLiteral("category"), QStringLiteral("combat")},
                               {QStringLiteral("type"), QLatin1String(type)},
                               {QStringLiteral("tick"), tick}};
        };
        const QJsonArray cut{event(11, "a"), event(12, "b"), event(14, "c"), event(14, "d")};
        // Whole: all of it, nothing to ask again.
        ReplayDeck::WholeEvents whole = ReplayDeck::wholeEvents(cut, false, 10);
        QCOMPARE(whole.events, cut);
        QCOMPARE(whole.againFrom, -1);
        QCOMPARE(whole.missedFrom, -1);
        // Cut (events_truncated): tick 14 may lack events, so it goes and is asked again from 13.
        whole = ReplayDeck::wholeEvents(cut, true, 10);
        QCOMPARE(whole.events, (QJsonArray{event(11, "a"), event(12, "b")}));
        QCOMPARE(whole.againFrom, 13);
        QCOMPARE(whole.missedFrom, -1);
        // One tick filled the answer alone: kept as it is, and what is missing is said.
        const QJsonArray oneTick{event(11, "a"), event(11, "b")};
        whole = ReplayDeck::wholeEvents(oneTick, true, 10);
        QCOMPARE(whole.events, oneTick);
        QCOMPARE(whole.againFrom, -1);
        QCOMPARE(whole.missedFrom, 11);
    }

    void anUnknownReplayFailsWithTheGamesReason()
    {
        ReplayDeck deck(m_client.get());
        QSignalSpy failed(&deck, &ReplayDeck::failed);
        deck.load(QStringLiteral("no-such-replay"));
        QVERIFY(failed.wait(5000));
        QVERIFY2(failed.at(0).at(0).toString().contains(u"ic/replay.list"),
                 qPrintable(failed.at(0).at(0).toString()));
        QVERIFY(!deck.isLoaded());
        QVERIFY(!deck.isBusy());
    }
};

QTEST_GUILESS_MAIN(TestReplayDeck)
#include "TestReplayDeck.moc"
