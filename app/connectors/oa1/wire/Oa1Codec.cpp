#include "connectors/oa1/wire/Oa1Codec.h"

#include "connectors/oa1/wire/Oa1Limits.h"

namespace icconnectors::oa1 {
namespace {

bool isContinuation(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

char decoded(char escapeLetter)
{
    switch (escapeLetter) {
    case 'n':
        return '\n';
    case 'r':
        return '\r';
    case 't':
        return '\t';
    case '\\':
        return '\\';
    default:
        return 0;
    }
}

} // namespace

QByteArray Oa1Codec::escape(const QByteArray &utf8)
{
    QByteArray out;
    out.reserve(utf8.size() + utf8.size() / 8);
    for (const char c : utf8) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            out += c;
        }
    }
    return out;
}

QByteArray Oa1Codec::unescape(const QByteArray &escaped)
{
    QByteArray out;
    out.reserve(escaped.size());
    bool afterBackslash = false;
    for (const char c : escaped) {
        if (!afterBackslash) {
            if (c == '\\')
                afterBackslash = true;
            else
                out += c;
            continue;
        }
        afterBackslash = false;
        const char plain = decoded(c);
        if (plain) {
            out += plain;
        } else { // unknown escape: kept as it is
            out += '\\';
            out += c;
        }
    }
    if (afterBackslash) // trailing lone backslash: kept
        out += '\\';
    return out;
}

qsizetype Oa1Codec::cutPosition(const QByteArray &escaped, qsizetype from, int maxBytes)
{
    qsizetype cut = from + qMax(maxBytes, Oa1Limits::kMinFramePayload);
    if (cut >= escaped.size())
        return escaped.size();
    while (cut > from && isContinuation(escaped.at(cut)))
        --cut;
    // An odd run of backslashes before the cut ends in the first half of an escape pair
    // (`from` is always on a pair boundary, and every run of backslashes starts on one).
    qsizetype run = 0;
    while (cut - run > from && escaped.at(cut - run - 1) == '\\')
        ++run;
    if (run % 2 == 1)
        --cut;
    return cut > from ? cut : from + 1; // never stuck, even on bytes that are not UTF-8
}

QList<QByteArray> Oa1Codec::chunk(const QByteArray &escaped, int maxBytes)
{
    QList<QByteArray> pieces;
    qsizetype from = 0;
    do {
        const qsizetype cut = cutPosition(escaped, from, maxBytes);
        pieces.append(escaped.mid(from, cut - from));
        from = cut;
    } while (from < escaped.size());
    return pieces;
}

bool Oa1Codec::isValidUtf8(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int extra = 0;
        char32_t cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (i + extra >= n)
            return false;
        for (int k = 1; k <= extra; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        static constexpr char32_t kLeast[] = {0, 0x80, 0x800, 0x10000};
        if (cp < kLeast[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += extra + 1;
    }
    return true;
}

QByteArray Oa1Codec::truncateUtf8(const QByteArray &utf8, qsizetype maxBytes)
{
    if (utf8.size() <= maxBytes)
        return utf8;
    qsizetype cut = qMax<qsizetype>(maxBytes, 0);
    while (cut > 0 && isContinuation(utf8.at(cut)))
        --cut;
    return utf8.left(cut);
}

} // namespace icconnectors::oa1
