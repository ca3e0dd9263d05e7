#pragma once
// The WebSocket client under IcrpClient (RFC 6455; ws:// over TCP, wss:// over TLS with the
// system's trust): the opening handshake, then the server's frames read in large pieces and
// parsed in place (ServerFrameReader), text handed on as the UTF-8 it came in, masked frames
// sent, ping answered, the closing handshake. It replaced QWebSocket there (issue 30): the
// gateway's upstream takes every event of the game, and QWebSocket's receive cost about three
// times as much, most of it turning every frame into a QString the gateway turned back.

#include <QAbstractSocket>
#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QUrl>
#include <memory>

class QTcpSocket;

namespace icnet {
class HttpHeadFinder;
}

namespace icrp {

class ServerFrameReader;

class ClientWebSocket : public QObject
{
    Q_OBJECT
public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    explicit ClientWebSocket(QObject *parent = nullptr);
    ~ClientWebSocket() override;

    /// The largest message taken (more closes the connection with 1009); set before open().
    void setMaxMessageSize(qint64 bytes) { m_maxMessageBytes = bytes; }
    /// Connects and asks to upgrade; `headers` go with the request (Accept: application/msgpack).
    void open(const QUrl &url, const Headers &headers = {});
    /// True from the server's 101 until a close frame was sent or received.
    bool isOpen() const { return m_phase == Phase::Open; }

    void sendText(const QByteArray &utf8);
    void sendBinary(const QByteArray &bytes);
    /// Starts the closing handshake (RFC 6455 §7); disconnected() follows when the server
    /// answers and the connection ends. Before the upgrade: the connection is dropped.
    void close(quint16 code, const QString &reason = QString());
    /// Drops the connection at once; no signal follows.
    void abort();
    void flush();

    QAbstractSocket::SocketError error() const { return m_error; }
    QString errorString() const { return m_errorString; }
    /// The code of the server's close frame; 1006 when the connection ended without one, or
    /// the code this client closed with when the server broke the protocol.
    quint16 closeCode() const { return m_closeCode; }
    QString closeReason() const { return m_closeReason; }
    /// Why this client ended the connection (a frame the server may not send), for a person;
    /// empty when it did not.
    QString protocolFailure() const { return m_protocolFailure; }

Q_SIGNALS:
    /// The server accepted the upgrade.
    void connected();
    void textReceived(const QByteArray &utf8);
    void binaryReceived(const QByteArray &bytes);
    /// The connection ended, after connected() or at least after TCP connected.
    void disconnected();
    /// Before the upgrade: why it failed (TCP's error, or the server's answer).
    void errorOccurred(QAbstractSocket::SocketError error);

private:
    enum class Phase { Idle, Upgrading, Open, Closing, Closed };
    struct Busy;
    void onTcpConnected();
    void onReadyRead();
    /// Reads the server's answer to the upgrade; false while it is not all there.
    bool readUpgrade();
    QString upgradeProblem(const QByteArray &head) const;
    void readFrames();
    void onControl(int kind, const QByteArray &payload);
    void failUpgrade(QAbstractSocket::SocketError error, const QString &why);
    void failProtocol(quint16 code, const QString &why);
    void sendFrame(int opcode, const QByteArray &payload);
    void onTcpDisconnected();
    void onTcpError(QAbstractSocket::SocketError error);

    std::unique_ptr<QTcpSocket> m_socket;
    std::unique_ptr<ServerFrameReader> m_reader;
    /// Where the answer to the upgrade ends, searched once per byte however it arrives.
    std::unique_ptr<icnet::HttpHeadFinder> m_headFinder;
    Phase m_phase = Phase::Idle;
    QByteArray m_key;
    QByteArray m_head;
    qint64 m_maxMessageBytes = 16 * 1024 * 1024;
    bool m_tcpConnected = false;
    /// Handlers of the socket's signals running now (Busy).
    int m_busy = 0;
    QAbstractSocket::SocketError m_error = QAbstractSocket::UnknownSocketError;
    QString m_errorString;
    quint16 m_closeCode = 1006;
    QString m_closeReason;
    QString m_protocolFailure;
};

} // namespace icrp
