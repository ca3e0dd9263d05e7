#pragma once
// The overlay host: serves each installed, enabled browser tool's files on an origin of its
// own, http://<tool-id>.localhost:PORT/, for OBS browser sources and the window's preview. It
// runs on the host thread, inside the gateway's HTTP server (the same port); the Gateway hands
// it every request that is neither a WebSocket upgrade nor ICRP over HTTP.
//
// Files come from the tool's current version folder only (a held update keeps serving the old
// one; ic-tool dev names the author's folder instead, without its dotfiles), by the rules of
// OverlayFiles, with a Content-Security-Policy built from what the user granted the tool. A
// disabled or uninstalled tool's origin answers a short page that says so. /sdk/ on every tool
// origin is the JS SDK (overlays/sdk/ic-remote.js), whatever the tool's own folder holds.
// Every answer carries the security headers (CSP, nosniff, no-referrer). Files are answered
// from a FileCache (no system call on the file per request), with ETag and Last-Modified, and
// 304 to If-None-Match / If-Modified-Since. Made, used and destroyed on the host thread.

#include <QHttpServerResponder> // callers of serve() hand one over
#include <QString>
#include <functional>
#include <memory>

class QHttpServerRequest;

namespace ichost {

class FileCache;
class HostDirectory;
class McpEndpoint;
class ServedTools;

class OverlayHost
{
public:
    /// `directory` must outlive the host; `port` says the port the server listens on.
    OverlayHost(const HostDirectory *directory, std::function<quint16()> port);
    ~OverlayHost();

    void serve(const QHttpServerRequest &request, QHttpServerResponder &&responder) const;

    /// http://<id>.localhost:PORT — the tool's own origin.
    QString toolOrigin(const QString &toolId) const;
    /// "<valid-tool-id>.localhost".
    static bool isToolHost(const QString &hostName);
    /// A tool host whose tool is installed.
    bool isInstalledToolHost(const QString &hostName) const;

private:
    void serveTool(const QString &toolId, const QHttpServerRequest &request,
                   QHttpServerResponder &&responder) const;
    /// /sdk/ic-remote.js and /sdk/ic-remote.mjs, the same on every tool's origin.
    void serveSdk(const QString &toolId, const QByteArray &path, const QHttpServerRequest &request,
                  QHttpServerResponder &&responder) const;

    const HostDirectory *m_directory;
    std::function<quint16()> m_port;
    /// Files served before (FileCache: on the host thread, as every call here).
    std::unique_ptr<FileCache> m_cache;
    /// The tools as the directory has them, taken once per revision (on the host thread).
    std::unique_ptr<ServedTools> m_tools;
    /// /mcp on the panel's own host names: the MCP server over Streamable HTTP.
    std::unique_ptr<McpEndpoint> m_mcp;
};

} // namespace ichost
