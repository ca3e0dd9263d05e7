#include "tools/UpdatePlan.h"
#include "tools/Tr.h"

#include "tools/PermissionSummary.h"
#include "tools/ToolManifest.h"

#include <QCoreApplication>

namespace ictools {

namespace {

void fill(UpdatePlan &plan)
{
    plan.fromTier = plan.granted.tier;
    plan.toTier = plan.requested.tier;
    for (const icrp::EventCategory c : plan.requested.categories) {
        if (!plan.granted.categories.contains(c))
            plan.categoriesAdded.append(c);
    }
    for (const icrp::EventCategory c : plan.granted.categories) {
        if (!plan.requested.categories.contains(c))
            plan.categoriesRemoved.append(c);
    }
    for (const QString &o : plan.requested.networkOrigins) {
        if (!plan.granted.networkOrigins.contains(o))
            plan.originsAdded.append(o);
    }
    for (const QString &o : plan.granted.networkOrigins) {
        if (!plan.requested.networkOrigins.contains(o))
            plan.originsRemoved.append(o);
    }
}

QString titles(const QList<icrp::EventCategory> &categories)
{
    QStringList t;
    for (const icrp::EventCategory c : categories)
        t.append(PermissionSummary::categoryTitle(c));
    return t.join(QLatin1String(", "));
}

} // namespace

UpdatePlan UpdatePlan::between(const InstalledTool &installed, const ToolManifest &next)
{
    UpdatePlan plan;
    plan.id = installed.id;
    plan.fromVersion = installed.version;
    plan.toVersion = next.version().toString();
    plan.oldDescription = installed.description;
    plan.newDescription = next.description();
    plan.granted = installed.granted;
    plan.requested = ToolGrant::requestedBy(next);
    fill(plan);
    return plan;
}

UpdatePlan UpdatePlan::between(const InstalledTool &installed, const PendingUpdate &pending)
{
    UpdatePlan plan;
    plan.id = installed.id;
    plan.fromVersion = installed.version;
    plan.toVersion = pending.version;
    plan.oldDescription = installed.description;
    plan.newDescription = pending.description;
    plan.granted = installed.granted;
    plan.requested = pending.requested;
    fill(plan);
    return plan;
}

QStringList UpdatePlan::describe() const
{
    QStringList lines;
    lines.append(Tr::tr("Version: %1 → %2").arg(fromVersion, toVersion));
    if (tierChanged())
        lines.append(Tr::tr("Tier: %1 → %2")
                         .arg(PermissionSummary::tierDescription(fromTier),
                              PermissionSummary::tierDescription(toTier)));
    if (!categoriesAdded.isEmpty())
        lines.append(Tr::tr("New event categories: %1").arg(titles(categoriesAdded)));
    if (!categoriesRemoved.isEmpty())
        lines.append(Tr::tr("No longer: %1").arg(titles(categoriesRemoved)));
    if (!originsAdded.isEmpty())
        lines.append(Tr::tr("New network access: %1").arg(originsAdded.join(QLatin1String(", "))));
    if (!originsRemoved.isEmpty())
        lines.append(Tr::tr("No longer reaches: %1").arg(originsRemoved.join(QLatin1String(", "))));
    if (descriptionChanged())
        lines.append(Tr::tr("Description: %1").arg(newDescription));
    return lines;
}

} // namespace ictools
