// One ic-panel per user, with real ic-panel processes (issue 9, defect 5): a second
// `ic-panel --demo` used to open a second window, take over the first one's socket and remove
// it on exit, so `ic-panel tool.icpkg` then opened a third, unconnected panel. Each process runs
// the real window on the offscreen platform, with this test's own runtime folder
// (XDG_RUNTIME_DIR), settings and tools folder: a panel the user runs beside the tests is never
// met.
//
// And the hand-over is safe (issue 25): the lock and the socket live in the user's private
// runtime folder (or a 0700 folder of the user's in the temporary folder), never loose in /tmp,
// and a lock or socket another user planted neither fools the owner's panel into handing its
// packages over and exiting, nor locks it out. Those tests plant files owned by uid 65534
// (nobody), so they need root (as CI runs them).

#include "PanelTestSupport.h"

#include "panel/SingleInstance.h"

#include <QDir>
#include <QLockFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <optional>
#include <utility>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

using icpanel::SingleInstance;

namespace {

constexpr uid_t kNobody = 65534;

#define REQUIRE_ROOT()                                                                             \
    do {                                                                                           \
        if (::geteuid() != 0)                                                                      \
            QSKIP("Needs root to plant files owned by another user (chown to uid 65534); CI "      \
                  "runs the tests as root.");                                                      \
    } while (false)

/// A stand-in for a running panel: a Unix socket listener in a forked child that answers "ok"
/// to every line, as a panel does, and tells this process about each line it took. With
/// `listenAs`, it binds as this process's user (the socket file is ours) and then listens as
/// that user.
class ForkedListener
{
public:
    ForkedListener() = default;
    ForkedListener(const ForkedListener &) = delete;
    ForkedListener &operator=(const ForkedListener &) = delete;
    ~ForkedListener() { stop(); }

    bool start(const QString &path, uid_t listenAs = uid_t(-1))
    {
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const QByteArray encoded = QFile::encodeName(path);
        if (encoded.size() >= qsizetype(sizeof address.sun_path))
            return false;
        std::memcpy(address.sun_path, encoded.constData(), size_t(encoded.size()));
        int ready[2];
        int report[2];
        if (::pipe2(ready, O_CLOEXEC) != 0)
            return false;
        if (::pipe2(report, O_CLOEXEC) != 0) {
            ::close(ready[0]);
            ::close(ready[1]);
            return false;
        }
        m_pid = ::fork();
        if (m_pid == 0) {
            // Only async-signal-safe calls from here on: this process has threads.
            const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
            if (fd < 0 ||
                ::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0)
                ::_exit(2);
            if (listenAs != uid_t(-1) && (::setgid(listenAs) != 0 || ::setuid(listenAs) != 0))
                ::_exit(3);
            if (::listen(fd, 8) != 0 || ::write(ready[1], "r", 1) != 1)
                ::_exit(4);
            for (;;) {
                const int client = ::accept(fd, nullptr, nullptr);
                if (client < 0)
                    continue;
                char buffer[4096];
                bool line = false;
                ssize_t n = 0;
                while (!line && (n = ::read(client, buffer, sizeof buffer)) > 0)
                    line = std::memchr(buffer, '\n', size_t(n)) != nullptr;
                if (line && ::write(client, "ok\n", 3) == 3) {
                    const bool reported = ::write(report[1], "l", 1) == 1;
                    (void)reported;
                }
                ::close(client);
            }
        }
        ::close(ready[1]);
        ::close(report[1]);
        if (m_pid < 0) {
            ::close(ready[0]);
            ::close(report[0]);
            return false;
        }
        m_report = report[0];
        ::fcntl(m_report, F_SETFL, O_NONBLOCK);
        char byte = 0;
        ssize_t n = 0;
        do {
            n = ::read(ready[0], &byte, 1);
        } while (n < 0 && errno == EINTR);
        ::close(ready[0]);
        return n == 1;
    }

    /// The lines it took (and answered "ok" to) so far.
    int linesTaken()
    {
        char buffer[64];
        ssize_t n = 0;
        while (m_report >= 0 && (n = ::read(m_report, buffer, sizeof buffer)) > 0)
            m_taken += int(n);
        return m_taken;
    }

    void stop()
    {
        if (m_pid > 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
            m_pid = -1;
        }
        if (m_report >= 0) {
            ::close(m_report);
            m_report = -1;
        }
    }

private:
    pid_t m_pid = -1;
    int m_report = -1;
    int m_taken = 0;
};

/// Writes a file at `path` and gives it to `owner`. As a lock file it names no process, so it
/// is never stale: a panel that trusted it would wait for its owner for good.
bool plantFile(const QString &path, uid_t owner)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write("planted by another user\n") > 0 &&
           file.flush() && ::chown(QFile::encodeName(path).constData(), owner, owner) == 0;
}

/// The permission bits and owner of `path` itself (not what a link points to).
struct FileMode
{
    bool exists = false;
    mode_t type = 0;
    mode_t mode = 0;
    uid_t owner = 0;
};
FileMode fileMode(const QString &path)
{
    struct stat info
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0)
        return {};
    return {true, mode_t(info.st_mode & S_IFMT), mode_t(info.st_mode & 07777), info.st_uid};
}

} // namespace

class TestSingleInstance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void secondPanelHandsOverAndLeavesTheFirstReachable();
    void panelThatCrashedIsReplaced();

    void lockAndSocketAreInThePrivateRuntimeFolder();
    void withoutPrivateRuntimeFolderAFolderOfItsOwnIsMade();
    void foldersThatAreNotPrivateAreRefused();
    void folderOfAnotherUserIsRefused();
    void plantedLockAndSocketDoNotFoolTheOwner();
    void plantedLockDoesNotLockTheOwnerOut();
    void listenerOfAnotherUserIsNotHandedTo();
    void panelRunsDespitePlantedFiles();

private:
    /// A running ic-panel with `args`; its output collects in out()/err().
    struct Run
    {
        std::unique_ptr<QProcess> process;
        QString out;
        QString err;
    };
    std::unique_ptr<Run> start(const QStringList &args);
    /// Runs ic-panel to its end; false when it did not end in time.
    bool runToEnd(Run &run);
    /// Starts the first panel and waits until it is connected to its demo game.
    std::unique_ptr<Run> startFirst();

    /// The runtime folder of this test's panels (mode 0700), and the temporary folder they get.
    QString runtimeDir() const { return m_dir->filePath(QStringLiteral("run")); }
    QString tempDir() const { return m_dir->filePath(QStringLiteral("tmp")); }
    /// Where the default single instance of this user lives in `folder`.
    static QString defaultSocketIn(const QString &folder)
    {
        return QDir(folder).filePath(QStringLiteral("ic-control-panel-%1").arg(::getuid()));
    }
    /// Sets (or, with a null value, removes) an environment variable of this process until
    /// cleanup().
    void setEnv(const char *name, const QString &value);

    std::unique_ptr<QTemporaryDir> m_dir;
    QList<std::pair<QByteArray, std::optional<QByteArray>>> m_savedEnv;
};

void TestSingleInstance::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    // The command line wants an existing file; the first panel only has to receive its name.
    QFile package(m_dir->filePath(QStringLiteral("tool.icpkg")));
    QVERIFY(package.open(QIODevice::WriteOnly));
    QVERIFY(QDir().mkpath(runtimeDir()) && QDir().mkpath(tempDir()));
    QVERIFY(::chmod(QFile::encodeName(runtimeDir()).constData(), 0700) == 0);
}

void TestSingleInstance::cleanup()
{
    for (auto it = m_savedEnv.crbegin(); it != m_savedEnv.crend(); ++it) {
        if (it->second)
            qputenv(it->first.constData(), *it->second);
        else
            qunsetenv(it->first.constData());
    }
    m_savedEnv.clear();
    m_dir.reset();
}

void TestSingleInstance::setEnv(const char *name, const QString &value)
{
    m_savedEnv.append({QByteArray(name), qEnvironmentVariableIsSet(name)
                                             ? std::optional<QByteArray>(qgetenv(name))
                                             : std::nullopt});
    if (value.isNull())
        qunsetenv(name);
    else
        qputenv(name, QFile::encodeName(value));
}

std::unique_ptr<TestSingleInstance::Run> TestSingleInstance::start(const QStringList &args)
{
    auto run = std::make_unique<Run>();
    run->process = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // The default instance name, in a runtime and a temporary folder of this test's: never the
    // user's own panel, and nothing of it in the shared temporary folder.
    env.remove(QStringLiteral("IC_PANEL_INSTANCE"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtimeDir());
    env.insert(QStringLiteral("TMPDIR"), tempDir());
    env.insert(QStringLiteral("IC_TOOLS_DIR"), m_dir->filePath(QStringLiteral("tools")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir->filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    run->process->setProcessEnvironment(env);
    Run *r = run.get();
    connect(r->process.get(), &QProcess::readyReadStandardOutput, this,
            [r] { r->out += QString::fromUtf8(r->process->readAllStandardOutput()); });
    connect(r->process.get(), &QProcess::readyReadStandardError, this,
            [r] { r->err += QString::fromUtf8(r->process->readAllStandardError()); });
    // The overlay host on a free port: the tests never meet a panel of the user's.
    r->process->start(QStringLiteral(IC_PANEL_PATH),
                      args + QStringList{QStringLiteral("--host-port"), QStringLiteral("0")});
    if (!r->process->waitForStarted(10000))
        return nullptr;
    return run;
}

bool TestSingleInstance::runToEnd(Run &run)
{
    return QTest::qWaitFor([&run] { return run.process->state() == QProcess::NotRunning; }, 15000);
}

std::unique_ptr<TestSingleInstance::Run> TestSingleInstance::startFirst()
{
    auto first = start({QStringLiteral("--demo")});
    if (!first)
        return nullptr;
    Run *r = first.get();
    if (!QTest::qWaitFor([r] { return r->err.contains(QLatin1String("Connected to")); }, 20000))
        return nullptr;
    return first;
}

void TestSingleInstance::secondPanelHandsOverAndLeavesTheFirstReachable()
{
    PANEL_REQUIRE_TEST_SESSION();
    auto first = startFirst();
    QVERIFY(first);
    // Its lock and socket are in its runtime folder; nothing went to the temporary folder.
    const QString socket = defaultSocketIn(runtimeDir());
    QCOMPARE(fileMode(socket).type, mode_t(S_IFSOCK));
    QCOMPARE(fileMode(socket + QStringLiteral(".lock")).type, mode_t(S_IFREG));
    QVERIFY2(QDir(tempDir())
                 .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)
                 .filter(QStringLiteral("ic-control-panel"))
                 .isEmpty(),
             qPrintable(QDir(tempDir()).entryList().join(QLatin1Char(' '))));

    // A second `ic-panel --demo` brings the first to the front and exits.
    auto second = start({QStringLiteral("--demo")});
    QVERIFY(second);
    QVERIFY2(runToEnd(*second), qPrintable(second->out + second->err));
    QCOMPARE(second->process->exitCode(), 0);
    QVERIFY2(second->out.contains(QLatin1String("already running")), qPrintable(second->out));
    QTRY_VERIFY2(first->err.contains(QLatin1String("showing the window")), qPrintable(first->err));

    // After it has gone, a package still reaches the first panel.
    auto third = start({m_dir->filePath(QStringLiteral("tool.icpkg"))});
    QVERIFY(third);
    QVERIFY2(runToEnd(*third), qPrintable(third->out + third->err));
    QCOMPARE(third->process->exitCode(), 0);
    QVERIFY2(third->out.contains(QLatin1String("handed to it")), qPrintable(third->out));
    QTRY_VERIFY2(first->err.contains(QLatin1String("handed over 1 package(s)")),
                 qPrintable(first->err));
    QCOMPARE(first->process->state(), QProcess::Running);

    first->process->terminate();
    QVERIFY(first->process->waitForFinished(10000));
}

void TestSingleInstance::panelThatCrashedIsReplaced()
{
    PANEL_REQUIRE_TEST_SESSION();
    auto crashed = startFirst();
    QVERIFY(crashed);
    crashed->process->kill(); // leaves its lock file and its socket behind
    QVERIFY(crashed->process->waitForFinished(10000));
    QVERIFY(QFileInfo::exists(defaultSocketIn(runtimeDir())));

    auto next = startFirst(); // runs, rather than handing over to nobody
    QVERIFY(next);
    auto handing = start({m_dir->filePath(QStringLiteral("tool.icpkg"))});
    QVERIFY(handing);
    QVERIFY2(runToEnd(*handing), qPrintable(handing->out + handing->err));
    QCOMPARE(handing->process->exitCode(), 0);
    QTRY_VERIFY2(next->err.contains(QLatin1String("handed over 1 package(s)")),
                 qPrintable(next->err));
    next->process->terminate();
    QVERIFY(next->process->waitForFinished(10000));
}

// The default instance under a private XDG_RUNTIME_DIR: both files there, the socket for the
// user alone.
void TestSingleInstance::lockAndSocketAreInThePrivateRuntimeFolder()
{
    setEnv("IC_PANEL_INSTANCE", QString());
    setEnv("XDG_RUNTIME_DIR", runtimeDir());
    setEnv("TMPDIR", tempDir());
    SingleInstance instance;
    QCOMPARE(instance.name(), QStringLiteral("ic-control-panel-%1").arg(::getuid()));
    QCOMPARE(instance.socketPath(), defaultSocketIn(runtimeDir()));
    QCOMPARE(instance.lockPath(), defaultSocketIn(runtimeDir()) + QStringLiteral(".lock"));
    QCOMPARE(instance.claim({}), SingleInstance::Role::First);
    QVERIFY2(instance.isListening() && instance.message().isEmpty(),
             qPrintable(instance.message()));
    const FileMode socket = fileMode(instance.socketPath());
    QCOMPARE(socket.type, mode_t(S_IFSOCK));
    QCOMPARE(socket.owner, ::getuid());
    QCOMPARE(socket.mode & 077, mode_t(0)); // UserAccessOption
    QCOMPARE(fileMode(instance.lockPath()).type, mode_t(S_IFREG));
    QVERIFY(QDir(tempDir()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System));
}

// No XDG_RUNTIME_DIR, or one others may enter: a 0700 folder of the user's in the temporary
// folder.
void TestSingleInstance::withoutPrivateRuntimeFolderAFolderOfItsOwnIsMade()
{
    setEnv("IC_PANEL_INSTANCE", QString());
    setEnv("TMPDIR", tempDir());
    const QString own = defaultSocketIn(tempDir()); // <tmp>/ic-control-panel-<uid>
    const QString open = m_dir->filePath(QStringLiteral("open"));
    QVERIFY(QDir().mkpath(open));
    QVERIFY(::chmod(QFile::encodeName(open).constData(), 0755) == 0);
    for (const QString &runtime : {QString(), open}) {
        setEnv("XDG_RUNTIME_DIR", runtime);
        const auto found = SingleInstance::privateFolder();
        QVERIFY2(found, qPrintable(found ? QString() : found.error().message));
        QCOMPARE(*found, own);
        const FileMode folder = fileMode(own);
        QCOMPARE(folder.type, mode_t(S_IFDIR));
        QCOMPARE(folder.mode, mode_t(0700));
        QCOMPARE(folder.owner, ::getuid());
    }
    SingleInstance instance;
    QCOMPARE(instance.socketPath(), QDir(own).filePath(instance.name()));
    QCOMPARE(instance.claim({}), SingleInstance::Role::First);
    QVERIFY2(instance.isListening(), qPrintable(instance.message()));
    QVERIFY(QDir(open).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System));
}

// The folder in the temporary folder is used only when it is a real folder of the user's with
// mode 0700: a link, or one others may enter, is refused, and the panel runs on its own and says
// to remove it.
void TestSingleInstance::foldersThatAreNotPrivateAreRefused()
{
    setEnv("IC_PANEL_INSTANCE", QString());
    setEnv("XDG_RUNTIME_DIR", QString());
    setEnv("TMPDIR", tempDir());
    const QString own = defaultSocketIn(tempDir());
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(elsewhere));
    QVERIFY(::chmod(QFile::encodeName(elsewhere).constData(), 0700) == 0);

    // A link, even to a private folder of the user's.
    QVERIFY(QFile::link(elsewhere, own));
    auto refused = SingleInstance::privateFolder();
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, QStringLiteral("instance.folder_untrusted"));
    const QString problem = refused.error().message;
    QVERIFY2(problem.contains(own) && problem.contains(QLatin1String("Remove it")),
             qPrintable(problem));
    {
        SingleInstance instance;
        QCOMPARE(instance.socketPath(), QString());
        QCOMPARE(instance.claim({m_dir->filePath(QStringLiteral("tool.icpkg"))}),
                 SingleInstance::Role::First);
        QVERIFY(!instance.isListening());
        QCOMPARE(instance.message(), problem);
    }
    QVERIFY(QDir(elsewhere).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System));

    // A real folder of the user's that others may enter.
    QVERIFY(QFile::remove(own));
    QVERIFY(QDir().mkpath(own));
    QVERIFY(::chmod(QFile::encodeName(own).constData(), 0755) == 0);
    refused = SingleInstance::privateFolder();
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(own), qPrintable(refused.error().message));
    QCOMPARE(fileMode(own).mode, mode_t(0755)); // refused, not changed
}

void TestSingleInstance::folderOfAnotherUserIsRefused()
{
    REQUIRE_ROOT();
    setEnv("IC_PANEL_INSTANCE", QString());
    setEnv("XDG_RUNTIME_DIR", runtimeDir());
    setEnv("TMPDIR", tempDir());
    // A runtime folder of another user's is not used …
    QVERIFY(::chown(QFile::encodeName(runtimeDir()).constData(), kNobody, kNobody) == 0);
    // … nor is a folder of another user's where the panel's own would be.
    const QString own = defaultSocketIn(tempDir());
    QVERIFY(QDir().mkpath(own));
    QVERIFY(::chmod(QFile::encodeName(own).constData(), 0700) == 0);
    QVERIFY(::chown(QFile::encodeName(own).constData(), kNobody, kNobody) == 0);
    const auto refused = SingleInstance::privateFolder();
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(own), qPrintable(refused.error().message));
    SingleInstance instance;
    QCOMPARE(instance.claim({}), SingleInstance::Role::First);
    QVERIFY(!instance.isListening());
    QVERIFY(QDir(own).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System));
}

// Another user planted a lock and a listening socket where the owner's panel looks (the tests
// plant them in the runtime folder; a real attacker could only in a folder others may write,
// as /tmp was). The owner's panel hands nothing over and does not exit: it runs and says what
// to remove.
void TestSingleInstance::plantedLockAndSocketDoNotFoolTheOwner()
{
    REQUIRE_ROOT();
    setEnv("IC_PANEL_INSTANCE", QString());
    setEnv("XDG_RUNTIME_DIR", runtimeDir());
    const QString socket = defaultSocketIn(runtimeDir());
    const QString lock = socket + QStringLiteral(".lock");
    ForkedListener planted;
    QVERIFY(planted.start(socket));
    QVERIFY(::chown(QFile::encodeName(socket).constData(), kNobody, kNobody) == 0);
    QVERIFY(plantFile(lock, kNobody));

    SingleInstance owner;
    QCOMPARE(owner.socketPath(), socket);
    const QString package = m_dir->filePath(QStringLiteral("tool.icpkg"));
    QCOMPARE(owner.claim({package}, 2000), SingleInstance::Role::First);
    QVERIFY2(owner.message().contains(lock) &&
                 owner.message().contains(QLatin1String("another user")) &&
                 owner.message().contains(QLatin1String("Remove the file")),
             qPrintable(owner.message()));
    QVERIFY(!owner.sendToRunning({package}, 2000));
    QCOMPARE(planted.linesTaken(), 0);
    // Neither file was touched.
    QCOMPARE(fileMode(socket).owner, kNobody);
    QCOMPARE(fileMode(lock).owner, kNobody);

    // The socket alone is not trusted either.
    QVERIFY(QFile::remove(lock));
    SingleInstance again;
    QCOMPARE(again.claim({package}, 2000), SingleInstance::Role::First);
    QVERIFY2(again.message().contains(socket) && !again.message().contains(lock),
             qPrintable(again.message()));
    QCOMPARE(planted.linesTaken(), 0);
    QCOMPARE(fileMode(socket).owner, kNobody);
}

// A lock another user planted, with no panel behind it, used to keep the owner's panel out
// ("another ic-panel is running but does not answer") for good.
void TestSingleInstance::plantedLockDoesNotLockTheOwnerOut()
{
    REQUIRE_ROOT();
    setEnv("IC_PANEL_INSTANCE", QString());
    setEnv("XDG_RUNTIME_DIR", runtimeDir());
    const QString lock = defaultSocketIn(runtimeDir()) + QStringLiteral(".lock");
    QVERIFY(plantFile(lock, kNobody));
    SingleInstance owner;
    QCOMPARE(owner.claim({}, 2000), SingleInstance::Role::First);
    QVERIFY2(owner.message().contains(lock) &&
                 owner.message().contains(QLatin1String("runs on its own")),
             qPrintable(owner.message()));
    QCOMPARE(fileMode(lock).owner, kNobody);
}

// The socket file is the user's, but the program listening on it runs as another user: the
// peer's credentials are checked, nothing is handed over.
void TestSingleInstance::listenerOfAnotherUserIsNotHandedTo()
{
    REQUIRE_ROOT();
#ifndef Q_OS_LINUX
    QSKIP("The listener's user is checked on Linux (SO_PEERCRED)");
#endif
    setEnv("IC_PANEL_INSTANCE", QString());
    setEnv("XDG_RUNTIME_DIR", runtimeDir());
    const QString socket = defaultSocketIn(runtimeDir());
    // A lock held by a live process of the user's (this one): the panel tries to hand over.
    QLockFile held(socket + QStringLiteral(".lock"));
    QVERIFY(held.tryLock(0));
    ForkedListener other;
    QVERIFY(other.start(socket, kNobody));
    QCOMPARE(fileMode(socket).owner, ::getuid());

    SingleInstance owner;
    const QString package = m_dir->filePath(QStringLiteral("tool.icpkg"));
    QCOMPARE(owner.claim({package}, 2000), SingleInstance::Role::First);
    QVERIFY2(owner.message().contains(socket) &&
                 owner.message().contains(QLatin1String("runs as another user")),
             qPrintable(owner.message()));
    QVERIFY(!owner.sendToRunning({package}, 2000));
    QCOMPARE(other.linesTaken(), 0);

    // The same listener as the user's own takes the package: the check is the listener's user.
    other.stop();
    QVERIFY(QFile::remove(socket));
    ForkedListener own;
    QVERIFY(own.start(socket));
    SingleInstance second;
    QCOMPARE(second.claim({package}, 2000), SingleInstance::Role::HandedOver);
    QTRY_COMPARE(own.linesTaken(), 1);
}

// The real ic-panel with files another user planted in its runtime folder: it does not exit
// with "already running", it runs (its overlay host starts) and says which file to remove.
void TestSingleInstance::panelRunsDespitePlantedFiles()
{
    REQUIRE_ROOT();
    PANEL_REQUIRE_TEST_SESSION();
    const QString socket = defaultSocketIn(runtimeDir());
    ForkedListener planted;
    QVERIFY(planted.start(socket));
    QVERIFY(::chown(QFile::encodeName(socket).constData(), kNobody, kNobody) == 0);
    QVERIFY(plantFile(socket + QStringLiteral(".lock"), kNobody));

    auto owner = start({});
    QVERIFY(owner);
    Run *r = owner.get();
    QTRY_VERIFY2_WITH_TIMEOUT(r->out.contains(QLatin1String("Overlay host listening")) ||
                                  r->process->state() == QProcess::NotRunning,
                              qPrintable(r->out + r->err), 20000);
    QCOMPARE(r->process->state(), QProcess::Running);
    QVERIFY2(!r->out.contains(QLatin1String("already running")), qPrintable(r->out));
    QVERIFY(r->out.contains(QLatin1String("Overlay host listening")));
    QVERIFY2(r->err.contains(socket + QStringLiteral(".lock")) &&
                 r->err.contains(QLatin1String("Remove the file")),
             qPrintable(r->err));
    QCOMPARE(planted.linesTaken(), 0);
    r->process->terminate();
    QVERIFY(r->process->waitForFinished(10000));
}

PANEL_TEST_MAIN(TestSingleInstance)
#include "TestSingleInstance.moc"
