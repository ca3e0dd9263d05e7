#include "host/Gateway.h"
#include "host/Tr.h"

#include "host/GatewayUpstream.h"
#include "host/HostDirectory.h"
#include "host/HostLog.h"
#include "host/OverlayHost.h"
#include "host/ReplayStage.h"
#include "host/ToolAuthenticator.h"

#include "icrp/server/IcrpServer.h"

#include <QSet>

namespace ichost {

namespace {

icrp::IcrpServerConfig serverConfig(quint16 port)
{
    icrp::IcrpServerConfig config;
    config.port = port;
    config.serverName = QStringLiteral("IC Control Panel gateway " IC_VERSION);
    // Tools, not games: a streamer's overlays and scripts (the game sees one session per tier).
    config.maxConnections = 64;
    // What limits a tool is its share of the game's budget (GatewayUpstream); the gateway's
    // own per-session limit only stops floods of what never reaches the game.
    for (auto it = config.requestsPerTick.begin(); it != config.requestsPerTick.end(); ++it)
        it.value() = 100;
    // Any tool's name: *.localhost always means this machine (no DNS can rebind it), and an
    // origin whose tool is gone then says so instead of failing blankly in OBS.
    config.hostAllowed = [](const QString &name) { return OverlayHost::isToolHost(name); };
    return config;
}

} // namespace

Gateway::Gateway(const HostDirectory *directory, quint16 port, Hooks hooks, QObject *parent)
    : QObject(parent), m_directory(directory)
{
    m_files = std::make_unique<OverlayHost>(directory, [this] { return this->port(); });
    icrp::IcrpServerConfig config = serverConfig(port);
    config.originAllowed = [this](const QString &origin) {
        // Pages of installed tools (the authenticator checks which tool), and programs.
        if (origin.isEmpty())
            return true;
        const QUrl url(origin);
        return url.scheme() == QLatin1String("http") && url.port() == int(this->port()) &&
               m_files->isInstalledToolHost(url.host().toLower());
    };
    ToolAuthenticator::Hooks checks;
    checks.findTool = [directory](const QString &id) { return directory->find(id); };
    checks.tokenOf = [directory](const QString &id) { return directory->tokenOf(id); };
    checks.originOf = [this](const QString &id) { return m_files->toolOrigin(id); };
    checks.user = std::move(hooks);
    m_server = std::make_unique<icrp::IcrpServer>(
        config, std::make_shared<ToolAuthenticator>(std::move(checks)));
    m_upstream = std::make_unique<GatewayUpstream>(m_server.get());
    connect(m_upstream.get(), &GatewayUpstream::gameChanged, this, &Gateway::gameChanged);
    connect(m_upstream.get(), &GatewayUpstream::upstreamSessionChanged, this,
            &Gateway::upstreamSessionChanged);
    connect(m_upstream.get(), &GatewayUpstream::gameFailed, this, &Gateway::gameFailed);
    m_stage = std::make_unique<ReplayStage>(m_server.get());
    connect(m_stage.get(), &ReplayStage::showingChanged, this,
            [this](bool showing, const QString &replayId, const QString &map) {
                m_upstream->setHeld(showing); // the live game's events wait for the live game
                Q_EMIT replayChanged(showing, replayId, map);
            });
    connect(m_stage.get(), &ReplayStage::failed, this, &Gateway::replayFailed);
    m_server->setFallbackHandler(
        [this](const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) {
            if (!m_stage->answer(call, responder))
                m_upstream->forward(call, responder);
        });
    connect(m_server.get(), &icrp::IcrpServer::sessionIdentified, this,
            [this](const QString &sessionId) {
                if (const auto session = m_server->session(sessionId))
                    m_upstream->onSessionIdentified(*session);
                m_stage->onSessionIdentified(sessionId);
                publishSessions();
            });
    connect(m_server.get(), &icrp::IcrpServer::subscriptionsChanged, m_upstream.get(),
            &GatewayUpstream::onSubscriptionsChanged);
    connect(m_server.get(), &icrp::IcrpServer::sessionClosed, this,
            [this](const QString &sessionId) {
                m_upstream->onSessionClosed(sessionId);
                Q_EMIT sessionClosed(sessionId);
                publishSessions();
            });
    m_server->setContentHandler(
        [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
            m_files->serve(request, std::move(responder));
        });
    connect(
        m_server.get(), &icrp::IcrpServer::callRefused, this,
        [this](const QString &sessionId, const QString &method, int code, const QString &message) {
            const auto session = m_server->session(sessionId);
            if (session && !session->grant.toolId.isEmpty())
                Q_EMIT toolCallRefused(session->grant.toolId, method, code, message);
        });
}

Gateway::~Gateway()
{
    // Upstream sessions end before the server whose tools they serve.
    m_stage.reset();
    m_upstream.reset();
}

ic::Result<quint16> Gateway::listen()
{
    if (const auto listening = m_server->listen(); !listening)
        return ic::Error{QStringLiteral("host.listen"),
                         listening.error().message +
                             Tr::tr(". Choose another port for the overlay host with "
                                    "--host-port N (0: any free port).")};
    return m_server->port();
}

quint16 Gateway::port() const
{
    return m_server->port();
}

void Gateway::setGame(const QUrl &url, const QString &password)
{
    m_upstream->setGame(url, password);
    m_stage->setGame(url, password);
}

void Gateway::showReplay(const QString &replayId, qint64 tick, double speed, bool paused)
{
    m_stage->show(replayId, tick, speed, paused);
}

void Gateway::followReplay(qint64 tick, double speed, bool paused)
{
    m_stage->follow(tick, speed, paused);
}

void Gateway::endReplay()
{
    m_stage->end();
}

void Gateway::closeToolSessions(const QString &toolId, const QString &reason)
{
    qCInfo(lcHost).noquote() << "closing the sessions of" << toolId << "-" << reason;
    for (const icrp::IcrpSessionInfo &session : m_server->sessions()) {
        if (session.grant.toolId == toolId)
            m_server->closeSession(session.sessionId, icrp::CloseCode::SessionInvalidated, reason);
    }
}

void Gateway::closeSessionsOfGoneTools()
{
    QSet<QString> ended;
    for (const icrp::IcrpSessionInfo &session : m_server->sessions()) {
        const QString id = session.grant.toolId;
        if (id.isEmpty() || ended.contains(id))
            continue;
        const std::optional<ictools::InstalledTool> tool = m_directory->find(id);
        if (tool && tool->enabled)
            continue;
        ended.insert(id);
        closeToolSessions(id, tool ? QStringLiteral("The tool was disabled in IC Control Panel")
                                   : QStringLiteral("The tool was uninstalled"));
    }
}

bool Gateway::kickSession(const QString &sessionId)
{
    return m_server->closeSession(sessionId, icrp::CloseCode::SessionInvalidated,
                                  QStringLiteral("Kicked in IC Control Panel"));
}

int Gateway::reloadToolPages(const QString &toolId)
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

void Gateway::publishSessions()
{
    QList<icrp::IcrpSessionInfo> identified;
    for (const icrp::IcrpSessionInfo &session : m_server->sessions()) {
        if (session.identified)
            identified << session;
    }
    Q_EMIT sessionsChanged(identified);
}

} // namespace ichost
