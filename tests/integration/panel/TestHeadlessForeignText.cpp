// A native tool's output on ic-panel --headless's terminal: the real ic-panel runs an installed
// program (the panel's runner, with its token) whose stdout and stderr carry a title-setting
// sequence (ESC ] 0 ; … BEL), an SGR colour and a right-to-left override (U+202E). The lines
// reach the terminal (the Log's "[tool] …" lines, through Qt's logging) escaped, and no raw
// ESC, BEL or U+202E byte is in anything the panel printed.

#include "PanelTestSupport.h"
#include "ResultCheck.h"
#include "TestFiles.h"

#include "common/ForeignText.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kTool = QStringLiteral("noisy-tool");

/// What the program prints: `printf` octal escapes (dash's printf knows no \x or \u).
const QByteArray kScript =
    "#!/bin/sh\n"
    "printf 'title \\033]0;pwned\\007 colour \\033[31mred\\033[0m rlo \\342\\200\\256gnp.exe\\n'\n"
    "printf 'warning \\033]0;pwned\\007 \\342\\200\\256cod.scr\\n' >&2\n"
    "exec sleep 60\n";

/// For a failure's message: what the panel printed, without its raw bytes.
QByteArray shown(const QByteArray &printed)
{
    return ic::ForeignText::escaped(QString::fromUtf8(printed), true).toUtf8();
}

} // namespace

class TestHeadlessForeignText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nativeToolOutputReachesTheTerminalEscaped_data();
    void nativeToolOutputReachesTheTerminalEscaped();
};

void TestHeadlessForeignText::nativeToolOutputReachesTheTerminalEscaped_data()
{
    QTest::addColumn<bool>("window");
    QTest::newRow("headless") << false;
    // With a window the panel's log lines reach the terminal it was started from too.
    QTest::newRow("window") << true;
}

void TestHeadlessForeignText::nativeToolOutputReachesTheTerminalEscaped()
{
    PANEL_REQUIRE_TEST_SESSION();
    QFETCH(bool, window);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(QStringLiteral("src"));
    const QByteArray manifest = "id: " + kTool.toUtf8() +
                                "\nname: \"Noisy\"\nversion: \"1.0.0\"\n"
                                "author: \"Tester\"\ndescription: \"Prints escapes\"\n"
                                "tier: \"observer\"\ntransport: \"websocket\"\n"
                                "entry_point: \"bin/noisy\"\nicrp: \">=1.0\"\n"
                                "subscriptions:\n  - \"match\"\n";
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"), manifest));
    const QString program = source + QStringLiteral("/bin/noisy");
    QVERIFY(ictest::writeFile(program, kScript));
    QVERIFY(QFile::setPermissions(program, QFile::permissions(program) | QFile::ExeOwner));
    const QString package = dir.filePath(QStringLiteral("noisy.icpkg"));
    IC_VERIFY_OK(ictools::PackageWriter::write(source, package));
    const QString tools = dir.filePath(QStringLiteral("tools"));
    {
        ictools::ToolRegistry registry(tools);
        QVERIFY(registry.open());
        QVERIFY(registry.install(package));
    }

    QProcess panel;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (window) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    }
    // A single-instance name of its own: never the user's own panel.
    const QString runtime = dir.filePath(QStringLiteral("run"));
    QVERIFY(QDir().mkpath(runtime));
    QVERIFY(QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
    env.remove(QStringLiteral("IC_PANEL_INSTANCE"));
    env.insert(QStringLiteral("IC_TOOLS_DIR"), tools);
    panel.setProcessEnvironment(env);
    QByteArray out;
    QByteArray err;
    connect(&panel, &QProcess::readyReadStandardOutput, this,
            [&] { out += panel.readAllStandardOutput(); });
    connect(&panel, &QProcess::readyReadStandardError, this,
            [&] { err += panel.readAllStandardError(); });
    QStringList arguments{QStringLiteral("--demo"), QStringLiteral("--host-port"),
                          QStringLiteral("0")};
    if (!window)
        arguments.prepend(QStringLiteral("--headless"));
    panel.start(QStringLiteral(IC_PANEL_PATH), arguments);
    QVERIFY(panel.waitForStarted());

    // The runner started the program (it has its token from the keychain), and both of its
    // lines came through, escaped as ic::ForeignText writes them.
    const QByteArray stdoutLine = "[noisy-tool] title \\x1b]0;pwned\\x07 colour \\x1b[31mred"
                                  "\\x1b[0m rlo \\u202egnp.exe";
    const QByteArray stderrLine = "[noisy-tool] warning \\x1b]0;pwned\\x07 \\u202ecod.scr";
    QTRY_VERIFY2_WITH_TIMEOUT(err.contains(stdoutLine) && err.contains(stderrLine),
                              shown(out + err).constData(), 20000);

    panel.terminate();
    QVERIFY(panel.waitForFinished(10000));
    out += panel.readAllStandardOutput();
    err += panel.readAllStandardError();
    for (const QByteArray &printed : {out, err}) {
        QVERIFY2(!printed.contains('\x1b'), shown(printed).constData());
        QVERIFY2(!printed.contains('\x07'), shown(printed).constData());
        QVERIFY2(!printed.contains("\xe2\x80\xae"), shown(printed).constData()); // U+202E
    }
}

PANEL_TEST_MAIN(TestHeadlessForeignText)
#include "TestHeadlessForeignText.moc"
