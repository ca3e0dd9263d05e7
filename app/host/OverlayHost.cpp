#include "host/OverlayHost.h"
#include "host/Tr.h"

#include "host/GatewayUpstream.h"
#include "host/HostLog.h"
#include "host/OverlayFiles.h"
#include "host/PermissionRequests.h"
#include "host/ToolAuthenticator.h"

#include "icrp/protocol/IcrpAuth.h"
#include "icrp/server/IcrpServer.h"
#include "tools/ToolManifest.h"
#include "tools/ToolRegistry.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QSet>

namespace ichost {

namespace {

using Status = QHttpServerResponder::StatusCode;
constexpr QLatin1String kLocalhostSuffix(".localhost");
/// Where every tool origin serves the JS SDK (overlays/sdk, built into the host).
constexpr QByteArrayView kSdkPrefix("/sdk/");

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
    // What limits a tool is its share of the game's budget (GatewayUpstream); the gateway's
    // own per-session limit only stops floods of what never reaches the game.
    for (auto it = config.requestsPerTick.begin(); it != config.requestsPerTick.end(); ++it)
        it.value() = 100;
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
    m_requests = std::make_unique<PermissionRequests>(m_options.requests);
    ToolAuthenticator::Hooks hooks;
    hooks.findTool = [this](const QString &id) { return m_tools->find(id); };
    hooks.tokenOf = [this](const QString &id) { return m_tokens.value(id); };
    hooks.originOf = [this](const QString &id) { return toolOrigin(id); };
    hooks.requests = m_requests.get();
    hooks.extendGrant = [this](const QString &id, icrp::Tier tier, icrp::EventCategories more) {
        extendGrant(id, tier, more);
    };
    hooks.pairProgram = [this](const QString &name, icrp::Tier tier,
                               icrp::EventCategories categories) {
        return pairProgram(name, tier, categories);
    };
    auto authenticator = std::make_shared<ToolAuthenticator>(std::move(hooks));
    m_server = std::make_unique<icrp::IcrpServer>(config, authenticator);
    m_upstream = std::make_unique<GatewayUpstream>(m_server.get());
    m_runner = std::make_unique<ToolRunner>(m_tools, m_options.runner);
    m_server->setFallbackHandler(
        [this](const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) {
            m_upstream->forward(call, responder);
        });
    connect(m_server.get(), &icrp::IcrpServer::sessionIdentified, this,
            [this](const QString &sessionId) {
                if (const auto session = m_server->session(sessionId))
                    m_upstream->onSessionIdentified(*session);
                Q_EMIT sessionsChanged();
            });
    connect(m_server.get(), &icrp::IcrpServer::sessionClosed, this,
            [this](const QString &sessionId) {
                m_upstream->onSessionClosed(sessionId);
                if (m_requests) // a question whose connection closed goes with it
                    m_requests->withdraw(sessionId);
                Q_EMIT sessionsChanged();
            });
    m_server->setContentHandler(
        [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
            serve(request, std::move(responder));
        });
}

OverlayHost::~OverlayHost()
{
    // Questions still open are answered no while the server can still send that.
    m_requests.reset();
    // Native tools and upstream sessions end before the server they speak to.
    m_runner.reset();
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
    m_runner->setGatewayUrl(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port())));
    m_runner->sync();
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

void OverlayHost::toolsChanged()
{
    for (auto it = m_tokens.begin(); it != m_tokens.end();) {
        it = m_tools->find(it.key()) ? std::next(it) : m_tokens.erase(it);
    }
    for (auto it = m_toolFolders.begin(); it != m_toolFolders.end();)
        it = m_tools->find(it.key()) ? std::next(it) : m_toolFolders.erase(it);
    QSet<QString> ended;
    for (const icrp::IcrpSessionInfo &session : m_server->sessions()) {
        const QString id = session.grant.toolId;
        const ictools::InstalledTool *tool = m_tools->find(id);
        if (id.isEmpty() || (tool && tool->enabled) || ended.contains(id))
            continue;
        ended.insert(id);
        closeToolSessions(id, tool ? QStringLiteral("The tool was disabled in IC Control Panel")
                                   : QStringLiteral("The tool was uninstalled"));
    }
    m_runner->sync();
}

void OverlayHost::extendGrant(const QString &toolId, icrp::Tier tier, icrp::EventCategories more)
{
    ictools::ToolGrant grant;
    grant.tier = tier;
    for (const QString &name : icrp::categoryNames(more))
        grant.categories.append(*icrp::parseCategory(name));
    if (const auto extended = m_tools->extendGrant(toolId, grant); !extended) {
        qCWarning(lcHost).noquote()
            << "could not keep the grant of" << toolId << "-" << extended.error().message;
        return;
    }
    Q_EMIT toolsEdited();
}

std::pair<QString, QString> OverlayHost::pairProgram(const QString &name, icrp::Tier tier,
                                                     icrp::EventCategories categories)
{
    // An id from the name it gave ("OBS Bridge" → "obs-bridge"), made unique.
    QString base;
    for (const QChar c : name.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            base += c;
        else if (!base.isEmpty() && !base.endsWith(u'-'))
            base += u'-';
    }
    base.truncate(32);
    while (base.endsWith(u'-'))
        base.chop(1);
    base = QStringLiteral("program-") + (base.isEmpty() ? QStringLiteral("unnamed") : base);
    QString id = base;
    for (int n = 2; m_tools->find(id); ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    ictools::ToolGrant grant;
    grant.tier = tier;
    for (const QString &category : icrp::categoryNames(categories))
        grant.categories.append(*icrp::parseCategory(category));
    if (const auto paired = m_tools->addPairedProgram(id, name.isEmpty() ? id : name, grant);
        !paired) {
        qCWarning(lcHost).noquote() << "could not pair" << id << "-" << paired.error().message;
        return {};
    }
    const QString token = icrp::IcrpAuth::generatePassword(32);
    setToolToken(id, token);
    Q_EMIT tokenMade(id, token); // the panel keeps it in the keychain
    Q_EMIT toolsEdited();
    return {id, token};
}

QList<icrp::IcrpSessionInfo> OverlayHost::sessions() const
{
    QList<icrp::IcrpSessionInfo> identified;
    for (const icrp::IcrpSessionInfo &session : m_server->sessions()) {
        if (session.identified)
            identified << session;
    }
    return identified;
}

void OverlayHost::setToolFolder(const QString &toolId, const QString &folder)
{
    if (folder.isEmpty())
        m_toolFolders.remove(toolId);
    else
        m_toolFolders.insert(toolId, folder);
}

int OverlayHost::reloadToolPages(const QString &toolId)
{
    int told = 0;
    m_server->notify(QStringLiteral("ic/gateway.reload"), {},
                     [&told, &toolId](const icrp::IcrpSessionInfo &session) {
                         const bool tell = session.grant.toolId == toolId;
                         told += int(tell);
                         return tell;
                     });
    return told;
}

bool OverlayHost::kickSession(const QString &sessionId)
{
    return m_server->closeSession(sessionId, icrp::CloseCode::SessionInvalidated,
                                  QStringLiteral("Kicked in IC Control Panel"));
}

void OverlayHost::closeToolSessions(const QString &toolId, const QString &reason)
{
    qCInfo(lcHost).noquote() << "closing the sessions of" << toolId << "-" << reason;
    for (const icrp::IcrpSessionInfo &session : m_server->sessions()) {
        if (session.grant.toolId == toolId)
            m_server->closeSession(session.sessionId, icrp::CloseCode::SessionInvalidated, reason);
    }
}

void OverlayHost::setToolToken(const QString &toolId, const QString &token)
{
    if (token.isEmpty())
        m_tokens.remove(toolId);
    else
        m_tokens.insert(toolId, token);
    m_runner->setToken(toolId, token);
    m_runner->sync();
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
    writePage(responder, Status::NotFound, Tr::tr("IC Control Panel overlay host"),
              Tr::tr("Each tool has an address of its own, http://<tool-id>.localhost:%1/. Copy it "
                     "from the panel's Tools page, or run: ic-tool url <tool-id>")
                  .arg(port()));
}

void OverlayHost::serveTool(const QString &toolId, const QHttpServerRequest &request,
                            QHttpServerResponder &&responder)
{
    const ictools::InstalledTool *tool = m_tools->find(toolId);
    if (!tool)
        return writePage(
            responder, Status::NotFound, Tr::tr("Not installed"),
            Tr::tr("The tool \"%1\" is not installed in IC Control Panel.").arg(toolId));
    if (!tool->enabled)
        return writePage(
            responder, Status::ServiceUnavailable, Tr::tr("Disabled"),
            Tr::tr("\"%1\" is disabled. Enable it on IC Control Panel's Tools page, then "
                   "reload this page.")
                .arg(tool->name));
    const QByteArray path = request.url().path(QUrl::FullyEncoded).toUtf8();
    if (path.startsWith(kSdkPrefix))
        return serveSdk(toolId, path, request, std::move(responder));
    const auto override = m_toolFolders.constFind(toolId);
    if (override != m_toolFolders.cend() &&
        request.url().path(QUrl::FullyDecoded).contains(QLatin1String("/.")))
        // An author's working folder: what a package leaves out (dotfiles, .git) is not served.
        return writePage(responder, Status::NotFound, Tr::tr("Not found"),
                         Tr::tr("Dotfiles and dot-folders are not part of a tool."));
    const QString folder =
        override != m_toolFolders.cend() ? *override : m_tools->toolFolder(toolId);
    const auto file = OverlayFiles::resolve(folder, path, tool->entryPoint);
    if (!file && path == "/favicon.ico" && file.error().code == QLatin1String("path.not-found"))
        // Browsers ask for it on their own: a tool without one gets no error in its console.
        return respond(responder, Status::NoContent, securityHeaders("default-src 'none'"), {});
    if (!file) {
        const bool refused = file.error().code == QLatin1String("path.refused");
        qCInfo(lcHost).noquote() << "refused" << toolId << path.left(200) << "-"
                                 << file.error().message;
        return writePage(responder, refused ? Status::BadRequest : Status::NotFound,
                         refused ? Tr::tr("Bad request") : Tr::tr("Not found"),
                         file.error().message);
    }
    Headers headers = securityHeaders(
        OverlayFiles::contentSecurityPolicy(toolOrigin(toolId), tool->granted.networkOrigins));
    headers.emplaceBack("ETag", file->etag);
    if (request.value("If-None-Match") == file->etag)
        return respond(responder, Status::NotModified, headers, {});
    QFile content(file->path);
    if (!content.open(QIODevice::ReadOnly))
        return writePage(responder, Status::NotFound, Tr::tr("Not found"), content.errorString());
    headers.emplaceBack("Content-Type", file->mimeType);
    if (request.method() == QHttpServerRequest::Method::Head)
        return respond(responder, Status::Ok, headers, {}, file->size);
    respond(responder, Status::Ok, headers, content.readAll());
}

void OverlayHost::serveSdk(const QString &toolId, const QByteArray &path,
                           const QHttpServerRequest &request, QHttpServerResponder &&responder)
{
    static const QHash<QByteArray, QByteArray> files = [] {
        QHash<QByteArray, QByteArray> contents;
        for (const char *name : {"ic-remote.js", "ic-remote.mjs"}) {
            QFile file(QStringLiteral(":/sdk/") + QLatin1String(name));
            if (file.open(QIODevice::ReadOnly))
                contents.insert(name, file.readAll());
        }
        return contents;
    }();
    const QByteArray name = path.mid(kSdkPrefix.size());
    const auto it = files.constFind(name);
    if (it == files.cend())
        return writePage(responder, Status::NotFound, Tr::tr("Not found"),
                         Tr::tr("The SDK has /sdk/ic-remote.js and /sdk/ic-remote.mjs."));
    const ictools::InstalledTool *tool = m_tools->find(toolId);
    Headers headers = securityHeaders(
        OverlayFiles::contentSecurityPolicy(toolOrigin(toolId), tool->granted.networkOrigins));
    const QByteArray etag =
        '"' + QCryptographicHash::hash(*it, QCryptographicHash::Sha256).toHex().left(24) + '"';
    headers.emplaceBack("ETag", etag);
    if (request.value("If-None-Match") == etag)
        return respond(responder, Status::NotModified, headers, {});
    headers.emplaceBack("Content-Type", OverlayFiles::mimeTypeFor(QString::fromLatin1(name)));
    if (request.method() == QHttpServerRequest::Method::Head)
        return respond(responder, Status::Ok, headers, {}, it->size());
    respond(responder, Status::Ok, headers, *it);
}

} // namespace ichost
