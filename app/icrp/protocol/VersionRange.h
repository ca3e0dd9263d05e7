#pragma once
// ICRP protocol versions ("MAJOR.MINOR") and the range negotiation of the handshake.

#include "common/Result.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace icrp {

struct ProtocolVersion
{
    int major = 1;
    int minor = 0;

    static std::optional<ProtocolVersion> parse(QStringView text);
    QString toString() const;
    friend auto operator<=>(const ProtocolVersion &, const ProtocolVersion &) = default;
};

struct VersionRange
{
    ProtocolVersion min;
    ProtocolVersion max;

    /// The range this build speaks.
    static VersionRange supported();
    /// Reads {"min":"1.0","max":"1.2"}; the error "icrp.bad-version-range" (in English: it
    /// goes into an ICRP error message) when malformed.
    static ic::Result<VersionRange> fromJson(const QJsonValue &value);
    QJsonObject toJson() const;
    /// "v1.0" or "v1.0-v1.2".
    QString describe() const;

    /// The highest version in both ranges.
    static std::optional<ProtocolVersion> negotiate(const VersionRange &client,
                                                    const VersionRange &server);
    /// The documented wording (docs/icrp-spec.md §6), with the real ranges: "ICRP version mismatch:
    /// client supports v1.0-v1.2, server requires v2.0+. Please update your tool."
    static QString mismatchMessage(const VersionRange &client, const VersionRange &server);
};

} // namespace icrp
