#include "ui/tournament/RelayReplayDownload.h"

#include "ui/Tr.h"
#include "ui/tournament/TournamentPageLog.h"

#include "relayclient/RelayConnection.h"

#include <QCryptographicHash>
#include <QJsonObject>
#include <QSaveFile>

namespace icui {

namespace {

/// The largest replay taken from a relay (a 15-minute match's is a few hundred KiB).
constexpr qint64 kMostReplayBytes = 256LL * 1024 * 1024;

ic::Error replayBadAnswer(const QString &why)
{
    return {QStringLiteral("relay.bad-answer"),
            icui::Tr::tr("The relay's replay could not be read (%1). Try again; if it stays "
                         "so, the relay's admin can look at its log.")
                .arg(why)};
}
} // namespace

RelayReplayDownload::RelayReplayDownload(icrelayclient::RelayConnection *connection,
                                         const QString &gameId, const QString &targetPath,
                                         QObject *parent)
    : QObject(parent), m_connection(connection), m_gameId(gameId), m_path(targetPath)
{
}

void RelayReplayDownload::start()
{
    m_data.clear();
    m_size = -1;
    fetch(0);
}

void RelayReplayDownload::fetch(qint64 offset)
{
    if (!m_connection) {
        finish(ic::Error{QStringLiteral("relay.not-connected"),
                         Tr::tr("The relay's connection went away during the download.")});
        return;
    }
    const QJsonObject params{{QStringLiteral("game_id"), m_gameId},
                             {QStringLiteral("offset"), offset}};
    QPointer<RelayReplayDownload> self(this);
    m_connection->call(QStringLiteral("relay/replay.download"), params,
                       [self, offset](const ic::Result<QJsonValue> &answer) {
                           if (!self)
                               return;
                           if (!answer) {
                               self->finish(answer.error());
                               return;
                           }
                           const auto last = self->take(*answer, offset);
                           if (!last)
                               self->finish(last.error());
                           else if (*last)
                               self->finish(self->verifyAndWrite());
                           else
                               self->fetch(self->m_data.size());
                       });
}

ic::Result<bool> RelayReplayDownload::take(const QJsonValue &answer, qint64 offset)
{
    const QJsonObject o = answer.toObject();
    if (o.value(u"offset").toInteger(-1) != offset || !o.value(u"data").isString())
        return replayBadAnswer(Tr::tr("a piece of it is not where it was asked for"));
    const QByteArray piece = QByteArray::fromBase64(o.value(u"data").toString().toLatin1(),
                                                    QByteArray::AbortOnBase64DecodingErrors);
    if (piece.isEmpty() && !o.value(u"data").toString().isEmpty())
        return replayBadAnswer(Tr::tr("a piece is not Base64"));
    m_size = o.value(u"size").toInteger(-1);
    m_sha256 = o.value(u"sha256").toString();
    m_replayId = o.value(u"replay_id").toString();
    // A relay's replay is bounded by the size it gave (and a sane ceiling): more is refused
    // rather than kept in memory.
    if (m_data.size() + piece.size() > (m_size >= 0 ? m_size : kMostReplayBytes) ||
        m_size > kMostReplayBytes)
        return replayBadAnswer(Tr::tr("it is larger than the relay said"));
    m_data += piece;
    Q_EMIT progress(m_data.size(), m_size);
    const QJsonValue next = o.value(u"next_offset");
    if (next.isNull())
        return true;
    if (next.toInteger(-1) != m_data.size())
        return replayBadAnswer(Tr::tr("its pieces do not follow each other"));
    return false;
}

ic::Result<void> RelayReplayDownload::verifyAndWrite() const
{
    if (m_size >= 0 && m_data.size() != m_size)
        return replayBadAnswer(Tr::tr("%1 bytes arrived of %2").arg(m_data.size()).arg(m_size));
    const QString sha =
        QString::fromLatin1(QCryptographicHash::hash(m_data, QCryptographicHash::Sha256).toHex());
    if (sha.compare(m_sha256, Qt::CaseInsensitive) != 0)
        return ic::Error{QStringLiteral("relay.replay.checksum"),
                         Tr::tr("The replay of %1 arrived damaged (its SHA-256 is not the one the "
                                "relay gave). Nothing was saved; download it again.")
                             .arg(m_gameId)};
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_data) != m_data.size() || !file.commit())
        return ic::Error{QStringLiteral("relay.replay.write"),
                         Tr::tr("Could not save the replay to %1: %2. Choose another folder.")
                             .arg(m_path, file.errorString())};
    return {};
}

void RelayReplayDownload::finish(const ic::Result<void> &result)
{
    if (result)
        qCInfo(lcTournamentPage) << "replay of" << m_gameId << "saved:" << m_data.size() << "bytes";
    else
        qCWarning(lcTournamentPage)
            << "replay of" << m_gameId << "not saved:" << result.error().code;
    Q_EMIT finished(result);
}

} // namespace icui
