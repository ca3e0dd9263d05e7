#pragma once
// The seed's command list as the window's catalogue: every command with its parameters (ids are
// text, as the game gives them; set_speed takes 0–4), and how long each may take before it has
// timed out (the seed: 5 s for ping, 30 s for the rest).

#include "connectors/common/CommandSpec.h"

#include <QList>
#include <QString>

namespace icconnectors::tf2 {

constexpr int kPollIntervalMs = 100;
constexpr int kDefaultTimeoutMs = 30000;
constexpr int kPingTimeoutMs = 5000;

/// All 20 commands of the seed, in its order.
QList<CommandSpec> tf2Commands();
/// The cargo names the forms offer (the game accepts others; not enforced).
QStringList tf2CargoNames();

} // namespace icconnectors::tf2
