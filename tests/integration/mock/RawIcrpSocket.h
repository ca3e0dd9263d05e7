#pragma once
// A deliberately small ICRP client for the mock's tests: a QWebSocket that waits for the hello,
// identifies with the auth formula, sends requests and collects answers and pushed events as
// raw JSON. Independent of icrp::IcrpClient, so the tests check the wire, not our client.

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QWebSocket>
#include <functional>

class RawIcrpSocket : public QObject
{
    Q_OBJECT
public:
    explicit RawIcrpSocket(QObject *parent = nullptr);
    ~RawIcrpSocket() override;

    /// Connects and waits for ic/hello. False on timeout or close.
    bool open(const QUrl &url, int timeoutMs = 5000);
    /// open() + ic/identify; true when the identify answer is a result. The answer (result or
    /// error object) is kept in lastAnswer().
    bool connectAs(const QUrl &url, const QString &tier, const QString &password = {},
                   const QStringList &subscriptions = {},
                   const QString &clientName = QStringLiteral("mock-test"));

    QJsonObject hello() const { return m_hello; }
    /// The identify answer: {"result":{…}} or {"error":{…}}.
    QJsonObject identify(const QString &tier, const QString &password = {},
                         const QStringList &subscriptions = {},
                         const QString &clientName = QStringLiteral("mock-test"));
    /// Sends a request and waits for its answer (the whole response object; empty on timeout).
    QJsonObject call(const QString &method, const QJsonValue &params = QJsonValue::Undefined,
                     int timeoutMs = 5000);
    /// Sends a request without waiting; returns its id.
    int send(const QString &method, const QJsonValue &params = QJsonValue::Undefined);
    /// Waits for the answer to `id`.
    QJsonObject waitAnswer(int id, int timeoutMs = 5000);

    const QJsonObject &lastAnswer() const { return m_lastAnswer; }
    /// Params of every ic/event received so far ({category, type, tick, data}).
    const QList<QJsonObject> &events() const { return m_events; }
    /// The exact text of each ic/event frame, in order.
    const QStringList &eventFrames() const { return m_eventFrames; }
    void clearEvents();
    /// Every frame received, in order (for scanning).
    const QStringList &frames() const { return m_frames; }

    bool isClosed() const { return m_closed; }
    bool waitForClose(int timeoutMs = 5000);
    int closeCode() const { return m_closeCode; }
    QString closeReason() const { return m_closeReason; }
    QWebSocket &socket() { return m_socket; }

    /// Runs the event loop until `done` is true, the socket closes or `timeoutMs` pass; true
    /// when `done` is true at the end. Woken by every frame, not by polling.
    bool waitUntil(const std::function<bool()> &done, int timeoutMs = 5000);

    /// Error code of a response object, 0 when it is a result.
    static int errorCode(const QJsonObject &answer);
    static QString errorMessage(const QJsonObject &answer);

Q_SIGNALS:
    void frameReceived();

private:
    void onText(const QString &text);

    QWebSocket m_socket;
    QJsonObject m_hello;
    QJsonObject m_lastAnswer;
    QHash<int, QJsonObject> m_answers;
    QList<QJsonObject> m_events;
    QStringList m_eventFrames;
    QStringList m_frames;
    int m_nextId = 1;
    bool m_closed = false;
    int m_closeCode = 0;
    QString m_closeReason;
};
