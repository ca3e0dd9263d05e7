#include "host/McpEndpoint.h"
#include "host/Tr.h"

#include "host/HostDirectory.h"
#include "host/HostLog.h"
#include "icrp/protocol/IcrpAuth.h"
#include "icrp/server/HttpAnswer.h"
#include "icrp/server/IcrpServer.h"
#include "mcp/McpHttpSession.h"

#include <QHttpServerRequest>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpSocket>
#include <QUuid>

namespace ichost {

namespace {

using Status = QHttpServerResponder::StatusCode;
using icrp::HttpAnswer;
constexpr QByteArrayView kPath("/mcp");
constexpr QByteArrayView kSessionHeader("mcp-session-id");

/// A JSON-RPC error with id null: the body of every refusal.
QByteArray errorBody(int code, const QString &message)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                     {QStringLiteral("id"), QJsonValue::Null},
                                     {QStringLiteral("error"),
                                      QJsonObject{{QStringLiteral("code"), code},
                                                  {QStringLiteral("message"), message}}}})
        .toJson(QJsonDocument::Compact);
}

void refuse(QHttpServerResponder &responder, Status status, const QString &message,
            const HttpAnswer::Headers &extra = {})
{
    HttpAnswer::json(responder, status, errorBody(-32600, message), extra);
}

bool isInitialize(const QByteArray &body)
{
    const QJsonObject message = QJsonDocument::fromJson(body).object();
    return message.value(QLatin1String("method")).toString() == QLatin1String("initialize") &&
           message.contains(QLatin1String("id"));
}

/// Writes one answer later, to a connection that may be gone by then.
icmcp::McpHttpSession::Sink laterAnswer(std::shared_ptr<QHttpServerResponder> responder,
                                        const HttpAnswer::Headers &extra)
{
    QPointer<QTcpSocket> socket(responder->socket());
    return [responder, socket, extra](const QByteArray &json) {
        if (socket)
            HttpAnswer::json(*responder, Status::Ok, json, extra);
    };
}

/// The head of an event stream: written by hand, as it has no length and stays open.
QByteArray streamHead(const QString &sessionId)
{
    QByteArray head = "HTTP/1.1 200 OK\r\n";
    for (const auto &[name, value] : HttpAnswer::securityHeaders()) {
        if (name.compare("Cache-Control", Qt::CaseInsensitive) != 0)
            head += name + ": " + value + "\r\n";
    }
    head += "Content-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            "Connection: close\r\nMcp-Session-Id: " +
            sessionId.toLatin1() + "\r\n\r\n";
    return head;
}

} // namespace

McpEndpoint::McpEndpoint(const HostDirectory *directory, std::function<quint16()> port)
    : m_directory(directory), m_port(std::move(port))
{
}

McpEndpoint::~McpEndpoint() = default;

bool McpEndpoint::wants(const QHttpServerRequest &request)
{
    return request.url().path(QUrl::FullyEncoded).toUtf8() == kPath;
}

void McpEndpoint::serve(const QHttpServerRequest &request, QHttpServerResponder &&responder)
{
    if (refused(request, responder))
        return;
    // MCP 2025-06-18, "Protocol Version Header": an unsupported one is 400 (none: 2025-03-26).
    const QByteArray version = request.value("mcp-protocol-version").trimmed();
    if (!version.isEmpty() && version != "2025-06-18" && version != "2025-03-26" &&
        version != "2024-11-05")
        return refuse(responder, Status::BadRequest,
                      Tr::tr("Unsupported MCP-Protocol-Version \"%1\": this server speaks "
                             "2025-06-18 (and 2025-03-26, 2024-11-05).")
                          .arg(QString::fromLatin1(version.left(40))));
    switch (request.method()) {
    case QHttpServerRequest::Method::Post:
        return post(request, std::move(responder));
    case QHttpServerRequest::Method::Delete:
        return end(request, std::move(responder));
    case QHttpServerRequest::Method::Get:
        return openStream(request, std::move(responder));
    default:
        refuse(responder, Status::MethodNotAllowed,
               Tr::tr("MCP's Streamable HTTP transport: POST a JSON-RPC message to /mcp, GET it "
                      "for the event stream, DELETE it to end the session."),
               {{"Allow", "GET, POST, DELETE"}});
    }
}

bool McpEndpoint::refused(const QHttpServerRequest &request, QHttpServerResponder &responder) const
{
    if (!request.value("origin").isEmpty()) {
        qCInfo(lcHost) << "MCP endpoint: refused a request with an Origin";
        refuse(responder, Status::Forbidden,
               Tr::tr("Forbidden: the MCP endpoint answers MCP clients (programs), not web "
                      "pages; a request with an Origin header is refused."));
        return true;
    }
    const std::optional<ictools::InstalledTool> tool = m_directory->find(kToolId);
    const QString token = tool && tool->enabled ? m_directory->tokenOf(kToolId) : QString();
    const QByteArray authorization = request.value("authorization").trimmed();
    const bool bearer = authorization.left(7).compare("bearer ", Qt::CaseInsensitive) == 0;
    if (!token.isEmpty() && bearer &&
        icrp::IcrpAuth::constantTimeEquals(authorization.mid(7).trimmed(), token.toUtf8()))
        return false;
    qCInfo(lcHost) << "MCP endpoint: refused a request without the right token";
    const QString why =
        !tool ? Tr::tr("The MCP server is not paired with IC Control Panel: run ic-tool mcp "
                       "--pair in a terminal, then give the MCP client the header "
                       "\"Authorization: Bearer <token>\" with the token of the tool \"mcp\".")
        : !tool->enabled
            ? Tr::tr("The tool \"mcp\" is disabled: enable it on the panel's Tools page.")
            : Tr::tr("Not authenticated: send \"Authorization: Bearer <token>\" with the token of "
                     "the paired tool \"mcp\" (ic-tool mcp --pair pairs it; ic-tool token reset "
                     "mcp gives it a new one).");
    refuse(responder, Status::Unauthorized, why, {{"WWW-Authenticate", "Bearer"}});
    return true;
}

void McpEndpoint::post(const QHttpServerRequest &request, QHttpServerResponder &&responder)
{
    const QByteArray mime = request.value("content-type").split(';').constFirst().trimmed();
    if (mime.compare("application/json", Qt::CaseInsensitive) != 0)
        return refuse(responder, Status::UnsupportedMediaType,
                      Tr::tr("Content-Type must be application/json: one JSON-RPC message."));
    if (request.value(kSessionHeader.toByteArray()).isEmpty() && isInitialize(request.body()))
        return startSession(request, std::move(responder));
    if (icmcp::McpHttpSession *session = sessionOf(request, responder))
        deliver(session, request, std::move(responder));
}

void McpEndpoint::makeRoom()
{
    if (m_sessions.size() < size_t(kMaxSessions))
        return;
    auto idlest = m_sessions.begin();
    for (auto it = m_sessions.begin(); it != m_sessions.end(); ++it) {
        if (it->second->idleMs() > idlest->second->idleMs())
            idlest = it;
    }
    qCInfo(lcHost).noquote() << "MCP endpoint: ended the idlest session for a new one";
    m_sessions.erase(idlest);
}

icmcp::McpGatewayGame::Locate
McpEndpoint::gatewayWay(std::shared_ptr<QPointer<icmcp::McpHttpSession>> session) const
{
    return [directory = m_directory, port = m_port,
            session]() -> ic::Result<icrp::IcrpClient::Options> {
        const std::optional<ictools::InstalledTool> tool = directory->find(kToolId);
        const QString token = tool && tool->enabled ? directory->tokenOf(kToolId) : QString();
        if (token.isEmpty())
            return ic::Error{QStringLiteral("mcp.not-paired"),
                             Tr::tr("The MCP server is no longer paired with IC Control Panel: "
                                    "run ic-tool mcp --pair, then start a new session.")};
        icrp::IcrpClient::Options options;
        options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port()));
        options.tier = tool->granted.tier;
        options.toolId = kToolId;
        options.password = token;
        const QString client = *session ? (*session)->clientName() : QString();
        options.clientName = client.isEmpty() ? QStringLiteral("MCP over HTTP")
                                              : QStringLiteral("%1 via MCP over HTTP").arg(client);
        options.clientVersion = QStringLiteral(IC_VERSION);
        options.subscriptions = {QStringLiteral("match")};
        options.autoReconnect = false; // the next call connects again
        return options;
    };
}

void McpEndpoint::startSession(const QHttpServerRequest &request, QHttpServerResponder &&responder)
{
    makeRoom();
    const QString id = QUuid::createUuid().toString(QUuid::Id128);
    // The game session asks for the client's name once initialize gave it.
    auto self = std::make_shared<QPointer<icmcp::McpHttpSession>>();
    auto session =
        std::make_unique<icmcp::McpHttpSession>(id, gatewayWay(self), QStringLiteral(IC_VERSION));
    *self = session.get();
    if (const std::optional<ictools::InstalledTool> tool = m_directory->find(kToolId))
        session->setGrantedTier(icrp::tierName(tool->granted.tier));
    QByteArray answer;
    session->post(request.body(), [&answer](const QByteArray &json) { answer = json; });
    // initialize is answered at once; a refused one (a bad version, …) starts no session.
    if (!QJsonDocument::fromJson(answer).object().contains(QLatin1String("result")))
        return HttpAnswer::json(responder, Status::Ok, answer);
    qCInfo(lcHost).noquote() << "MCP endpoint: session started for"
                             << session->clientName().left(80);
    m_sessions.emplace(id, std::move(session));
    HttpAnswer::json(responder, Status::Ok, answer, {{"Mcp-Session-Id", id.toLatin1()}});
}

icmcp::McpHttpSession *McpEndpoint::sessionOf(const QHttpServerRequest &request,
                                              QHttpServerResponder &responder)
{
    const QString id = QString::fromLatin1(request.value(kSessionHeader.toByteArray()).trimmed());
    if (id.isEmpty()) {
        refuse(responder, Status::BadRequest,
               Tr::tr("Bad request: no Mcp-Session-Id header. POST initialize first, then send "
                      "the Mcp-Session-Id of its answer with every request."));
        return nullptr;
    }
    const auto it = m_sessions.find(id);
    if (it == m_sessions.end()) {
        refuse(responder, Status::NotFound,
               Tr::tr("No such MCP session (it ended, or the panel restarted): POST initialize "
                      "without an Mcp-Session-Id to start a new one."));
        return nullptr;
    }
    return it->second.get();
}

void McpEndpoint::deliver(icmcp::McpHttpSession *session, const QHttpServerRequest &request,
                          QHttpServerResponder &&responder)
{
    auto shared = std::make_shared<QHttpServerResponder>(std::move(responder));
    const HttpAnswer::Headers headers{{"Mcp-Session-Id", session->id().toLatin1()}};
    if (!session->post(request.body(), laterAnswer(shared, headers)))
        HttpAnswer::write(*shared, Status::Accepted, HttpAnswer::securityHeaders(), {});
}

void McpEndpoint::end(const QHttpServerRequest &request, QHttpServerResponder &&responder)
{
    if (icmcp::McpHttpSession *session = sessionOf(request, responder)) {
        qCInfo(lcHost).noquote() << "MCP endpoint: session ended by its client";
        m_sessions.erase(session->id());
        HttpAnswer::noContent(responder);
    }
}

void McpEndpoint::openStream(const QHttpServerRequest &request, QHttpServerResponder &&responder)
{
    icmcp::McpHttpSession *session = sessionOf(request, responder);
    if (!session)
        return;
    if (!request.value("accept").contains("text/event-stream"))
        return refuse(responder, Status::NotAcceptable,
                      Tr::tr("GET /mcp is the session's event stream: send \"Accept: "
                             "text/event-stream\"."));
    // The responder is kept with the stream: the connection is the stream's alone.
    auto kept = std::make_shared<QHttpServerResponder>(std::move(responder));
    QPointer<QTcpSocket> socket(kept->socket());
    icrp::IcrpServer::answerInPieces(socket, true);
    socket->write(streamHead(session->id()));
    session->setStream([socket, kept](const QByteArray &json) {
        if (socket)
            socket->write("event: message\ndata: " + json + "\n\n");
    });
    QPointer<icmcp::McpHttpSession> owner(session);
    QObject::connect(socket, &QObject::destroyed, session, [owner] {
        if (owner)
            owner->setStream({});
    });
    // Ends with the session: the stream's connection closes.
    QObject::connect(session, &QObject::destroyed, socket, [socket] {
        if (socket) {
            icrp::IcrpServer::answerInPieces(socket, false);
            socket->disconnectFromHost();
        }
    });
}

} // namespace ichost
