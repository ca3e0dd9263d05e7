#pragma once
// What a tier lets a tool do, in plain words, for the install and update dialogs and the
// update approval (docs/icrp-spec.md §8, D071): a tier above observer is a risk the user must
// see before agreeing. riskFor() is the warning for a new tool or an update (nothing when it
// stays observer, or does not go up); willNotGet() lists only the powers above the tool's own
// that it does not get ("Will not get: …"), so an admin tool is not told it lacks "Mod access"
// as if admin were below it. lowRisk() is the calm verdict for an observer tool. heldRisk() is
// the warning for a tool already installed (Tool Details), in the same words of what it allows.

#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"

#include <QList>

#include <QString>
#include <QStringList>
#include <optional>

namespace icui {

class TierRisk
{
public:
    enum class Level { Warning, Danger };
    struct Risk
    {
        Level level = Level::Warning;
        /// "This update raises Live Stats from observer to admin access. Admin access lets it …"
        QString text;
    };

    /// The warning for installing a tool of `tier` (from nothing: `from` empty) or updating it
    /// from `from`; nullopt when the tier is observer or does not go up. Danger for admin and
    /// debug, Warning for mod.
    static std::optional<Risk> riskFor(const QString &toolName, std::optional<icrp::Tier> from,
                                       icrp::Tier to);
    /// The warning for an installed tool that holds `tier` (Tool Details): "Live Stats has admin
    /// access. Admin access lets it …"; nullopt for observer. The same levels as riskFor().
    static std::optional<Risk> heldRisk(const QString &toolName, icrp::Tier tier);
    /// The calm verdict for an observer tool (install, or an update that stays or goes back to
    /// observer): what it can and cannot do, for an Information bar.
    static QString lowRisk();
    /// What `tier` allows beyond an observer, in plain words (empty for observer).
    static QString allows(icrp::Tier tier);
    /// The powers above `tier` it does not get, plus "Internet access …" when `hasNetwork` is
    /// false; one line each.
    static QStringList willNotGet(icrp::Tier tier, bool hasNetwork);
    /// "Observer", "Admin", "Mod", "Debug" (a table cell).
    static QString tierTitle(icrp::Tier tier);
    /// Everything a tool of `tier` with `categories` and `network` gets and does not get, as
    /// plain text: "This tool requests:" ✓ lines, "Will not get:" ✗ lines, the ranked line.
    static QString permissionsText(icrp::Tier tier, const QList<icrp::EventCategory> &categories,
                                   const QStringList &network);
    /// "observer access", "admin access", … (lower case, for sentences).
    static QString tierName(icrp::Tier tier);
    /// What the AI model reads through `ic-tool mcp` at `tier` (its tools and resources,
    /// docs/plugins/mcp.md), all read-only: the window's question (PermissionPrompt) and Tool
    /// Details of the MCP entry list the same.
    static QStringList mcpReads(icrp::Tier tier);
    /// What the MCP server at `tier` does not get: willNotGet(tier, false), the game's password
    /// and the panel's tokens.
    static QStringList mcpWillNotGet(icrp::Tier tier);
};

} // namespace icui
