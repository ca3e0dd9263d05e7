#pragma once
// One ic-panel window per user. The first panel holds a lock file and listens on a local socket
// ("ic-control-panel-<uid>"); both live in a folder only the user can enter: $XDG_RUNTIME_DIR
// when it is the user's own and private, else <temporary folder>/ic-control-panel-<uid>/ (made
// with mode 0700; refused when it exists and is anything else). Any later `ic-panel` — with
// packages to install or without — hands over to it and exits: the first offers the packages
// (pathsReceived) or just comes to the front (activationRequested). The lock, not the socket,
// decides who is first, so a second panel can never take over or remove the first one's
// socket; a lock left by a panel that crashed is taken over.
//
// Nothing another user made is trusted: a lock or socket file that is not the user's own (or a
// socket whose listener runs as someone else) is neither handed to nor taken as "another panel
// runs". The panel then runs on its own and message() says which file to remove.
//
// The exchange is one line each way: the paths as a JSON array of strings (empty: come to the
// front), then "ok".

#include "common/Result.h"

#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>

namespace icpanel {

class SingleInstance : public QObject
{
    Q_OBJECT
public:
    /// "ic-control-panel-<uid>" (the user name where there is no uid); $IC_PANEL_INSTANCE
    /// instead when set (tests that must not meet the user's own panel; may be a full path,
    /// whose folder is then the caller's choice).
    static QString defaultName();
    /// Where a name without a folder goes: $XDG_RUNTIME_DIR when it is a folder of this user's
    /// that nobody else may enter, else <temporary folder>/ic-control-panel-<uid> (made with
    /// mode 0700 when missing). An error ("instance.folder_unmade", "instance.folder_untrusted")
    /// saying why when that folder cannot be made or exists and is not a real folder of this
    /// user's with mode 0700.
    static ic::Result<QString> privateFolder();

    explicit SingleInstance(QString name = defaultName(), QObject *parent = nullptr);
    ~SingleInstance() override;

    const QString &name() const { return m_name; }
    /// The socket's full path and the lock file's; empty when there is no private folder.
    const QString &socketPath() const { return m_socketPath; }
    const QString &lockPath() const { return m_lockPath; }

    enum class Role {
        First,      // this panel runs; it listens for the others (see message())
        HandedOver, // another panel runs and took the request: exit
        Failed,     // another panel holds the lock but does not answer (message() says so)
    };
    /// Becomes the first panel, or hands `paths` (empty: "come to the front") to the one that
    /// is. Blocks up to `waitMs` while another panel is still starting: call before the event
    /// loop. After First, message() is non-empty when packages from other panels cannot be
    /// received: the socket could not be made, or there is no private folder, or a file in the
    /// way is not the user's (the panel runs on its own then; the message says what to do).
    Role claim(const QStringList &paths, int waitMs = 5000);
    QString message() const { return m_message; }
    bool isListening() const { return m_server.isListening(); }

    /// Hands `paths` to the running instance. True when one took them; false when none runs,
    /// it did not answer within `timeoutMs`, or its socket is not this user's. Blocks.
    bool sendToRunning(const QStringList &paths, int timeoutMs = 3000) const;

Q_SIGNALS:
    void pathsReceived(const QStringList &paths);
    /// Another `ic-panel` was started without packages: show the window.
    void activationRequested();

private:
    enum class Sent { Taken, NoAnswer, Untrusted };
    Sent handOver(const QStringList &paths, int timeoutMs, QString *untrusted) const;
    /// Empty when the lock and the socket are absent or this user's own; else what is wrong.
    QString foreignFiles() const;
    void listen();
    void onNewConnection();

    QString m_name;
    QString m_socketPath;
    QString m_lockPath;
    /// Why there is no private folder (socketPath() empty).
    QString m_folderProblem;
    std::unique_ptr<QLockFile> m_lock;
    QLocalServer m_server;
    QString m_message;
};

} // namespace icpanel
