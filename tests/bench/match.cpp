// bench-match: what the Match page costs. ic-remote-mock runs as its own process (default tick
// rate, 150 s into the match, when the fighting starts); the panel connects to it as admin with
// its window open, and this measures the CPU of the panel's process over a few seconds: with
// another page shown (the match model still follows the match), with the Match page shown, and
// with the Match page shown and sim_state subscribed (a state_diff every tick). Not a test:
// nothing passes or fails here (docs/performance.md). Needs a display (Xvfb) and a keychain
// session (scripts/test-session.sh).

#include "ProcessStats.h"

#include "ui/MainWindow.h"

#include "match/MatchModel.h"
#include "panel/Panel.h"
#include "panel/SubscriptionsModel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <unistd.h>

namespace {

/// This process's CPU over `seconds` of the event loop, in % of one core.
double cpuPercent(int seconds)
{
    const qint64 self = QCoreApplication::applicationPid();
    const qint64 before = icbench::treeCpuTicks({self});
    QTest::qWait(seconds * 1000);
    const qint64 after = icbench::treeCpuTicks({self});
    return 100.0 * double(after - before) / double(::sysconf(_SC_CLK_TCK)) / seconds;
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption secondsOpt(QStringLiteral("seconds"),
                                        QStringLiteral("CPU measured over this long."),
                                        QStringLiteral("s"), QStringLiteral("10"));
    parser.addOption(secondsOpt);
    parser.process(app);
    const int seconds = parser.value(secondsOpt).toInt();
    QTextStream out(stdout);

    const quint16 port = freePort();
    const QString password = QStringLiteral("bench-match-pw");
    QProcess game;
    game.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    game.start(QStringLiteral(IC_MOCK_PATH),
               {QStringLiteral("--port"), QString::number(port), QStringLiteral("--password"),
                password, QStringLiteral("--start-at"), QStringLiteral("150")});
    if (!game.waitForStarted() ||
        !QTest::qWaitFor([&game] { return game.readAllStandardOutput().contains("listening"); },
                         10'000)) {
        out << "ic-remote-mock did not start\n";
        return 1;
    }

    QTemporaryDir scratch;
    icpanel::Panel::Options options;
    options.settingsFile = scratch.filePath(QStringLiteral("panel.ini"));
    options.toolsRoot = scratch.filePath(QStringLiteral("tools"));
    icpanel::Panel panel(options);
    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("Bench");
    profile.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port));
    if (!panel.connectTo(profile, password, false)) {
        out << "could not connect\n";
        return 1;
    }
    icui::MainWindow window(panel);
    window.resize(1280, 900);
    window.show();
    if (!QTest::qWaitFor([&panel] { return panel.match()->series().samples().size() >= 3; },
                         20'000)) {
        out << "no figures from the game\n";
        return 1;
    }
    window.showPage(icui::MainWindow::Page::Status);
    const double otherPage = cpuPercent(seconds);
    window.showPage(icui::MainWindow::Page::Match);
    const double matchPage = cpuPercent(seconds);
    panel.subscriptions()->setSubscribed(QStringLiteral("sim_state"), true);
    QTest::qWait(1000);
    const double simState = cpuPercent(seconds);
    out << QString::asprintf("CPU %% of a core over %d s, the panel's process (the game runs "
                             "apart): Status page shown %.1f, Match page shown %.1f, Match page "
                             "and sim_state at 15 Hz %.1f | feed lines %lld\n",
                             seconds, otherPage, matchPage, simState,
                             qlonglong(panel.match()->feed()->rowCount()));
    game.terminate();
    game.waitForFinished();
    return 0;
}
