#include "icrp/client/ServerFrameReader.h"

#include "icrp/protocol/Tr.h"

#include <QLocale>
#include <QUtf8StringView>
#include <cstring>

namespace icrp {

namespace {
constexpr quint16 kProtocolError = 1002;
constexpr quint16 kInvalidData = 1007;
constexpr quint16 kTooBig = 1009;
} // namespace

ServerFrameReader::ServerFrameReader(qint64 maxMessageBytes) : m_maxMessageBytes(maxMessageBytes) {}

char *ServerFrameReader::reserve(qint64 bytes)
{
    compact();
    if (m_buffer.size() < m_used + bytes)
        m_buffer.resize(m_used + bytes);
    return m_buffer.data() + m_used;
}

void ServerFrameReader::commit(qint64 bytes)
{
    m_used += qsizetype(qMax<qint64>(0, bytes));
}

void ServerFrameReader::append(const QByteArray &bytes)
{
    std::memcpy(reserve(bytes.size()), bytes.constData(), size_t(bytes.size()));
    commit(bytes.size());
}

void ServerFrameReader::compact()
{
    // What was taken goes once it is most of the buffer: a frame is not moved once per read.
    if (m_at == 0 || (m_at < m_used && m_at < 65536))
        return;
    std::memmove(m_buffer.data(), m_buffer.constData() + m_at, size_t(m_used - m_at));
    m_used -= m_at;
    m_at = 0;
}

std::variant<std::monostate, ServerFrameReader::Header, ServerFrameReader::Failure>
ServerFrameReader::header() const
{
    const qint64 available = m_used - m_at;
    if (available < 2)
        return std::monostate{};
    const auto *b = reinterpret_cast<const uchar *>(m_buffer.constData() + m_at);
    if (b[0] & 0x70)
        return Failure{kProtocolError, Tr::tr("it set a reserved bit of a WebSocket frame")};
    if (b[1] & 0x80)
        return Failure{kProtocolError, Tr::tr("it sent a masked WebSocket frame (only clients "
                                              "mask theirs)")};
    Header h;
    h.fin = b[0] & 0x80;
    h.opcode = b[0] & 0x0f;
    h.length = b[1] & 0x7f;
    h.size = 2;
    if (h.length == 126) {
        if (available < 4)
            return std::monostate{};
        h.length = (qint64(b[2]) << 8) | b[3];
        h.size = 4;
    } else if (h.length == 127) {
        if (available < 10)
            return std::monostate{};
        if (b[2] & 0x80)
            return Failure{kProtocolError,
                           Tr::tr("it sent a WebSocket frame of a negative length")};
        quint64 length = 0;
        for (int i = 2; i < 10; ++i)
            length = (length << 8) | b[i];
        h.length = qint64(length);
        h.size = 10;
    }
    const bool control = h.opcode & 0x8;
    if (control && (!h.fin || h.length > 125))
        return Failure{kProtocolError,
                       Tr::tr("it sent a WebSocket control frame in pieces or over 125 bytes")};
    if (!control && h.opcode != Continuation && h.opcode != Text && h.opcode != Binary)
        return Failure{kProtocolError,
                       Tr::tr("it sent a WebSocket frame of unknown kind %1").arg(h.opcode)};
    if (control && h.opcode != Close && h.opcode != Ping && h.opcode != Pong)
        return Failure{kProtocolError,
                       Tr::tr("it sent a WebSocket frame of unknown kind %1").arg(h.opcode)};
    // Out of order whatever its size: decided before the size.
    if (!control && h.opcode == Continuation && !m_inMessage)
        return Failure{kProtocolError, Tr::tr("it continued a WebSocket message it never began")};
    if (!control && h.opcode != Continuation && m_inMessage)
        return Failure{kProtocolError,
                       Tr::tr("it began a WebSocket message before it finished the last")};
    // Compared without adding: a length near 2^63 must not wrap past the limit.
    if (!control &&
        h.length > m_maxMessageBytes - (h.opcode == Continuation ? m_message.size() : 0))
        return Failure{kTooBig, Tr::tr("it sent a message larger than %1")
                                    .arg(QLocale().formattedDataSize(m_maxMessageBytes))};
    return h;
}

ServerFrameReader::Next ServerFrameReader::next()
{
    while (!m_failed) {
        const auto found = header();
        if (const auto *failure = std::get_if<Failure>(&found))
            return fail(failure->closeCode, failure->reason);
        const auto *h = std::get_if<Header>(&found);
        if (!h || h->length > m_used - m_at - h->size) // not all of the frame here yet
            return std::monostate{};
        const char *payload = m_buffer.constData() + m_at + h->size;
        m_at += qsizetype(h->size + h->length);
        Next taken = take(*h, payload);
        if (!std::holds_alternative<std::monostate>(taken))
            return taken;
    }
    return std::monostate{};
}

ServerFrameReader::Next ServerFrameReader::take(const Header &h, const char *payload)
{
    const auto length = qsizetype(h.length);
    if (h.opcode & 0x8) {
        Control c;
        c.kind = h.opcode == Close  ? Control::Kind::Close
                 : h.opcode == Ping ? Control::Kind::Ping
                                    : Control::Kind::Pong;
        c.payload = QByteArray(payload, length);
        return c;
    }
    Message message;
    if (h.opcode != Continuation)
        m_binary = h.opcode == Binary;
    message.binary = m_binary;
    if (!h.fin) {
        m_inMessage = true;
        m_message.append(payload, length);
        return std::monostate{};
    }
    if (m_inMessage) {
        m_message.append(payload, length);
        message.payload = std::exchange(m_message, QByteArray());
        m_inMessage = false;
    } else {
        message.payload = QByteArray(payload, length); // one frame: the usual case
    }
    if (!message.binary && !QUtf8StringView(message.payload).isValidUtf8())
        return fail(kInvalidData, Tr::tr("it sent a text message that is not UTF-8"));
    return message;
}

ServerFrameReader::Next ServerFrameReader::fail(quint16 code, const QString &reason)
{
    m_failed = true;
    m_message.clear();
    return Failure{code, reason};
}

} // namespace icrp
