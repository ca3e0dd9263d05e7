// Tf2FileConnector in a shared folder where someone planted things under the protocol's names
// (real links, named pipes and files in a QTemporaryDir; the connector is real): a link at the
// command path is refused and its target left as it was; a named pipe at the response path never
// blocks and is reported; a link to a secret never gets the secret into the wire log or the
// answer; the command file is 0600; another user's file is refused (as root only: chown needs
// it); a folder writable by all without the sticky bit is refused at open().

#include "TestFiles.h"
#include "Tf2TestKit.h"

#include "connectors/tf2/Tf2FileConnector.h"
#include "connectors/tf2/Tf2Message.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using icconnectors::CommandResult;
using icconnectors::Connector;
using icconnectors::WireEntry;
using namespace icconnectors::tf2;
using tf2test::figure;
using tf2test::hasNote;

namespace {

constexpr uid_t kNobody = 65534;

bool isLink(const QString &path)
{
    struct stat st = {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISLNK(st.st_mode);
}

bool exists(const QString &path)
{
    struct stat st = {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
}

QByteArray answer(const QString &id, const QString &data)
{
    Tf2Response r;
    r.id = id;
    r.answer = QJsonValue(data);
    return encodeResponse(r);
}

bool wireContains(const QSignalSpy &wire, const QByteArray &part)
{
    for (const auto &args : wire) {
        if (args.at(0).value<WireEntry>().bytes.contains(part))
            return true;
    }
    return false;
}

} // namespace

class TestTf2UnsafeFiles : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Tf2FileConnector> m_tf2;

    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    QString cmdPath() const { return path("tf2_cmd.json"); }
    QString respPath() const { return path("tf2_resp.json"); }
    QString sentId() const
    {
        return QJsonDocument::fromJson(ictest::readFile(cmdPath()))
            .object()[QStringLiteral("id")]
            .toString();
    }
    CommandResult runAndWait(const QString &command)
    {
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        m_tf2->run(command, {});
        if (!finished.wait(10000))
            return {};
        return finished.at(0).at(0).value<CommandResult>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<CommandResult>();
        qRegisterMetaType<WireEntry>();
    }
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        m_tf2 = std::make_unique<Tf2FileConnector>();
        m_tf2->setFolder(m_dir.path());
        m_tf2->setTimeouts(300, 300);
        m_tf2->open();
        QCOMPARE(m_tf2->state(), Connector::State::Open);
    }
    void cleanup() { m_tf2.reset(); }

    void refusesALinkAtTheCommandPath()
    {
        QVERIFY(ictest::writeFile(path("victim.txt"), "precious\n"));
        QVERIFY(QFile::link(path("victim.txt"), cmdPath()));
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        const CommandResult result = runAndWait(QStringLiteral("ping"));
        QCOMPARE(result.errorCode(), QStringLiteral("unsafe_file"));
        QVERIFY2(result.message().contains(QStringLiteral("symbolic link")),
                 qPrintable(result.message()));
        QVERIFY2(result.message().contains(QStringLiteral("remove it")),
                 qPrintable(result.message()));
        QCOMPARE(ictest::readFile(path("victim.txt")),
                 QByteArray("precious\n")); // the target untouched
        QVERIFY(isLink(cmdPath()));         // and the link too
        QCOMPARE(figure(*m_tf2, QStringLiteral("Sent")), QStringLiteral("0"));
        QVERIFY(!wireContains(wire, "\"cmd\"")); // nothing was written
    }

    void writesTheCommandForTheOwnerOnly()
    {
        QVERIFY(ictest::writeFile(cmdPath(), "{}"));
        QVERIFY(QFile::setPermissions(cmdPath(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                     QFileDevice::ReadOther));
        m_tf2->run(QStringLiteral("ping"), {});
        struct stat st = {};
        QCOMPARE(::lstat(QFile::encodeName(cmdPath()).constData(), &st), 0);
        QVERIFY(S_ISREG(st.st_mode));
        QCOMPARE(st.st_mode & 07777, mode_t(0600));
    }

    void neverBlocksOnANamedPipeAtTheResponsePath()
    {
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        m_tf2->run(QStringLiteral("ping"), {});
        QCOMPARE(::mkfifo(QFile::encodeName(respPath()).constData(), 0600), 0);
        // A blocking open would hang here for good: the test finishing is the check.
        QTRY_VERIFY_WITH_TIMEOUT(hasNote(wire, QStringLiteral("named pipe")), 4000);
        QVERIFY(finished.wait(10000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QCOMPARE(result.errorCode(), QStringLiteral("timeout"));
        QVERIFY2(result.message().contains(QStringLiteral("named pipe")),
                 qPrintable(result.message()));
        QCOMPARE(figure(*m_tf2, QStringLiteral("Unsafe files refused")), QStringLiteral("1"));
    }

    void removesAStaleNamedPipeWithoutBlocking()
    {
        QCOMPARE(::mkfifo(QFile::encodeName(respPath()).constData(), 0600), 0);
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        m_tf2->run(QStringLiteral("ping"), {});
        QVERIFY(hasNote(wire, QStringLiteral("named pipe")));
        QVERIFY(!exists(respPath())); // ours, so the name is removed
    }

    void neverReadsThroughALinkAtTheResponsePath()
    {
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        m_tf2->run(QStringLiteral("ping"), {});
        // A forged answer for our id, behind a link: taken, it would be the result.
        const QByteArray secret = answer(sentId(), QStringLiteral("s3cret-forged"));
        QVERIFY(ictest::writeFile(path("secret.json"), secret));
        QVERIFY(QFile::link(path("secret.json"), respPath()));
        QVERIFY(finished.wait(10000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QCOMPARE(result.errorCode(), QStringLiteral("timeout"));
        QVERIFY(!result.message().contains(QStringLiteral("s3cret")));
        QVERIFY(!wireContains(wire, "s3cret"));
        QVERIFY(hasNote(wire, QStringLiteral("symbolic link")));
        QCOMPARE(ictest::readFile(path("secret.json")), secret);
    }

    void removesAStaleLinkButNotItsTarget()
    {
        QVERIFY(ictest::writeFile(path("secret.json"), "s3cret"));
        QVERIFY(QFile::link(path("secret.json"), respPath()));
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        m_tf2->run(QStringLiteral("ping"), {});
        QVERIFY(!exists(respPath()));                                          // the link went
        QCOMPARE(ictest::readFile(path("secret.json")), QByteArray("s3cret")); // its target stayed
        QVERIFY(!wireContains(wire, "s3cret"));
        QVERIFY(hasNote(wire, QStringLiteral("symbolic link")));
    }

    void refusesAnotherUsersFiles()
    {
        if (::geteuid() != 0)
            QSKIP("Needs root to give a file to uid 65534 (chown); CI runs the tests as root.");
        QVERIFY(::chmod(QFile::encodeName(m_dir.path()).constData(), 0755) == 0);
        QVERIFY(ictest::writeFile(cmdPath(), "theirs"));
        QCOMPARE(::chown(QFile::encodeName(cmdPath()).constData(), kNobody, kNobody), 0);
        CommandResult result = runAndWait(QStringLiteral("ping"));
        QCOMPARE(result.errorCode(), QStringLiteral("unsafe_file"));
        QVERIFY2(result.message().contains(QStringLiteral("uid 65534")),
                 qPrintable(result.message()));
        QCOMPARE(ictest::readFile(cmdPath()), QByteArray("theirs"));

        QVERIFY(QFile::remove(cmdPath()));
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        m_tf2->run(QStringLiteral("ping"), {});
        const QByteArray forged = answer(sentId(), QStringLiteral("forged"));
        QVERIFY(ictest::writeFile(respPath(), forged));
        QCOMPARE(::chown(QFile::encodeName(respPath()).constData(), kNobody, kNobody), 0);
        QVERIFY(finished.wait(10000));
        result = finished.at(0).at(0).value<CommandResult>();
        QCOMPARE(result.errorCode(), QStringLiteral("timeout")); // the forged answer not taken
        QVERIFY(!wireContains(wire, "forged"));
        QVERIFY(hasNote(wire, QStringLiteral("owned by uid 65534")));

        // As stale, it is neither read nor removed, though root could remove it here.
        wire.clear();
        m_tf2->run(QStringLiteral("ping"), {});
        QCOMPARE(ictest::readFile(respPath()), forged);
        QVERIFY(!wireContains(wire, "forged"));
        QVERIFY(hasNote(wire, QStringLiteral("was left")));
    }

    void refusesAFolderWritableByAllWithoutTheStickyBit()
    {
        const QByteArray folder = QFile::encodeName(m_dir.path());
        QCOMPARE(::chmod(folder.constData(), 0777), 0);
        Tf2FileConnector open;
        open.setFolder(m_dir.path());
        open.open();
        QCOMPARE(open.state(), Connector::State::Failed);
        QVERIFY2(open.stateDetail().contains(QStringLiteral("sticky")),
                 qPrintable(open.stateDetail()));
        QCOMPARE(::chmod(folder.constData(), 01777), 0); // as /tmp is
        Tf2FileConnector sticky;
        sticky.setFolder(m_dir.path());
        sticky.open();
        QCOMPARE(sticky.state(), Connector::State::Open);
        QCOMPARE(::chmod(folder.constData(), 0700), 0);
    }
};

QTEST_GUILESS_MAIN(TestTf2UnsafeFiles)
#include "TestTf2UnsafeFiles.moc"
