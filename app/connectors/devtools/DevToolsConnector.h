#pragma once
// The PigeonPea DevTools connector (RFC-014): a WebSocket client that sends `command` messages
// and reads `event` messages, as icconnectors::Connector (kind "devtools").
//
// Correlation: RFC-014's answers carry no id. The server answers each command with exactly one
// command_result, in order, and sends one unasked command_result (the welcome) right after the
// connection opens. So the connector waits for the welcome before it is Open, sends one command
// at a time (the rest wait in a queue), and takes the next command_result as the answer to the
// command in flight — unless the answer itself says it belongs to another command (the RFC's
// echoes: "Unknown command: x", "Invalid x command arguments", a position, query's entities,
// "pong", the per-command wording; DevToolsAnswerMatch): then it is another client's answer
// from a server that sends results to every client; it is shown as an event, said in the wire
// log, and the command keeps waiting for its own. An answer that names no command is still taken
// by order; once the server has shown that it sends other clients' results, the wire log says
// that such an answer was matched by order only. After a timeout a late answer could be taken
// for the next command's, so a timeout restarts the connection. A command_result that comes when
// none is in flight is shown as an event.
//
// Reconnection: once open() is called the connector keeps trying, with a growing delay
// (0.5 s doubling up to 10 s), until close(); while it tries, state() is Failed and
// stateDetail() says why and when it tries next; open() then tries at once. A command in flight or
// queued when the connection goes fails with connector.connection_lost and is never sent again by
// itself (spawn and give are not idempotent).
//
// Versioning: RFC-014 has none ("Current Approach: No Versioning"): no version field is sent,
// the URL (default ws://127.0.0.1:5007/) may carry a path such as /v1/, unknown events are
// shown and unknown fields ignored, as the RFC's extension rules ask.

#include "connectors/common/Connector.h"
#include "connectors/devtools/DevToolsStats.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QUrl>
#include <chrono>
#include <deque>
#include <optional>

class QWebSocket;

namespace icconnectors::devtools {

struct DevToolsEvent;

class DevToolsConnector final : public Connector
{
    Q_OBJECT
public:
    explicit DevToolsConnector(QObject *parent = nullptr);
    ~DevToolsConnector() override;

    static QUrl defaultUrl();

    /// Used from the next open(); ws:// or wss:// only.
    void setUrl(const QUrl &url);
    QUrl url() const;
    /// How long a command waits for its command_result (default 10 s).
    void setCommandTimeout(std::chrono::milliseconds timeout);
    /// How long an open connection waits for the welcome before it is Open anyway (3 s).
    void setWelcomeTimeout(std::chrono::milliseconds timeout);
    /// The first delay before trying again and the longest (0.5 s, 10 s).
    void setRetryDelays(std::chrono::milliseconds first, std::chrono::milliseconds longest);

    QString kind() const override;
    QList<CommandSpec> commands() const override;
    void open() override;
    void close() override;
    quint64 run(const QString &command, const QVariantMap &params) override;
    QList<QPair<QString, QString>> figures() const override;

    const DevToolsStats &stats() const;

private:
    struct Pending
    {
        quint64 run = 0;
        QString command;
        QVariantMap args;
        QByteArray bytes;
        /// Answers to other commands that came while this one waited.
        int foreign = 0;
        QElapsedTimer sentAt;
    };

    // Connection (DevToolsConnector.cpp).
    void connectNow();
    void makeSocket();
    void dropSocket();
    void connectionEnded(const QString &reason);
    void restartAfterTimeout();
    /// Connector::setStateOrDetail, said in the log and the wire log first.
    void changeState(State state, const QString &detail);
    void note(const QString &text);
    void logWire(WireEntry::Direction direction, const QByteArray &bytes);

    // Messages and runs (DevToolsConnector_Runs.cpp).
    void onText(const QString &text);
    void onBinary(const QByteArray &bytes);
    void onCommandResult(const DevToolsEvent &event);
    void onWelcome(const DevToolsEvent &event);
    void onAnswer(const DevToolsEvent &event);
    void onUnasked(const DevToolsEvent &event);
    void onForeign(const DevToolsEvent &event, const QString &belongsTo);
    void onAnswerTimeout();
    void onWelcomeTimeout();
    void pump();
    quint64 failSoon(quint64 run, const QString &code, const QString &message);
    void failInFlight(const QString &code, const QString &message);
    void failAll(const QString &code, const QString &message);
    void finish(const CommandResult &result);

    QUrl m_url;
    QWebSocket *m_socket = nullptr;
    bool m_wanted = false;
    bool m_welcomed = false;
    /// This connection's server has sent a command_result that was no answer to this client.
    bool m_othersSeen = false;
    QTimer m_retryTimer;
    QTimer m_welcomeTimer;
    QTimer m_answerTimer;
    std::chrono::milliseconds m_firstRetry{500};
    std::chrono::milliseconds m_longestRetry{10'000};
    std::chrono::milliseconds m_retryDelay{500};
    std::deque<Pending> m_queue;
    std::optional<Pending> m_inFlight;
    quint64 m_lastRun = 0;
    DevToolsStats m_stats;
};

} // namespace icconnectors::devtools
