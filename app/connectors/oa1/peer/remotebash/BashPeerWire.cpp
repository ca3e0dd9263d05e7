#include "connectors/oa1/peer/remotebash/BashPeerWire.h"

namespace icconnectors::oa1::bashpeer {
namespace {

bool isIdChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-';
}

bool isKnownType(const QByteArray &type)
{
    return type == "REQ" || type == "RES" || type == "ERR" || type == "CANCEL";
}

} // namespace

std::optional<BashPeerWire::Frame> BashPeerWire::parse(const QByteArray &text)
{
    // Split into at most 6 parts by ASCII space (§2.1).
    QList<QByteArray> parts;
    qsizetype from = 0;
    while (parts.size() < 5) {
        const qsizetype space = text.indexOf(' ', from);
        if (space < 0)
            return std::nullopt; // fewer than 6 parts: not the shape
        parts.append(text.mid(from, space - from));
        from = space + 1;
    }
    parts.append(text.mid(from));
    if (parts[0] != "OA1" || !isKnownType(parts[1]) || parts[2].isEmpty())
        return std::nullopt;
    for (const char c : parts[2])
        if (!isIdChar(c))
            return std::nullopt;
    bool ok = false;
    const qint64 seq = parts[3].toLongLong(&ok);
    if (!ok || seq < 1 || (parts[4] != "0" && parts[4] != "1"))
        return std::nullopt;
    return Frame{parts[1], parts[2], seq, parts[4] == "1", parts[5]};
}

QByteArray BashPeerWire::format(const Frame &f)
{
    return "OA1 " + f.type + ' ' + f.id + ' ' + QByteArray::number(f.seq) + ' ' +
           (f.more ? '1' : '0') + ' ' + f.payload;
}

QByteArray BashPeerWire::escape(const QByteArray &text)
{
    QByteArray out;
    for (const char c : text) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else
            out += c;
    }
    return out;
}

QByteArray BashPeerWire::unescape(const QByteArray &escaped)
{
    QByteArray out;
    for (qsizetype i = 0; i < escaped.size(); ++i) {
        const char c = escaped[i];
        if (c != '\\' || i + 1 == escaped.size()) {
            out += c;
            continue;
        }
        const char next = escaped[++i];
        if (next == 'n')
            out += '\n';
        else if (next == 'r')
            out += '\r';
        else if (next == 't')
            out += '\t';
        else if (next == '\\')
            out += '\\';
        else
            out += QByteArray{'\\', next};
    }
    return out;
}

QList<QByteArray> BashPeerWire::chunk(const QByteArray &bytes, int maxBytes)
{
    QList<QByteArray> pieces;
    qsizetype from = 0;
    do {
        qsizetype cut = qMin<qsizetype>(from + maxBytes, bytes.size());
        // On a continuation byte (10xxxxxx): step back to the start of the code point.
        while (cut < bytes.size() && cut > from && (uchar(bytes[cut]) & 0xC0) == 0x80)
            --cut;
        if (cut == from)
            cut = qMin<qsizetype>(from + maxBytes, bytes.size());
        pieces.append(bytes.mid(from, cut - from));
        from = cut;
    } while (from < bytes.size());
    return pieces;
}

} // namespace icconnectors::oa1::bashpeer
