#pragma once
// A RemoteBash far end (seed 004 §10, "Remote: IrcRpcServer + RemoteBashExecutor", §11), written
// from the seed alone: its own IRC client (a QTcpSocket, NICK/USER/JOIN/PONG/PRIVMSG) and its own
// framing (BashPeerWire), nothing of the panel's OA1 code. It joins a channel, takes REQ streams
// (§5: reassembled by SEQ, dispatched on MORE=0, the aggregate cap, the partial timeout), runs
// each command in FakeShell (never a real shell) and answers with a RES stream (§6) or an ERR
// (§7: too_large, incomplete, timeout after the execution limit, not_allowed). A CANCEL (§8)
// drops a command still running: its answer is not sent. Filtering as §9: PRIVMSG to the
// channel, text starting "OA1 ", from an allowed nick, never our own.

#include <QHash>
#include <QMap>
#include <QObject>
#include <QQueue>
#include <QStringList>
#include <QTcpSocket>
#include <QTimer>

namespace icconnectors::oa1::bashpeer {

class RemoteBashPeer : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString host = QStringLiteral("127.0.0.1");
        quint16 port = 6667;
        QString channel = QStringLiteral("#ic-ops");
        QString nick = QStringLiteral("remotebash");
        /// Whose frames are taken (without case); empty: anyone's but our own.
        QStringList allowedNicks;
        /// The least time between two PRIVMSG lines (flood protection).
        int lineGapMs = 1000;
        /// §4.1's limits.
        int maxFramePayloadBytes = 240;
        qsizetype maxAggregateBytes = 128 * 1024;
        int partialTimeoutMs = 10'000;
        /// How long a command may run before ERR "timeout: remote execution exceeded …".
        int execTimeoutMs = 30'000;
    };

    explicit RemoteBashPeer(const Options &options, QObject *parent = nullptr);

    void start();
    /// The commands dispatched so far, decoded, in order.
    QList<QByteArray> commands() const { return m_commands; }
    /// The ids of cancelled commands.
    QList<QByteArray> cancelled() const { return m_cancelled; }

Q_SIGNALS:
    void ready();
    void failed(const QString &why);
    /// An answer (RES or ERR) was queued for `id`.
    void answered(const QByteArray &id);

private:
    struct Stream
    {
        QMap<qint64, QByteArray> chunks;
        qint64 last = 0; // the SEQ of the MORE=0 chunk, 0 while unknown
        qsizetype bytes = 0;
        QTimer *idle = nullptr;
    };

    void sendNow(const QByteArray &line);
    void say(const QByteArray &frameText);
    void pump();
    void onReadyRead();
    void onLine(const QByteArray &line);
    void onPrivmsg(const QString &nick, const QByteArray &target, const QByteArray &text);
    void onRequestChunk(const QString &nick, const QByteArray &id, qint64 seq, bool more,
                        const QByteArray &payload);
    void dispatch(const QByteArray &id, const QByteArray &command);
    void answer(const QByteArray &id, const QByteArray &output);
    void sendError(const QByteArray &id, const QString &code, const QString &message);
    void dropStream(const QString &key);

    Options m_options;
    QTcpSocket m_socket;
    QByteArray m_buffer;
    QQueue<QByteArray> m_queue;
    QTimer m_pace;
    QHash<QString, Stream> m_streams;      // by nick + " " + id
    QHash<QByteArray, QTimer *> m_running; // by id
    QList<QByteArray> m_commands;
    QList<QByteArray> m_cancelled;
    bool m_joined = false;
};

} // namespace icconnectors::oa1::bashpeer
