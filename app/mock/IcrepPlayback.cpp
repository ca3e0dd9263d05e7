#include "mock/IcrepPlayback.h"

#include "mock/SkirmishSim.h"

#include "icrp/protocol/ErrorCode.h"
#include "icrp/protocol/Tier.h"
#include "icrp/server/IcrpServer.h"

#include <QFile>
#include <QJsonDocument>

namespace icmock {

bool IcrepPlayback::isIcrep(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > MatchReplay::kMaxFileBytes)
        return false;
    const QByteArray bytes = file.readAll();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error == QJsonParseError::NoError)
        return doc.isObject() && doc.object().value(u"format").toString() == u"icrep";
    // Not one JSON document: a recording (JSON Lines) names its own format in its header; a
    // damaged .icrep still says "icrep" before anything a recording would.
    const qsizetype icrep = bytes.indexOf("\"icrep\"");
    const qsizetype recording = bytes.indexOf("\"icrp-recording\"");
    return icrep >= 0 && (recording < 0 || icrep < recording);
}

QString IcrepPlayback::refusalMessage(const QString &method)
{
    return QStringLiteral("This game is playing a replay; %1 would change the match, and a "
                          "replay plays it as it was. Connect to a live game (ic-remote-mock "
                          "without --replay) to try it.")
        .arg(method);
}

IcrepPlayback::IcrepPlayback(MatchReplay replay) : m_replay(std::move(replay)) {}

QList<IcrepPlayback::Applied> IcrepPlayback::applyDue(SkirmishSim &sim)
{
    QList<Applied> applied;
    const QList<SimInput> &inputs = m_replay.inputs;
    while (m_next < inputs.size() && inputs.at(m_next).tick <= sim.tick()) {
        Applied one;
        one.input = inputs.at(m_next++);
        one.events = applySimInput(sim, one.input);
        const bool pausedNow = one.input.kind == SimInput::Kind::Pause && !one.events.isEmpty();
        applied.append(std::move(one));
        if (pausedNow)
            break;
    }
    return applied;
}

void IcrepPlayback::refuseWrites(icrp::IcrpServer &server)
{
    struct Write
    {
        const char *method;
        icrp::Tiers tiers;
    };
    const Write writes[] = {
        {"ic/admin.kick", icrp::access::AdminOnly},     {"ic/admin.pause", icrp::access::AdminOnly},
        {"ic/admin.settings", icrp::access::AdminOnly}, {"ic/admin.say", icrp::access::AdminOnly},
        {"ic/chat.send", icrp::access::AdminOrMod},     {"ic/mod.order", icrp::access::ModOnly},
        {"ic/mod.command", icrp::access::ModOnly},
    };
    for (const Write &write : writes) {
        server.registerMethod(
            QString::fromLatin1(write.method), write.tiers,
            [](const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) {
                responder.error(icrp::ErrorCode::PermissionDenied, refusalMessage(call.method));
            },
            icrp::IcrpServer::Effect::Changes);
    }
}

} // namespace icmock
