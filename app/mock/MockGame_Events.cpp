// MockGame: turning the sim's events into ICRP events, each serialized once (and not at all when
// no session takes it), with the fog-of-war audience rules of SimEvent.h. Full-view sessions get
// the event as it is; fog-filtered observers (seated as the local player) get it only when the
// local side may see it, and sim_state diffs filtered to what that side sees. A spectator seat
// (MockOptions::spectator) sees every event whole; only a team's own chat stays with that team.

#include "mock/MockGame.h"

#include "mock/ReplayPlayer.h"
#include "mock/SkirmishSim.h"

#include "icrp/server/IcrpServer.h"

namespace icmock {

using icrp::EventCategory;
using Audience = icrp::IcrpEvent::Audience;

int MockGame::localTeam() const
{
    return m_sim->teamOf(m_sim->localPlayer());
}

void MockGame::publishSimEvents(const QList<SimEvent> &events)
{
    for (const SimEvent &e : events)
        publishSimEvent(e);
    Q_EMIT simEventsHappened(events);
}

void MockGame::publishSimEvent(const SimEvent &e)
{
    // Nobody subscribed (the demo's panel takes no sim_state or telemetry): nothing to encode.
    if (!m_server->hasTaker(e.category, e.type))
        return;
    if (m_options.spectator) {
        const bool teamChat = e.category == EventCategory::Chat && e.audienceTeam >= 0;
        m_server->publish(
            icrp::IcrpEvent::make(e.category, e.type, e.tick, e.data,
                                  teamChat ? Audience::FullViewOnly : Audience::Everyone));
        return;
    }
    const int team = localTeam();
    const int seat = m_sim->localPlayer();
    bool fogSees = true;
    switch (e.category) {
    case EventCategory::Match:
    case EventCategory::Admin:
    case EventCategory::Telemetry:
        break;
    case EventCategory::Combat:
        fogSees = (e.ownerPlayer >= 0 && m_sim->teamOf(e.ownerPlayer) == team) ||
                  (e.otherPlayer >= 0 && m_sim->teamOf(e.otherPlayer) == team) ||
                  (e.position && m_sim->visibleTo(team, *e.position));
        break;
    case EventCategory::Economy:
        fogSees = e.ownerPlayer == seat;
        break;
    case EventCategory::Chat:
        fogSees = e.audienceTeam < 0 || e.audienceTeam == team;
        break;
    case EventCategory::SimState: {
        const QJsonObject fogData = m_sim->stateDiffFor(e, team, seat);
        if (fogData == e.data) // nothing hidden this tick: one frame for everyone
            break;
        m_server->publish(
            icrp::IcrpEvent::make(e.category, e.type, e.tick, e.data, Audience::FullViewOnly));
        m_server->publish(
            icrp::IcrpEvent::make(e.category, e.type, e.tick, fogData, Audience::FogViewOnly));
        return;
    }
    }
    m_server->publish(icrp::IcrpEvent::make(e.category, e.type, e.tick, e.data,
                                            fogSees ? Audience::Everyone : Audience::FullViewOnly));
}

void MockGame::publishAdminEvent(const QString &type, const QJsonObject &data)
{
    const qint64 tick = m_replay ? m_replay->tick() : m_sim->tick();
    m_server->publish(icrp::IcrpEvent::make(EventCategory::Admin, type, tick, data));
    Q_EMIT adminEventPublished(type, tick, data);
}

} // namespace icmock
