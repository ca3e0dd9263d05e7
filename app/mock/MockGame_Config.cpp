// MockGame: config.toml while running, and who gets in. A changed file is re-read; a new
// password applies to new sessions at once and closes sessions that identified with the old
// one (4011); max_connections, the ranked observer delay and tiers switched off apply to new
// sessions; bind and port need a restart. A file that no longer parses changes nothing.

#include "mock/MockGame.h"

#include "mock/MockAuthenticator.h"
#include "mock/MockLog.h"

#include "icrp/protocol/IdentifyRequest.h"
#include "icrp/server/AuthResult.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"

namespace icmock {

void MockGame::reloadConfig()
{
    ic::Result<MockConfig> next = MockConfig::load(m_options.configPath);
    if (!next) {
        qCWarning(lcMockConfig).noquote()
            << "config change ignored, the running settings stay:" << next.error().message;
        Q_EMIT configRejected(next.error().message);
        return;
    }
    for (const QString &warning : std::as_const(next->warnings))
        qCWarning(lcMockConfig).noquote() << warning;
    applyConfig(*next);
    Q_EMIT configApplied();
}

void MockGame::applyConfig(const MockConfig &next)
{
    const MockConfig old = m_config;
    m_config = next;
    const QString file = m_options.configPath;
    if (old.sameSettings(next))
        return;

    if (next.bind != old.bind || next.port != old.port)
        qCInfo(lcMockConfig).noquote()
            << QStringLiteral("%1: bind/port changed to %2:%3; restart to apply (still "
                              "listening on %4:%5)")
                   .arg(file, next.bind)
                   .arg(next.port)
                   .arg(m_bind)
                   .arg(port());
    if (next.enabled != old.enabled) {
        if (!next.enabled) {
            qCInfo(lcMockConfig).noquote()
                << file
                << ": ICRP disabled ([remote] enabled = false): closing every session "
                   "and refusing new ones";
            m_server->closeAllSessions(icrp::CloseCode::ServerShuttingDown,
                                       QStringLiteral("ICRP was disabled in config.toml"));
        } else {
            qCInfo(lcMockConfig).noquote() << file << ": ICRP enabled again";
        }
    }
    if (next.password != old.password) {
        m_passwords->setPassword(next.password);
        m_server->closeSessionsOlderThan(m_passwords->generation(),
                                         icrp::CloseCode::SessionInvalidated,
                                         QStringLiteral("the ICRP password was changed"));
        qCInfo(lcMockConfig).noquote()
            << file
            << ": the password changed; sessions that identified with the old one "
               "were closed"
            << (next.password.isEmpty() ? "(no password now: authentication is off)" : "");
    }
    if (next.maxConnections != old.maxConnections) {
        if (next.maxConnections > m_server->config().maxConnections)
            qCInfo(lcMockConfig).noquote()
                << QStringLiteral("%1: max_connections = %2 is above the %3 this server started "
                                  "with; restart to allow more than %3")
                       .arg(file)
                       .arg(next.maxConnections)
                       .arg(m_server->config().maxConnections);
        else
            qCInfo(lcMockConfig).noquote()
                << file << ": max_connections =" << next.maxConnections << "for new sessions";
    }
    if (next.rankedObserverDelaySeconds != old.rankedObserverDelaySeconds)
        qCInfo(lcMockConfig).noquote()
            << file << ": ranked_observer_delay_seconds =" << next.rankedObserverDelaySeconds
            << "for new observer sessions";
    const icrp::Tiers offered = m_server->config().offeredTiers;
    const auto tierChange = [&](bool now, bool before, icrp::Tier tier, const char *key) {
        if (now == before)
            return;
        if (now && !offered.testFlag(tier))
            qCInfo(lcMockConfig).noquote()
                << file << ":" << key << "= true; restart to offer the" << icrp::tierName(tier)
                << "tier" << (m_options.ranked ? "(never offered in ranked)" : "");
        else
            qCInfo(lcMockConfig).noquote()
                << file << ":" << key << "=" << now << "for new sessions";
    };
    tierChange(next.modTierEnabled, old.modTierEnabled, icrp::Tier::Mod, "mod_tier_enabled");
    tierChange(debugTierOn(next), debugTierOn(old), icrp::Tier::Debug, "debug_tier_enabled");
}

std::optional<icrp::AuthResult> MockGame::admit(const icrp::IdentifyRequest &request) const
{
    using icrp::ErrorCode;
    if (!m_config.enabled)
        return icrp::authRefused(ErrorCode::PermissionDenied,
                                 QStringLiteral("ICRP is disabled in %1 ([remote] enabled = "
                                                "false)")
                                     .arg(m_options.configPath));
    const bool modOrDebug = request.tier == icrp::Tier::Mod || request.tier == icrp::Tier::Debug;
    if (m_options.ranked && modOrDebug)
        return icrp::authRefused(ErrorCode::DisabledInRanked,
                                 QStringLiteral("The %1 tier is disabled in ranked matches")
                                     .arg(icrp::tierName(request.tier)));
    if (!currentTiers().testFlag(request.tier))
        return icrp::authRefused(
            ErrorCode::PermissionDenied,
            QStringLiteral("The %1 tier is switched off in this game's config.toml "
                           "([remote] %1_tier_enabled = false)")
                .arg(icrp::tierName(request.tier)));
    if (request.transport == QLatin1String("websocket")) {
        int open = 0;
        for (const icrp::IcrpSessionInfo &s : m_server->sessions())
            open += s.identified && s.transport == QLatin1String("websocket");
        if (open >= m_config.maxConnections)
            return icrp::authRefused(ErrorCode::TooManyConnections,
                                     QStringLiteral("Too many connections: this game allows %1 "
                                                    "([remote] max_connections)")
                                         .arg(m_config.maxConnections));
    }
    return std::nullopt;
}

void MockGame::shapeGrant(const icrp::IdentifyRequest &request, icrp::Grant &grant) const
{
    if (request.tier != icrp::Tier::Observer)
        return;
    // Observers watch from the game's local seat: a player's, fog of war included, or a
    // spectator's (--spectator), everything; in ranked they see it all the configured delay
    // late (docs/icrp-spec.md §8, "Ranked matches").
    grant.fogFiltered = true;
    if (m_options.ranked)
        grant.eventDelay = std::chrono::seconds(m_config.rankedObserverDelaySeconds);
}

} // namespace icmock
