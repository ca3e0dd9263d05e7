// The tool gateway between real tools and a real game (ic-remote-mock), over real sockets: a
// tool's calls reach the game on an upstream session of its own tier and answers come back;
// the game's fog applies (an observer tool never sees an enemy's credits, though the gateway
// also holds an admin session); events reach only the tools of the tier they came for; twenty
// tools share one upstream session; when the game goes away the tools stay connected, are told,
// get -32011 for calls, and are told again when it is back — subscriptions restored; the game's
// session of a tier is subscribed to what its tools subscribed to, not to all they may see.

#include "TestFiles.h"

#include "host/GatewayUpstream.h"
#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <vector>

using ichost::ToolHost;

namespace {
const QString kPassword = QStringLiteral("game-Secret-8fP2qL");
}

class TestGatewayForwarding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void callsReachTheGameAndAnswersComeBack();
    void toolsCannotTakeOverTheGamesRemoteAccess();
    void firstCallWaitsForTheWayToTheGame();
    void observerToolSeesTheGameWithItsFog();
    void eventsReachOnlyTheirTier();
    void rankedDelayAppliesToObserverTools();
    void twentyToolsShareOneUpstreamSession();
    void greedyToolGetsItsShareNotTheGame();
    void burstWaitsForTheShareInsteadOfBeingRefused();
    void toolJoiningLaterGetsItsEventsAndTheGamesState();
    void gameGoneAndBackIsToldAndSubscriptionsReturn();
    void upstreamSubscribesOnlyToWhatToolsAskFor();
    void upstreamDropsWhatLeavingToolsWanted();

private:
    /// What the gateway's session of `tier` is subscribed to, as the game sees it.
    QStringList upstreamSubscriptions(icrp::Tier tier) const;
    /// Sends a chat line to the match as the game's own admin (not through the gateway).
    bool say(const QString &message);
    static bool heard(const QSignalSpy &events, const QString &message);
    bool install(const QString &id, const QByteArray &tier, const QByteArray &categories);
    /// A tool connected to the gateway as `id` with its token.
    std::unique_ptr<icrp::IcrpClient> tool(const QString &id, icrp::Tier tier,
                                           const QStringList &subscriptions);
    icrp::IcrpResult call(icrp::IcrpClient &client, const QString &method,
                          const QJsonObject &params = {});
    bool startGame(quint16 port = 0, bool ranked = false, int tickRate = 0);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icmock::MockGame> m_game;
    std::unique_ptr<ictools::ToolRegistry> m_tools;
    std::unique_ptr<ToolHost> m_host;
};

bool TestGatewayForwarding::startGame(quint16 port, bool ranked, int tickRate)
{
    icmock::MockOptions options;
    options.port = port;
    options.ranked = ranked; // observers see events ranked_observer_delay_seconds (120) late
    options.password = kPassword;
    options.tickRate = tickRate; // 0: the test steps the match with advance()
    m_game = std::make_unique<icmock::MockGame>(options);
    if (const auto started = m_game->start(); !started) {
        qWarning() << started.error().message;
        return false;
    }
    return true;
}

void TestGatewayForwarding::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(startGame());
    m_tools = std::make_unique<ictools::ToolRegistry>(m_dir->filePath(QStringLiteral("tools")));
    QVERIFY(m_tools->open());
    QVERIFY(install(QStringLiteral("live-stats"), "observer", "  - \"match\"\n  - \"economy\"\n"));
    QVERIFY(install(QStringLiteral("admin-desk"), "admin", "  - \"match\"\n  - \"economy\"\n"));
    ToolHost::Options options;
    options.port = 0;
    m_host = std::make_unique<ToolHost>(m_tools.get(), options);
    QVERIFY(m_host->start());
    for (const auto &t : m_tools->tools())
        m_host->setToolToken(t.id, QStringLiteral("token-") + t.id);
    m_host->setGame(QUrl(m_game->url()), kPassword);
}

void TestGatewayForwarding::cleanup()
{
    m_host.reset();
    m_tools.reset();
    if (m_game)
        m_game->stop();
    m_game.reset();
    m_dir.reset();
}

bool TestGatewayForwarding::install(const QString &id, const QByteArray &tier,
                                    const QByteArray &categories)
{
    const QString source = m_dir->filePath(QStringLiteral("src-") + id);
    const QByteArray manifest = "id: " + id.toUtf8() + "\nname: \"" + id.toUtf8() +
                                "\"\nversion: \"1.0.0\"\nauthor: \"Tester\"\n"
                                "description: \"A test tool\"\ntier: \"" +
                                tier +
                                "\"\ntransport: \"websocket\"\nentry_point: \"index.html\"\n"
                                "icrp: \">=1.0\"\nsubscriptions:\n" +
                                categories;
    if (!ictest::writeFile(source + QStringLiteral("/tool.yaml"), manifest) ||
        !ictest::writeFile(source + QStringLiteral("/index.html"), "<p>hi"))
        return false;
    const QString package = source + QStringLiteral(".icpkg");
    return ictools::PackageWriter::write(source, package).ok() && bool(m_tools->install(package));
}

std::unique_ptr<icrp::IcrpClient> TestGatewayForwarding::tool(const QString &id, icrp::Tier tier,
                                                              const QStringList &subscriptions)
{
    auto client = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_host->port()));
    options.tier = tier;
    options.password = QStringLiteral("token-") + id; // the token answers the challenge
    options.toolId = id;
    options.clientName = id;
    options.subscriptions = subscriptions;
    options.autoReconnect = false;
    client->setOptions(options);
    QSignalSpy connected(client.get(), &icrp::IcrpClient::connected);
    client->open();
    if (!connected.wait(5000))
        return nullptr;
    return client;
}

icrp::IcrpResult TestGatewayForwarding::call(icrp::IcrpClient &client, const QString &method,
                                             const QJsonObject &params)
{
    std::optional<icrp::IcrpResult> answer;
    client.call(method, params, [&answer](const icrp::IcrpResult &r) { answer = r; });
    if (!QTest::qWaitFor([&answer] { return answer.has_value(); }, 5000))
        return {};
    return *answer;
}

void TestGatewayForwarding::callsReachTheGameAndAnswersComeBack()
{
    auto stats = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
    QVERIFY(stats);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    m_game->advance(45);
    const icrp::IcrpResult info = call(*stats, QStringLiteral("ic/match.info"));
    QVERIFY2(info.ok, qPrintable(info.message));
    QCOMPARE(info.result.toObject().value(QLatin1String("game_time_ticks")).toInteger(),
             m_game->sim()->tick());
    // The game's own errors come back as they are.
    const icrp::IcrpResult refused = call(*stats, QStringLiteral("ic/admin.pause"));
    QCOMPARE(refused.code, -32001);
    const icrp::IcrpResult unknown = call(*stats, QStringLiteral("ic/no.such"));
    QCOMPARE(unknown.code, -32601);
}

void TestGatewayForwarding::toolsCannotTakeOverTheGamesRemoteAccess()
{
    auto desk = tool(QStringLiteral("admin-desk"), icrp::Tier::Admin, {});
    auto stats = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
    QVERIFY(desk && stats);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Admin));
    // An admin tool may not learn a new game password, nor kick the gateway's sessions.
    const icrp::IcrpResult reset = call(*desk, QStringLiteral("ic/remote.password_reset"));
    QCOMPARE(reset.code, -32001);
    QVERIFY2(reset.message.contains(QLatin1String("not available to tools")),
             qPrintable(reset.message));
    const QString observerUpstream = m_game->server()->sessions().constFirst().sessionId;
    const icrp::IcrpResult kick = call(*desk, QStringLiteral("ic/remote.kick"),
                                       {{QStringLiteral("sessionId"), observerUpstream}});
    QCOMPARE(kick.code, -32001);
    // Nothing changed at the game: the password works and every tool still gets through.
    QCOMPARE(m_game->config().password, kPassword);
    QVERIFY(call(*stats, QStringLiteral("ic/match.info")).ok);
    QVERIFY(call(*desk, QStringLiteral("ic/match.info")).ok);
}

void TestGatewayForwarding::firstCallWaitsForTheWayToTheGame()
{
    // The gateway opens its observer session to the game only now, for this tool: the tool's
    // first call must not fail for that.
    auto stats = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
    QVERIFY(stats);
    const icrp::IcrpResult info = call(*stats, QStringLiteral("ic/match.info"));
    QVERIFY2(info.ok, qPrintable(info.message));
    // With the game gone, a tool's call while the gateway tries again fails plainly.
    m_game->stop();
    QTRY_VERIFY(!m_host->isGameConnected(icrp::Tier::Observer));
    QCOMPARE(call(*stats, QStringLiteral("ic/match.info")).code, -32011);
}

void TestGatewayForwarding::observerToolSeesTheGameWithItsFog()
{
    auto desk = tool(QStringLiteral("admin-desk"), icrp::Tier::Admin, {});
    auto stats = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
    QVERIFY(desk && stats);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Admin));
    m_game->advance(90);
    const QString enemy = m_game->sim()->players().at(2).name;
    const QJsonObject params{{QStringLiteral("fields"), QJsonArray{QStringLiteral("resources")}},
                             {QStringLiteral("player"), enemy}};
    const icrp::IcrpResult full = call(*desk, QStringLiteral("ic/state.query"), params);
    const icrp::IcrpResult fogged = call(*stats, QStringLiteral("ic/state.query"), params);
    QVERIFY2(full.ok && fogged.ok, qPrintable(full.message + fogged.message));
    const QJsonObject fullPlayer =
        full.result.toObject().value(QLatin1String("players")).toArray().at(0).toObject();
    const QJsonObject foggedPlayer =
        fogged.result.toObject().value(QLatin1String("players")).toArray().at(0).toObject();
    QCOMPARE(fullPlayer.value(QLatin1String("resources")).toInteger(),
             m_game->sim()->players().at(2).credits);
    QVERIFY(!foggedPlayer.contains(QLatin1String("resources")));
}

void TestGatewayForwarding::eventsReachOnlyTheirTier()
{
    auto desk = tool(QStringLiteral("admin-desk"), icrp::Tier::Admin, {QStringLiteral("economy")});
    auto stats =
        tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {QStringLiteral("economy")});
    QVERIFY(desk && stats);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Admin));
    QSignalSpy deskEvents(desk.get(), &icrp::IcrpClient::eventReceived);
    QSignalSpy statsEvents(stats.get(), &icrp::IcrpClient::eventReceived);
    m_game->advance(450);
    // Answers come after the events the game sent before them.
    QVERIFY(call(*desk, QStringLiteral("ic/match.info")).ok);
    QVERIFY(call(*stats, QStringLiteral("ic/match.info")).ok);
    QTRY_VERIFY(!deskEvents.isEmpty());
    QTRY_VERIFY(!statsEvents.isEmpty());
    // The admin tool sees every player's economy, the observer tool only what its fog shows;
    // each gets its tier's copy once, never the other's as well.
    QVERIFY(deskEvents.size() >= statsEvents.size());
    const auto owners = [](const QSignalSpy &events) {
        QSet<QString> names;
        for (const QList<QVariant> &e : events) {
            const QJsonObject data = e.at(3).toJsonObject();
            if (data.contains(QLatin1String("player")))
                names << data.value(QLatin1String("player")).toString();
        }
        return names;
    };
    const QString enemy = m_game->sim()->players().at(2).name;
    QVERIFY(owners(deskEvents).contains(enemy)); // such events were sent
    QVERIFY2(!owners(statsEvents).contains(enemy),
             qPrintable(QStringList(owners(statsEvents).values()).join(u',')));
}

void TestGatewayForwarding::rankedDelayAppliesToObserverTools()
{
    m_game->stop();
    QVERIFY(startGame(0, true));
    m_host->setGame(QUrl(m_game->url()), kPassword);
    auto desk = tool(QStringLiteral("admin-desk"), icrp::Tier::Admin, {QStringLiteral("match")});
    auto stats =
        tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {QStringLiteral("match")});
    QVERIFY(desk && stats);
    QSignalSpy told(stats.get(), &icrp::IcrpClient::notificationReceived);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Admin));
    // The tool learns what the game said to the gateway's observer session.
    QTRY_VERIFY(!told.isEmpty());
    const QJsonObject game = told.constLast().at(1).toJsonObject();
    QCOMPARE(game.value(QLatin1String("connected")).toBool(), true);
    QCOMPARE(game.value(QLatin1String("ranked")).toBool(), true);
    QCOMPARE(game.value(QLatin1String("observerDelaySeconds")).toInt(), 120);
    QSignalSpy deskEvents(desk.get(), &icrp::IcrpClient::eventReceived);
    QSignalSpy statsEvents(stats.get(), &icrp::IcrpClient::eventReceived);
    const auto left = [](const QSignalSpy &events) {
        return std::any_of(events.cbegin(), events.cend(), [](const QList<QVariant> &e) {
            return e.at(1).toString() == QLatin1String("player_leave");
        });
    };
    // The admin tool kicks a player through the gateway and hears of it at once.
    const QString victim = m_game->sim()->players().constLast().name;
    QVERIFY(call(*desk, QStringLiteral("ic/admin.kick"), {{QStringLiteral("player"), victim}}).ok);
    QTRY_VERIFY(left(deskEvents));
    // The observer tool rides the game's observer session: it hears of it 120 s later.
    m_game->advance(60 * 15);
    QVERIFY(call(*stats, QStringLiteral("ic/match.info")).ok); // after what came before it
    QVERIFY(!left(statsEvents));
    m_game->advance(61 * 15);
    QTRY_VERIFY(left(statsEvents));
}

void TestGatewayForwarding::twentyToolsShareOneUpstreamSession()
{
    std::vector<std::unique_ptr<icrp::IcrpClient>> tools;
    for (int i = 0; i < 20; ++i) {
        auto t = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
        QVERIFY(t);
        tools.push_back(std::move(t));
    }
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    auto desk = tool(QStringLiteral("admin-desk"), icrp::Tier::Admin, {});
    QVERIFY(desk);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Admin));
    // Twenty-one tools, two of the game's connections.
    QCOMPARE(m_game->server()->sessions().size(), 2);
}

void TestGatewayForwarding::greedyToolGetsItsShareNotTheGame()
{
    // A game on its own clock (15 ticks a second, 10 requests per tick for an observer).
    m_game->stop();
    QVERIFY(startGame(0, false, 15));
    m_host->setGame(QUrl(m_game->url()), kPassword);
    auto greedy = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
    auto polite = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
    QVERIFY(greedy && polite);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    // Thirty calls at once: about its share (5 of the 10) go to the game, the rest are
    // refused by the gateway — never by the game.
    QList<icrp::IcrpResult> answers;
    for (int i = 0; i < 30; ++i)
        greedy->call(QStringLiteral("ic/match.info"), QJsonObject(),
                     [&answers](const icrp::IcrpResult &r) { answers.append(r); });
    QTRY_COMPARE(answers.size(), 30);
    int ok = 0;
    for (const icrp::IcrpResult &r : std::as_const(answers)) {
        if (r.ok) {
            ++ok;
            continue;
        }
        QCOMPARE(r.code, -32002);
        QVERIFY2(r.message.contains(QLatin1String("this tool's share is 5")),
                 qPrintable(r.message));
    }
    QVERIFY2(ok >= 5 && ok < 30, qPrintable(QString::number(ok)));
    // The other tool on the same session still gets through.
    const icrp::IcrpResult mine = call(*polite, QStringLiteral("ic/match.info"));
    QVERIFY2(mine.ok, qPrintable(mine.message));
}

void TestGatewayForwarding::burstWaitsForTheShareInsteadOfBeingRefused()
{
    // Three overlays on the observer session (10 requests per tick at 15 ticks a second):
    // each one's share is 3.
    m_game->stop();
    QVERIFY(startGame(0, false, 15));
    m_host->setGame(QUrl(m_game->url()), kPassword);
    auto stats = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
    auto other = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
    auto third = tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {});
    QVERIFY(stats && other && third);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    const auto burst = [](icrp::IcrpClient &client, int n, QList<icrp::IcrpResult> &answers) {
        for (int i = 0; i < n; ++i)
            client.call(QStringLiteral("ic/match.info"), QJsonObject(),
                        [&answers](const icrp::IcrpResult &r) { answers.append(r); });
    };
    // An overlay's load: eight queries at once, all answered (the ones over its share a
    // tick or two later).
    QList<icrp::IcrpResult> loaded;
    burst(*stats, 8, loaded);
    QTRY_COMPARE(loaded.size(), 8);
    for (const icrp::IcrpResult &r : std::as_const(loaded))
        QVERIFY2(r.ok, qPrintable(r.message));
    // A flood: what fits its share and its backlog is answered, the rest refused at once.
    QList<icrp::IcrpResult> flood;
    burst(*stats, 200, flood);
    QList<icrp::IcrpResult> mine;
    burst(*other, 1, mine);
    QTRY_COMPARE(mine.size(), 1);
    QVERIFY2(mine.first().ok, qPrintable(mine.first().message));
    const auto answered = [&flood] {
        return std::count_if(flood.cbegin(), flood.cend(),
                             [](const icrp::IcrpResult &r) { return r.ok; });
    };
    // The other tool was served while the flood's backlog still waited.
    QVERIFY2(answered() < 16, qPrintable(QString::number(answered())));
    QTRY_COMPARE(flood.size(), 200);
    QVERIFY2(answered() >= 16 && answered() <= 16 + 3, qPrintable(QString::number(answered())));
    for (const icrp::IcrpResult &r : std::as_const(flood)) {
        if (!r.ok)
            QCOMPARE(r.code, -32002);
    }
}

void TestGatewayForwarding::toolJoiningLaterGetsItsEventsAndTheGamesState()
{
    QVERIFY(install(QStringLiteral("fight-feed"), "observer", "  - \"combat\"\n"));
    m_host->setToolToken(QStringLiteral("fight-feed"), QStringLiteral("token-fight-feed"));
    // live-stats opens the observer way to the game (match, economy); fight-feed, granted
    // combat, joins while it opens and another time once it is open.
    auto stats = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_host->port()));
    options.password = QStringLiteral("token-live-stats");
    options.toolId = QStringLiteral("live-stats");
    options.autoReconnect = false;
    stats->setOptions(options);
    QSignalSpy told(stats.get(), &icrp::IcrpClient::notificationReceived);
    stats->open();
    auto early =
        tool(QStringLiteral("fight-feed"), icrp::Tier::Observer, {QStringLiteral("combat")});
    QVERIFY(early);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    // Told once (when the way opened, or at its identify if that came later; a busy machine
    // may deliver it only now).
    QTRY_COMPARE(told.size(), 1);
    told.clear();
    auto late = std::make_unique<icrp::IcrpClient>();
    options.password = QStringLiteral("token-fight-feed");
    options.toolId = QStringLiteral("fight-feed");
    options.subscriptions = {QStringLiteral("combat")};
    late->setOptions(options);
    QSignalSpy lateTold(late.get(), &icrp::IcrpClient::notificationReceived);
    QSignalSpy lateConnected(late.get(), &icrp::IcrpClient::connected);
    late->open();
    QVERIFY(lateConnected.wait(5000));
    // The one that joined later is told the game is there, as the first ones were.
    QTRY_VERIFY(!lateTold.isEmpty());
    QCOMPARE(lateTold.constFirst().at(1).toJsonObject().value(QLatin1String("connected")).toBool(),
             true);
    QVERIFY(told.isEmpty()); // and the others are not told again
    QSignalSpy earlyEvents(early.get(), &icrp::IcrpClient::eventReceived);
    QSignalSpy lateEvents(late.get(), &icrp::IcrpClient::eventReceived);
    m_game->advance(170 * 15); // the first fights
    QVERIFY(call(*early, QStringLiteral("ic/match.info")).ok);
    QTRY_VERIFY(!earlyEvents.isEmpty());
    QTRY_VERIFY(!lateEvents.isEmpty());
}

void TestGatewayForwarding::gameGoneAndBackIsToldAndSubscriptionsReturn()
{
    auto stats =
        tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {QStringLiteral("economy")});
    QVERIFY(stats);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    const quint16 port = m_game->port();
    QSignalSpy told(stats.get(), &icrp::IcrpClient::notificationReceived);
    const auto toldConnected = [&told](bool connected) {
        return !told.isEmpty() &&
               told.constLast().at(0).toString() == QLatin1String("ic/gateway.game") &&
               told.constLast().at(1).toJsonObject().value(QLatin1String("connected")).toBool() ==
                   connected;
    };
    for (int round = 0; round < 20; ++round) {
        m_game->stop();
        QTRY_VERIFY(!m_host->isGameConnected(icrp::Tier::Observer));
        QTRY_VERIFY(toldConnected(false));
        const icrp::IcrpResult meanwhile = call(*stats, QStringLiteral("ic/match.info"));
        QCOMPARE(meanwhile.code, -32011);
        QCOMPARE(stats->state(), icrp::IcrpClient::State::Connected);
        QVERIFY(startGame(port));
        QTRY_VERIFY_WITH_TIMEOUT(m_host->isGameConnected(icrp::Tier::Observer), 10000);
        QTRY_VERIFY(toldConnected(true));
    }
    // Back: the tool's subscription works again without the tool doing anything.
    QSignalSpy events(stats.get(), &icrp::IcrpClient::eventReceived);
    m_game->advance(450);
    QVERIFY(call(*stats, QStringLiteral("ic/match.info")).ok);
    QTRY_VERIFY(!events.isEmpty());
}

QStringList TestGatewayForwarding::upstreamSubscriptions(icrp::Tier tier) const
{
    for (const icrp::IcrpSessionInfo &session : m_game->server()->sessions()) {
        if (session.identified && session.grant.tier == tier)
            return session.subscriptions;
    }
    return {QStringLiteral("(no session)")};
}

bool TestGatewayForwarding::say(const QString &message)
{
    icrp::IcrpClient admin;
    icrp::IcrpClient::Options options;
    options.url = QUrl(m_game->url());
    options.tier = icrp::Tier::Admin;
    options.password = kPassword;
    options.autoReconnect = false;
    admin.setOptions(options);
    QSignalSpy connected(&admin, &icrp::IcrpClient::connected);
    admin.open();
    return connected.wait(5000) &&
           call(admin, QStringLiteral("ic/chat.send"), {{QStringLiteral("message"), message}}).ok;
}

bool TestGatewayForwarding::heard(const QSignalSpy &events, const QString &message)
{
    return std::any_of(events.cbegin(), events.cend(), [&message](const QList<QVariant> &e) {
        return e.at(1).toString() == QLatin1String("chat_message") &&
               e.at(3).toJsonObject().value(QLatin1String("message")).toString() == message;
    });
}

void TestGatewayForwarding::upstreamSubscribesOnlyToWhatToolsAskFor()
{
    QVERIFY(install(QStringLiteral("chat-wall"), "observer", "  - \"match\"\n  - \"chat\"\n"));
    m_host->setToolToken(QStringLiteral("chat-wall"), QStringLiteral("token-chat-wall"));
    // Granted chat, subscribed to match only: the game does not send the gateway chat.
    auto wall = tool(QStringLiteral("chat-wall"), icrp::Tier::Observer, {QStringLiteral("match")});
    QVERIFY(wall);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    QCOMPARE(upstreamSubscriptions(icrp::Tier::Observer), QStringList{QStringLiteral("match")});
    QSignalSpy events(wall.get(), &icrp::IcrpClient::eventReceived);
    QVERIFY(say(QStringLiteral("before")));
    QVERIFY(call(*wall, QStringLiteral("ic/match.info")).ok); // after what came before it
    QVERIFY(!heard(events, QStringLiteral("before")));
    // It subscribes: the game hears of it before the tool's next call, and chat arrives.
    const icrp::IcrpResult subscribed = call(*wall, QStringLiteral("ic/chat.subscribe"));
    QVERIFY2(subscribed.ok, qPrintable(subscribed.message));
    QVERIFY(call(*wall, QStringLiteral("ic/match.info")).ok);
    QCOMPARE(upstreamSubscriptions(icrp::Tier::Observer),
             QStringList({QStringLiteral("match"), QStringLiteral("chat")}));
    QVERIFY(say(QStringLiteral("hello")));
    QTRY_VERIFY(heard(events, QStringLiteral("hello")));
    // A single event is passed on as one; unsubscribing takes the category away again.
    const icrp::IcrpResult moved =
        call(*wall, QStringLiteral("ic/state.unsubscribe"),
             {{QStringLiteral("categories"),
               QJsonArray{QStringLiteral("chat"), QStringLiteral("match")}}});
    QVERIFY2(moved.ok, qPrintable(moved.message));
    QVERIFY(call(*wall, QStringLiteral("ic/state.subscribe"),
                 {{QStringLiteral("events"), QJsonArray{QStringLiteral("game_end")}}})
                .ok);
    QTRY_COMPARE(upstreamSubscriptions(icrp::Tier::Observer),
                 QStringList{QStringLiteral("game_end")});
    QVERIFY(say(QStringLiteral("after")));
    QVERIFY(call(*wall, QStringLiteral("ic/match.info")).ok);
    QVERIFY(!heard(events, QStringLiteral("after")));
}

void TestGatewayForwarding::upstreamDropsWhatLeavingToolsWanted()
{
    QVERIFY(install(QStringLiteral("chat-wall"), "observer", "  - \"match\"\n  - \"chat\"\n"));
    m_host->setToolToken(QStringLiteral("chat-wall"), QStringLiteral("token-chat-wall"));
    auto stats =
        tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {QStringLiteral("match")});
    QVERIFY(stats);
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    // Asked for more than its grant at identify: refused, nothing changes at the game.
    QVERIFY(!tool(QStringLiteral("live-stats"), icrp::Tier::Observer, {QStringLiteral("chat")}));
    auto wall = tool(QStringLiteral("chat-wall"), icrp::Tier::Observer,
                     {QStringLiteral("chat"), QStringLiteral("match")});
    QVERIFY(wall);
    QTRY_COMPARE(upstreamSubscriptions(icrp::Tier::Observer),
                 QStringList({QStringLiteral("match"), QStringLiteral("chat")}));
    // The chat wall leaves: chat goes; what the other still wants stays.
    wall.reset();
    QTRY_COMPARE(upstreamSubscriptions(icrp::Tier::Observer), QStringList{QStringLiteral("match")});
    stats.reset();
    QTRY_COMPARE(upstreamSubscriptions(icrp::Tier::Observer), QStringList());
}

QTEST_GUILESS_MAIN(TestGatewayForwarding)
#include "TestGatewayForwarding.moc"
