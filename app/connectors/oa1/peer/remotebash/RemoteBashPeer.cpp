#include "connectors/oa1/peer/remotebash/RemoteBashPeer.h"

#include "connectors/oa1/peer/remotebash/BashPeerWire.h"
#include "connectors/oa1/peer/remotebash/FakeShell.h"

namespace icconnectors::oa1::bashpeer {

RemoteBashPeer::RemoteBashPeer(const Options &options, QObject *parent)
    : QObject(parent), m_options(options)
{
    m_pace.setSingleShot(true);
    connect(&m_pace, &QTimer::timeout, this, &RemoteBashPeer::pump);
    connect(&m_socket, &QTcpSocket::readyRead, this, &RemoteBashPeer::onReadyRead);
    connect(&m_socket, &QTcpSocket::connected, this, [this] {
        sendNow("NICK " + m_options.nick.toUtf8());
        sendNow("USER bash 0 * :OA1 RemoteBash peer (fake shell)");
    });
    connect(&m_socket, &QTcpSocket::errorOccurred, this,
            [this] { Q_EMIT failed(m_socket.errorString()); });
}

void RemoteBashPeer::start()
{
    m_socket.connectToHost(m_options.host, m_options.port);
}

void RemoteBashPeer::sendNow(const QByteArray &line)
{
    m_socket.write(line + "\r\n");
}

void RemoteBashPeer::say(const QByteArray &frameText)
{
    m_queue.enqueue("PRIVMSG " + m_options.channel.toUtf8() + " :" + frameText);
    if (!m_pace.isActive())
        pump();
}

void RemoteBashPeer::pump()
{
    if (m_queue.isEmpty())
        return;
    sendNow(m_queue.dequeue());
    if (m_options.lineGapMs > 0)
        m_pace.start(m_options.lineGapMs);
    else
        while (!m_queue.isEmpty())
            sendNow(m_queue.dequeue());
}

void RemoteBashPeer::onReadyRead()
{
    m_buffer += m_socket.readAll();
    qsizetype end;
    while ((end = m_buffer.indexOf("\r\n")) >= 0) {
        const QByteArray line = m_buffer.left(end);
        m_buffer.remove(0, end + 2);
        onLine(line);
    }
}

void RemoteBashPeer::onLine(const QByteArray &line)
{
    // [":" prefix " "] command params [" :" trailing]
    QByteArray rest = line;
    QByteArray prefix;
    if (rest.startsWith(':')) {
        const qsizetype space = rest.indexOf(' ');
        prefix = rest.mid(1, space - 1);
        rest = space < 0 ? QByteArray() : rest.mid(space + 1);
    }
    const qsizetype colon = rest.indexOf(" :");
    const QByteArray trailing = colon < 0 ? QByteArray() : rest.mid(colon + 2);
    const QList<QByteArray> words = (colon < 0 ? rest : rest.left(colon)).split(' ');
    const QByteArray command = words.value(0).toUpper();
    if (command == "PING")
        return sendNow("PONG :" + (colon < 0 ? words.value(1) : trailing));
    if (command == "001")
        return sendNow("JOIN " + m_options.channel.toUtf8());
    if (command == "433")
        return Q_EMIT failed(QStringLiteral("nick in use"));
    const QString nick = QString::fromUtf8(prefix.left(prefix.indexOf('!')));
    if (command == "JOIN" && nick == m_options.nick && !m_joined) {
        m_joined = true;
        return Q_EMIT ready();
    }
    if (command == "PRIVMSG")
        onPrivmsg(nick, words.value(1), trailing);
}

void RemoteBashPeer::onPrivmsg(const QString &nick, const QByteArray &target,
                               const QByteArray &text)
{
    if (QString::fromUtf8(target).compare(m_options.channel, Qt::CaseInsensitive) != 0 ||
        !text.startsWith("OA1 ") || nick.compare(m_options.nick, Qt::CaseInsensitive) == 0)
        return;
    if (!m_options.allowedNicks.isEmpty() &&
        !m_options.allowedNicks.contains(nick, Qt::CaseInsensitive))
        return;
    const auto frame = BashPeerWire::parse(text);
    if (!frame)
        return; // not the shape of a frame: ignored (§2.1)
    if (frame->type == "REQ")
        return onRequestChunk(nick, frame->id, frame->seq, frame->more, frame->payload);
    if (frame->type == "CANCEL") {
        if (QTimer *running = m_running.take(frame->id)) {
            delete running;
            m_cancelled.append(frame->id);
        }
        dropStream(nick + u' ' + QString::fromLatin1(frame->id));
    }
}

void RemoteBashPeer::onRequestChunk(const QString &nick, const QByteArray &id, qint64 seq,
                                    bool more, const QByteArray &payload)
{
    const QString key = nick + u' ' + QString::fromLatin1(id);
    Stream &s = m_streams[key];
    if (!s.idle) {
        s.idle = new QTimer(this);
        s.idle->setSingleShot(true);
        connect(s.idle, &QTimer::timeout, this, [this, key, id] {
            dropStream(key);
            sendError(id, QStringLiteral("incomplete"),
                      QStringLiteral("request chunks missing after %1s")
                          .arg(m_options.partialTimeoutMs / 1000));
        });
    }
    if (s.chunks.contains(seq))
        return; // a duplicate (§4.3)
    s.chunks.insert(seq, payload);
    s.bytes += payload.size();
    if (!more)
        s.last = seq;
    if (s.bytes > m_options.maxAggregateBytes) {
        dropStream(key);
        return sendError(id, QStringLiteral("too_large"),
                         QStringLiteral("request exceeded 128KiB"));
    }
    s.idle->start(m_options.partialTimeoutMs);
    if (s.last == 0 || s.chunks.size() != s.last)
        return;
    QByteArray escaped;
    for (const QByteArray &piece : std::as_const(s.chunks))
        escaped += piece;
    dropStream(key);
    dispatch(id, BashPeerWire::unescape(escaped));
}

void RemoteBashPeer::dropStream(const QString &key)
{
    const Stream s = m_streams.take(key);
    if (s.idle)
        s.idle->deleteLater(); // may be inside its own timeout
}

void RemoteBashPeer::dispatch(const QByteArray &id, const QByteArray &command)
{
    m_commands.append(command);
    const FakeShell::Outcome outcome = FakeShell::run(command);
    auto *timer = new QTimer(this);
    timer->setSingleShot(true);
    m_running.insert(id, timer);
    const bool overdue = outcome.delayMs > m_options.execTimeoutMs;
    connect(timer, &QTimer::timeout, this, [this, id, outcome, overdue] {
        if (QTimer *self = m_running.take(id))
            self->deleteLater(); // this slot runs inside its timeout
        if (overdue)
            sendError(id, QStringLiteral("timeout"),
                      QStringLiteral("remote execution exceeded %1s")
                          .arg(m_options.execTimeoutMs / 1000.0));
        else if (!outcome.errorCode.isEmpty())
            sendError(id, outcome.errorCode, outcome.errorMessage);
        else
            answer(id, outcome.output);
    });
    timer->start(overdue ? m_options.execTimeoutMs : outcome.delayMs);
}

void RemoteBashPeer::answer(const QByteArray &id, const QByteArray &output)
{
    const QByteArray escaped = BashPeerWire::escape(output);
    if (escaped.size() > m_options.maxAggregateBytes)
        return sendError(id, QStringLiteral("too_large"), QStringLiteral("output exceeded 128KiB"));
    const QList<QByteArray> pieces = BashPeerWire::chunk(escaped, m_options.maxFramePayloadBytes);
    for (qsizetype i = 0; i < pieces.size(); ++i)
        say(BashPeerWire::format({"RES", id, i + 1, i + 1 < pieces.size(), pieces[i]}));
    Q_EMIT answered(id);
}

void RemoteBashPeer::sendError(const QByteArray &id, const QString &code, const QString &message)
{
    const QByteArray text = BashPeerWire::escape((code + QStringLiteral(": ") + message).toUtf8());
    say(BashPeerWire::format({"ERR", id, 1, false, text}));
    Q_EMIT answered(id);
}

} // namespace icconnectors::oa1::bashpeer
