// SkirmishSim: chat lines, pings and tactical markers from the simulated players — short,
// friendly RTS banter, picked deterministically from the seed.

#include "mock/SkirmishSim.h"

#include "mock/SimMath.h"

#include <QStringList>

namespace icmock {

using icrp::EventCategory;
using simmath::posJson;

namespace {

QStringList lines(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *t : texts)
        out << QString::fromLatin1(t);
    return out;
}

const QStringList &pool(int kind)
{
    static const QList<QStringList> pools{
        // Greeting
        lines({"gl hf", "glhf!", "good luck, have fun", "hf all", "gl everyone"}),
        // Help
        lines({"need help at my base!", "they're hitting my base", "incoming at my base, help",
               "under attack, send units", "can someone cover me?"}),
        // Attack
        lines({"pushing now", "going in, follow me", "wave is out", "tanks rolling out",
               "attacking, back me up", "hitting their base now"}),
        // Loss: %1 is the building
        lines({"lost my %1", "there goes my %1", "they killed my %1!", "ugh, my %1"}),
        // Idle (team)
        lines({"need more ore", "building defenses", "watch the flank", "I'll cover the crossing",
               "nice one", "low power, one sec", "teching up", "getting a second refinery",
               "scouting the middle", "hold the bridge", "they're massing tanks",
               "my harvester is safe, for now"}),
        // Taunt (all)
        lines({"nice micro", "that was close", "wp", "lol", "not the harvester!", "close one",
               "ouch", "your base looks cozy", "bold move", "see you on the fjord"}),
        // End
        lines({"gg", "gg wp", "ggwp", "good game", "gg, that was fun"}),
    };
    return pools.at(kind);
}

} // namespace

QString SkirmishSim::banter(Banter kind, const QString &subject)
{
    const QStringList &choices = pool(int(kind));
    QString line = choices.at(int(m_chatRng.bounded(quint64(choices.size()))));
    if (line.contains(QLatin1String("%1")))
        line = line.arg(QString(subject).replace(QLatin1Char('_'), QLatin1Char(' ')));
    return line;
}

void SkirmishSim::runChat(QList<SimEvent> &out)
{
    const int rate = m_options.tickRate;
    for (int p = 0; p < m_players.size(); ++p) {
        if (!m_players.at(p).present)
            continue;
        PlayerAi &ai = m_ai[p];
        if (ai.greetTick == m_tick)
            say(p, banter(Banter::Greeting), false, out);
        if (m_chatRng.chance(1, 45 * rate)) {
            const bool team = m_chatRng.chance(7, 10);
            say(p, banter(team ? Banter::Idle : Banter::Taunt), team, out);
        }
        if (m_chatRng.chance(1, 90 * rate))
            ping(p, ai.rally + QPoint(m_chatRng.range(-150, 150), m_chatRng.range(-150, 150)), out);
        if (m_chatRng.chance(1, 150 * rate)) {
            static const QStringList kinds = lines({"rally", "danger", "attack", "defend"});
            const QPoint where(m_chatRng.range(300, kMapSize - 300),
                               m_chatRng.range(300, kMapSize - 300));
            marker(p, where, kinds.at(int(m_chatRng.bounded(quint64(kinds.size())))), out);
        }
    }
}

void SkirmishSim::say(int player, const QString &message, bool teamOnly, QList<SimEvent> &out)
{
    const PlayerState &p = m_players.at(player);
    QJsonObject data{
        {QStringLiteral("from"), p.name},
        {QStringLiteral("message"), message},
        {QStringLiteral("channel"), teamOnly ? QStringLiteral("team") : QStringLiteral("all")}};
    if (teamOnly)
        data.insert(QStringLiteral("team"), p.team);
    SimEvent e = event(EventCategory::Chat, QStringLiteral("chat_message"), data, player);
    if (teamOnly)
        e.audienceTeam = p.team;
    m_ai[player].lastChatTick = m_tick;
    out << e;
}

void SkirmishSim::ping(int player, const QPoint &pos, QList<SimEvent> &out)
{
    const PlayerState &p = m_players.at(player);
    const QPoint at = simmath::clampToMap(pos, kMapSize);
    SimEvent e =
        event(EventCategory::Chat, QStringLiteral("ping"),
              {{QStringLiteral("player"), p.name}, {QStringLiteral("position"), posJson(at)}},
              player, -1, at);
    e.audienceTeam = p.team;
    addActions(player, 1);
    out << e;
}

void SkirmishSim::marker(int player, const QPoint &pos, const QString &kind, QList<SimEvent> &out)
{
    const PlayerState &p = m_players.at(player);
    const QPoint at = simmath::clampToMap(pos, kMapSize);
    SimEvent e = event(EventCategory::Chat, QStringLiteral("tactical_marker"),
                       {{QStringLiteral("player"), p.name},
                        {QStringLiteral("position"), posJson(at)},
                        {QStringLiteral("marker"), kind}},
                       player, -1, at);
    e.audienceTeam = p.team;
    addActions(player, 1);
    out << e;
}

} // namespace icmock
