#pragma once
// One sender's ICRP session to the game, for the bridge: a WebSocket to the game's ICRP
// address that delivers the game's ic/hello (hello()) and then carries the sender's JSON-RPC
// text as it is. call() sends one request, notification or batch and answers once: with the
// game's response (matched by JSON-RPC id), the game's array for a batch (matched by the ids
// in it, else in order), an empty answer for notifications that get none, or an error when
// the session ends first. The game's own notifications (ic/event) are dropped: events do not
// go over IRC. The bridge never sees the password: the identify's challenge response passes
// through like any request.

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QSet>
#include <QUrl>
#include <QWebSocket>
#include <functional>

namespace icconnectors::oa1 {

class Oa1UpstreamSession : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const ic::Result<QByteArray> &answer)>;

    explicit Oa1UpstreamSession(const QUrl &game, QObject *parent = nullptr);
    ~Oa1UpstreamSession() override;

    void open();
    /// Ends the session from the bridge's side (the sender left, or opened another): every
    /// pending call is answered with session_closed and `reason`, closed() is emitted.
    void close(const QString &reason);
    bool wasClosedByBridge() const { return m_closedByBridge; }
    bool isOpen() const { return m_helloSeen && !m_closed; }
    bool isClosed() const { return m_closed; }
    /// Why the session ended, for a person; empty while it lasts.
    QString closeReason() const { return m_closeReason; }
    /// Sends `payload` (JSON text already checked to be an object or a non-empty array).
    void call(const QByteArray &payload, Done done);
    int pending() const { return int(m_singles.size() + m_batches.size()); }

Q_SIGNALS:
    /// The game's ic/hello params (challenge, salt, tiers…).
    void hello(const QJsonObject &params);
    /// The session ended (or never opened); `reason` is for a person.
    void closed(const QString &reason);

private:
    struct Batch
    {
        QSet<QByteArray> ids;
        Done done;
    };

    void onText(const QString &text);
    void answerSingle(const QJsonObject &response, const QByteArray &raw);
    void answerBatch(const QJsonArray &responses, const QByteArray &raw);
    void end(const QString &reason);

    QUrl m_game;
    QWebSocket m_socket;
    bool m_helloSeen = false;
    bool m_closed = false;
    bool m_closedByBridge = false;
    QString m_closeReason;
    QList<QPair<QByteArray, Done>> m_singles; // by JSON id, oldest first
    QList<Batch> m_batches;
};

} // namespace icconnectors::oa1
