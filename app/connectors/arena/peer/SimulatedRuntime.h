#pragma once
// A stand-in for the seed's Python agent runtime (FastAPI on 127.0.0.1:5000), written from the
// seed alone (issue 28: none of the tick inspector's code): answers POST /tick with one action
// per agent and its reasoning (a move_to towards a visible resource, craft at a station,
// capture_point in team capture, else query_world), GET /health and POST /echo. Strict as
// FastAPI/Pydantic: a perception the seed's section 8 model does not take gets 422 with
// Pydantic's detail list (PerceptionModel), a known path with the wrong method 405 with Allow,
// another path 404. It can be told to answer slowly, wrongly shaped, with one of the seed's
// error codes, or with bytes that are not HTTP — what the tick inspector must notice.

#include "connectors/arena/peer/PeerConnection.h"

#include "common/Result.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QTcpServer>
#include <chrono>

namespace icconnectors::arena {

class SimulatedRuntime final : public QObject
{
    Q_OBJECT
public:
    enum class Mode {
        Normal,    ///< the seed's action response
        Slow,      ///< the same, after delay()
        Malformed, ///< a wrongly shaped answer (tick a string, an unknown tool, params missing)
        Error,     ///< the seed's error response with errorCode()
        NotHttp,   ///< bytes that are no HTTP answer, then the connection closes
    };
    Q_ENUM(Mode)

    explicit SimulatedRuntime(QObject *parent = nullptr);

    /// Listens on 127.0.0.1:`port` (0: any free one).
    ic::Result<void> listen(quint16 port = 0);
    void close();
    quint16 port() const { return m_server.serverPort(); }

    void setMode(Mode mode) { m_mode = mode; }
    Mode mode() const { return m_mode; }
    void setDelay(std::chrono::milliseconds delay) { m_delay = delay; }
    /// One of errorCodes(), for Mode::Error.
    void setErrorCode(const QString &code) { m_errorCode = code; }
    /// "normal", "slow", "malformed", "error", "not-http".
    static const QStringList &modeNames();
    static Mode modeFromName(const QString &name);
    /// The seed's section 4 error codes.
    static const QStringList &errorCodes();

    int ticksReceived() const { return m_ticks; }
    /// Connections accepted since listen() (a kept-alive client makes one).
    int connectionsAccepted() const { return m_connections; }

    /// The answer to `perception` in Mode::Normal (also for tests and the benchmark).
    static QJsonObject actionsFor(const QJsonObject &perception);

Q_SIGNALS:
    void tickReceived(const QJsonObject &perception);

private:
    void answer(PeerConnection *connection, const icnet::HttpRequest &request);
    void answerTick(PeerConnection *connection, const icnet::HttpRequest &request);
    icnet::HttpResponse tickAnswer(const QJsonObject &perception) const;
    icnet::HttpResponse health() const;

    QTcpServer m_server;
    QElapsedTimer m_uptime;
    Mode m_mode = Mode::Normal;
    std::chrono::milliseconds m_delay{100};
    QString m_errorCode = QStringLiteral("TOOL_EXECUTION_FAILED");
    int m_ticks = 0;
    int m_connections = 0;
    int m_lastAgents = 0;
};

} // namespace icconnectors::arena
