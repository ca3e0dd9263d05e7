#include "tools/ToolGrant.h"

#include "tools/ToolManifest.h"

#include <QJsonArray>

namespace ictools {

ToolGrant ToolGrant::requestedBy(const ToolManifest &manifest)
{
    return ToolGrant{manifest.tier(), manifest.subscriptions(), manifest.network()};
}

bool ToolGrant::tierCovers(icrp::Tier tier, icrp::Tier other)
{
    using icrp::Tier;
    if (tier == other || other == Tier::Observer)
        return true;
    return tier == Tier::Debug; // debug sees everything; nothing else covers admin or mod
}

bool ToolGrant::covers(const ToolGrant &other) const
{
    if (!tierCovers(tier, other.tier))
        return false;
    for (const icrp::EventCategory c : other.categories) {
        if (!categories.contains(c))
            return false;
    }
    for (const QString &origin : other.networkOrigins) {
        if (!networkOrigins.contains(origin))
            return false;
    }
    return true;
}

icrp::EventCategories ToolGrant::categoryFlags() const
{
    icrp::EventCategories flags;
    for (const icrp::EventCategory c : categories)
        flags |= c;
    return flags;
}

QJsonObject ToolGrant::toJson() const
{
    QJsonArray cats;
    for (const icrp::EventCategory c : categories)
        cats.append(icrp::categoryName(c));
    return QJsonObject{{QStringLiteral("tier"), icrp::tierName(tier)},
                       {QStringLiteral("categories"), cats},
                       {QStringLiteral("network"), QJsonArray::fromStringList(networkOrigins)}};
}

ic::Result<ToolGrant> ToolGrant::fromJson(const QJsonObject &json)
{
    ToolGrant grant;
    const QString tierText = json.value(QStringLiteral("tier")).toString();
    const auto tier = icrp::parseTier(tierText);
    if (!tier)
        return ic::Error{QStringLiteral("tool-index.bad-entry"),
                         QStringLiteral("unknown tier \"%1\"").arg(tierText)};
    grant.tier = *tier;
    const QJsonArray cats = json.value(QStringLiteral("categories")).toArray();
    for (const QJsonValue &v : cats) {
        const auto c = icrp::parseCategory(v.toString());
        if (!c)
            return ic::Error{QStringLiteral("tool-index.bad-entry"),
                             QStringLiteral("unknown event category \"%1\"").arg(v.toString())};
        if (!grant.categories.contains(*c))
            grant.categories.append(*c);
    }
    const QJsonArray origins = json.value(QStringLiteral("network")).toArray();
    for (const QJsonValue &v : origins)
        grant.networkOrigins.append(v.toString());
    return grant;
}

} // namespace ictools
