#pragma once
// Invents plausible past matches for an empty gameplay.db (ic-remote-mock --history-seed N), so
// the history, a player's style and the panel's history page have something to show. Fast and
// deterministic: the same seed, count and "now" give the same matches.
//
// What it makes: 2v2 skirmishes on a few maps, ranked and unranked, 6-30 game minutes at 15
// ticks a second, started over the weeks before `now` (oldest first); players from a pool
// (CommanderZod, Volkov, alice, Tanya and four more; the first four play in most matches, so
// their careers have 20+ matches from 35 up); per-minute figures that rise, peak and fall (the
// losers' fall at the end); units produced from the faction's own unit names (`units`); the
// events game_start, player_join, some engagement_start / unit_destroyed / building_destroyed,
// and game_end.

#include "mock/history/FinishedMatch.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QStringList>

namespace icmock {

class HistorySeeder
{
public:
    /// The unit types each faction can build ("soviet", "allies": names from UnitCatalog).
    using UnitNames = QHash<QString, QStringList>;

    HistorySeeder(quint64 seed, UnitNames units);

    /// `count` matches, oldest first, all started and finished before `now`.
    QList<FinishedMatch> generate(int count, const QDateTime &now);

private:
    struct Seat
    {
        QString name;
        QString faction;
        int team = 0;
        int apm = 60;
        double skill = 1.0;
    };

    quint64 next();
    int range(int lo, int hi);
    bool chance(int numerator, int denominator);

    FinishedMatch makeMatch(int index, const QDateTime &startedAt);
    QList<Seat> pickSeats();
    void addPlayers(FinishedMatch &match, const QList<Seat> &seats);
    void addMinutes(FinishedMatch &match, const QList<Seat> &seats, int slot);
    void addProduced(FinishedMatch &match, const Seat &seat, int slot);
    void addEvents(FinishedMatch &match, const QList<Seat> &seats);
    static QString resultOf(const FinishedMatch &match, int team);

    quint64 m_state = 0;
    UnitNames m_units;
};

} // namespace icmock
