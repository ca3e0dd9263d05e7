#include "host/ToolHost.h"

#include "host/Gateway.h"
#include "host/HostDirectory.h"
#include "host/HostLog.h"

#include "icrp/protocol/IcrpAuth.h"
#include "tools/ToolManifest.h"
#include "tools/ToolRegistry.h"

#include <optional>

namespace ichost {

ToolHost::ToolHost(ictools::ToolRegistry *tools, Options options, QObject *parent)
    : QObject(parent), m_tools(tools), m_options(options),
      m_directory(std::make_unique<HostDirectory>())
{
    m_requests = std::make_unique<PermissionRequests>(m_options.requests);
    m_runner = std::make_unique<ToolRunner>(m_tools, m_options.runner);
    publishTools();
    m_toolsListener = m_tools->addChangeListener([this] { publishTools(); });
    makeGateway();
}

ToolHost::~ToolHost()
{
    // Native tools end before the gateway they speak to; open questions are answered no while
    // the gateway can still send that (the answers reach its thread before its deletion).
    m_tools->removeChangeListener(m_toolsListener);
    m_runner.reset();
    m_requests->denyAll();
    if (Gateway *gateway = m_gateway.data())
        m_thread.run([gateway] { delete gateway; });
    m_thread.stop();
    m_requests.reset();
}

void ToolHost::makeGateway()
{
    Gateway::Hooks hooks;
    PermissionRequests *requests = m_requests.get(); // outlives the gateway
    hooks.interactive = [requests] { return requests->isInteractive(); };
    // The rest run on the GUI thread, later; their answers go back to the host thread.
    hooks.ask = [this](const PermissionRequest &question, Gateway::Answer answer) {
        QMetaObject::invokeMethod(this, [this, question, answer] { ask(question, answer); });
    };
    hooks.extendGrant = [this](const QString &id, icrp::Tier tier, icrp::EventCategories more) {
        QMetaObject::invokeMethod(this, [this, id, tier, more] { extendGrant(id, tier, more); });
    };
    hooks.pairProgram = [this](const QString &name, const QString &claimedId, icrp::Tier tier,
                               icrp::EventCategories cats,
                               std::function<void(const QString &, const QString &)> done) {
        QMetaObject::invokeMethod(this, [this, name, claimedId, tier, cats, done] {
            const auto [id, token] = pairProgram(name, claimedId, tier, cats);
            onHostThread([done, id, token](Gateway &) { done(id, token); });
        });
    };
    // The gateway is made on its thread: its server, sockets and timers belong there.
    Gateway *made = nullptr;
    const HostDirectory *directory = m_directory.get();
    const quint16 port = m_options.port;
    m_thread.run([&] { made = new Gateway(directory, port, std::move(hooks)); });
    m_gateway = made;
    connect(made, &Gateway::sessionsChanged, this,
            [this](const QList<icrp::IcrpSessionInfo> &sessions) {
                m_sessions = sessions;
                Q_EMIT sessionsChanged();
            });
    connect(made, &Gateway::sessionClosed, this,
            [this](const QString &sessionId) { m_requests->withdraw(sessionId); });
    connect(made, &Gateway::gameChanged, this, [this](icrp::Tier tier, bool connected) {
        m_gameConnected.insert(int(tier), connected);
        Q_EMIT gameChanged(tier, connected);
    });
    connect(made, &Gateway::upstreamSessionChanged, this,
            [this](icrp::Tier tier, const QString &sessionId) {
                if (sessionId.isEmpty())
                    m_upstreamSessions.remove(int(tier));
                else
                    m_upstreamSessions.insert(int(tier), sessionId);
                Q_EMIT gatewaySessionsChanged();
            });
    connect(made, &Gateway::gameFailed, this, &ToolHost::gameFailed);
    connect(made, &Gateway::toolCallRefused, this, &ToolHost::toolCallRefused);
    connect(made, &Gateway::replayChanged, this,
            [this](bool showing, const QString &replayId, const QString &map) {
                m_replayShown = showing ? replayId : QString();
                m_replayMap = showing ? map : QString();
                Q_EMIT replayChanged(showing, replayId, map);
            });
    connect(made, &Gateway::replayFailed, this, &ToolHost::replayFailed);
}

QHash<QString, icrp::Tier> ToolHost::gatewaySessions() const
{
    QHash<QString, icrp::Tier> sessions;
    for (auto it = m_upstreamSessions.cbegin(); it != m_upstreamSessions.cend(); ++it)
        sessions.insert(it.value(), static_cast<icrp::Tier>(it.key()));
    return sessions;
}

void ToolHost::onHostThread(std::function<void(Gateway &)> work)
{
    if (!m_gateway)
        return;
    QMetaObject::invokeMethod(m_gateway.data(), [gateway = m_gateway, work = std::move(work)] {
        if (gateway)
            work(*gateway);
    });
}

ic::Result<void> ToolHost::start()
{
    std::optional<ic::Result<quint16>> listened;
    QMetaObject::invokeMethod(
        m_gateway.data(), [&] { listened = m_gateway->listen(); }, Qt::BlockingQueuedConnection);
    if (!*listened)
        return listened->error();
    m_port = **listened;
    qCInfo(lcHost).noquote() << "overlay host listening on" << url();
    m_runner->setGatewayUrl(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_port)));
    m_runner->sync();
    return ic::success();
}

QString ToolHost::url() const
{
    return QStringLiteral("http://127.0.0.1:%1/").arg(m_port);
}

QString ToolHost::toolOrigin(const QString &toolId) const
{
    return QStringLiteral("http://%1.localhost:%2").arg(toolId).arg(m_port);
}

QString ToolHost::toolUrl(const QString &toolId) const
{
    const ictools::InstalledTool *tool = m_tools->find(toolId);
    return toolOrigin(toolId) + QLatin1Char('/') + (tool ? tool->entryPoint : QString());
}

void ToolHost::publishTools()
{
    QList<HostDirectory::Entry> entries;
    for (const ictools::InstalledTool &tool : m_tools->tools())
        entries.append({tool, m_tools->toolFolder(tool.id)});
    m_directory->setTools(entries);
}

void ToolHost::toolsChanged()
{
    onHostThread([](Gateway &gateway) { gateway.closeSessionsOfGoneTools(); });
    m_runner->sync();
}

void ToolHost::setToolToken(const QString &toolId, const QString &token)
{
    m_directory->setToken(toolId, token);
    m_runner->setToken(toolId, token);
    m_runner->sync();
}

QString ToolHost::toolToken(const QString &toolId) const
{
    return m_directory->tokenOf(toolId);
}

void ToolHost::setToolFolder(const QString &toolId, const QString &folder)
{
    m_directory->setFolderOverride(toolId, folder);
}

void ToolHost::closeToolSessions(const QString &toolId, const QString &reason,
                                 std::function<void()> then)
{
    onHostThread([this, toolId, reason, then = std::move(then)](Gateway &gateway) {
        gateway.closeToolSessions(toolId, reason);
        if (then) // this host outlives its gateway
            QMetaObject::invokeMethod(this, then);
    });
}

void ToolHost::refreshSessions()
{
    onHostThread([](Gateway &gateway) { gateway.publishSessions(); });
}

bool ToolHost::kickSession(const QString &sessionId)
{
    const bool known = std::any_of(m_sessions.cbegin(), m_sessions.cend(),
                                   [&](const auto &s) { return s.sessionId == sessionId; });
    if (known)
        onHostThread([sessionId](Gateway &gateway) { gateway.kickSession(sessionId); });
    return known;
}

int ToolHost::reloadToolPages(const QString &toolId)
{
    const auto told = std::count_if(m_sessions.cbegin(), m_sessions.cend(),
                                    [&](const auto &s) { return s.grant.toolId == toolId; });
    onHostThread([toolId](Gateway &gateway) { gateway.reloadToolPages(toolId); });
    return int(told);
}

void ToolHost::setGame(const QUrl &url, const QString &password)
{
    m_game = url;
    onHostThread([url, password](Gateway &gateway) { gateway.setGame(url, password); });
}

void ToolHost::showReplay(const QString &replayId, qint64 tick, double speed, bool paused)
{
    onHostThread([=](Gateway &gateway) { gateway.showReplay(replayId, tick, speed, paused); });
}

void ToolHost::followReplay(qint64 tick, double speed, bool paused)
{
    onHostThread([=](Gateway &gateway) { gateway.followReplay(tick, speed, paused); });
}

void ToolHost::endReplay()
{
    onHostThread([](Gateway &gateway) { gateway.endReplay(); });
}

void ToolHost::ask(const PermissionRequest &question, Gateway::Answer answer)
{
    m_requests->ask(question, [gateway = m_gateway, answer](PermissionRequest::Decision decision,
                                                            const QString &notAsked) {
        if (gateway) // the gateway goes only in ~ToolHost, on this thread's request
            QMetaObject::invokeMethod(gateway.data(),
                                      [answer, decision, notAsked] { answer(decision, notAsked); });
    });
}

void ToolHost::extendGrant(const QString &toolId, icrp::Tier tier, icrp::EventCategories more)
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

QString ToolHost::programId(const QString &name) const
{
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
    return id;
}

std::pair<QString, QString> ToolHost::pairProgram(const QString &name, const QString &claimedId,
                                                  icrp::Tier tier, icrp::EventCategories categories)
{
    // The id it claimed, when no tool has it (ic-tool mcp: "mcp", the id its own pairing and
    // `ic-tool uninstall mcp` use); else an id from the name it gave ("OBS Bridge" →
    // "program-obs-bridge"), made unique.
    const QString id = ictools::ToolManifest::isValidId(claimedId) && !m_tools->find(claimedId)
                           ? claimedId
                           : programId(name);
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
    setToolToken(id, token);     // the directory has the program before it comes back
    Q_EMIT tokenMade(id, token); // the panel keeps it in the keychain
    Q_EMIT toolsEdited();
    return {id, token};
}

} // namespace ichost
