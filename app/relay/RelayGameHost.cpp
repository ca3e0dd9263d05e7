#include "relay/RelayGameHost.h"

#include "mock/Rng.h"
#include "relay/RelayLog.h"

namespace icrelay {

namespace {

const char *const kMaps[] = {"Fjord Crossing", "Red Pass",       "Coastal Siege", "Ore Valley",
                             "Twin Rivers",    "Frozen Harbor",  "Ridgeline",     "Dustbowl",
                             "Marsh Gate",     "Island Fortress"};
const char *const kHandles[] = {
    "Kestrel", "nightowl", "Brakka", "MiraV",    "ironfist", "Quill",  "tovarisch", "Sable",
    "Juno",    "redshift", "Pavlo",  "Ashgrove", "Corvid",   "lynx",   "Marek",     "Odessa",
    "Tarn",    "vulcan",   "Haldor", "Zephyr",   "Ingrid",   "Bishop", "Rook",      "saltpeter",
    "Grendel", "Yuki",     "Stoat",  "Petrov",   "Calloway", "Fennec", "Vesna",     "Drummond",
    "Halcyon", "bricky",   "Orla",   "Kasimir",  "Tamsin",   "Wren",   "Gustav",    "Noor"};

} // namespace

RelayGameHost::RelayGameHost(int games, quint64 seed, int tickRate, QObject *parent)
    : QObject(parent), m_seed(seed), m_gameTickRate(tickRate > 0 ? tickRate : 15)
{
    m_uptime.start();
    for (int i = 0; i < games; ++i) {
        m_games.push_back(makeGame());
        m_endedSteps.push_back(-1);
    }
    if (tickRate > 0) {
        m_clock.setTimerType(Qt::PreciseTimer);
        m_clock.setInterval(std::max(1, 1000 / tickRate));
        connect(&m_clock, &QTimer::timeout, this, [this] { stepAll(); });
    }
}

RelayGameHost::~RelayGameHost() = default;

std::unique_ptr<RelayGame> RelayGameHost::makeGame()
{
    const int number = ++m_made;
    quint64 state = m_seed * 0x9E3779B97F4A7C15ULL + quint64(number);
    icmock::Rng rng(icmock::Rng::splitmix64(state));
    RelayGame::Setup setup;
    setup.id = QStringLiteral("game-%1").arg(number, 3, 10, QLatin1Char('0'));
    setup.seed = rng.next() % 1'000'000'000ULL + 1;
    setup.map = QString::fromLatin1(kMaps[rng.bounded(std::size(kMaps))]);
    while (setup.players.size() < 4) {
        const QString name = QString::fromLatin1(kHandles[rng.bounded(std::size(kHandles))]);
        const bool banned = std::any_of(m_bans.cbegin(), m_bans.cend(),
                                        [&](const Ban &b) { return b.player == name; });
        if (!banned && !setup.players.contains(name))
            setup.players << name;
    }
    setup.ranked = rng.chance(1, 3);
    setup.tickRate = m_gameTickRate;
    setup.durationTicks = qint64(rng.range(5, 15)) * 60 * m_gameTickRate;
    setup.startedAt = QDateTime::currentDateTimeUtc();
    return std::make_unique<RelayGame>(setup);
}

void RelayGameHost::start()
{
    if (m_clock.interval() > 0 && !m_clock.isActive())
        m_clock.start();
}

void RelayGameHost::advance(int ticks)
{
    for (int i = 0; i < ticks; ++i)
        stepAll();
}

RelayGame *RelayGameHost::game(const QString &id) const
{
    for (const auto &g : m_games) {
        if (g->id() == id)
            return g.get();
    }
    return nullptr;
}

const icmock::MatchReplay *RelayGameHost::replay(const QString &gameId) const
{
    for (const icmock::MatchReplay &r : m_replays) {
        if (r.matchId == gameId)
            return &r;
    }
    return nullptr;
}

QString RelayGameHost::playerOfKey(const QString &identityKey)
{
    for (const char *handle : kHandles) {
        const QString name = QString::fromLatin1(handle);
        if (RelayGame::identityKey(name) == identityKey)
            return name;
    }
    return {};
}

std::optional<QStringList> RelayGameHost::setBanned(const Ban &ban, bool banned)
{
    const auto it = std::find_if(m_bans.begin(), m_bans.end(),
                                 [&](const Ban &b) { return b.identityKey == ban.identityKey; });
    if (!banned) {
        if (it == m_bans.end())
            return std::nullopt;
        m_bans.erase(it);
        return QStringList();
    }
    if (it != m_bans.end())
        return std::nullopt;
    m_bans.append(ban);
    QStringList kickedFrom;
    for (const auto &g : m_games) {
        const QString player = g->presentPlayerWithKey(ban.identityKey);
        if (player.isEmpty() || g->ended())
            continue;
        g->kick(player, QStringLiteral("banned: ") + ban.reason);
        publish(*g);
        kickedFrom << g->id();
    }
    return kickedFrom;
}

void RelayGameHost::publish(RelayGame &game)
{
    const QList<QJsonObject> events = game.takeEvents();
    for (const QJsonObject &e : events)
        Q_EMIT matchEvent(e);
}

void RelayGameHost::stepAll()
{
    const qint64 linger = qint64(m_lingerSeconds) * m_gameTickRate;
    for (size_t slot = 0; slot < m_games.size(); ++slot) {
        RelayGame &g = *m_games[slot];
        if (!g.ended()) {
            g.step();
            publish(g);
            if (g.ended()) {
                m_endedSteps[slot] = 0;
                m_replays.append(g.replay());
                while (m_replays.size() > kKeptReplays)
                    m_replays.removeFirst();
                qCInfo(lcRelay).noquote() << "game ended" << g.id();
                Q_EMIT gameEnded(g.id());
            }
            continue;
        }
        if (++m_endedSteps[slot] < linger)
            continue;
        m_games[slot] = makeGame();
        m_endedSteps[slot] = -1;
        qCInfo(lcRelay).noquote() << "game started" << m_games[slot]->id();
        Q_EMIT gameStarted(m_games[slot]->id());
    }
    Q_EMIT ticked();
}

} // namespace icrelay
