// How ic-tool finds a running panel: the runtime file in a folder only the user can open. A
// folder another user could have made or can enter is refused (nothing written there, nothing
// believed from it); a file left by a panel that is gone means no panel.

#include "common/PanelRuntime.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestPanelRuntime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void writtenThenRead();
    void openFolderIsRefused();
    void fileOfAPanelThatIsGoneMeansNone();

private:
    std::unique_ptr<QTemporaryDir> m_runtime;
    QByteArray m_saved;
};

void TestPanelRuntime::init()
{
    m_runtime = std::make_unique<QTemporaryDir>();
    QVERIFY(m_runtime->isValid());
    QVERIFY(QFile::setPermissions(m_runtime->path(),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    m_saved = qgetenv("XDG_RUNTIME_DIR");
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime->path()));
}

void TestPanelRuntime::cleanup()
{
    qputenv("XDG_RUNTIME_DIR", m_saved);
    m_runtime.reset();
}

void TestPanelRuntime::writtenThenRead()
{
    ic::PanelRuntime mine;
    mine.pid = QCoreApplication::applicationPid();
    mine.hostPort = 4321;
    mine.controlSocket = QStringLiteral("/somewhere/control");
    QVERIFY(mine.write());
    QVERIFY(ic::PanelRuntime::filePath().startsWith(m_runtime->path()));
    const auto read = ic::PanelRuntime::read();
    QVERIFY(read);
    QCOMPARE(read->hostPort, quint16(4321));
    QCOMPARE(read->controlSocket, mine.controlSocket);
    ic::PanelRuntime::removeOwn();
    QVERIFY(!QFile::exists(ic::PanelRuntime::filePath()));
}

void TestPanelRuntime::openFolderIsRefused()
{
    // Someone made the folder so that others can enter it.
    QVERIFY(QDir().mkpath(ic::PanelRuntime::folder()));
    QFile planted(ic::PanelRuntime::filePath());
    QVERIFY(planted.open(QIODevice::WriteOnly));
    planted.write(QStringLiteral("{\"pid\":%1,\"hostPort\":1,\"controlSocket\":\"/tmp/evil\"}")
                      .arg(QCoreApplication::applicationPid())
                      .toUtf8());
    planted.close();
    QVERIFY(QFile::setPermissions(ic::PanelRuntime::folder(),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                      QFile::ReadOther | QFile::WriteOther | QFile::ExeOther));
    QVERIFY(!ic::PanelRuntime::read()); // not believed
    // prepareFolder() makes it private again (it is ours); a folder of another user it refuses.
    QVERIFY(ic::PanelRuntime::prepareFolder());
    QVERIFY(ic::PanelRuntime::read());
}

void TestPanelRuntime::fileOfAPanelThatIsGoneMeansNone()
{
    ic::PanelRuntime gone;
    gone.pid = 999'999'999; // no such process
    gone.hostPort = 1234;
    QVERIFY(gone.write());
    const auto read = ic::PanelRuntime::read();
    QVERIFY(!read);
    QCOMPARE(read.error().code, QStringLiteral("runtime.none"));
}

QTEST_GUILESS_MAIN(TestPanelRuntime)
#include "TestPanelRuntime.moc"
