#pragma once
// A test's raw WebSocket peer for IcrpServer: a plain QWebSocket that records every text
// message (as JSON) and how the connection ended. No ICRP logic beyond building an identify,
// so the tests check the server's bytes, not a client library's interpretation of them.

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QTcpSocket>
#include <QWebSocket>
#include <memory>

/// The error code / message of a JSON-RPC error response (0 / empty when it is none).
int errorCode(const QJsonValue &response);
QString errorMessage(const QJsonValue &response);

/// A WebSocket spoken by hand over a QTcpSocket, identified as an observer (the server needs
/// no password) subscribed to `category`, that reads (almost) nothing from then on: a peer that
/// stops reading. nullptr when the handshake failed.
std::unique_ptr<QTcpSocket> silentSubscriber(quint16 port, const QByteArray &category);

class RawPeer : public QObject
{
    Q_OBJECT
public:
    explicit RawPeer(QObject *parent = nullptr);
    ~RawPeer() override;

    /// Opens ws://127.0.0.1:PORT/ and waits for the hello (true when it came).
    bool connectAndHello(quint16 port);
    /// A peer connected to PORT and identified (nullptr when either step failed).
    static std::unique_ptr<RawPeer> identified(quint16 port,
                                               const QString &password = QStringLiteral("hunter2"),
                                               const QString &tier = QStringLiteral("observer"),
                                               const QStringList &subscriptions = {});
    /// Opens without waiting for anything.
    void open(quint16 port);

    /// Waits until at least `count` messages arrived in total.
    bool waitForMessages(qsizetype count, int timeoutMs = 5000);
    /// The next message not yet taken (waits for it); undefined when none came.
    QJsonValue next(int timeoutMs = 5000);
    /// Waits for the response with this id, skipping (and keeping) other messages.
    QJsonObject response(const QJsonValue &id, int timeoutMs = 5000);
    bool waitClosed(int timeoutMs = 5000);

    void sendText(const QString &text);
    void send(const QJsonValue &json);
    /// A request object (no ICRP library involved); params left out when undefined.
    static QJsonObject request(const QJsonValue &id, const QString &method,
                               const QJsonValue &params = QJsonValue(QJsonValue::Undefined));
    /// Sends a request and returns its response.
    QJsonObject call(const QString &method,
                     const QJsonValue &params = QJsonValue(QJsonValue::Undefined));

    /// The ic/identify params for this hello: `password` answers the challenge when the hello
    /// has one.
    QJsonObject identifyParams(const QString &password,
                               const QString &tier = QStringLiteral("observer"),
                               const QStringList &subscriptions = {}) const;
    /// Sends ic/identify and returns the response.
    QJsonObject identify(const QString &password, const QString &tier = QStringLiteral("observer"),
                         const QStringList &subscriptions = {});

    /// ic/event notifications received so far, in order (params objects).
    QList<QJsonObject> events() const;

    QWebSocket socket;
    QJsonObject hello; // params of ic/hello
    QList<QJsonValue> messages;
    qsizetype taken = 0;
    bool closed = false;
    int closeCode = 0;
    QString closeReason;

private:
    int m_nextId = 100;
};
