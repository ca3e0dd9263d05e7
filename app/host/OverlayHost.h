#pragma once
// The panel's overlay host: one port on 127.0.0.1 (19711 unless configured) that serves each
// installed, enabled browser tool's files on an origin of its own,
// http://<tool-id>.localhost:PORT/, for OBS browser sources and the window's preview — and on
// which the tool gateway (ICRP for tools, ToolAuthenticator) listens. Every request's Host must
// be <tool-id>.localhost:PORT, localhost:PORT or 127.0.0.1:PORT (anything else: 403, DNS
// rebinding; a *.localhost name always means this machine). Files come from the tool's current
// version folder only (a held update keeps serving the old one; ic-tool dev names the author's
// folder instead, without its dotfiles), by the rules of OverlayFiles, with
// a Content-Security-Policy built from what the user granted the tool. A disabled or uninstalled
// tool's origin answers a short page that says so. /sdk/ on every tool origin is the JS SDK
// (overlays/sdk/ic-remote.js), whatever the tool's own folder holds.

#include "common/DefaultPorts.h"
#include "common/Result.h"
#include "host/PermissionRequests.h"
#include "host/ToolRunner.h"
#include "icrp/protocol/EventCategory.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QUrl>
#include <memory>

class QHttpServerRequest;
class QHttpServerResponder;

namespace ictools {
class ToolRegistry;
}
namespace icrp {
class IcrpServer;
struct IcrpSessionInfo;
} // namespace icrp

namespace ichost {

class GatewayUpstream;

class OverlayHost : public QObject
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

    /// `tools` must outlive the host; the host reads it on every request, and writes only what
    /// the user allowed in a prompt (Always).
    OverlayHost(ictools::ToolRegistry *tools, Options options, QObject *parent = nullptr);
    ~OverlayHost() override;

    /// Starts listening. An error naming the setting to change when the port is taken.
    ic::Result<void> start();
    bool isListening() const;
    quint16 port() const;
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
    QString toolToken(const QString &toolId) const { return m_tokens.value(toolId); }
    /// Ends every gateway session of the tool (close 4011 with `reason`).
    void closeToolSessions(const QString &toolId, const QString &reason);
    /// The tools connected to the gateway now (identified sessions).
    QList<icrp::IcrpSessionInfo> sessions() const;
    /// Ends one gateway session (4011, "kicked in IC Control Panel"); false if it is gone.
    bool kickSession(const QString &sessionId);
    /// The installed tools changed (install, update, enable/disable, uninstall): sessions of a
    /// tool that is gone or disabled close at once (4011), its token is forgotten, and native
    /// tools are started or stopped to match.
    void toolsChanged();
    /// Serves the tool's files from `folder` instead of its installed version folder (ic-tool
    /// dev: the author's working folder, read afresh on every request). Empty: the installed one.
    void setToolFolder(const QString &toolId, const QString &folder);
    /// Tells the tool's connected pages to load themselves again (notification
    /// ic/gateway.reload, spec §18.5; the SDK reloads the page). How many sessions were told.
    int reloadToolPages(const QString &toolId);
    /// The game the gateway forwards tools to, and its password (memory only).
    void setGame(const QUrl &url, const QString &password);
    GatewayUpstream *upstream() const { return m_upstream.get(); }
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
    /// A tool connected to the gateway or left it.
    void sessionsChanged();

private:
    void extendGrant(const QString &toolId, icrp::Tier tier, icrp::EventCategories more);
    std::pair<QString, QString> pairProgram(const QString &name, icrp::Tier tier,
                                            icrp::EventCategories categories);
    void serve(const QHttpServerRequest &request, QHttpServerResponder &&responder);
    void serveTool(const QString &toolId, const QHttpServerRequest &request,
                   QHttpServerResponder &&responder);
    /// /sdk/ic-remote.js and /sdk/ic-remote.mjs, the same on every tool's origin.
    void serveSdk(const QString &toolId, const QByteArray &path, const QHttpServerRequest &request,
                  QHttpServerResponder &&responder);
    /// "<valid-tool-id>.localhost".
    static bool isToolHost(const QString &hostName);
    bool isInstalledToolHost(const QString &hostName) const;

    ictools::ToolRegistry *m_tools;
    Options m_options;
    std::unique_ptr<icrp::IcrpServer> m_server;
    QHash<QString, QString> m_tokens;
    QHash<QString, QString> m_toolFolders;
    std::unique_ptr<GatewayUpstream> m_upstream;
    std::unique_ptr<ToolRunner> m_runner;
    std::unique_ptr<PermissionRequests> m_requests;
};

} // namespace ichost
