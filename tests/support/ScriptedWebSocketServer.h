#pragma once
// A WebSocket server scripted from RFC 6455 alone (not from the client's code), for the tests of
// the program's WebSocket client (ClientWebSocket, IcrpClient): it reads the client's upgrade
// request, answers it as told (by default a correct 101), then sends the bytes it was given,
// whole or a byte at a time, and keeps what the client sent.

#include <QByteArray>
#include <QCryptographicHash>
#include <QObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>
#include <functional>

namespace ictest {

/// A server's frame as RFC 6455 §5.2 draws it: FIN, RSV, opcode, (MASK), length, payload.
inline QByteArray frame(int opcode, const QByteArray &payload, bool fin = true, bool masked = false,
                        int rsv = 0)
{
    QByteArray f;
    f.append(char((fin ? 0x80 : 0) | (rsv << 4) | opcode));
    const char maskBit = masked ? char(0x80) : char(0);
    const qsizetype n = payload.size();
    if (n <= 125) {
        f.append(char(maskBit | char(n)));
    } else if (n <= 0xffff) {
        f.append(char(maskBit | 126));
        f.append(char(n >> 8)).append(char(n & 0xff));
    } else {
        f.append(char(maskBit | 127));
        for (int shift = 56; shift >= 0; shift -= 8)
            f.append(char((quint64(n) >> shift) & 0xff));
    }
    if (!masked)
        return f + payload;
    const char key[4] = {0x11, 0x22, 0x33, 0x44};
    f.append(key, 4);
    for (qsizetype i = 0; i < n; ++i)
        f.append(char(payload[i] ^ key[i % 4]));
    return f;
}

/// A server scripted from RFC 6455: reads the client's upgrade request, answers it with
/// `answer` (by default a correct 101), then sends `afterUpgrade`; keeps what the client sent.
struct ScriptedWebSocketServer
{
    QTcpServer server;
    QTcpSocket *peer = nullptr;
    QByteArray received;
    QByteArray request;
    std::function<QByteArray(const QByteArray &accept)> answer = [](const QByteArray &accept) {
        return "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: "
               "Upgrade\r\nSec-WebSocket-Accept: " +
               accept + "\r\n\r\n";
    };
    QByteArray afterUpgrade;
    bool byteAtATime = false;

    QUrl listen(QObject *context)
    {
        QObject::connect(&server, &QTcpServer::newConnection, context, [this] {
            peer = server.nextPendingConnection();
            QObject::connect(peer, &QTcpSocket::readyRead, peer, [this] { onRead(); });
        });
        server.listen(QHostAddress::LocalHost, 0);
        return QUrl(QStringLiteral("ws://127.0.0.1:%1/game?x=1").arg(server.serverPort()));
    }
    void onRead()
    {
        received += peer->readAll();
        if (!request.isEmpty() || !received.contains("\r\n\r\n"))
            return;
        request = received.left(received.indexOf("\r\n\r\n") + 4);
        received.remove(0, request.size());
        QByteArray key;
        for (const QByteArray &line : request.split('\n')) {
            if (line.toLower().startsWith("sec-websocket-key:"))
                key = line.mid(18).trimmed();
        }
        const QByteArray accept =
            QCryptographicHash::hash(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11",
                                     QCryptographicHash::Sha1)
                .toBase64();
        const QByteArray bytes = answer(accept) + afterUpgrade;
        if (!byteAtATime) {
            peer->write(bytes);
            return;
        }
        for (const char c : bytes) {
            peer->write(&c, 1);
            peer->flush();
        }
    }
    /// The close code of the first close frame the client sent (masked), or -1.
    int clientCloseCode() const
    {
        for (qsizetype at = 0; at + 6 <= received.size();) {
            const int opcode = received[at] & 0x0f;
            const int length = received[at + 1] & 0x7f; // the client's frames here are short
            if (opcode == 0x8 && length >= 2) {
                const char *mask = received.constData() + at + 2;
                return ((uchar(received[at + 6] ^ mask[0])) << 8) |
                       uchar(received[at + 7] ^ mask[1]);
            }
            at += 6 + length;
        }
        return -1;
    }
};

} // namespace ictest
