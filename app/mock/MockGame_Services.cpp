// MockGame: the services over the game's data folder (match history, databases, replays) and
// the tiers beyond admin (mod, debug), and the one door through which a session changes the
// simulated match (applyInput).

#include "mock/MockGame.h"

#include "mock/DatabaseMethods.h"
#include "mock/DebugMethods.h"
#include "mock/MatchArchive.h"
#include "mock/MockLog.h"
#include "mock/ModMethods.h"
#include "mock/ReplayService.h"
#include "mock/SkirmishSim.h"
#include "mock/UnitCatalogMethod.h"

#include "icrp/server/IcrpServer.h"

#include <QDir>
#include <QRandomGenerator>

namespace icmock {

ic::Result<void> MockGame::startServices()
{
    if (m_replay)
        return ic::success();
    if (m_options.dataDir.isEmpty()) {
        m_temporaryData = std::make_unique<QTemporaryDir>();
        if (!m_temporaryData->isValid())
            return fail(Failure::BadOptions,
                        QStringLiteral("Cannot create a temporary folder for the match history: "
                                       "%1. Give one with --data-dir DIR.")
                            .arg(m_temporaryData->errorString()));
        m_dataDir = m_temporaryData->path();
    } else {
        m_dataDir = QDir(m_options.dataDir).absolutePath();
        if (!QDir().mkpath(m_dataDir))
            return fail(Failure::BadOptions,
                        QStringLiteral("Cannot create the data folder %1: choose another with "
                                       "--data-dir DIR.")
                            .arg(m_dataDir));
    }
    m_startedAt = QDateTime::currentDateTimeUtc();
    m_matchId =
        m_startedAt.toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z-'")) +
        QString::number(QRandomGenerator::global()->bounded(0x1000000), 16).rightJustified(6, u'0');
    qCInfo(lcMock).noquote() << "match history and replays in" << m_dataDir;
    m_archive = std::make_unique<MatchArchive>(*this);
    m_databases = std::make_unique<DatabaseMethods>(*this);
    m_replays = std::make_unique<ReplayService>(*this);
    m_mod = std::make_unique<ModMethods>(*this);
    m_debug = std::make_unique<DebugMethods>(*this);
    return ic::success();
}

void MockGame::registerServiceMethods()
{
    m_archive->registerMethods(*m_server);
    m_databases->registerMethods(*m_server);
    m_replays->registerMethods(*m_server);
    m_mod->registerMethods(*m_server);
    m_debug->registerMethods(*m_server);
    UnitCatalogMethod::registerMethod(*m_server);
}

QList<SimEvent> MockGame::applyInput(SimInput::Kind kind, const QJsonObject &args)
{
    if (!m_sim)
        return {};
    SimInput input;
    input.tick = m_sim->tick();
    input.kind = kind;
    input.args = args;
    const QList<SimEvent> events = applySimInput(*m_sim, input);
    publishSimEvents(events);
    Q_EMIT inputApplied(input);
    publishAdminEventOf(input, !events.isEmpty());
    return events;
}

void MockGame::publishAdminEventOf(const SimInput &input, bool changed)
{
    switch (input.kind) {
    case SimInput::Kind::Pause:
    case SimInput::Kind::Resume: {
        if (!changed)
            return;
        const bool paused = input.kind == SimInput::Kind::Pause;
        publishAdminEvent(QStringLiteral("server_status"),
                          {{QStringLiteral("message"), paused ? QStringLiteral("Match paused")
                                                              : QStringLiteral("Match resumed")},
                           {QStringLiteral("paused"), paused},
                           {QStringLiteral("by"), input.args.value(u"by").toString()}});
        return;
    }
    case SimInput::Kind::Kick:
        return publishAdminEvent(QStringLiteral("kick"), input.args);
    case SimInput::Kind::Order:
        return publishAdminEvent(QStringLiteral("mod_order"), input.args);
    case SimInput::Kind::Command:
        return publishAdminEvent(QStringLiteral("mod_command"), input.args);
    }
}

} // namespace icmock
