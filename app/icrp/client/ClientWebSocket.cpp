#include "icrp/client/ClientWebSocket.h"

#include "icrp/client/ServerFrameReader.h"
#include "icrp/protocol/IcrpLog.h"
#include "icrp/protocol/Tr.h"
#include "net/HttpHead.h"
#include "net/HttpHeadBytes.h"
#include "net/HttpHeadFinder.h"
#include "net/HttpRequest.h"
#include "net/WebSocketFrame.h"

#include <QCryptographicHash>
#include <QPointer>
#include <QRandomGenerator>
#include <QSslSocket>
#include <QTcpSocket>
#include <QtEndian>

namespace icrp {

namespace {
using Op = ServerFrameReader::Opcode;
/// What the server may say in its answer to the upgrade.
constexpr qint64 kMaxAnswerHead = 16 * 1024;
/// One read takes at least this much room (a burst of events comes in large pieces).
constexpr qint64 kReadPiece = 64 * 1024;

/// A close code an endpoint may put on the wire (RFC 6455 §7.4): 1005, 1006 and 1015 only say
/// what happened locally; 1004 and the rest below 3000 are unassigned.
bool mayBeSent(quint16 code)
{
    return (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) ||
           (code >= 3000 && code <= 4999);
}

/// The close frame's payload: the code and as much of `reason` as fits in 123 bytes, cut at a
/// character (a frame with half a character in its reason is refused with 1007).
QByteArray closePayload(quint16 code, const QString &reason)
{
    QByteArray payload(2, Qt::Uninitialized);
    qToBigEndian(code, payload.data());
    QString text = reason;
    QByteArray utf8 = text.toUtf8();
    while (utf8.size() > 123) {
        text.chop(text.size() >= 2 && text.at(text.size() - 1).isLowSurrogate() ? 2 : 1);
        utf8 = text.toUtf8();
    }
    return payload + utf8;
}

QByteArray acceptFor(const QByteArray &key)
{
    return QCryptographicHash::hash(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11",
                                    QCryptographicHash::Sha1)
        .toBase64();
}

/// A client's frame (RFC 6455 §5.2): FIN, `opcode`, masked with a fresh key.
QByteArray clientFrame(int opcode, const QByteArray &payload)
{
    return icnet::WebSocketFrame::encode(opcode, payload, QRandomGenerator::global()->generate());
}
} // namespace

ClientWebSocket::ClientWebSocket(QObject *parent) : QObject(parent) {}

ClientWebSocket::~ClientWebSocket()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        // Inside one of the socket's own signals (a slot deleted this client on
        // textReceived), whose emission is still on the stack: the socket goes later.
        if (m_busy > 0)
            m_socket.release()->deleteLater();
    }
}

/// Counts a handler of the socket's signals while it runs, unless the client is gone by its end.
struct ClientWebSocket::Busy
{
    explicit Busy(ClientWebSocket *client) : self(client) { ++client->m_busy; }
    ~Busy()
    {
        if (self)
            --self->m_busy;
    }
    Busy(const Busy &) = delete;
    Busy &operator=(const Busy &) = delete;
    QPointer<ClientWebSocket> self;
};

void ClientWebSocket::open(const QUrl &url, const Headers &headers)
{
    const bool tls = url.scheme() == QLatin1String("wss");
    m_socket = tls ? std::make_unique<QSslSocket>() : std::make_unique<QTcpSocket>();
    m_reader = std::make_unique<ServerFrameReader>(m_maxMessageBytes);
    m_headFinder = std::make_unique<icnet::HttpHeadFinder>(kMaxAnswerHead,
                                                           icnet::HttpHeadFinder::BlankLines::Keep);
    m_phase = Phase::Upgrading;
    QByteArray key(16, Qt::Uninitialized);
    QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(key.data()), 4);
    m_key = key.toBase64();

    QByteArray host = url.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':'))
        host = '[' + host + ']';
    const int port = url.port(tls ? 443 : 80);
    icnet::HttpRequest request;
    request.method = "GET";
    request.target = url.path(QUrl::FullyEncoded).toLatin1();
    if (request.target.isEmpty())
        request.target = "/";
    if (url.hasQuery())
        request.target += '?' + url.query(QUrl::FullyEncoded).toLatin1();
    request.headers = {{"Upgrade", "websocket"},
                       {"Connection", "Upgrade"},
                       {"Sec-WebSocket-Key", m_key},
                       {"Sec-WebSocket-Version", "13"}};
    request.headers += headers;

    QTcpSocket *s = m_socket.get();
    connect(s, &QTcpSocket::connected, this, &ClientWebSocket::onTcpConnected);
    connect(s, &QTcpSocket::readyRead, this, &ClientWebSocket::onReadyRead);
    connect(s, &QTcpSocket::disconnected, this, &ClientWebSocket::onTcpDisconnected);
    connect(s, &QTcpSocket::errorOccurred, this, &ClientWebSocket::onTcpError);
    m_head = request.toBytes(host + ':' + QByteArray::number(port)); // sent once TCP is up
    if (tls) {
        auto *ssl = static_cast<QSslSocket *>(s);
        connect(ssl, &QSslSocket::encrypted, this,
                [this] { m_socket->write(std::exchange(m_head, {})); });
        ssl->connectToHostEncrypted(url.host(), quint16(port));
    } else {
        s->connectToHost(url.host(), quint16(port));
    }
}

void ClientWebSocket::onTcpConnected()
{
    const Busy busy(this);
    m_tcpConnected = true;
    if (!qobject_cast<QSslSocket *>(m_socket.get()))
        m_socket->write(std::exchange(m_head, {}));
}

void ClientWebSocket::onReadyRead()
{
    const Busy busy(this);
    if (!m_socket || m_phase == Phase::Idle || m_phase == Phase::Closed)
        return;
    if (m_phase == Phase::Upgrading) {
        m_head += m_socket->read(kMaxAnswerHead + 1 - m_head.size());
        if (!readUpgrade())
            return;
    }
    if (!m_reader)
        return;
    const qint64 room = qMax(m_socket->bytesAvailable(), kReadPiece);
    const qint64 got = m_socket->read(m_reader->reserve(room), room);
    m_reader->commit(got);
    readFrames();
}

bool ClientWebSocket::readUpgrade()
{
    const icnet::HttpHeadFinder::Found found = m_headFinder->take(m_head);
    if (found.kind == icnet::HttpHeadFinder::Found::TooLarge) {
        failUpgrade(QAbstractSocket::UnknownSocketError,
                    Tr::tr("its answer to the WebSocket upgrade is larger than %1 KiB")
                        .arg(kMaxAnswerHead / 1024));
        return false;
    }
    if (found.kind == icnet::HttpHeadFinder::Found::More)
        return false;
    if (const QString problem = upgradeProblem(found.head); !problem.isEmpty()) {
        failUpgrade(QAbstractSocket::UnknownSocketError, problem);
        return false;
    }
    m_phase = Phase::Open;
    m_reader->append(std::exchange(m_head, {})); // the first frames may have come with it
    QPointer<ClientWebSocket> guard(this);
    Q_EMIT connected();
    if (!guard || m_phase != Phase::Open)
        return false;
    readFrames();
    return guard && m_phase == Phase::Open;
}

QString ClientWebSocket::upgradeProblem(const QByteArray &head) const
{
    if (const QString problem = icnet::headBytesProblem(head); !problem.isEmpty())
        return problem;
    const icnet::HttpHead parsed = icnet::HttpHead::parse(head);
    const QList<QByteArray> parts = parsed.startParts();
    if (!parts.value(0).startsWith("HTTP/1.") || parts.value(1) != "101")
        return Tr::tr("it answered \"%1\" instead of opening a WebSocket")
            .arg(QString::fromLatin1(parsed.startLine.left(80)));
    if (!icnet::HttpHead::hasToken(parsed.value("Upgrade"), "websocket") ||
        !icnet::HttpHead::hasToken(parsed.value("Connection"), "upgrade"))
        return Tr::tr("its answer to the WebSocket upgrade lacks Upgrade: websocket");
    if (parsed.value("Sec-WebSocket-Accept") != acceptFor(m_key))
        return Tr::tr("its answer to the WebSocket upgrade has the wrong Sec-WebSocket-Accept");
    if (!parsed.value("Sec-WebSocket-Extensions").isEmpty() ||
        !parsed.value("Sec-WebSocket-Protocol").isEmpty())
        return Tr::tr("its answer to the WebSocket upgrade names an extension or subprotocol "
                      "this client did not ask for");
    return {};
}

void ClientWebSocket::readFrames()
{
    QPointer<ClientWebSocket> guard(this);
    while (m_reader && (m_phase == Phase::Open || m_phase == Phase::Closing)) {
        ServerFrameReader::Next next = m_reader->next();
        if (auto *m = std::get_if<ServerFrameReader::Message>(&next)) {
            if (m_phase != Phase::Open)
                continue; // after our close frame: nothing more is taken
            if (m->binary)
                Q_EMIT binaryReceived(m->payload);
            else
                Q_EMIT textReceived(m->payload);
        } else if (auto *c = std::get_if<ServerFrameReader::Control>(&next)) {
            onControl(int(c->kind), c->payload);
        } else if (auto *f = std::get_if<ServerFrameReader::Failure>(&next)) {
            return failProtocol(f->closeCode, f->reason);
        } else {
            return;
        }
        if (!guard)
            return;
    }
}

void ClientWebSocket::onControl(int kind, const QByteArray &payload)
{
    using Kind = ServerFrameReader::Control::Kind;
    if (Kind(kind) == Kind::Ping) {
        if (m_phase == Phase::Open)
            m_socket->write(clientFrame(Op::Pong, payload));
        return;
    }
    if (Kind(kind) != Kind::Close)
        return;
    if (payload.size() == 1)
        return failProtocol(1002, Tr::tr("it sent a WebSocket close frame of one byte"));
    const QByteArray reason = payload.mid(2);
    if (!QUtf8StringView(reason).isValidUtf8())
        return failProtocol(1007, Tr::tr("it sent a WebSocket close reason that is not UTF-8"));
    const quint16 code = payload.size() >= 2 ? qFromBigEndian<quint16>(payload.constData()) : 1005;
    if (payload.size() >= 2 && !mayBeSent(code))
        return failProtocol(1002,
                            Tr::tr("it closed with code %1, which no endpoint may send").arg(code));
    m_closeCode = code;
    m_closeReason = QString::fromUtf8(reason);
    if (m_phase == Phase::Open) // the server began: the same code goes back (or none)
        m_socket->write(clientFrame(Op::Close, payload.left(2)));
    m_phase = Phase::Closed;
    m_socket->disconnectFromHost();
}

void ClientWebSocket::failUpgrade(QAbstractSocket::SocketError error, const QString &why)
{
    qCDebug(lcIcrpClient).noquote() << "WebSocket upgrade failed:" << why;
    m_phase = Phase::Closed;
    m_error = error;
    m_errorString = why;
    QPointer<ClientWebSocket> guard(this);
    Q_EMIT errorOccurred(error);
    if (guard && m_socket)
        m_socket->abort(); // disconnected() follows
}

void ClientWebSocket::failProtocol(quint16 code, const QString &why)
{
    qCWarning(lcIcrpClient).noquote() << "closing the WebSocket:" << why;
    m_protocolFailure = why;
    m_closeCode = code;
    m_closeReason = why;
    if (m_phase == Phase::Open)
        m_socket->write(clientFrame(Op::Close, closePayload(code, QString())));
    m_phase = Phase::Closed;
    m_socket->disconnectFromHost();
}

void ClientWebSocket::sendText(const QByteArray &utf8)
{
    if (m_phase == Phase::Open)
        m_socket->write(clientFrame(Op::Text, utf8));
}

void ClientWebSocket::sendBinary(const QByteArray &bytes)
{
    if (m_phase == Phase::Open)
        m_socket->write(clientFrame(Op::Binary, bytes));
}

void ClientWebSocket::close(quint16 code, const QString &reason)
{
    if (m_phase != Phase::Open) {
        if (m_phase != Phase::Closed && m_socket) {
            m_phase = Phase::Closed;
            m_socket->abort();
        }
        return;
    }
    if (!mayBeSent(code))
        code = 1000;
    const QByteArray payload = closePayload(code, reason);
    m_closeCode = code;
    m_closeReason = reason;
    m_phase = Phase::Closing; // the server's close frame ends it
    m_socket->write(clientFrame(Op::Close, payload));
}

void ClientWebSocket::abort()
{
    m_phase = Phase::Closed;
    if (!m_socket)
        return;
    m_socket->disconnect(this);
    m_socket->abort();
}

void ClientWebSocket::flush()
{
    if (m_socket)
        m_socket->flush();
}

void ClientWebSocket::onTcpDisconnected()
{
    const Busy busy(this);
    if (!m_tcpConnected)
        return;
    m_tcpConnected = false;
    m_phase = Phase::Closed;
    Q_EMIT disconnected();
}

void ClientWebSocket::onTcpError(QAbstractSocket::SocketError error)
{
    const Busy busy(this);
    if (m_phase != Phase::Upgrading && m_phase != Phase::Idle)
        return; // the end of an open connection: disconnected() says it
    m_phase = Phase::Closed;
    m_error = error;
    m_errorString = m_socket->errorString();
    Q_EMIT errorOccurred(error);
}

} // namespace icrp
