#pragma once
// What the user approved for one installed tool: its tier, the event categories it may
// subscribe to and the outside origins it may reach. Stored with the tool in the registry's
// index; an update that asks for more than this is held until the user approves it.

#include "common/Result.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace ictools {

class ToolManifest;

struct ToolGrant
{
    icrp::Tier tier = icrp::Tier::Observer;
    /// In the order the manifest listed them.
    QList<icrp::EventCategory> categories;
    /// Normalised origins ("https://api.example.com").
    QStringList networkOrigins;

    /// What the manifest asks for.
    static ToolGrant requestedBy(const ToolManifest &manifest);

    /// True when `other` asks for nothing beyond this grant: the same tier or a lower one
    /// (observer is below admin and mod; admin and mod are not comparable), no new category,
    /// no new origin.
    bool covers(const ToolGrant &other) const;
    /// True when `tier` grants everything `other` does (observer < admin, observer < mod).
    static bool tierCovers(icrp::Tier tier, icrp::Tier other);

    icrp::EventCategories categoryFlags() const;

    /// {"tier": "observer", "categories": ["match", …], "network": ["https://…"]}.
    QJsonObject toJson() const;
    /// The error "tool-index.bad-entry" (and why) for an unknown tier or category.
    static ic::Result<ToolGrant> fromJson(const QJsonObject &json);

    friend bool operator==(const ToolGrant &, const ToolGrant &) = default;
};

} // namespace ictools
