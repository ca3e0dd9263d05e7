// The mod tier (ic/mod.order, ic/mod.command) and the debug tier (ic/debug.*, --dev) of the
// simulated game over real sockets with manual ticking and a real config.toml: orders change the
// match (produce → unit_produced, attack → units move to the target), grant_credits raises
// credits, refusals name what is accepted, observers and admins get -32001, a ranked match
// refuses the mod tier (-32006), ic/debug.* exist only with --dev (-32601 otherwise), and the
// same SimInputs replayed on a second sim give the same match tick by tick.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "mock/MockGame.h"
#include "mock/SimInput.h"
#include "mock/SkirmishSim.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace icmock;

namespace {

const QString kPassword = QStringLiteral("mod-test-password");
const QString kZod = QStringLiteral("CommanderZod");

QJsonObject resultOf(const QJsonObject &answer)
{
    if (!answer.contains(u"result"))
        qWarning().noquote() << "not a result:" << answer;
    return answer.value(u"result").toObject();
}

qint64 dist2(const QPoint &a, const QPoint &b)
{
    const qint64 dx = a.x() - b.x();
    const qint64 dy = a.y() - b.y();
    return dx * dx + dy * dy;
}

bool isCombatUnitOf(const UnitState &u, int player)
{
    return u.owner == player && !u.building && u.type != QLatin1String("harvester");
}

QJsonObject order(const QString &player, const QJsonObject &what)
{
    return {{QStringLiteral("player"), player}, {QStringLiteral("order"), what}};
}

} // namespace

class TestMockMod : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<MockGame> start(bool dev = false, bool ranked = false)
    {
        const QString path = m_dir.filePath(QStringLiteral("config.toml"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return nullptr;
        f.write("[remote]\npassword = \"" + kPassword.toUtf8() + "\"\ndebug_tier_enabled = true\n");
        f.close();
        MockOptions o;
        o.configPath = path;
        o.dev = dev;
        o.ranked = ranked;
        o.dataDir = m_dir.filePath(QStringLiteral("data"));
        QString error;
        auto game = mocktest::startGame(o, &error);
        if (!game)
            qWarning().noquote() << error;
        return game;
    }

    // Steps the game a game second at a time until `done` or `seconds` have passed.
    static bool advanceUntil(MockGame &game, const std::function<bool()> &done, int seconds)
    {
        for (int i = 0; i < seconds && !done(); ++i)
            game.advance(game.gameTickRate());
        return done();
    }

    static bool hasBarracks(const SkirmishSim &sim, int player)
    {
        for (const UnitState &u : sim.units()) {
            if (u.owner == player && u.type == QLatin1String("barracks"))
                return true;
        }
        return false;
    }

private Q_SLOTS:
    void produceOrderMakesTheUnitAndIsAnnounced()
    {
        auto game = start();
        QVERIFY(game);
        RawIcrpSocket mod;
        RawIcrpSocket admin;
        QVERIFY(mod.connectAs(game->url(), QStringLiteral("mod"), kPassword,
                              {QStringLiteral("economy")}));
        QVERIFY(admin.connectAs(game->url(), QStringLiteral("admin"), kPassword,
                                {QStringLiteral("admin")}));
        const int zod = game->sim()->playerIndex(kZod);
        QVERIFY(advanceUntil(
            *game, [&] { return hasBarracks(*game->sim(), zod); }, 240));
        mod.clearEvents();

        const QJsonObject dog{{QStringLiteral("type"), QStringLiteral("produce")},
                              {QStringLiteral("unit"), QStringLiteral("attack_dog")}};
        const QJsonObject answer =
            resultOf(mod.call(QStringLiteral("ic/mod.order"), order(kZod, dog)));
        QCOMPARE(answer.value(u"accepted").toBool(), true);
        QCOMPARE(answer.value(u"player").toString(), kZod);
        QCOMPARE(answer.value(u"order").toObject(), dog);
        QCOMPARE(answer.value(u"tick").toInteger(), game->sim()->tick());

        QTRY_VERIFY(std::any_of(admin.events().cbegin(), admin.events().cend(), [&](auto &e) {
            const QJsonObject d = e.value(u"data").toObject();
            return e.value(u"type").toString() == u"mod_order" && d.value(u"player") == kZod &&
                   d.value(u"order").toObject() == dog && d.value(u"by").toString() == u"mock-test";
        }));
        game->advance(4 * game->gameTickRate() + 2); // an attack dog takes 4 game seconds
        const auto produced = [&] {
            return std::any_of(mod.events().cbegin(), mod.events().cend(), [&](auto &e) {
                const QJsonObject d = e.value(u"data").toObject();
                return e.value(u"type").toString() == u"unit_produced" &&
                       d.value(u"player") == kZod &&
                       d.value(u"unit_type").toString() == u"attack_dog";
            });
        };
        QTRY_VERIFY(produced());
    }

    void attackOrderMovesTheUnitsToTheTarget()
    {
        auto game = start();
        QVERIFY(game);
        RawIcrpSocket mod;
        QVERIFY(mod.connectAs(game->url(), QStringLiteral("mod"), kPassword));
        const int zod = game->sim()->playerIndex(kZod);
        // away from its rally point (the AI's own way), toward its ally's base: no enemy there
        const QPoint target(200, 1600);
        QHash<int, qint64> before;
        for (const UnitState &u : game->sim()->units()) {
            if (isCombatUnitOf(u, zod))
                before.insert(u.id, dist2(u.position, target));
        }
        QVERIFY(before.size() >= 3);
        const QJsonObject attack{{QStringLiteral("type"), QStringLiteral("attack")},
                                 {QStringLiteral("target"), QJsonArray{target.x(), target.y()}}};
        QVERIFY(resultOf(mod.call(QStringLiteral("ic/mod.order"), order(kZod, attack)))
                    .value(u"accepted")
                    .toBool());
        game->advance(6 * game->gameTickRate());
        int moved = 0;
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            const UnitState *u = game->sim()->unitById(it.key());
            QVERIFY(u);
            QCOMPARE(u->order, UnitState::Order::Attack);
            // at least 100 map units nearer (the slowest moves 27 a game second)
            const double was = std::sqrt(double(it.value()));
            const double now = std::sqrt(double(dist2(u->position, target)));
            QVERIFY2(
                was - now >= 100,
                qPrintable(QStringLiteral("%1 went from %2 to %3").arg(u->type).arg(was).arg(now)));
            ++moved;
        }
        QCOMPARE(moved, before.size());

        // retreat: back to the rally point, so farther from the target again
        QVERIFY(
            resultOf(mod.call(QStringLiteral("ic/mod.order"),
                              order(kZod, {{QStringLiteral("type"), QStringLiteral("retreat")}})))
                .value(u"accepted")
                .toBool());
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QCOMPARE(game->sim()->unitById(it.key())->order, UnitState::Order::Rally);
    }

    void ordersAreRefusedClearly()
    {
        auto game = start();
        QVERIFY(game);
        RawIcrpSocket mod;
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(mod.connectAs(game->url(), QStringLiteral("mod"), kPassword));
        QVERIFY(admin.connectAs(game->url(), QStringLiteral("admin"), kPassword));
        QVERIFY(observer.connectAs(game->url(), QStringLiteral("observer"), kPassword));
        QVERIFY(admin
                    .call(QStringLiteral("ic/admin.kick"),
                          QJsonObject{{QStringLiteral("player"), QStringLiteral("Tanya")}})
                    .contains(u"result"));
        const QJsonObject retreat{{QStringLiteral("type"), QStringLiteral("retreat")}};
        const struct
        {
            QJsonObject params;
            QString mentions;
        } rows[] = {
            {order(QStringLiteral("Nobody"), retreat), QStringLiteral("\"alice\"")},
            {order(QStringLiteral("Tanya"), retreat), QStringLiteral("left the match")},
            {order(kZod, {{QStringLiteral("type"), QStringLiteral("fly")}}),
             QStringLiteral("\"attack\", \"retreat\", \"produce\"")},
            {order(kZod, {{QStringLiteral("type"), QStringLiteral("produce")},
                          {QStringLiteral("unit"), QStringLiteral("light_tank")}}),
             QStringLiteral("\"heavy_tank\"")},
            {order(kZod, {{QStringLiteral("type"), QStringLiteral("attack")},
                          {QStringLiteral("target"), QJsonArray{5000, 1}}}),
             QStringLiteral("2047")},
            {order(kZod, {{QStringLiteral("type"), QStringLiteral("produce")},
                          {QStringLiteral("unit"), QStringLiteral("rifle_infantry")}}),
             QStringLiteral("no barracks")},
        };
        for (const auto &row : rows) {
            const QJsonObject answer = mod.call(QStringLiteral("ic/mod.order"), row.params);
            QCOMPARE(RawIcrpSocket::errorCode(answer), -32602);
            QVERIFY2(RawIcrpSocket::errorMessage(answer).contains(row.mentions),
                     qPrintable(RawIcrpSocket::errorMessage(answer)));
        }
        for (RawIcrpSocket *other : {&admin, &observer}) {
            QCOMPARE(RawIcrpSocket::errorCode(
                         other->call(QStringLiteral("ic/mod.order"), order(kZod, retreat))),
                     -32001);
            QCOMPARE(RawIcrpSocket::errorCode(other->call(
                         QStringLiteral("ic/mod.command"),
                         QJsonObject{{QStringLiteral("command"), QStringLiteral("list")}})),
                     -32001);
        }
    }

    void commandsGrantCreditsAndAnnounce()
    {
        auto game = start();
        QVERIFY(game);
        RawIcrpSocket mod;
        QVERIFY(
            mod.connectAs(game->url(), QStringLiteral("mod"), kPassword, {QStringLiteral("chat")}));
        const auto command = [&](const char *name, const QJsonObject &args = {}) {
            QJsonObject params{{QStringLiteral("command"), QLatin1String(name)}};
            if (!args.isEmpty())
                params.insert(QStringLiteral("args"), args);
            return mod.call(QStringLiteral("ic/mod.command"), params);
        };
        QStringList names;
        for (const QJsonValue &c : resultOf(command("list")).value(u"commands").toArray())
            names << c.toObject().value(u"name").toString();
        QCOMPARE(names, (QStringList{QStringLiteral("list"), QStringLiteral("grant_credits"),
                                     QStringLiteral("announce_objective")}));

        const int alice = game->sim()->playerIndex(QStringLiteral("alice"));
        const qint64 before = game->sim()->players().at(alice).credits;
        const QJsonObject granted =
            resultOf(command("grant_credits", {{QStringLiteral("player"), QStringLiteral("alice")},
                                               {QStringLiteral("amount"), 2500}}));
        QCOMPARE(granted.value(u"credits").toInteger(), before + 2500);
        QCOMPARE(game->sim()->players().at(alice).credits, before + 2500);

        const QJsonObject tooMuch = command(
            "grant_credits", {{QStringLiteral("player"), kZod}, {QStringLiteral("amount"), 10001}});
        QCOMPARE(RawIcrpSocket::errorCode(tooMuch), -32602);
        QVERIFY(RawIcrpSocket::errorMessage(tooMuch).contains(u"1 to 10000"));
        const QJsonObject unknown = command("nuke");
        QCOMPARE(RawIcrpSocket::errorCode(unknown), -32602);
        QVERIFY(RawIcrpSocket::errorMessage(unknown).contains(u"\"grant_credits\""));

        const QString text = QStringLiteral("Hold the bridge for two minutes");
        QVERIFY(resultOf(command("announce_objective", {{QStringLiteral("text"), text}}))
                    .contains(u"tick"));
        QTRY_VERIFY(std::any_of(mod.events().cbegin(), mod.events().cend(), [&](auto &e) {
            const QJsonObject d = e.value(u"data").toObject();
            return e.value(u"type").toString() == u"chat_message" && d.value(u"message") == text &&
                   d.value(u"from") == QLatin1String(kObjectiveSender);
        }));
    }

    void rankedRefusesTheModTier()
    {
        auto game = start(false, true);
        QVERIFY(game);
        RawIcrpSocket mod;
        QVERIFY(mod.open(game->url()));
        QCOMPARE(RawIcrpSocket::errorCode(mod.identify(QStringLiteral("mod"), kPassword)), -32006);
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(game->url(), QStringLiteral("admin"), kPassword));
        QCOMPARE(RawIcrpSocket::errorCode(admin.call(
                     QStringLiteral("ic/mod.order"),
                     order(kZod, {{QStringLiteral("type"), QStringLiteral("retreat")}}))),
                 -32001);
    }

    void debugMethodsOnlyWithDev()
    {
        {
            auto game = start(false);
            QVERIFY(game);
            RawIcrpSocket debug;
            QVERIFY(debug.connectAs(game->url(), QStringLiteral("debug"), kPassword));
            for (const char *method : {"ic/debug.ecs.list", "ic/debug.profile"})
                QCOMPARE(RawIcrpSocket::errorCode(debug.call(QLatin1String(method))), -32601);
        }
        auto game = start(true);
        QVERIFY(game);
        RawIcrpSocket debug;
        RawIcrpSocket mod;
        QVERIFY(debug.connectAs(game->url(), QStringLiteral("debug"), kPassword));
        QVERIFY(mod.connectAs(game->url(), QStringLiteral("mod"), kPassword));
        QCOMPARE(RawIcrpSocket::errorCode(mod.call(QStringLiteral("ic/debug.ecs.list"))), -32001);
        game->advance(30);

        QHash<QString, int> counts;
        for (const QJsonValue &c : resultOf(debug.call(QStringLiteral("ic/debug.ecs.list")))
                                       .value(u"components")
                                       .toArray())
            counts.insert(c.toObject().value(u"name").toString(),
                          c.toObject().value(u"count").toInt());
        QCOMPARE(counts.value(QStringLiteral("Position")), game->sim()->units().size());
        QCOMPARE(counts.value(QStringLiteral("Harvester")), 4);

        const QJsonObject query = resultOf(debug.call(
            QStringLiteral("ic/debug.ecs.query"),
            QJsonObject{{QStringLiteral("components"),
                         QJsonArray{QStringLiteral("Harvester"), QStringLiteral("Position")}}}));
        const QJsonArray harvesters = query.value(u"entities").toArray();
        QCOMPARE(harvesters.size(), 4);
        QCOMPARE(query.value(u"truncated").toBool(), false);
        const int id = harvesters.first().toObject().value(u"entity").toInt();
        const QJsonObject got = resultOf(
            debug.call(QStringLiteral("ic/debug.ecs.get"),
                       QJsonObject{{QStringLiteral("entity"), id},
                                   {QStringLiteral("component"), QStringLiteral("Position")}}));
        const QPoint at = game->sim()->unitById(id)->position;
        QCOMPARE(got.value(u"components").toObject().value(u"Position").toArray(),
                 (QJsonArray{at.x(), at.y()}));
        QCOMPARE(
            RawIcrpSocket::errorCode(debug.call(QStringLiteral("ic/debug.ecs.get"),
                                                QJsonObject{{QStringLiteral("entity"), 99999}})),
            -32009);
        const QJsonObject limited = resultOf(debug.call(
            QStringLiteral("ic/debug.ecs.query"),
            QJsonObject{{QStringLiteral("components"), QJsonArray{QStringLiteral("Owner")}},
                        {QStringLiteral("limit"), 2}}));
        QCOMPARE(limited.value(u"entities").toArray().size(), 2);
        QCOMPARE(limited.value(u"truncated").toBool(), true);

        const QJsonObject profile = resultOf(debug.call(QStringLiteral("ic/debug.profile")));
        QCOMPARE(profile.value(u"ticks").toInt(), 29); // intervals between 30 ticks
        QVERIFY(profile.value(u"step_us").toObject().value(u"max").toDouble() > 0);
    }

    void ordersReplayTickByTick()
    {
        SkirmishSim::Options options;
        options.seed = 7;
        SkirmishSim live(options);
        SkirmishSim replay(options);
        SkirmishSim untouched(options);
        const QList<SimInput> inputs = [] {
            const auto input = [](qint64 tick, SimInput::Kind kind, const QJsonObject &args) {
                SimInput i;
                i.tick = tick;
                i.kind = kind;
                i.args = args;
                return i;
            };
            const QJsonObject grant{
                {QStringLiteral("command"), QStringLiteral("grant_credits")},
                {QStringLiteral("args"),
                 QJsonObject{{QStringLiteral("player"), kZod}, {QStringLiteral("amount"), 9000}}}};
            return QList<SimInput>{
                input(20, SimInput::Kind::Command, grant),
                input(30, SimInput::Kind::Order,
                      order(kZod, {{QStringLiteral("type"), QStringLiteral("attack")},
                                   {QStringLiteral("target"), QJsonArray{1024, 1024}}})),
                input(40, SimInput::Kind::Order,
                      order(kZod, {{QStringLiteral("type"), QStringLiteral("produce")},
                                   {QStringLiteral("unit"), QStringLiteral("barracks")}})),
                input(400, SimInput::Kind::Order,
                      order(kZod, {{QStringLiteral("type"), QStringLiteral("retreat")}})),
                input(420, SimInput::Kind::Order,
                      order(kZod, {{QStringLiteral("type"), QStringLiteral("produce")},
                                   {QStringLiteral("unit"), QStringLiteral("mammoth_tank")}})),
            };
        }();
        qsizetype next = 0;
        bool differs = false;
        for (int t = 0; t < 900; ++t) {
            while (next < inputs.size() && inputs.at(next).tick == live.tick()) {
                const SimInput &in = inputs.at(next++);
                applySimInput(live, in);
                const std::optional<SimInput> recorded = SimInput::fromJson(in.toJson());
                QVERIFY(recorded);
                applySimInput(replay, *recorded);
            }
            QCOMPARE(replay.step().size(), live.step().size());
            untouched.step();
            QCOMPARE(replay.snapshotJson(), live.snapshotJson());
            differs = differs || untouched.snapshotJson() != live.snapshotJson();
        }
        QCOMPARE(next, inputs.size());
        QVERIFY(differs); // the inputs did change the match
    }
};

QTEST_GUILESS_MAIN(TestMockMod)
#include "TestMockMod.moc"
