#include "PermissionSummary.h"

#include "ToolManifest.h"

namespace ictools {

PermissionSummary::PermissionSummary(const ToolManifest &manifest)
    : PermissionSummary(manifest.tier(), manifest.subscriptions(), manifest.network())
{
}

PermissionSummary::PermissionSummary(icrp::Tier tier, QList<icrp::EventCategory> categories,
                                     QStringList networkOrigins)
    : m_tier(tier), m_categories(std::move(categories)), m_network(std::move(networkOrigins))
{
}

QString PermissionSummary::tierLine() const
{
    return {};
}
QString PermissionSummary::categoriesLine() const
{
    return {};
}
QStringList PermissionSummary::networkLines() const
{
    return {};
}
QStringList PermissionSummary::requests() const
{
    return {};
}
QStringList PermissionSummary::lacks() const
{
    return {};
}
QString PermissionSummary::rankedLine() const
{
    return {};
}
QString PermissionSummary::toText(const QString &) const
{
    return {};
}
QString PermissionSummary::tierDescription(icrp::Tier)
{
    return {};
}
QString PermissionSummary::lackDescription(icrp::Tier)
{
    return {};
}
QString PermissionSummary::categoryTitle(icrp::EventCategory)
{
    return {};
}

} // namespace ictools
