#include "icrp/protocol/MsgPack.h"

#include "icrp/protocol/MsgPackToJson.h"

#include <QCborValue>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace icrp {

namespace {

constexpr double kMaxSafeInteger = 9007199254740992.0; // 2^53

// --- Encoding ------------------------------------------------------------------------------

void putByte(QByteArray &out, quint8 b)
{
    out.append(char(b));
}

template <typename T> void putBigEndian(QByteArray &out, quint8 marker, T v)
{
    char buf[1 + sizeof(T)];
    buf[0] = char(marker);
    for (size_t i = 0; i < sizeof(T); ++i)
        buf[1 + i] = char(quint8(quint64(v) >> (8 * (sizeof(T) - 1 - i))));
    out.append(buf, qsizetype(sizeof buf));
}

void putUnsigned(QByteArray &out, quint64 v)
{
    if (v < 0x80)
        putByte(out, quint8(v));
    else if (v <= 0xff)
        putBigEndian<quint8>(out, 0xcc, quint8(v));
    else if (v <= 0xffff)
        putBigEndian<quint16>(out, 0xcd, quint16(v));
    else if (v <= 0xffffffffULL)
        putBigEndian<quint32>(out, 0xce, quint32(v));
    else
        putBigEndian<quint64>(out, 0xcf, v);
}

void putInteger(QByteArray &out, qint64 v)
{
    if (v >= 0)
        putUnsigned(out, quint64(v));
    else if (v >= -32)
        putByte(out, quint8(qint8(v)));
    else if (v >= -0x80)
        putBigEndian<quint8>(out, 0xd0, quint8(qint8(v)));
    else if (v >= -0x8000)
        putBigEndian<quint16>(out, 0xd1, quint16(qint16(v)));
    else if (v >= -0x80000000LL)
        putBigEndian<quint32>(out, 0xd2, quint32(qint32(v)));
    else
        putBigEndian<quint64>(out, 0xd3, quint64(v));
}

void putDouble(QByteArray &out, const QJsonValue &value)
{
    const double d = value.toDouble();
    if (std::isfinite(d) && std::trunc(d) == d && std::fabs(d) <= kMaxSafeInteger) {
        putInteger(out, qint64(d));
        return;
    }
    const QCborValue cbor = QCborValue::fromJsonValue(value);
    if (cbor.isInteger()) { // a qint64 held exactly, beyond 2^53
        putInteger(out, cbor.toInteger());
        return;
    }
    putBigEndian<quint64>(out, 0xcb, std::bit_cast<quint64>(d));
}

/// fix (up to fixMax elements, marker fixBase|n), then 8 (if has8), 16 and 32 bit lengths.
void putLength(QByteArray &out, quint32 n, quint8 fixBase, quint32 fixMax, int marker8,
               quint8 marker16, quint8 marker32)
{
    if (n <= fixMax)
        putByte(out, quint8(fixBase | n));
    else if (marker8 >= 0 && n <= 0xff)
        putBigEndian<quint8>(out, quint8(marker8), quint8(n));
    else if (n <= 0xffff)
        putBigEndian<quint16>(out, marker16, quint16(n));
    else
        putBigEndian<quint32>(out, marker32, n);
}

void putString(QByteArray &out, const QString &s)
{
    const QByteArray utf8 = s.toUtf8();
    putLength(out, quint32(utf8.size()), 0xa0, 31, 0xd9, 0xda, 0xdb);
    out.append(utf8);
}

void putValue(QByteArray &out, const QJsonValue &value);

void putArray(QByteArray &out, const QJsonArray &array)
{
    putLength(out, quint32(array.size()), 0x90, 15, -1, 0xdc, 0xdd);
    for (const QJsonValue &v : array)
        putValue(out, v);
}

void putObject(QByteArray &out, const QJsonObject &object)
{
    putLength(out, quint32(object.size()), 0x80, 15, -1, 0xde, 0xdf);
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        putString(out, it.key());
        putValue(out, it.value());
    }
}

void putValue(QByteArray &out, const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        putByte(out, value.toBool() ? 0xc3 : 0xc2);
        return;
    case QJsonValue::Double:
        putDouble(out, value);
        return;
    case QJsonValue::String:
        putString(out, value.toString());
        return;
    case QJsonValue::Array:
        putArray(out, value.toArray());
        return;
    case QJsonValue::Object:
        putObject(out, value.toObject());
        return;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    putByte(out, 0xc0);
}

// --- Decoding ------------------------------------------------------------------------------

class Reader
{
public:
    explicit Reader(QByteArrayView bytes)
        : m_data(reinterpret_cast<const quint8 *>(bytes.data())), m_size(bytes.size())
    {
    }

    std::optional<QJsonValue> document();
    QString error() const { return m_error; }

private:
    std::optional<QJsonValue> value(int depth);
    std::optional<QJsonValue> fixedWidth(quint8 type, qsizetype at);
    std::optional<QJsonValue> string(qsizetype length, qsizetype at);
    /// The next `length` bytes as a str's: within the input and valid UTF-8.
    std::optional<QByteArrayView> stringBytes(qsizetype length, qsizetype at);
    /// A map key's bytes (its type byte already checked to be a str).
    std::optional<QByteArrayView> keyBytes(qsizetype at);
    static bool isAscii(QByteArrayView bytes);
    static QString utf8Text(QByteArrayView bytes);
    std::optional<QJsonValue> array(qsizetype count, qsizetype at, int depth);
    std::optional<QJsonValue> map(qsizetype count, qsizetype at, int depth);
    std::optional<qsizetype> length(int width, qsizetype at);
    bool need(qsizetype n, qsizetype at);
    quint64 readBig(int width);
    std::nullopt_t fail(const QString &text);

    const quint8 *m_data;
    qsizetype m_size;
    qsizetype m_pos = 0;
    QString m_error;
};

std::nullopt_t Reader::fail(const QString &text)
{
    if (m_error.isEmpty())
        m_error = text;
    return std::nullopt;
}

QString hexByte(quint8 b)
{
    return QStringLiteral("0x%1").arg(uint(b), 2, 16, QLatin1Char('0'));
}

bool Reader::need(qsizetype n, qsizetype at)
{
    if (m_size - m_pos >= n)
        return true;
    fail(QStringLiteral("MessagePack is truncated: the value at byte %1 needs %2 more byte(s) "
                        "after the %3 byte(s) of input; send the complete message")
             .arg(at)
             .arg(n - (m_size - m_pos))
             .arg(m_size));
    return false;
}

quint64 Reader::readBig(int width)
{
    quint64 v = 0;
    for (int i = 0; i < width; ++i)
        v = (v << 8) | m_data[m_pos + i];
    m_pos += width;
    return v;
}

std::optional<QJsonValue> Reader::document()
{
    if (m_size == 0)
        return fail(QStringLiteral("MessagePack is truncated: the input is empty (0 bytes); "
                                   "send one complete MessagePack value"));
    std::optional<QJsonValue> v = value(0);
    if (!v)
        return std::nullopt;
    if (m_pos != m_size)
        return fail(QStringLiteral("MessagePack has %1 trailing byte(s) from byte %2 after the "
                                   "one value: send exactly one value per message")
                        .arg(m_size - m_pos)
                        .arg(m_pos));
    return v;
}

std::optional<qsizetype> Reader::length(int width, qsizetype at)
{
    if (!need(width, at))
        return std::nullopt;
    return qsizetype(readBig(width));
}

std::optional<QJsonValue> Reader::value(int depth)
{
    const qsizetype at = m_pos;
    if (!need(1, at))
        return std::nullopt;
    const quint8 type = m_data[m_pos++];
    if (type <= 0x7f)
        return QJsonValue(qint64(type));
    if (type >= 0xe0)
        return QJsonValue(qint64(qint8(type)));
    if ((type & 0xe0) == 0xa0)
        return string(type & 0x1f, at);
    if ((type & 0xf0) == 0x90)
        return array(type & 0x0f, at, depth);
    if ((type & 0xf0) == 0x80)
        return map(type & 0x0f, at, depth);
    switch (type) {
    case 0xd9:
    case 0xda:
    case 0xdb: {
        const auto n = length(1 << (type - 0xd9), at);
        return n ? string(*n, at) : std::nullopt;
    }
    case 0xdc:
    case 0xdd: {
        const auto n = length(type == 0xdc ? 2 : 4, at);
        return n ? array(*n, at, depth) : std::nullopt;
    }
    case 0xde:
    case 0xdf: {
        const auto n = length(type == 0xde ? 2 : 4, at);
        return n ? map(*n, at, depth) : std::nullopt;
    }
    default:
        return fixedWidth(type, at);
    }
}

std::optional<QJsonValue> Reader::fixedWidth(quint8 type, qsizetype at)
{
    switch (type) {
    case 0xc0:
        return QJsonValue(QJsonValue::Null);
    case 0xc2:
        return QJsonValue(false);
    case 0xc3:
        return QJsonValue(true);
    case 0xc1:
        return fail(QStringLiteral("MessagePack byte 0xc1 at byte %1 is reserved and never "
                                   "valid: the data is not MessagePack")
                        .arg(at));
    case 0xca:
        if (!need(4, at))
            return std::nullopt;
        return QJsonValue(double(std::bit_cast<float>(quint32(readBig(4)))));
    case 0xcb:
        if (!need(8, at))
            return std::nullopt;
        return QJsonValue(std::bit_cast<double>(readBig(8)));
    default:
        break;
    }
    if (type >= 0xcc && type <= 0xcf) { // uint 8/16/32/64
        const int width = 1 << (type - 0xcc);
        if (!need(width, at))
            return std::nullopt;
        const quint64 v = readBig(width);
        if (v > quint64(std::numeric_limits<qint64>::max()))
            return QJsonValue(double(v));
        return QJsonValue(qint64(v));
    }
    if (type >= 0xd0 && type <= 0xd3) { // int 8/16/32/64
        const int width = 1 << (type - 0xd0);
        if (!need(width, at))
            return std::nullopt;
        const quint64 raw = readBig(width);
        const int shift = 64 - 8 * width; // sign-extend
        return QJsonValue(qint64(raw << shift) >> shift);
    }
    // 0xc4-0xc9 (bin 8/16/32, ext 8/16/32) and 0xd4-0xd8 (fixext)
    return fail(QStringLiteral("MessagePack type %1 at byte %2 is bin or ext: bin/ext types "
                               "have no JSON form in ICRP; send strings, numbers, arrays "
                               "and maps only")
                    .arg(hexByte(type))
                    .arg(at));
}

std::optional<QJsonValue> Reader::string(qsizetype length, qsizetype at)
{
    const std::optional<QByteArrayView> bytes = stringBytes(length, at);
    if (!bytes)
        return std::nullopt;
    // Most of ICRP is ASCII: stored as it is, with no QString made on the way.
    if (isAscii(*bytes))
        return QJsonValue(QLatin1StringView(*bytes));
    return QJsonValue(utf8Text(*bytes));
}

std::optional<QByteArrayView> Reader::stringBytes(qsizetype length, qsizetype at)
{
    if (length > m_size - m_pos)
        return fail(QStringLiteral("MessagePack str at byte %1 declares %2 byte(s) but only %3 "
                                   "remain in the input")
                        .arg(at)
                        .arg(length)
                        .arg(m_size - m_pos));
    const QByteArrayView bytes(reinterpret_cast<const char *>(m_data + m_pos), length);
    if (!isAscii(bytes) && !bytes.isValidUtf8())
        return fail(QStringLiteral("MessagePack str at byte %1 is not valid UTF-8: strings "
                                   "must be UTF-8 encoded text")
                        .arg(at));
    m_pos += length;
    return bytes;
}

QString Reader::utf8Text(QByteArrayView bytes)
{
    // QString::fromUtf8 drops a leading byte order mark; the sender's text keeps it.
    static constexpr QByteArrayView kBom("\xef\xbb\xbf");
    if (bytes.startsWith(kBom))
        return QChar(0xfeff) + QString::fromUtf8(bytes.sliced(kBom.size()));
    return QString::fromUtf8(bytes);
}

bool Reader::isAscii(QByteArrayView bytes)
{
    return std::all_of(bytes.begin(), bytes.end(), [](char c) { return uchar(c) < 0x80; });
}

std::optional<QJsonValue> Reader::array(qsizetype count, qsizetype at, int depth)
{
    if (depth + 1 > MsgPack::kMaxDepth)
        return fail(QStringLiteral("MessagePack nests deeper than %1 levels at byte %2: "
                                   "flatten the message")
                        .arg(MsgPack::kMaxDepth)
                        .arg(at));
    if (count > m_size - m_pos) // every element takes at least one byte
        return fail(QStringLiteral("MessagePack array at byte %1 declares %2 element(s) but "
                                   "only %3 byte(s) remain in the input")
                        .arg(at)
                        .arg(count)
                        .arg(m_size - m_pos));
    QJsonArray out;
    for (qsizetype i = 0; i < count; ++i) {
        std::optional<QJsonValue> v = value(depth + 1);
        if (!v)
            return std::nullopt;
        out.append(*v);
    }
    return QJsonValue(std::move(out));
}

std::optional<QByteArrayView> Reader::keyBytes(qsizetype at)
{
    const quint8 type = m_data[m_pos++];
    if ((type & 0xe0) == 0xa0)
        return stringBytes(type & 0x1f, at);
    const auto n = length(1 << (type - 0xd9), at); // str 8/16/32
    return n ? stringBytes(*n, at) : std::nullopt;
}

std::optional<QJsonValue> Reader::map(qsizetype count, qsizetype at, int depth)
{
    if (depth + 1 > MsgPack::kMaxDepth)
        return fail(QStringLiteral("MessagePack nests deeper than %1 levels at byte %2: "
                                   "flatten the message")
                        .arg(MsgPack::kMaxDepth)
                        .arg(at));
    if (count > (m_size - m_pos) / 2) // every entry takes at least two bytes
        return fail(QStringLiteral("MessagePack map at byte %1 declares %2 entries but only %3 "
                                   "byte(s) remain in the input")
                        .arg(at)
                        .arg(count)
                        .arg(m_size - m_pos));
    QJsonObject out;
    for (qsizetype i = 0; i < count; ++i) {
        const qsizetype keyAt = m_pos;
        if (!need(1, keyAt))
            return std::nullopt;
        const quint8 keyType = m_data[m_pos];
        const bool isStr = (keyType & 0xe0) == 0xa0 || (keyType >= 0xd9 && keyType <= 0xdb);
        if (!isStr)
            return fail(QStringLiteral("MessagePack map key at byte %1 is not a string (type "
                                       "%2): ICRP maps need str keys")
                            .arg(keyAt)
                            .arg(hexByte(keyType)));
        const std::optional<QByteArrayView> key = keyBytes(keyAt);
        if (!key)
            return std::nullopt;
        std::optional<QJsonValue> v = value(depth + 1);
        if (!v)
            return std::nullopt;
        if (isAscii(*key))
            out.insert(QLatin1StringView(*key), *v);
        else
            out.insert(utf8Text(*key), *v);
    }
    return QJsonValue(std::move(out));
}

/// A map or array through JSON text and Qt's parser (MsgPackToJson: cheaper than building the
/// containers here); nullopt for what it does not take, which the Reader then decodes.
std::optional<QJsonValue> viaJsonText(QByteArrayView bytes)
{
    // Reused for events (not allocated or filled again per call); a big message gets a buffer
    // of its own, so no thread keeps six times its size for good.
    constexpr qsizetype kReusedUpTo = 64 * 1024;
    thread_local std::string reused;
    std::string own;
    std::string &buffer = bytes.size() <= kReusedUpTo ? reused : own;
    const qsizetype length = MsgPackToJson::transcode(bytes, buffer);
    if (length < 0)
        return std::nullopt;
    QJsonParseError error{};
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray::fromRawData(buffer.data(), length), &error);
    if (error.error != QJsonParseError::NoError)
        return std::nullopt;
    if (doc.isObject())
        return QJsonValue(doc.object());
    return QJsonValue(doc.array());
}

} // namespace

QByteArray MsgPack::encode(const QJsonValue &value)
{
    QByteArray out;
    putValue(out, value);
    return out;
}

QByteArray MsgPack::encode(const QJsonObject &object)
{
    QByteArray out;
    putObject(out, object);
    return out;
}

QByteArray MsgPack::encode(const QJsonArray &array)
{
    QByteArray out;
    putArray(out, array);
    return out;
}

std::optional<QJsonValue> MsgPack::decode(QByteArrayView bytes, QString *error)
{
    if (std::optional<QJsonValue> v = viaJsonText(bytes))
        return v;
    Reader reader(bytes);
    std::optional<QJsonValue> v = reader.document();
    if (!v && error)
        *error = reader.error();
    return v;
}

} // namespace icrp
