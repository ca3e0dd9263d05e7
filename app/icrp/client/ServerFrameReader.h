#pragma once
// Reads what a WebSocket server sends (RFC 6455 §5) out of a connection's byte stream, in
// place: ClientWebSocket's reader, written for the gateway's upstream (issue 30), where every
// event of the game passes once. Whole messages come out (fragments joined), with the control
// frames between them; anything RFC 6455 does not allow from a server — a masked frame, a
// reserved bit or opcode, a control frame in pieces or over 125 bytes, a continuation with no
// start, a message past the limit, text that is not UTF-8 — is a Failure with the close code
// the client sends back and a sentence for a person. After a Failure nothing more is read.

#include <QByteArray>
#include <QString>
#include <variant>

namespace icrp {

class ServerFrameReader
{
public:
    /// RFC 6455 §5.2's opcodes.
    enum Opcode {
        Continuation = 0x0,
        Text = 0x1,
        Binary = 0x2,
        Close = 0x8,
        Ping = 0x9,
        Pong = 0xA
    };
    struct Message
    {
        bool binary = false;
        /// The whole message; text is valid UTF-8.
        QByteArray payload;
    };
    struct Control
    {
        enum class Kind { Ping, Pong, Close };
        Kind kind = Kind::Ping;
        QByteArray payload;
    };
    struct Failure
    {
        quint16 closeCode = 1002;
        QString reason;
    };
    /// Nothing complete yet; a message; a control frame; or why the stream is not one.
    using Next = std::variant<std::monostate, Message, Control, Failure>;

    explicit ServerFrameReader(qint64 maxMessageBytes);

    /// Room for `bytes` more at the end of the buffer, to read into; commit() says how many
    /// were read.
    char *reserve(qint64 bytes);
    void commit(qint64 bytes);
    void append(const QByteArray &bytes);
    Next next();
    /// Bytes read but not yet taken as frames.
    qint64 buffered() const { return m_used - m_at; }

private:
    struct Header
    {
        bool fin = false;
        int opcode = 0;
        qint64 length = 0;
        qint64 size = 0; ///< the header's own bytes
    };
    /// The header at m_at, when all of it is there; a Failure when it breaks the rules.
    std::variant<std::monostate, Header, Failure> header() const;
    Next take(const Header &h, const char *payload);
    Next fail(quint16 code, const QString &reason);
    void compact();

    qint64 m_maxMessageBytes;
    QByteArray m_buffer;
    qsizetype m_at = 0;
    qsizetype m_used = 0; ///< bytes of m_buffer that were read (the rest is reserved room)
    QByteArray m_message; ///< a fragmented message so far
    bool m_inMessage = false;
    bool m_binary = false;
    bool m_failed = false;
};

} // namespace icrp
