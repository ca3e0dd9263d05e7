// MockGame: the game console's /remote commands as admin-tier methods — ic/remote.status,
// ic/remote.connections, ic/remote.kick and ic/remote.password_reset.

#include "mock/MockGame.h"

#include "common/GameConfigEditor.h"
#include "mock/ConfigWatcher.h"
#include "mock/MockLog.h"
#include "mock/ParamReader.h"

#include "icrp/protocol/IcrpAuth.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"

#include <QJsonArray>

namespace icmock {

void MockGame::registerRemoteMethods()
{
    // Queries: not in the admin log (the panel polls them every few seconds).
    addMethod(QStringLiteral("ic/remote.status"), icrp::access::AdminOnly,
              &MockGame::handleRemoteStatus, icrp::IcrpServer::Effect::ReadOnly);
    addMethod(QStringLiteral("ic/remote.connections"), icrp::access::AdminOnly,
              &MockGame::handleRemoteConnections, icrp::IcrpServer::Effect::ReadOnly);
    addMethod(QStringLiteral("ic/remote.kick"), icrp::access::AdminOnly,
              &MockGame::handleRemoteKick);
    addMethod(QStringLiteral("ic/remote.password_reset"), icrp::access::AdminOnly,
              &MockGame::handlePasswordReset);
}

void MockGame::handleRemoteStatus(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {});
    if (p.failed())
        return p.reject(responder);
    responder.result(QJsonObject{
        {QStringLiteral("enabled"), m_config.enabled},
        {QStringLiteral("bind"), m_bind},
        {QStringLiteral("port"), port()},
        {QStringLiteral("authRequired"), m_passwords->authenticationRequired()},
        {QStringLiteral("connections"), m_server->connectionCount()},
        {QStringLiteral("maxConnections"), m_config.maxConnections},
        {QStringLiteral("tiers"), QJsonArray::fromStringList(icrp::tierNames(currentTiers()))},
        {QStringLiteral("ranked"), m_options.ranked},
        {QStringLiteral("icrpVersion"), m_server->config().versions.max.toString()},
    });
}

void MockGame::handleRemoteConnections(const icrp::IcrpCall &call,
                                       const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {});
    if (p.failed())
        return p.reject(responder);
    QJsonArray sessions;
    for (const icrp::IcrpSessionInfo &s : m_server->sessions())
        sessions.append(s.toJson());
    responder.result(QJsonObject{{QStringLiteral("sessions"), sessions}});
}

void MockGame::handleRemoteKick(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("sessionId")});
    QString sessionId;
    p.string(QStringLiteral("sessionId"), &sessionId, ParamReader::Required);
    if (p.failed())
        return p.reject(responder);
    const std::optional<icrp::IcrpSessionInfo> target = m_server->session(sessionId);
    if (!target)
        return responder.error(icrp::ErrorCode::NotFound,
                               QStringLiteral("No session \"%1\"; ic/remote.connections lists "
                                              "the open ones")
                                   .arg(sessionId));
    // Answer first: the caller may be kicking itself.
    responder.result(
        QJsonObject{{QStringLiteral("sessionId"), sessionId}, {QStringLiteral("kicked"), true}});
    qCInfo(lcMockAdmin).noquote() << who(call) << "disconnected session" << sessionId
                                  << QStringLiteral("(%1)").arg(target->clientName);
    publishAdminEvent(QStringLiteral("kick"),
                      {{QStringLiteral("session"), sessionId},
                       {QStringLiteral("client"), target->clientName},
                       {QStringLiteral("reason"), QStringLiteral("kicked by admin")},
                       {QStringLiteral("by"), call.clientName}});
    m_server->closeSession(sessionId, icrp::CloseCode::SessionInvalidated,
                           QStringLiteral("kicked by admin"));
}

void MockGame::handlePasswordReset(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {});
    if (p.failed())
        return p.reject(responder);
    const QString password = icrp::IcrpAuth::generatePassword();
    if (!m_options.configPath.isEmpty()) {
        // The game remembers its password in config.toml: save it there first, keeping the
        // person's comments and other keys. If that fails, nothing changes.
        const auto saved = ic::GameConfigEditor::setSecretString(
            m_options.configPath, QStringLiteral("remote"), QStringLiteral("password"), password);
        if (!saved) {
            qCWarning(lcMockAdmin).noquote() << who(call) << "asked for a password reset, which "
                                             << "failed:" << saved.error().message;
            return responder.error(
                icrp::ErrorCode::InternalError,
                QStringLiteral("The password was not changed: %1").arg(saved.error().message));
        }
        if (m_watcher)
            m_watcher->acceptCurrentContent();
    }
    m_config.password = password;
    m_passwords->setPassword(password);
    responder.result(QJsonObject{{QStringLiteral("password"), password}});
    const int before = m_server->connectionCount();
    m_server->closeAllSessions(icrp::CloseCode::SessionInvalidated,
                               QStringLiteral("the ICRP password was reset"), call.sessionId);
    qCInfo(lcMockAdmin).noquote()
        << who(call) << "reset the ICRP password"
        << (m_options.configPath.isEmpty()
                ? QStringLiteral("(kept in memory only)")
                : QStringLiteral("(saved to %1)").arg(m_options.configPath))
        << "- closing the other" << std::max(0, before - 1) << "sessions";
    publishAdminEvent(QStringLiteral("server_status"),
                      {{QStringLiteral("message"), QStringLiteral("ICRP password reset")},
                       {QStringLiteral("by"), call.clientName}});
}

} // namespace icmock
