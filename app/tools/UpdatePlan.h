#pragma once
// What changes when an installed tool is replaced by a newer package: version, tier, event
// categories and network origins added or removed, description. asksForMore() says whether the
// new version wants anything the user has not granted (a higher tier, a new category, a new
// origin); such an update is held until the user approves it.

#include "tools/InstalledTool.h"

#include <QString>
#include <QStringList>

namespace ictools {

class ToolManifest;

class UpdatePlan
{
public:
    /// From the installed tool (its version and what the user granted) to `next`.
    static UpdatePlan between(const InstalledTool &installed, const ToolManifest &next);
    /// From a grant to a held update (for approval).
    static UpdatePlan between(const InstalledTool &installed, const PendingUpdate &pending);

    QString id;
    QString fromVersion;
    QString toVersion;
    icrp::Tier fromTier = icrp::Tier::Observer;
    icrp::Tier toTier = icrp::Tier::Observer;
    QList<icrp::EventCategory> categoriesAdded;
    QList<icrp::EventCategory> categoriesRemoved;
    QStringList originsAdded;
    QStringList originsRemoved;
    QString oldDescription;
    QString newDescription;
    /// What the new version asks for.
    ToolGrant requested;
    /// What the user had granted.
    ToolGrant granted;

    bool tierChanged() const { return fromTier != toTier; }
    bool descriptionChanged() const { return oldDescription != newDescription; }
    /// True when the new version asks for more than the user granted.
    bool asksForMore() const { return !granted.covers(requested); }

    /// One line per change, for ic-tool and the update dialog:
    ///   "Version: 1.0.0 → 1.1.0", "Tier: Observer access (…) → Mod access (…)",
    ///   "New event categories: Chat events", "No longer: Combat events",
    ///   "New network access: https://…", "No longer reaches: https://…",
    ///   "Description: …".
    QStringList describe() const;
};

} // namespace ictools
