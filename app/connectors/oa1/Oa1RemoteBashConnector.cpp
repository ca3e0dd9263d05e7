#include "connectors/oa1/Oa1RemoteBashConnector.h"

#include "connectors/common/Tr.h"
#include "connectors/oa1/wire/Oa1Codec.h"

#include <QJsonObject>
#include <QTimer>
#include <utility>

namespace icconnectors::oa1 {

Oa1RemoteBashConnector::Oa1RemoteBashConnector(const Config &config, QObject *parent)
    : Oa1ChannelConnector(config, config.peerNick, parent), m_config(config)
{
    connect(&irc(), &IrcClient::messageReceived, this, &Oa1RemoteBashConnector::onWho);
    connect(&link(), &Oa1Link::frameAccepted, this,
            [this](const QString &, const Oa1Frame &frame) { onFrame(frame); });
}

Oa1RemoteBashConnector::~Oa1RemoteBashConnector() = default;

QList<CommandSpec> Oa1RemoteBashConnector::commands() const
{
    using K = ParamSpec::Kind;
    return {CommandSpec(
        QString::fromLatin1(kCommand),
        Tr::tr("Run a shell command on the remote machine; its text output comes back"),
        {ParamSpec(QStringLiteral("command"), K::Text)
             .need()
             .described(Tr::tr("The shell command, run in a fresh shell each time")),
         ParamSpec(QStringLiteral("timeout_sec"), K::Integer)
             .within(1, 3600)
             .described(Tr::tr("Give up after this many seconds (empty: 30 s to the first "
                               "line of output, then 10 s between lines)"))})};
}

void Oa1RemoteBashConnector::joinedChannel()
{
    setState(State::Open);
    irc().who(m_config.peerNick);
}

void Oa1RemoteBashConnector::answer(const QByteArray &id, const ic::Result<Oa1Message> &reply)
{
    if (reply && !reply->origin.isEmpty())
        setPeerIdentity(reply->origin);
    finishRun(id, reply);
}

void Oa1RemoteBashConnector::onWho(const IrcMessage &message)
{
    // RPL_WHOREPLY: <me> <channel> <user> <host> <server> <nick> <flags> :<hops> <real name>
    if (message.command != "352" || message.params.size() < 6)
        return;
    const QString nick = QString::fromUtf8(message.param(5));
    if (nick.compare(m_config.peerNick, Qt::CaseInsensitive) == 0)
        setPeerIdentity(nick + u'!' + QString::fromUtf8(message.param(2)) + u'@' +
                        QString::fromUtf8(message.param(3)));
}

void Oa1RemoteBashConnector::setPeerIdentity(const QString &identity)
{
    if (identity == m_peerIdentity)
        return;
    m_peerIdentity = identity;
    Q_EMIT peerIdentified(identity);
    Q_EMIT figuresChanged();
}

void Oa1RemoteBashConnector::onFrame(const Oa1Frame &frame)
{
    auto it = m_runs.find(frame.id);
    if (it == m_runs.end() || frame.type != Oa1Frame::Type::Res || frame.seq < it->nextSeq)
        return;
    it->early.insert(frame.seq, frame.payload); // a duplicate ahead keeps the newer: same text
    while (it->early.contains(it->nextSeq)) {
        QByteArray escaped = std::exchange(it->carry, {}) + it->early.take(it->nextSeq++);
        // A chunk ending in half an escape pair (another sender's chunker may cut there): the
        // lone backslash waits for the next chunk.
        qsizetype run = 0;
        while (run < escaped.size() && escaped.at(escaped.size() - 1 - run) == '\\')
            ++run;
        if (run % 2 == 1) {
            it->carry = "\\";
            escaped.chop(1);
        }
        const QByteArray text = Oa1Codec::unescape(escaped);
        if (!text.isEmpty())
            Q_EMIT output(it->number, text);
    }
}

void Oa1RemoteBashConnector::opening()
{
    m_peerIdentity.clear();
}

void Oa1RemoteBashConnector::forget(const QString &why)
{
    const auto runs = std::exchange(m_runs, {});
    rpc().forgetAll();
    for (const Run &r : runs) {
        delete r.deadline;
        Q_EMIT finished({r.number,
                         ic::Error{QStringLiteral("closed"),
                                   Tr::tr("The connection ended before the command finished "
                                          "(%1): open it again and repeat the command.")
                                       .arg(why)},
                         QJsonValue()});
    }
    Q_EMIT figuresChanged();
}

quint64 Oa1RemoteBashConnector::run(const QString &command, const QVariantMap &params)
{
    const quint64 number = nextRun();
    auto failNow = [this, number](const QString &code, const QString &message) {
        return failSoon(number, code, message);
    };
    const QString shell = params.value(QStringLiteral("command")).toString();
    if (command != QLatin1String(kCommand))
        return failNow(QStringLiteral("unknown_command"),
                       Tr::tr("This connection runs only %1.").arg(QLatin1String(kCommand)));
    if (state() != State::Open)
        return failNow(QStringLiteral("not_open"),
                       Tr::tr("Not connected through IRC: open the connection first."));
    if (shell.trimmed().isEmpty())
        return failNow(QStringLiteral("empty"), Tr::tr("Write a command to run first."));
    const int timeoutSec = params.value(QStringLiteral("timeout_sec")).toInt();
    const auto id = rpc().request(shell.toUtf8(), timeoutSec * 1000);
    if (!id)
        return failNow(id.error().code, id.error().message);
    Run &r = m_runs[*id];
    r.number = number;
    r.command = shell;
    if (timeoutSec > 0) {
        r.deadline = new QTimer(this);
        r.deadline->setSingleShot(true);
        connect(r.deadline, &QTimer::timeout, this, [this, rid = *id, timeoutSec] {
            rpc().cancel(rid,
                         Tr::tr("No complete output within %1 s: the command may still run on "
                                "the remote side.")
                             .arg(timeoutSec),
                         QStringLiteral("timeout"));
        });
        r.deadline->start(timeoutSec * 1000);
    }
    Q_EMIT figuresChanged();
    return number;
}

bool Oa1RemoteBashConnector::cancel(quint64 run)
{
    for (auto it = m_runs.cbegin(); it != m_runs.cend(); ++it) {
        if (it->number == run) {
            rpc().cancel(it.key(), Tr::tr("cancelled by the user"));
            return true;
        }
    }
    return false;
}

void Oa1RemoteBashConnector::finishRun(const QByteArray &id, const ic::Result<Oa1Message> &reply)
{
    const Run r = m_runs.take(id);
    delete r.deadline;
    if (r.number == 0)
        return; // not ours (forgotten)
    CommandResult result;
    result.run = r.number;
    if (!reply) {
        result.outcome = reply.error();
    } else {
        QByteArray text = reply->payload;
        if (reply->truncated)
            text += kTruncatedMarker;
        result.data = QJsonObject{{QStringLiteral("output"), QString::fromUtf8(text)},
                                  {QStringLiteral("truncated"), reply->truncated},
                                  {QStringLiteral("chunks"), reply->chunks}};
        result.outcome =
            Tr::tr("Finished in %1 ms, %2 chunk(s)%3")
                .arg(lastRoundTripMs())
                .arg(reply->chunks)
                .arg(reply->truncated ? Tr::tr(", truncated at the size limit") : QString());
    }
    Q_EMIT finished(result);
    Q_EMIT figuresChanged();
}

QList<QPair<QString, QString>> Oa1RemoteBashConnector::figures() const
{
    return QList<QPair<QString, QString>>{
               {Tr::tr("Remote side"), m_peerIdentity.isEmpty()
                                           ? Tr::tr("%1 (not seen yet)").arg(m_config.peerNick)
                                           : m_peerIdentity}} +
           linkFigures(Tr::tr("Round trip (last command)"));
}

} // namespace icconnectors::oa1
