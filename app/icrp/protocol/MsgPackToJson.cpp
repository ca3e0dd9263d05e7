#include "icrp/protocol/MsgPackToJson.h"

#include "icrp/protocol/MsgPack.h"

#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

namespace icrp {

namespace {

constexpr char kHex[] = "0123456789abcdef";
constexpr double kTwoTo53 = 9007199254740992.0; // 2^53
constexpr double kTwoTo63 = 9223372036854775808.0;

constexpr uchar kEscaped = 1;  // a control character, '"' or '\\': escaped in JSON text
constexpr uchar kNonAscii = 2; // part of a multi-byte UTF-8 sequence (or not UTF-8)

constexpr std::array<uchar, 256> byteKinds()
{
    std::array<uchar, 256> kinds{};
    for (int b = 0; b < 256; ++b)
        kinds[b] = b < 0x20 || b == '"' || b == '\\' ? kEscaped : b >= 0x80 ? kNonAscii : 0;
    return kinds;
}

constexpr std::array<uchar, 256> kByteKind = byteKinds();

constexpr quint64 kOnes = 0x0101010101010101ULL;
constexpr quint64 kHighBits = 0x8080808080808080ULL;

/// The high bit of each byte of `w` that is below n (n <= 128); exact once masked to ASCII.
constexpr quint64 below(quint64 w, quint64 n)
{
    return (w - kOnes * n) & ~w & kHighBits;
}

uchar kindsOf(const char *s, const char *end)
{
    uchar kinds = 0; // one pass, no branch per byte
    for (const char *c = s; c != end; ++c)
        kinds |= kByteKind[uchar(*c)];
    return kinds;
}

/// kindsOf for up to 8 bytes that may be read as 8 (the input goes on): no loop, no branch.
uchar shortKinds(const char *s, quint64 length)
{
    quint64 w;
    std::memcpy(&w, s, 8); // little-endian: the string's bytes are the low ones
    const quint64 mask = length == 8 ? ~0ULL : (1ULL << (8 * length)) - 1;
    w &= mask;
    if ((w & kHighBits) != 0)
        return kindsOf(s, s + length);
    const quint64 pad = ~mask & (kOnes * 'a'); // bytes past the string: plain
    w |= pad;
    const quint64 special =
        below(w, 0x20) | below(w ^ (kOnes * '"'), 1) | below(w ^ (kOnes * '\\'), 1);
    return special != 0 ? kEscaped : 0;
}

} // namespace

MsgPackToJson::MsgPackToJson(QByteArrayView bytes, char *out)
    : m_pos(reinterpret_cast<const quint8 *>(bytes.data())), m_end(m_pos + bytes.size()), m_out(out)
{
}

qsizetype MsgPackToJson::transcode(QByteArrayView bytes, std::string &buffer)
{
    if (bytes.isEmpty())
        return -1;
    const quint8 first = quint8(bytes.front());
    const bool container =
        (first & 0xe0) == 0x80 || (first >= 0xdc && first <= 0xdf); // fixmap/fixarray, 16/32
    if (!container)
        return -1;
    // No input byte becomes more than 6 characters ("false," or "\u0001"): one check here,
    // none per character. The buffer only grows, so a reused one is not filled again.
    const size_t bound = 6 * size_t(bytes.size()) + 8;
    if (buffer.size() < bound)
        buffer.resize(bound);
    MsgPackToJson t(bytes, buffer.data());
    if (!t.value(0) || t.m_pos != t.m_end)
        return -1;
    return qsizetype(t.m_out - buffer.data());
}

quint64 MsgPackToJson::readBig(int width)
{
    quint64 v = 0;
    for (int i = 0; i < width; ++i)
        v = (v << 8) | m_pos[i];
    m_pos += width;
    return v;
}

bool MsgPackToJson::length(int width, quint64 *n)
{
    if (m_end - m_pos < width)
        return false;
    *n = readBig(width);
    return true;
}

bool MsgPackToJson::value(int depth)
{
    if (m_pos == m_end)
        return false;
    const quint8 type = *m_pos++;
    if (type <= 0x7f) {
        putInteger(type);
        return true;
    }
    if (type >= 0xe0) {
        putInteger(qint8(type));
        return true;
    }
    if ((type & 0xe0) == 0xa0)
        return string(type & 0x1f);
    if ((type & 0xf0) == 0x90)
        return array(type & 0x0f, depth);
    if ((type & 0xf0) == 0x80)
        return map(type & 0x0f, depth);
    quint64 n = 0;
    switch (type) {
    case 0xd9:
    case 0xda:
    case 0xdb:
        return length(1 << (type - 0xd9), &n) && string(n);
    case 0xdc:
    case 0xdd:
        return length(type == 0xdc ? 2 : 4, &n) && array(n, depth);
    case 0xde:
    case 0xdf:
        return length(type == 0xde ? 2 : 4, &n) && map(n, depth);
    default:
        return fixedWidth(type);
    }
}

bool MsgPackToJson::fixedWidth(quint8 type)
{
    switch (type) {
    case 0xc0:
        put("null", 4);
        return true;
    case 0xc2:
        put("false", 5);
        return true;
    case 0xc3:
        put("true", 4);
        return true;
    case 0xca:
        return m_end - m_pos >= 4 && putDouble(double(std::bit_cast<float>(quint32(readBig(4)))));
    case 0xcb:
        return m_end - m_pos >= 8 && putDouble(std::bit_cast<double>(readBig(8)));
    default:
        break;
    }
    if (type >= 0xcc && type <= 0xcf) { // uint 8/16/32/64
        const int width = 1 << (type - 0xcc);
        if (m_end - m_pos < width)
            return false;
        const quint64 v = readBig(width);
        if (v > quint64(std::numeric_limits<qint64>::max()))
            return putDouble(double(v));
        putInteger(qint64(v));
        return true;
    }
    if (type >= 0xd0 && type <= 0xd3) { // int 8/16/32/64
        const int width = 1 << (type - 0xd0);
        if (m_end - m_pos < width)
            return false;
        const int shift = 64 - 8 * width; // sign-extend
        putInteger(qint64(readBig(width) << shift) >> shift);
        return true;
    }
    return false; // 0xc1, bin, ext
}

void MsgPackToJson::put(const char *text, size_t n)
{
    std::memcpy(m_out, text, n);
    m_out += n;
}

void MsgPackToJson::putInteger(qint64 v)
{
    if (v >= 0 && v < 10)
        *m_out++ = char('0' + v);
    else
        m_out = std::to_chars(m_out, m_out + 24, v).ptr;
}

bool MsgPackToJson::putDouble(double d)
{
    if (!std::isfinite(d))
        return false; // JSON has no form for it: the reader keeps it a double
    // Qt's parser makes any whole number that fits a qint64 an integer, QJsonValue(double) only
    // up to 2^53: beyond, no text parses back to what the reader makes
    if (std::fabs(d) > kTwoTo53 && std::fabs(d) <= kTwoTo63 && std::trunc(d) == d)
        return false;
    // Shortest round trip, as QJsonDocument writes it; a whole number reads back as an integer,
    // as QJsonValue(double) keeps one.
    m_out = std::to_chars(m_out, m_out + 32, d).ptr;
    return true;
}

bool MsgPackToJson::string(quint64 length)
{
    if (quint64(m_end - m_pos) < length)
        return false;
    const char *s = reinterpret_cast<const char *>(m_pos);
    const char *const end = s + length;
    m_pos += length;
    // A key or a short value, when 8 bytes may be read from its start: classified and copied
    // 8 bytes at once (the buffer has room), with no loop.
    const bool short8 = std::endian::native == std::endian::little && length <= 8 &&
                        m_end - reinterpret_cast<const quint8 *>(s) >= 8;
    const uchar kinds = short8 ? shortKinds(s, length) : kindsOf(s, end);
    const bool ascii = (kinds & kNonAscii) == 0;
    const bool plain = (kinds & kEscaped) == 0;
    if (short8 && plain && ascii) {
        *m_out++ = '"';
        std::memcpy(m_out, s, 8);
        m_out += length;
        *m_out++ = '"';
        return true;
    }
    if (!ascii && !QByteArrayView(s, end - s).isValidUtf8())
        return false;
    *m_out++ = '"';
    // Qt's parser, like QString::fromUtf8, drops a leading byte order mark; the reader keeps it
    if (!ascii && end - s >= 3 && QByteArrayView(s, 3) == QByteArrayView("\xef\xbb\xbf")) {
        put("\\ufeff", 6);
        s += 3;
    }
    if (plain)
        put(s, size_t(end - s));
    else
        putEscaped(s, end);
    *m_out++ = '"';
    return true;
}

void MsgPackToJson::putEscaped(const char *s, const char *end)
{
    for (const char *c = s; c != end; ++c) {
        const uchar u = uchar(*c);
        if (u >= 0x20 && u != '"' && u != '\\') {
            *m_out++ = *c;
        } else if (u >= 0x20) {
            *m_out++ = '\\';
            *m_out++ = *c;
        } else {
            const char esc[6] = {'\\', 'u', '0', '0', kHex[u >> 4], kHex[u & 0xf]};
            put(esc, sizeof esc);
        }
    }
}

bool MsgPackToJson::array(quint64 count, int depth)
{
    if (depth + 1 > MsgPack::kMaxDepth || quint64(m_end - m_pos) < count)
        return false;
    *m_out++ = '[';
    for (quint64 i = 0; i < count; ++i) {
        if (i != 0)
            *m_out++ = ',';
        if (!value(depth + 1))
            return false;
    }
    *m_out++ = ']';
    return true;
}

bool MsgPackToJson::key()
{
    if (m_pos == m_end)
        return false;
    const quint8 type = *m_pos++;
    if ((type & 0xe0) == 0xa0)
        return string(type & 0x1f);
    quint64 n = 0;
    if (type >= 0xd9 && type <= 0xdb)
        return length(1 << (type - 0xd9), &n) && string(n);
    return false; // not a str
}

bool MsgPackToJson::map(quint64 count, int depth)
{
    if (depth + 1 > MsgPack::kMaxDepth || quint64(m_end - m_pos) / 2 < count)
        return false;
    *m_out++ = '{';
    for (quint64 i = 0; i < count; ++i) {
        if (i != 0)
            *m_out++ = ',';
        if (!key())
            return false;
        *m_out++ = ':';
        if (!value(depth + 1))
            return false;
    }
    *m_out++ = '}';
    return true;
}

} // namespace icrp
