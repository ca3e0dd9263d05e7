#pragma once
// Download Replay on the Tournament page: an ended game's replay (.icrep) fetched with
// relay/replay.download piece by piece (from offset 0 until next_offset is null), checked
// against the SHA-256 the relay gives, then written atomically where the user chose. Each piece
// is one call's answer on the GUI thread's event loop (at most 256 KiB of Base64); nothing
// waits. The relay's refusals (a game still playing, one it no longer keeps) come back as
// they are.

#include "common/Result.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

namespace icrelayclient {
class RelayConnection;
}

namespace icui {

class RelayReplayDownload : public QObject
{
    Q_OBJECT
public:
    RelayReplayDownload(icrelayclient::RelayConnection *connection, const QString &gameId,
                        const QString &targetPath, QObject *parent = nullptr);

    void start();
    QString gameId() const { return m_gameId; }
    QString targetPath() const { return m_path; }
    QString replayId() const { return m_replayId; }
    qint64 received() const { return m_data.size(); }
    qint64 size() const { return m_size; }

Q_SIGNALS:
    void progress(qint64 received, qint64 size);
    /// Written to targetPath(), or why not (the relay's error, a wrong SHA-256, the file).
    void finished(const ic::Result<void> &result);

private:
    void fetch(qint64 offset);
    /// One answer: appended; true when it was the last piece.
    ic::Result<bool> take(const QJsonValue &answer, qint64 offset);
    ic::Result<void> verifyAndWrite() const;
    void finish(const ic::Result<void> &result);

    QPointer<icrelayclient::RelayConnection> m_connection;
    QString m_gameId;
    QString m_path;
    QString m_replayId;
    QString m_sha256;
    qint64 m_size = -1;
    QByteArray m_data;
};

} // namespace icui
