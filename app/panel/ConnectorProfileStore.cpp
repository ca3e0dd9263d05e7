#include "panel/ConnectorProfileStore.h"
#include "panel/Tr.h"

#include "panel/SettingsFile.h"

#include "connectors/ConnectorKinds.h"

#include <QSettings>

namespace icpanel {

namespace {
const QString kConnectorGroup = QStringLiteral("connectorProfiles");
} // namespace

ConnectorProfileStore::ConnectorProfileStore(const QString &settingsFile, QObject *parent)
    : QObject(parent), m_settings(openSettings(settingsFile))
{
}

ConnectorProfileStore::~ConnectorProfileStore() = default;

QList<ConnectorProfile> ConnectorProfileStore::profiles() const
{
    QList<ConnectorProfile> known = storedProfiles();
    known.removeIf([this](const ConnectorProfile &p) { return sessionIndex(p.name) >= 0; });
    known += m_session;
    // One of a kind this build does not know is kept in the file, not offered.
    known.removeIf([](const ConnectorProfile &p) { return !icconnectors::connectorKind(p.kind); });
    return known;
}

QList<ConnectorProfile> ConnectorProfileStore::storedProfiles() const
{
    QList<ConnectorProfile> all;
    const int count = m_settings->beginReadArray(kConnectorGroup);
    for (int i = 0; i < count; ++i) {
        m_settings->setArrayIndex(i);
        ConnectorProfile p;
        p.name = m_settings->value(QStringLiteral("name")).toString();
        p.kind = m_settings->value(QStringLiteral("kind")).toString();
        p.settings = m_settings->value(QStringLiteral("settings")).toMap();
        if (!p.name.trimmed().isEmpty())
            all.append(p);
    }
    m_settings->endArray();
    return all;
}

std::optional<ConnectorProfile> ConnectorProfileStore::profile(const QString &name) const
{
    for (const ConnectorProfile &p : profiles()) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

ic::Result<ConnectorProfile> ConnectorProfileStore::save(const ConnectorProfile &profile)
{
    if (profile.name.trimmed().isEmpty())
        return ic::Error{QStringLiteral("connector.name"), Tr::tr("A profile needs a name.")};
    auto settings = icconnectors::checkSettings(profile.kind, profile.settings);
    if (!settings)
        return settings.error();
    ConnectorProfile stored = profile;
    stored.settings = *settings;
    if (const qsizetype at = sessionIndex(stored.name); at >= 0) {
        m_session[at] = stored;
        Q_EMIT profilesChanged();
        return stored;
    }
    QList<ConnectorProfile> all = storedProfiles();
    bool replaced = false;
    for (ConnectorProfile &p : all) {
        if (p.name == stored.name) {
            p = stored;
            replaced = true;
        }
    }
    if (!replaced)
        all.append(stored);
    writeAll(all);
    return stored;
}

bool ConnectorProfileStore::remove(const QString &name)
{
    if (const qsizetype at = sessionIndex(name); at >= 0) {
        m_session.removeAt(at);
        Q_EMIT profilesChanged();
        return true;
    }
    QList<ConnectorProfile> all = storedProfiles();
    if (all.removeIf([&](const ConnectorProfile &p) { return p.name == name; }) == 0)
        return false;
    writeAll(all);
    return true;
}

ic::Result<ConnectorProfile>
ConnectorProfileStore::addSessionProfile(const ConnectorProfile &profile)
{
    if (profile.name.trimmed().isEmpty())
        return ic::Error{QStringLiteral("connector.name"), Tr::tr("A profile needs a name.")};
    auto settings = icconnectors::checkSettings(profile.kind, profile.settings);
    if (!settings)
        return settings.error();
    ConnectorProfile kept = profile;
    kept.settings = *settings;
    if (const qsizetype at = sessionIndex(kept.name); at >= 0)
        m_session[at] = kept;
    else
        m_session.append(kept);
    Q_EMIT profilesChanged();
    return kept;
}

qsizetype ConnectorProfileStore::sessionIndex(const QString &name) const
{
    for (qsizetype i = 0; i < m_session.size(); ++i) {
        if (m_session.at(i).name == name)
            return i;
    }
    return -1;
}

void ConnectorProfileStore::writeAll(const QList<ConnectorProfile> &all)
{
    m_settings->remove(kConnectorGroup);
    m_settings->beginWriteArray(kConnectorGroup, int(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        m_settings->setArrayIndex(i);
        m_settings->setValue(QStringLiteral("name"), all[i].name);
        m_settings->setValue(QStringLiteral("kind"), all[i].kind);
        m_settings->setValue(QStringLiteral("settings"), all[i].settings);
    }
    m_settings->endArray();
    m_settings->sync();
    Q_EMIT profilesChanged();
}

} // namespace icpanel
