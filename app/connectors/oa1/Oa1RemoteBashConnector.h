#pragma once
// The panel's OA1 connector speaking the seed's own tool contract, RemoteBash (seed 004 §10):
// a REQ's payload is one shell command, the RES stream is its text output (chunked, §6), an
// ERR ends it with "code: message" (§7), CANCEL gives up (§8). Stateless (§10.3): each run is
// one command in a fresh shell on the far side. Runs commands on another machine, so the
// window asks before the first one and shows who runs them: peerIdentity(), the far side's
// nick!user@host as the IRC server names it (WHO after joining, then every answer's prefix).
//
// open() connects, registers and joins; there is no handshake in the seed, so it is Open once
// in the channel. output() gives each RES chunk's text as it arrives, in SEQ order, before the
// run finishes; finished()'s data is {"output", "truncated", "chunks"} with the whole text
// (the seed's "...[truncated]..." marker appended when the stream passed the cap).
// Timeouts: the seed's request timeout (30 s until the first frame, then 10 s without a chunk,
// as the ICRP connector does) or, with timeout_sec, a total deadline for that command.

#include "connectors/oa1/Oa1ChannelConnector.h"

#include <QHash>
#include <QMap>

class QTimer;

namespace icconnectors::oa1 {

class Oa1RemoteBashConnector final : public Oa1ChannelConnector
{
    Q_OBJECT
public:
    struct Config : ChannelConfig
    {
        /// The far side's nick: only its frames are taken.
        QString peerNick;
    };

    /// The seed's tool name, the only command: params "command" and "timeout_sec".
    static constexpr const char *kCommand = "RemoteBash";
    /// What the seed says to append to a truncated output.
    static constexpr const char *kTruncatedMarker = "\n...[truncated]...";

    explicit Oa1RemoteBashConnector(const Config &config, QObject *parent = nullptr);
    ~Oa1RemoteBashConnector() override;

    QList<CommandSpec> commands() const override;
    quint64 run(const QString &command, const QVariantMap &params) override;
    QList<QPair<QString, QString>> figures() const override;

    /// Gives up on a run: CANCEL goes out, finished() reports "cancelled". False when the run
    /// is not waiting.
    bool cancel(quint64 run);
    QString peerNick() const { return m_config.peerNick; }
    /// nick!user@host of the far side; empty while unknown (not in the channel yet).
    QString peerIdentity() const { return m_peerIdentity; }
    const Config &config() const { return m_config; }

Q_SIGNALS:
    /// Output of `run` as it arrives (decoded bytes, control characters raw: escape them).
    void output(quint64 run, const QByteArray &bytes);
    void peerIdentified(const QString &identity);

private:
    struct Run
    {
        quint64 number = 0;
        QString command;
        qint64 nextSeq = 1;
        QMap<qint64, QByteArray> early; // chunks ahead of a missing one
        QByteArray carry;               // a backslash whose escape letter is in the next chunk
        QTimer *deadline = nullptr;
    };

    void opening() override;       // the far side is unknown again
    void joinedChannel() override; // Open: no handshake in the seed; WHO the far side
    void answer(const QByteArray &id, const ic::Result<Oa1Message> &reply) override;
    void forget(const QString &why) override;
    void onFrame(const Oa1Frame &frame);
    void onWho(const IrcMessage &message);
    void setPeerIdentity(const QString &identity);
    void finishRun(const QByteArray &id, const ic::Result<Oa1Message> &reply);

    Config m_config;
    QHash<QByteArray, Run> m_runs; // by OA1 request id
    QString m_peerIdentity;
};

} // namespace icconnectors::oa1
