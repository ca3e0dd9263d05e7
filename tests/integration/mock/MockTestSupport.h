#pragma once
// Shared bits of the mock's integration tests: starting a MockGame on port 0 with manual
// ticking, and scanning JSON for credits a fog-filtered observer must never see.

#include "mock/MockGame.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <memory>

namespace mocktest {

/// Starts a game on 127.0.0.1:0 with manual ticking; nullptr (and *error) when it fails.
inline std::unique_ptr<icmock::MockGame> startGame(icmock::MockOptions options,
                                                   QString *error = nullptr)
{
    if (!options.port)
        options.port = 0;
    options.tickRate = 0;
    auto game = std::make_unique<icmock::MockGame>(options);
    if (const auto started = game->start(); !started) {
        if (error)
            *error = started.error().message;
        return nullptr;
    }
    return game;
}

/// Collects every place in `value` that reveals some player's credits, as "player" names:
/// {"credits": n, "player": name}, {"name": name, "resources": n} and {"resources": {name: n}}.
inline void creditOwners(const QJsonValue &value, QStringList *owners)
{
    if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            creditOwners(v, owners);
        return;
    }
    if (!value.isObject())
        return;
    const QJsonObject o = value.toObject();
    if (o.contains(u"credits"))
        *owners << o.value(u"player").toString(QStringLiteral("<unknown owner>"));
    if (o.contains(u"resources")) {
        const QJsonValue r = o.value(u"resources");
        if (r.isObject())
            *owners << r.toObject().keys();
        else
            *owners << o.value(u"name").toString(QStringLiteral("<unknown owner>"));
    }
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (it.key() != QLatin1String("resources"))
            creditOwners(it.value(), owners);
    }
}

} // namespace mocktest
