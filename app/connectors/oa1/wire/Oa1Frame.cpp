#include "connectors/oa1/wire/Oa1Frame.h"

#include <QList>

namespace icconnectors::oa1 {
namespace {

constexpr qint64 kMaxSeq = 1'000'000'000; // far above any limit; keeps the number in range

std::optional<Oa1Frame::Type> typeFrom(const QByteArray &name)
{
    if (name == "REQ")
        return Oa1Frame::Type::Req;
    if (name == "RES")
        return Oa1Frame::Type::Res;
    if (name == "ERR")
        return Oa1Frame::Type::Err;
    if (name == "CANCEL")
        return Oa1Frame::Type::Cancel;
    return std::nullopt;
}

std::optional<qint64> seqFrom(const QByteArray &text)
{
    if (text.isEmpty() || text.size() > 10 || text.front() == '0')
        return std::nullopt;
    qint64 value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value > kMaxSeq)
        return std::nullopt;
    return value;
}

// The line split by ASCII space into at most 6 parts (seed §2.1).
QList<QByteArray> splitParts(const QByteArray &text)
{
    QList<QByteArray> parts;
    qsizetype from = 0;
    while (parts.size() < 5) {
        const qsizetype space = text.indexOf(' ', from);
        if (space < 0)
            break;
        parts.append(text.mid(from, space - from));
        from = space + 1;
    }
    parts.append(text.mid(from));
    return parts;
}

} // namespace

std::optional<Oa1Frame> Oa1Frame::parse(const QByteArray &text)
{
    if (!text.startsWith("OA1 "))
        return std::nullopt;
    const QList<QByteArray> parts = splitParts(text);
    if (parts.size() < 5 || parts.at(0) != "OA1")
        return std::nullopt;
    const auto type = typeFrom(parts.at(1));
    const auto seq = seqFrom(parts.at(3));
    const QByteArray &more = parts.at(4);
    if (!type || !isValidId(parts.at(2)) || !seq || (more != "0" && more != "1"))
        return std::nullopt;
    Oa1Frame frame;
    frame.type = *type;
    frame.id = parts.at(2);
    frame.seq = *seq;
    frame.more = more == "1";
    if (parts.size() == 6)
        frame.payload = parts.at(5);
    return frame;
}

QByteArray Oa1Frame::format() const
{
    // Always six parts (seed 004 §2.1): the space before an empty payload is written too.
    return "OA1 " + typeName(type) + ' ' + id + ' ' + QByteArray::number(seq) +
           (more ? " 1 " : " 0 ") + payload;
}

qsizetype Oa1Frame::headerSize() const
{
    // "OA1 " TYPE " " ID " " SEQ " " MORE " "
    return 4 + typeName(type).size() + 1 + id.size() + 1 + QByteArray::number(seq).size() + 3;
}

QByteArray Oa1Frame::typeName(Type type)
{
    switch (type) {
    case Type::Req:
        return QByteArrayLiteral("REQ");
    case Type::Res:
        return QByteArrayLiteral("RES");
    case Type::Err:
        return QByteArrayLiteral("ERR");
    case Type::Cancel:
        return QByteArrayLiteral("CANCEL");
    }
    return {};
}

bool Oa1Frame::isValidId(const QByteArray &id)
{
    if (id.isEmpty() || id.size() > kMaxIdLength)
        return false;
    for (const char c : id) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                        (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (!ok)
            return false;
    }
    return true;
}

} // namespace icconnectors::oa1
