// ic-tf2-mock as a child process: its --help explains itself, bad arguments exit 2, and started
// on a temporary folder it says where it reads and writes, answers the connector over the files,
// logs to its log file, and ends cleanly on SIGTERM. A folder every user may write without the
// sticky bit makes it exit 1 with a message; a hard link to a file of yours planted at its
// response path is never written through (issue 25).

#include "connectors/tf2/Tf2FileConnector.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using icconnectors::CommandResult;
using icconnectors::Connector;
using namespace Qt::StringLiterals;

class TestTf2MockProgram : public QObject
{
    Q_OBJECT

    static QString program() { return QStringLiteral(IC_TF2_MOCK_PATH); }

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<CommandResult>(); }

    void explainsItself()
    {
        QProcess mock;
        mock.start(program(), {u"--help"_s});
        QVERIFY(mock.waitForFinished(15000));
        QCOMPARE(mock.exitCode(), 0);
        const QString help = QString::fromUtf8(mock.readAllStandardOutput());
        for (const QString &part : {u"Transport Fever 2"_s, u"--dir"_s, u"tf2_cmd.json"_s,
                                    u"tf2_resp.json"_s, u"--tick"_s, u"--unavailable"_s})
            QVERIFY2(help.contains(part), qPrintable(part));
    }

    void refusesBadArguments()
    {
        QProcess mock;
        mock.start(program(), {u"--tick"_s, u"soon"_s});
        QVERIFY(mock.waitForFinished(15000));
        QCOMPARE(mock.exitCode(), 2);
        QVERIFY(mock.readAllStandardError().contains("--tick"));
        mock.start(program(), {u"--clear-lag"_s, u"-1"_s});
        QVERIFY(mock.waitForFinished(15000));
        QCOMPARE(mock.exitCode(), 2);
        QVERIFY(mock.readAllStandardError().contains("--clear-lag"));
    }

    void answersTheConnectorOverFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess mock;
        // The answer first, the command file emptied 3 ticks later: the seed's order, with the
        // window a client in another process sees widened.
        mock.start(program(),
                   {u"--dir"_s, dir.path(), u"--tick"_s, u"20"_s, u"--clear-lag"_s, u"3"_s});
        QVERIFY(mock.waitForStarted(15000));
        QTRY_VERIFY_WITH_TIMEOUT(mock.canReadLine(), 15000);
        const QString banner = QString::fromUtf8(mock.readLine());
        QVERIFY2(banner.contains(dir.filePath(u"tf2_cmd.json"_s)), qPrintable(banner));
        QVERIFY(banner.contains(dir.filePath(u"tf2_resp.json"_s)));

        icconnectors::tf2::Tf2FileConnector tf2;
        tf2.setFolder(dir.path());
        tf2.open();
        QSignalSpy finished(&tf2, &Connector::finished);
        tf2.run(u"ping"_s, {});
        tf2.run(u"query_game_state"_s, {});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 15000);
        const auto ping = finished.at(0).at(0).value<CommandResult>();
        QVERIFY2(ping.ok(), qPrintable(ping.message()));
        const auto state = finished.at(1).at(0).value<CommandResult>();
        QVERIFY2(state.ok(), qPrintable(state.message()));
        QCOMPARE(state.data.toObject()[u"money"_s].isDouble(), true);
        tf2.refreshGameView(); // four queued behind each other: none wiped by the clear
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 6, 15000);
        for (const auto &args : finished)
            QVERIFY2(args.at(0).value<CommandResult>().ok(),
                     qPrintable(args.at(0).value<CommandResult>().message()));

        mock.terminate(); // SIGTERM
        QVERIFY(mock.waitForFinished(15000));
        QCOMPARE(mock.exitStatus(), QProcess::NormalExit);
        QCOMPARE(mock.exitCode(), 0);
        QFile log(dir.filePath(u"tf2_simple_ipc.log"_s));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray lines = log.readAll();
        QVERIFY2(lines.contains("received ping"), lines.constData());
        QVERIFY(lines.contains("received query_game_state"));
        QVERIFY(lines.contains("simple_ipc stopped"));
    }

    void refusesAFolderWritableByAllWithoutTheStickyBit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(::chmod(QFile::encodeName(dir.path()).constData(), 0777), 0);
        QProcess mock;
        mock.start(program(), {u"--dir"_s, dir.path()});
        QVERIFY(mock.waitForFinished(15000));
        QCOMPARE(mock.exitStatus(), QProcess::NormalExit);
        QCOMPARE(mock.exitCode(), 1);
        const QString error = QString::fromUtf8(mock.readAllStandardError());
        QVERIFY2(error.contains(u"sticky"_s) && error.contains(dir.path()), qPrintable(error));
        QVERIFY(QDir(dir.path()).isEmpty()); // it made no file there
    }

    void neverWritesItsAnswerThroughAHardLink()
    {
        QTemporaryDir dir;
        QTemporaryDir home; // the victim's own folder, on the same file system
        QVERIFY(dir.isValid() && home.isValid());
        const QString victim = home.filePath(u"notes.txt"_s);
        const QByteArray kept = "the victim's own notes\n";
        QFile notes(victim);
        QVERIFY(notes.open(QIODevice::WriteOnly) && notes.write(kept) == kept.size());
        notes.close();
        const QString response = dir.filePath(u"tf2_resp.json"_s);
        QCOMPARE(
            ::link(QFile::encodeName(victim).constData(), QFile::encodeName(response).constData()),
            0);

        QProcess mock;
        mock.start(program(), {u"--dir"_s, dir.path(), u"--tick"_s, u"20"_s});
        QVERIFY(mock.waitForStarted(15000));
        QTRY_VERIFY_WITH_TIMEOUT(mock.canReadLine(), 15000); // its banner: it is polling
        QFile command(dir.filePath(u"tf2_cmd.json"_s));
        const QByteArray ping = R"({"id":"0000abf1","cmd":"ping","ts":"1","params":{}})";
        QVERIFY(command.open(QIODevice::WriteOnly) && command.write(ping) == ping.size());
        command.close();
        const QString logPath = dir.filePath(u"tf2_simple_ipc.log"_s);
        const auto log = [&logPath] {
            QFile f(logPath);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        // Written through the link ("answered") or refused ("cannot write"): either ends the tick.
        QTRY_VERIFY_WITH_TIMEOUT(
            log().contains("answered 0000abf1") || log().contains("cannot write"), 15000);
        mock.terminate();
        QVERIFY(mock.waitForFinished(15000));
        QCOMPARE(mock.exitCode(), 0);
        const QByteArray lines = log();
        QVERIFY2(lines.contains("cannot write") && lines.contains("hard link"), lines.constData());
        QFile after(victim);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), kept); // the victim's file kept its content
        struct stat a = {};
        struct stat b = {};
        QCOMPARE(::lstat(QFile::encodeName(victim).constData(), &a), 0);
        QCOMPARE(::lstat(QFile::encodeName(response).constData(), &b), 0);
        QCOMPARE(a.st_ino, b.st_ino); // the planted name left as it was
    }
};

QTEST_GUILESS_MAIN(TestTf2MockProgram)
#include "TestTf2MockProgram.moc"
