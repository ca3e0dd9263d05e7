#pragma once
// ic-remote-mock --replay FILE.icrep: a game's replay (MatchReplay, <dataDir>/replays/*.icrep)
// played back as a live match. MockGame runs a SkirmishSim with the replay's Options on its
// clock as it would a live one (the recorded tick rate × --replay-speed, from the first
// identified session) and, right after the step that reached a tick, applies the recorded
// SimInputs of that tick (applyDue), and MockGame publishes what they caused with the admin
// events that went with them live (MockGame::publishAdminEventOf), so every session sees the same
// events and ic/state.* answers as when the match was played. A pause that takes effect ends the
// inputs of that clock tick (the rest come before the next step), so the match is seen paused for
// one clock tick: the file holds the tick of a pause, not how long it lasted. Calls that would
// change the match are refused (refuseWrites). Each input's args keep who called ("by"), so the
// kick, mod_order, mod_command and server_status admin events name the caller as live; an .icrep
// written before args kept "by" still plays, and its kick, mod_order and mod_command events then
// have no "by".
//
// A recording of ic-tool watch --record (JSON Lines, a header first) and an .icrep (one JSON
// object, "format":"icrep") are told apart by their content (isIcrep), not by the file name.

#include "mock/MatchReplay.h"
#include "mock/SimEvent.h"
#include "mock/SimInput.h"

#include "common/Result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace icrp {
class IcrpServer;
}

namespace icmock {

class SkirmishSim;

class IcrepPlayback
{
public:
    /// One recorded input applied again, with what it caused.
    struct Applied
    {
        SimInput input;
        QList<SimEvent> events;
    };

    /// Whether the file at `path` is a game's replay (.icrep) rather than a recording: one
    /// JSON object whose "format" is "icrep", or — when it is not valid JSON — text that names
    /// that format (so a damaged .icrep is reported as one). False when it cannot be read.
    static bool isIcrep(const QString &path);
    /// The error code and message of a call refused because a replay is playing.
    static QString refusalMessage(const QString &method);

    explicit IcrepPlayback(MatchReplay replay);

    const MatchReplay &replay() const { return m_replay; }
    /// Inputs not yet applied.
    qsizetype remaining() const { return m_replay.inputs.size() - m_next; }

    /// Applies the inputs due at `sim`'s tick (tick ≤ sim.tick()), in order; stops after a
    /// pause that took effect (the rest come on the next clock tick).
    QList<Applied> applyDue(SkirmishSim &sim);
    /// Registers, over the live handlers, refusals (PermissionDenied) of ic/admin.*,
    /// ic/mod.order, ic/mod.command and ic/chat.send, with the tiers the live game gives them.
    static void refuseWrites(icrp::IcrpServer &server);

private:
    MatchReplay m_replay;
    qsizetype m_next = 0;
};

} // namespace icmock
