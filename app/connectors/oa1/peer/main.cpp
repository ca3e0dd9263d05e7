// ic-oa1-mock: OA1's simulated far end (Oa1DemoPeer): a simulated match with a password behind
// the OA1 bridge, in a channel of the IRC server you name. Exit 0 on Ctrl-C, 1 when the IRC
// connection ends or the game cannot start, 2 for bad arguments.

#include "common/SignalWatcher.h"
#include "connectors/oa1/peer/Oa1DemoPeer.h"
#include "connectors/oa1/wire/IrcNames.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

using icconnectors::oa1::Oa1DemoPeer;

bool parseServer(const QString &text, Oa1DemoPeer::Options &options)
{
    return icconnectors::oa1::IrcNames::splitServer(text, &options.host, &options.port);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-oa1-mock"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "OA1's simulated far end: a simulated IC match with a password on a free port of\n"
        "127.0.0.1, and the OA1 bridge in front of it (what `ic-tool bridge irc` does next to a\n"
        "real game), joined to CHANNEL on the IRC server. Point the panel's OA1 connection at\n"
        "the same server and channel, with the bridge's nick and the password. The IRC server\n"
        "is not simulated: use any you can reach (e.g. ngircd --nodaemon). Ctrl-C ends.\n"
        "\n"
        "Note: --password is a test convenience. Other local users can read it in the process\n"
        "list (ps, /proc); the real bridge, `ic-tool bridge irc`, takes no password at all."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption server(QStringLiteral("server"),
                                    QStringLiteral("The IRC server (default 127.0.0.1:6667)."),
                                    QStringLiteral("HOST:PORT"), QStringLiteral("127.0.0.1:6667"));
    const QCommandLineOption channel(QStringLiteral("channel"),
                                     QStringLiteral("The channel (default #ic-ops)."),
                                     QStringLiteral("CHANNEL"), QStringLiteral("#ic-ops"));
    const QCommandLineOption nick(QStringLiteral("nick"),
                                  QStringLiteral("The bridge's nick (default icbridge)."),
                                  QStringLiteral("NICK"), QStringLiteral("icbridge"));
    const QCommandLineOption allow(QStringLiteral("allow"),
                                   QStringLiteral("A nick whose requests are relayed (repeat; "
                                                  "default panel)."),
                                   QStringLiteral("NICK"));
    const QCommandLineOption password(
        QStringLiteral("password"),
        QStringLiteral("The simulated game's password (default demo-password). A test "
                       "convenience only: other local users can read it in the process list "
                       "(ps, /proc), so never pass a real password here."),
        QStringLiteral("TEXT"), QStringLiteral("demo-password"));
    parser.addOptions({server, channel, nick, allow, password});
    parser.process(app);

    Oa1DemoPeer::Options options;
    if (!parseServer(parser.value(server), options)) {
        err << "ic-oa1-mock: --server wants HOST:PORT" << Qt::endl;
        return 2;
    }
    options.channel = parser.value(channel);
    options.bridgeNick = parser.value(nick);
    options.allowedNicks =
        parser.isSet(allow) ? parser.values(allow) : QStringList{QStringLiteral("panel")};
    options.password = parser.value(password);
    Oa1DemoPeer peer(options);
    if (const auto started = peer.start(); !started) {
        err << "ic-oa1-mock: " << started.error().message << Qt::endl;
        return 1;
    }
    out << "ICRP listening on " << peer.gameUrl() << Qt::endl;
    QObject::connect(&peer, &Oa1DemoPeer::ready, &app, [&](const QString &asNick) {
        out << "OA1 bridge in " << options.channel << " on " << options.host << ':' << options.port
            << " as " << asNick << Qt::endl;
    });
    QObject::connect(&peer, &Oa1DemoPeer::stopped, &app, [&](const QString &reason) {
        err << "ic-oa1-mock: " << reason << Qt::endl;
        QCoreApplication::exit(1);
    });
    ic::SignalWatcher shutdownSignals;
    QObject::connect(&shutdownSignals, &ic::SignalWatcher::signalReceived, &app,
                     [](int) { QCoreApplication::exit(0); });
    return app.exec();
}
