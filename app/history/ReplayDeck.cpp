#include "history/ReplayDeck.h"

#include "history/Tr.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/ErrorCode.h"

#include <QLoggingCategory>
#include <QPointer>
#include <algorithm>

Q_LOGGING_CATEGORY(lcReplayDeck, "ic.history.replaydeck", QtInfoMsg)

namespace ichistory {
namespace {

/// Samples of a long seek: points for the chart along the way.
constexpr int kSamples = 40;
/// Game seconds one search step for the next fight covers.
constexpr int kProbeSeconds = 30;
/// A spent request budget is asked again this often, at most kRetries times.
constexpr int kRetryMs = 60;
constexpr int kRetries = 100;

bool isFight(const QJsonObject &event)
{
    const QString type = event.value(u"type").toString();
    return type == QLatin1String("engagement_start") || type == QLatin1String("unit_destroyed");
}

} // namespace

ReplayDeck::ReplayDeck(icrp::IcrpClient *client, QObject *parent)
    : QObject(parent), m_client(client)
{
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &ReplayDeck::onTimer);
}

void ReplayDeck::setStepInterval(int ms)
{
    m_timer.setInterval(std::max(ms, 10));
}

void ReplayDeck::load(const QString &replayId)
{
    pause();
    ++m_generation;
    m_replayId.clear();
    m_loadAnswer = {};
    m_plan.clear();
    m_queuedSeek = -1;
    m_probing = false;
    m_busy = true;
    qCInfo(lcReplayDeck).noquote() << "loading replay" << replayId;
    call(QStringLiteral("ic/replay.load"), {{QStringLiteral("replay_id"), replayId}},
         [this](const icrp::IcrpResult &r) { onLoaded(r); });
}

void ReplayDeck::onLoaded(const icrp::IcrpResult &r)
{
    m_loadAnswer = r.result.toObject();
    m_replayId = m_loadAnswer.value(u"replay_id").toString();
    m_tick = m_loadAnswer.value(u"tick").toInteger();
    m_endTick = m_loadAnswer.value(u"end_tick").toInteger();
    m_tickRate = m_loadAnswer.value(u"tick_rate").toInt();
    Q_EMIT loaded();
    m_plan = {m_tick};
    runPlan();
}

void ReplayDeck::play()
{
    setPlaying(true);
}

void ReplayDeck::pause()
{
    setPlaying(false);
}

void ReplayDeck::setPlaying(bool playing)
{
    if (playing && (!isLoaded() || m_tick >= m_endTick))
        playing = false;
    if (playing == m_playing)
        return;
    m_playing = playing;
    if (playing)
        m_timer.start();
    else
        m_timer.stop();
    Q_EMIT playingChanged(playing);
}

void ReplayDeck::setSpeed(int speed)
{
    speed = std::clamp(speed, kMinSpeed, kMaxSpeed);
    if (speed == m_speed)
        return;
    m_speed = speed;
    Q_EMIT speedChanged(speed);
}

void ReplayDeck::seek(qint64 tick)
{
    if (!isLoaded())
        return;
    tick = std::clamp<qint64>(tick, 0, m_endTick);
    if (m_busy) {
        if (!m_probing)
            m_queuedSeek = tick;
        return;
    }
    if (tick < m_tick) {
        Q_EMIT restarted();
        m_plan = QList<qint64>{0} + samples(0, tick);
    } else {
        m_plan = tick == m_tick ? QList<qint64>{tick} : samples(m_tick, tick);
    }
    m_busy = true;
    runPlan();
}

void ReplayDeck::step(int seconds)
{
    seek(m_tick + qint64(seconds) * std::max(m_tickRate, 1));
}

QList<qint64> ReplayDeck::samples(qint64 from, qint64 to) const
{
    QList<qint64> out;
    if (to <= from)
        return out;
    const qint64 step = std::max<qint64>(1, (to - from + kSamples - 1) / kSamples);
    for (qint64 t = from + step; t < to; t += step)
        out << t;
    out << to;
    return out;
}

void ReplayDeck::onTimer()
{
    if (m_busy)
        return;
    if (m_tick >= m_endTick) {
        pause();
        return;
    }
    const qint64 ticks =
        std::max<qint64>(1, qint64(m_tickRate) * m_speed * m_timer.interval() / 1000);
    m_plan = {std::min(m_endTick, m_tick + ticks)};
    m_busy = true;
    runPlan();
}

void ReplayDeck::runPlan()
{
    if (m_queuedSeek >= 0) {
        const qint64 queued = std::exchange(m_queuedSeek, -1);
        m_plan.clear();
        m_busy = false;
        seek(queued);
        return;
    }
    if (m_plan.isEmpty()) {
        m_busy = false;
        if (m_playing && m_tick >= m_endTick)
            pause();
        return;
    }
    seekTo(m_plan.takeFirst());
}

ReplayDeck::WholeEvents ReplayDeck::wholeEvents(const QJsonArray &events, bool truncated,
                                                qint64 from)
{
    WholeEvents out;
    if (!truncated || events.isEmpty()) {
        out.events = events;
        return out;
    }
    // The answer stops somewhere in the ticks of its last event: those are dropped and asked
    // again, from the tick before, unless the cap is filled by that one tick alone.
    const qint64 last = events.last().toObject().value(u"tick").toInteger();
    if (last - 1 <= from) {
        out.events = events;
        out.missedFrom = last;
        return out;
    }
    for (const QJsonValue &e : events) {
        if (e.toObject().value(u"tick").toInteger() < last)
            out.events.append(e);
    }
    out.againFrom = last - 1;
    return out;
}

void ReplayDeck::seekTo(qint64 target)
{
    const qint64 from = m_tick;
    call(QStringLiteral("ic/replay.seek"), {{QStringLiteral("tick"), target}},
         [this, from, target](const icrp::IcrpResult &r) {
             const QJsonObject answer = r.result.toObject();
             const WholeEvents whole =
                 wholeEvents(answer.value(u"events").toArray(),
                             answer.value(u"events_truncated").toBool(), from);
             m_tick = answer.value(u"tick").toInteger();
             if (!whole.events.isEmpty())
                 Q_EMIT eventsPassed(whole.events);
             if (whole.missedFrom >= 0) {
                 qCWarning(lcReplayDeck) << "events after tick" << whole.missedFrom
                                         << "not shown: more than one answer holds in one tick";
                 Q_EMIT eventsMissed(whole.missedFrom, m_tick);
             }
             if (whole.againFrom >= 0) {
                 askAgain(whole.againFrom, target);
                 return;
             }
             askState();
         });
}

void ReplayDeck::askAgain(qint64 from, qint64 target)
{
    // Back to the tick before the cut (a seek back passes no events), then on in halves.
    qCInfo(lcReplayDeck) << "events truncated: asking again from tick" << from;
    call(QStringLiteral("ic/replay.seek"), {{QStringLiteral("tick"), from}},
         [this, from, target](const icrp::IcrpResult &r) {
             m_tick = r.result.toObject().value(u"tick").toInteger();
             const qint64 half = from + (target - from) / 2;
             m_plan.prepend(target);
             if (half > from && half < target)
                 m_plan.prepend(half);
             runPlan();
         });
}

void ReplayDeck::askState()
{
    call(QStringLiteral("ic/replay.state"), QJsonObject{}, [this](const icrp::IcrpResult &r) {
        Q_EMIT figuresChanged(r.result.toObject());
        Q_EMIT tickChanged(m_tick);
        runPlan();
    });
}

void ReplayDeck::nextFight()
{
    if (!isLoaded() || m_busy)
        return;
    m_busy = true;
    m_probing = true;
    m_probeStart = m_tick;
    m_probeEvents = {};
    probeFrom(m_tick);
}

void ReplayDeck::probeFrom(qint64 from)
{
    if (from >= m_endTick) {
        // None ahead: the game's cursor goes back to where the view is.
        m_probing = false;
        call(QStringLiteral("ic/replay.seek"), {{QStringLiteral("tick"), m_probeStart}},
             [this](const icrp::IcrpResult &) {
                 m_busy = false;
                 Q_EMIT noFightAhead();
                 runPlan();
             });
        return;
    }
    const qint64 target =
        std::min(m_endTick, from + qint64(kProbeSeconds) * std::max(m_tickRate, 1));
    call(QStringLiteral("ic/replay.seek"), {{QStringLiteral("tick"), target}},
         [this](const icrp::IcrpResult &r) {
             const QJsonObject answer = r.result.toObject();
             onProbe(answer.value(u"events").toArray(), answer.value(u"tick").toInteger());
         });
}

void ReplayDeck::onProbe(const QJsonArray &events, qint64 reached)
{
    for (const QJsonValue &e : events)
        m_probeEvents.append(e);
    const auto fight = std::find_if(events.begin(), events.end(), [this](const QJsonValue &e) {
        return isFight(e.toObject()) && e.toObject().value(u"tick").toInteger() > m_probeStart;
    });
    if (fight == events.end()) {
        probeFrom(reached);
        return;
    }
    const qint64 at = fight->toObject().value(u"tick").toInteger();
    QJsonArray passed;
    for (const QJsonValue &e : std::as_const(m_probeEvents)) {
        if (e.toObject().value(u"tick").toInteger() <= at)
            passed.append(e);
    }
    m_probeEvents = {};
    m_probing = false;
    call(QStringLiteral("ic/replay.seek"), {{QStringLiteral("tick"), at}},
         [this, passed, at](const icrp::IcrpResult &) {
             m_tick = at;
             if (!passed.isEmpty())
                 Q_EMIT eventsPassed(passed);
             Q_EMIT fightFound(at);
             askState();
         });
}

void ReplayDeck::call(const QString &method, const QJsonObject &params,
                      std::function<void(const icrp::IcrpResult &)> done, int attempt)
{
    QPointer<ReplayDeck> self(this);
    const int generation = m_generation;
    m_client->call(
        method, params,
        [self, generation, method, params, done, attempt](const icrp::IcrpResult &r) {
            if (!self || self->m_generation != generation)
                return;
            if (!r.ok && r.code == int(icrp::ErrorCode::RateLimited) && attempt < kRetries) {
                QTimer::singleShot(kRetryMs, self, [self, method, params, done, attempt] {
                    self->call(method, params, done, attempt + 1);
                });
                return;
            }
            if (!r.ok) {
                self->fail(Tr::tr("The game answered %1 with: %2. Check the "
                                  "connection on the Status page and open the "
                                  "replay again.")
                               .arg(method, r.message));
                return;
            }
            done(r);
        });
}

void ReplayDeck::fail(const QString &message)
{
    qCWarning(lcReplayDeck).noquote() << message;
    m_plan.clear();
    m_queuedSeek = -1;
    m_probing = false;
    m_busy = false;
    pause();
    Q_EMIT failed(message);
}

} // namespace ichistory
