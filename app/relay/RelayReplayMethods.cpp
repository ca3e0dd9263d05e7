// RelayMethods: relay/replay.download, an ended game's replay in the mock's replay format
// (icmock::MatchReplay, the .icrep JSON that ic-remote-mock's ic/replay.* play), Base64 in
// pieces of kReplayChunkBytes: the caller asks again from next_offset until it is null.
#include "relay/RelayMethods.h"

#include "relay/RelayGameHost.h"
#include "relay/RelayServer.h"

#include "mock/ParamReader.h"

#include <QCryptographicHash>
#include <QJsonDocument>

namespace icrelay {

namespace {

using icmock::ParamReader;
using icrp::ErrorCode;

constexpr qint64 kReplayChunkBytes = 256 * 1024;

ic::Result<QJsonValue> replayDownload(const RelayServer &server, const RelayCall &c)
{
    ParamReader p(c.params, {QStringLiteral("game_id"), QStringLiteral("offset")});
    QString gameId;
    qint64 offset = 0;
    p.string(QStringLiteral("game_id"), &gameId, ParamReader::Required);
    p.integer(QStringLiteral("offset"), &offset, ParamReader::Optional, 0,
              icmock::MatchReplay::kMaxFileBytes);
    if (p.failed())
        return icrp::icrpError(ErrorCode::InvalidParams, p.error());
    if (!c.grant.reaches(gameId))
        return icrp::icrpError(
            ErrorCode::PermissionDenied,
            QStringLiteral("Permission denied: token %1 reaches only the games "
                           "%2; %3 is not among them")
                .arg(c.grant.tokenId, c.grant.games.join(QStringLiteral(", ")), gameId));
    const icmock::MatchReplay *replay = server.games()->replay(gameId);
    if (!replay) {
        const RelayGame *live = server.games()->game(gameId);
        return icrp::icrpError(
            ErrorCode::NotFound,
            live ? QStringLiteral("Game %1 has not ended: its replay is ready when it ends")
                       .arg(gameId)
                 : QStringLiteral("No replay of \"%1\" on this relay (it keeps those of the last "
                                  "%2 games that ended)")
                       .arg(gameId)
                       .arg(RelayGameHost::kKeptReplays));
    }
    const QByteArray file = QJsonDocument(replay->toJson()).toJson(QJsonDocument::Compact);
    if (offset > file.size())
        return icrp::icrpError(ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: \"offset\" %1 is past the replay's "
                                              "end (%2 bytes)")
                                   .arg(offset)
                                   .arg(file.size()));
    const QByteArray piece = file.mid(offset, kReplayChunkBytes);
    const qint64 next = offset + piece.size();
    return QJsonValue(QJsonObject{
        {QStringLiteral("game_id"), gameId},
        {QStringLiteral("replay_id"), replay->replayId},
        {QStringLiteral("format"), QStringLiteral("icrep")},
        {QStringLiteral("encoding"), QStringLiteral("base64")},
        {QStringLiteral("size"), file.size()},
        {QStringLiteral("sha256"),
         QString::fromLatin1(QCryptographicHash::hash(file, QCryptographicHash::Sha256).toHex())},
        {QStringLiteral("offset"), offset},
        {QStringLiteral("data"), QString::fromLatin1(piece.toBase64())},
        {QStringLiteral("next_offset"),
         next < file.size() ? QJsonValue(next) : QJsonValue(QJsonValue::Null)}});
}

} // namespace

void RelayMethods::registerReplay(RelayServer &server)
{
    constexpr icrp::Tiers kAll = icrp::Tiers(icrp::Tier::Observer) | icrp::Tier::Admin;
    RelayServer *s = &server;
    server.registerMethod(QStringLiteral("relay/replay.download"), kAll, RelayServer::Scope::Relay,
                          [s](const RelayCall &c) { return replayDownload(*s, c); });
}

} // namespace icrelay
