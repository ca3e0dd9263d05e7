// ic-tf2-mock: a simulated Transport Fever 2 game with the IPC mod, for trying the panel's TF2
// connector without the game. It watches the command file, answers in the response file and
// logs to the log file, as the mod's simple_ipc.lua does. Exit codes: 0 after SIGINT/SIGTERM,
// 1 when its files cannot be used, 2 for bad arguments.

#include "common/SignalWatcher.h"
#include "connectors/common/Tr.h"
#include "connectors/tf2/peer/Tf2SimGame.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <optional>

using icconnectors::Tr;
using icconnectors::tf2::Tf2SimGame;

namespace {

struct Cli
{
    QCommandLineOption dir{QStringLiteral("dir"),
                           Tr::tr("Folder of the three files (default: /tmp, as the mod)."),
                           Tr::tr("folder"), QStringLiteral("/tmp")};
    QCommandLineOption command{QStringLiteral("command-file"),
                               Tr::tr("Command file to poll (default: <dir>/tf2_cmd.json)."),
                               Tr::tr("path")};
    QCommandLineOption response{QStringLiteral("response-file"),
                                Tr::tr("Response file to write (default: <dir>/tf2_resp.json)."),
                                Tr::tr("path")};
    QCommandLineOption log{QStringLiteral("log-file"),
                           Tr::tr("Log file (default: <dir>/tf2_simple_ipc.log)."), Tr::tr("path")};
    QCommandLineOption tick{QStringLiteral("tick"),
                            Tr::tr("Milliseconds between game ticks, each a poll (default: 50)."),
                            Tr::tr("ms"), QStringLiteral("50")};
    QCommandLineOption atomic{QStringLiteral("atomic-responses"),
                              Tr::tr("Write responses via a temporary file and rename, not in "
                                     "place as the mod does.")};
    QCommandLineOption clearLag{QStringLiteral("clear-lag"),
                                Tr::tr("Game ticks between writing an answer and emptying the "
                                       "command file (default: 0, the same tick, as the mod)."),
                                Tr::tr("ticks"), QStringLiteral("0")};
    QCommandLineOption unavailable{QStringLiteral("unavailable"),
                                   Tr::tr("Start with the game interface not available (every "
                                          "command but ping gets that error).")};
};

QString describe()
{
    return Tr::tr("A simulated Transport Fever 2 game playing the IPC mod's side of the file "
                  "protocol: each tick it reads a command (JSON, every value a string) from the "
                  "command file, answers it in the response file, then empties the command file "
                  "(the mod's order) and logs what it did. Its world has a date that advances with "
                  "the speed, money, towns, industries, lines, vehicles and stations. Stop it "
                  "with Ctrl-C.");
}

/// The game's options from the parsed command line; none when --tick or --clear-lag is out of
/// range (`problem` says which).
std::optional<Tf2SimGame::Options> optionsFrom(const QCommandLineParser &parser, const Cli &cli,
                                               QString *problem)
{
    Tf2SimGame::Options options = Tf2SimGame::optionsInFolder(parser.value(cli.dir));
    if (parser.isSet(cli.command))
        options.commandFile = parser.value(cli.command);
    if (parser.isSet(cli.response))
        options.responseFile = parser.value(cli.response);
    if (parser.isSet(cli.log))
        options.logFile = parser.value(cli.log);
    bool ok = false;
    options.tickMs = parser.value(cli.tick).toInt(&ok);
    if (!ok || options.tickMs < 1 || options.tickMs > 10000) {
        *problem = Tr::tr("--tick takes 1 to 10000 milliseconds.");
        return std::nullopt;
    }
    options.clearLagTicks = parser.value(cli.clearLag).toInt(&ok);
    if (!ok || options.clearLagTicks < 0 || options.clearLagTicks > 1000) {
        *problem = Tr::tr("--clear-lag takes 0 to 1000 ticks.");
        return std::nullopt;
    }
    options.atomicResponses = parser.isSet(cli.atomic);
    return options;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-tf2-mock"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    Cli cli;
    QCommandLineParser parser;
    parser.setApplicationDescription(describe());
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({cli.dir, cli.command, cli.response, cli.log, cli.tick, cli.atomic,
                       cli.clearLag, cli.unavailable});
    if (!parser.parse(QCoreApplication::arguments())) {
        err << "ic-tf2-mock: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    QString problem;
    const auto options = optionsFrom(parser, cli, &problem);
    if (!options) {
        err << "ic-tf2-mock: " << problem << Qt::endl;
        return 2;
    }

    Tf2SimGame game(*options);
    game.setInterfaceAvailable(!parser.isSet(cli.unavailable));
    if (const auto started = game.start(); !started) {
        err << "ic-tf2-mock: " << started.error().message << Qt::endl;
        return 1;
    }
    out << Tr::tr("TF2 simulated game: reading %1, answering in %2, logging to %3")
               .arg(options->commandFile, options->responseFile, options->logFile)
        << Qt::endl;

    ic::SignalWatcher shutdownSignals;
    QObject::connect(&shutdownSignals, &ic::SignalWatcher::signalReceived, &app, [&](int) {
        game.stop();
        app.quit();
    });
    return app.exec();
}
