#pragma once
// A small client for the relay's tests: a QWebSocket over TLS that trusts one CA (and nothing
// else), may send "Authorization: Bearer TOKEN" with its handshake, and keeps every frame it
// gets as JSON. Independent of the panel's client: the tests check the wire.

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSslCertificate>
#include <QWebSocket>
#include <functional>

class WssPeer : public QObject
{
    Q_OBJECT
public:
    explicit WssPeer(const QSslCertificate &ca, QObject *parent = nullptr);

    /// Opens wss://127.0.0.1:PORT/ (with the token as a bearer header when not empty) and
    /// waits for the first frame (the hello, or a refusal) or the close.
    bool open(quint16 port, const QString &token = {}, int timeoutMs = 10'000);
    /// open() and ic/identify as `tier`; true when identify's answer is a result.
    bool identifyAs(quint16 port, const QString &token, const QString &tier);
    /// Sends ic/identify and waits for its answer.
    QJsonObject identify(const QString &tier, const QString &authentication = {});
    /// Sends a request and waits for its answer (the response object; empty on timeout).
    QJsonObject call(const QString &method, const QJsonObject &params = {}, int timeoutMs = 10'000);
    int send(const QString &method, const QJsonValue &params);
    QJsonObject waitAnswer(int id, int timeoutMs = 10'000);
    bool waitForFrames(int count, int timeoutMs = 10'000);
    bool waitClosed(int timeoutMs = 10'000);

    const QList<QJsonObject> &frames() const { return m_frames; }
    bool closed() const { return m_closed; }
    int closeCode() const { return m_closeCode; }
    bool tlsFailed() const { return m_tlsFailed; }
    QWebSocket &socket() { return m_socket; }

    static int errorCode(const QJsonObject &answer);
    static QString errorMessage(const QJsonObject &answer);
    static QString errorReason(const QJsonObject &answer);

private:
    bool waitUntil(const std::function<bool()> &done, int timeoutMs);

    QWebSocket m_socket;
    QList<QJsonObject> m_frames;
    int m_nextId = 1;
    bool m_closed = false;
    bool m_tlsFailed = false;
    int m_closeCode = 0;
};
