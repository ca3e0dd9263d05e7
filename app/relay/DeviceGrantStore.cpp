#include "relay/DeviceGrantStore.h"
#include "relay/DataFileLock.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>

namespace icrelay {

namespace {

const QString kDeviceFile = QStringLiteral("relay-device-codes.json");

QString utc(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

QDateTime fromUtc(const QJsonValue &v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODate);
}

const QList<std::pair<DeviceGrant::State, QString>> &stateNames()
{
    static const QList<std::pair<DeviceGrant::State, QString>> kNames{
        {DeviceGrant::State::Pending, QStringLiteral("pending")},
        {DeviceGrant::State::Approved, QStringLiteral("approved")},
        {DeviceGrant::State::Denied, QStringLiteral("denied")},
        {DeviceGrant::State::Issued, QStringLiteral("issued")}};
    return kNames;
}

QJsonObject grantToJson(const DeviceGrant &g)
{
    return {{QStringLiteral("device_sha256"), g.deviceHash},
            {QStringLiteral("user_code"), g.userCode},
            {QStringLiteral("client_id"), g.clientId},
            {QStringLiteral("scope"), g.scope},
            {QStringLiteral("created"), utc(g.created)},
            {QStringLiteral("expires"), utc(g.expires)},
            {QStringLiteral("state"), DeviceGrantStore::stateName(g.state)},
            {QStringLiteral("decided"), utc(g.decided)},
            {QStringLiteral("tier"), icrp::tierName(g.tier)},
            {QStringLiteral("games"), QJsonArray::fromStringList(g.games)},
            {QStringLiteral("token_lifetime_seconds"), g.tokenLifetimeSeconds},
            {QStringLiteral("token_id"), g.tokenId}};
}

std::optional<DeviceGrant> grantFromJson(const QJsonObject &o)
{
    DeviceGrant g;
    g.deviceHash = o.value(QStringLiteral("device_sha256")).toString();
    g.userCode = o.value(QStringLiteral("user_code")).toString();
    g.clientId = o.value(QStringLiteral("client_id")).toString();
    g.scope = o.value(QStringLiteral("scope")).toString();
    g.created = fromUtc(o.value(QStringLiteral("created")));
    g.expires = fromUtc(o.value(QStringLiteral("expires")));
    g.decided = fromUtc(o.value(QStringLiteral("decided")));
    g.tier =
        icrp::parseTier(o.value(QStringLiteral("tier")).toString()).value_or(icrp::Tier::Observer);
    for (const QJsonValue &game : o.value(QStringLiteral("games")).toArray())
        g.games << game.toString();
    g.tokenLifetimeSeconds = qint64(o.value(QStringLiteral("token_lifetime_seconds")).toDouble());
    g.tokenId = o.value(QStringLiteral("token_id")).toString();
    const QString state = o.value(QStringLiteral("state")).toString();
    bool known = false;
    for (const auto &[value, name] : stateNames()) {
        if (name == state) {
            g.state = value;
            known = true;
        }
    }
    if (!known || g.deviceHash.size() != 64 || g.userCode.isEmpty() || !g.expires.isValid())
        return std::nullopt;
    return g;
}

} // namespace

DeviceGrantStore::DeviceGrantStore(QString dataDir, Clock clock)
    : m_dataDir(std::move(dataDir)), m_clock(std::move(clock))
{
}

QString DeviceGrantStore::filePath() const
{
    return QDir(m_dataDir).filePath(kDeviceFile);
}

QDateTime DeviceGrantStore::now() const
{
    return m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
}

QString DeviceGrantStore::stateName(DeviceGrant::State state)
{
    for (const auto &[value, name] : stateNames()) {
        if (value == state)
            return name;
    }
    return QStringLiteral("pending");
}

QString DeviceGrantStore::normalizedUserCode(const QString &userCode)
{
    QString out;
    for (const QChar c : userCode) {
        if (c != u'-' && !c.isSpace())
            out += c.toUpper();
    }
    return out;
}

ic::Result<QList<DeviceGrant>> DeviceGrantStore::read() const
{
    QFile f(filePath());
    if (!f.exists())
        return QList<DeviceGrant>();
    if (!f.open(QIODevice::ReadOnly))
        return ic::Error{QStringLiteral("relay.device-codes-unreadable"),
                         QStringLiteral("Cannot read %1: %2").arg(filePath(), f.errorString())};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
    if (!doc.isObject())
        return ic::Error{
            QStringLiteral("relay.device-codes-unreadable"),
            QStringLiteral("%1 is not a device code file of ic-relay-mock").arg(filePath())};
    QList<DeviceGrant> grants;
    for (const QJsonValue &v : doc.object().value(QStringLiteral("device_codes")).toArray()) {
        if (const auto g = grantFromJson(v.toObject()))
            grants << *g;
    }
    return grants;
}

ic::Result<void> DeviceGrantStore::write(const QList<DeviceGrant> &grants) const
{
    QDir().mkpath(m_dataDir);
    QFile::setPermissions(m_dataDir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QDateTime dropBefore = now().addSecs(-kKeepExpiredSeconds);
    QJsonArray out;
    for (const DeviceGrant &g : grants) {
        if (g.expires > dropBefore)
            out.append(grantToJson(g));
    }
    QSaveFile f(filePath());
    const auto failed = [&] {
        return ic::Error{QStringLiteral("relay.device-codes-unwritable"),
                         QStringLiteral("Cannot write %1: %2").arg(filePath(), f.errorString())};
    };
    if (!f.open(QIODevice::WriteOnly))
        return failed();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    f.write(QJsonDocument(
                QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("device_codes"), out}})
                .toJson(QJsonDocument::Indented));
    if (!f.commit())
        return failed();
    return ic::success();
}

ic::Result<void> DeviceGrantStore::add(const DeviceGrant &grant)
{
    const auto lock = lockDataFile(filePath(), QStringLiteral("relay.device-codes-locked"));
    if (!lock)
        return lock.error();
    auto grants = read();
    if (!grants)
        return grants.error();
    grants->append(grant);
    return write(*grants);
}

ic::Result<QList<DeviceGrant>> DeviceGrantStore::all() const
{
    return read();
}

std::optional<DeviceGrant> DeviceGrantStore::findDevice(const QString &deviceHash) const
{
    const auto grants = read();
    if (!grants)
        return std::nullopt;
    for (const DeviceGrant &g : *grants) {
        if (g.deviceHash == deviceHash)
            return g;
    }
    return std::nullopt;
}

ic::Result<DeviceGrant>
DeviceGrantStore::change(const std::function<bool(const DeviceGrant &)> &which, const QString &what,
                         const std::function<ic::Result<void>(DeviceGrant &)> &changeIt)
{
    const auto lock = lockDataFile(filePath(), QStringLiteral("relay.device-codes-locked"));
    if (!lock)
        return lock.error();
    auto grants = read();
    if (!grants)
        return grants.error();
    for (DeviceGrant &g : *grants) {
        if (!which(g))
            continue;
        if (auto changed = changeIt(g); !changed)
            return changed.error();
        if (auto written = write(*grants); !written)
            return written.error();
        return g;
    }
    return ic::Error{QStringLiteral("relay.user-code-unknown"), what};
}

ic::Result<DeviceGrant>
DeviceGrantStore::update(const QString &userCode,
                         const std::function<ic::Result<void>(DeviceGrant &)> &changeIt)
{
    const QString wanted = normalizedUserCode(userCode);
    return change(
        [&](const DeviceGrant &g) { return normalizedUserCode(g.userCode) == wanted; },
        QStringLiteral("No device is waiting with the code \"%1\" (it may have expired more "
                       "than an hour ago, or been mistyped)")
            .arg(userCode),
        changeIt);
}

ic::Result<DeviceGrant>
DeviceGrantStore::updateDevice(const QString &deviceHash,
                               const std::function<ic::Result<void>(DeviceGrant &)> &changeIt)
{
    return change([&](const DeviceGrant &g) { return g.deviceHash == deviceHash; },
                  QStringLiteral("Unknown device code"), changeIt);
}

} // namespace icrelay
