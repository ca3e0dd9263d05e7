#pragma once
// What the panel's two OA1 connectors share (seed 004): the IRC side and OA1's request ends.
// It connects to the IRC server, registers, joins the channel and keeps OA1 (Oa1Link,
// Oa1RpcClient) on it, taking frames only from the far side's nick. Every IRC line in and out
// goes to wire(); a failed join or a lost connection fails the connection, and every request
// still waiting is answered through forget(). The subclass keeps only its protocol: what
// happens once in the channel (joinedChannel()), and what an answer means (answer()).
// Oa1IcrpConnector speaks ICRP through the bridge, Oa1RemoteBashConnector the seed's
// RemoteBash.

#include "connectors/common/Connector.h"
#include "connectors/oa1/wire/IrcClient.h"
#include "connectors/oa1/wire/Oa1Limits.h"
#include "connectors/oa1/wire/Oa1Link.h"
#include "connectors/oa1/wire/Oa1RpcClient.h"

namespace icconnectors::oa1 {

class Oa1ChannelConnector : public Connector
{
    Q_OBJECT
public:
    /// Where the channel is and who the panel is there; each connector's Config adds its own.
    struct ChannelConfig
    {
        QString host = QStringLiteral("127.0.0.1");
        quint16 port = 6667;
        QString channel;
        QString nick;
        Oa1Limits limits;
    };

    ~Oa1ChannelConnector() override;

    QString kind() const override { return QStringLiteral("oa1"); }
    void open() override;
    void close() override;

protected:
    /// Takes OA1 frames on `channel` only from `peerNick`.
    Oa1ChannelConnector(const ChannelConfig &channel, const QString &peerNick, QObject *parent);

    /// In the channel while Opening: the protocol's first step.
    virtual void joinedChannel() = 0;
    /// The answer to request `id`, or the OA1 failure (ERR, time-out, cancelled).
    virtual void answer(const QByteArray &id, const ic::Result<Oa1Message> &reply) = 0;
    /// The connection ended (`why`): every waiting run gets its one answer.
    virtual void forget(const QString &why) = 0;
    /// Called by open() once Opening, before connecting.
    virtual void opening() {}

    /// Failed with `detail`, and off IRC.
    void fail(const QString &detail);
    /// A note line in the wire log.
    void note(const QString &text);
    /// A new run's number.
    quint64 nextRun() { return ++m_nextRun; }
    /// Finishes `run` with the error from the event loop, after run() has returned it.
    quint64 failSoon(quint64 run, const QString &code, const QString &message);
    /// The figures of the link, starting with the last round trip under `roundTripLabel`.
    QList<QPair<QString, QString>> linkFigures(const QString &roundTripLabel) const;
    qint64 lastRoundTripMs() const { return m_lastRoundTripMs; }

    IrcClient &irc() { return m_irc; }
    Oa1Link &link() { return m_link; }
    Oa1RpcClient &rpc() { return m_rpc; }
    const Oa1RpcClient &rpc() const { return m_rpc; }

private:
    void wireLog(); // every IRC line in and out to wire()
    void wireIrc(); // IRC <-> the link, registration, join, disconnects
    void wireRpc(); // answers and failures to answer()

    ChannelConfig m_channel;
    IrcClient m_irc;
    Oa1Link m_link;
    Oa1RpcClient m_rpc;
    quint64 m_nextRun = 0;
    qint64 m_lastRoundTripMs = -1;
    int m_lastChunks = 0;
};

} // namespace icconnectors::oa1
