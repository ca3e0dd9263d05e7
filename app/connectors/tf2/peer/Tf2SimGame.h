#pragma once
// The simulated Transport Fever 2 game's IPC side, as seed 002's Lua mod (simple_ipc.lua) plays
// it: each game tick it polls the command file, skips a command whose id equals last_cmd_id,
// answers through Tf2SimWorld, writes the response file, THEN clears the command file (leaves it
// empty, as io.open(path, "w") would) and appends what it did to the log file. That is the
// seed's order ("Clear command file after processing"): a client that writes its next command
// as soon as it sees the answer, before the clear, has that command wiped. Options::clearLagTicks
// widens that window to whole ticks, as a client in another process can see it.
//
// At rest it does not poll: like the mod it ticks while it has something to do (a command to
// read, a clear due after the lag, a half-written command to read again), and otherwise sleeps
// until the command file's folder or the command file changes (QFileSystemWatcher), then ticks
// at once. The world's clock does not sleep: a tick catches up on the ticks it slept through.
//
// Its reading and writing of the files is its own (Tf2ModJson.h, Tf2PeerFiles.h), written from
// the seed alone: no code of the connector's.
// - A command file that does not parse is left alone and read again next tick (a writer that
//   is not atomic may be half way): it is never acted on. Each such content is logged once.
// - A command that breaks the seed's format (a value that is not a string, no ts, no params
//   object) is refused with an error naming what is wrong when it has an 8-hex id to answer;
//   without one it is logged and cleared.
// - The response is written in place by default (truncate, write, close), as the mod likely
//   does; Options::atomicResponses writes it through a temporary file and rename instead.
//   holdNextResponseHalfWritten() leaves the next response cut in half until
//   releaseHeldResponse(): the half-written case a client must survive, made testable.
// - Unlike the mod it touches its three files only when they are regular files of its user
//   with one name (Tf2PeerFiles.h): a symbolic or hard link, a named pipe or another user's file
//   at a name is never read, written through or truncated; the command file's refusal is logged
//   once. It never blocks a tick. start() refuses a folder every user may write that has no
//   sticky bit.
// Used in-process by tests and the panel's demo, and by ic-tf2-mock.

#include "common/Result.h"
#include "connectors/tf2/peer/Tf2SimWorld.h"

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace icconnectors::tf2 {

class Tf2SimGame final : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString commandFile;
        QString responseFile;
        QString logFile;
        int tickMs = 50;
        bool atomicResponses = false;
        /// Ticks between writing a response and clearing the command file (0: the same tick).
        int clearLagTicks = 0;
    };
    /// The seed's three files in `folder` (tf2_cmd.json, tf2_resp.json, tf2_simple_ipc.log).
    static Options optionsInFolder(const QString &folder);

    explicit Tf2SimGame(Options options, QObject *parent = nullptr);
    ~Tf2SimGame() override;

    /// Starts ticking; an error when a folder of the files is writable by all without the
    /// sticky bit ("tf2.unsafe_folder"), or the log file cannot be opened ("tf2.log_unwritable").
    ic::Result<void> start();
    void stop();
    bool isRunning() const { return m_running; }
    /// Whether it is ticking now; false at rest, waiting for the command file to change.
    bool isTicking() const { return m_ticker.isActive(); }
    const Options &options() const { return m_options; }

    Tf2SimWorld &world() { return m_world; }
    /// The "Game interface not available" state: every command but ping is answered with it.
    void setInterfaceAvailable(bool available) { m_world.setInterfaceAvailable(available); }

    void holdNextResponseHalfWritten() { m_holdNext = true; }
    /// Writes the rest of a held response.
    void releaseHeldResponse();
    bool holdingResponse() const { return !m_heldRest.isEmpty(); }

    QString lastCommandId() const { return m_lastCmdId; }
    quint64 commandsProcessed() const { return m_processed; }
    quint64 incompleteReads() const { return m_incompleteReads; }

Q_SIGNALS:
    /// A response is whole on disk; the command file is not cleared yet (the seed's order). A
    /// slot connected directly runs in that gap, as a client in another process could.
    void responseWritten(const QString &id);
    /// A command was answered (ok or not).
    void commandAnswered(const QString &id, const QString &cmd, bool ok);
    /// The command file held something that is not a whole JSON command; left for next tick.
    void commandIncomplete();
    /// The next response is on disk, cut in half, waiting for releaseHeldResponse().
    void responseHeld();

private:
    /// The folder or the command file changed: watch the file again, tick now and on.
    void wake();
    void watchCommandFile();
    /// Runs the world's ticks due since the last catch-up.
    void catchUpWorld();
    /// Ticking stops when nothing is due (no clear pending, no half-written command).
    void restIfIdle();
    void tick();
    /// One tick of the mod's work, as before.
    void step();
    void handle(const QByteArray &bytes);
    void process(const peer::ModCommand &command);
    void refuse(const QString &id, const QString &message);
    void respond(const QString &id, const ic::Result<QJsonValue> &answer);
    /// After a response is whole on disk: clear the command file now or after the lag.
    void afterResponse();
    bool writeResponse(const QByteArray &bytes, bool atomic);
    void clearCommandFile();
    void log(const QString &line);

    Options m_options;
    Tf2SimWorld m_world;
    QTimer m_ticker;
    QFileSystemWatcher m_watcher;
    QElapsedTimer m_clock;   ///< since start(): the world's ticks are due by it
    qint64 m_worldTicks = 0; ///< world ticks run since start()
    bool m_running = false;
    QString m_lastCmdId;
    QByteArray m_lastIncomplete;
    QString m_lastRefusal; ///< why the command file was last refused, logged once
    QByteArray m_heldRest;
    bool m_holdNext = false;
    int m_clearInTicks = -1; ///< ticks until the command file is cleared; -1: nothing due
    quint64 m_processed = 0;
    quint64 m_incompleteReads = 0;
};

} // namespace icconnectors::tf2
