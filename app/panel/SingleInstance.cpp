#include "panel/SingleInstance.h"
#include "panel/Tr.h"

#include "panel/PanelLog.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocalSocket>
#include <QThread>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace icpanel {

namespace {
/// A line longer than this is not a list of paths.
constexpr qint64 MaxMessageBytes = 256 * 1024;

#ifdef Q_OS_UNIX
/// $XDG_RUNTIME_DIR as the basedir spec wants it: a folder (a link to one will do) of this
/// user's that nobody else may enter.
bool instanceRuntimeDirIsPrivate(const QString &path)
{
    struct stat info
    {
    };
    return QFileInfo(path).isAbsolute() &&
           ::stat(QFile::encodeName(path).constData(), &info) == 0 && S_ISDIR(info.st_mode) &&
           info.st_uid == ::getuid() && (info.st_mode & 077) == 0;
}

/// Empty when `path` does not exist, or is this user's own file of `type` (S_IFREG, S_IFSOCK);
/// else what is wrong with it, for the user.
QString instanceFileProblem(const QString &path, mode_t type)
{
    struct stat info
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0) {
        const int error = errno;
        if (error == ENOENT)
            return {};
        return Tr::tr("ic-panel cannot check %1 (%2). This panel runs on its own and cannot take "
                      "packages from other ic-panels.")
            .arg(path, qt_error_string(error));
    }
    if (info.st_uid != ::getuid()) {
        return Tr::tr("%1 belongs to another user (user id %2), not to you: ic-panel does not "
                      "trust it, since someone may be trying to pass for your panel. This panel "
                      "runs on its own and cannot take packages from other ic-panels. Remove the "
                      "file (as its owner or as root), then start ic-panel again.")
            .arg(path)
            .arg(info.st_uid);
    }
    if ((info.st_mode & S_IFMT) != type) {
        return Tr::tr("%1 is not a file ic-panel made, so ic-panel does not trust it. This panel "
                      "runs on its own and cannot take packages from other ic-panels. Remove it, "
                      "then start ic-panel again.")
            .arg(path);
    }
    return {};
}

/// Whether the process at the other end of `socket` runs as this user (Linux tells; elsewhere
/// the socket file's owner, checked before, has to do).
bool instancePeerIsThisUser(const QLocalSocket &socket)
{
#ifdef Q_OS_LINUX
    struct ucred peer
    {
    };
    socklen_t size = sizeof peer;
    if (::getsockopt(int(socket.socketDescriptor()), SOL_SOCKET, SO_PEERCRED, &peer, &size) != 0)
        return false;
    return peer.uid == ::getuid();
#else
    Q_UNUSED(socket);
    return true;
#endif
}
#endif
} // namespace

QString SingleInstance::defaultName()
{
    const QString forced = qEnvironmentVariable("IC_PANEL_INSTANCE");
    if (!forced.isEmpty())
        return forced;
#ifdef Q_OS_UNIX
    return QStringLiteral("ic-control-panel-%1").arg(::getuid());
#else
    return QStringLiteral("ic-control-panel-%1").arg(qEnvironmentVariable("USERNAME"));
#endif
}

ic::Result<QString> SingleInstance::privateFolder()
{
#ifdef Q_OS_UNIX
    const QString fallback =
        QDir(QDir::tempPath()).filePath(QStringLiteral("ic-control-panel-%1").arg(::getuid()));
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty()) {
        if (instanceRuntimeDirIsPrivate(runtime))
            return QDir::cleanPath(runtime);
        qCWarning(lcPanel).noquote() << "XDG_RUNTIME_DIR" << runtime
                                     << "is not a folder of this user's that only they can open; "
                                        "the single-instance lock and socket go into"
                                     << fallback;
    }
    // Made here with mode 0700 (and set again: the umask may have taken bits); found, it must be
    // the same: a real folder (no link), this user's, nobody else's rights.
    const QByteArray path = QFile::encodeName(fallback);
    if (::mkdir(path.constData(), 0700) == 0) {
        ::chmod(path.constData(), 0700);
    } else if (const int error = errno; error != EEXIST) {
        return ic::Error{QStringLiteral("instance.folder_unmade"),
                         Tr::tr("Cannot make the folder %1 (%2), so ic-panel cannot make sure that "
                                "only one panel runs. This panel runs on its own.")
                             .arg(fallback, qt_error_string(error))};
    }
    struct stat info
    {
    };
    if (::lstat(path.constData(), &info) == 0 && S_ISDIR(info.st_mode) &&
        info.st_uid == ::getuid() && (info.st_mode & 07777) == 0700)
        return fallback;
    return ic::Error{QStringLiteral("instance.folder_untrusted"),
                     Tr::tr("%1 is not a folder of yours that only you can open (a folder, not a "
                            "link, owned by you, with mode 0700), so ic-panel does not trust what "
                            "is in it. This panel runs on its own and cannot take packages from "
                            "other ic-panels. Remove it, then start ic-panel again.")
                         .arg(fallback)};
#else
    return QDir::tempPath();
#endif
}

SingleInstance::SingleInstance(QString name, QObject *parent)
    : QObject(parent), m_name(std::move(name))
{
#ifdef Q_OS_UNIX
    if (QFileInfo(m_name).isAbsolute()) {
        m_socketPath = m_name;
    } else if (const auto folder = privateFolder(); folder) {
        m_socketPath = QDir(*folder).filePath(m_name);
    } else {
        m_folderProblem = folder.error().message;
    }
    if (!m_socketPath.isEmpty())
        m_lockPath = m_socketPath + QStringLiteral(".lock");
#else
    m_socketPath = m_name; // a named pipe of the user's session
    m_lockPath =
        (QFileInfo(m_name).isAbsolute() ? m_name : QDir(QDir::tempPath()).filePath(m_name)) +
        QStringLiteral(".lock");
#endif
    if (!m_lockPath.isEmpty()) {
        m_lock = std::make_unique<QLockFile>(m_lockPath);
        // Only a panel that is gone leaves a lock behind; a running one never gives it up.
        m_lock->setStaleLockTime(0);
    }
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    connect(&m_server, &QLocalServer::newConnection, this, &SingleInstance::onNewConnection);
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::foreignFiles() const
{
#ifdef Q_OS_UNIX
    if (QString why = instanceFileProblem(m_lockPath, S_IFREG); !why.isEmpty())
        return why;
    return instanceFileProblem(m_socketPath, S_IFSOCK);
#else
    return {};
#endif
}

SingleInstance::Role SingleInstance::claim(const QStringList &paths, int waitMs)
{
    m_message.clear();
    const auto alone = [this](const QString &why) {
        m_message = why;
        qCWarning(lcPanel).noquote() << why;
        return Role::First;
    };
    if (!m_lock)
        return alone(m_folderProblem);
    // A file another user planted is never taken for a running panel, nor is it handed to.
    if (const QString why = foreignFiles(); !why.isEmpty())
        return alone(why);
    if (m_lock->tryLock(0)) {
        listen();
        return Role::First;
    }
    // Another panel holds the lock; it may still be starting and not listen yet.
    const QDeadlineTimer deadline(waitMs);
    do {
        QString untrusted;
        switch (handOver(paths, int(qMax<qint64>(100, deadline.remainingTime())), &untrusted)) {
        case Sent::Taken:
            return Role::HandedOver;
        case Sent::Untrusted:
            return alone(untrusted);
        case Sent::NoAnswer:
            break;
        }
        QThread::msleep(100);
        if (m_lock->tryLock(0)) { // it quit meanwhile
            listen();
            return Role::First;
        }
    } while (!deadline.hasExpired());
    qint64 pid = 0;
    QString host;
    QString application;
    m_lock->getLockInfo(&pid, &host, &application);
    m_message = Tr::tr("Another ic-panel (process %1) is running but does not answer. Close it "
                       "(or end that process), then start ic-panel again.")
                    .arg(pid);
    return Role::Failed;
}

void SingleInstance::listen()
{
#ifdef Q_OS_UNIX
    if (const QString why = instanceFileProblem(m_socketPath, S_IFSOCK); !why.isEmpty()) {
        m_message = why;
        return;
    }
#endif
    // We hold the lock: a socket of ours under the name is a crashed panel's leftover.
    QLocalServer::removeServer(m_socketPath);
    if (!m_server.listen(m_socketPath)) {
        m_message =
            Tr::tr("Cannot take packages from other ic-panels: %1").arg(m_server.errorString());
    }
}

bool SingleInstance::sendToRunning(const QStringList &paths, int timeoutMs) const
{
    return handOver(paths, timeoutMs, nullptr) == Sent::Taken;
}

SingleInstance::Sent SingleInstance::handOver(const QStringList &paths, int timeoutMs,
                                              QString *untrusted) const
{
    if (m_socketPath.isEmpty())
        return Sent::NoAnswer;
#ifdef Q_OS_UNIX
    if (QString why = instanceFileProblem(m_socketPath, S_IFSOCK); !why.isEmpty()) {
        if (untrusted)
            *untrusted = std::move(why);
        return Sent::Untrusted;
    }
#endif
    QLocalSocket socket;
    socket.connectToServer(m_socketPath);
    if (!socket.waitForConnected(timeoutMs))
        return Sent::NoAnswer;
#ifdef Q_OS_UNIX
    if (!instancePeerIsThisUser(socket)) {
        socket.abort();
        if (untrusted)
            *untrusted = Tr::tr("The program listening on %1 runs as another user: ic-panel does "
                                "not hand anything to it. This panel runs on its own and cannot "
                                "take packages from other ic-panels. End that program (or remove "
                                "the file), then start ic-panel again.")
                             .arg(m_socketPath);
        return Sent::Untrusted;
    }
#endif
    const QByteArray line =
        QJsonDocument(QJsonArray::fromStringList(paths)).toJson(QJsonDocument::Compact) + '\n';
    socket.write(line);
    if (!socket.waitForBytesWritten(timeoutMs))
        return Sent::NoAnswer;
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(timeoutMs))
            return Sent::NoAnswer;
    }
    return socket.readLine().trimmed() == "ok" ? Sent::Taken : Sent::NoAnswer;
}

void SingleInstance::onNewConnection()
{
    while (QLocalSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
#ifdef Q_OS_UNIX
        // The socket is the user's alone (mode 0700, in a private folder); root aside, nobody
        // else can connect. Should someone, they are not listened to.
        if (!instancePeerIsThisUser(*socket)) {
            qCWarning(lcPanel) << "a process of another user connected to the single-instance "
                                  "socket: ignored";
            socket->abort();
            continue;
        }
#endif
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > MaxMessageBytes)
                    socket->abort();
                return;
            }
            const QJsonDocument doc = QJsonDocument::fromJson(socket->readLine());
            if (!doc.isArray()) {
                socket->abort();
                return;
            }
            QStringList paths;
            for (const QJsonValue &value : doc.array()) {
                if (value.isString())
                    paths << value.toString();
            }
            socket->write("ok\n");
            socket->disconnectFromServer();
            if (paths.isEmpty()) {
                qCInfo(lcPanel) << "another ic-panel was started: showing the window";
                Q_EMIT activationRequested();
            } else {
                qCInfo(lcPanel) << "another ic-panel handed over" << paths.size() << "package(s)";
                Q_EMIT pathsReceived(paths);
            }
        });
    }
}

} // namespace icpanel
