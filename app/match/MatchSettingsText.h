#pragma once
// The match settings (ic/admin.settings) in words for the user: a game speed's name and its
// factor ("Fastest", 1.5×), and what a change did, one sentence per setting with its new value
// ("Game speed is now 1.5× (Fastest)."). Used by the admin box's answer and the event feed.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <optional>

namespace icmatch {

/// The game speeds' ICRP values, slowest first.
const QStringList &speeds();
/// "Slowest" … "Fastest" for the ICRP values "slowest" … "fastest"; another value as it is.
QString speedName(const QString &value);
/// How fast the match runs at `value`: 0.5, 0.75, 1, 1.25 or 1.5 (as ic-remote-mock runs it).
std::optional<double> speedFactor(const QString &value);
/// One sentence about a setting's new value: "Game speed is now 1.5× (Fastest).",
/// "Spectators may chat now.", "The pause limit is now 5 per player.".
QString settingNowText(const QString &key, const QJsonValue &value);
/// The sentences of every change in `changes` ({key: {from, to}}), in the settings' order.
QString settingsChangedText(const QJsonObject &changes);

} // namespace icmatch
