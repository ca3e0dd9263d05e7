#pragma once
// One ic-panel window per user. The first panel holds a lock file and listens on a local socket
// named per user ("ic-control-panel-<uid>"). Any later `ic-panel` — with packages to install or
// without — hands over to it and exits: the first offers the packages (pathsReceived) or just
// comes to the front (activationRequested). The lock, not the socket, decides who is first, so
// a second panel can never take over or remove the first one's socket; a lock left by a panel
// that crashed is taken over.
//
// The exchange is one line each way: the paths as a JSON array of strings (empty: come to the
// front), then "ok".

#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QStringList>

namespace icpanel {

class SingleInstance : public QObject
{
    Q_OBJECT
public:
    /// "ic-control-panel-<uid>" (the user name where there is no uid); $IC_PANEL_INSTANCE
    /// instead when set (tests that must not meet the user's own panel; may be a full path).
    static QString defaultName();

    explicit SingleInstance(QString name = defaultName(), QObject *parent = nullptr);

    const QString &name() const { return m_name; }

    enum class Role {
        First,      // this panel runs; it listens for the others
        HandedOver, // another panel runs and took the request: exit
        Failed,     // another panel holds the lock but does not answer (message() says so)
    };
    /// Becomes the first panel, or hands `paths` (empty: "come to the front") to the one that
    /// is. Blocks up to `waitMs` while another panel is still starting: call before the event
    /// loop. After First, message() is non-empty when packages from other panels cannot be
    /// received (the socket could not be made).
    Role claim(const QStringList &paths, int waitMs = 5000);
    QString message() const { return m_message; }
    bool isListening() const { return m_server.isListening(); }

    /// Hands `paths` to the running instance. True when one took them; false when none runs
    /// (or it did not answer within `timeoutMs`). Blocks.
    bool sendToRunning(const QStringList &paths, int timeoutMs = 3000) const;

Q_SIGNALS:
    void pathsReceived(const QStringList &paths);
    /// Another `ic-panel` was started without packages: show the window.
    void activationRequested();

private:
    void listen();
    void onNewConnection();

    QString m_name;
    QLockFile m_lock;
    QLocalServer m_server;
    QString m_message;
};

} // namespace icpanel
