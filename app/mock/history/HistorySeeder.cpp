#include "mock/history/HistorySeeder.h"

#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace icmock {

namespace {

constexpr int kSeedTickRate = 15;
constexpr int kSeedTicksPerMinute = 60 * kSeedTickRate;
constexpr int kSpreadDays = 35;

struct SeedPoolEntry
{
    const char *name;
    const char *faction; // the one they usually play
    int weight;          // how often they play
    int apm;
};
constexpr SeedPoolEntry kSeedPool[] = {
    {"CommanderZod", "soviet", 9, 140}, {"Volkov", "soviet", 8, 95}, {"alice", "allies", 8, 120},
    {"Tanya", "allies", 8, 170},        {"Boris", "soviet", 2, 70},  {"Nadia", "allies", 2, 110},
    {"bob", "allies", 2, 55},           {"Yuri", "soviet", 2, 85},
};
constexpr const char *kSeedMaps[] = {"Fjord Crossing", "Ore Valley", "Red Pass", "Twin Rivers",
                                     "Siberian Front"};

} // namespace

HistorySeeder::HistorySeeder(quint64 seed, UnitNames units)
    : m_state(seed ^ 0x4859'5354'4f52'5921ULL), m_units(std::move(units))
{
}

quint64 HistorySeeder::next()
{
    // splitmix64: the same numbers with every compiler and library
    quint64 z = (m_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int HistorySeeder::range(int lo, int hi)
{
    return hi <= lo ? lo : lo + int(next() % quint64(hi - lo + 1));
}

bool HistorySeeder::chance(int numerator, int denominator)
{
    return range(1, denominator) <= numerator;
}

QList<FinishedMatch> HistorySeeder::generate(int count, const QDateTime &now)
{
    QList<FinishedMatch> matches;
    if (count <= 0)
        return matches;
    const qint64 spreadSecs = qint64(kSpreadDays) * 86400;
    const qint64 step = spreadSecs / count;
    for (int i = 0; i < count; ++i) {
        // oldest first; each ends (at most 31 minutes) well before the next starts and `now`
        const qint64 back = spreadSecs - i * step + range(0, int(qMin<qint64>(step / 3, 7200)));
        matches << makeMatch(i, now.toUTC().addSecs(-back - 3600));
    }
    return matches;
}

FinishedMatch HistorySeeder::makeMatch(int index, const QDateTime &startedAt)
{
    FinishedMatch m;
    m.startedAt = QDateTime::fromSecsSinceEpoch(startedAt.toSecsSinceEpoch(), Qt::UTC);
    m.matchId = m.startedAt.toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z-'")) +
                QString::number(next() & 0xFFFFFF, 16).rightJustified(6, u'0');
    const int minutes = range(6, 30);
    m.durationTicks =
        qint64(minutes - 1) * kSeedTicksPerMinute + range(kSeedTickRate, kSeedTicksPerMinute);
    m.tickRate = kSeedTickRate;
    m.map = QString::fromLatin1(kSeedMaps[next() % std::size(kSeedMaps)]);
    m.mode = QStringLiteral("skirmish-2v2");
    m.ranked = chance(1, 2);
    m.seed = next() >> 16;
    const bool draw = chance(1, 15);
    m.winnerTeam = draw ? -1 : int(next() % 2);
    m.endReason =
        draw || chance(1, 5) ? QStringLiteral("time_limit") : QStringLiteral("annihilation");
    m.replayId.clear(); // no replay file exists for an invented match
    Q_UNUSED(index);
    const QList<Seat> seats = pickSeats();
    addPlayers(m, seats);
    addEvents(m, seats);
    return m;
}

QList<HistorySeeder::Seat> HistorySeeder::pickSeats()
{
    QList<int> chosen;
    int total = 0;
    for (const SeedPoolEntry &e : kSeedPool)
        total += e.weight;
    while (chosen.size() < 4) {
        int roll = range(1, total);
        int i = 0;
        while (roll > kSeedPool[i].weight)
            roll -= kSeedPool[i++].weight;
        if (!chosen.contains(i))
            chosen << i;
    }
    QList<Seat> seats;
    for (int slot = 0; slot < 4; ++slot) {
        const SeedPoolEntry &e = kSeedPool[chosen.at(slot)];
        Seat s;
        s.name = QString::fromLatin1(e.name);
        const bool usual = chance(3, 4);
        const bool soviet = (QLatin1String(e.faction) == QLatin1String("soviet")) == usual;
        s.faction = soviet ? QStringLiteral("soviet") : QStringLiteral("allies");
        s.team = slot / 2;
        s.apm = e.apm + range(-15, 15);
        s.skill = 0.8 + range(0, 40) / 100.0;
        seats << s;
    }
    return seats;
}

QString HistorySeeder::resultOf(const FinishedMatch &match, int team)
{
    if (match.winnerTeam < 0)
        return QStringLiteral("draw");
    return match.winnerTeam == team ? QStringLiteral("win") : QStringLiteral("loss");
}

void HistorySeeder::addPlayers(FinishedMatch &m, const QList<Seat> &seats)
{
    const bool someoneKicked = chance(1, 25);
    for (int slot = 0; slot < seats.size(); ++slot) {
        const Seat &s = seats.at(slot);
        addMinutes(m, seats, slot);
        addProduced(m, s, slot);
        const FinishedMatch::Minute &last = m.minutes.constLast();
        FinishedMatch::Player p;
        p.slot = slot;
        p.name = s.name;
        p.team = s.team;
        p.faction = s.faction;
        p.result = someoneKicked && slot == 3 ? QStringLiteral("kicked") : resultOf(m, s.team);
        p.armyValue = last.armyValue;
        p.credits = last.credits;
        p.units = last.units;
        p.structures = last.structures;
        p.kills = last.kills;
        p.losses = last.losses;
        p.apm = FinishedMatch::averageApm(m.minutes, slot, 0);
        p.harvested = qint64(last.minute) * range(1100, 1900);
        p.spent = p.harvested + 5000 - last.credits;
        m.players << p;
    }
}

void HistorySeeder::addMinutes(FinishedMatch &m, const QList<Seat> &seats, int slot)
{
    const Seat &s = seats.at(slot);
    const int total = int((m.durationTicks + kSeedTicksPerMinute - 1) / kSeedTicksPerMinute);
    const bool loser = m.winnerTeam >= 0 && m.winnerTeam != s.team;
    const int peak = qMax(3, total * range(45, 75) / 100);
    int kills = 0;
    int losses = 0;
    // Minute 0: the start (a construction yard, a few units, the starting credits); drawing no
    // random numbers keeps every later figure as it was.
    FinishedMatch::Minute start;
    start.slot = slot;
    start.minute = 0;
    start.armyValue = qint64(std::lround(1000 * s.skill));
    start.units = 2;
    start.structures = 1;
    start.credits = 5000;
    m.minutes << start;
    for (int minute = 1; minute <= total; ++minute) {
        FinishedMatch::Minute n;
        n.slot = slot;
        n.minute = minute;
        // rises to the peak, then wavers; a loser's army and base melt in the last minutes
        const double rise = std::min(1.0, double(minute) / peak);
        const double fall =
            loser ? std::max(0.05, 1.0 - std::max(0, minute - (total - 3)) * 0.3) : 1.0;
        const double waver = 0.85 + range(0, 30) / 100.0;
        n.armyValue = qint64(std::lround(14000 * s.skill * rise * fall * waver));
        n.units = int(std::max<qint64>(1, n.armyValue / range(600, 900)));
        n.structures = std::max(
            0, int(std::lround((3 + 9 * std::min(1.0, minute / 8.0)) * (loser ? fall : 1.0))));
        n.credits = range(200, 4500);
        n.apm = int(std::lround(s.apm * (minute <= 2 ? 0.7 : 1.0) * (0.9 + range(0, 20) / 100.0)));
        if (minute >= 3) {
            kills += range(0, int(4 * s.skill * (loser ? 0.7 : 1.3)));
            losses += range(0, loser ? 5 : 3);
        }
        n.kills = kills;
        n.losses = losses;
        m.minutes << n;
    }
}

void HistorySeeder::addProduced(FinishedMatch &m, const Seat &s, int slot)
{
    QStringList types = m_units.value(s.faction);
    if (types.isEmpty())
        return;
    const int kinds = qMin(int(types.size()), range(3, 6));
    for (int k = 0; k < kinds; ++k) {
        FinishedMatch::Produced u;
        u.slot = slot;
        u.unitType = types.takeAt(int(next() % quint64(types.size())));
        u.count = range(1, 25);
        m.produced << u;
    }
}

void HistorySeeder::addEvents(FinishedMatch &m, const QList<Seat> &seats)
{
    using Event = FinishedMatch::Event;
    const QString match = QStringLiteral("match");
    QJsonArray roster;
    for (const Seat &s : seats)
        roster.append(QJsonObject{{QStringLiteral("name"), s.name},
                                  {QStringLiteral("faction"), s.faction},
                                  {QStringLiteral("team"), s.team}});
    m.events << Event{0,
                      match,
                      QStringLiteral("game_start"),
                      {},
                      {{QStringLiteral("map"), m.map},
                       {QStringLiteral("mode"), m.mode},
                       {QStringLiteral("seed"), qint64(m.seed)},
                       {QStringLiteral("tick_rate"), m.tickRate},
                       {QStringLiteral("players"), roster}}};
    for (const Seat &s : seats)
        m.events << Event{0,
                          match,
                          QStringLiteral("player_join"),
                          s.name,
                          {{QStringLiteral("player"), s.name},
                           {QStringLiteral("faction"), s.faction},
                           {QStringLiteral("team"), s.team}}};
    const int fights = range(3, 8);
    qint64 tick = 0;
    for (int i = 0; i < fights; ++i) {
        tick += range(1, int(m.durationTicks / (fights + 1)));
        const Seat &a = seats.at(range(0, 3));
        const Seat &d = seats.at(a.team == 0 ? range(2, 3) : range(0, 1));
        const QJsonArray at{range(200, 1800), range(200, 1800)};
        m.events << Event{tick,
                          QStringLiteral("combat"),
                          QStringLiteral("engagement_start"),
                          a.name,
                          {{QStringLiteral("position"), at},
                           {QStringLiteral("attackers"), QJsonArray{a.name}},
                           {QStringLiteral("defenders"), QJsonArray{d.name}},
                           {QStringLiteral("attacker_units"), range(2, 12)},
                           {QStringLiteral("defender_units"), range(1, 10)}}};
        const bool building = chance(1, 4);
        const QStringList types = m_units.value(d.faction);
        const QString type = building ? QStringLiteral("power_plant")
                                      : (types.isEmpty() ? QStringLiteral("rifle_infantry")
                                                         : types.at(int(next() % types.size())));
        m.events << Event{
            tick + range(5, 60),
            QStringLiteral("combat"),
            building ? QStringLiteral("building_destroyed") : QStringLiteral("unit_destroyed"),
            d.name,
            {{building ? QStringLiteral("building_type") : QStringLiteral("unit_type"), type},
             {QStringLiteral("owner"), d.name},
             {QStringLiteral("killed_by"), a.name},
             {QStringLiteral("position"), at}}};
    }
    QJsonArray winners;
    for (const Seat &s : seats) {
        if (s.team == m.winnerTeam)
            winners.append(s.name);
    }
    m.events << Event{m.durationTicks,
                      match,
                      QStringLiteral("game_end"),
                      {},
                      {{QStringLiteral("winner_team"), m.winnerTeam},
                       {QStringLiteral("winners"), winners},
                       {QStringLiteral("reason"), m.endReason},
                       {QStringLiteral("duration_ticks"), m.durationTicks}}};
}

} // namespace icmock
