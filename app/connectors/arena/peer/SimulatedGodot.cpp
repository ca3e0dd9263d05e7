#include "connectors/arena/peer/SimulatedGodot.h"

#include "connectors/arena/peer/GodotPerception.h"
#include "connectors/arena/peer/PeerClient.h"
#include "connectors/common/Tr.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace icconnectors::arena {

using icconnectors::Tr;

SimulatedGodot::SimulatedGodot(Options options, QObject *parent)
    : QObject(parent), m_options(std::move(options)),
      m_client(new PeerClient(m_options.host, m_options.port, m_options.timeout, this)),
      m_nextRetry(m_options.firstRetry), m_next(m_options.firstTick)
{
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, [this] { beat(); });
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(std::max(1, 1000 / std::max(1, m_options.ticksPerSecond)));
    connect(&m_timer, &QTimer::timeout, this, [this] { beat(); });
}

SimulatedGodot::~SimulatedGodot() = default;

void SimulatedGodot::start()
{
    m_running = true;
    m_timer.start();
    beat();
}

void SimulatedGodot::stop()
{
    m_running = false;
    m_timer.stop();
    m_retryTimer.stop();
}

void SimulatedGodot::retryNow()
{
    if (!m_retryTimer.isActive())
        return;
    m_retryTimer.stop();
    beat();
}

void SimulatedGodot::beat()
{
    if (m_options.count > 0 && m_sent >= m_options.count)
        return m_timer.stop();
    if (m_waiting) {
        ++m_skipped;
        return;
    }
    const qint64 tick = m_next++;
    icnet::HttpRequest request;
    request.method = "POST";
    request.target = "/tick";
    request.contentType = "application/json";
    request.body = QJsonDocument(GodotPerception::make(tick, m_options.agents, m_options.scene))
                       .toJson(QJsonDocument::Compact);
    m_waiting = true;
    ++m_sent;
    m_client->send(request, [this, tick](const ic::Result<icnet::HttpResponse> &result) {
        QJsonParseError error;
        const QJsonDocument answer =
            result ? QJsonDocument::fromJson(result->body, &error) : QJsonDocument();
        if (!result) {
            ++m_failures;
            Q_EMIT tickFailed(tick, result.error().message);
            return done(false);
        } else if (result->status != 200 || !answer.isObject()) {
            ++m_failures;
            Q_EMIT tickFailed(tick, Tr::tr("HTTP %1: %2")
                                        .arg(result->status)
                                        .arg(QString::fromUtf8(result->body.left(200))));
        } else {
            ++(answer.object().contains(QLatin1String("error")) ? m_errors : m_answered);
            Q_EMIT tickAnswered(tick, answer.object());
        }
        done(true);
    });
}

void SimulatedGodot::done(bool answered)
{
    m_waiting = false;
    if (m_options.count > 0 && m_answered + m_errors + m_failures >= m_options.count) {
        stop();
        Q_EMIT finished();
        return;
    }
    if (!answered)
        return backOff();
    m_nextRetry = m_options.firstRetry;
    m_scheduledRetry = std::chrono::milliseconds{0};
    if (m_running && !m_timer.isActive())
        m_timer.start(); // back to the steady rate
}

void SimulatedGodot::backOff()
{
    if (!m_running)
        return;
    m_timer.stop();
    m_scheduledRetry = m_nextRetry;
    m_nextRetry = std::min(m_nextRetry * 2, std::max(m_options.firstRetry, m_options.longestRetry));
    m_retryTimer.start(m_scheduledRetry);
    Q_EMIT retryScheduled(m_scheduledRetry);
}

} // namespace icconnectors::arena
