#pragma once
// What a tool may and may not do, in plain words (the install dialog of docs/icrp-spec.md §17): the
// lines under "This tool requests", "This tool does NOT have" and "In ranked matches". ic-tool
// install and the panel's install dialog show the same text, so it is made here, once. Every string
// goes through Tr::tr(…).

#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"
#include "tools/Tr.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ictools {

class ToolManifest;

class PermissionSummary
{
public:
    /// The default delay of observer events in ranked matches (docs/icrp-spec.md §13).
    static constexpr int DefaultRankedObserverDelaySeconds = 120;

    explicit PermissionSummary(const ToolManifest &manifest);
    /// From a grant's parts (e.g. the permissions stored for an installed tool).
    PermissionSummary(icrp::Tier tier, QList<icrp::EventCategory> categories,
                      QStringList networkOrigins);

    void setRankedObserverDelaySeconds(int seconds) { m_rankedDelaySeconds = seconds; }

    /// "Observer access (read-only game state)".
    QString tierLine() const;
    /// "Match events, Economy events, Combat events" (manifest order); "No game events" when
    /// the tool subscribes to none.
    QString categoriesLine() const;
    /// One line per origin: "Network access to https://api.example.com"; empty when none.
    QStringList networkLines() const;
    /// Everything under "This tool requests": tier, categories, network lines.
    QStringList requests() const;
    /// Everything under "This tool does NOT have": the tiers it lacks in plain words
    /// ("Admin access (cannot kick, pause, or manage server)", …) and, without network
    /// origins, "Internet access (can reach only the panel)".
    QStringList lacks() const;
    /// "In ranked matches: active with a 2-minute delay" (observer), "disabled in ranked"
    /// (mod, debug), "active (admin actions are logged)" (admin).
    QString rankedLine() const;

    /// The whole block as plain text, `indent` before each item line:
    ///   This tool requests:
    ///     ✓ Observer access (read-only game state)
    ///     ✓ Match events, Economy events, Combat events
    ///
    ///   This tool does NOT have:
    ///     ✗ Admin access (cannot kick, pause, or manage server)
    ///     …
    ///
    ///   In ranked matches: active with a 2-minute delay
    QString toText(const QString &indent = QStringLiteral("  ")) const;

    /// Plain words for one tier ("Observer access (read-only game state)").
    static QString tierDescription(icrp::Tier tier);
    /// What lacking a tier means ("Admin access (cannot kick, pause, or manage server)").
    static QString lackDescription(icrp::Tier tier);
    /// "Match events", "Game state updates", …
    static QString categoryTitle(icrp::EventCategory category);

private:
    icrp::Tier m_tier;
    QList<icrp::EventCategory> m_categories;
    QStringList m_network;
    int m_rankedDelaySeconds = DefaultRankedObserverDelaySeconds;
};

} // namespace ictools
