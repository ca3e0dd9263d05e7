#pragma once
// The tool gateway: ICRP for tools on the overlay host's port (127.0.0.1:19711 unless
// configured), the same protocol the game speaks, so a tool written against the game works
// against the panel unchanged. It admits installed tools by token and origin
// (ToolAuthenticator), answers what it may itself (subscriptions against the tool's grant) and
// forwards the rest to the game on one upstream session per tier (GatewayUpstream). Every
// request that is neither a WebSocket upgrade nor ICRP over HTTP goes to the OverlayHost, which
// serves the tools' files. Every request's Host must be <tool-id>.localhost:PORT,
// localhost:PORT or 127.0.0.1:PORT (anything else: 403, DNS rebinding); a browser's Origin must
// be an installed tool's own.
//
// It lives on the host thread (ToolHost makes it there and talks to it by queued calls only),
// so nothing the window does delays a tool. What it needs of the GUI side comes through Hooks,
// which ToolHost implements as queued calls; what it knows of the tools comes from the shared
// HostDirectory.

#include "common/Result.h"
#include "host/UserHooks.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"
#include "icrp/server/IcrpSessionInfo.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>
#include <functional>
#include <memory>

namespace icrp {
class IcrpServer;
}

namespace ichost {

class GatewayUpstream;
class HostDirectory;
class OverlayHost;
class ReplayStage;

class Gateway : public QObject
{
    Q_OBJECT
public:
    using Answer = UserHooks::Answer;
    /// Ways to the GUI side (ToolHost's queued calls).
    using Hooks = UserHooks;

    /// `directory` must outlive the gateway. `port` 0: a free one (at listen()).
    Gateway(const HostDirectory *directory, quint16 port, Hooks hooks, QObject *parent = nullptr);
    ~Gateway() override;

    /// Starts listening; the port, or an error naming the setting to change.
    ic::Result<quint16> listen();
    quint16 port() const;

    /// The game the tools are forwarded to, and its password (memory only).
    void setGame(const QUrl &url, const QString &password);
    /// Ends every session of the tool (close 4011 with `reason`).
    void closeToolSessions(const QString &toolId, const QString &reason);
    /// Ends the sessions of tools the directory no longer has, or has disabled.
    void closeSessionsOfGoneTools();
    /// Ends one session (4011, "kicked in IC Control Panel"); false if it is gone.
    bool kickSession(const QString &sessionId);
    /// Sends ic/gateway.reload to the tool's pages; how many sessions were told.
    int reloadToolPages(const QString &toolId);
    /// Emits sessionsChanged() with the sessions as they are now (fresh message counts).
    void publishSessions();
    /// "Show on stream" (ReplayStage): the tools see the game's replay `replayId` from `tick`
    /// instead of the live game (its events held back) until endReplay().
    void showReplay(const QString &replayId, qint64 tick, double speed, bool paused);
    /// Follows the replay view's clock (a jump, a new speed, a pause).
    void followReplay(qint64 tick, double speed, bool paused);
    /// The live game for the tools again.
    void endReplay();

Q_SIGNALS:
    /// The identified sessions, after one came or went (or publishSessions()).
    void sessionsChanged(const QList<icrp::IcrpSessionInfo> &sessions);
    /// A session ended (its open question goes with it).
    void sessionClosed(const QString &sessionId);
    /// The upstream of `tier` reached the game or lost it.
    void gameChanged(icrp::Tier tier, bool connected);
    /// GatewayUpstream::upstreamSessionChanged.
    void upstreamSessionChanged(icrp::Tier tier, const QString &sessionId);
    /// The upstream of `tier` could not reach the game or was refused; it keeps trying.
    void gameFailed(icrp::Tier tier, const QString &message);
    /// A tool's call was answered with an error (IcrpServer::callRefused, for a tool's session).
    void toolCallRefused(const QString &toolId, const QString &method, int code,
                         const QString &message);
    /// The tools see a replay (`replayId`, of `map`) or the live game again.
    void replayChanged(bool showing, const QString &replayId, const QString &map);
    /// A replay could not be shown, or stopped showing on its own: why, and what to do.
    void replayFailed(const QString &message);

private:
    const HostDirectory *m_directory;
    std::unique_ptr<OverlayHost> m_files;
    std::unique_ptr<icrp::IcrpServer> m_server;
    std::unique_ptr<GatewayUpstream> m_upstream;
    std::unique_ptr<ReplayStage> m_stage;
};

} // namespace ichost
