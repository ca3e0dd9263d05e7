#pragma once
// The match settings an admin may read and change (ic/admin.settings): game speed, whether
// spectators may chat, and how many pauses each side may take.

#include "common/Result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace icmock {

struct MatchSettings
{
    QString gameSpeed = QStringLiteral("normal");
    bool spectatorChat = true;
    int pauseLimit = 3;

    /// "slowest", "slower", "normal", "faster", "fastest".
    static const QStringList &speeds();
    static const QStringList &keys();
    /// Wall-clock speed of the game relative to "normal" (0.5 … 1.5).
    double speedFactor() const;

    QJsonObject toJson() const;
    /// Checks every entry of `set` first; when all are valid applies them and returns the
    /// changes as {key: {"from": old, "to": new}} (unchanged values left out). Else the error
    /// "settings.invalid" naming the bad field and what is allowed.
    ic::Result<QJsonObject> apply(const QJsonObject &set);
};

} // namespace icmock
