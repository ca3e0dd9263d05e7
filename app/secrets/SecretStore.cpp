#include "secrets/SecretStore.h"
#include "secrets/Tr.h"

#include "secrets/KeychainProbe.h"
#include "secrets/SecretLog.h"

#include <QCoreApplication>
#include <QHash>
#include <QPointer>
#include <QTimer>
#include <qt6keychain/keychain.h>

namespace icsecrets {

namespace {

enum class Op { Read, Write, Remove };

/// A job that found no keychain at all (no Secret Service, no D-Bus session, no collection).
bool keychainMissing(QKeychain::Error error)
{
    return error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented ||
           error == QKeychain::OtherError;
}

QString describe(Op op, const QString &key, const QString &reason)
{
    switch (op) {
    case Op::Read:
        return Tr::tr("Could not read \"%1\" from the keychain: %2").arg(key, reason);
    case Op::Write:
        return Tr::tr("Could not store \"%1\" in the keychain: %2").arg(key, reason);
    case Op::Remove:
        return Tr::tr("Could not delete \"%1\" from the keychain: %2").arg(key, reason);
    }
    return reason;
}

} // namespace

class SecretStore::Private
{
public:
    SecretStore *q = nullptr;
    Options options;
    Backend backend = Backend::Keychain;
    /// Session-only secrets (in memory; never written anywhere).
    QHash<QString, QString> memory;
    /// Whether a Secret Service is on the bus at all, asked once, beside the first job.
    KeychainProbe *probe = nullptr;
    /// Jobs that found no keychain, waiting for the probe to say whether to retry.
    QList<std::function<void()>> afterProbe;

    void run(Op op, const QString &key, const QString &secret, Callback done, bool retried);
    /// A first job found no keychain: session-only at once when no Secret Service is on the
    /// bus, else one retry later (a keyring that starts after the app, or is slow to unlock).
    void keychainMissingOnce(Op op, const QString &key, const QString &secret, Callback done,
                             const QString &reason);
    void runInMemory(Op op, const QString &key, const QString &secret, const Callback &done);
    void switchToSessionOnly(const QString &reason);
};

void SecretStore::Private::runInMemory(Op op, const QString &key, const QString &secret,
                                       const Callback &done)
{
    SecretResult r = QString();
    switch (op) {
    case Op::Read: {
        const auto it = memory.constFind(key);
        r = it != memory.cend() ? SecretResult(*it) : SecretResult(notFoundError());
        break;
    }
    case Op::Write:
        memory.insert(key, secret);
        break;
    case Op::Remove:
        memory.remove(key);
        break;
    }
    // Answer later, like a keychain job, so callers see one behaviour.
    QTimer::singleShot(0, q, [done, r] {
        if (done)
            done(r);
    });
}

void SecretStore::Private::switchToSessionOnly(const QString &reason)
{
    if (backend == Backend::SessionOnly)
        return;
    backend = Backend::SessionOnly;
    qCWarning(lcSecrets).noquote()
        << "no system keychain (" << reason << "): keeping passwords in memory for this session";
    Q_EMIT q->backendChanged(backend);
}

void SecretStore::Private::run(Op op, const QString &key, const QString &secret, Callback done,
                               bool retried)
{
    if (backend == Backend::SessionOnly) {
        runInMemory(op, key, secret, done);
        return;
    }
    // A job outlives this store when the store goes first (a panel closed while the keychain is
    // still answering): libsecret calls back into the job later, so it must not be deleted
    // under it. It deletes itself when done; the application takes what is left at exit. The
    // connection below has this store as its context, so nothing runs for a store that is gone.
    QObject *owner = QCoreApplication::instance();
    QKeychain::Job *job = nullptr;
    switch (op) {
    case Op::Read:
        job = new QKeychain::ReadPasswordJob(options.service, owner);
        break;
    case Op::Write: {
        auto *write = new QKeychain::WritePasswordJob(options.service, owner);
        write->setTextData(secret);
        job = write;
        break;
    }
    case Op::Remove:
        job = new QKeychain::DeletePasswordJob(options.service, owner);
        break;
    }
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    QObject::connect(
        job, &QKeychain::Job::finished, q,
        [this, op, key, secret, done, retried](QKeychain::Job *finished) {
            const QKeychain::Error error = finished->error();
            SecretResult r = QString();
            if (error == QKeychain::NoError) {
                if (op == Op::Read)
                    r = static_cast<QKeychain::ReadPasswordJob *>(finished)->textData();
            } else if (error == QKeychain::EntryNotFound) {
                if (op != Op::Remove) // deleting what is not there is fine
                    r = notFoundError();
            } else if (keychainMissing(error)) {
                const QString reason = finished->errorString();
                if (!retried)
                    return keychainMissingOnce(op, key, secret, done, reason);
                switchToSessionOnly(reason);
                runInMemory(op, key, secret, done);
                return;
            } else {
                // Returned, not logged: the caller shows it once.
                r = ic::Error{QStringLiteral("secret.failed"),
                              describe(op, key, finished->errorString())};
            }
            if (done)
                done(r);
        });
    probe->start(); // once; beside the job, so a working keychain waits for nothing
    job->start();
}

void SecretStore::Private::keychainMissingOnce(Op op, const QString &key, const QString &secret,
                                               Callback done, const QString &reason)
{
    switch (probe->presence()) {
    case KeychainProbe::Presence::Unknown:
    case KeychainProbe::Presence::Probing:
        afterProbe.append([this, op, key, secret, done, reason] {
            keychainMissingOnce(op, key, secret, done, reason);
        });
        return;
    case KeychainProbe::Presence::Absent:
        switchToSessionOnly(probe->reason());
        runInMemory(op, key, secret, done);
        return;
    case KeychainProbe::Presence::MaybeThere:
        break;
    }
    // The keyring may start after the app (login) or be slow to unlock: try once more.
    qCInfo(lcSecrets).noquote() << "keychain not answering for" << key << "(" << reason
                                << "); one retry in" << options.retryDelayMs << "ms";
    QTimer::singleShot(options.retryDelayMs, q,
                       [this, op, key, secret, done] { run(op, key, secret, done, true); });
    Q_EMIT q->retryScheduled(options.retryDelayMs);
}

SecretStore::SecretStore(QObject *parent) : SecretStore(Options{}, parent) {}

SecretStore::SecretStore(Options options, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>())
{
    d->q = this;
    d->options = std::move(options);
    d->probe = new KeychainProbe(this);
    connect(d->probe, &KeychainProbe::decided, this, [this] {
        const auto waiting = std::exchange(d->afterProbe, {});
        for (const auto &next : waiting)
            next();
    });
    if (d->options.forceSessionOnly)
        d->backend = Backend::SessionOnly;
}

SecretStore::~SecretStore() = default;

void SecretStore::read(const QString &key, Callback done)
{
    d->run(Op::Read, key, {}, std::move(done), false);
}

void SecretStore::write(const QString &key, const QString &secret, Callback done)
{
    d->run(Op::Write, key, secret, std::move(done), false);
}

void SecretStore::remove(const QString &key, Callback done)
{
    d->run(Op::Remove, key, {}, std::move(done), false);
}

SecretStore::Backend SecretStore::backend() const
{
    return d->backend;
}

QString SecretStore::notice() const
{
    return d->backend == Backend::SessionOnly ? sessionOnlyNotice() : QString();
}

QString SecretStore::service() const
{
    return d->options.service;
}

QString SecretStore::toolTokenKey(const QString &toolId)
{
    return QStringLiteral("tool/%1/token").arg(toolId);
}

QString SecretStore::profileKey(const QString &profileName, const QString &what)
{
    return QStringLiteral("profile/%1/%2").arg(profileName, what);
}

QString SecretStore::sessionOnlyNotice()
{
    return Tr::tr("No system keychain is available: passwords are kept for this session only and "
                  "will be asked again next time.");
}

} // namespace icsecrets
