#include "host/OverlayHost.h"

#include "host/GatewayUpstream.h"
#include "host/HostLog.h"
#include "host/OverlayFiles.h"
#include "host/ToolAuthenticator.h"

#include "icrp/server/IcrpServer.h"
#include "tools/ToolManifest.h"
#include "tools/ToolRegistry.h"

#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>

namespace ichost {

namespace {

using Status = QHttpServerResponder::StatusCode;
constexpr QLatin1String kLocalhostSuffix(".localhost");

/// The host name of a Host header, lower case, without the port.
QString hostName(const QHttpServerRequest &request)
{
    QString host = QString::fromLatin1(request.value("Host")).trimmed().toLower();
    if (!host.startsWith(QLatin1Char('['))) {
        const qsizetype colon = host.lastIndexOf(QLatin1Char(':'));
        if (colon >= 0)
            host.truncate(colon);
    }
    return host;
}

using Headers = QList<std::pair<QByteArray, QByteArray>>;

/// Headers every answer carries; `csp` is the tool's policy or the strict default.
Headers securityHeaders(const QByteArray &csp)
{
    return {{"Content-Security-Policy", csp},
            {"X-Content-Type-Options", "nosniff"},
            {"Referrer-Policy", "no-referrer"},
            {"Cache-Control", "no-cache"}};
}

/// The status line, `headers`, Content-Length (`length`, the body's unless given) and `body`.
void respond(QHttpServerResponder &responder, Status status, const Headers &headers,
             const QByteArray &body, qint64 length = -1)
{
    responder.writeStatusLine(status);
    for (const auto &[name, value] : headers)
        responder.writeHeader(name, value);
    responder.writeHeader("Content-Length", QByteArray::number(length < 0 ? body.size() : length));
    responder.writeBody(body);
}

/// A short page for a person who opened a URL that shows nothing else.
void writePage(QHttpServerResponder &responder, Status status, const QString &title,
               const QString &text)
{
    const QByteArray body =
        QStringLiteral("<!doctype html><meta charset=\"utf-8\"><title>%1</title>"
                       "<h1>%1</h1><p>%2</p>")
            .arg(title.toHtmlEscaped(), text.toHtmlEscaped())
            .toUtf8();
    Headers headers = securityHeaders("default-src 'none'; style-src 'unsafe-inline'");
    headers.emplaceBack("Content-Type", "text/html; charset=utf-8");
    respond(responder, status, headers, body);
}

} // namespace

OverlayHost::OverlayHost(ictools::ToolRegistry *tools, Options options, QObject *parent)
    : QObject(parent), m_tools(tools), m_options(options)
{
    icrp::IcrpServerConfig config;
    config.port = m_options.port;
    config.serverName = QStringLiteral("IC Control Panel gateway " IC_VERSION);
    // Tools, not games: a streamer's overlays and scripts (the game sees one session per tier).
    config.maxConnections = 64;
    // Any tool's name: *.localhost always means this machine (no DNS can rebind it), and an
    // origin whose tool is gone then says so instead of failing blankly in OBS.
    config.hostAllowed = [](const QString &name) { return isToolHost(name); };
    config.originAllowed = [this](const QString &origin) {
        // Pages of installed tools (the authenticator checks which tool), and programs.
        if (origin.isEmpty())
            return true;
        const QUrl url(origin);
        return url.scheme() == QLatin1String("http") && url.port() == int(port()) &&
               isInstalledToolHost(url.host().toLower());
    };
    auto authenticator = std::make_shared<ToolAuthenticator>(
        [this](const QString &id) { return m_tools->find(id); },
        [this](const QString &id) { return m_tokens.value(id); },
        [this](const QString &id) { return toolOrigin(id); });
    m_server = std::make_unique<icrp::IcrpServer>(config, authenticator);
    m_upstream = std::make_unique<GatewayUpstream>(m_server.get());
    m_server->setFallbackHandler(
        [this](const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) {
            m_upstream->forward(call, responder);
        });
    connect(m_server.get(), &icrp::IcrpServer::sessionIdentified, this,
            [this](const QString &sessionId) {
                if (const auto session = m_server->session(sessionId))
                    m_upstream->onSessionIdentified(*session);
            });
    m_server->setContentHandler(
        [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
            serve(request, std::move(responder));
        });
}

OverlayHost::~OverlayHost()
{
    // Upstream sessions end before the server that forwards to them.
    m_upstream.reset();
}

void OverlayHost::setGame(const QUrl &url, const QString &password)
{
    m_upstream->setGame(url, password);
}

ic::Result<void> OverlayHost::start()
{
    if (const auto listening = m_server->listen(); !listening)
        return ic::Error{QStringLiteral("host.listen"),
                         listening.error().message +
                             QStringLiteral(". Choose another port for the overlay host with "
                                            "--host-port N (0: any free port).")};
    qCInfo(lcHost).noquote() << "overlay host listening on" << url();
    return ic::success();
}

bool OverlayHost::isListening() const
{
    return m_server->port() != 0;
}

quint16 OverlayHost::port() const
{
    return m_server->port();
}

QString OverlayHost::url() const
{
    return QStringLiteral("http://127.0.0.1:%1/").arg(port());
}

QString OverlayHost::toolOrigin(const QString &toolId) const
{
    return QStringLiteral("http://%1.localhost:%2").arg(toolId).arg(port());
}

QString OverlayHost::toolUrl(const QString &toolId) const
{
    const ictools::InstalledTool *tool = m_tools->find(toolId);
    return toolOrigin(toolId) + QLatin1Char('/') + (tool ? tool->entryPoint : QString());
}

void OverlayHost::setToolToken(const QString &toolId, const QString &token)
{
    if (token.isEmpty())
        m_tokens.remove(toolId);
    else
        m_tokens.insert(toolId, token);
}

bool OverlayHost::isToolHost(const QString &name)
{
    return name.endsWith(kLocalhostSuffix) &&
           ictools::ToolManifest::isValidId(QStringView(name).chopped(kLocalhostSuffix.size()));
}

bool OverlayHost::isInstalledToolHost(const QString &name) const
{
    return isToolHost(name) && m_tools->find(name.chopped(kLocalhostSuffix.size())) != nullptr;
}

void OverlayHost::serve(const QHttpServerRequest &request, QHttpServerResponder &&responder)
{
    const QString name = hostName(request);
    if (isToolHost(name))
        return serveTool(name.chopped(kLocalhostSuffix.size()), request, std::move(responder));
    writePage(responder, Status::NotFound, tr("IC Control Panel overlay host"),
              tr("Each tool has an address of its own, http://<tool-id>.localhost:%1/. Copy it "
                 "from the panel's Tools page, or run: ic-tool url <tool-id>")
                  .arg(port()));
}

void OverlayHost::serveTool(const QString &toolId, const QHttpServerRequest &request,
                            QHttpServerResponder &&responder)
{
    const ictools::InstalledTool *tool = m_tools->find(toolId);
    if (!tool)
        return writePage(responder, Status::NotFound, tr("Not installed"),
                         tr("The tool \"%1\" is not installed in IC Control Panel.").arg(toolId));
    if (!tool->enabled)
        return writePage(responder, Status::ServiceUnavailable, tr("Disabled"),
                         tr("\"%1\" is disabled. Enable it on IC Control Panel's Tools page, then "
                            "reload this page.")
                             .arg(tool->name));
    const QByteArray path = request.url().path(QUrl::FullyEncoded).toUtf8();
    const auto file = OverlayFiles::resolve(m_tools->toolFolder(toolId), path, tool->entryPoint);
    if (!file) {
        const bool refused = file.error().code == QLatin1String("path.refused");
        qCInfo(lcHost).noquote() << "refused" << toolId << path.left(200) << "-"
                                 << file.error().message;
        return writePage(responder, refused ? Status::BadRequest : Status::NotFound,
                         refused ? tr("Bad request") : tr("Not found"), file.error().message);
    }
    Headers headers = securityHeaders(
        OverlayFiles::contentSecurityPolicy(toolOrigin(toolId), tool->granted.networkOrigins));
    headers.emplaceBack("ETag", file->etag);
    if (request.value("If-None-Match") == file->etag)
        return respond(responder, Status::NotModified, headers, {});
    QFile content(file->path);
    if (!content.open(QIODevice::ReadOnly))
        return writePage(responder, Status::NotFound, tr("Not found"), content.errorString());
    headers.emplaceBack("Content-Type", file->mimeType);
    if (request.method() == QHttpServerRequest::Method::Head)
        return respond(responder, Status::Ok, headers, {}, file->size);
    respond(responder, Status::Ok, headers, content.readAll());
}

} // namespace ichost
