// Tf2FileConnector and the simulated game (Tf2SimGame) together over real files in a temporary
// folder: every command of the seed answered, every byte on the wire a string both ways, the
// seed's errors shown, a timeout when the game is stopped, pause / resume / set_speed and the
// game view, and a response the game leaves half-written taken only once it is whole.

#include "connectors/tf2/Tf2Commands.h"
#include "connectors/tf2/Tf2FileConnector.h"
#include "connectors/tf2/Tf2Values.h"
#include "connectors/tf2/peer/Tf2SimGame.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using icconnectors::CommandResult;
using icconnectors::Connector;
using icconnectors::WireEntry;
using namespace icconnectors::tf2;
using namespace Qt::StringLiterals;

class TestTf2Integration : public QObject
{
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Tf2SimGame> m_game;
    std::unique_ptr<Tf2FileConnector> m_tf2;

    /// Runs one command and waits for its answer.
    CommandResult call(const QString &command, const QVariantMap &params = {})
    {
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        const quint64 run = m_tf2->run(command, params);
        if (!finished.wait(10000))
            return CommandResult{run, ic::Error{u"test"_s, u"no finished() within 10 s"_s}, {}};
        return finished.at(0).at(0).value<CommandResult>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<CommandResult>();
        qRegisterMetaType<WireEntry>();
    }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        Tf2SimGame::Options options = Tf2SimGame::optionsInFolder(m_dir->path());
        options.tickMs = 20;
        m_game = std::make_unique<Tf2SimGame>(options);
        QVERIFY(m_game->start());
        m_tf2 = std::make_unique<Tf2FileConnector>();
        m_tf2->setFolder(m_dir->path());
        m_tf2->open();
        QCOMPARE(m_tf2->state(), Connector::State::Open);
    }
    void cleanup()
    {
        m_tf2.reset();
        m_game.reset();
        m_dir.reset();
    }

    void answersEveryCommand_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("params");
        QTest::addColumn<QString>("dataKey"); // a key the answer's data has; empty: "pong"
        const QVariantMap none;
        QTest::newRow("ping") << u"ping"_s << none << QString();
        QTest::newRow("query_game_state") << u"query_game_state"_s << none << u"year"_s;
        QTest::newRow("set_speed") << u"set_speed"_s << QVariantMap{{u"speed"_s, 2}} << u"speed"_s;
        QTest::newRow("query_towns") << u"query_towns"_s << none << u"towns"_s;
        QTest::newRow("query_town_demands") << u"query_town_demands"_s << none << u"towns"_s;
        QTest::newRow("query_town_buildings")
            << u"query_town_buildings"_s << QVariantMap{{u"town_id"_s, u"12345"_s}}
            << u"cargo_details"_s;
        QTest::newRow("query_industries") << u"query_industries"_s << none << u"industries"_s;
        QTest::newRow("query_lines") << u"query_lines"_s << none << u"lines"_s;
        QTest::newRow("query_vehicles") << u"query_vehicles"_s << none << u"vehicles"_s;
        QTest::newRow("query_stations") << u"query_stations"_s << none << u"stations"_s;
        QTest::newRow("build_road")
            << u"build_road"_s << QVariantMap{{u"cargo"_s, u"COAL"_s}} << u"line_id"_s;
        QTest::newRow("build_industry_connection")
            << u"build_industry_connection"_s
            << QVariantMap{{u"industry1_id"_s, u"67891"_s}, {u"industry2_id"_s, u"67892"_s}}
            << u"line_id"_s;
        QTest::newRow("build_cargo_to_town") << u"build_cargo_to_town"_s
                                             << QVariantMap{{u"industry_id"_s, u"67894"_s},
                                                            {u"town_id"_s, u"12345"_s},
                                                            {u"cargo"_s, u"FOOD"_s}}
                                             << u"line_id"_s;
        QTest::newRow("add_vehicle")
            << u"add_vehicle"_s
            << QVariantMap{{u"line_id"_s, u"33418"_s}, {u"vehicle_type"_s, u"truck"_s}}
            << u"vehicle_id"_s;
        QTest::newRow("delete_line")
            << u"delete_line"_s << QVariantMap{{u"line_id"_s, u"33419"_s}} << u"deleted"_s;
        QTest::newRow("optimize_line_vehicles")
            << u"optimize_line_vehicles"_s << QVariantMap{{u"line_id"_s, u"33418"_s}}
            << u"vehicles_after"_s;
        QTest::newRow("snapshot_state") << u"snapshot_state"_s << none << u"snapshot_id"_s;
        QTest::newRow("pause") << u"pause"_s << none << u"paused"_s;
        QTest::newRow("resume") << u"resume"_s << none << u"paused"_s;
        // diff_state needs a snapshot first: diffsAgainstASnapshot
    }
    void answersEveryCommand()
    {
        QFETCH(QString, command);
        QFETCH(QVariantMap, params);
        QFETCH(QString, dataKey);
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        const CommandResult result = call(command, params);
        QVERIFY2(result.ok(), qPrintable(result.message()));
        if (dataKey.isEmpty())
            QCOMPARE(result.data, QJsonValue(u"pong"_s));
        else
            QVERIFY2(result.data.toObject().contains(dataKey),
                     QJsonDocument(result.data.toObject()).toJson().constData());
        int sent = 0, received = 0;
        for (const auto &args : wire) {
            const auto entry = args.at(0).value<WireEntry>();
            if (entry.direction == WireEntry::Direction::Note)
                continue;
            (entry.direction == WireEntry::Direction::Sent ? sent : received)++;
            const QJsonObject onWire = QJsonDocument::fromJson(entry.bytes).object();
            QVERIFY2(!onWire.isEmpty(), entry.bytes.constData());
            QCOMPARE(firstNonString(onWire), QString()); // every value a string, both ways
        }
        QCOMPARE(sent, 1);
        QCOMPARE(received, 1);
    }

    void coversTheWholeCatalogue()
    {
        QCOMPARE(tf2Commands().size(), 20); // answersEveryCommand's 19 rows and diff_state
    }

    void diffsAgainstASnapshot()
    {
        const CommandResult snap = call(u"snapshot_state"_s);
        QVERIFY2(snap.ok(), qPrintable(snap.message()));
        const QString id = snap.data.toObject()[u"snapshot_id"_s].toString();
        QVERIFY(
            call(u"add_vehicle"_s, {{u"line_id"_s, u"33418"_s}, {u"vehicle_type"_s, u"truck"_s}})
                .ok());
        const CommandResult diff = call(u"diff_state"_s, {{u"snapshot_id"_s, id}});
        QVERIFY2(diff.ok(), qPrintable(diff.message()));
        QCOMPARE(diff.data.toObject()[u"vehicles_change"_s], QJsonValue(1)); // typed back
        QCOMPARE(diff.data.toObject()[u"snapshot_id"_s], QJsonValue(id));
    }

    void typesBackTheGamesStrings()
    {
        const CommandResult towns = call(u"query_towns"_s);
        const QJsonObject first = towns.data.toObject()[u"towns"_s].toArray().at(0).toObject();
        QCOMPARE(first[u"id"_s], QJsonValue(u"12345"_s));
        QCOMPARE(first[u"population"_s], QJsonValue(5000));
        const CommandResult state = call(u"query_game_state"_s);
        QCOMPARE(state.data.toObject()[u"paused"_s], QJsonValue(false));
    }

    void showsTheSeedsErrors()
    {
        const CommandResult wrong = call(u"query_town_buildings"_s, {{u"town_id"_s, u"999"_s}});
        QVERIFY(!wrong.ok());
        QCOMPARE(wrong.errorCode(), u"game_error"_s);
        QVERIFY2(wrong.message().contains(u"Invalid town_id parameter"_s),
                 qPrintable(wrong.message()));
        m_game->setInterfaceAvailable(false);
        const CommandResult unavailable = call(u"query_lines"_s);
        QVERIFY(!unavailable.ok());
        QVERIFY2(unavailable.message().contains(u"Game interface not available"_s),
                 qPrintable(unavailable.message()));
        QVERIFY(call(u"ping"_s).ok());
    }

    void nothingIsPolledAndAnswersAreSeenWhenTheyAppear()
    {
        // At rest neither side polls: the game sleeps, the connector watches nothing.
        QTRY_VERIFY(!m_game->isTicking());
        QVERIFY(!m_tf2->isPolling());
        QVERIFY(!m_tf2->isWatching());
        // A poll of ten minutes could not bring the answer within the wait: the watch does.
        m_tf2->setPollInterval(600'000);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        m_tf2->run(u"ping"_s, {});
        m_tf2->run(u"query_towns"_s, {}); // waits for the game to clear the first
        QVERIFY(m_tf2->isWatching());
        QVERIFY(!m_tf2->isPolling());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 10000);
        QVERIFY(finished.at(0).at(0).value<CommandResult>().ok());
        QVERIFY(finished.at(1).at(0).value<CommandResult>().ok());
        // Both answered: at rest again, nothing watched or polled.
        QTRY_VERIFY(!m_tf2->isWatching());
        QVERIFY(!m_tf2->isPolling());
        QTRY_VERIFY(!m_game->isTicking());
    }

    void timesOutWhenTheGameIsStopped()
    {
        QVERIFY(call(u"ping"_s).ok());
        m_game->stop();
        m_tf2->setTimeouts(500, 300);
        const CommandResult ping = call(u"ping"_s);
        QVERIFY(!ping.ok());
        QCOMPARE(ping.errorCode(), u"timeout"_s);
        const CommandResult towns = call(u"query_towns"_s);
        QCOMPARE(towns.errorCode(), u"timeout"_s);
        QVERIFY(m_game->start()); // back: the next command is answered
        QVERIFY(call(u"ping"_s).ok());
    }

    void pausesResumesAndKeepsTheGameView()
    {
        QSignalSpy events(m_tf2.get(), &Connector::peerEvent);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        const QList<quint64> runs = m_tf2->refreshGameView();
        QCOMPARE(runs.size(), 4);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, 10000);
        const Tf2GameView &view = m_tf2->gameView();
        QVERIFY(!view.dateText().isEmpty());
        QCOMPARE(view.townCount(), 3);
        QCOMPARE(view.lineCount(), 2);
        QCOMPARE(view.vehicleCount(), 5);
        QCOMPARE(view.paused(), false);
        QVERIFY(events.size() >= 1);
        QCOMPARE(events.last().at(0).toString(), u"game_view"_s);

        QVERIFY(call(u"pause"_s).ok());
        QCOMPARE(view.paused(), true);
        QVERIFY(m_game->world().paused());
        const QString pausedOn = call(u"query_game_state"_s).ok() ? view.dateText() : QString();
        QCOMPARE(call(u"query_game_state"_s).data.toObject()[u"paused"_s], QJsonValue(true));
        QCOMPARE(view.dateText(), pausedOn); // no day passes while paused

        QVERIFY(call(u"resume"_s).ok());
        QCOMPARE(view.paused(), false);
        QVERIFY(call(u"set_speed"_s, {{u"speed"_s, 4}}).ok());
        QCOMPARE(view.speed(), 4);
        QCOMPARE(m_game->world().speed(), 4);
        QTRY_VERIFY_WITH_TIMEOUT(call(u"query_game_state"_s).ok() && view.dateText() > pausedOn,
                                 10000); // the date moves again
        const auto figures = m_tf2->figures();
        const auto speed = std::find_if(figures.cbegin(), figures.cend(),
                                        [](const auto &f) { return f.first == u"Speed"_s; });
        QVERIFY(speed != figures.cend());
        QCOMPARE(speed->second, u"4"_s);
    }

    void takesAHalfWrittenResponseOnlyWhenWhole()
    {
        QSignalSpy held(m_game.get(), &Tf2SimGame::responseHeld);
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        m_game->holdNextResponseHalfWritten();
        m_tf2->run(u"query_industries"_s, {});
        QVERIFY(held.wait(5000));
        QTRY_VERIFY_WITH_TIMEOUT(
            std::any_of(wire.cbegin(), wire.cend(),
                        [](const QList<QVariant> &args) {
                            return args.at(0).value<WireEntry>().bytes.contains("not complete");
                        }),
            5000);
        QCOMPARE(finished.size(), 0);
        m_game->releaseHeldResponse();
        QVERIFY(finished.wait(5000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QVERIFY2(result.ok(), qPrintable(result.message()));
        QCOMPARE(result.data.toObject()[u"industries"_s].toArray().size(), 5);
    }

    void worksWithAtomicResponsesAndOwnPaths()
    {
        m_game.reset();
        Tf2SimGame::Options options;
        options.commandFile = m_dir->filePath(u"in.json"_s);
        options.responseFile = m_dir->filePath(u"out.json"_s);
        options.logFile = m_dir->filePath(u"ipc.log"_s);
        options.tickMs = 20;
        options.atomicResponses = true;
        m_game = std::make_unique<Tf2SimGame>(options);
        QVERIFY(m_game->start());
        m_tf2->setCommandFile(options.commandFile);
        m_tf2->setResponseFile(options.responseFile);
        QVERIFY(call(u"ping"_s).ok());
    }
};

QTEST_GUILESS_MAIN(TestTf2Integration)
#include "TestTf2Integration.moc"
