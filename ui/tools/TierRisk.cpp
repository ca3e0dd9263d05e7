#include "ui/tools/TierRisk.h"
#include "ui/Tr.h"

#include "tools/PermissionSummary.h"
#include "tools/ToolGrant.h"

namespace icui {

QString TierRisk::tierName(icrp::Tier tier)
{
    switch (tier) {
    case icrp::Tier::Observer:
        return Tr::tr("observer access");
    case icrp::Tier::Admin:
        return Tr::tr("admin access");
    case icrp::Tier::Mod:
        return Tr::tr("mod access");
    case icrp::Tier::Debug:
        return Tr::tr("debug access");
    }
    return {};
}

QString TierRisk::tierTitle(icrp::Tier tier)
{
    switch (tier) {
    case icrp::Tier::Observer:
        return Tr::tr("Observer");
    case icrp::Tier::Admin:
        return Tr::tr("Admin");
    case icrp::Tier::Mod:
        return Tr::tr("Mod");
    case icrp::Tier::Debug:
        return Tr::tr("Debug");
    }
    return {};
}

QString TierRisk::permissionsText(icrp::Tier tier, const QList<icrp::EventCategory> &categories,
                                  const QStringList &network)
{
    const ictools::PermissionSummary summary(tier, categories, network);
    QString text = Tr::tr("This tool requests:") + u'\n';
    for (const QString &line : summary.requests())
        text += QStringLiteral("  \u2713 ") + line + u'\n';
    const QStringList withheld = willNotGet(tier, !network.isEmpty());
    if (!withheld.isEmpty()) {
        text += u'\n' + Tr::tr("Will not get:") + u'\n';
        for (const QString &line : withheld)
            text += QStringLiteral("  \u2717 ") + line + u'\n';
    }
    return text + u'\n' + summary.rankedLine();
}

QStringList TierRisk::mcpReads(icrp::Tier tier)
{
    return {tier == icrp::Tier::Observer
                ? Tr::tr("The live match as an observer sees it: your side's fog of war, and in "
                         "ranked matches the observer delay")
                : Tr::tr("The live match at the %1 tier").arg(icrp::tierName(tier)),
            Tr::tr("The match history: every finished match, its players and figures"),
            Tr::tr("Replays of finished matches"), Tr::tr("Players' styles, from their careers"),
            Tr::tr("Unit stats")};
}

QStringList TierRisk::mcpWillNotGet(icrp::Tier tier)
{
    return willNotGet(tier, false) + QStringList{Tr::tr("The game's password, the panel's tokens")};
}

QString TierRisk::lowRisk()
{
    return Tr::tr("Low risk: observer access only lets it watch the match as your side sees it, "
                  "with fog of war, and in ranked matches two minutes late by default. It cannot "
                  "pause, kick players, change the match or send chat.");
}

QString TierRisk::allows(icrp::Tier tier)
{
    switch (tier) {
    case icrp::Tier::Observer:
        return {};
    case icrp::Tier::Admin:
        return Tr::tr("Admin access lets it pause and resume the match, kick players, change the "
                      "match settings (such as the game speed), send announcements and chat, and "
                      "see who is connected to the game. It sees the whole match live, both sides "
                      "without fog of war, also in ranked matches, where an observer tool sees "
                      "it two minutes late by default. The game logs every admin action.");
    case icrp::Tier::Mod:
        return Tr::tr("Mod access lets it run the commands the game's mods offer, give orders "
                      "in the game through them and send chat. It sees the whole match without "
                      "fog of war. Ranked matches switch it off.");
    case icrp::Tier::Debug:
        return Tr::tr("Debug access lets it do everything admin and mod access allow and read "
                      "the game engine's internals. Only development builds offer it, never in "
                      "ranked matches.");
    }
    return {};
}

std::optional<TierRisk::Risk> TierRisk::riskFor(const QString &toolName,
                                                std::optional<icrp::Tier> from, icrp::Tier to)
{
    if (to == icrp::Tier::Observer || (from && ictools::ToolGrant::tierCovers(*from, to)))
        return std::nullopt;
    Risk risk;
    risk.level = to == icrp::Tier::Mod ? Level::Warning : Level::Danger;
    const QString headline = from ? Tr::tr("This update raises %1 from %2 to %3.")
                                        .arg(toolName, tierName(*from), tierName(to))
                                  : Tr::tr("%1 asks for %2.").arg(toolName, tierName(to));
    risk.text = headline + QLatin1Char(' ') + allows(to) + QLatin1Char(' ') +
                Tr::tr("Choose this only if you trust its author.");
    return risk;
}

std::optional<TierRisk::Risk> TierRisk::heldRisk(const QString &toolName, icrp::Tier tier)
{
    if (tier == icrp::Tier::Observer)
        return std::nullopt;
    Risk risk;
    risk.level = tier == icrp::Tier::Mod ? Level::Warning : Level::Danger;
    risk.text = Tr::tr("%1 has %2.").arg(toolName, tierName(tier)) + QLatin1Char(' ') +
                allows(tier) + QLatin1Char(' ') + Tr::tr("Keep it only if you trust its author.");
    return risk;
}

QStringList TierRisk::willNotGet(icrp::Tier tier, bool hasNetwork)
{
    const QString admin = Tr::tr("Admin access: pausing, kicking players, changing the match");
    const QString mod = Tr::tr("Mod access: running mods' commands and giving orders through them");
    QStringList out;
    switch (tier) {
    case icrp::Tier::Observer:
        out << admin << mod;
        break;
    case icrp::Tier::Admin:
        out << Tr::tr("Mod access: running mods' commands and giving orders through them (a "
                      "separate tier; admin access does not include it)");
        break;
    case icrp::Tier::Mod:
        out << Tr::tr("Admin access: pausing, kicking players, changing the match (a separate "
                      "tier; mod access does not include it)");
        break;
    case icrp::Tier::Debug:
        break;
    }
    if (!hasNetwork)
        out << Tr::tr("Internet access: it can reach only the panel");
    return out;
}

} // namespace icui
