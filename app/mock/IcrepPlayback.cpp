#include "mock/IcrepPlayback.h"

#include "mock/SkirmishSim.h"

#include "icrp/protocol/ErrorCode.h"
#include "icrp/protocol/Tier.h"
#include "icrp/server/IcrpServer.h"

#include <QFile>
#include <QJsonDocument>

namespace icmock {

namespace {

constexpr qint64 kMaxReplayBytes = qint64(256) * 1024 * 1024;

/// The 1-based line and column of byte `offset` in `bytes`.
QString lineAndColumn(const QByteArray &bytes, qsizetype offset)
{
    const QByteArray before = bytes.left(offset);
    const qsizetype line = before.count('\n') + 1;
    const qsizetype column = offset - (before.lastIndexOf('\n') + 1) + 1;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

ic::Result<QByteArray> readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ic::Error{
            QStringLiteral("replay.unreadable"),
            QStringLiteral("Cannot read the replay %1: %2").arg(path, file.errorString())};
    if (file.size() > kMaxReplayBytes)
        return ic::Error{QStringLiteral("replay.malformed"),
                         QStringLiteral("The replay %1 is larger than %2 MiB: not a replay the "
                                        "game wrote")
                             .arg(path)
                             .arg(kMaxReplayBytes / (1024 * 1024))};
    return file.readAll();
}

} // namespace

bool IcrepPlayback::isIcrep(const QString &path)
{
    const ic::Result<QByteArray> bytes = readAll(path);
    if (!bytes)
        return false;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &error);
    if (error.error == QJsonParseError::NoError)
        return doc.isObject() && doc.object().value(u"format").toString() == u"icrep";
    // Not one JSON document: a recording (JSON Lines) names its own format in its header; a
    // damaged .icrep still says "icrep" before anything a recording would.
    const qsizetype icrep = bytes->indexOf("\"icrep\"");
    const qsizetype recording = bytes->indexOf("\"icrp-recording\"");
    return icrep >= 0 && (recording < 0 || icrep < recording);
}

ic::Result<MatchReplay> IcrepPlayback::load(const QString &path)
{
    const ic::Result<QByteArray> bytes = readAll(path);
    if (!bytes)
        return bytes.error();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return ic::Error{QStringLiteral("replay.malformed"),
                         QStringLiteral("The replay %1 is malformed: %2: %3")
                             .arg(path, lineAndColumn(*bytes, error.offset), error.errorString())};
    if (!doc.isObject())
        return ic::Error{
            QStringLiteral("replay.malformed"),
            QStringLiteral("The replay %1 is malformed: line 1: not a JSON object").arg(path)};
    ic::Result<MatchReplay> replay = MatchReplay::fromJson(doc.object());
    if (!replay)
        return ic::Error{replay.error().code,
                         QStringLiteral("%1 (%2)").arg(replay.error().message, path)};
    return replay;
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
