#include "panel/RelayHost.h"
#include "panel/Tr.h"

#include "relayclient/RelayConnection.h"
#include "relayclient/RelayTokenRevocation.h"
#include "secrets/SecretStore.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QPointer>

namespace icpanel {

namespace {

Q_LOGGING_CATEGORY(lcRelays, "icpanel.relays")

using icrelayclient::RelayConnection;

QString signInAgain(const QString &name)
{
    return Tr::tr("The relay \"%1\" refused its token (expired or revoked). Sign in again: "
                  "Sign In Again… on the Tournament page keeps the relay and its certificate.")
        .arg(name);
}

ic::Error noSuchRelay(const QString &name)
{
    return ic::Error{QStringLiteral("relay.name"),
                     icpanel::Tr::tr("There is no relay called \"%1\".").arg(name)};
}

ic::Error keychainError(const icsecrets::SecretResult &written)
{
    return ic::Error{QStringLiteral("relay.keychain"),
                     icpanel::Tr::tr("The relay's token could not be kept in the keychain: %1")
                         .arg(written.error().message)};
}

ic::Error noToken()
{
    return ic::Error{QStringLiteral("relay.token"),
                     icpanel::Tr::tr("A relay needs a token: sign in or paste one.")};
}

} // namespace

RelayHost::RelayHost(RelayProfileStore &profiles, icsecrets::SecretStore &secrets, QObject *parent)
    : QObject(parent), m_profiles(profiles), m_secrets(secrets)
{
}

RelayHost::~RelayHost()
{
    closeAll();
}

QString RelayHost::tokenKey(const QString &name)
{
    return QStringLiteral("relay/%1/token").arg(name);
}

void RelayHost::addRelay(const RelayProfile &profile, const QString &token,
                         std::function<void(const ic::Result<void> &)> done)
{
    const auto finish = [done](const ic::Result<void> &outcome) {
        if (done)
            done(outcome);
    };
    const auto checked = RelayProfileStore::checked(profile);
    if (!checked)
        return finish(checked.error());
    if (token.isEmpty())
        return finish(noToken());
    if (m_profiles.isSessionProfile(checked->name)) {
        addSessionRelay(*checked, token);
        return finish(ic::success());
    }
    QPointer<RelayHost> self(this);
    m_secrets.write(tokenKey(checked->name), token,
                    [self, p = *checked, token, finish](const icsecrets::SecretResult &written) {
                        if (!self)
                            return;
                        if (!written.ok())
                            return finish(keychainError(written));
                        const bool known = self->m_profiles.profile(p.name).has_value();
                        const auto saved = self->m_profiles.save(p);
                        if (!saved)
                            return finish(saved.error());
                        qCInfo(lcRelays).noquote()
                            << "added relay" << p.name << "token" << p.tokenId;
                        if (!known)
                            Q_EMIT self->relayAdded(p.name);
                        self->connectWith(*saved, token);
                        finish(ic::success());
                    });
}

void RelayHost::renewToken(const QString &name, const QString &token, icrp::Tier tier,
                           const QString &tokenId, const QDateTime &tokenExpires,
                           std::function<void(const ic::Result<void> &)> done)
{
    const auto finish = [done](const ic::Result<void> &outcome) {
        if (done)
            done(outcome);
    };
    auto renewed = m_profiles.profile(name);
    if (!renewed)
        return finish(noSuchRelay(name));
    if (token.isEmpty())
        return finish(noToken());
    renewed->tier = tier;
    renewed->tokenId = tokenId;
    renewed->tokenExpires = tokenExpires;
    if (m_sessionTokens.contains(name)) {
        m_sessionTokens.insert(name, token);
        return finish(reopenRenewed(*renewed, token));
    }
    ++m_generation[name]; // a keychain read under way would bring the old token
    QPointer<RelayHost> self(this);
    m_secrets.write(
        tokenKey(name), token,
        [self, renewed = *renewed, token, finish](const icsecrets::SecretResult &written) {
            if (!self)
                return;
            if (!written.ok())
                return finish(keychainError(written));
            finish(self->reopenRenewed(renewed, token));
        });
}

ic::Result<void> RelayHost::reopenRenewed(const RelayProfile &renewed, const QString &token)
{
    auto profile = m_profiles.profile(renewed.name);
    if (!profile) { // removed while the keychain wrote: its token goes too
        if (!m_profiles.isSessionProfile(renewed.name))
            m_secrets.remove(tokenKey(renewed.name));
        return noSuchRelay(renewed.name);
    }
    profile->tier = renewed.tier;
    profile->tokenId = renewed.tokenId;
    profile->tokenExpires = renewed.tokenExpires;
    const auto saved = m_profiles.save(*profile);
    if (!saved)
        return saved.error();
    qCInfo(lcRelays).noquote() << "signed in again to relay" << saved->name << "token"
                               << saved->tokenId;
    connectWith(*saved, token);
    return ic::success();
}

void RelayHost::addSessionRelay(const RelayProfile &profile, const QString &token)
{
    const auto kept = m_profiles.addSessionProfile(profile);
    if (!kept) {
        Q_EMIT failed(profile.name, kept.error().message);
        return;
    }
    const bool known = m_sessionTokens.contains(kept->name);
    m_sessionTokens.insert(kept->name, token);
    if (!known)
        Q_EMIT relayAdded(kept->name);
    connectWith(*kept, token);
}

void RelayHost::openAll()
{
    for (const RelayProfile &profile : m_profiles.profiles())
        open(profile.name);
}

void RelayHost::open(const QString &name)
{
    const auto profile = m_profiles.profile(name);
    if (!profile) {
        Q_EMIT failed(name, noSuchRelay(name).message);
        return;
    }
    if (m_sessionTokens.contains(name)) {
        connectWith(*profile, m_sessionTokens.value(name));
        return;
    }
    readTokenAndConnect(*profile);
}

void RelayHost::readTokenAndConnect(const RelayProfile &profile)
{
    const quint64 generation = ++m_generation[profile.name];
    QPointer<RelayHost> self(this);
    m_secrets.read(tokenKey(profile.name), [self, name = profile.name,
                                            generation](const icsecrets::SecretResult &token) {
        // Closed, opened again or removed while the keychain answered: that one counts.
        if (!self || self->m_generation.value(name) != generation)
            return;
        const auto current = self->m_profiles.profile(name);
        if (!current)
            return;
        if (token.ok() && !token->isEmpty())
            self->connectWith(*current, *token);
        else if (token.ok() || icsecrets::isNotFound(token))
            self->refuseToken(name, Tr::tr("No token is kept for the relay \"%1\". Sign in "
                                           "again: Sign In Again… on the Tournament page.")
                                        .arg(name));
        else
            Q_EMIT self->failed(name, Tr::tr("The token of the relay \"%1\" could not be read from "
                                             "the keychain: %2")
                                          .arg(name, token.error().message));
    });
}

void RelayHost::connectWith(const RelayProfile &profile, const QString &token)
{
    const QString name = profile.name;
    ++m_generation[name];
    dropConnection(name);
    RelayConnection::Options options;
    options.url = profile.url;
    options.token = token;
    options.tier = profile.tier;
    options.trust = trustFor(profile);
    options.clientVersion = QCoreApplication::applicationVersion();
    auto *connection = new RelayConnection(this);
    connection->setOptions(options);
    connect(connection, &RelayConnection::stateChanged, this,
            [this, name, connection](RelayConnection::State state) {
                if (m_open.value(name) != connection)
                    return;
                Q_EMIT connectionChanged(name);
                if (state == RelayConnection::State::Disconnected)
                    onStopped(name);
            });
    m_open.insert(name, connection);
    qCInfo(lcRelays).noquote() << "opening relay" << name << profile.url.toString();
    Q_EMIT connectionChanged(name);
    connection->open();
}

void RelayHost::onStopped(const QString &name)
{
    const RelayConnection *connection = m_open.value(name);
    const ic::Error why = connection->lastError();
    if (why.code.isEmpty())
        return;
    qCInfo(lcRelays).noquote() << "relay" << name << "stopped:" << why.code;
    if (why.code == QLatin1String("relay.tls.untrusted") ||
        why.code == QLatin1String("relay.tls.changed")) {
        Q_EMIT certificateUntrusted(name, connection->peerFingerprint(),
                                    why.code == QLatin1String("relay.tls.changed"));
        return;
    }
    if (why.code == QLatin1String("relay.token-refused")) {
        refuseToken(name, signInAgain(name));
        return;
    }
    Q_EMIT failed(name, why.message);
}

void RelayHost::refuseToken(const QString &name, const QString &message)
{
    Q_EMIT failed(name, message);
    Q_EMIT tokenRefused(name, message);
}

bool RelayHost::dropConnection(const QString &name)
{
    RelayConnection *connection = m_open.take(name);
    if (!connection)
        return false;
    disconnect(connection, nullptr, this, nullptr);
    connection->close();
    // Later: this may run inside one of its signals (the window's answer to failed()).
    connection->deleteLater();
    return true;
}

void RelayHost::close(const QString &name)
{
    ++m_generation[name];
    if (dropConnection(name))
        Q_EMIT connectionChanged(name);
}

void RelayHost::closeAll()
{
    for (auto it = m_generation.begin(); it != m_generation.end(); ++it)
        ++it.value();
    const auto names = m_open.keys();
    for (const QString &name : names)
        close(name);
}

void RelayHost::removeRelay(const QString &name)
{
    close(name);
    m_generation.remove(name);
    const std::optional<RelayProfile> profile = m_profiles.profile(name);
    const QString sessionToken = m_sessionTokens.take(name);
    const bool session = !sessionToken.isEmpty();
    const bool removed = m_profiles.remove(name);
    qCInfo(lcRelays).noquote() << "removed relay" << name;
    if (profile && session)
        revokeAtRelay(*profile, sessionToken);
    if (profile && !session)
        revokeKept(*profile);
    if (removed || session)
        Q_EMIT relayRemoved(name);
}

void RelayHost::revokeKept(const RelayProfile &gone)
{
    // The keychain's token is read, deleted, then revoked at the relay; tokenRevoked says how it
    // went whichever way it ends.
    QPointer<RelayHost> self(this);
    m_secrets.read(tokenKey(gone.name), [self, gone](const icsecrets::SecretResult &token) {
        if (!self)
            return;
        if (self->m_profiles.profile(gone.name)) { // added again meanwhile: the key is its now
            Q_EMIT self->tokenRevoked(
                gone.name, ic::Error{QStringLiteral("relay.revoke.readded"),
                                     icpanel::Tr::tr("it was added again before its old token "
                                                     "could be read")});
            return;
        }
        self->m_secrets.remove(tokenKey(gone.name));
        if (!token.ok() || token->isEmpty()) {
            Q_EMIT self->tokenRevoked(
                gone.name,
                ic::Error{QStringLiteral("relay.revoke.no-token"),
                          token.ok() ? icpanel::Tr::tr("the keychain had no token for it")
                                     : icpanel::Tr::tr("the keychain did not give the token "
                                                       "back: %1")
                                           .arg(token.error().message)});
            return;
        }
        self->revokeAtRelay(gone, *token);
    });
}

void RelayHost::revokeAtRelay(const RelayProfile &profile, const QString &token)
{
    const QString name = profile.name;
    QPointer<RelayHost> self(this);
    icrelayclient::RelayTokenRevocation::revoke(
        profile.url, token, trustFor(profile), this, [self, name](const ic::Result<void> &done) {
            if (!self)
                return;
            if (done)
                qCInfo(lcRelays).noquote() << "relay" << name << "revoked the removed token";
            else
                qCInfo(lcRelays).noquote()
                    << "relay" << name << "did not revoke the removed token:" << done.error().code;
            Q_EMIT self->tokenRevoked(name, done);
        });
}

void RelayHost::trustCertificate(const QString &name, const QString &fingerprint)
{
    auto profile = m_profiles.profile(name);
    if (!profile) {
        Q_EMIT failed(name, noSuchRelay(name).message);
        return;
    }
    profile->pinnedFingerprint = icrelayclient::TlsTrust::normalized(fingerprint);
    if (profile->pinnedFingerprint.isEmpty()) {
        Q_EMIT failed(name,
                      Tr::tr("\"%1\" is not a SHA-256 certificate fingerprint.").arg(fingerprint));
        return;
    }
    const auto saved = m_profiles.save(*profile);
    if (!saved) {
        Q_EMIT failed(name, saved.error().message);
        return;
    }
    qCInfo(lcRelays).noquote() << "relay" << name << "certificate pinned"
                               << saved->pinnedFingerprint;
    const RelayConnection *connection = m_open.value(name);
    if (m_sessionTokens.contains(name))
        connectWith(*saved, m_sessionTokens.value(name));
    else if (connection && !connection->options().token.isEmpty())
        connectWith(*saved, connection->options().token);
    else
        open(name);
}

icrelayclient::RelayConnection *RelayHost::connection(const QString &name) const
{
    return m_open.value(name);
}

QStringList RelayHost::relayNames() const
{
    QStringList names;
    for (const RelayProfile &profile : m_profiles.profiles())
        names.append(profile.name);
    return names;
}

icrelayclient::TlsTrust RelayHost::trustFor(const RelayProfile &profile) const
{
    icrelayclient::TlsTrust trust;
    trust.extraCaCertificates = m_extraCas;
    trust.pinnedFingerprint = profile.pinnedFingerprint;
    return trust;
}

void RelayHost::setExtraCaCertificates(const QList<QSslCertificate> &cas)
{
    m_extraCas = cas;
}

} // namespace icpanel
