#pragma once
// The simulated Transport Fever 2 game's IPC side, as the Lua mod (simple_ipc.lua) plays it:
// each game tick it polls the command file, skips a command whose id equals last_cmd_id,
// answers through Tf2SimWorld, clears the command file (leaves it empty, as io.open(path, "w")
// would), writes the response file and appends what it did to the log file. The command file is
// cleared before the answer is written, not after: a client that sends its next command as soon
// as it has the answer would otherwise have that command wiped.
//
// - A command file that does not parse is left alone and read again next tick (a writer that
//   is not atomic may be half way): it is never acted on. Each such content is logged once.
// - A command whose values are not all strings is refused, as the Lua parser would break on
//   it: answered with an error naming the value, when it has a string id to answer.
// - The response is written in place by default (truncate, write, close), as the mod likely
//   does; Options::atomicResponses writes it through a temporary file and rename instead.
//   holdNextResponseHalfWritten() leaves the next response cut in half until
//   releaseHeldResponse(): the half-written case a client must survive, made testable.
// - Unlike the mod it touches its three files only when they are regular files of its user
//   with one name (Tf2PeerFiles.h, its own code, not the connector's): a symbolic or hard link,
//   a named pipe or another user's file at a name is never read, written through or truncated;
//   the command file's refusal is logged once. It never blocks a tick. start() refuses a folder
//   every user may write that has no sticky bit.
// - Every value it writes is a string (encodeResponse stringifies the world's data).
// Used in-process by tests and the panel's demo, and by ic-tf2-mock.

#include "common/Result.h"
#include "connectors/tf2/peer/Tf2SimWorld.h"

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
    };
    /// The seed's three files in `folder` (tf2_cmd.json, tf2_resp.json, tf2_simple_ipc.log).
    static Options optionsInFolder(const QString &folder);

    explicit Tf2SimGame(Options options, QObject *parent = nullptr);
    ~Tf2SimGame() override;

    /// Starts ticking; an error when a folder of the files is writable by all without the
    /// sticky bit ("tf2.unsafe_folder"), or the log file cannot be opened ("tf2.log_unwritable").
    ic::Result<void> start();
    void stop();
    bool isRunning() const { return m_ticker.isActive(); }
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
    /// A command was answered (ok or not).
    void commandAnswered(const QString &id, const QString &cmd, bool ok);
    /// The command file held something that is not a whole JSON command; left for next tick.
    void commandIncomplete();
    /// The next response is on disk, cut in half, waiting for releaseHeldResponse().
    void responseHeld();

private:
    void tick();
    void handle(const QByteArray &bytes);
    void refuse(const QString &id, const QString &message);
    void respond(const Tf2Response &response);
    bool writeResponse(const QByteArray &bytes, bool atomic);
    void clearCommandFile();
    void log(const QString &line);

    Options m_options;
    Tf2SimWorld m_world;
    QTimer m_ticker;
    QString m_lastCmdId;
    QByteArray m_lastIncomplete;
    QString m_lastRefusal; ///< why the command file was last refused, logged once
    QByteArray m_heldRest;
    bool m_holdNext = false;
    quint64 m_processed = 0;
    quint64 m_incompleteReads = 0;
};

} // namespace icconnectors::tf2
