#include "panel/ProfileStore.h"
#include "panel/Tr.h"

#include "panel/GameAddress.h"
#include "panel/SettingsFile.h"

#include <QSettings>

namespace icpanel {

namespace {
const QString kProfileGroup = QStringLiteral("profiles");
const QString kLastUsed = QStringLiteral("lastProfile");
} // namespace

ProfileStore::ProfileStore(const QString &settingsFile, QObject *parent)
    : QObject(parent), m_settings(openSettings(settingsFile))
{
}

ProfileStore::~ProfileStore() = default;

QList<ConnectionProfile> ProfileStore::profiles() const
{
    QList<ConnectionProfile> all = storedProfiles();
    if (m_session) {
        all.removeIf([this](const ConnectionProfile &p) { return p.name == m_session->name; });
        all.append(*m_session);
    }
    return all;
}

QList<ConnectionProfile> ProfileStore::storedProfiles() const
{
    QList<ConnectionProfile> all;
    const int count = m_settings->beginReadArray(kProfileGroup);
    for (int i = 0; i < count; ++i) {
        m_settings->setArrayIndex(i);
        ConnectionProfile p;
        p.name = m_settings->value(QStringLiteral("name")).toString();
        p.url = QUrl(m_settings->value(QStringLiteral("url")).toString());
        p.tier = icrp::parseTier(m_settings->value(QStringLiteral("tier")).toString())
                     .value_or(icrp::Tier::Admin);
        p.autoConnect = m_settings->value(QStringLiteral("autoConnect"), p.autoConnect).toBool();
        if (p.isValid())
            all.append(p);
    }
    m_settings->endArray();
    return all;
}

QStringList ProfileStore::names() const
{
    QStringList out;
    for (const ConnectionProfile &p : profiles())
        out.append(p.name);
    return out;
}

std::optional<ConnectionProfile> ProfileStore::profile(const QString &name) const
{
    for (const ConnectionProfile &p : profiles()) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

bool ProfileStore::contains(const QString &name) const
{
    return profile(name).has_value();
}

ic::Result<void> ProfileStore::save(const ConnectionProfile &profile)
{
    if (profile.name.trimmed().isEmpty())
        return ic::Error{QStringLiteral("profile.name"), Tr::tr("A profile needs a name.")};
    if (const auto address = GameAddress::check(profile.url); !address)
        return address.error();
    if (isSession(profile.name)) {
        m_session = profile;
        Q_EMIT profilesChanged();
        return ic::success();
    }
    QList<ConnectionProfile> all = storedProfiles();
    bool replaced = false;
    for (ConnectionProfile &p : all) {
        if (p.name == profile.name) {
            p = profile;
            replaced = true;
        }
    }
    if (!replaced)
        all.append(profile);
    writeAll(all);
    return ic::success();
}

bool ProfileStore::remove(const QString &name)
{
    if (isSession(name)) {
        m_session.reset();
        Q_EMIT profilesChanged();
        return true;
    }
    QList<ConnectionProfile> all = storedProfiles();
    const auto removed = all.removeIf([&](const ConnectionProfile &p) { return p.name == name; });
    if (removed == 0)
        return false;
    writeAll(all);
    return true;
}

QString ProfileStore::lastUsed() const
{
    return m_settings->value(kLastUsed).toString();
}

void ProfileStore::setLastUsed(const QString &name)
{
    if (isSession(name))
        return;
    m_settings->setValue(kLastUsed, name);
    m_settings->sync();
}

void ProfileStore::setSessionProfile(const ConnectionProfile &profile)
{
    m_session = profile;
    Q_EMIT profilesChanged();
}

void ProfileStore::writeAll(const QList<ConnectionProfile> &all)
{
    m_settings->remove(kProfileGroup);
    m_settings->beginWriteArray(kProfileGroup, int(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        m_settings->setArrayIndex(i);
        m_settings->setValue(QStringLiteral("name"), all[i].name);
        m_settings->setValue(QStringLiteral("url"), all[i].url.toString());
        m_settings->setValue(QStringLiteral("tier"), icrp::tierName(all[i].tier));
        m_settings->setValue(QStringLiteral("autoConnect"), all[i].autoConnect);
    }
    m_settings->endArray();
    m_settings->sync();
    Q_EMIT profilesChanged();
}

} // namespace icpanel
