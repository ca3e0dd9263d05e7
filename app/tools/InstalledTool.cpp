#include "tools/InstalledTool.h"

namespace ictools {

QJsonObject InstalledTool::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("author"), author},
                  {QStringLiteral("description"), description},
                  {QStringLiteral("version"), version},
                  {QStringLiteral("entryPoint"), entryPoint},
                  {QStringLiteral("enabled"), enabled},
                  {QStringLiteral("granted"), granted.toJson()},
                  {QStringLiteral("installedAt"), installedAt.toUTC().toString(Qt::ISODate)}};
    if (paired)
        o.insert(QStringLiteral("paired"), true);
    if (pending) {
        o.insert(QStringLiteral("pending"),
                 QJsonObject{{QStringLiteral("version"), pending->version},
                             {QStringLiteral("description"), pending->description},
                             {QStringLiteral("entryPoint"), pending->entryPoint},
                             {QStringLiteral("requested"), pending->requested.toJson()}});
    }
    return o;
}

std::optional<InstalledTool> InstalledTool::fromJson(const QJsonObject &json, QString *error)
{
    InstalledTool t;
    t.id = json.value(QStringLiteral("id")).toString();
    t.name = json.value(QStringLiteral("name")).toString();
    t.author = json.value(QStringLiteral("author")).toString();
    t.description = json.value(QStringLiteral("description")).toString();
    t.version = json.value(QStringLiteral("version")).toString();
    t.entryPoint = json.value(QStringLiteral("entryPoint")).toString();
    t.enabled = json.value(QStringLiteral("enabled")).toBool(true);
    t.paired = json.value(QStringLiteral("paired")).toBool(false);
    t.installedAt =
        QDateTime::fromString(json.value(QStringLiteral("installedAt")).toString(), Qt::ISODate);
    if (t.id.isEmpty() || t.version.isEmpty()) {
        if (error)
            *error = QStringLiteral("a tool without id or version");
        return std::nullopt;
    }
    QString why;
    const auto granted =
        ToolGrant::fromJson(json.value(QStringLiteral("granted")).toObject(), &why);
    if (!granted) {
        if (error)
            *error = QStringLiteral("tool \"%1\": %2").arg(t.id, why);
        return std::nullopt;
    }
    t.granted = *granted;
    const QJsonValue pendingValue = json.value(QStringLiteral("pending"));
    if (pendingValue.isObject()) {
        const QJsonObject p = pendingValue.toObject();
        const auto requested =
            ToolGrant::fromJson(p.value(QStringLiteral("requested")).toObject(), &why);
        if (!requested) {
            if (error)
                *error = QStringLiteral("tool \"%1\", held update: %2").arg(t.id, why);
            return std::nullopt;
        }
        t.pending = PendingUpdate{p.value(QStringLiteral("version")).toString(),
                                  p.value(QStringLiteral("description")).toString(),
                                  p.value(QStringLiteral("entryPoint")).toString(), *requested};
        if (t.pending->version.isEmpty()) {
            if (error)
                *error = QStringLiteral("tool \"%1\": a held update without version").arg(t.id);
            return std::nullopt;
        }
    }
    return t;
}

} // namespace ictools
