// MockGame: the admin tier's match management — ic/admin.kick, ic/admin.pause,
// ic/admin.settings, ic/admin.say. Every action is logged (who, what; never a secret) and
// published as an admin-category event.

#include "mock/MockGame.h"

#include "mock/MockLog.h"
#include "mock/ParamReader.h"
#include "mock/SkirmishSim.h"

#include "icrp/server/IcrpServer.h"

#include <QJsonArray>

namespace icmock {

namespace {
constexpr int kMaxMessageLength = 500;
}

void MockGame::registerAdminMethods()
{
    addMethod(QStringLiteral("ic/admin.kick"), icrp::access::AdminOnly, &MockGame::handleAdminKick);
    addMethod(QStringLiteral("ic/admin.pause"), icrp::access::AdminOnly,
              &MockGame::handleAdminPause);
    addMethod(QStringLiteral("ic/admin.settings"), icrp::access::AdminOnly,
              &MockGame::handleAdminSettings);
    addMethod(QStringLiteral("ic/admin.say"), icrp::access::AdminOnly, &MockGame::handleAdminSay);
}

void MockGame::handleAdminKick(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("player"), QStringLiteral("reason")});
    QString player;
    QString reason;
    p.string(QStringLiteral("player"), &player, ParamReader::Required);
    p.string(QStringLiteral("reason"), &reason, ParamReader::Optional, {}, kMaxMessageLength);
    if (p.failed())
        return p.reject(responder);
    const int index = m_sim->playerIndex(player);
    if (index < 0)
        return responder.error(icrp::ErrorCode::NotFound,
                               QStringLiteral("No player named \"%1\" in this match").arg(player));
    if (!m_sim->players().at(index).present)
        return responder.error(icrp::ErrorCode::NotFound,
                               QStringLiteral("\"%1\" has already left the match").arg(player));
    if (reason.isEmpty())
        reason = QStringLiteral("kicked by an admin");
    applyInput(SimInput::Kind::Kick, {{QStringLiteral("player"), player},
                                      {QStringLiteral("reason"), reason},
                                      {QStringLiteral("by"), call.clientName}});
    qCInfo(lcMockAdmin).noquote() << who(call) << "kicked player" << player << "reason:" << reason;
    responder.result(
        QJsonObject{{QStringLiteral("player"), player}, {QStringLiteral("kicked"), true}});
}

void MockGame::handleAdminPause(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("paused")});
    bool paused = false;
    p.boolean(QStringLiteral("paused"), &paused, ParamReader::Required);
    if (p.failed())
        return p.reject(responder);
    if (m_sim->ended())
        return responder.error(icrp::ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: the match has ended; \"paused\" "
                                              "can no longer be changed"));
    const bool changed = !applyInput(paused ? SimInput::Kind::Pause : SimInput::Kind::Resume,
                                     {{QStringLiteral("by"), call.clientName}})
                              .isEmpty();
    if (changed)
        qCInfo(lcMockAdmin).noquote()
            << who(call) << (paused ? "paused" : "resumed") << "the match";
    responder.result(QJsonObject{{QStringLiteral("paused"), m_sim->paused()},
                                 {QStringLiteral("changed"), changed},
                                 {QStringLiteral("tick"), m_sim->tick()}});
}

void MockGame::handleAdminSettings(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("set")});
    QJsonObject set;
    p.object(QStringLiteral("set"), &set, ParamReader::Optional);
    if (p.failed())
        return p.reject(responder);
    QJsonObject result;
    if (!set.isEmpty()) {
        const ic::Result<QJsonObject> changes = m_settings.apply(set);
        if (!changes)
            return responder.error(
                icrp::ErrorCode::InvalidParams,
                QStringLiteral("Invalid params: %1").arg(changes.error().message));
        if (!changes->isEmpty()) {
            if (m_timer.isActive())
                updateTimerInterval();
            qCInfo(lcMockAdmin).noquote()
                << who(call) << "changed settings:" << changes->keys().join(QStringLiteral(", "));
            publishAdminEvent(
                QStringLiteral("settings_change"),
                {{QStringLiteral("changes"), *changes}, {QStringLiteral("by"), call.clientName}});
        }
        result.insert(QStringLiteral("changes"), *changes);
    }
    result.insert(QStringLiteral("settings"), m_settings.toJson());
    responder.result(result);
}

void MockGame::handleAdminSay(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("message")});
    QString message;
    p.string(QStringLiteral("message"), &message, ParamReader::Required, {}, kMaxMessageLength);
    if (p.failed())
        return p.reject(responder);
    const SimEvent event = m_sim->chat(QStringLiteral("Server"), message, QStringLiteral("all"));
    publishSimEvent(event);
    qCInfo(lcMockAdmin).noquote() << who(call) << "sent a server announcement";
    publishAdminEvent(QStringLiteral("server_status"), {{QStringLiteral("message"), message},
                                                        {QStringLiteral("by"), call.clientName}});
    responder.result(
        QJsonObject{{QStringLiteral("sent"), true}, {QStringLiteral("tick"), event.tick}});
}

} // namespace icmock
