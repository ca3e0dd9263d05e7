// ic-oa1-bash-mock: a RemoteBash far end (seed 004 §10) in a channel of the IRC server you name,
// written from the document alone, with a fake shell (FakeShell: echo, printf, colors, true,
// sleep, seq; never a real shell). Point the panel's OA1 connection at the same server and
// channel with protocol RemoteBash and this nick. Exit 1 when the IRC connection fails.

#include "connectors/oa1/peer/remotebash/RemoteBashPeer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

using icconnectors::oa1::bashpeer::RemoteBashPeer;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-oa1-bash-mock"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "A simulated OA1 RemoteBash side with a fake shell (echo, printf, colors, true, sleep,\n"
        "seq): nothing it is sent runs on this machine."));
    parser.addHelpOption();
    const QCommandLineOption host(QStringLiteral("host"), QStringLiteral("IRC server host."),
                                  QStringLiteral("HOST"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("IRC server port."),
                                  QStringLiteral("PORT"), QStringLiteral("6667"));
    const QCommandLineOption channel(QStringLiteral("channel"), QStringLiteral("The channel."),
                                     QStringLiteral("CHANNEL"), QStringLiteral("#ic-ops"));
    const QCommandLineOption nick(QStringLiteral("nick"), QStringLiteral("Our nick."),
                                  QStringLiteral("NICK"), QStringLiteral("remotebash"));
    const QCommandLineOption allow(QStringLiteral("allow"),
                                   QStringLiteral("A nick whose commands run (repeatable)."),
                                   QStringLiteral("NICK"));
    const QCommandLineOption gap(QStringLiteral("line-gap"),
                                 QStringLiteral("Least ms between two lines (default 1000)."),
                                 QStringLiteral("MS"), QStringLiteral("1000"));
    parser.addOptions({host, port, channel, nick, allow, gap});
    parser.process(app);
    RemoteBashPeer::Options options;
    options.host = parser.value(host);
    options.port = quint16(parser.value(port).toUInt());
    options.channel = parser.value(channel);
    options.nick = parser.value(nick);
    options.allowedNicks = parser.values(allow);
    options.lineGapMs = parser.value(gap).toInt();
    RemoteBashPeer peer(options);
    QTextStream out(stdout);
    QObject::connect(&peer, &RemoteBashPeer::ready, &app, [&] {
        out << "RemoteBash peer in " << options.channel << " as " << options.nick << Qt::endl;
    });
    QObject::connect(&peer, &RemoteBashPeer::failed, &app, [&](const QString &why) {
        QTextStream(stderr) << "ic-oa1-bash-mock: " << why << Qt::endl;
        app.exit(1);
    });
    peer.start();
    return app.exec();
}
