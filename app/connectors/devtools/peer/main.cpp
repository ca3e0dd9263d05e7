// ic-devtools-mock: a simulated PigeonPea game world that speaks the DevTools protocol
// (RFC-014) on ws://127.0.0.1:5007/, for trying the panel's DevTools connector without the
// game. Exit codes: 0 after Ctrl-C, 1 when the port cannot be used, 2 for bad arguments.

#include "common/SignalWatcher.h"
#include "connectors/common/Tr.h"
#include "connectors/devtools/peer/DevToolsPeer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <optional>
#include <variant>

using icconnectors::Tr;
using icconnectors::devtools::DevToolsPeer;

namespace {

std::optional<quint32> number(const QCommandLineParser &parser, const QString &name, quint32 max)
{
    bool ok = false;
    const uint value = parser.value(name).toUInt(&ok);
    if (!ok || value > max)
        return std::nullopt;
    return value;
}

void describe(QCommandLineParser &parser)
{
    parser.setApplicationDescription(Tr::tr(
        "A simulated PigeonPea game world that speaks the DevTools protocol (RFC-014: JSON "
        "command and event messages over WebSocket). It has a 20×10 map with walls, a player, "
        "goblins and potions; it answers spawn, tp/teleport, query, give, heal, kill and ping "
        "as the RFC says and sends entity_created, entity_moved and entity_died when they "
        "happen. It prints the URL it listens on (127.0.0.1 only); stop it with Ctrl-C."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("port"),
                      Tr::tr("Port to listen on (default 5007, 0 for any free one)."),
                      Tr::tr("port"), QStringLiteral("5007")});
    parser.addOption({QStringLiteral("tick-ms"),
                      Tr::tr("Milliseconds between goblin moves (default 1000, 0 for none)."),
                      Tr::tr("ms"), QStringLiteral("1000")});
    parser.addOption({QStringLiteral("seed"),
                      Tr::tr("Random seed of the goblins' steps (default 1)."), Tr::tr("n"),
                      QStringLiteral("1")});
    parser.addOption({QStringLiteral("broadcast-results"),
                      Tr::tr("Send every command's answer to every client, as a server that "
                             "broadcasts its results would (a test for clients' matching).")});
}

// The options, or the exit code when there is nothing to run (help, version: 0; bad: 2).
std::variant<DevToolsPeer::Options, int> readOptions(QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    describe(parser);
    if (!parser.parse(QCoreApplication::arguments())) {
        err << "ic-devtools-mock: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        out << parser.helpText();
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
            << Qt::endl;
        return 0;
    }
    const auto port = number(parser, QStringLiteral("port"), 65535);
    const auto tick = number(parser, QStringLiteral("tick-ms"), 3'600'000);
    const auto seed = number(parser, QStringLiteral("seed"), 0xffffffffU);
    if (!port || !tick || !seed || !parser.positionalArguments().isEmpty()) {
        err << "ic-devtools-mock: "
            << Tr::tr("--port takes 0 to 65535, --tick-ms 0 to 3600000, --seed a whole number; "
                      "there are no other arguments (see --help).")
            << Qt::endl;
        return 2;
    }
    DevToolsPeer::Options options;
    options.port = quint16(*port);
    options.tickMs = int(*tick);
    options.seed = *seed;
    options.broadcastResults = parser.isSet(QStringLiteral("broadcast-results"));
    return options;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-devtools-mock"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const auto options = readOptions(out, err);
    if (const int *exitCode = std::get_if<int>(&options))
        return *exitCode;

    DevToolsPeer peer;
    if (const auto started = peer.start(std::get<DevToolsPeer::Options>(options)); !started) {
        err << "ic-devtools-mock: " << started.error().message << Qt::endl;
        return 1;
    }
    out << Tr::tr("PigeonPea DevTools (RFC-014) listening on %1").arg(peer.url().toString())
        << Qt::endl; // Qt::endl flushes

    ic::SignalWatcher shutdownSignals;
    QObject::connect(&shutdownSignals, &ic::SignalWatcher::signalReceived, &app, [&](int) {
        peer.stop();
        QCoreApplication::quit();
    });
    return QCoreApplication::exec();
}
