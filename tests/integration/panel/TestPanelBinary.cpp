// The ic-panel executable: --help, --version, bad options, and --demo without a window
// (explicitly --headless, and on its own when there is no display) connecting as admin. Every
// ic-panel here has a runtime folder of its own (XDG_RUNTIME_DIR, where a panel announces itself
// to ic-tool and keeps its single-instance lock and socket), so a panel the user runs beside
// the tests neither meets them nor is replaced by them.

#include "PanelTestSupport.h"

#include "secrets/SecretStore.h"

#include "ProgramRun.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>
#include <optional>

namespace {

using Run = ictest::ProgramRun;

/// The environment for an ic-panel: this one's, with a private runtime folder of its own.
QProcessEnvironment panelEnvironment(const QTemporaryDir &runtime)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path()); // QTemporaryDir: mode 0700
    env.remove(QStringLiteral("IC_PANEL_INSTANCE"));
    return env;
}

Run runToEnd(const QTemporaryDir &runtime, const QStringList &args)
{
    return ictest::runProgram(QStringLiteral(IC_PANEL_PATH), args, panelEnvironment(runtime),
                              15000);
}

} // namespace

class TestPanelBinary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void helpAndVersion();
    void badOptionsAreRefused();
    void headlessDemoConnectsAsAdmin_data();
    void headlessDemoConnectsAsAdmin();
    void overlayHostListensOrNamesTheBusyPort();

private:
    Run runToEnd(const QStringList &args) const { return ::runToEnd(*m_runtime, args); }

    std::unique_ptr<QTemporaryDir> m_runtime;
};

void TestPanelBinary::init()
{
    m_runtime = std::make_unique<QTemporaryDir>();
    QVERIFY(m_runtime->isValid());
}

void TestPanelBinary::helpAndVersion()
{
    const Run help = runToEnd({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    for (const char *option : {"--demo", "--connect", "--profile", "--headless", "--version"})
        QVERIFY2(help.out.contains(QLatin1String(option)), option);
    const Run version = runToEnd({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(version.out.trimmed(), QStringLiteral("ic-panel " IC_VERSION));
}

void TestPanelBinary::badOptionsAreRefused()
{
    const Run url = runToEnd({QStringLiteral("--headless"), QStringLiteral("--connect"),
                              QStringLiteral("http://example.org/")});
    QCOMPARE(url.exitCode, 2);
    QVERIFY2(url.err.contains(QStringLiteral("not \"http://\"")), qPrintable(url.err));
    // The Connect… dialog's words for what is wrong (GameAddress).
    const Run port = runToEnd({QStringLiteral("--headless"), QStringLiteral("--connect"),
                               QStringLiteral("ws://127.0.0.1:99999/")});
    QCOMPARE(port.exitCode, 2);
    QVERIFY2(port.err.contains(QStringLiteral("The port must be 1 to 65535.")),
             qPrintable(port.err));
    const Run both = runToEnd({QStringLiteral("--headless"), QStringLiteral("--demo"),
                               QStringLiteral("--profile"), QStringLiteral("x")});
    QCOMPARE(both.exitCode, 2);
    const Run unknown = runToEnd({QStringLiteral("--bogus")});
    QCOMPARE(unknown.exitCode, 2);
    const Run hostPort = runToEnd(
        {QStringLiteral("--headless"), QStringLiteral("--host-port"), QStringLiteral("http")});
    QCOMPARE(hostPort.exitCode, 2);
    QVERIFY2(hostPort.err.contains(QStringLiteral("--host-port")), qPrintable(hostPort.err));
    const Run page =
        runToEnd({QStringLiteral("--headless"), QStringLiteral("--page"), QStringLiteral("lobby")});
    QCOMPARE(page.exitCode, 2);
    QVERIFY2(page.err.contains(QStringLiteral("--page wants one of status, connections")) &&
                 page.err.contains(QStringLiteral("overlays")),
             qPrintable(page.err));
}

void TestPanelBinary::headlessDemoConnectsAsAdmin_data()
{
    QTest::addColumn<bool>("askHeadless");
    QTest::newRow("--headless") << true;
    QTest::newRow("no display") << false;
}

void TestPanelBinary::headlessDemoConnectsAsAdmin()
{
    PANEL_REQUIRE_TEST_SESSION();
    QFETCH(bool, askHeadless);
    QProcess p;
    QProcessEnvironment env = panelEnvironment(*m_runtime);
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    QString out;
    QString err;
    connect(&p, &QProcess::readyReadStandardOutput, this,
            [&] { out += QString::fromUtf8(p.readAllStandardOutput()); });
    connect(&p, &QProcess::readyReadStandardError, this,
            [&] { err += QString::fromUtf8(p.readAllStandardError()); });
    QStringList args{QStringLiteral("--demo"), QStringLiteral("--host-port"), QStringLiteral("0")};
    if (askHeadless)
        args << QStringLiteral("--headless");
    p.start(QStringLiteral(IC_PANEL_PATH), args);
    QVERIFY(p.waitForStarted());
    QTRY_VERIFY2_WITH_TIMEOUT(out.contains(QStringLiteral("Connected as admin")),
                              qPrintable(out + err), 15000);
    QVERIFY(out.contains(QStringLiteral("Connecting…")));
    if (askHeadless)
        QVERIFY(out.contains(QStringLiteral("Running headless.")));
    else
        QVERIFY2(out.contains(QStringLiteral("No display available: running headless")),
                 qPrintable(out));

    p.terminate(); // SIGTERM: the panel closes its connection and the demo game, then exits
    QVERIFY(p.waitForFinished(10000));
    out += QString::fromUtf8(p.readAllStandardOutput());
    err += QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);

    // The demo password is in the keychain, and nowhere in the output or the panel's files.
    icsecrets::SecretStore store;
    std::optional<icsecrets::SecretResult> stored;
    store.read(icsecrets::SecretStore::profileKey(QStringLiteral("Demo")),
               [&](const icsecrets::SecretResult &r) { stored = r; });
    QTRY_VERIFY_WITH_TIMEOUT(stored.has_value(), 10000);
    QVERIFY(stored->ok());
    QCOMPARE(stored->value().size(), 24);
    QVERIFY(!out.contains(stored->value()));
    QVERIFY(!err.contains(stored->value()));
    QVERIFY(paneltest::filesContaining(paneltest::panelFolders(), stored->value()).isEmpty());
}

// The overlay host starts with the panel and says where; a busy port is named with the option
// that changes it, and the panel still connects to the game.
void TestPanelBinary::overlayHostListensOrNamesTheBusyPort()
{
    PANEL_REQUIRE_TEST_SESSION();
    QTcpServer busy;
    QVERIFY(busy.listen(QHostAddress::LocalHost, 0));
    for (const quint16 port : {busy.serverPort(), quint16(0)}) {
        QProcess p;
        p.setProcessEnvironment(panelEnvironment(*m_runtime));
        QString out;
        QString err;
        connect(&p, &QProcess::readyReadStandardOutput, this,
                [&] { out += QString::fromUtf8(p.readAllStandardOutput()); });
        connect(&p, &QProcess::readyReadStandardError, this,
                [&] { err += QString::fromUtf8(p.readAllStandardError()); });
        p.start(QStringLiteral(IC_PANEL_PATH),
                {QStringLiteral("--demo"), QStringLiteral("--headless"),
                 QStringLiteral("--host-port"), QString::number(port)});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY2_WITH_TIMEOUT(out.contains(QStringLiteral("Connected as admin")),
                                  qPrintable(out + err), 15000);
        if (port != 0) {
            QVERIFY2(err.contains(QStringLiteral("--host-port")), qPrintable(err));
            QVERIFY(!out.contains(QStringLiteral("Overlay host listening")));
        } else {
            static const QRegularExpression listening(
                QStringLiteral("Overlay host listening on http://127\\.0\\.0\\.1:(\\d+)/"));
            const QRegularExpressionMatch match = listening.match(out);
            QVERIFY2(match.hasMatch(), qPrintable(out));
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, match.captured(1).toUShort());
            QVERIFY(socket.waitForConnected(5000));
            socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + match.captured(1).toLatin1() +
                         "\r\nConnection: close\r\n\r\n");
            QByteArray answer;
            while (socket.waitForReadyRead(5000))
                answer += socket.readAll();
            QVERIFY2(answer.startsWith("HTTP/1.1 404"), answer.constData());
            QVERIFY(answer.contains("ic-tool url"));
        }
        p.terminate();
        QVERIFY(p.waitForFinished(10000));
    }
}

PANEL_TEST_MAIN(TestPanelBinary)
#include "TestPanelBinary.moc"
