// One ic-panel per user, with real ic-panel processes (issue 9, defect 5): a second
// `ic-panel --demo` used to open a second window, take over the first one's socket and remove
// it on exit, so `ic-panel tool.icpkg` then opened a third, unconnected panel. Each process runs
// the real window on the offscreen platform, under this test's own instance name, settings and
// tools folder.

#include "PanelTestSupport.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

class TestSingleInstance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void secondPanelHandsOverAndLeavesTheFirstReachable();
    void panelThatCrashedIsReplaced();

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

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSingleInstance::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    // The command line wants an existing file; the first panel only has to receive its name.
    QFile package(m_dir->filePath(QStringLiteral("tool.icpkg")));
    QVERIFY(package.open(QIODevice::WriteOnly));
}

void TestSingleInstance::cleanup()
{
    m_dir.reset();
}

std::unique_ptr<TestSingleInstance::Run> TestSingleInstance::start(const QStringList &args)
{
    auto run = std::make_unique<Run>();
    run->process = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("IC_PANEL_INSTANCE"), m_dir->filePath(QStringLiteral("panel")));
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
    QVERIFY(QFileInfo::exists(m_dir->filePath(QStringLiteral("panel"))));

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

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "TestSingleInstance.moc"
