// The ic-remote-mock executable as a user runs it (QProcess): the listening line with the real
// port for --port 0, a hello on that port, a clean 4012 shutdown on SIGTERM, --help's password
// caveat, and exit codes 1 and 2 with specific messages.

#include "RawIcrpSocket.h"

#include "ProgramRun.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kMock = QStringLiteral(IC_MOCK_PATH);

using Run = ictest::ProgramRun;

Run run(const QStringList &args)
{
    return ictest::runProgram(kMock, args);
}

} // namespace

class TestMockBinary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listensPrintsPortAndShutsDownCleanly()
    {
        QProcess p;
        p.start(kMock, {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--seed"),
                        QStringLiteral("5"), QStringLiteral("--tick-rate"), QStringLiteral("30")});
        QVERIFY(p.waitForStarted(5000));
        QTRY_VERIFY_WITH_TIMEOUT(p.canReadLine() || p.state() == QProcess::NotRunning, 10000);
        const QString line = QString::fromUtf8(p.readLine()).trimmed();
        static const QRegularExpression listening(
            QStringLiteral(R"(^ICRP listening on ws://127\.0\.0\.1:(\d+)/$)"));
        const QRegularExpressionMatch m = listening.match(line);
        QString log = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(m.hasMatch(), qPrintable(line + QLatin1Char('\n') + log));
        const int port = m.captured(1).toInt();
        QVERIFY(port > 0 && port != 19710);

        RawIcrpSocket s;
        QVERIFY(s.connectAs(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)),
                            QStringLiteral("observer"), {}, {QStringLiteral("sim_state")}));
        QCOMPARE(s.hello().value(u"server").toString(),
                 QStringLiteral("ic-remote-mock " IC_VERSION));
        QVERIFY(s.hello().value(u"authentication").isNull());
        // The clock runs by itself.
        QTRY_VERIFY_WITH_TIMEOUT(!s.events().isEmpty(), 10000);

        p.terminate(); // SIGTERM
        QVERIFY(s.waitForClose(10000));
        QCOMPARE(s.closeCode(), 4012);
        // (it may have finished while we waited for the close frame)
        QVERIFY(p.state() == QProcess::NotRunning || p.waitForFinished(10000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        // Without a password it warned.
        log += QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(log.contains(QLatin1String("No password")), qPrintable(log));
    }

    void helpMentionsThePasswordCaveat()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("process list")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("config.toml")));
        QVERIFY(r.out.contains(QLatin1String("--password")));
        QVERIFY(r.out.contains(QLatin1String("--scenario")));
    }

    void badArgumentsExit2_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("port") << QStringList{QStringLiteral("--port"), QStringLiteral("abc")}
                              << QStringLiteral("--port");
        QTest::newRow("port-range")
            << QStringList{QStringLiteral("--port"), QStringLiteral("70000")}
            << QStringLiteral("--port");
        QTest::newRow("unknown") << QStringList{QStringLiteral("--frobnicate")}
                                 << QStringLiteral("frobnicate");
        QTest::newRow("both") << QStringList{QStringLiteral("--password"), QStringLiteral("x"),
                                             QStringLiteral("--config"), QStringLiteral("c.toml")}
                              << QStringLiteral("--config");
        QTest::newRow("scenario") << QStringList{QStringLiteral("--scenario"),
                                                 QStringLiteral("3v3")}
                                  << QStringLiteral("--scenario");
        QTest::newRow("bind") << QStringList{QStringLiteral("--bind"), QStringLiteral("nowhere")}
                              << QStringLiteral("--bind");
        QTest::newRow("tick-rate")
            << QStringList{QStringLiteral("--tick-rate"), QStringLiteral("0")}
            << QStringLiteral("--tick-rate");
        QTest::newRow("seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("-1")}
                              << QStringLiteral("--seed");
        QTest::newRow("duration") << QStringList{QStringLiteral("--duration"),
                                                 QStringLiteral("soon")}
                                  << QStringLiteral("--duration");
        QTest::newRow("start-at") << QStringList{QStringLiteral("--start-at"), QStringLiteral("-5")}
                                  << QStringLiteral("--start-at");
        // A device would be read forever (issue 8): refused before any read.
        QTest::newRow("device-config")
            << QStringList{QStringLiteral("--config"), QStringLiteral("/dev/zero")}
            << QStringLiteral("/dev/zero is not a regular file");
        QTest::newRow("missing-config")
            << QStringList{QStringLiteral("--config"), QStringLiteral("/nonexistent/config.toml")}
            << QStringLiteral("/nonexistent/config.toml");
    }

    void badArgumentsExit2()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        QVERIFY(!r.out.contains(QLatin1String("listening")));
    }

    // A busy port is said once, with what to do about it (the server returns the error, the
    // program reports it; nobody logs it on the way).
    void busyPortSaidOnceWithTheFix()
    {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
        const Run r = run({QStringLiteral("--port"), QString::number(taken.serverPort())});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count(QLatin1String("Cannot listen")), 1);
        QVERIFY2(r.err.contains(QStringLiteral("127.0.0.1:%1").arg(taken.serverPort())),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("--port")), qPrintable(r.err));
        QVERIFY(!r.out.contains(QLatin1String("listening")));
    }

    void badConfigExit2WithLineAndColumn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[remote]\nport = 19710\nmax_connections = \"many\"\n");
        f.close();
        const Run r =
            run({QStringLiteral("--config"), path, QStringLiteral("--port"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path + QStringLiteral(":3:")), qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("max_connections")));
    }

    void disabledConfigExit1()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[remote]\nenabled = false\n");
        f.close();
        const Run r = run({QStringLiteral("--config"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(
                     QStringLiteral("ICRP is disabled in %1 ([remote] enabled = false)").arg(path)),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestMockBinary)
#include "TestMockBinary.moc"
