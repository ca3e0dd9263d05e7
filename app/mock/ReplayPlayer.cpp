// ReplayPlayer: the replay's clock and its events.

#include "mock/ReplayPlayer.h"

#include "mock/MockLog.h"

#include "icrp/server/IcrpEvent.h"
#include "icrp/server/IcrpServer.h"

#include <QFileInfo>
#include <cmath>

namespace icmock {

ReplayPlayer::ReplayPlayer(Recording recording, double speed, QObject *parent)
    : QObject(parent), m_recording(std::move(recording)), m_speed(speed)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] { playDue(); });
}

ReplayPlayer::~ReplayPlayer() = default;

void ReplayPlayer::attach(icrp::IcrpServer *server)
{
    m_server = server;
    registerMethods();
    connect(server, &icrp::IcrpServer::sessionIdentified, this, [this] {
        if (!m_started && !m_stopped)
            begin();
    });
}

void ReplayPlayer::stop()
{
    m_stopped = true;
    m_timer.stop();
}

qint64 ReplayPlayer::position() const
{
    if (!m_started)
        return 0;
    if (m_ended)
        return m_recording.duration();
    return std::min(m_recording.duration(), qint64(double(m_clock.elapsed()) * m_speed));
}

void ReplayPlayer::begin()
{
    m_started = true;
    m_clock.start();
    qCInfo(lcMock).noquote() << QStringLiteral(
                                    "replay of %1 started (a client identified): %2 events, "
                                    "%3 s")
                                    .arg(QFileInfo(m_recording.path()).fileName())
                                    .arg(m_recording.events().size())
                                    .arg(double(m_recording.duration()) / 1000.0, 0, 'f', 1);
    Q_EMIT started();
    playDue();
}

void ReplayPlayer::playDue()
{
    if (m_stopped || m_ended)
        return;
    const qint64 now = position();
    const QList<RecordedEvent> &events = m_recording.events();
    while (m_next < events.size() && events.at(m_next).t <= now) {
        const RecordedEvent &e = events.at(m_next++);
        m_tick = e.tick;
        // Everyone: the recording is one session's view, shown as it was to every session
        // whose tier may see the category (the server checks that).
        m_server->publish(icrp::IcrpEvent::make(e.category, e.type, e.tick, e.data));
    }
    if (m_next >= events.size() && now >= m_recording.duration()) {
        m_ended = true;
        qCInfo(lcMock).noquote()
            << QStringLiteral("replay of %1 ended after %2 events: still serving its last "
                              "state (Ctrl-C to stop)")
                   .arg(QFileInfo(m_recording.path()).fileName())
                   .arg(events.size());
        Q_EMIT ended();
        return;
    }
    scheduleNext(now);
}

void ReplayPlayer::scheduleNext(qint64 now)
{
    const QList<RecordedEvent> &events = m_recording.events();
    const qint64 due = m_next < events.size() ? events.at(m_next).t : m_recording.duration();
    // Wall time until then; at least 1 ms so a late timer cannot spin.
    const double wait = std::ceil(double(due - now) / m_speed);
    m_timer.start(int(std::clamp(wait, 1.0, 3600.0 * 1000.0)));
}

} // namespace icmock
