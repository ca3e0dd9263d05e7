#pragma once
// The MCP server over MCP's Streamable HTTP transport (MCP 2025-06-18, "Transports") at
// http://127.0.0.1:PORT/mcp on the panel's host port, for MCP clients that speak HTTP — the same
// server `ic-tool mcp` runs over stdio (icmcp), reaching the game the same way: as the paired
// program "mcp" through the tool gateway (McpGatewayGame), at the tier it was paired with, so
// the fog and the ranked delay apply. The OverlayHost hands it every request for /mcp (after the
// gateway's Host check); it lives on the host thread.
//
// Its own token: every request carries "Authorization: Bearer <token of the tool mcp>" (the one
// `ic-tool mcp --pair` made), else 401 with a JSON-RPC error that says how to pair. No Origin
// is accepted (403): MCP clients are programs, and no web page may drive it. POST carries one
// JSON-RPC message: a request is answered application/json (when the game answers), a
// notification or response 202; initialize starts a session (Mcp-Session-Id in the answer),
// every other POST names it (400 without, 404 for an unknown or ended one); DELETE ends it.
// GET opens the session's event stream (text/event-stream): notifications/resources/updated of
// a subscribed ic://match/live come on it. Bodies over the host's limit are refused (413) by
// the gateway's front door before they get here.

#include "mcp/McpGatewayGame.h"

#include <QHttpServerResponder>
#include <QPointer>
#include <QString>

#include <functional>
#include <map>
#include <memory>

class QHttpServerRequest;

namespace icmcp {
class McpHttpSession;
}

namespace ichost {

class HostDirectory;

class McpEndpoint
{
public:
    static inline const QString kToolId = QStringLiteral("mcp");
    /// Sessions kept at most; an initialize beyond ends the one idle the longest.
    static constexpr int kMaxSessions = 16;

    /// `directory` must outlive the endpoint; `port` says the port the server listens on.
    McpEndpoint(const HostDirectory *directory, std::function<quint16()> port);
    ~McpEndpoint();

    /// Whether `request` is for this endpoint (/mcp).
    static bool wants(const QHttpServerRequest &request);
    void serve(const QHttpServerRequest &request, QHttpServerResponder &&responder);

private:
    /// Refuses (and answers) a request with an Origin or without the right token.
    bool refused(const QHttpServerRequest &request, QHttpServerResponder &responder) const;
    void post(const QHttpServerRequest &request, QHttpServerResponder &&responder);
    void startSession(const QHttpServerRequest &request, QHttpServerResponder &&responder);
    /// Ends the session idle the longest when kMaxSessions are open.
    void makeRoom();
    /// How `session`'s game session reaches the gateway: as the tool "mcp", with its token
    /// and tier as they are when it connects.
    icmcp::McpGatewayGame::Locate
    gatewayWay(std::shared_ptr<QPointer<icmcp::McpHttpSession>> session) const;
    void end(const QHttpServerRequest &request, QHttpServerResponder &&responder);
    void openStream(const QHttpServerRequest &request, QHttpServerResponder &&responder);
    /// The session the request names; answers 400 / 404 and gives nullptr when there is none.
    icmcp::McpHttpSession *sessionOf(const QHttpServerRequest &request,
                                     QHttpServerResponder &responder);
    /// Hands the POSTed body to `session`; answers 202, or its answer when it comes.
    void deliver(icmcp::McpHttpSession *session, const QHttpServerRequest &request,
                 QHttpServerResponder &&responder);

    const HostDirectory *m_directory;
    std::function<quint16()> m_port;
    std::map<QString, std::unique_ptr<icmcp::McpHttpSession>> m_sessions;
};

} // namespace ichost
