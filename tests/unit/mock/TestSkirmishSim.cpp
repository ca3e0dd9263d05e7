// Tests of icmock::SkirmishSim: determinism, the economy's ledger, combat, the end of a match,
// pause and kick, fog of war in every view, and the static scenario.

#include "mock/Rng.h"
#include "mock/SkirmishSim.h"
#include "mock/UnitCatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using icmock::Rng;
using icmock::SimEvent;
using icmock::SkirmishSim;
using icrp::EventCategory;

namespace {

// A seed checked to end by annihilation after ~8100 ticks (9 game minutes).
constexpr quint64 kAnnihilationSeed = 19;
constexpr qint64 kAnnihilationBound = 9500;

SkirmishSim::Options optionsFor(quint64 seed, qint64 duration = 0)
{
    SkirmishSim::Options o;
    o.seed = seed;
    o.durationTicks = duration;
    return o;
}

bool sameEvent(const SimEvent &a, const SimEvent &b)
{
    return a.category == b.category && a.type == b.type && a.tick == b.tick && a.data == b.data &&
           a.ownerPlayer == b.ownerPlayer && a.otherPlayer == b.otherPlayer &&
           a.position == b.position && a.audienceTeam == b.audienceTeam;
}

QString describe(const SimEvent &e)
{
    return QStringLiteral("%1@%2 %3")
        .arg(e.type)
        .arg(e.tick)
        .arg(QString::fromUtf8(QJsonDocument(e.data).toJson(QJsonDocument::Compact)));
}

QSet<int> unitIds(const QJsonObject &snapshot)
{
    QSet<int> ids;
    const QJsonArray units = snapshot.value(QStringLiteral("units")).toArray();
    for (const QJsonValue &u : units)
        ids.insert(u.toObject().value(QStringLiteral("id")).toInt());
    return ids;
}

// What one whole match (kAnnihilationSeed) showed; filled once in initTestCase.
struct MatchRun
{
    QHash<QString, int> counts; // events per type
    // invariant violations, described, per concern
    QStringList eventProblems;  // category, tick, chat audience
    QStringList ledgerProblems; // credits against start + harvests - costs
    QStringList fogProblems;    // state_diff filtering
    QList<SimEvent> firstStep;
    SimEvent end;
    qint64 endTick = 0;
    qint64 firstEngagementTick = -1;
    bool creditsRose = false; // a harvest raised a player's balance in a state_diff
    bool creditsFell = false; // a purchase lowered it
    int maxUnitsOfAPlayer = 0;
    int enemyEntriesDropped = 0; // state_diff entries fog removed for team 0
    int enemyEntriesKept = 0;    // enemy entries team 0 could see
    int viewerResourcesShown = 0;
    QList<qint64> telemetryTicks;
    int teamChat = 0;
    int allChat = 0;
};

} // namespace

class TestSkirmishSim : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rngIsPinnedAndBounded();
    void sameSeedSameMatch();
    void stateDiffsOffChangeNothingElse();
    void otherSeedOtherMatch();
    void firstStepAnnouncesTheMatch();
    void everyEventBelongsToItsCategory();
    void creditsRiseByHarvestingAndFallByProduction();
    void unitsAreProducedAndDestroyed();
    void statsMatchTheUnits();
    void matchEndsByAnnihilation();
    void matchEndsAtTheTimeLimit();
    void pauseStopsTheClock();
    void kickProducesPlayerLeave();
    void chatFromOutside();
    void simulatedChatAndTelemetry();
    void fogHidesEnemyResources();
    void fogHidesUnitsOutOfSight();
    void stateDiffIsFogFiltered();
    void staticScenarioNeverChanges();

private:
    MatchRun m_run;
};

void TestSkirmishSim::initTestCase()
{
    SkirmishSim sim(optionsFor(kAnnihilationSeed));
    QList<qint64> ledger;
    for (const icmock::PlayerState &p : sim.players())
        ledger << p.credits;
    QList<qint64> lastReported = ledger;
    bool first = true;
    while (!sim.ended() && sim.tick() < kAnnihilationBound) {
        const QList<SimEvent> events = sim.step();
        if (first)
            m_run.firstStep = events;
        first = false;
        for (const SimEvent &e : events) {
            ++m_run.counts[e.type];
            if (!icrp::eventsOf(e.category).contains(e.type))
                m_run.eventProblems << QStringLiteral("wrong category: ") + describe(e);
            if (e.tick != sim.tick() && e.type != QLatin1String("game_start") &&
                e.type != QLatin1String("player_join"))
                m_run.eventProblems << QStringLiteral("tick mismatch: ") + describe(e);
            const int p = e.ownerPlayer;
            if (e.type == QLatin1String("resource_harvested")) {
                ledger[p] += e.data.value(QStringLiteral("amount")).toInt();
                if (e.data.value(QStringLiteral("credits")).toInteger() != ledger.at(p))
                    m_run.ledgerProblems << QStringLiteral("harvest balance: ") + describe(e);
            } else if (e.type == QLatin1String("unit_produced") ||
                       e.type == QLatin1String("building_placed")) {
                ledger[p] -= e.data.value(QStringLiteral("cost")).toInt();
            } else if (e.type == QLatin1String("engagement_start")) {
                if (m_run.firstEngagementTick < 0)
                    m_run.firstEngagementTick = e.tick;
            } else if (e.type == QLatin1String("game_end")) {
                m_run.end = e;
                m_run.endTick = e.tick;
            } else if (e.category == EventCategory::Telemetry) {
                if (e.type == QLatin1String("fps"))
                    m_run.telemetryTicks << e.tick;
            } else if (e.type == QLatin1String("chat_message")) {
                const bool team =
                    e.data.value(QStringLiteral("channel")).toString() == QLatin1String("team");
                (team ? m_run.teamChat : m_run.allChat)++;
                if (team != (e.audienceTeam >= 0))
                    m_run.eventProblems << QStringLiteral("chat audience: ") + describe(e);
            } else if (e.type == QLatin1String("state_diff")) {
                const QJsonObject resources = e.data.value(QStringLiteral("resources")).toObject();
                for (int i = 0; i < sim.players().size(); ++i) {
                    const QString &name = sim.players().at(i).name;
                    if (!resources.contains(name))
                        continue;
                    const qint64 now = resources.value(name).toInteger();
                    if (now != ledger.at(i))
                        m_run.ledgerProblems << QStringLiteral("ledger of %1: %2 != %3 at %4")
                                                    .arg(name)
                                                    .arg(now)
                                                    .arg(ledger.at(i))
                                                    .arg(e.tick);
                    m_run.creditsRose |= now > lastReported.at(i);
                    m_run.creditsFell |= now < lastReported.at(i);
                    lastReported[i] = now;
                }
                // fog: team 0 seen from CommanderZod's seat (every third tick is plenty)
                if (e.tick % 3 != 0)
                    continue;
                const QJsonObject filtered = sim.stateDiffFor(e, 0, 0);
                const QJsonArray all = e.data.value(QStringLiteral("changed")).toArray();
                const QJsonArray kept = filtered.value(QStringLiteral("changed")).toArray();
                QSet<int> keptIds;
                for (const QJsonValue &v : kept)
                    keptIds.insert(v.toObject().value(QStringLiteral("id")).toInt());
                for (const QJsonValue &v : all) {
                    const int id = v.toObject().value(QStringLiteral("id")).toInt();
                    const icmock::UnitState *u = sim.unitById(id);
                    if (!u || u->team == 0)
                        continue;
                    const bool visible = sim.visibleTo(0, u->position);
                    if (keptIds.contains(id) != visible)
                        m_run.fogProblems << QStringLiteral("state_diff fog for unit %1").arg(id);
                    (visible ? m_run.enemyEntriesKept : m_run.enemyEntriesDropped)++;
                }
                const QJsonObject shown = filtered.value(QStringLiteral("resources")).toObject();
                for (auto it = shown.constBegin(); it != shown.constEnd(); ++it) {
                    if (it.key() != QLatin1String("CommanderZod"))
                        m_run.fogProblems << QStringLiteral("resources of ") + it.key() +
                                                 QStringLiteral(" shown to CommanderZod");
                }
                if (resources.contains(QStringLiteral("CommanderZod"))) {
                    ++m_run.viewerResourcesShown;
                    if (shown.value(QStringLiteral("CommanderZod")) !=
                        resources.value(QStringLiteral("CommanderZod")))
                        m_run.fogProblems << QStringLiteral("own resources missing in state_diff");
                }
            }
        }
        int perPlayer[4] = {0, 0, 0, 0};
        for (const icmock::UnitState &u : sim.units()) {
            if (!u.building)
                ++perPlayer[u.owner];
        }
        for (int n : perPlayer)
            m_run.maxUnitsOfAPlayer = qMax(m_run.maxUnitsOfAPlayer, n);
    }
    for (int i = 0; i < sim.players().size(); ++i) {
        if (sim.players().at(i).credits != ledger.at(i))
            m_run.ledgerProblems << QStringLiteral("final ledger of ") + sim.players().at(i).name;
    }
}

void TestSkirmishSim::rngIsPinnedAndBounded()
{
    // xoshiro256** seeded with splitmix64(1): the sequence must never change (seeds in saved
    // configs and bug reports must keep meaning the same match)
    Rng rng(1);
    QCOMPARE(rng.next(), 0xb3f2af6d0fc710c5ULL);
    QCOMPARE(rng.next(), 0x853b559647364ceaULL);
    QCOMPARE(rng.next(), 0x92f89756082a4514ULL);

    Rng bounded(42);
    QList<int> seen(7, 0);
    for (int i = 0; i < 7000; ++i) {
        const quint64 v = bounded.bounded(7);
        QVERIFY(v < 7);
        ++seen[int(v)];
        const int r = bounded.range(-3, 3);
        QVERIFY(r >= -3 && r <= 3);
    }
    for (int n : seen)
        QVERIFY2(n > 700, "every value of a bounded draw turns up");
    QCOMPARE(bounded.bounded(0), 0ULL);
    QCOMPARE(bounded.range(5, 5), 5);
    QVERIFY(!bounded.chance(0, 10));
    QVERIFY(bounded.chance(10, 10));
}

void TestSkirmishSim::sameSeedSameMatch()
{
    SkirmishSim a(optionsFor(77));
    SkirmishSim b(optionsFor(77));
    int events = 0;
    for (int t = 0; t < 2400; ++t) {
        // the same admin calls on both sides take part in the sequence too
        if (t == 800) {
            QCOMPARE(a.setPaused(true, QStringLiteral("admin")).size(), 1);
            QCOMPARE(b.setPaused(true, QStringLiteral("admin")).size(), 1);
            QVERIFY(a.step().isEmpty() && b.step().isEmpty());
            a.setPaused(false);
            b.setPaused(false);
        }
        if (t == 1600) {
            a.kickPlayer(QStringLiteral("Tanya"), QStringLiteral("afk"));
            b.kickPlayer(QStringLiteral("Tanya"), QStringLiteral("afk"));
        }
        const QList<SimEvent> ea = a.step();
        const QList<SimEvent> eb = b.step();
        QCOMPARE(ea.size(), eb.size());
        for (int i = 0; i < ea.size(); ++i)
            QVERIFY2(sameEvent(ea.at(i), eb.at(i)), qPrintable(describe(ea.at(i))));
        events += int(ea.size());
    }
    QCOMPARE(a.tick(), b.tick());
    QVERIFY(events > 2400);
    QCOMPARE(a.snapshotJson(), b.snapshotJson());
    QCOMPARE(a.matchInfoJson(), b.matchInfoJson());
    for (int p = 0; p < 4; ++p)
        QCOMPARE(a.playerJson(p), b.playerJson(p));
}

void TestSkirmishSim::stateDiffsOffChangeNothingElse()
{
    // A game with nobody taking sim_state asks for no diffs: the match is the same, only the
    // state_diff events are missing, and the first diff once asked for again is the one a sim
    // that built every diff (and sent it to nobody) makes at that tick.
    SkirmishSim always(optionsFor(77));
    SkirmishSim sometimes(optionsFor(77));
    int diffsLeftOut = 0;
    for (int t = 0; t < 1500; ++t) {
        const bool on = t < 100 || t >= 1200;
        sometimes.setStateDiffs(on);
        QCOMPARE(sometimes.stateDiffs(), on);
        const QList<SimEvent> all = always.step();
        QList<SimEvent> expected;
        for (const SimEvent &e : all) {
            if (on || e.category != EventCategory::SimState)
                expected << e;
            else
                ++diffsLeftOut;
        }
        const QList<SimEvent> got = sometimes.step();
        QCOMPARE(got.size(), expected.size());
        for (int i = 0; i < got.size(); ++i)
            QVERIFY2(sameEvent(got.at(i), expected.at(i)), qPrintable(describe(got.at(i))));
    }
    QCOMPARE(diffsLeftOut, 1100);
    QCOMPARE(sometimes.snapshotJson(), always.snapshotJson());
    for (int p = 0; p < 4; ++p)
        QCOMPARE(sometimes.playerJson(p), always.playerJson(p));
}

void TestSkirmishSim::otherSeedOtherMatch()
{
    SkirmishSim a(optionsFor(77));
    SkirmishSim b(optionsFor(78));
    bool differs = false;
    for (int t = 0; t < 900 && !differs; ++t) {
        const QList<SimEvent> ea = a.step();
        const QList<SimEvent> eb = b.step();
        if (ea.size() != eb.size()) {
            differs = true;
            break;
        }
        for (int i = 0; i < ea.size(); ++i)
            differs |= !sameEvent(ea.at(i), eb.at(i));
    }
    QVERIFY(differs);
}

void TestSkirmishSim::firstStepAnnouncesTheMatch()
{
    const QList<SimEvent> &first = m_run.firstStep;
    QVERIFY(first.size() >= 5);
    QCOMPARE(first.at(0).type, QStringLiteral("game_start"));
    const QJsonObject start = first.at(0).data;
    QCOMPARE(start.value(QStringLiteral("map")).toString(), QStringLiteral("Fjord Crossing"));
    QCOMPARE(start.value(QStringLiteral("mode")).toString(), QStringLiteral("skirmish-2v2"));
    QCOMPARE(start.value(QStringLiteral("seed")).toInteger(), qint64(kAnnihilationSeed));
    const QJsonArray players = start.value(QStringLiteral("players")).toArray();
    QCOMPARE(players.size(), 4);
    const QStringList names{QStringLiteral("CommanderZod"), QStringLiteral("Volkov"),
                            QStringLiteral("alice"), QStringLiteral("Tanya")};
    const QStringList factions{QStringLiteral("soviet"), QStringLiteral("soviet"),
                               QStringLiteral("allies"), QStringLiteral("allies")};
    for (int i = 0; i < 4; ++i) {
        const QJsonObject p = players.at(i).toObject();
        QCOMPARE(p.value(QStringLiteral("name")).toString(), names.at(i));
        QCOMPARE(p.value(QStringLiteral("faction")).toString(), factions.at(i));
        QCOMPARE(p.value(QStringLiteral("team")).toInt(), i / 2);
        const SimEvent &join = first.at(1 + i);
        QCOMPARE(join.type, QStringLiteral("player_join"));
        QCOMPARE(join.data.value(QStringLiteral("player")).toString(), names.at(i));
        QCOMPARE(join.data.value(QStringLiteral("faction")).toString(), factions.at(i));
        QCOMPARE(join.data.value(QStringLiteral("team")).toInt(), i / 2);
    }
    QCOMPARE(m_run.counts.value(QStringLiteral("game_start")), 1);
    QCOMPARE(m_run.counts.value(QStringLiteral("player_join")), 4);

    SkirmishSim sim(optionsFor(5));
    QCOMPARE(sim.localPlayer(), 0);
    QCOMPARE(sim.playerIndex(QStringLiteral("alice")), 2);
    QCOMPARE(sim.playerIndex(QStringLiteral("nobody")), -1);
    for (const icmock::PlayerState &p : sim.players()) {
        QCOMPARE(p.credits, qint64(5000));
        QVERIFY(p.structures >= 3);
        QVERIFY(p.unitsAlive >= 3);
    }
}

void TestSkirmishSim::everyEventBelongsToItsCategory()
{
    QVERIFY2(m_run.eventProblems.isEmpty(), qPrintable(m_run.eventProblems.mid(0, 5).join(u'\n')));
    // one state_diff per simulated tick
    QCOMPARE(m_run.counts.value(QStringLiteral("state_diff")), int(m_run.endTick));
}

void TestSkirmishSim::creditsRiseByHarvestingAndFallByProduction()
{
    // the ledger (start + harvests - costs) matched every resource_harvested balance, every
    // state_diff and the final credits, all through the match (checked in initTestCase)
    QVERIFY2(m_run.ledgerProblems.isEmpty(),
             qPrintable(m_run.ledgerProblems.mid(0, 5).join(u'\n')));
    QVERIFY(m_run.counts.value(QStringLiteral("resource_harvested")) > 10);
    QVERIFY(m_run.counts.value(QStringLiteral("building_placed")) > 4);
    QVERIFY(m_run.creditsRose);
    QVERIFY(m_run.creditsFell);

    SkirmishSim sim(optionsFor(3));
    qint64 harvested = 0;
    qint64 spent = 0;
    for (int t = 0; t < 1200; ++t) {
        for (const SimEvent &e : sim.step()) {
            if (e.type == QLatin1String("resource_harvested"))
                harvested += e.data.value(QStringLiteral("amount")).toInt();
            else if (e.type == QLatin1String("unit_produced") ||
                     e.type == QLatin1String("building_placed"))
                spent += e.data.value(QStringLiteral("cost")).toInt();
        }
    }
    qint64 credits = 0;
    qint64 harvestedByPlayers = 0;
    qint64 spentByPlayers = 0;
    for (const icmock::PlayerState &p : sim.players()) {
        credits += p.credits;
        harvestedByPlayers += p.harvested;
        spentByPlayers += p.spent;
        QVERIFY(p.credits >= 0);
    }
    QVERIFY(harvested > 0);
    QVERIFY(spent > 0);
    QCOMPARE(harvestedByPlayers, harvested);
    QCOMPARE(spentByPlayers, spent);
    QCOMPARE(credits, 4 * 5000 + harvested - spent);
}

void TestSkirmishSim::unitsAreProducedAndDestroyed()
{
    QVERIFY(m_run.counts.value(QStringLiteral("unit_produced")) > 20);
    QVERIFY(m_run.counts.value(QStringLiteral("unit_destroyed")) > 20);
    QVERIFY(m_run.counts.value(QStringLiteral("building_destroyed")) > 3);
    QVERIFY(m_run.counts.value(QStringLiteral("engagement_start")) > 0);
    QVERIFY(m_run.firstEngagementTick > 0);
    QVERIFY(m_run.firstEngagementTick <= 60 * 15); // within the first game minute
    QVERIFY(m_run.maxUnitsOfAPlayer <= SkirmishSim::kMaxUnitsPerPlayer);

    // payload shapes (docs/icrp-spec.md §9.5)
    SkirmishSim sim(optionsFor(kAnnihilationSeed));
    bool sawDestroyed = false;
    bool sawEngagement = false;
    while (!(sawDestroyed && sawEngagement) && sim.tick() < 3000) {
        for (const SimEvent &e : sim.step()) {
            if (e.type == QLatin1String("unit_destroyed")) {
                sawDestroyed = true;
                const int owner = sim.playerIndex(e.data.value(QStringLiteral("owner")).toString());
                const int killer =
                    sim.playerIndex(e.data.value(QStringLiteral("killed_by")).toString());
                QVERIFY(owner >= 0 && killer >= 0);
                QVERIFY(sim.teamOf(owner) != sim.teamOf(killer));
                QCOMPARE(e.ownerPlayer, owner);
                QCOMPARE(e.otherPlayer, killer);
                QVERIFY(icmock::UnitCatalog::indexOf(
                            e.data.value(QStringLiteral("unit_type")).toString()) >= 0);
                const QJsonArray pos = e.data.value(QStringLiteral("position")).toArray();
                QCOMPARE(pos.size(), 2);
                QVERIFY(e.position.has_value());
                QCOMPARE(*e.position, QPoint(pos.at(0).toInt(), pos.at(1).toInt()));
                QCOMPARE(e.category, EventCategory::Combat);
            } else if (e.type == QLatin1String("engagement_start")) {
                sawEngagement = true;
                const QJsonArray attackers = e.data.value(QStringLiteral("attackers")).toArray();
                const QJsonArray defenders = e.data.value(QStringLiteral("defenders")).toArray();
                QVERIFY(!attackers.isEmpty() && !defenders.isEmpty());
                const int a = sim.playerIndex(attackers.at(0).toString());
                const int d = sim.playerIndex(defenders.at(0).toString());
                QVERIFY(a >= 0 && d >= 0 && sim.teamOf(a) != sim.teamOf(d));
                QVERIFY(e.position.has_value());
            }
        }
    }
    QVERIFY(sawDestroyed);
    QVERIFY(sawEngagement);
}

void TestSkirmishSim::statsMatchTheUnits()
{
    SkirmishSim sim(optionsFor(11));
    for (int t = 0; t < 1000; ++t)
        sim.step();
    for (int p = 0; p < 4; ++p) {
        int army = 0;
        int alive = 0;
        int structures = 0;
        int produced = 0;
        int consumed = 0;
        for (const icmock::UnitState &u : sim.units()) {
            if (u.owner != p)
                continue;
            const int power = icmock::UnitCatalog::at(u.typeIndex).power;
            if (u.building) {
                ++structures;
                (power > 0 ? produced : consumed) += qAbs(power);
            } else {
                ++alive;
                army += u.cost;
            }
        }
        const QJsonObject json = sim.playerJson(p);
        QCOMPARE(json.value(QStringLiteral("army_value")).toInt(), army);
        QCOMPARE(json.value(QStringLiteral("units_alive")).toInt(), alive);
        QCOMPARE(json.value(QStringLiteral("structures")).toInt(), structures);
        const QJsonObject power = json.value(QStringLiteral("power")).toObject();
        QCOMPARE(power.value(QStringLiteral("produced")).toInt(), produced);
        QCOMPARE(power.value(QStringLiteral("consumed")).toInt(), consumed);
        QVERIFY(json.value(QStringLiteral("apm")).toInt() > 0);
        QCOMPARE(json.value(QStringLiteral("resources")).toInteger(), sim.players().at(p).credits);
    }
}

void TestSkirmishSim::matchEndsByAnnihilation()
{
    QVERIFY2(m_run.endTick > 0, "the match ended within the bound");
    QCOMPARE(m_run.end.type, QStringLiteral("game_end"));
    QCOMPARE(m_run.end.data.value(QStringLiteral("reason")).toString(),
             QStringLiteral("annihilation"));
    const int winner = m_run.end.data.value(QStringLiteral("winner_team")).toInt();
    QVERIFY(winner == 0 || winner == 1);
    const QJsonArray winners = m_run.end.data.value(QStringLiteral("winners")).toArray();
    QCOMPARE(winners.size(), 2);
    QCOMPARE(m_run.end.data.value(QStringLiteral("duration_ticks")).toInteger(), m_run.endTick);
    QVERIFY(m_run.endTick > 5 * 60 * 15); // a real match, not a walkover
}

void TestSkirmishSim::matchEndsAtTheTimeLimit()
{
    SkirmishSim sim(optionsFor(4, 1500));
    QList<SimEvent> last;
    while (!sim.ended() && sim.tick() < 2000)
        last = sim.step();
    QVERIFY(sim.ended());
    QCOMPARE(sim.tick(), qint64(1500));
    QVERIFY(!last.isEmpty());
    const SimEvent &end = last.last(); // game_end comes last in its tick
    QCOMPARE(end.type, QStringLiteral("game_end"));
    QCOMPARE(end.data.value(QStringLiteral("reason")).toString(), QStringLiteral("time_limit"));
    QCOMPARE(end.data.value(QStringLiteral("duration_ticks")).toInteger(), qint64(1500));
    const int winner = end.data.value(QStringLiteral("winner_team")).toInt();
    QCOMPARE(winner, sim.winnerTeam());
    // the winner is the side with more army value plus structures
    qint64 score[2] = {0, 0};
    for (const icmock::UnitState &u : sim.units())
        score[u.team] += u.cost;
    QCOMPARE(winner, score[0] > score[1] ? 0 : 1);
    // ... and game_end says both scores (army value plus buildings standing), team 1's first
    qint64 expectedScore[2] = {0, 0};
    for (const icmock::PlayerState &p : sim.players())
        expectedScore[p.team] += p.armyValue;
    for (const icmock::UnitState &u : sim.units()) {
        if (u.building && u.hp > 0)
            expectedScore[u.team] += u.cost;
    }
    const QJsonArray scores = end.data.value(QStringLiteral("scores")).toArray();
    QCOMPARE(scores.size(), 2);
    QCOMPARE(scores.at(0).toInteger(), expectedScore[0]);
    QCOMPARE(scores.at(1).toInteger(), expectedScore[1]);
    QCOMPARE(winner, scores.at(0).toInteger() > scores.at(1).toInteger() ? 0 : 1);
    QStringList expected;
    for (const icmock::PlayerState &p : sim.players()) {
        if (p.team == winner)
            expected << p.name;
    }
    QStringList winners;
    for (const QJsonValue &v : end.data.value(QStringLiteral("winners")).toArray())
        winners << v.toString();
    QCOMPARE(winners, expected);
    QCOMPARE(sim.matchInfoJson().value(QStringLiteral("end_reason")).toString(),
             QStringLiteral("time_limit"));

    // nothing happens after the end
    QVERIFY(sim.step().isEmpty());
    QCOMPARE(sim.tick(), qint64(1500));
    QVERIFY(sim.setPaused(true).isEmpty());
}

void TestSkirmishSim::pauseStopsTheClock()
{
    SkirmishSim sim(optionsFor(6));
    for (int t = 0; t < 100; ++t)
        sim.step();
    QCOMPARE(sim.tick(), qint64(100));
    const QList<SimEvent> paused = sim.setPaused(true, QStringLiteral("admin"));
    QCOMPARE(paused.size(), 1);
    QCOMPARE(paused.at(0).type, QStringLiteral("pause"));
    QCOMPARE(paused.at(0).category, EventCategory::Match);
    QCOMPARE(paused.at(0).data.value(QStringLiteral("by")).toString(), QStringLiteral("admin"));
    QVERIFY(sim.paused());
    const QJsonObject before = sim.snapshotJson();
    for (int t = 0; t < 50; ++t)
        QVERIFY(sim.step().isEmpty());
    QCOMPARE(sim.tick(), qint64(100));
    QCOMPARE(sim.snapshotJson(), before);
    QVERIFY(sim.setPaused(true).isEmpty()); // already paused

    const QList<SimEvent> resumed = sim.setPaused(false);
    QCOMPARE(resumed.size(), 1);
    QCOMPARE(resumed.at(0).type, QStringLiteral("resume"));
    QVERIFY(!resumed.at(0).data.contains(QStringLiteral("by")));
    QVERIFY(!sim.step().isEmpty());
    QCOMPARE(sim.tick(), qint64(101));
}

void TestSkirmishSim::kickProducesPlayerLeave()
{
    SkirmishSim sim(optionsFor(8));
    for (int t = 0; t < 300; ++t)
        sim.step();
    const QList<SimEvent> left = sim.kickPlayer(QStringLiteral("alice"), QStringLiteral("afk"));
    QCOMPARE(left.size(), 1);
    QCOMPARE(left.at(0).type, QStringLiteral("player_leave"));
    QCOMPARE(left.at(0).data.value(QStringLiteral("player")).toString(), QStringLiteral("alice"));
    QCOMPARE(left.at(0).data.value(QStringLiteral("reason")).toString(), QStringLiteral("afk"));
    QCOMPARE(left.at(0).ownerPlayer, 2);
    QVERIFY(!sim.players().at(2).present);
    QVERIFY(sim.kickPlayer(QStringLiteral("alice"), QStringLiteral("again")).isEmpty());
    QVERIFY(sim.kickPlayer(QStringLiteral("nobody"), QStringLiteral("x")).isEmpty());

    // the kicked player's units stay where they are, and it stops acting
    QHash<int, QPoint> where;
    for (const icmock::UnitState &u : sim.units()) {
        if (u.owner == 2)
            where.insert(u.id, u.position);
    }
    QVERIFY(!where.isEmpty());
    const qint64 credits = sim.players().at(2).credits;
    for (int t = 0; t < 900; ++t) {
        for (const SimEvent &e : sim.step()) {
            if (e.category == EventCategory::Economy || e.category == EventCategory::Chat)
                QVERIFY2(e.ownerPlayer != 2, qPrintable(describe(e)));
        }
    }
    QCOMPARE(sim.players().at(2).credits, credits);
    QCOMPARE(sim.players().at(2).apm, 0);
    for (const icmock::UnitState &u : sim.units()) {
        if (u.owner == 2) {
            QVERIFY(where.contains(u.id)); // nothing new
            QCOMPARE(u.position, where.value(u.id));
        }
    }
}

void TestSkirmishSim::chatFromOutside()
{
    SkirmishSim sim(optionsFor(1));
    const SimEvent team = sim.chat(QStringLiteral("Volkov"), QStringLiteral("hold the bridge"),
                                   QStringLiteral("team"));
    QCOMPARE(team.type, QStringLiteral("chat_message"));
    QCOMPARE(team.category, EventCategory::Chat);
    QCOMPARE(team.data.value(QStringLiteral("from")).toString(), QStringLiteral("Volkov"));
    QCOMPARE(team.data.value(QStringLiteral("message")).toString(),
             QStringLiteral("hold the bridge"));
    QCOMPARE(team.data.value(QStringLiteral("channel")).toString(), QStringLiteral("team"));
    QCOMPARE(team.data.value(QStringLiteral("team")).toInt(), 0);
    QCOMPARE(team.audienceTeam, 0);
    QCOMPARE(team.ownerPlayer, 1);

    const SimEvent server = sim.chat(QStringLiteral("[server]"), QStringLiteral("restart soon"),
                                     QStringLiteral("team"));
    QCOMPARE(server.data.value(QStringLiteral("channel")).toString(), QStringLiteral("all"));
    QVERIFY(!server.data.contains(QStringLiteral("team")));
    QCOMPARE(server.audienceTeam, -1);
    QCOMPARE(server.ownerPlayer, -1);
}

void TestSkirmishSim::simulatedChatAndTelemetry()
{
    QVERIFY(m_run.teamChat > 0);
    QVERIFY(m_run.allChat > 0);
    QVERIFY(m_run.counts.value(QStringLiteral("ping")) > 0);
    QVERIFY(m_run.counts.value(QStringLiteral("tactical_marker")) > 0);
    // telemetry once a game second, all four kinds
    QCOMPARE(m_run.telemetryTicks.size(), int(m_run.endTick / 15));
    for (qint64 t : std::as_const(m_run.telemetryTicks))
        QCOMPARE(t % 15, 0);
    for (const char *kind : {"tick_time", "network_latency", "memory_usage"})
        QCOMPARE(m_run.counts.value(QString::fromLatin1(kind)), m_run.telemetryTicks.size());

    SkirmishSim sim(optionsFor(2));
    QList<SimEvent> telemetry;
    for (int t = 0; t < 15; ++t) {
        for (const SimEvent &e : sim.step()) {
            if (e.category == EventCategory::Telemetry)
                telemetry << e;
        }
    }
    QCOMPARE(telemetry.size(), 4);
    QVERIFY(telemetry.at(0).data.value(QStringLiteral("fps")).toDouble() > 0);
    QVERIFY(telemetry.at(1).data.value(QStringLiteral("ms")).toDouble() > 0);
    QVERIFY(telemetry.at(2).data.value(QStringLiteral("ms")).toInt() > 0);
    QVERIFY(telemetry.at(3).data.value(QStringLiteral("bytes")).toInteger() > 0);
}

void TestSkirmishSim::fogHidesEnemyResources()
{
    SkirmishSim live(optionsFor(12));
    for (int t = 0; t < 900; ++t)
        live.step();
    SkirmishSim::Options staticOptions;
    staticOptions.isStatic = true;
    const SkirmishSim still(staticOptions);

    for (const SkirmishSim *sim : {static_cast<const SkirmishSim *>(&live), &still}) {
        // CommanderZod's seat (team 0, player 0)
        const QJsonObject own = sim->playerJson(0, 0, 0);
        QCOMPARE(own.value(QStringLiteral("resources")).toInteger(), sim->players().at(0).credits);
        QVERIFY(own.contains(QStringLiteral("power")));
        const QJsonObject ally = sim->playerJson(1, 0, 0);
        QVERIFY(!ally.contains(QStringLiteral("resources")));
        QVERIFY(ally.contains(QStringLiteral("army_value")));
        for (int enemy : {2, 3}) {
            const QJsonObject e = sim->playerJson(enemy, 0, 0);
            for (const char *hidden : {"resources", "power", "army_value", "apm", "units_alive",
                                       "structures", "kills", "losses"})
                QVERIFY2(!e.contains(QString::fromLatin1(hidden)), hidden);
            QVERIFY(e.contains(QStringLiteral("visible_units")));
            QVERIFY(e.contains(QStringLiteral("visible_structures")));
        }
        // the snapshot for that seat carries the same player objects and no other credits
        const QJsonObject snapshot = sim->snapshotJson(0, 0);
        const QJsonArray players = snapshot.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), 4);
        for (int p = 0; p < 4; ++p)
            QCOMPARE(players.at(p).toObject(), sim->playerJson(p, 0, 0));
        // a spectator seat on team 1 without a player sees no credits at all
        for (int p = 0; p < 4; ++p)
            QVERIFY(!sim->playerJson(p, 1, -1).contains(QStringLiteral("resources")));
        // full view (admin) sees everything
        QVERIFY(sim->playerJson(2).contains(QStringLiteral("resources")));
        QVERIFY(sim->playerJson(2).contains(QStringLiteral("power")));
    }
}

void TestSkirmishSim::fogHidesUnitsOutOfSight()
{
    SkirmishSim::Options staticOptions;
    staticOptions.isStatic = true;
    const SkirmishSim still(staticOptions);
    SkirmishSim live(optionsFor(12));
    for (int t = 0; t < 900; ++t)
        live.step();

    for (const SkirmishSim *sim : {&still, static_cast<const SkirmishSim *>(&live)}) {
        const QSet<int> seen = unitIds(sim->snapshotJson(0, 0));
        const QSet<int> all = unitIds(sim->snapshotJson());
        int hiddenEnemies = 0;
        int visibleEnemies = 0;
        for (const icmock::UnitState &u : sim->units()) {
            QVERIFY(all.contains(u.id));
            if (u.team == 0) {
                QVERIFY(seen.contains(u.id));
                QVERIFY(sim->visibleTo(0, u.position));
                continue;
            }
            const bool visible = sim->visibleTo(0, u.position);
            QCOMPARE(seen.contains(u.id), visible);
            (visible ? visibleEnemies : hiddenEnemies)++;
        }
        QVERIFY(hiddenEnemies > 0);
        if (sim == &still)
            QVERIFY(visibleEnemies > 0); // the static front line is in sight
        // the enemy's counts in playerJson agree with what the snapshot shows
        for (int enemy : {2, 3}) {
            int units = 0;
            int structures = 0;
            for (const icmock::UnitState &u : sim->units()) {
                if (u.owner == enemy && seen.contains(u.id))
                    (u.building ? structures : units)++;
            }
            const QJsonObject e = sim->playerJson(enemy, 0, 0);
            QCOMPARE(e.value(QStringLiteral("visible_units")).toInt(), units);
            QCOMPARE(e.value(QStringLiteral("visible_structures")).toInt(), structures);
        }
    }
    // bases in opposite corners are out of each other's sight at the start
    SkirmishSim fresh(optionsFor(1));
    QVERIFY(!fresh.visibleTo(0, fresh.players().at(2).base));
    QVERIFY(fresh.visibleTo(1, fresh.players().at(2).base));
}

void TestSkirmishSim::stateDiffIsFogFiltered()
{
    // checked tick by tick over the whole match in initTestCase
    QVERIFY2(m_run.fogProblems.isEmpty(), qPrintable(m_run.fogProblems.mid(0, 5).join(u'\n')));
    QVERIFY(m_run.enemyEntriesDropped > 0);
    QVERIFY(m_run.enemyEntriesKept > 0);
    QVERIFY(m_run.viewerResourcesShown > 0);

    // not a state_diff: nothing
    SkirmishSim sim(optionsFor(1));
    const QList<SimEvent> first = sim.step();
    QVERIFY(sim.stateDiffFor(first.at(0), 0, 0).isEmpty());
    // the first diff introduces every unit with its type and owner
    const SimEvent *diff = nullptr;
    for (const SimEvent &e : first) {
        if (e.type == QLatin1String("state_diff"))
            diff = &e;
    }
    QVERIFY(diff);
    QCOMPARE(diff->category, EventCategory::SimState);
    QCOMPARE(diff->ownerPlayer, -1);
    const QJsonArray changed = diff->data.value(QStringLiteral("changed")).toArray();
    QCOMPARE(changed.size(), sim.units().size());
    const QJsonObject entry = changed.at(0).toObject();
    for (const char *key : {"id", "position", "health", "type", "owner", "building"})
        QVERIFY2(entry.contains(QString::fromLatin1(key)), key);
    const QJsonObject mine = sim.stateDiffFor(*diff, 1, 2);
    const QJsonObject resources = mine.value(QStringLiteral("resources")).toObject();
    QCOMPARE(resources.keys(), QStringList{QStringLiteral("alice")});
    for (const QJsonValue &v : mine.value(QStringLiteral("changed")).toArray()) {
        const QString owner = v.toObject().value(QStringLiteral("owner")).toString();
        QVERIFY(owner == QLatin1String("alice") || owner == QLatin1String("Tanya"));
    }
}

void TestSkirmishSim::staticScenarioNeverChanges()
{
    SkirmishSim::Options options;
    options.isStatic = true;
    options.seed = 99;
    SkirmishSim sim(options);
    SkirmishSim other([] {
        SkirmishSim::Options o;
        o.isStatic = true;
        o.seed = 1;
        return o;
    }());
    QCOMPARE(sim.tick(), qint64(9000));
    QVERIFY(sim.started());
    QVERIFY(!sim.ended());
    const QJsonObject snapshot = sim.snapshotJson();
    QCOMPARE(snapshot, other.snapshotJson()); // the same for every seed
    for (int p = 0; p < 4; ++p) {
        const QJsonObject player = sim.playerJson(p);
        QVERIFY(player.value(QStringLiteral("structures")).toInt() >= 8);
        QVERIFY(player.value(QStringLiteral("units_alive")).toInt() >= 10);
        QVERIFY(player.value(QStringLiteral("apm")).toInt() > 0);
        QVERIFY(player.value(QStringLiteral("resources")).toInteger() > 0);
    }
    for (int t = 0; t < 200; ++t)
        QVERIFY(sim.step().isEmpty());
    QVERIFY(sim.setPaused(true).isEmpty());
    QVERIFY(sim.kickPlayer(QStringLiteral("alice"), QStringLiteral("x")).isEmpty());
    QCOMPARE(sim.tick(), qint64(9000));
    QCOMPARE(sim.snapshotJson(), snapshot);
    QVERIFY(!sim.paused());
    QVERIFY(sim.players().at(2).present);
}

QTEST_GUILESS_MAIN(TestSkirmishSim)
#include "TestSkirmishSim.moc"
