#pragma once
// The panel's tool host, as the GUI thread sees it: the overlay host and the tool gateway on
// one port of 127.0.0.1 (19711 unless configured), the native tools, and the questions the
// gateway puts to the user. The Gateway (with the OverlayHost inside it) runs on a thread of
// its own, "ic-host", so nothing the window does — previews, dialogs, charts, a blocked GUI
// thread — delays an overlay or a tool's call. This object talks to it by queued calls only;
// what both need to know of the tools (the index, the tokens, ic-tool dev's folders) is in a
// HostDirectory this object updates and the host thread reads.
//
// The native tools (ToolRunner) and the questions (PermissionRequests) stay on the GUI thread:
// the window shows and answers them.
//
// The directory follows the ToolRegistry by itself (its change listener), so a file request or
// an identify always sees the index as it is now; toolsChanged() then ends what must end.

#include "common/DefaultPorts.h"
#include "common/Result.h"
#include "common/WorkThread.h"
#include "host/PermissionRequests.h"
#include "host/ToolRunner.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"
#include "icrp/server/IcrpSessionInfo.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <memory>

namespace ictools {
class ToolRegistry;
}

namespace ichost {

class Gateway;
class HostDirectory;

class ToolHost : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        /// 0: a free port.
        quint16 port = ic::kOverlayHostPort;
        /// How native tools are run (restart pauses, when to give up).
        ToolRunner::Options runner;
        /// How long a question to the user may wait, and how many at once.
        PermissionRequests::Options requests;
    };

    /// `tools` must outlive the host; the host reads it on the GUI thread only, and writes only
    /// what the user allowed in a prompt (Always).
    ToolHost(ictools::ToolRegistry *tools, Options options, QObject *parent = nullptr);
    ~ToolHost() override;

    /// Starts listening. An error naming the setting to change when the port is taken.
    ic::Result<void> start();
    bool isListening() const { return m_port != 0; }
    quint16 port() const { return m_port; }
    /// http://127.0.0.1:PORT/
    QString url() const;
    /// http://<id>.localhost:PORT/ — the tool's own origin.
    QString toolOrigin(const QString &toolId) const;
    /// The URL to paste into OBS: the tool's origin and its entry point (without a token).
    QString toolUrl(const QString &toolId) const;
    /// The token a tool answers the gateway's challenge with (kept in memory only; the panel
    /// keeps it in the keychain). Empty: the tool has none and cannot connect.
    void setToolToken(const QString &toolId, const QString &token);
    /// The tool's token, empty while it has none.
    QString toolToken(const QString &toolId) const;
    /// Ends every gateway session of the tool (close 4011 with `reason`); `then` runs here once
    /// they are closed (before anything that comes after, such as the page with a new token).
    void closeToolSessions(const QString &toolId, const QString &reason,
                           std::function<void()> then = {});
    /// The tools connected to the gateway (identified sessions), as last reported by it.
    QList<icrp::IcrpSessionInfo> sessions() const { return m_sessions; }
    /// Asks the gateway for the sessions' fresh figures (sessionsChanged() follows).
    void refreshSessions();
    /// Ends one gateway session (4011, "kicked in IC Control Panel"); false if it is gone.
    bool kickSession(const QString &sessionId);
    /// The installed tools changed: sessions of a tool that is gone or disabled close (4011),
    /// its token is forgotten, and native tools are started or stopped to match.
    void toolsChanged();
    /// Serves the tool's files from `folder` instead of its installed version folder (ic-tool
    /// dev: the author's working folder, read afresh on every request). Empty: the installed one.
    void setToolFolder(const QString &toolId, const QString &folder);
    /// Tells the tool's connected pages to load themselves again (notification
    /// ic/gateway.reload, spec §18.5; the SDK reloads the page). How many sessions are told.
    int reloadToolPages(const QString &toolId);
    /// The game the gateway forwards tools to, and its password (memory only). An empty `url`:
    /// no game (the tools are told {"connected": false} and get nothing of the game before).
    void setGame(const QUrl &url, const QString &password);
    /// The game last given to setGame() (empty: none).
    QUrl game() const { return m_game; }
    /// Whether the gateway's upstream session of `tier` is connected to the game (as last
    /// reported by the host thread).
    bool isGameConnected(icrp::Tier tier) const { return m_gameConnected.value(int(tier)); }
    /// The game's session ids of the gateway's own upstream sessions, with their tiers.
    QHash<QString, icrp::Tier> gatewaySessions() const;
    /// "Show on stream": the tools see the game's replay `replayId` from `tick` at `speed`
    /// (paused or not) instead of the live game, until endReplay() (ReplayStage, on the host
    /// thread). replayChanged() says when they see it; replayFailed() why they cannot.
    void showReplay(const QString &replayId, qint64 tick, double speed, bool paused);
    /// Follows the replay view's clock: a jump, a new speed or a pause.
    void followReplay(qint64 tick, double speed, bool paused);
    /// The live game for the tools again.
    void endReplay();
    /// The replay the tools see, as last reported by the host thread; empty: the live game.
    QString replayShown() const { return m_replayShown; }
    /// That replay's map (from its ic/replay.load); empty: the live game.
    QString replayMap() const { return m_replayMap; }
    /// The native tools, started once the host listens and tokens are there.
    ToolRunner *runner() const { return m_runner.get(); }
    /// The gateway's questions to the user (pairing, escalation); the window answers them.
    PermissionRequests *requests() const { return m_requests.get(); }

Q_SIGNALS:
    /// The host changed the tools' index itself (the user chose Always in a prompt): pages
    /// that list tools read it again.
    void toolsEdited();
    /// A paired program's new token: the panel keeps it in the keychain.
    void tokenMade(const QString &toolId, const QString &token);
    /// A tool connected to the gateway or left it, or fresh figures came (sessions()).
    void sessionsChanged();
    /// The gateway's upstream of `tier` reached the game or lost it.
    void gameChanged(icrp::Tier tier, bool connected);
    /// gatewaySessions() changed.
    void gatewaySessionsChanged();
    /// The gateway's upstream of `tier` could not reach the game or was refused (why).
    void gameFailed(icrp::Tier tier, const QString &message);
    /// A tool's call was answered with an error by the gateway (or the game through it): the
    /// method, the ICRP error code and message the tool got (ic-tool test reports them).
    void toolCallRefused(const QString &toolId, const QString &method, int code,
                         const QString &message);
    /// The tools see a replay (`replayId`, of `map`) or, `showing` false, the live game again.
    void replayChanged(bool showing, const QString &replayId, const QString &map);
    /// A replay could not be shown or stopped on its own (why, and what to do).
    void replayFailed(const QString &message);

private:
    void makeGateway();
    /// Runs `work` on the host thread, with the gateway (queued; never waits).
    void onHostThread(std::function<void(Gateway &)> work);
    /// The directory's tools from the registry now (after each of its changes).
    void publishTools();
    void ask(const PermissionRequest &question,
             std::function<void(PermissionRequest::Decision, const QString &)> answer);
    void extendGrant(const QString &toolId, icrp::Tier tier, icrp::EventCategories more);
    std::pair<QString, QString> pairProgram(const QString &name, const QString &claimedId,
                                            icrp::Tier tier, icrp::EventCategories categories);
    /// A new program's id from the name it gave ("OBS Bridge" → "program-obs-bridge"), unique.
    QString programId(const QString &name) const;

    ictools::ToolRegistry *m_tools;
    int m_toolsListener = 0;
    Options m_options;
    std::unique_ptr<HostDirectory> m_directory;
    ic::WorkThread m_thread{QStringLiteral("ic-host")};
    /// Lives on the host thread; made and deleted there.
    QPointer<Gateway> m_gateway;
    quint16 m_port = 0;
    QList<icrp::IcrpSessionInfo> m_sessions;
    QHash<int, bool> m_gameConnected;
    QHash<int, QString> m_upstreamSessions; // tier → the game's session id
    QUrl m_game;
    QString m_replayShown;
    QString m_replayMap;
    std::unique_ptr<ToolRunner> m_runner;
    std::unique_ptr<PermissionRequests> m_requests;
};

} // namespace ichost
