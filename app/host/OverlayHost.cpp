#include "host/OverlayHost.h"
#include "host/Tr.h"

#include "host/CachedAnswer.h"
#include "host/FileCache.h"
#include "host/FileSender.h"
#include "host/HostDirectory.h"
#include "host/HostLog.h"
#include "host/HttpDate.h"
#include "host/McpEndpoint.h"
#include "host/OverlayFiles.h"
#include "host/ServedTools.h"

#include "icrp/server/HttpAnswer.h"
#include "tools/ToolManifest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QHttpServerRequest>
#include <QHttpServerResponder>

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
    icrp::HttpAnswer::write(responder, status, headers, body, length);
}

/// Whether If-None-Match (weak comparison, "*" or a list) names `etag`.
bool etagMatches(const QByteArray &ifNoneMatch, const QByteArray &etag)
{
    for (const QByteArray &item : ifNoneMatch.split(',')) {
        const QByteArray tag = item.trimmed();
        if (tag == "*" || tag == etag || (tag.startsWith("W/") && tag.mid(2) == etag))
            return true;
    }
    return false;
}

/// RFC 9110 §13.2.2: If-None-Match when sent, otherwise If-Modified-Since.
bool notModified(const QHttpServerRequest &request, const FileCache::Entry &file)
{
    const QByteArray ifNoneMatch = request.value("If-None-Match");
    if (!ifNoneMatch.isEmpty())
        return etagMatches(ifNoneMatch, file.etag);
    const std::optional<qint64> since = HttpDate::parse(request.value("If-Modified-Since"));
    return since && file.modifiedSeconds <= *since;
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

OverlayHost::OverlayHost(const HostDirectory *directory, std::function<quint16()> port)
    : m_directory(directory), m_port(std::move(port)), m_cache(std::make_unique<FileCache>()),
      m_tools(std::make_unique<ServedTools>(directory)),
      m_mcp(std::make_unique<McpEndpoint>(directory, m_port))
{
}

OverlayHost::~OverlayHost() = default;

QString OverlayHost::toolOrigin(const QString &toolId) const
{
    return QStringLiteral("http://%1.localhost:%2").arg(toolId).arg(m_port());
}

bool OverlayHost::isToolHost(const QString &name)
{
    return name.endsWith(kLocalhostSuffix) &&
           ictools::ToolManifest::isValidId(QStringView(name).chopped(kLocalhostSuffix.size()));
}

bool OverlayHost::isInstalledToolHost(const QString &name) const
{
    return isToolHost(name) && m_directory->contains(name.chopped(kLocalhostSuffix.size()));
}

void OverlayHost::serve(const QHttpServerRequest &request, QHttpServerResponder &&responder) const
{
    const QString name = hostName(request);
    if (isToolHost(name))
        return serveTool(name.chopped(kLocalhostSuffix.size()), request, std::move(responder));
    if (McpEndpoint::wants(request))
        return m_mcp->serve(request, std::move(responder));
    writePage(responder, Status::NotFound, Tr::tr("IC Control Panel overlay host"),
              Tr::tr("Each tool has an address of its own, http://<tool-id>.localhost:%1/. Copy it "
                     "from the panel's Tools page, or run: ic-tool url <tool-id>")
                  .arg(m_port()));
}

void OverlayHost::serveTool(const QString &toolId, const QHttpServerRequest &request,
                            QHttpServerResponder &&responder) const
{
    // One revision for the tool and its files: a change the panel makes shows in both at once.
    const quint64 revision = m_directory->revision();
    const ServedTools::ToolPtr tool = m_tools->find(toolId, revision);
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
    if (tool->overridden && request.url().path(QUrl::FullyDecoded).contains(QLatin1String("/.")))
        // An author's working folder: what a package leaves out (dotfiles, .git) is not served.
        return writePage(responder, Status::NotFound, Tr::tr("Not found"),
                         Tr::tr("Dotfiles and dot-folders are not part of a tool."));
    // Asked only when the cache builds an entry (a revision change drops them all).
    const auto security = [&] {
        return securityHeaders(
            OverlayFiles::contentSecurityPolicy(toolOrigin(toolId), tool->networkOrigins));
    };
    const auto file = m_cache->find(revision, tool->folder, path, tool->entryPoint, security);
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
    const FileCache::Entry &entry = **file;
    // Answers the cache built whole go out as one piece, past the responder (CachedAnswer).
    if (notModified(request, entry))
        return CachedAnswer::write(responder.socket(), entry.notModified);
    if (request.method() == QHttpServerRequest::Method::Head)
        return CachedAnswer::write(responder.socket(), entry.answer.left(entry.headSize));
    if (entry.body)
        return CachedAnswer::write(responder.socket(), entry.answer);
    auto content = std::make_unique<QFile>(entry.path);
    if (!content->open(QIODevice::ReadOnly))
        return writePage(responder, Status::NotFound, Tr::tr("Not found"), content->errorString());
    // A large file goes in pieces as the peer takes them (FileSender), on a connection of its
    // own from here: a peer that asks and never reads holds a few pieces, not the file.
    Headers headers = entry.headers;
    headers.emplaceBack("Connection", "close");
    respond(responder, Status::Ok, headers, {}, entry.size); // the head only
    FileSender::start(responder.socket(), std::move(content));
}

void OverlayHost::serveSdk(const QString &toolId, const QByteArray &path,
                           const QHttpServerRequest &request,
                           QHttpServerResponder &&responder) const
{
    // Built in, so read, hashed and typed once for the process, not per request.
    struct SdkFile
    {
        QByteArray bytes;
        QByteArray etag;
        QByteArray mimeType;
    };
    static const QHash<QByteArray, SdkFile> files = [] {
        QHash<QByteArray, SdkFile> contents;
        for (const char *name : {"ic-remote.js", "ic-remote.mjs", "ic-msgpack.js"}) {
            QFile file(QStringLiteral(":/sdk/") + QLatin1String(name));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            SdkFile sdk;
            sdk.bytes = file.readAll();
            sdk.etag =
                '"' +
                QCryptographicHash::hash(sdk.bytes, QCryptographicHash::Sha256).toHex().left(24) +
                '"';
            sdk.mimeType = OverlayFiles::mimeTypeFor(QLatin1String(name));
            contents.insert(name, sdk);
        }
        return contents;
    }();
    const QByteArray name = path.mid(kSdkPrefix.size());
    const auto it = files.constFind(name);
    if (it == files.cend())
        return writePage(responder, Status::NotFound, Tr::tr("Not found"),
                         Tr::tr("The SDK has /sdk/ic-remote.js, /sdk/ic-remote.mjs and "
                                "/sdk/ic-msgpack.js (its MessagePack codec)."));
    const std::optional<ictools::InstalledTool> tool = m_directory->find(toolId);
    Headers headers = securityHeaders(OverlayFiles::contentSecurityPolicy(
        toolOrigin(toolId), tool ? tool->granted.networkOrigins : QStringList()));
    headers.emplaceBack("ETag", it->etag);
    if (etagMatches(request.value("If-None-Match"), it->etag))
        return respond(responder, Status::NotModified, headers, {});
    headers.emplaceBack("Content-Type", it->mimeType);
    if (request.method() == QHttpServerRequest::Method::Head)
        return respond(responder, Status::Ok, headers, {}, it->bytes.size());
    respond(responder, Status::Ok, headers, it->bytes);
}

} // namespace ichost
