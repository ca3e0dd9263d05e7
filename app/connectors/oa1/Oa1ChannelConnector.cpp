#include "connectors/oa1/Oa1ChannelConnector.h"

#include "connectors/common/Tr.h"

#include <QTimer>

namespace icconnectors::oa1 {

Oa1ChannelConnector::Oa1ChannelConnector(const ChannelConfig &channel, const QString &peerNick,
                                         QObject *parent)
    : Connector(parent), m_channel(channel), m_link(channel.limits), m_rpc(&m_link)
{
    m_link.setFilter({channel.channel, channel.nick, {peerNick}});
    wireLog();
    wireIrc();
    wireRpc();
}

Oa1ChannelConnector::~Oa1ChannelConnector()
{
    // The subclass is gone by now: nothing the members do while they go may call back into it.
    m_irc.disconnect(this);
    m_link.disconnect(this);
    m_rpc.disconnect(this);
}

void Oa1ChannelConnector::wireLog()
{
    const QString channel = QStringLiteral("irc %1:%2 %3")
                                .arg(m_channel.host)
                                .arg(m_channel.port)
                                .arg(m_channel.channel);
    connect(&m_irc, &IrcClient::lineSent, this, [this, channel](const QByteArray &line) {
        Q_EMIT wire({QDateTime::currentDateTimeUtc(), WireEntry::Direction::Sent, channel, line});
    });
    connect(&m_irc, &IrcClient::lineReceived, this, [this, channel](const QByteArray &line) {
        Q_EMIT wire(
            {QDateTime::currentDateTimeUtc(), WireEntry::Direction::Received, channel, line});
    });
}

void Oa1ChannelConnector::wireIrc()
{
    connect(&m_irc, &IrcClient::messageReceived, &m_link, &Oa1Link::receive);
    connect(&m_link, &Oa1Link::lineOut, this, [this](const QByteArray &text) {
        if (const auto sent = m_irc.privmsg(m_channel.channel, text); !sent)
            note(sent.error().message);
    });
    connect(&m_link, &Oa1Link::countersChanged, this, &Connector::figuresChanged);
    connect(&m_irc, &IrcClient::registered, this, [this](const QString &nick) {
        m_link.setOwnNick(nick);
        m_link.setLineBudget(m_irc.textBudget(m_channel.channel));
        m_irc.join(m_channel.channel);
    });
    connect(&m_irc, &IrcClient::joined, this, [this](const QString &joined) {
        if (joined.compare(m_channel.channel, Qt::CaseInsensitive) == 0 &&
            state() == State::Opening)
            joinedChannel();
    });
    connect(&m_irc, &IrcClient::joinFailed, this, [this](const QString &, const QString &why) {
        fail(Tr::tr("Cannot join %1: %2").arg(m_channel.channel, why));
    });
    connect(&m_irc, &IrcClient::disconnected, this, [this](const QString &reason) {
        if (state() == State::Opening || state() == State::Open)
            setState(State::Failed, reason);
        forget(reason);
    });
}

void Oa1ChannelConnector::wireRpc()
{
    connect(&m_rpc, &Oa1RpcClient::answered, this,
            [this](const QByteArray &id, const Oa1Message &message, qint64 roundTripMs) {
                m_lastRoundTripMs = roundTripMs;
                m_lastChunks = message.chunks;
                answer(id, message);
            });
    connect(&m_rpc, &Oa1RpcClient::failed, this,
            [this](const QByteArray &id, const QString &code, const QString &message) {
                note(QStringLiteral("%1: %2").arg(code, message));
                answer(id, ic::Error{code, message});
            });
}

void Oa1ChannelConnector::open()
{
    if (state() == State::Opening || state() == State::Open)
        return;
    setState(State::Opening);
    opening();
    IrcClient::Options irc;
    irc.host = m_channel.host;
    irc.port = m_channel.port;
    irc.nick = m_channel.nick;
    irc.minLineGapMs = m_channel.limits.minLineGapMs;
    m_irc.connectToServer(irc);
}

void Oa1ChannelConnector::close()
{
    setState(State::Closed);
    forget(Tr::tr("closed by the user"));
    m_irc.quit(QStringLiteral("closed by the user"));
}

void Oa1ChannelConnector::fail(const QString &detail)
{
    setState(State::Failed, detail);
    m_irc.quit(QStringLiteral("giving up"));
}

void Oa1ChannelConnector::note(const QString &text)
{
    Q_EMIT wire({QDateTime::currentDateTimeUtc(), WireEntry::Direction::Note, QStringLiteral("oa1"),
                 text.toUtf8()});
}

quint64 Oa1ChannelConnector::failSoon(quint64 run, const QString &code, const QString &message)
{
    QTimer::singleShot(0, this, [this, run, code, message] {
        Q_EMIT finished({run, ic::Error{code, message}, QJsonValue()});
    });
    return run;
}

QList<QPair<QString, QString>> Oa1ChannelConnector::linkFigures(const QString &roundTripLabel) const
{
    const Oa1Link::Counters &c = m_link.counters();
    return {
        {roundTripLabel,
         m_lastRoundTripMs < 0 ? Tr::tr("none yet") : Tr::tr("%1 ms").arg(m_lastRoundTripMs)},
        {Tr::tr("Frames sent"), QString::number(c.framesSent)},
        {Tr::tr("Frames received"), QString::number(c.framesReceived)},
        {Tr::tr("Chunks in the last answer"), QString::number(m_lastChunks)},
        {Tr::tr("Pending requests"), QString::number(m_rpc.pending())},
        {Tr::tr("Duplicate chunks ignored"), QString::number(c.duplicates)},
        {Tr::tr("Noise lines ignored"), QString::number(c.noise)},
        {Tr::tr("Frames from other nicks ignored"), QString::number(c.foreign)},
        {Tr::tr("Stale or refused frames ignored"), QString::number(c.ignored + c.own)},
    };
}

} // namespace icconnectors::oa1
