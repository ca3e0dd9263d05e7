// ic-arena-mock as a child process: --help explains both roles; a runtime on port 0 says where
// it listens; a simulation sends it ticks and reports them answered; bad arguments exit 2.

#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

class TestArenaMock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void help()
    {
        QProcess mock;
        mock.start(QStringLiteral(IC_ARENA_MOCK), {QStringLiteral("--help")});
        QVERIFY(mock.waitForFinished(10'000));
        QCOMPARE(mock.exitCode(), 0);
        const QString out = QString::fromUtf8(mock.readAllStandardOutput());
        for (const char *word : {"--role", "runtime", "sim", "--mode", "--target", "--rate"})
            QVERIFY2(out.contains(QLatin1String(word)), word);
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no role") << QStringList();
        QTest::newRow("unknown mode")
            << QStringList{QStringLiteral("--role"), QStringLiteral("runtime"),
                           QStringLiteral("--mode"), QStringLiteral("sleepy")};
        QTest::newRow("foreign target")
            << QStringList{QStringLiteral("--role"), QStringLiteral("sim"),
                           QStringLiteral("--target"), QStringLiteral("http://example.com:5000")};
        QTest::newRow("unknown code")
            << QStringList{QStringLiteral("--role"), QStringLiteral("runtime"),
                           QStringLiteral("--error-code"), QStringLiteral("OOPS")};
    }

    void badArguments()
    {
        QFETCH(QStringList, arguments);
        QProcess mock;
        mock.start(QStringLiteral(IC_ARENA_MOCK), arguments);
        QVERIFY(mock.waitForFinished(10'000));
        QCOMPARE(mock.exitCode(), 2);
        QVERIFY(!mock.readAllStandardError().isEmpty());
    }

    void simulationAgainstRuntime()
    {
        QProcess runtime;
        runtime.start(QStringLiteral(IC_ARENA_MOCK),
                      {QStringLiteral("--role"), QStringLiteral("runtime"),
                       QStringLiteral("--port"), QStringLiteral("0")});
        QVERIFY(runtime.waitForStarted(5000));
        QByteArray said;
        QTRY_VERIFY_WITH_TIMEOUT((said += runtime.readAllStandardOutput()).contains('\n'), 10'000);
        const auto match =
            QRegularExpression(QStringLiteral("listening on http://127\\.0\\.0\\.1:(\\d+)"))
                .match(QString::fromUtf8(said));
        QVERIFY2(match.hasMatch(), said.constData());

        QProcess sim;
        sim.start(QStringLiteral(IC_ARENA_MOCK),
                  {QStringLiteral("--role"), QStringLiteral("sim"), QStringLiteral("--target"),
                   QStringLiteral("http://127.0.0.1:") + match.captured(1),
                   QStringLiteral("--count"), QStringLiteral("4"), QStringLiteral("--rate"),
                   QStringLiteral("200"), QStringLiteral("--scene"),
                   QStringLiteral("team_capture")});
        QVERIFY(sim.waitForFinished(15'000));
        const QString out = QString::fromUtf8(sim.readAllStandardOutput());
        QCOMPARE(sim.exitCode(), 0);
        QVERIFY2(out.contains(QLatin1String("4 ticks answered, 0 with an error, 0 failed")),
                 qPrintable(out));
        QVERIFY(out.contains(QLatin1String("tick 4: 3 action(s)")));

        runtime.terminate(); // SIGTERM: a clean exit
        QVERIFY(runtime.waitForFinished(10'000));
        QCOMPARE(runtime.exitStatus(), QProcess::NormalExit);
        QCOMPARE(runtime.exitCode(), 0);
    }

    void simulationWithoutRuntimeFails()
    {
        QProcess sim;
        sim.start(QStringLiteral(IC_ARENA_MOCK),
                  {QStringLiteral("--role"), QStringLiteral("sim"), QStringLiteral("--target"),
                   QStringLiteral("http://127.0.0.1:1"), QStringLiteral("--count"),
                   QStringLiteral("1")});
        QVERIFY(sim.waitForFinished(15'000));
        QCOMPARE(sim.exitCode(), 1);
        QVERIFY(sim.readAllStandardOutput().contains("tick 1 failed"));
    }
};

QTEST_GUILESS_MAIN(TestArenaMock)
#include "TestArenaMock.moc"
