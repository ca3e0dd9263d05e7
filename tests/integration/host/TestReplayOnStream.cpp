// "Show on stream" over real sockets: a real game (ic-remote-mock) that finished a 60-second
// match keeps its replay; a second game over the same data folder plays live (far beyond the
// replay's last tick, so the two are told apart by their ticks). A tool on the gateway
// subscribed to combat is told ic/gateway.replay {"showing":true}, gets the replay's events (not
// the live match's), its ic/state.query answers the replay's figures, a call that would change
// the match is refused; after the end it is told {"showing":false} and the live game is back.

#include "TestFiles.h"

#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "mock/SkirmishSim.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using ichost::ToolHost;

namespace {

const QString kPassword = QStringLiteral("stream-Secret-4kT9wZ");

std::unique_ptr<icmock::MockGame> startGame(const QString &dataDir, int durationSeconds)
{
    icmock::MockOptions options;
    options.port = 0;
    options.tickRate = 0; // the test steps the match with advance()
    options.seed = 7;
    options.password = kPassword;
    options.dataDir = dataDir;
    options.durationSeconds = durationSeconds;
    auto game = std::make_unique<icmock::MockGame>(options);
    if (const auto started = game->start(); !started) {
        qWarning() << started.error().message;
        return nullptr;
    }
    return game;
}

/// The combat events' ticks among those a spy caught (eventReceived).
QList<qint64> combatTicks(const QSignalSpy &events)
{
    QList<qint64> ticks;
    for (const QList<QVariant> &e : events) {
        if (e.at(0).toString() == QLatin1String("combat"))
            ticks << e.at(2).toLongLong();
    }
    return ticks;
}

/// The ic/gateway.replay notifications a spy caught (notificationReceived).
QList<QJsonObject> replayNotices(const QSignalSpy &notes)
{
    QList<QJsonObject> found;
    for (const QList<QVariant> &n : notes) {
        if (n.at(0).toString() == QLatin1String("ic/gateway.replay"))
            found << n.at(1).toJsonObject();
    }
    return found;
}

} // namespace

class TestReplayOnStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void toolSeesTheReplayThenTheLiveGame();
    void aReplayTheGameDoesNotKeepIsReported();

private:
    bool install(const QString &id);
    /// A tool's client for the gateway, not yet open.
    std::unique_ptr<icrp::IcrpClient> toolClient(const QString &id) const;
    static bool open(icrp::IcrpClient &client);
    std::unique_ptr<icrp::IcrpClient> tool(const QString &id);
    static icrp::IcrpResult call(icrp::IcrpClient &client, const QString &method,
                                 const QJsonObject &params = {});
    /// The replay's ic/replay.state at `tick`, read directly from the game.
    QJsonObject replayStateAt(qint64 tick);

    QTemporaryDir m_dir;
    std::unique_ptr<icmock::MockGame> m_live;
    std::unique_ptr<ictools::ToolRegistry> m_tools;
    std::unique_ptr<ToolHost> m_host;
    QString m_replayId;
    qint64 m_replayEnd = 0;
};

void TestReplayOnStream::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString data = m_dir.filePath(QStringLiteral("game"));
    {
        // The match shown later: played to its end, its replay kept in the data folder.
        auto finished = startGame(data, 60);
        QVERIFY(finished);
        QSignalSpy saved(finished->replays(), &icmock::ReplayService::replaySaved);
        for (int i = 0; i < 100 && saved.isEmpty(); ++i)
            finished->advance(50);
        QCOMPARE(saved.size(), 1);
        m_replayId = saved.at(0).at(0).toString();
        m_replayEnd = finished->sim()->tick();
        finished->stop();
    }
    m_live = startGame(data, 0);
    QVERIFY(m_live);
    m_live->advance(int(m_replayEnd) + 600); // live ticks are all beyond the replay's
    QVERIFY(m_live->sim()->tick() > m_replayEnd);

    m_tools = std::make_unique<ictools::ToolRegistry>(m_dir.filePath(QStringLiteral("tools")));
    QVERIFY(m_tools->open());
    QVERIFY(install(QStringLiteral("kill-feed")));
    ToolHost::Options options;
    options.port = 0;
    m_host = std::make_unique<ToolHost>(m_tools.get(), options);
    QVERIFY(m_host->start());
    m_host->setToolToken(QStringLiteral("kill-feed"), QStringLiteral("token-kill-feed"));
    m_host->setGame(QUrl(m_live->url()), kPassword);
}

void TestReplayOnStream::cleanupTestCase()
{
    m_host.reset();
    m_tools.reset();
    if (m_live)
        m_live->stop();
    m_live.reset();
}

bool TestReplayOnStream::install(const QString &id)
{
    const QString source = m_dir.filePath(QStringLiteral("src-") + id);
    const QByteArray manifest = "id: " + id.toUtf8() +
                                "\nname: \"Kill Feed\"\nversion: \"1.0.0\"\nauthor: \"Tester\"\n"
                                "description: \"A test tool\"\ntier: \"observer\"\n"
                                "transport: \"websocket\"\nentry_point: \"index.html\"\n"
                                "icrp: \">=1.0\"\nsubscriptions:\n  - \"match\"\n  - \"combat\"\n";
    if (!ictest::writeFile(source + QStringLiteral("/tool.yaml"), manifest) ||
        !ictest::writeFile(source + QStringLiteral("/index.html"), "<p>hi"))
        return false;
    const QString package = source + QStringLiteral(".icpkg");
    return ictools::PackageWriter::write(source, package).ok() && bool(m_tools->install(package));
}

std::unique_ptr<icrp::IcrpClient> TestReplayOnStream::toolClient(const QString &id) const
{
    auto client = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_host->port()));
    options.tier = icrp::Tier::Observer;
    options.password = QStringLiteral("token-") + id;
    options.toolId = id;
    options.clientName = id;
    options.subscriptions = {QStringLiteral("combat")};
    options.autoReconnect = false;
    client->setOptions(options);
    return client;
}

bool TestReplayOnStream::open(icrp::IcrpClient &client)
{
    QSignalSpy connected(&client, &icrp::IcrpClient::connected);
    client.open();
    return connected.wait(5000);
}

std::unique_ptr<icrp::IcrpClient> TestReplayOnStream::tool(const QString &id)
{
    auto client = toolClient(id);
    return open(*client) ? std::move(client) : nullptr;
}

icrp::IcrpResult TestReplayOnStream::call(icrp::IcrpClient &client, const QString &method,
                                          const QJsonObject &params)
{
    std::optional<icrp::IcrpResult> answer;
    client.call(method, params, [&answer](const icrp::IcrpResult &r) { answer = r; });
    if (!QTest::qWaitFor([&answer] { return answer.has_value(); }, 5000))
        return {};
    return *answer;
}

QJsonObject TestReplayOnStream::replayStateAt(qint64 tick)
{
    icrp::IcrpClient direct;
    icrp::IcrpClient::Options options;
    options.url = QUrl(m_live->url());
    options.tier = icrp::Tier::Admin;
    options.password = kPassword;
    options.autoReconnect = false;
    direct.setOptions(options);
    QSignalSpy connected(&direct, &icrp::IcrpClient::connected);
    direct.open();
    if (!connected.wait(5000))
        return {};
    if (!call(direct, QStringLiteral("ic/replay.load"), {{QStringLiteral("replay_id"), m_replayId}})
             .ok ||
        !call(direct, QStringLiteral("ic/replay.seek"), {{QStringLiteral("tick"), tick}}).ok)
        return {};
    return call(direct, QStringLiteral("ic/replay.state")).result.toObject();
}

void TestReplayOnStream::toolSeesTheReplayThenTheLiveGame()
{
    auto feed = tool(QStringLiteral("kill-feed"));
    QVERIFY(feed);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    QSignalSpy events(feed.get(), &icrp::IcrpClient::eventReceived);
    QSignalSpy notes(feed.get(), &icrp::IcrpClient::notificationReceived);
    QSignalSpy changed(m_host.get(), &ToolHost::replayChanged);

    // Paused on a frame: the tool's reads are the replay's figures there.
    const qint64 frame = m_replayEnd / 2;
    m_host->showReplay(m_replayId, frame, 1.0, true);
    QVERIFY(changed.wait(5000));
    QCOMPARE(changed.at(0).at(0).toBool(), true);
    QCOMPARE(m_host->replayShown(), m_replayId);
    QTRY_COMPARE(replayNotices(notes).size(), 1);
    const QJsonObject told = replayNotices(notes).at(0);
    QCOMPARE(told.value(u"showing").toBool(), true);
    QCOMPARE(told.value(u"replay_id").toString(), m_replayId);
    QCOMPARE(told.value(u"tick").toInteger(), frame);
    {
        // A tool that comes while the replay shows is told at once.
        auto late = toolClient(QStringLiteral("kill-feed"));
        QSignalSpy lateNotes(late.get(), &icrp::IcrpClient::notificationReceived);
        QVERIFY(open(*late));
        QTRY_COMPARE(replayNotices(lateNotes).size(), 1);
        QCOMPARE(replayNotices(lateNotes).at(0).value(u"replay_id").toString(), m_replayId);
    }

    const icrp::IcrpResult state = call(*feed, QStringLiteral("ic/state.query"));
    QVERIFY2(state.ok, qPrintable(state.message));
    QJsonObject expected = replayStateAt(frame);
    QVERIFY(!expected.isEmpty());
    expected.remove(QStringLiteral("replay_id"));
    QJsonObject got = state.result.toObject();
    got.remove(QStringLiteral("replay_id"));
    QCOMPARE(got, expected);
    QCOMPARE(got.value(u"game_time_ticks").toInteger(), frame);
    const icrp::IcrpResult info = call(*feed, QStringLiteral("ic/match.info"));
    QCOMPARE(info.result.toObject().value(u"state").toString(), QStringLiteral("paused"));
    QCOMPARE(info.result.toObject().value(u"game_time_ticks").toInteger(), frame);

    // Nothing that would change the match gets through.
    const icrp::IcrpResult chat = call(*feed, QStringLiteral("ic/chat.send"),
                                       {{QStringLiteral("message"), QStringLiteral("gg")}});
    QCOMPARE(chat.code, -32010);
    QVERIFY2(chat.message.contains(QLatin1String("showing a replay")), qPrintable(chat.message));

    // Playing (fast): the replay's combat events come, the live match's (advancing) do not.
    events.clear();
    m_host->followReplay(frame, 20.0, false);
    m_live->advance(300);
    QTRY_VERIFY_WITH_TIMEOUT(combatTicks(events).size() >= 3, 10000);
    for (const qint64 tick : combatTicks(events)) {
        QVERIFY2(tick >= frame && tick <= m_replayEnd, qPrintable(QString::number(tick)));
    }

    // Back to live: told, and the live match's events flow again.
    m_host->endReplay();
    QTRY_COMPARE(replayNotices(notes).size(), 2);
    QCOMPARE(replayNotices(notes).at(1), QJsonObject({{QStringLiteral("showing"), false}}));
    QTRY_COMPARE(m_host->replayShown(), QString());
    QCOMPARE(changed.last().at(0).toBool(), false);
    events.clear();
    const qint64 liveFrom = m_live->sim()->tick();
    const auto heard = [&events] { return !combatTicks(events).isEmpty(); };
    for (int i = 0; i < 20 && !heard(); ++i) {
        m_live->advance(30);
        (void)QTest::qWaitFor(heard, 200); // the events' way through the gateway
    }
    QVERIFY(heard());
    for (const qint64 tick : combatTicks(events))
        QVERIFY2(tick > liveFrom, qPrintable(QString::number(tick)));
    const icrp::IcrpResult live = call(*feed, QStringLiteral("ic/state.query"));
    QCOMPARE(live.result.toObject().value(u"game_time_ticks").toInteger(), m_live->sim()->tick());
}

void TestReplayOnStream::aReplayTheGameDoesNotKeepIsReported()
{
    QSignalSpy failed(m_host.get(), &ToolHost::replayFailed);
    m_host->showReplay(QStringLiteral("no-such-replay"), 0, 1.0, false);
    QVERIFY(failed.wait(5000));
    const QString message = failed.at(0).at(0).toString();
    QVERIFY2(message.contains(QLatin1String("no-such-replay")), qPrintable(message));
    QCOMPARE(m_host->replayShown(), QString());
}

QTEST_GUILESS_MAIN(TestReplayOnStream)
#include "TestReplayOnStream.moc"
