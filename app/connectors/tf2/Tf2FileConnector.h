#pragma once
// The client side of the TF2 file IPC (seed 002), as a icconnectors::Connector of kind "tf2".
//
// Contract:
// - A command goes to the command file (default /tmp/tf2_cmd.json) as one JSON object with an
//   8-hex id, its name, a millisecond timestamp and its params, every value a string. It is
//   written atomically: a new file (mode 0600, owner only) in the same folder is rename(2)d
//   over the command file, so the game never sees half of it.
// - The folder is shared (/tmp), so the files are touched only when they are regular files of
//   ours (Tf2OwnFile.h): a symbolic link, a named pipe or another user's file at either name is
//   refused unread and unwritten ("unsafe_file" for a command; a Note for the response), with
//   what was found and what to do. open() refuses a folder writable by all without the sticky
//   bit.
// - The file holds one command, so one is in flight at a time; the others wait in a queue (the
//   "Queued" figure) and go in the order run() got them.
// - The next command is written only once the game has taken the last one: the seed's mod
//   clears the command file after processing, which may come after it wrote its answer, and a
//   command written before that clear would be wiped. So after an answer, while the command file
//   still holds the answered command, the next waits (polled like the response). If the game has
//   not cleared it within the clear wait (5 s by default; setClearWait()), the next is written
//   anyway with a note: the mod skips the answered id as its last_cmd_id.
// - Before each command a response file still lying there is stale: it is read into the wire log
//   and removed.
// - While a command is out (or the next waits for the clear) the folders of both files and the
//   files themselves are watched (QFileSystemWatcher) and read when they change: an answer is
//   seen as soon as it is written, and nothing is polled. Only where the folder cannot be
//   watched is the response file polled every 100 ms (setPollInterval()). At rest (nothing out)
//   nothing is watched or polled. An answer with
//   another id is logged once and left alone (the game overwrites it with ours). A file that
//   does not parse yet is read again when it changes (a writer that writes in place may be
//   half way); it is reported only if the timeout comes first. Our answer is taken, removed,
//   typed back for display (Tf2Values.h) and reported by finished(); the game's error message is
//   the result's message.
// - No answer within 30 s (5 s for ping; both settable) finishes the run with "timeout" and takes
//   the command back out of the command file if the game has not picked it up (so do close()
//   and the destructor).
// - Every byte written and read goes to wire() with a timestamp; notes (stale answer cleared,
//   another id ignored, file not complete yet, command withdrawn) go there as Note.
// - A game view (Tf2GameView) learns from every answer; it is in figures() and, whenever it
//   changes, in event("game_view", view). refreshGameView() queues the queries that renew it.

#include "connectors/common/Connector.h"
#include "connectors/tf2/Tf2GameView.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QJsonObject>
#include <QQueue>
#include <QTimer>

#include <optional>

namespace icconnectors::tf2 {

class Tf2FileConnector final : public Connector
{
    Q_OBJECT
public:
    explicit Tf2FileConnector(QObject *parent = nullptr);
    ~Tf2FileConnector() override;

    /// Both files in `folder`, under the seed's names (tf2_cmd.json, tf2_resp.json).
    void setFolder(const QString &folder);
    void setCommandFile(const QString &path) { m_commandFile = path; }
    void setResponseFile(const QString &path) { m_responseFile = path; }
    QString commandFile() const { return m_commandFile; }
    QString responseFile() const { return m_responseFile; }
    /// The poll used only where the folder cannot be watched.
    void setPollInterval(int ms);
    /// Whether the response file is polled now (only where its folder cannot be watched).
    bool isPolling() const { return m_pollTimer.isActive(); }
    /// Whether the files' folders are watched now (while a command is out or waits).
    bool isWatching() const { return !m_watcher.directories().isEmpty(); }
    /// How long a command may go unanswered: `pingMs` for ping, `defaultMs` for the rest.
    void setTimeouts(int defaultMs, int pingMs);
    int timeoutFor(const QString &command) const;
    /// How long the next command waits for the game to clear the answered one.
    void setClearWait(int ms) { m_clearWaitMs = qMax(0, ms); }

    const Tf2GameView &gameView() const { return m_view; }
    /// Queues the queries that renew the game view; their run numbers.
    QList<quint64> refreshGameView();
    /// Commands waiting behind the one in flight.
    qsizetype queued() const { return m_queue.size(); }

    QString kind() const override { return QStringLiteral("tf2"); }
    QList<CommandSpec> commands() const override;
    void open() override;
    void close() override;
    quint64 run(const QString &command, const QVariantMap &params) override;
    QList<QPair<QString, QString>> figures() const override;

private:
    struct Pending
    {
        quint64 run = 0;
        QString command;
        QJsonObject params;
    };
    struct InFlight
    {
        Pending pending;
        QString id;
        QByteArray sent;
        QElapsedTimer since;
        QString lastProblem;  ///< why the last response file read was not taken
        QByteArray lastNoted; ///< the response bytes last noted, so each is noted once
    };
    struct Counters
    {
        quint64 sent = 0;
        quint64 answered = 0;
        quint64 gameErrors = 0;
        quint64 timeouts = 0;
        quint64 staleCleared = 0;
        quint64 otherIds = 0;
        quint64 incompleteReads = 0;
        quint64 refused = 0; ///< links, pipes, other users' files at the two names
        qint64 lastRoundTripMs = -1;
    };

    /// Connector::setState, and the figures (they show the state) when it changed.
    void changeState(State state, const QString &detail = {});
    void finishLater(quint64 run, const QString &code, const QString &message);
    void startNext();
    /// Whether the command file still holds the answered command, within the clear wait.
    bool waitingForClear();
    bool writeCommand(InFlight &flight);
    void clearStaleResponse();
    void poll();
    /// Watches the folders and files until the wait is over (else polls); reads once at once.
    void awaitFiles();
    void stopAwaiting();
    /// A watched folder or file changed: watch files that came, then read.
    void filesChanged();
    /// Notes (once per problem) why the response file was not read; polling goes on.
    void refuseResponse(const QString &problem);
    bool takeResponse(const QByteArray &bytes);
    /// Logs `bytes` as read and `note` about them, once per distinct content.
    void noteOnce(const QByteArray &bytes, const QString &note);
    void timeOut();
    void withdrawCommand();
    void finish(CommandResult result);
    void failAll(const QString &code, const QString &message);
    void emitWire(WireEntry::Direction direction, const QString &channel, const QByteArray &bytes);
    void note(const QString &text);
    QString inFlightText() const;

    QString m_commandFile;
    QString m_responseFile;
    int m_defaultTimeoutMs;
    int m_pingTimeoutMs;
    int m_clearWaitMs;
    QByteArray m_answered; ///< the last answered command, until the game has cleared it
    QElapsedTimer m_answeredAt;
    bool m_clearWaitNoted = false;
    quint64 m_lastRun = 0;
    QString m_lastId;
    QQueue<Pending> m_queue;
    std::optional<InFlight> m_flight;
    QTimer m_pollTimer;
    QFileSystemWatcher m_watcher;
    QTimer m_clearWake;        ///< when the clear wait is over, the next command goes anyway
    bool m_pollQueued = false; ///< a burst of watcher events reads the files once
    QTimer m_deadline;
    Counters m_counters;
    Tf2GameView m_view;
};

} // namespace icconnectors::tf2
