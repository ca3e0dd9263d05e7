#include "host/ReplayStage.h"

#include "host/GatewayUpstream.h"
#include "host/HostLog.h"
#include "host/Tr.h"

#include "icrp/protocol/EventCategory.h"
#include "icrp/server/IcrpEvent.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/IcrpSessionInfo.h"

#include <QJsonArray>
#include <QPointer>
#include <cmath>

namespace ichost {

namespace {

const QString kReplayNotification = QStringLiteral("ic/gateway.replay");

/// Methods that would change the live match: refused while a replay shows.
bool changesTheMatch(const QString &method)
{
    return method.startsWith(QLatin1String("ic/admin.")) ||
           method.startsWith(QLatin1String("ic/mod.")) || method == QLatin1String("ic/chat.send");
}

} // namespace

ReplayStage::ReplayStage(icrp::IcrpServer *server, QObject *parent)
    : QObject(parent), m_server(server)
{
    m_timer.setInterval(kStepMs);
    connect(&m_timer, &QTimer::timeout, this, &ReplayStage::step);
}

ReplayStage::~ReplayStage() = default;

void ReplayStage::setGame(const QUrl &url, const QString &password)
{
    m_url = url;
    m_password = password;
}

void ReplayStage::show(const QString &replayId, qint64 tick, double speed, bool paused)
{
    ++m_generation;
    m_timer.stop();
    m_replayId = replayId;
    m_startTick = std::max<qint64>(0, tick);
    m_speed = speed > 0 ? speed : 1.0;
    m_paused = paused;
    m_seeking = false;
    m_owed = 0;
    if (!m_url.isValid())
        return fail(Tr::tr("Cannot show the replay on stream: the panel is not connected to a "
                           "game. Connect to the game first."));
    qCInfo(lcHost).noquote() << "replay stage: showing replay" << replayId << "from tick" << tick;
    if (m_client && m_client->state() == icrp::IcrpClient::State::Connected)
        return load();
    openSession();
}

void ReplayStage::openSession()
{
    m_client = std::make_unique<icrp::IcrpClient>();
    connect(m_client.get(), &icrp::IcrpClient::stateChanged, this, &ReplayStage::onState);
    icrp::IcrpClient::Options options;
    options.url = m_url;
    options.tier = icrp::Tier::Observer; // the game's rule for ranked replays applies
    options.password = m_password;
    options.clientName = QStringLiteral("IC Control Panel gateway (replay on stream)");
    options.clientVersion = QStringLiteral(IC_VERSION);
    options.autoReconnect = false;
    m_client->setOptions(options);
    m_client->open();
}

void ReplayStage::onState(icrp::IcrpClient::State state)
{
    if (state == icrp::IcrpClient::State::Connected)
        return load();
    if (state != icrp::IcrpClient::State::Disconnected || m_replayId.isEmpty())
        return;
    const QString why = m_client ? m_client->lastError() : QString();
    fail(Tr::tr("The replay on stream stopped: the way to the game closed (%1). The overlays "
                "show the live game again; try again once the panel is connected.")
             .arg(why));
}

void ReplayStage::load()
{
    QPointer<ReplayStage> self(this);
    const quint64 generation = m_generation;
    m_client->call(QStringLiteral("ic/replay.load"),
                   QJsonObject{{QStringLiteral("replay_id"), m_replayId}},
                   [self, generation](const icrp::IcrpResult &r) {
                       if (!self || generation != self->m_generation)
                           return;
                       if (!r.ok)
                           return self->fail(Tr::tr("The game could not load the replay \"%1\" "
                                                    "for the overlays: %2")
                                                 .arg(self->m_replayId, r.message));
                       self->onLoaded(r.result.toObject());
                   });
}

void ReplayStage::onLoaded(const QJsonObject &info)
{
    m_info = info;
    const qint64 end = info.value(QLatin1String("end_tick")).toInteger();
    m_startTick = std::min(m_startTick, end);
    // The events before the first frame are the replay's past: not published.
    QPointer<ReplayStage> self(this);
    const quint64 generation = m_generation;
    m_client->call(
        QStringLiteral("ic/replay.seek"), QJsonObject{{QStringLiteral("tick"), m_startTick}},
        [self, generation](const icrp::IcrpResult &r) {
            if (!self || generation != self->m_generation)
                return;
            if (!r.ok)
                return self->fail(
                    Tr::tr("The game could not go to the replay's first frame: %1").arg(r.message));
            self->m_tick = r.result.toObject().value(QLatin1String("tick")).toInteger();
            self->startShowing();
        });
}

void ReplayStage::startShowing()
{
    const bool was = m_showing;
    m_showing = true;
    notifyTools();
    m_sinceStep.start();
    m_timer.start();
    if (!was)
        qCInfo(lcHost).noquote() << "replay stage: the tools see replay" << m_replayId;
    Q_EMIT showingChanged(true, m_replayId, m_info.value(QLatin1String("map")).toString());
}

void ReplayStage::follow(qint64 tick, double speed, bool paused)
{
    if (speed > 0)
        m_speed = speed;
    m_paused = paused;
    if (!m_showing)
        return;
    const double rate = m_info.value(QLatin1String("tick_rate")).toDouble(15);
    if (std::abs(double(tick - m_tick)) <= rate)
        return; // close enough: the stage's own clock goes on
    m_owed = 0;
    const qint64 end = m_info.value(QLatin1String("end_tick")).toInteger();
    seekTo(std::clamp<qint64>(tick, 0, end), false);
}

void ReplayStage::end()
{
    ++m_generation;
    m_timer.stop();
    const bool was = m_showing;
    m_showing = false;
    m_seeking = false;
    m_replayId.clear();
    m_info = {};
    if (m_client) {
        m_client->disconnect(this);
        m_client->close();
        m_client.release()->deleteLater();
    }
    if (!was)
        return;
    qCInfo(lcHost).noquote() << "replay stage: the tools see the live game again";
    notifyTools();
    Q_EMIT showingChanged(false, QString(), QString());
}

double ReplayStage::ticksPerMs() const
{
    return m_info.value(QLatin1String("tick_rate")).toDouble(15) * m_speed / 1000.0;
}

void ReplayStage::step()
{
    const qint64 elapsed = m_sinceStep.restart();
    const qint64 end = m_info.value(QLatin1String("end_tick")).toInteger();
    if (m_paused || m_tick >= end) {
        m_owed = 0;
        return;
    }
    m_owed += double(elapsed) * ticksPerMs();
    if (m_seeking)
        return; // a seek still on its way: its time is owed to the next step
    const qint64 ahead = qint64(std::floor(m_owed));
    if (ahead <= 0)
        return;
    m_owed -= double(ahead);
    seekTo(std::min(end, m_tick + ahead), true);
}

void ReplayStage::seekTo(qint64 target, bool publish)
{
    m_seeking = true;
    QPointer<ReplayStage> self(this);
    const quint64 generation = m_generation;
    const qint64 from = m_tick;
    m_client->call(
        QStringLiteral("ic/replay.seek"), QJsonObject{{QStringLiteral("tick"), target}},
        [self, generation, publish, from, target](const icrp::IcrpResult &r) {
            if (!self || generation != self->m_generation)
                return;
            self->m_seeking = false;
            if (!r.ok)
                return self->fail(
                    Tr::tr("The replay on stream stopped: the game could not go on with it (%1).")
                        .arg(r.message));
            const QJsonObject answer = r.result.toObject();
            self->m_tick = answer.value(QLatin1String("tick")).toInteger();
            if (!publish)
                return self->notifyTools(); // a jump: the tools query again
            QJsonArray events = answer.value(QLatin1String("events")).toArray();
            const auto tickOf = [](const QJsonValue &e) {
                return e.toObject().value(QLatin1String("tick")).toInteger();
            };
            const qint64 cut = events.isEmpty() ? 0 : tickOf(events.last());
            // Truncated: the answer stops inside the ticks of its last event. Those are asked
            // again from the tick before (unless that one tick alone filled the cap).
            if (!answer.value(QLatin1String("events_truncated")).toBool() || cut - 1 <= from)
                return self->publishEvents(events);
            while (!events.isEmpty() && tickOf(events.last()) >= cut)
                events.removeLast();
            self->publishEvents(events);
            self->seekAgain(cut - 1, target);
        });
}

void ReplayStage::seekAgain(qint64 from, qint64 target)
{
    qCInfo(lcHost) << "replay stage: events truncated, asking again from tick" << from;
    m_seeking = true;
    QPointer<ReplayStage> self(this);
    const quint64 generation = m_generation;
    // A seek back passes no events.
    m_client->call(
        QStringLiteral("ic/replay.seek"), QJsonObject{{QStringLiteral("tick"), from}},
        [self, generation, target](const icrp::IcrpResult &r) {
            if (!self || generation != self->m_generation)
                return;
            if (!r.ok)
                return self->fail(
                    Tr::tr("The replay on stream stopped: the game could not go on with it (%1).")
                        .arg(r.message));
            self->m_tick = r.result.toObject().value(QLatin1String("tick")).toInteger();
            self->seekTo(target, true);
        });
}

void ReplayStage::publishEvents(const QJsonArray &events)
{
    for (const QJsonValue &value : events) {
        const QJsonObject e = value.toObject();
        const auto category = icrp::parseCategory(e.value(QLatin1String("category")).toString());
        if (!category)
            continue;
        m_server->publish(icrp::IcrpEvent::make(
            *category, e.value(QLatin1String("type")).toString(),
            e.value(QLatin1String("tick")).toInteger(), e.value(QLatin1String("data")).toObject()));
    }
}

void ReplayStage::onSessionIdentified(const QString &sessionId) const
{
    if (m_showing)
        notifyTools(sessionId);
}

void ReplayStage::notifyTools(const QString &sessionId) const
{
    QJsonObject params{{QStringLiteral("showing"), m_showing}};
    if (m_showing) {
        params.insert(QStringLiteral("replay_id"), m_replayId);
        params.insert(QStringLiteral("tick"), m_tick);
        for (const char *key : {"end_tick", "tick_rate", "map", "mode"})
            params.insert(QLatin1String(key), m_info.value(QLatin1String(key)));
    }
    if (sessionId.isEmpty())
        return m_server->notify(kReplayNotification, params);
    m_server->notify(kReplayNotification, params, [sessionId](const icrp::IcrpSessionInfo &s) {
        return s.sessionId == sessionId;
    });
}

void ReplayStage::fail(const QString &message)
{
    qCWarning(lcHost).noquote() << "replay stage:" << message;
    end();
    Q_EMIT failed(message);
}

bool ReplayStage::answer(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    if (!m_showing)
        return false;
    if (call.method == QLatin1String("ic/state.query")) {
        answerState(call, responder);
        return true;
    }
    if (call.method == QLatin1String("ic/state.snapshot")) {
        answerSnapshot(responder);
        return true;
    }
    if (call.method == QLatin1String("ic/match.info")) {
        answerMatchInfo(responder);
        return true;
    }
    if (!changesTheMatch(call.method))
        return false;
    responder.error(icrp::ErrorCode::ReadOnlyViolation,
                    QStringLiteral("The overlays are showing a replay; %1 would change the live "
                                   "match and is refused until IC Control Panel is back to live "
                                   "(ic/gateway.replay {\"showing\":false})")
                        .arg(call.method));
    return true;
}

void ReplayStage::answerState(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    QJsonObject params;
    const QJsonObject asked = call.paramsObject();
    if (asked.contains(QLatin1String("fields")))
        params.insert(QStringLiteral("fields"), asked.value(QLatin1String("fields")));
    const QString player = asked.value(QLatin1String("player")).toString();
    m_client->call(
        QStringLiteral("ic/replay.state"), params, [responder, player](const icrp::IcrpResult &r) {
            if (!r.ok)
                return GatewayUpstream::passError(responder, r);
            QJsonObject state = r.result.toObject();
            if (player.isEmpty())
                return responder.result(state);
            QJsonArray one;
            for (const QJsonValue &p : state.value(QLatin1String("players")).toArray()) {
                if (p.toObject().value(QLatin1String("name")).toString() == player)
                    one.append(p);
            }
            if (one.isEmpty())
                return responder.error(
                    icrp::ErrorCode::NotFound,
                    QStringLiteral("No player named \"%1\" in the replay shown").arg(player));
            state.insert(QStringLiteral("players"), one);
            responder.result(state);
        });
}

void ReplayStage::answerSnapshot(const icrp::IcrpResponder &responder)
{
    const QJsonObject info = m_info;
    m_client->call(QStringLiteral("ic/replay.state"), QJsonObject{},
                   [responder, info](const icrp::IcrpResult &r) {
                       if (!r.ok)
                           return GatewayUpstream::passError(responder, r);
                       QJsonObject state = r.result.toObject();
                       state.insert(QStringLiteral("tick"),
                                    state.value(QLatin1String("game_time_ticks")));
                       state.insert(QStringLiteral("map"), info.value(QLatin1String("map")));
                       state.insert(QStringLiteral("mode"), info.value(QLatin1String("mode")));
                       responder.result(state);
                   });
}

void ReplayStage::answerMatchInfo(const icrp::IcrpResponder &responder) const
{
    const qint64 end = m_info.value(QLatin1String("end_tick")).toInteger();
    const QString state = m_tick >= end ? QStringLiteral("ended")
                          : m_paused    ? QStringLiteral("paused")
                                        : QStringLiteral("running");
    QJsonObject info{{QStringLiteral("state"), state},
                     {QStringLiteral("game_time_ticks"), m_tick},
                     {QStringLiteral("replay_id"), m_replayId}};
    for (const char *key : {"map", "mode", "tick_rate", "players"})
        info.insert(QLatin1String(key), m_info.value(QLatin1String(key)));
    responder.result(info);
}

} // namespace ichost
