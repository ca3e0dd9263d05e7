#include "mock/StateQueryAnswer.h"

#include "mock/SkirmishSim.h"
#include "mock/StateQueryFields.h"

#include <QJsonArray>

namespace icmock {

QJsonObject StateQueryAnswer::fullView(const SkirmishSim &sim, const QStringList &fields,
                                       int onlyPlayer)
{
    QJsonObject result;
    const qint64 tick = sim.tick();
    if (fields.contains(QLatin1String("game_time"))) {
        result.insert(QStringLiteral("game_time_ticks"), tick);
        result.insert(QStringLiteral("game_time_seconds"),
                      double(tick) / std::max(1, sim.options().tickRate));
    }
    const QStringList statKeys = StateQueryFields::statKeys(fields);
    if (fields.contains(QLatin1String("players")) || !statKeys.isEmpty()) {
        QJsonArray players;
        for (int i = 0; i < sim.players().size(); ++i) {
            if (onlyPlayer >= 0 && i != onlyPlayer)
                continue;
            players.append(StateQueryFields::pick(sim.playerJson(i), statKeys));
        }
        result.insert(QStringLiteral("players"), players);
    }
    return result;
}

} // namespace icmock
