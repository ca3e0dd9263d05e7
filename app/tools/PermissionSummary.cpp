#include "tools/PermissionSummary.h"
#include "tools/Tr.h"

#include "tools/ToolManifest.h"

#include <QCoreApplication>

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
    return tierDescription(m_tier);
}

QString PermissionSummary::categoriesLine() const
{
    if (m_categories.isEmpty())
        return Tr::tr("No game events");
    QStringList titles;
    for (icrp::EventCategory c : m_categories)
        titles << categoryTitle(c);
    return titles.join(QLatin1String(", "));
}

QStringList PermissionSummary::networkLines() const
{
    QStringList lines;
    for (const QString &origin : m_network)
        lines << Tr::tr("Network access to %1").arg(origin);
    return lines;
}

QStringList PermissionSummary::requests() const
{
    return QStringList{tierLine(), categoriesLine()} + networkLines();
}

QStringList PermissionSummary::lacks() const
{
    QStringList out;
    switch (m_tier) {
    case icrp::Tier::Observer:
        out << lackDescription(icrp::Tier::Admin) << lackDescription(icrp::Tier::Mod);
        break;
    case icrp::Tier::Admin:
        out << lackDescription(icrp::Tier::Mod);
        break;
    case icrp::Tier::Mod:
        out << lackDescription(icrp::Tier::Admin);
        break;
    case icrp::Tier::Debug:
        break;
    }
    if (m_network.isEmpty())
        out << Tr::tr("Internet access (can reach only the panel)");
    return out;
}

QString PermissionSummary::rankedLine() const
{
    switch (m_tier) {
    case icrp::Tier::Observer: {
        if (m_rankedDelaySeconds <= 0)
            return Tr::tr("In ranked matches: active");
        if (m_rankedDelaySeconds % 60 == 0)
            return Tr::tr("In ranked matches: active with a %n-minute delay", nullptr,
                          m_rankedDelaySeconds / 60);
        return Tr::tr("In ranked matches: active with a %n-second delay", nullptr,
                      m_rankedDelaySeconds);
    }
    case icrp::Tier::Admin:
        return Tr::tr("In ranked matches: active (admin actions are logged)");
    case icrp::Tier::Mod:
        return Tr::tr("In ranked matches: disabled in ranked");
    case icrp::Tier::Debug:
        return Tr::tr("In ranked matches: disabled in ranked (development builds only)");
    }
    return {};
}

QString PermissionSummary::toText(const QString &indent) const
{
    QString text = Tr::tr("This tool requests:") + u'\n';
    for (const QString &line : requests())
        text += indent + QStringLiteral("\u2713 ") + line + u'\n';
    const QStringList missing = lacks();
    if (!missing.isEmpty()) {
        text += u'\n' + Tr::tr("This tool does NOT have:") + u'\n';
        for (const QString &line : missing)
            text += indent + QStringLiteral("\u2717 ") + line + u'\n';
    }
    text += u'\n' + rankedLine() + u'\n';
    return text;
}

QString PermissionSummary::tierDescription(icrp::Tier tier)
{
    switch (tier) {
    case icrp::Tier::Observer:
        return Tr::tr("Observer access (read-only game state)");
    case icrp::Tier::Admin:
        return Tr::tr("Admin access (can kick, pause, and manage the server)");
    case icrp::Tier::Mod:
        return Tr::tr("Mod access (can inject commands and modify gameplay)");
    case icrp::Tier::Debug:
        return Tr::tr("Debug access (everything, in development builds only)");
    }
    return {};
}

QString PermissionSummary::lackDescription(icrp::Tier tier)
{
    switch (tier) {
    case icrp::Tier::Observer:
        return Tr::tr("Observer access (cannot read game state)");
    case icrp::Tier::Admin:
        return Tr::tr("Admin access (cannot kick, pause, or manage server)");
    case icrp::Tier::Mod:
        return Tr::tr("Mod access (cannot inject commands or modify gameplay)");
    case icrp::Tier::Debug:
        return Tr::tr("Debug access (cannot use development-only commands)");
    }
    return {};
}

QString PermissionSummary::categoryTitle(icrp::EventCategory category)
{
    switch (category) {
    case icrp::EventCategory::Match:
        return Tr::tr("Match events");
    case icrp::EventCategory::Combat:
        return Tr::tr("Combat events");
    case icrp::EventCategory::Economy:
        return Tr::tr("Economy events");
    case icrp::EventCategory::Chat:
        return Tr::tr("Chat events");
    case icrp::EventCategory::Admin:
        return Tr::tr("Admin events");
    case icrp::EventCategory::SimState:
        return Tr::tr("Live game state");
    case icrp::EventCategory::Telemetry:
        return Tr::tr("Performance telemetry");
    }
    return {};
}

} // namespace ictools
