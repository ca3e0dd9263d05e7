#include "tools/InstalledTool.h"

#include <utility>

namespace ictools {

QDateTime InstalledTool::stampNow()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    return now.addMSecs(-now.time().msec());
}

namespace {

ic::Error damaged(QString why)
{
    return ic::Error{QStringLiteral("tool-index.bad-entry"), std::move(why)};
}

} // namespace

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

ic::Result<InstalledTool> InstalledTool::fromJson(const QJsonObject &json)
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
    if (t.id.isEmpty() || t.version.isEmpty())
        return damaged(QStringLiteral("a tool without id or version"));
    const auto granted = ToolGrant::fromJson(json.value(QStringLiteral("granted")).toObject());
    if (!granted)
        return damaged(QStringLiteral("tool \"%1\": %2").arg(t.id, granted.error().message));
    t.granted = *granted;
    const QJsonValue pendingValue = json.value(QStringLiteral("pending"));
    if (pendingValue.isObject()) {
        const QJsonObject p = pendingValue.toObject();
        const auto requested = ToolGrant::fromJson(p.value(QStringLiteral("requested")).toObject());
        if (!requested)
            return damaged(QStringLiteral("tool \"%1\", held update: %2")
                               .arg(t.id, requested.error().message));
        t.pending = PendingUpdate{p.value(QStringLiteral("version")).toString(),
                                  p.value(QStringLiteral("description")).toString(),
                                  p.value(QStringLiteral("entryPoint")).toString(), *requested};
        if (t.pending->version.isEmpty())
            return damaged(QStringLiteral("tool \"%1\": a held update without version").arg(t.id));
    }
    return t;
}

} // namespace ictools
