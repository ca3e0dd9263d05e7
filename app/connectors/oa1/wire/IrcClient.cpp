#include "connectors/oa1/wire/IrcClient.h"

#include "connectors/common/Tr.h"
#include "connectors/oa1/wire/Oa1Log.h"

namespace icconnectors::oa1 {
namespace {

constexpr qsizetype kMaxBuffer = 64 * 1024;

} // namespace

IrcClient::IrcClient(QObject *parent) : QObject(parent)
{
    m_pace.setSingleShot(true);
    connect(&m_pace, &QTimer::timeout, this, &IrcClient::pump);
    connect(&m_socket, &QTcpSocket::connected, this, [this] {
        sendNow("NICK " + m_nick.toUtf8());
        sendNow("USER " + m_options.user.toUtf8() + " 0 * :" + m_options.realName.toUtf8());
    });
    connect(&m_socket, &QTcpSocket::readyRead, this, &IrcClient::onReadyRead);
    connect(&m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) {
        if (e == QAbstractSocket::RemoteHostClosedError)
            finish(Tr::tr("The IRC server closed the connection."));
        else
            finish(Tr::tr("IRC connection to %1:%2 failed: %3. Check the server's address and "
                          "that it runs.")
                       .arg(m_options.host)
                       .arg(m_options.port)
                       .arg(m_socket.errorString()));
    });
    connect(&m_socket, &QTcpSocket::disconnected, this,
            [this] { finish(Tr::tr("The IRC server closed the connection.")); });
}

IrcClient::~IrcClient()
{
    m_socket.disconnect(this);
    m_socket.abort();
}

void IrcClient::connectToServer(const Options &options)
{
    m_socket.abort(); // a connection before this one ends here, without a report
    m_options = options;
    m_nick = options.nick;
    m_prefix.clear();
    m_buffer.clear();
    m_queue.clear();
    m_registered = false;
    m_finished = false;
    m_nickTries = 0;
    m_socket.connectToHost(options.host, options.port);
}

void IrcClient::join(const QString &channel)
{
    sendNow("JOIN " + channel.toUtf8());
}

int IrcClient::textBudget(const QString &target) const
{
    const qsizetype prefix =
        m_prefix.isEmpty() ? m_nick.toUtf8().size() + 1 + kAssumedUserHostBytes : m_prefix.size();
    // ":" prefix " PRIVMSG " target " :" text CR LF
    const qsizetype overhead = 1 + prefix + 9 + target.toUtf8().size() + 2 + 2;
    return int(kMaxLineBytes - overhead);
}

ic::Result<void> IrcClient::privmsg(const QString &target, const QByteArray &text)
{
    if (m_finished)
        return ic::Error{QStringLiteral("irc.disconnected"),
                         Tr::tr("Not connected to the IRC server: connect again first.")};
    if (text.contains('\r') || text.contains('\n') || text.contains('\0'))
        return ic::Error{QStringLiteral("irc.bad_text"),
                         Tr::tr("An IRC message cannot hold a line break or a NUL byte.")};
    if (text.size() > textBudget(target))
        return ic::Error{QStringLiteral("irc.too_long"),
                         Tr::tr("The message is %1 bytes; an IRC line to %2 holds at most %3 "
                                "here. Make the frames smaller.")
                             .arg(text.size())
                             .arg(target)
                             .arg(textBudget(target))};
    m_queue.enqueue("PRIVMSG " + target.toUtf8() + " :" + text);
    pump();
    return ic::success();
}

void IrcClient::who(const QString &nick)
{
    if (m_finished || nick.contains(u' '))
        return;
    m_queue.enqueue("WHO " + nick.toUtf8());
    pump();
}

void IrcClient::changeNick(const QString &nick)
{
    sendNow("NICK " + nick.toUtf8());
}

void IrcClient::quit(const QString &reason)
{
    if (m_socket.state() == QAbstractSocket::ConnectedState) {
        sendNow("QUIT :" + reason.toUtf8());
        m_socket.flush();
    }
    m_queue.clear();
    m_socket.disconnectFromHost();
}

void IrcClient::sendNow(const QByteArray &line)
{
    m_socket.write(line + "\r\n");
    m_sinceLast.start();
    Q_EMIT lineSent(line);
}

void IrcClient::pump()
{
    if (m_queue.isEmpty() || m_pace.isActive() || !m_registered)
        return;
    const qint64 wait = m_sinceLast.isValid() ? m_options.minLineGapMs - m_sinceLast.elapsed() : 0;
    if (wait > 0) {
        m_pace.start(int(wait));
        return;
    }
    sendNow(m_queue.dequeue());
    if (!m_queue.isEmpty())
        m_pace.start(m_options.minLineGapMs);
}

void IrcClient::onReadyRead()
{
    m_buffer += m_socket.readAll();
    qsizetype newline;
    while (!m_finished && (newline = m_buffer.indexOf('\n')) >= 0) {
        QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        Q_EMIT lineReceived(line);
        handle(IrcMessage::parse(line));
    }
    if (m_buffer.size() > kMaxBuffer) {
        finish(Tr::tr("The IRC server sent a line longer than 64 KiB: not an IRC server?"));
        m_socket.abort();
    }
}

void IrcClient::handle(const IrcMessage &message)
{
    if (message.command == "PING") {
        sendNow("PONG :" + message.param(0));
    } else if (message.command == "ERROR") {
        finish(Tr::tr("The IRC server closed the connection: %1")
                   .arg(QString::fromUtf8(message.param(0))));
    } else if (message.command == "NICK" &&
               message.nick().compare(m_nick, Qt::CaseInsensitive) == 0) {
        m_nick = QString::fromUtf8(message.param(0));
        const qsizetype bang = m_prefix.indexOf('!');
        if (bang > 0)
            m_prefix = m_nick.toUtf8() + m_prefix.mid(bang);
    } else if (message.command == "JOIN" &&
               message.nick().compare(m_nick, Qt::CaseInsensitive) == 0) {
        Q_EMIT joined(QString::fromUtf8(message.param(0)));
    } else if (message.command.size() == 3 && message.command.at(0) >= '0' &&
               message.command.at(0) <= '9') {
        handleNumeric(message);
    }
    if (message.isValid())
        Q_EMIT messageReceived(message);
}

void IrcClient::handleNumeric(const IrcMessage &message)
{
    const QByteArray &code = message.command;
    if (code == "001") {
        onWelcome(message);
    } else if (code == "433" && !m_registered) { // ERR_NICKNAMEINUSE
        if (++m_nickTries > m_options.nickRetries) {
            finish(Tr::tr("The nick %1 is in use on this IRC server: choose another.")
                       .arg(m_options.nick));
            m_socket.abort();
            return;
        }
        m_nick += QLatin1Char('_');
        sendNow("NICK " + m_nick.toUtf8());
    } else if (code == "432") { // ERR_ERRONEUSNICKNAME
        finish(
            Tr::tr("The IRC server refuses the nick %1: %2. Choose a shorter one of letters "
                   "and digits.")
                .arg(m_nick, QString::fromUtf8(message.params.value(message.params.size() - 1))));
        m_socket.abort();
    } else if (code == "471" || code == "473" || code == "474" || code == "475" || code == "403" ||
               code == "405") {
        Q_EMIT joinFailed(QString::fromUtf8(message.param(1)),
                          QString::fromUtf8(message.params.value(message.params.size() - 1)));
    }
}

void IrcClient::onWelcome(const IrcMessage &message)
{
    m_nick = QString::fromUtf8(message.param(0));
    const QByteArray text = message.params.value(message.params.size() - 1);
    const QByteArray last = text.mid(text.lastIndexOf(' ') + 1);
    if (last.contains('!') && last.contains('@'))
        m_prefix = last;
    m_registered = true;
    qCInfo(lcOa1) << "registered on IRC as" << m_nick << "prefix" << m_prefix;
    Q_EMIT registered(m_nick);
    pump();
}

void IrcClient::finish(const QString &reason)
{
    if (m_finished)
        return;
    m_finished = true;
    m_registered = false;
    m_pace.stop();
    m_queue.clear();
    qCInfo(lcOa1) << "IRC connection ended:" << reason;
    Q_EMIT disconnected(reason);
}

} // namespace icconnectors::oa1
