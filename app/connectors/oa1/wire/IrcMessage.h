#pragma once
// One IRC protocol line (RFC 1459/2812), parsed: an optional ":prefix", the command and its
// parameters, the trailing one (after " :") included as the last. IRCv3 message tags
// ("@a=b ") are skipped.

#include <QByteArray>
#include <QList>
#include <QString>

namespace icconnectors::oa1 {

struct IrcMessage
{
    /// "nick!user@host" or a server name; empty when the line had none.
    QByteArray prefix;
    /// Upper case: "PRIVMSG", "PING", "001".
    QByteArray command;
    QList<QByteArray> params;

    /// The line without CR LF; a message with an empty command when it is not one.
    static IrcMessage parse(const QByteArray &line);
    /// The nick of the prefix (the part before '!'), as text.
    QString nick() const;
    QByteArray param(qsizetype index) const { return params.value(index); }
    bool isValid() const { return !command.isEmpty(); }
};

} // namespace icconnectors::oa1
