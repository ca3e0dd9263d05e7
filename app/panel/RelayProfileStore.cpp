#include "panel/RelayProfileStore.h"
#include "panel/Tr.h"

#include "panel/SettingsFile.h"

#include "relayclient/TlsTrust.h"

#include <QSettings>
#include <algorithm>

namespace icpanel {

namespace {

const QString kRelayGroup = QStringLiteral("relays");

ic::Error nameError(const QString &message)
{
    return ic::Error{QStringLiteral("relay.name"), message};
}

} // namespace

RelayProfileStore::RelayProfileStore(const QString &settingsFile, QObject *parent)
    : QObject(parent), m_settings(openSettings(settingsFile))
{
}

RelayProfileStore::~RelayProfileStore() = default;

ic::Result<RelayProfile> RelayProfileStore::checked(const RelayProfile &profile)
{
    RelayProfile out = profile;
    out.name = profile.name.trimmed();
    if (out.name.isEmpty())
        return nameError(Tr::tr("A relay needs a name."));
    if (out.name.size() > kMaxNameLength)
        return nameError(
            Tr::tr("A relay's name is at most %1 characters long.").arg(kMaxNameLength));
    if (out.name.contains(QLatin1Char('/')))
        return nameError(Tr::tr("A relay's name cannot contain \"/\"."));
    if (out.url.scheme() != QLatin1String("wss") || out.url.host().isEmpty())
        return ic::Error{QStringLiteral("relay.url"),
                         Tr::tr("A relay's address is wss://HOST:PORT/ (a relay is reached only "
                                "over TLS), not \"%1\".")
                             .arg(profile.url.toString())};
    if (!profile.pinnedFingerprint.isEmpty()) {
        out.pinnedFingerprint = icrelayclient::TlsTrust::normalized(profile.pinnedFingerprint);
        if (out.pinnedFingerprint.isEmpty())
            return ic::Error{QStringLiteral("relay.fingerprint"),
                             Tr::tr("\"%1\" is not a SHA-256 certificate fingerprint.")
                                 .arg(profile.pinnedFingerprint)};
    }
    if (out.tokenExpires.isValid())
        out.tokenExpires = out.tokenExpires.toUTC();
    return out;
}

QList<RelayProfile> RelayProfileStore::profiles() const
{
    QList<RelayProfile> known = storedProfiles();
    known.removeIf([this](const RelayProfile &p) { return sessionIndex(p.name) >= 0; });
    known += m_session;
    std::sort(known.begin(), known.end(), [](const RelayProfile &a, const RelayProfile &b) {
        return a.name.localeAwareCompare(b.name) < 0;
    });
    return known;
}

QList<RelayProfile> RelayProfileStore::storedProfiles() const
{
    QList<RelayProfile> all;
    const int count = m_settings->beginReadArray(kRelayGroup);
    for (int i = 0; i < count; ++i) {
        m_settings->setArrayIndex(i);
        RelayProfile p;
        p.name = m_settings->value(QStringLiteral("name")).toString();
        p.url = QUrl(m_settings->value(QStringLiteral("url")).toString());
        p.pinnedFingerprint = m_settings->value(QStringLiteral("pinnedFingerprint")).toString();
        p.tier = icrp::parseTier(m_settings->value(QStringLiteral("tier")).toString())
                     .value_or(icrp::Tier::Admin);
        p.tokenId = m_settings->value(QStringLiteral("tokenId")).toString();
        p.tokenExpires = QDateTime::fromString(
            m_settings->value(QStringLiteral("tokenExpires")).toString(), Qt::ISODate);
        // One this build could not open (edited by hand) stays in the file, not offered.
        if (const auto ok = checked(p))
            all.append(*ok);
    }
    m_settings->endArray();
    return all;
}

std::optional<RelayProfile> RelayProfileStore::profile(const QString &name) const
{
    for (const RelayProfile &p : profiles()) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

ic::Result<RelayProfile> RelayProfileStore::save(const RelayProfile &profile)
{
    const auto stored = checked(profile);
    if (!stored)
        return stored.error();
    if (const qsizetype at = sessionIndex(stored->name); at >= 0) {
        m_session[at] = *stored;
        Q_EMIT profilesChanged();
        return stored;
    }
    QList<RelayProfile> all = storedProfiles();
    const auto same = std::find_if(all.begin(), all.end(),
                                   [&](const RelayProfile &p) { return p.name == stored->name; });
    if (same != all.end())
        *same = *stored;
    else
        all.append(*stored);
    writeAll(all);
    return stored;
}

bool RelayProfileStore::remove(const QString &name)
{
    if (const qsizetype at = sessionIndex(name); at >= 0) {
        m_session.removeAt(at);
        Q_EMIT profilesChanged();
        return true;
    }
    QList<RelayProfile> all = storedProfiles();
    if (all.removeIf([&](const RelayProfile &p) { return p.name == name; }) == 0)
        return false;
    writeAll(all);
    return true;
}

ic::Result<RelayProfile> RelayProfileStore::addSessionProfile(const RelayProfile &profile)
{
    const auto kept = checked(profile);
    if (!kept)
        return kept.error();
    if (const qsizetype at = sessionIndex(kept->name); at >= 0)
        m_session[at] = *kept;
    else
        m_session.append(*kept);
    Q_EMIT profilesChanged();
    return kept;
}

qsizetype RelayProfileStore::sessionIndex(const QString &name) const
{
    for (qsizetype i = 0; i < m_session.size(); ++i) {
        if (m_session.at(i).name == name)
            return i;
    }
    return -1;
}

void RelayProfileStore::writeAll(const QList<RelayProfile> &all)
{
    m_settings->remove(kRelayGroup);
    m_settings->beginWriteArray(kRelayGroup, int(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        const RelayProfile &p = all.at(i);
        m_settings->setArrayIndex(i);
        m_settings->setValue(QStringLiteral("name"), p.name);
        m_settings->setValue(QStringLiteral("url"), p.url.toString());
        m_settings->setValue(QStringLiteral("pinnedFingerprint"), p.pinnedFingerprint);
        m_settings->setValue(QStringLiteral("tier"), icrp::tierName(p.tier));
        m_settings->setValue(QStringLiteral("tokenId"), p.tokenId);
        m_settings->setValue(QStringLiteral("tokenExpires"),
                             p.tokenExpires.isValid() ? p.tokenExpires.toString(Qt::ISODate)
                                                      : QString());
    }
    m_settings->endArray();
    m_settings->sync();
    Q_EMIT profilesChanged();
}

} // namespace icpanel
