#pragma once
// How to run one simulated match: what the command line of ic-remote-mock says, or what the
// panel's --demo and the tests choose. Unset port/bind fall back to config.toml, then to the
// defaults of docs/icrp-spec.md §13.

#include <QString>
#include <optional>

namespace icmock {

struct MockOptions
{
    /// 0 takes a free port (MockGame::port() tells which). Unset: config.toml, else 19710.
    std::optional<quint16> port;
    /// Unset: config.toml, else 127.0.0.1.
    std::optional<QString> bind;
    /// A password given directly (command line / tests). Exclusive with configPath.
    QString password;
    /// config.toml to read [remote] from and to watch for changes; empty: none.
    QString configPath;
    /// "skirmish-2v2" (events on a timeline) or "static" (a fixed state, no events).
    QString scenario = QStringLiteral("skirmish-2v2");
    quint64 seed = 1;
    /// Ticks per second of wall time. 0: no timer, the owner calls MockGame::advance().
    int tickRate = 15;
    bool ranked = false;
    /// The game's local seat is a spectator (in no team): observer sessions, which see the
    /// match from that seat, see every player and unit (no fog of war). A ranked match still
    /// shows it them ranked_observer_delay_seconds late. false: the seat of player 0.
    bool spectator = false;
    /// End the match after this many game seconds (winner decided by the sim); 0: no limit.
    int durationSeconds = 0;
    /// Begin this many game seconds into the match: the sim plays them before listening.
    int startAtSeconds = 0;
    /// A recording (ic-tool watch --record) to play back instead of simulating; empty: simulate.
    QString replayPath;
    /// How fast the replay runs: 1 in the recorded time, 2 twice as fast.
    double replaySpeed = 1.0;
    /// Where the game keeps gameplay.db and replays/ (docs/icrp-spec.md, match history).
    /// Empty: a temporary folder that goes with the MockGame.
    QString dataDir;
    /// Fill an empty gameplay.db with this many plausible past matches first (0: none).
    int historySeed = 0;
    /// Run as a development build: the debug tier's ic/debug.* methods exist (never ranked).
    bool dev = false;
    /// How long config.toml must stay quiet after a change before it is re-read.
    int configDebounceMs = 150;
};

} // namespace icmock
