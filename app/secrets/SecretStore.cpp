#include "SecretStore.h"

#include <QHash>
#include <QTimer>

namespace icsecrets {

class SecretStore::Private
{
public:
    Options options;
    Backend backend = Backend::Keychain;
    QHash<QString, QString> memory;
};

SecretStore::SecretStore(QObject *parent) : SecretStore(Options{}, parent) {}

SecretStore::SecretStore(Options options, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>())
{
    d->options = std::move(options);
    if (d->options.forceSessionOnly)
        d->backend = Backend::SessionOnly;
}

SecretStore::~SecretStore() = default;

void SecretStore::read(const QString &key, Callback done)
{
    QTimer::singleShot(0, this, [this, key, done = std::move(done)] {
        SecretResult r;
        const auto it = d->memory.constFind(key);
        r.ok = it != d->memory.cend();
        r.notFound = !r.ok;
        if (r.ok)
            r.value = *it;
        if (done)
            done(r);
    });
}

void SecretStore::write(const QString &key, const QString &secret, Callback done)
{
    d->memory.insert(key, secret);
    QTimer::singleShot(0, this, [done = std::move(done)] {
        SecretResult r;
        r.ok = true;
        if (done)
            done(r);
    });
}

void SecretStore::remove(const QString &key, Callback done)
{
    d->memory.remove(key);
    QTimer::singleShot(0, this, [done = std::move(done)] {
        SecretResult r;
        r.ok = true;
        if (done)
            done(r);
    });
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

QString SecretStore::profileKey(const QString &profileName, const QString &what)
{
    return QStringLiteral("profile/%1/%2").arg(profileName, what);
}

QString SecretStore::sessionOnlyNotice()
{
    return tr("No system keychain is available: passwords are kept for this session only and "
              "will be asked again next time.");
}

} // namespace icsecrets
