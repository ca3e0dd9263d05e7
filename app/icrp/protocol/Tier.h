#pragma once
// Permission tiers (docs/icrp-spec.md §8) and the sets of them a method may be called with.

#include <QFlags>
#include <QString>
#include <QStringList>
#include <optional>

namespace icrp {

enum class Tier : unsigned {
    Observer = 0x1,
    Admin = 0x2,
    Mod = 0x4,
    Debug = 0x8,
};
Q_DECLARE_FLAGS(Tiers, Tier)
Q_DECLARE_OPERATORS_FOR_FLAGS(Tiers)

QString tierName(Tier tier);
std::optional<Tier> parseTier(QStringView name);
QStringList tierNames(Tiers tiers);
/// Every tier, in the order of docs/icrp-spec.md §8.
const QList<Tier> &allTiers();

/// Who may call a method of each kind (docs/icrp-spec.md §8).
namespace access {
inline constexpr Tiers Everyone = Tiers(Tier::Observer) | Tier::Admin | Tier::Mod | Tier::Debug;
inline constexpr Tiers AdminOnly = Tiers(Tier::Admin) | Tier::Debug;
inline constexpr Tiers ModOnly = Tiers(Tier::Mod) | Tier::Debug;
inline constexpr Tiers AdminOrMod = Tiers(Tier::Admin) | Tier::Mod | Tier::Debug;
inline constexpr Tiers DebugOnly = Tiers(Tier::Debug);
} // namespace access

} // namespace icrp
