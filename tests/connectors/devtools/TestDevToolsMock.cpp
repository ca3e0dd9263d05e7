// ic-devtools-mock as a program: --help explains it, bad arguments end it with 2, and started
// on port 0 it prints its URL, welcomes a WebSocket client, answers ping and stops cleanly on
// SIGTERM.

#include "ToolProcess.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>

class TestDevToolsMock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void helpExplainsItself()
    {
        QProcess process;
        process.setProgram(QStringLiteral(IC_DEVTOOLS_MOCK));
        process.setArguments({QStringLiteral("--help")});
        const ictest::ToolRun run = ictest::runToolProcess(process);
        QCOMPARE(run.exitCode, 0);
        for (const char *word :
             {"RFC-014", "--port", "--tick-ms", "--seed", "--broadcast-results", "5007", "Ctrl-C"})
            QVERIFY2(run.out.contains(QString::fromLatin1(word)), word);
    }

    void refusesBadArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("named");
        QTest::newRow("port out of range")
            << QStringList{QStringLiteral("--port"), QStringLiteral("70000")}
            << QStringLiteral("--port");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("--colour")} << QStringLiteral("colour");
        QTest::newRow("a stray argument")
            << QStringList{QStringLiteral("now")} << QStringLiteral("no other arguments");
    }
    void refusesBadArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, named);
        QProcess process;
        process.setProgram(QStringLiteral(IC_DEVTOOLS_MOCK));
        process.setArguments(arguments);
        const ictest::ToolRun run = ictest::runToolProcess(process);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(named), qPrintable(run.err));
    }

    void startsPrintsItsUrlAndAnswersPing()
    {
        QProcess mock;
        mock.setProgram(QStringLiteral(IC_DEVTOOLS_MOCK));
        mock.setArguments({QStringLiteral("--port"), QStringLiteral("0"),
                           QStringLiteral("--tick-ms"), QStringLiteral("0")});
        mock.start();
        QVERIFY(mock.waitForStarted(5000));
        static const QRegularExpression urlPattern(
            QStringLiteral("listening on (ws://127\\.0\\.0\\.1:\\d+/)"));
        QRegularExpressionMatch match;
        QTRY_VERIFY_WITH_TIMEOUT(
            (match = urlPattern.match(QString::fromUtf8(mock.peek(4096)))).hasMatch(), 10000);

        QWebSocket client;
        QSignalSpy messages(&client, &QWebSocket::textMessageReceived);
        client.open(QUrl(match.captured(1)));
        QTRY_COMPARE_WITH_TIMEOUT(messages.size(), 1, 5000); // the welcome
        client.sendTextMessage(QStringLiteral("{\"type\":\"command\",\"cmd\":\"ping\"}"));
        QTRY_COMPARE_WITH_TIMEOUT(messages.size(), 2, 5000);
        const QJsonObject pong =
            QJsonDocument::fromJson(messages.at(1).at(0).toString().toUtf8()).object();
        QCOMPARE(pong.value(QStringLiteral("event")).toString(), QStringLiteral("command_result"));
        QCOMPARE(pong.value(QStringLiteral("success")).toBool(), true);
        QCOMPARE(pong.value(QStringLiteral("message")).toString(), QStringLiteral("pong"));

        mock.terminate();
        QVERIFY(mock.waitForFinished(10000));
        QCOMPARE(mock.exitStatus(), QProcess::NormalExit);
        QCOMPARE(mock.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDevToolsMock)
#include "TestDevToolsMock.moc"
