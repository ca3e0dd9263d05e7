#include "cli/BridgeCommand.h"
#include "cli/Tr.h"

#include "connectors/oa1/bridge/Oa1Bridge.h"
#include "connectors/oa1/wire/IrcNames.h"

#include <QCommandLineParser>

namespace iccli {

using icconnectors::oa1::IrcNames;
using icconnectors::oa1::Oa1Bridge;

BridgeCommand::BridgeCommand(Console &console, const QProcessEnvironment &environment,
                             QObject *parent)
    : Command(console, environment, parent)
{
}

BridgeCommand::~BridgeCommand() = default;

QString BridgeCommand::help() const
{
    return Tr::tr("Usage: ic-tool bridge irc --server HOST:PORT --channel CHANNEL --nick NICK\n"
                  "                          --allow NICK [--allow NICK...] [--game URL]\n"
                  "                          [--line-gap MS] [--allow-no-password]\n"
                  "\n"
                  "Runs next to a game that is reachable only through IRC: joins CHANNEL on\n"
                  "the IRC server as NICK and relays ICRP (OA1 frames, docs/connectors/oa1.md)\n"
                  "between the channel and the game's ICRP address, for the allowed nicks\n"
                  "only. Each allowed nick gets its own session to the game and signs in to it\n"
                  "itself: the bridge never needs nor sees the game's password. Events are not\n"
                  "relayed, and ic/remote.password_reset is refused (its answer, the new\n"
                  "password, would be said to the whole channel). Ctrl-C ends.\n"
                  "\n"
                  "Options:\n"
                  "  --server HOST:PORT  the IRC server (plain TCP; port 6667 when left out)\n"
                  "  --channel CHANNEL   the channel to relay in, e.g. '#ops' (quote the #)\n"
                  "  --nick NICK         the bridge's nick\n"
                  "  --allow NICK        a nick whose requests are relayed (repeat for more)\n"
                  "  --game URL          the game's ICRP address (default ws://127.0.0.1:19710)\n"
                  "  --line-gap MS       the least time between two IRC lines (default 1000)\n"
                  "  --allow-no-password relay to a game that asks for no password (without it,\n"
                  "                      ic/bridge.hello is refused: IRC nicks are not\n"
                  "                      authenticated, so anyone holding an allowed nick would\n"
                  "                      get the game)\n"
                  "\n"
                  "Exit status: 0 interrupted; 1 the IRC connection ended; 2 bad usage.\n"
                  "\n"
                  "Example:\n"
                  "  ic-tool bridge irc --server irc.example.org:6667 --channel '#ic-ops' \\\n"
                  "      --nick ic-bridge --allow alice\n");
}

namespace {

// HOST:PORT, HOST, [IPV6]:PORT or [IPV6] into the options; false when it is not one.
bool parseServer(const QString &text, Oa1Bridge::Options &options)
{
    return IrcNames::splitServer(text, &options.host, &options.port);
}

} // namespace

void BridgeCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption server(QStringLiteral("server"), Tr::tr("Server."),
                                    QStringLiteral("HOST:PORT"));
    const QCommandLineOption channel(QStringLiteral("channel"), Tr::tr("Channel."),
                                     QStringLiteral("CHANNEL"));
    const QCommandLineOption nick(QStringLiteral("nick"), Tr::tr("Nick."), QStringLiteral("NICK"));
    const QCommandLineOption allow(QStringLiteral("allow"), Tr::tr("Allowed nick."),
                                   QStringLiteral("NICK"));
    const QCommandLineOption game(QStringLiteral("game"), Tr::tr("Game."), QStringLiteral("URL"));
    const QCommandLineOption gap(QStringLiteral("line-gap"), Tr::tr("Line gap."),
                                 QStringLiteral("MS"));
    const QCommandLineOption noPassword(QStringLiteral("allow-no-password"),
                                        Tr::tr("Relay to a game without a password."));
    parser.addOptions({server, channel, nick, allow, game, gap, noPassword});
    if (!parseArguments(parser, arguments))
        return;
    if (parser.positionalArguments() != QStringList{QStringLiteral("irc")})
        return usageError(Tr::tr("say which network to bridge: ic-tool bridge irc …"));
    Oa1Bridge::Options options;
    if (!parser.isSet(server) || !parseServer(parser.value(server), options))
        return usageError(Tr::tr("--server wants the IRC server as HOST:PORT"));
    options.channel = parser.value(channel);
    if (!IrcNames::isValidChannel(options.channel))
        return usageError(Tr::tr("--channel wants a channel name such as '#ops' (quote the #; "
                                 "no spaces or commas)"));
    options.nick = parser.value(nick);
    options.allowedNicks = parser.values(allow);
    if (options.nick.isEmpty() || options.allowedNicks.isEmpty())
        return usageError(Tr::tr("give the bridge's --nick and at least one --allow NICK"));
    const QStringList names = QStringList(options.allowedNicks) << options.nick;
    for (const QString &name : names) {
        if (!IrcNames::isValidNick(name))
            return usageError(Tr::tr("\"%1\" is not an IRC nick: letters, digits and "
                                     "_-[]\\`^{|}, not starting with a digit or -, at most 30")
                                  .arg(name));
    }
    options.allowNoPassword = parser.isSet(noPassword);
    if (parser.isSet(game)) {
        options.game = QUrl(parser.value(game), QUrl::StrictMode);
        if (!options.game.isValid() || options.game.scheme() != QLatin1String("ws"))
            return usageError(Tr::tr("--game wants the game's address, e.g. ws://127.0.0.1:19710"));
    }
    bool gapOk = true;
    const int gapMs = parser.isSet(gap) ? parser.value(gap).toInt(&gapOk) : 1000;
    if (!gapOk || gapMs < 0 || gapMs > 60'000)
        return usageError(Tr::tr("--line-gap wants milliseconds between 0 and 60000"));
    options.limits.minLineGapMs = gapMs;

    m_bridge = std::make_unique<Oa1Bridge>(options);
    connect(m_bridge.get(), &Oa1Bridge::ready, this, [this, options](const QString &asNick) {
        console().out(Tr::tr("ic-tool bridge: relaying %1 on %2:%3 as %4 to %5 for %6")
                          .arg(options.channel, options.host)
                          .arg(options.port)
                          .arg(asNick, options.game.toString(),
                               options.allowedNicks.join(QStringLiteral(", "))));
    });
    connect(m_bridge.get(), &Oa1Bridge::stopped, this, [this](const QString &reason) {
        console().err(QStringLiteral("ic-tool bridge: %1").arg(reason));
        finish(IcrpError);
    });
    m_bridge->start();
}

void BridgeCommand::interrupt(int)
{
    if (m_bridge) {
        m_bridge->disconnect(this);
        m_bridge->stop(Tr::tr("bridge stopped"));
    }
    finish(Success);
}

} // namespace iccli
