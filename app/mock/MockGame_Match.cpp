// MockGame: ic/match.info and ic/player.profile. Profiles are made up but stable: the same seed
// and name always give the same rating, awards and record. (ic/match.events and
// ic/chat.subscribe are built into IcrpServer, like ic/state.subscribe.)

#include "mock/MockGame.h"

#include "mock/ParamReader.h"
#include "mock/SkirmishSim.h"

#include "icrp/server/IcrpServer.h"

#include <QJsonArray>

namespace icmock {

namespace {

// A small deterministic generator for profiles (FNV-1a of seed and name, then SplitMix64).
class ProfileDice
{
public:
    ProfileDice(quint64 seed, const QString &name)
    {
        m_state = 1469598103934665603ULL;
        auto mix = [this](quint8 byte) {
            m_state ^= byte;
            m_state *= 1099511628211ULL;
        };
        for (int i = 0; i < 8; ++i)
            mix(quint8(seed >> (8 * i)));
        for (const char c : name.toUtf8())
            mix(quint8(c));
    }
    quint64 next()
    {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    int between(int lo, int hi) { return lo + int(next() % quint64(hi - lo + 1)); }

private:
    quint64 m_state = 0;
};

QString rankFor(int rating)
{
    static const struct
    {
        int min;
        const char *name;
    } ranks[] = {{2200, "Grandmaster"}, {1900, "Master"}, {1700, "Diamond"}, {1500, "Platinum"},
                 {1300, "Gold"},        {1100, "Silver"}, {0, "Bronze"}};
    for (const auto &r : ranks) {
        if (rating >= r.min)
            return QString::fromLatin1(r.name);
    }
    return QStringLiteral("Bronze");
}

} // namespace

void MockGame::registerMatchMethods()
{
    m_server->registerMethod(
        QStringLiteral("ic/match.info"), icrp::access::Everyone,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleMatchInfo(c, r); });
    m_server->registerMethod(QStringLiteral("ic/player.profile"), icrp::access::Everyone,
                             [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) {
                                 handlePlayerProfile(c, r);
                             });
}

QJsonArray MockGame::roster() const
{
    QJsonArray players;
    for (const PlayerState &player : m_sim->players())
        players.append(QJsonObject{{QStringLiteral("name"), player.name},
                                   {QStringLiteral("faction"), player.faction},
                                   {QStringLiteral("team"), player.team},
                                   {QStringLiteral("present"), player.present}});
    return players;
}

void MockGame::handleMatchInfo(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {});
    if (p.failed())
        return p.reject(responder);
    const QJsonObject info = m_sim->matchInfoJson();
    // A ranked observer sees the match as it was the delay ago, like its events and state.
    const DelayedViews::View *late = delayedView(call);
    const bool ended = late ? late->ended : m_sim->ended();
    const QString state = ended             ? QStringLiteral("ended")
                          : m_sim->paused() ? QStringLiteral("paused")
                                            : QStringLiteral("running");
    QJsonObject result{
        {QStringLiteral("map"), m_sim->mapName()},
        {QStringLiteral("mode"), m_sim->mode()},
        {QStringLiteral("scenario"), m_options.scenario},
        {QStringLiteral("seed"), qint64(m_options.seed)},
        {QStringLiteral("state"), state},
        {QStringLiteral("game_time_ticks"), late ? late->tick : m_sim->tick()},
        {QStringLiteral("tick_rate"), gameTickRate()},
        {QStringLiteral("ranked"), m_options.ranked},
        {QStringLiteral("trust_label"),
         m_options.ranked ? QStringLiteral("ranked") : QStringLiteral("unranked")},
        {QStringLiteral("players"), late ? late->roster : roster()},
        {QStringLiteral("settings"), m_settings.toJson()},
        {QStringLiteral("local_seat"),
         m_options.spectator ? QStringLiteral("spectator") : QStringLiteral("player")},
    };
    // Whose view an observer shares (docs/icrp-spec.md §9.4): the local player's, or all.
    if (!m_options.spectator)
        result.insert(QStringLiteral("local_player"),
                      m_sim->players().at(m_sim->localPlayer()).name);
    if (m_options.durationSeconds > 0)
        result.insert(QStringLiteral("duration_seconds"), m_options.durationSeconds);
    if (ended) {
        for (const QLatin1String key : {QLatin1String("winner_team"), QLatin1String("winners"),
                                        QLatin1String("end_reason")}) {
            if (info.contains(key))
                result.insert(key, info.value(key));
        }
    }
    responder.result(result);
}

void MockGame::handlePlayerProfile(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("player")});
    QString name;
    p.string(QStringLiteral("player"), &name, ParamReader::Required);
    if (p.failed())
        return p.reject(responder);
    const int index = m_sim->playerIndex(name);
    if (index < 0)
        return responder.error(icrp::ErrorCode::NotFound,
                               QStringLiteral("No player named \"%1\" in this match").arg(name));
    const PlayerState &player = m_sim->players().at(index);

    ProfileDice dice(m_options.seed, player.name);
    const int rating = dice.between(900, 2400);
    const int games = dice.between(20, 600);
    const int winPercent = std::clamp(35 + (rating - 900) / 60 + dice.between(-5, 5), 20, 80);
    const int wins = games * winPercent / 100;
    static const char *const awardNames[] = {
        "first_blood", "tank_commander", "economist",    "iron_wall",
        "blitz",       "comeback",       "sharpshooter", "tournament_finalist"};
    QJsonArray awards;
    for (const char *award : awardNames) {
        if (dice.between(0, 2) == 0)
            awards.append(QString::fromLatin1(award));
    }
    responder.result(QJsonObject{
        {QStringLiteral("name"), player.name},
        {QStringLiteral("faction"), player.faction},
        {QStringLiteral("rating"), rating},
        {QStringLiteral("rank"), rankFor(rating)},
        {QStringLiteral("awards"), awards},
        {QStringLiteral("stats"), QJsonObject{{QStringLiteral("games"), games},
                                              {QStringLiteral("wins"), wins},
                                              {QStringLiteral("losses"), games - wins}}},
    });
}

} // namespace icmock
