#include "icrp/protocol/Tier.h"

namespace icrp {

QString tierName(Tier tier)
{
    switch (tier) {
    case Tier::Observer:
        return QStringLiteral("observer");
    case Tier::Admin:
        return QStringLiteral("admin");
    case Tier::Mod:
        return QStringLiteral("mod");
    case Tier::Debug:
        return QStringLiteral("debug");
    }
    return {};
}

std::optional<Tier> parseTier(QStringView name)
{
    for (Tier t : allTiers()) {
        if (name == tierName(t))
            return t;
    }
    return std::nullopt;
}

QStringList tierNames(Tiers tiers)
{
    QStringList out;
    for (Tier t : allTiers()) {
        if (tiers.testFlag(t))
            out << tierName(t);
    }
    return out;
}

const QList<Tier> &allTiers()
{
    static const QList<Tier> tiers{Tier::Observer, Tier::Admin, Tier::Mod, Tier::Debug};
    return tiers;
}

} // namespace icrp
