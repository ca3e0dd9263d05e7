#include "icrp/protocol/VersionRange.h"

#include <QRegularExpression>

namespace icrp {

std::optional<ProtocolVersion> ProtocolVersion::parse(QStringView text)
{
    static const QRegularExpression re(
        QStringLiteral("^(0|[1-9][0-9]{0,3})\\.(0|[1-9][0-9]{0,3})$"));
    const auto m = re.match(text.toString());
    if (!m.hasMatch())
        return std::nullopt;
    return ProtocolVersion{m.captured(1).toInt(), m.captured(2).toInt()};
}

QString ProtocolVersion::toString() const
{
    return QStringLiteral("%1.%2").arg(major).arg(minor);
}

VersionRange VersionRange::supported()
{
    return {{1, 0}, {1, 0}};
}

ic::Result<VersionRange> VersionRange::fromJson(const QJsonValue &value)
{
    auto fail = [](const QString &why) -> ic::Result<VersionRange> {
        return ic::Error{QStringLiteral("icrp.bad-version-range"), why};
    };
    if (!value.isObject())
        return fail(
            QStringLiteral("icrpVersion must be an object {\"min\":\"1.0\",\"max\":\"1.0\"}"));
    const QJsonObject o = value.toObject();
    const auto min = ProtocolVersion::parse(o.value(QLatin1String("min")).toString());
    const auto max = ProtocolVersion::parse(o.value(QLatin1String("max")).toString());
    if (!min || !max)
        return fail(QStringLiteral("icrpVersion.min and icrpVersion.max must be \"MAJOR.MINOR\""));
    if (*max < *min)
        return fail(QStringLiteral("icrpVersion.max is lower than icrpVersion.min"));
    return VersionRange{*min, *max};
}

QJsonObject VersionRange::toJson() const
{
    return {{QStringLiteral("min"), min.toString()}, {QStringLiteral("max"), max.toString()}};
}

QString VersionRange::describe() const
{
    if (min == max)
        return QLatin1Char('v') + min.toString();
    return QStringLiteral("v%1-v%2").arg(min.toString(), max.toString());
}

std::optional<ProtocolVersion> VersionRange::negotiate(const VersionRange &client,
                                                       const VersionRange &server)
{
    const ProtocolVersion hi = std::min(client.max, server.max);
    const ProtocolVersion lo = std::max(client.min, server.min);
    if (hi < lo)
        return std::nullopt;
    return hi;
}

QString VersionRange::mismatchMessage(const VersionRange &client, const VersionRange &server)
{
    if (server.min > client.max) {
        return QStringLiteral("ICRP version mismatch: client supports %1, server requires v%2+. "
                              "Please update your tool.")
            .arg(client.describe(), server.min.toString());
    }
    return QStringLiteral("ICRP version mismatch: client supports %1, server supports only %2. "
                          "Please use a tool release made for this game version.")
        .arg(client.describe(), server.describe());
}

} // namespace icrp
