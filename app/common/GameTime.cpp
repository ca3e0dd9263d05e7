#include "common/GameTime.h"

namespace ic {

QString gameTimeText(qint64 seconds)
{
    const qint64 s = seconds < 0 ? 0 : seconds;
    const auto twoDigits = [](qint64 n) {
        return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0'));
    };
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg(twoDigits(s / 60 % 60), twoDigits(s % 60));
    return QStringLiteral("%1:%2").arg(s / 60).arg(twoDigits(s % 60));
}

QString gameTimeText(qint64 tick, int tickRate)
{
    return tickRate > 0 ? gameTimeText(tick / tickRate) : QString();
}

} // namespace ic
