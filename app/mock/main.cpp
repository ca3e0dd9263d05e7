// ic-remote-mock: a simulated IC match on ws://127.0.0.1:19710/ for tool developers (the
// game design's mock server). Exit codes: 0 after a clean shutdown, 1 when ICRP is disabled in the
// config or the port cannot be used, 2 for bad arguments, a bad config file or a malformed
// recording (--replay).

#include "common/SignalWatcher.h"
#include "common/StderrLog.h"
#include "mock/MockCommandLine.h"
#include "mock/MockGame.h"

#include "icrp/server/IcrpServer.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

int main(int argc, char *argv[])
{
    ic::logToStderr();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-remote-mock"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    const icmock::MockCommandLine::Result cli =
        icmock::MockCommandLine::parse(QCoreApplication::arguments());
    switch (cli.action) {
    case icmock::MockCommandLine::Action::ShowHelp:
    case icmock::MockCommandLine::Action::ShowVersion:
        out << cli.text;
        return 0;
    case icmock::MockCommandLine::Action::Error:
        err << "ic-remote-mock: " << cli.text << Qt::endl;
        return 2;
    case icmock::MockCommandLine::Action::Run:
        break;
    }

    icmock::MockGame game(cli.options);
    if (const auto started = game.start(); !started) {
        err << "ic-remote-mock: " << started.error().message << Qt::endl;
        switch (game.failure()) {
        case icmock::MockGame::Failure::BadOptions:
        case icmock::MockGame::Failure::BadConfig:
        case icmock::MockGame::Failure::BadReplay:
            return 2;
        default:
            return 1;
        }
    }
    // Without a password MockGame has warned on stderr (icpanel.mock).
    out << "ICRP listening on " << game.url() << Qt::endl; // Qt::endl flushes

    ic::SignalWatcher shutdownSignals;
    QObject::connect(&shutdownSignals, &ic::SignalWatcher::signalReceived, &app, [&](int) {
        if (!game.isRunning())
            return;
        game.stop(); // closes every session with 4012
        // Give the close frames a moment to leave, then quit.
        const auto quitWhenClosed = [&] {
            if (game.server()->connectionCount() == 0)
                QCoreApplication::quit();
        };
        QObject::connect(game.server(), &icrp::IcrpServer::sessionClosed, &app, quitWhenClosed);
        quitWhenClosed();
        QTimer::singleShot(2000, &app, &QCoreApplication::quit);
    });
    return QCoreApplication::exec();
}
