#pragma once
// Where the panel keeps passwords: the OS keychain through QtKeychain (libsecret on Linux),
// with asynchronous jobs, keys namespaced under the service "ic-control-panel" (e.g.
// "profile/Demo/icrp-password") and no insecure fallback. A keyring that starts after the app
// gets one retry, unless the session bus says at once that no Secret Service is there at all
// (neither running nor activatable; or no session bus): then no retry. When no keychain is
// available at all, the store switches to a session-only in-memory map and says so (notice()); it
// never writes a secret to a file.

#include "secrets/SecretResult.h"

#include <QObject>
#include <QString>
#include <functional>
#include <memory>

namespace icsecrets {

class SecretStore : public QObject
{
    Q_OBJECT
public:
    enum class Backend { Keychain, SessionOnly };
    Q_ENUM(Backend)

    struct Options
    {
        QString service = QStringLiteral("ic-control-panel");
        /// Wait before the one retry of a job that found no keychain.
        int retryDelayMs = 1500;
        /// Start session-only without asking the keychain (for tests of the window).
        bool forceSessionOnly = false;
    };

    using Callback = std::function<void(const SecretResult &)>;

    explicit SecretStore(QObject *parent = nullptr);
    explicit SecretStore(Options options, QObject *parent = nullptr);
    ~SecretStore() override;

    /// Reads `key`; `done` runs exactly once, later, on this thread.
    void read(const QString &key, Callback done);
    /// Stores `secret` under `key` (replacing what was there).
    void write(const QString &key, const QString &secret, Callback done = {});
    /// Deletes `key`; deleting a key that is not there is ok.
    void remove(const QString &key, Callback done = {});

    Backend backend() const;
    bool isSessionOnly() const { return backend() == Backend::SessionOnly; }
    /// Empty while the keychain works; the sentence for the window once session-only.
    QString notice() const;
    QString service() const;

    /// "profile/<name>/<what>".
    static QString profileKey(const QString &profileName,
                              const QString &what = QStringLiteral("icrp-password"));
    /// "tool/<id>/token": the token an installed tool answers the panel's gateway with.
    static QString toolTokenKey(const QString &toolId);
    /// The sentence shown when the store is session-only.
    static QString sessionOnlyNotice();

Q_SIGNALS:
    /// The store switched to session-only (notice() holds the message).
    void backendChanged(icsecrets::SecretStore::Backend backend);
    /// A job found no keychain while a Secret Service may still come: it is tried once more
    /// in `delayMs`.
    void retryScheduled(int delayMs);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace icsecrets
