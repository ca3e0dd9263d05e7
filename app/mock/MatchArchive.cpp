#include "mock/MatchArchive.h"

#include "mock/MatchRecorder.h"
#include "mock/MockGame.h"
#include "mock/MockLog.h"
#include "mock/ParamReader.h"
#include "mock/SkirmishSim.h"
#include "mock/UnitCatalog.h"
#include "mock/history/GameplayDb.h"
#include "mock/history/HistorySeeder.h"

#include "icrp/server/IcrpServer.h"

#include <QElapsedTimer>

namespace icmock {

namespace {

constexpr int kMaxHistoryLimit = 100;

HistorySeeder::UnitNames factionUnits()
{
    HistorySeeder::UnitNames names;
    for (const QString &faction : {QStringLiteral("soviet"), QStringLiteral("allies")}) {
        for (const auto kind : {UnitType::Kind::Infantry, UnitType::Kind::Vehicle})
            for (const int index : UnitCatalog::buildable(kind, faction))
                names[faction] << UnitCatalog::at(index).name;
    }
    return names;
}

} // namespace

MatchArchive::MatchArchive(MockGame &game, QObject *parent) : QObject(parent), m_game(game)
{
    const QString path = GameplayDb::pathIn(game.dataDir());
    if (auto opened = GameplayDb::open(path)) {
        m_db = std::move(*opened);
        seedHistory();
    } else {
        m_openError = opened.error().message;
        qCWarning(lcMock).noquote() << m_openError;
    }
    if (!game.sim())
        return;
    m_recorder = std::make_unique<MatchRecorder>(game);
    connect(&game, &MockGame::matchEnded, this, &MatchArchive::recordMatch);
}

MatchArchive::~MatchArchive() = default;

void MatchArchive::seedHistory()
{
    const int count = m_game.options().historySeed;
    if (count <= 0)
        return;
    const ic::Result<qint64> have = m_db->matchCount();
    if (!have || *have > 0) {
        qCInfo(lcMock).noquote() << "--history-seed: gameplay.db already has matches; "
                                    "nothing invented";
        return;
    }
    QElapsedTimer timer;
    timer.start();
    HistorySeeder seeder(m_game.options().seed, factionUnits());
    const auto written = m_db->recordAll(
        seeder.generate(count, m_game.startedAt().isValid() ? m_game.startedAt()
                                                            : QDateTime::currentDateTimeUtc()));
    if (!written) {
        qCWarning(lcMock).noquote() << "--history-seed:" << written.error().message;
        return;
    }
    qCInfo(lcMock).noquote() << "--history-seed: invented" << count << "past matches in"
                             << timer.elapsed() << "ms";
}

void MatchArchive::recordMatch()
{
    if (m_recorded || !m_recorder)
        return;
    m_recorded = true;
    const FinishedMatch match = m_recorder->finish();
    if (!m_db) {
        qCWarning(lcMock).noquote() << "match" << match.matchId << "not kept:" << m_openError;
        return;
    }
    if (const auto written = m_db->record(match); !written) {
        qCWarning(lcMock).noquote() << written.error().message;
        return;
    }
    qCInfo(lcMock).noquote() << "match" << match.matchId << "kept in" << m_db->path() << "("
                             << match.events.size() << "events)";
    Q_EMIT matchRecorded(match.matchId);
}

void MatchArchive::registerMethods(icrp::IcrpServer &server)
{
    server.registerMethod(
        QStringLiteral("ic/match.history"), icrp::access::Everyone,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleHistory(c, r); },
        icrp::IcrpServer::Effect::ReadOnly);
}

void MatchArchive::handleHistory(const icrp::IcrpCall &call,
                                 const icrp::IcrpResponder &responder) const
{
    ParamReader p(call.params,
                  {QStringLiteral("limit"), QStringLiteral("before"), QStringLiteral("player"),
                   QStringLiteral("map"), QStringLiteral("ranked"), QStringLiteral("match_id")});
    HistoryFilter filter;
    QString matchId;
    bool ranked = false;
    p.string(QStringLiteral("match_id"), &matchId, ParamReader::Optional);
    p.string(QStringLiteral("before"), &filter.before, ParamReader::Optional);
    p.string(QStringLiteral("player"), &filter.player, ParamReader::Optional);
    p.string(QStringLiteral("map"), &filter.map, ParamReader::Optional);
    p.boolean(QStringLiteral("ranked"), &ranked, ParamReader::Optional);
    qint64 limit = filter.limit;
    p.integer(QStringLiteral("limit"), &limit, ParamReader::Optional, 1, kMaxHistoryLimit);
    if (p.failed())
        return p.reject(responder);
    filter.limit = int(limit);
    const QJsonObject params = call.params.toObject();
    if (params.contains(u"ranked"))
        filter.ranked = ranked;
    if (!matchId.isEmpty() && params.size() > 1)
        return responder.error(icrp::ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: \"match_id\" goes alone; leave "
                                              "out the other fields to get one match"));
    if (!m_db)
        return responder.error(icrp::ErrorCode::InternalError, m_openError);
    const ic::Result<QJsonObject> answer =
        matchId.isEmpty() ? m_db->history(filter) : m_db->match(matchId);
    if (answer)
        return responder.result(*answer);
    if (answer.error().code == QLatin1String("history.not-found"))
        return responder.error(icrp::ErrorCode::NotFound, answer.error().message);
    qCWarning(lcMock).noquote() << answer.error().message;
    responder.error(icrp::ErrorCode::InternalError, answer.error().message);
}

} // namespace icmock
