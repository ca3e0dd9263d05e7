#include "connectors/oa1/wire/IrcMessage.h"

namespace icconnectors::oa1 {
namespace {

// The next space-separated word of `line` from `pos` (which moves past it and its spaces).
QByteArray nextWord(const QByteArray &line, qsizetype &pos)
{
    const qsizetype space = line.indexOf(' ', pos);
    const qsizetype end = space < 0 ? line.size() : space;
    QByteArray word = line.mid(pos, end - pos);
    pos = end;
    while (pos < line.size() && line.at(pos) == ' ')
        ++pos;
    return word;
}

} // namespace

IrcMessage IrcMessage::parse(const QByteArray &line)
{
    IrcMessage m;
    qsizetype pos = 0;
    if (line.startsWith('@'))
        nextWord(line, pos);
    if (pos < line.size() && line.at(pos) == ':') {
        ++pos;
        m.prefix = nextWord(line, pos);
    }
    m.command = nextWord(line, pos).toUpper();
    while (pos < line.size()) {
        if (line.at(pos) == ':') {
            m.params.append(line.mid(pos + 1));
            break;
        }
        m.params.append(nextWord(line, pos));
    }
    return m;
}

QString IrcMessage::nick() const
{
    const qsizetype bang = prefix.indexOf('!');
    return QString::fromUtf8(bang < 0 ? prefix : prefix.left(bang));
}

} // namespace icconnectors::oa1
