#pragma once
// One tool in the registry's index: who it is, which version is in use, whether it is enabled,
// what the user granted it, and an update that waits for the user's approval because it asks
// for more than that grant. Its files live in <root>/<id>/<version>/.

#include "common/Result.h"
#include "tools/ToolGrant.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace ictools {

struct PendingUpdate
{
    QString version;
    QString description;
    QString entryPoint;
    /// What the held version asks for.
    ToolGrant requested;

    friend bool operator==(const PendingUpdate &, const PendingUpdate &) = default;
};

struct InstalledTool
{
    QString id;
    QString name;
    QString author;
    QString description;
    /// The version in use (semver text); its files are in <root>/<id>/<version>/.
    QString version;
    /// Relative path of the entry point inside the version's folder.
    QString entryPoint;
    bool enabled = true;
    /// A program the user let in when it asked the gateway (Always), not a package: no files,
    /// nothing to serve or start, only a grant and a token.
    bool paired = false;
    /// What the user approved.
    ToolGrant granted;
    /// A newer version unpacked beside the current one, held until approved.
    std::optional<PendingUpdate> pending;
    QDateTime installedAt;
    /// Now, to the second: what the index keeps (ISO 8601 without milliseconds), so a tool in
    /// memory equals the same tool read back from the index.
    static QDateTime stampNow();

    bool needsApproval() const { return pending.has_value(); }
    /// A page (the entry point is .html or .htm) served by the overlay host; else a program
    /// the panel runs (D071: "overlay/index.html" or "bin/stats-tool.exe").
    bool isPage() const
    {
        return entryPoint.endsWith(QLatin1String(".html"), Qt::CaseInsensitive) ||
               entryPoint.endsWith(QLatin1String(".htm"), Qt::CaseInsensitive);
    }
    /// A program of a package, which the panel starts (not a page, not a paired program).
    bool isProgram() const { return !paired && !isPage() && !entryPoint.isEmpty(); }

    QJsonObject toJson() const;
    /// The error "tool-index.bad-entry" and why (not translated: it goes inside the registry's
    /// translated "the tool index is damaged" sentence) for an entry without id or version, or
    /// with a bad grant.
    static ic::Result<InstalledTool> fromJson(const QJsonObject &json);

    friend bool operator==(const InstalledTool &, const InstalledTool &) = default;
};

} // namespace ictools
