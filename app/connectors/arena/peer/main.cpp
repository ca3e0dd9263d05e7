// ic-arena-mock: one of the two sides the Agent Arena tick inspector stands between, simulated.
//   --role runtime  the Python agent runtime: answers POST /tick, GET /health, POST /echo
//   --role sim      the Godot simulation: POSTs /tick at a rate to --target
// Exit codes: 0 done (or stopped by a signal), 1 the port cannot be used or ticks failed,
// 2 bad arguments.

#include "common/SignalWatcher.h"
#include "connectors/arena/peer/GodotPerception.h"
#include "connectors/arena/peer/SimulatedGodot.h"
#include "connectors/arena/peer/SimulatedRuntime.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>
#include <QUrl>

namespace {

struct Cli
{
    QCommandLineOption role{QStringLiteral("role"),
                            QStringLiteral("Which side to play: runtime (answers ticks) or sim "
                                           "(sends them)."),
                            QStringLiteral("runtime|sim")};
    QCommandLineOption port{QStringLiteral("port"),
                            QStringLiteral("runtime: port on 127.0.0.1 to listen on (0: any "
                                           "free one; default 5000, the seed's)."),
                            QStringLiteral("port"), QStringLiteral("5000")};
    QCommandLineOption mode{QStringLiteral("mode"),
                            QStringLiteral("runtime: how to answer ticks: normal, slow (after "
                                           "--delay), malformed, error (--error-code), not-http."),
                            QStringLiteral("mode"), QStringLiteral("normal")};
    QCommandLineOption delay{QStringLiteral("delay"),
                             QStringLiteral("runtime: milliseconds a slow answer takes."),
                             QStringLiteral("ms"), QStringLiteral("100")};
    QCommandLineOption errorCode{QStringLiteral("error-code"),
                                 QStringLiteral("runtime: the seed's error code of --mode error."),
                                 QStringLiteral("code"), QStringLiteral("TOOL_EXECUTION_FAILED")};
    QCommandLineOption target{QStringLiteral("target"),
                              QStringLiteral("sim: where to POST /tick (the runtime, or the tick "
                                             "inspector in front of it)."),
                              QStringLiteral("url"), QStringLiteral("http://127.0.0.1:5000")};
    QCommandLineOption rate{QStringLiteral("rate"), QStringLiteral("sim: ticks per second."),
                            QStringLiteral("n"), QStringLiteral("60")};
    QCommandLineOption agents{QStringLiteral("agents"), QStringLiteral("sim: agents per tick."),
                              QStringLiteral("n"), QStringLiteral("3")};
    QCommandLineOption scene{QStringLiteral("scene"),
                             QStringLiteral("sim: foraging, crafting or team_capture."),
                             QStringLiteral("scene"), QStringLiteral("foraging")};
    QCommandLineOption count{QStringLiteral("count"),
                             QStringLiteral("sim: ticks to send, then exit (0: until stopped)."),
                             QStringLiteral("n"), QStringLiteral("0")};
};

int fail(const QString &message)
{
    QTextStream(stderr) << "ic-arena-mock: " << message << Qt::endl;
    return 2;
}

int runRuntime(const QCommandLineParser &parser, const Cli &cli, QTextStream &out)
{
    const QString mode = parser.value(cli.mode);
    if (!icconnectors::arena::SimulatedRuntime::modeNames().contains(mode))
        return fail(
            QStringLiteral("--mode must be one of %1, not \"%2\".")
                .arg(icconnectors::arena::SimulatedRuntime::modeNames().join(QStringLiteral(", ")),
                     mode));
    if (!icconnectors::arena::SimulatedRuntime::errorCodes().contains(parser.value(cli.errorCode)))
        return fail(QStringLiteral("--error-code must be one of the seed's: %1.")
                        .arg(icconnectors::arena::SimulatedRuntime::errorCodes().join(
                            QStringLiteral(", "))));
    bool ok = false;
    const uint port = parser.value(cli.port).toUInt(&ok);
    const int delay = parser.value(cli.delay).toInt();
    if (!ok || port > 65535 || delay < 0)
        return fail(QStringLiteral("--port must be 0–65535 and --delay 0 or more."));
    auto *runtime = new icconnectors::arena::SimulatedRuntime(QCoreApplication::instance());
    runtime->setMode(icconnectors::arena::SimulatedRuntime::modeFromName(mode));
    runtime->setDelay(std::chrono::milliseconds(delay));
    runtime->setErrorCode(parser.value(cli.errorCode));
    if (auto listening = runtime->listen(quint16(port)); !listening) {
        QTextStream(stderr) << "ic-arena-mock: " << listening.error().message << Qt::endl;
        return 1;
    }
    out << "Agent runtime (" << mode << ") listening on http://127.0.0.1:" << runtime->port()
        << Qt::endl;
    return QCoreApplication::exec();
}

int runSim(const QCommandLineParser &parser, const Cli &cli, QTextStream &out)
{
    const QUrl url(parser.value(cli.target));
    icconnectors::arena::SimulatedGodot::Options options;
    options.host = url.host();
    options.port = quint16(url.port(0));
    options.ticksPerSecond = parser.value(cli.rate).toInt();
    options.agents = parser.value(cli.agents).toInt();
    options.scene = parser.value(cli.scene);
    options.count = parser.value(cli.count).toLongLong();
    if (url.scheme() != QLatin1String("http") || options.port == 0 ||
        (options.host != QLatin1String("127.0.0.1") && options.host != QLatin1String("localhost")))
        return fail(QStringLiteral("--target must be http://127.0.0.1:PORT, not \"%1\".")
                        .arg(parser.value(cli.target)));
    if (options.ticksPerSecond < 1 || options.agents < 1 || options.count < 0 ||
        !icconnectors::arena::GodotPerception::scenes().contains(options.scene))
        return fail(
            QStringLiteral("--rate and --agents must be 1 or more, --count 0 or more, "
                           "--scene one of %1.")
                .arg(icconnectors::arena::GodotPerception::scenes().join(QStringLiteral(", "))));
    auto *sim = new icconnectors::arena::SimulatedGodot(options, QCoreApplication::instance());
    QObject::connect(
        sim, &icconnectors::arena::SimulatedGodot::tickAnswered, sim,
        [&out](qint64 tick, const QJsonObject &answer) {
            out << "tick " << tick << ": "
                << answer.value(QLatin1String("actions")).toArray().size() << " action(s)"
                << (answer.contains(QLatin1String("error"))
                        ? QStringLiteral(", error ") + answer.value(QLatin1String("error"))
                                                           .toObject()
                                                           .value(QLatin1String("code"))
                                                           .toString()
                        : QString())
                << Qt::endl;
        });
    QObject::connect(sim, &icconnectors::arena::SimulatedGodot::tickFailed, sim,
                     [&out](qint64 tick, const QString &why) {
                         out << "tick " << tick << " failed: " << why << Qt::endl;
                     });
    QObject::connect(sim, &icconnectors::arena::SimulatedGodot::finished, sim, [sim, &out] {
        out << sim->answered() << " ticks answered, " << sim->errors() << " with an error, "
            << sim->failures() << " failed" << Qt::endl;
        QCoreApplication::exit(sim->failures() > 0 ? 1 : 0);
    });
    out << "Simulation sending " << options.ticksPerSecond << " ticks/s to "
        << parser.value(cli.target) << Qt::endl;
    sim->start();
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-arena-mock"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plays one side of Agent Arena's tick protocol (HTTP/JSON on 127.0.0.1) so the tick "
        "inspector has something to stand between:\n"
        "  --role runtime  the Python agent runtime: answers POST /tick with actions and "
        "reasoning, GET /health and POST /echo (as slow, malformed or failing as --mode says).\n"
        "  --role sim      the Godot simulation: POSTs /tick with a few agents at --rate to "
        "--target.\n"
        "Example: ic-arena-mock --role runtime --port 5000 & "
        "ic-arena-mock --role sim --target http://127.0.0.1:5001 --count 600"));
    parser.addHelpOption();
    parser.addVersionOption();
    const Cli cli;
    parser.addOptions({cli.role, cli.port, cli.mode, cli.delay, cli.errorCode, cli.target, cli.rate,
                       cli.agents, cli.scene, cli.count});
    parser.process(app);
    if (!parser.positionalArguments().isEmpty())
        return fail(QStringLiteral("unexpected argument \"%1\"; see --help.")
                        .arg(parser.positionalArguments().first()));
    ic::SignalWatcher shutdown;
    QObject::connect(&shutdown, &ic::SignalWatcher::signalReceived, &app,
                     [](int) { QCoreApplication::exit(0); });
    QTextStream out(stdout);
    const QString role = parser.value(cli.role);
    if (role == QLatin1String("runtime"))
        return runRuntime(parser, cli, out);
    if (role == QLatin1String("sim"))
        return runSim(parser, cli, out);
    return fail(QStringLiteral("--role must be runtime or sim; see --help."));
}
