// MockGame: ic/chat.send (admin and mod tools talk into the match, through the same path as
// in-game chat); ic/chat.subscribe is built into IcrpServer.

#include "mock/MockGame.h"

#include "mock/MockLog.h"
#include "mock/ParamReader.h"
#include "mock/SkirmishSim.h"

#include "icrp/server/IcrpServer.h"

namespace icmock {

namespace {
constexpr int kMaxChatLength = 500;
}

void MockGame::registerChatMethods()
{
    m_server->registerMethod(
        QStringLiteral("ic/chat.send"), icrp::access::AdminOrMod,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleChatSend(c, r); });
}

void MockGame::handleChatSend(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("message"), QStringLiteral("channel")});
    QString message;
    QString channel = QStringLiteral("all");
    p.string(QStringLiteral("message"), &message, ParamReader::Required, {}, kMaxChatLength);
    p.string(QStringLiteral("channel"), &channel, ParamReader::Optional,
             {QStringLiteral("all"), QStringLiteral("team")});
    if (p.failed())
        return p.reject(responder);
    const QString from = call.clientName.isEmpty() ? QStringLiteral("ICRP tool") : call.clientName;
    const SimEvent event = m_sim->chat(from, message, channel);
    publishSimEvent(event);
    if (call.grant.tier != icrp::Tier::Observer)
        qCInfo(lcMockAdmin).noquote() << who(call) << "sent a chat message on channel"
                                      << event.data.value(u"channel").toString();
    responder.result(QJsonObject{{QStringLiteral("sent"), true},
                                 {QStringLiteral("tick"), event.tick},
                                 {QStringLiteral("channel"), event.data.value(u"channel")}});
}

} // namespace icmock
