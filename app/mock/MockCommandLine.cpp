#include "mock/MockCommandLine.h"

#include <QCommandLineParser>
#include <QHostAddress>

#include <optional>

namespace icmock {

namespace {

MockCommandLine::Result error(const QString &message)
{
    MockCommandLine::Result r;
    r.action = MockCommandLine::Action::Error;
    r.text = message + QStringLiteral("\nRun ic-remote-mock --help for the options.");
    return r;
}

bool readNumber(const QString &text, qint64 min, qint64 max, qint64 *out)
{
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (!ok || v < min || v > max)
        return false;
    *out = v;
    return true;
}
// The options, each with its help text.
void addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QStringLiteral(
        "A simulated Iron Curtain match that speaks the IC Remote Protocol (ICRP) exactly as "
        "the game would, for developing and testing tools without the game.\n\n"
        "Note: --password is a test convenience. Other local users can read it in the process "
        "list (ps, /proc). For real use put the password in config.toml ([remote] password = "
        "\"...\") and pass --config FILE."));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    const QCommandLineOption version(QStringList{QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version."));
    const QCommandLineOption port(QStringLiteral("port"),
                                  QStringLiteral("Port to listen on (default 19710; 0: any free "
                                                 "port, printed on start). Overrides config.toml."),
                                  QStringLiteral("N"));
    const QCommandLineOption bind(QStringLiteral("bind"),
                                  QStringLiteral("Address to listen on (default 127.0.0.1, this "
                                                 "machine only). Overrides config.toml."),
                                  QStringLiteral("ADDR"));
    const QCommandLineOption password(
        QStringLiteral("password"),
        QStringLiteral("Require this password (test convenience only: other local users can see "
                       "it in the process list; put it in config.toml for real use)."),
        QStringLiteral("PW"));
    const QCommandLineOption config(
        QStringLiteral("config"),
        QStringLiteral("Read [remote] settings from this config.toml and apply its changes "
                       "while running. The file must exist; as the game does at its first "
                       "start, a [remote] section without a password gets a generated one "
                       "written into it (a file holding just \"[remote]\" is enough). The "
                       "game keeps its own in ~/.config/iron-curtain/config.toml, where the "
                       "panel's Password page looks first: use that path to stand in for it."),
        QStringLiteral("FILE"));
    const QCommandLineOption scenario(
        QStringLiteral("scenario"),
        QStringLiteral("skirmish-2v2 (a simulated match with events, default) or static (a "
                       "fixed mid-game state, no events)."),
        QStringLiteral("NAME"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Seed of the simulation (default 1): the same "
                                                 "seed gives the same match."),
                                  QStringLiteral("N"));
    const QCommandLineOption tickRate(QStringLiteral("tick-rate"),
                                      QStringLiteral("Simulation ticks per second (default 15)."),
                                      QStringLiteral("N"));
    const QCommandLineOption ranked(
        QStringLiteral("ranked"),
        QStringLiteral("Run as a ranked match: no mod or debug tier, observers see events "
                       "ranked_observer_delay_seconds late (default 120)."));
    const QCommandLineOption spectator(
        QStringLiteral("spectator"),
        QStringLiteral("Seat the game's local player as a spectator (in no team), as a caster "
                       "runs the game: observer tools see every team, no fog of war (in a "
                       "ranked match still ranked_observer_delay_seconds late). Default: the "
                       "seat of the first player, whose team's fog of war observers share."));
    const QCommandLineOption duration(
        QStringLiteral("duration"),
        QStringLiteral("End the match after S game seconds (the sim decides the winner); the "
                       "mock keeps serving the final state."),
        QStringLiteral("S"));
    const QCommandLineOption startAt(
        QStringLiteral("start-at"),
        QStringLiteral("Begin S game seconds into the match (played at once before listening): "
                       "with the default seed the first fights come about 150 s in."),
        QStringLiteral("S"));
    const QCommandLineOption replay(
        QStringLiteral("replay"),
        QStringLiteral("Play back FILE instead of simulating, from when the first client has "
                       "identified; the last state stays after the end. FILE is told by its "
                       "content: a recording made with ic-tool watch --record plays its events "
                       "at their recorded times and answers state calls as they were then; a "
                       "game's replay (.icrep, from the data folder's replays/) plays the match "
                       "again at its tick rate, every read method answered as live and calls "
                       "that would change it (ic/admin.*, ic/mod.*, ic/chat.send) refused. "
                       "Password, tiers and limits work as usual."),
        QStringLiteral("FILE"));
    const QCommandLineOption replaySpeed(
        QStringLiteral("replay-speed"),
        QStringLiteral("With --replay: play X times as fast (default 1; 0.1 to 100)."),
        QStringLiteral("X"));
    const QCommandLineOption dataDir(
        QStringLiteral("data-dir"),
        QStringLiteral("Keep gameplay.db (the match history) and replays/ in DIR, as the game "
                       "keeps them in its data folder (default: a temporary folder removed at "
                       "exit)."),
        QStringLiteral("DIR"));
    const QCommandLineOption historySeed(
        QStringLiteral("history-seed"),
        QStringLiteral("Fill an empty gameplay.db with N plausible past matches first (0 to "
                       "500)."),
        QStringLiteral("N"));
    const QCommandLineOption dev(
        QStringLiteral("dev"),
        QStringLiteral(
            "Run as a development build: the debug tier's ic/debug.* methods exist "
            "and the debug tier is offered unless config.toml says debug_tier_enabled = false "
            "(never in a ranked match)."));
    parser.addOptions({help, version, port, bind, password, config, scenario, seed, tickRate,
                       ranked, spectator, duration, startAt, replay, replaySpeed, dataDir,
                       historySeed, dev});
}

using Problem = std::optional<QString>;

// --port, --bind, --password and --config.
Problem readConnection(const QCommandLineParser &parser, MockOptions &o)
{
    qint64 n = 0;
    if (parser.isSet(QStringLiteral("port"))) {
        const QString value = parser.value(QStringLiteral("port"));
        if (!readNumber(value, 0, 65535, &n))
            return QStringLiteral("--port must be a number from 0 to 65535, not \"%1\".")
                .arg(value);
        o.port = quint16(n);
    }
    if (parser.isSet(QStringLiteral("bind"))) {
        const QString bind = parser.value(QStringLiteral("bind"));
        if (QHostAddress(bind).isNull())
            return QStringLiteral("--bind must be an IP address such as 127.0.0.1 or 0.0.0.0, "
                                  "not \"%1\".")
                .arg(bind);
        o.bind = bind;
    }
    const bool hasPassword = parser.isSet(QStringLiteral("password"));
    if (hasPassword && parser.isSet(QStringLiteral("config")))
        return QStringLiteral("--password and --config cannot be used together: put the "
                              "password in the config file's [remote] section.");
    if (hasPassword) {
        o.password = parser.value(QStringLiteral("password"));
        if (o.password.isEmpty())
            return QStringLiteral("--password must not be empty (leave it out to run without "
                                  "authentication).");
    }
    if (parser.isSet(QStringLiteral("config")))
        o.configPath = parser.value(QStringLiteral("config"));
    return std::nullopt;
}

// --data-dir, --history-seed and --dev.
Problem readData(const QCommandLineParser &parser, MockOptions &o)
{
    if (parser.isSet(QStringLiteral("data-dir"))) {
        o.dataDir = parser.value(QStringLiteral("data-dir"));
        if (o.dataDir.isEmpty())
            return QStringLiteral("--data-dir needs a folder (leave it out for a temporary one).");
    }
    if (parser.isSet(QStringLiteral("history-seed"))) {
        const QString value = parser.value(QStringLiteral("history-seed"));
        qint64 n = 0;
        if (!readNumber(value, 0, 500, &n))
            return QStringLiteral("--history-seed must be a number of matches from 0 to 500, "
                                  "not \"%1\".")
                .arg(value);
        o.historySeed = int(n);
    }
    o.dev = parser.isSet(QStringLiteral("dev"));
    if (o.dev && parser.isSet(QStringLiteral("ranked")))
        return QStringLiteral("--dev cannot be used with --ranked: a development build never "
                              "runs ranked matches.");
    return std::nullopt;
}

// --scenario, --seed, --tick-rate, --ranked, --spectator, --duration and --start-at.
Problem readMatch(const QCommandLineParser &parser, MockOptions &o)
{
    qint64 n = 0;
    if (parser.isSet(QStringLiteral("scenario"))) {
        o.scenario = parser.value(QStringLiteral("scenario"));
        if (o.scenario != QLatin1String("skirmish-2v2") && o.scenario != QLatin1String("static"))
            return QStringLiteral("--scenario must be skirmish-2v2 or static, not \"%1\".")
                .arg(o.scenario);
    }
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        o.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return QStringLiteral("--seed must be a whole number from 0 to "
                                  "18446744073709551615, not \"%1\".")
                .arg(parser.value(QStringLiteral("seed")));
    }
    if (parser.isSet(QStringLiteral("tick-rate"))) {
        const QString value = parser.value(QStringLiteral("tick-rate"));
        if (!readNumber(value, 1, 1000, &n))
            return QStringLiteral("--tick-rate must be a number from 1 to 1000, not \"%1\".")
                .arg(value);
        o.tickRate = int(n);
    }
    o.ranked = parser.isSet(QStringLiteral("ranked"));
    o.spectator = parser.isSet(QStringLiteral("spectator"));
    if (parser.isSet(QStringLiteral("duration"))) {
        const QString value = parser.value(QStringLiteral("duration"));
        if (!readNumber(value, 1, 24 * 3600, &n))
            return QStringLiteral("--duration must be a number of game seconds from 1 to 86400, "
                                  "not \"%1\".")
                .arg(value);
        o.durationSeconds = int(n);
    }
    if (parser.isSet(QStringLiteral("start-at"))) {
        const QString value = parser.value(QStringLiteral("start-at"));
        if (!readNumber(value, 0, 24 * 3600, &n))
            return QStringLiteral("--start-at must be a number of game seconds from 0 to 86400, "
                                  "not \"%1\".")
                .arg(value);
        o.startAtSeconds = int(n);
    }
    return std::nullopt;
}

// --replay and --replay-speed; the options of a simulated match do not go with them.
Problem readReplay(const QCommandLineParser &parser, MockOptions &o)
{
    if (!parser.isSet(QStringLiteral("replay"))) {
        if (parser.isSet(QStringLiteral("replay-speed")))
            return QStringLiteral("--replay-speed needs --replay FILE.");
        return std::nullopt;
    }
    o.replayPath = parser.value(QStringLiteral("replay"));
    if (o.replayPath.isEmpty())
        return QStringLiteral("--replay needs the path of a recording (ic-tool watch --record "
                              "FILE makes one) or of a game's replay (.icrep).");
    for (const char *option :
         {"scenario", "seed", "tick-rate", "ranked", "spectator", "duration", "start-at"}) {
        if (parser.isSet(QString::fromLatin1(option)))
            return QStringLiteral("--%1 cannot be used with --replay: a replay plays the match "
                                  "as it was recorded.")
                .arg(QString::fromLatin1(option));
    }
    if (parser.isSet(QStringLiteral("replay-speed"))) {
        const QString value = parser.value(QStringLiteral("replay-speed"));
        bool ok = false;
        o.replaySpeed = value.toDouble(&ok);
        if (!ok || !(o.replaySpeed >= 0.1 && o.replaySpeed <= 100))
            return QStringLiteral("--replay-speed must be a number from 0.1 to 100 (2: twice as "
                                  "fast), not \"%1\".")
                .arg(value);
    }
    return std::nullopt;
}

} // namespace

MockCommandLine::Result MockCommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(arguments))
        return error(parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return {Action::ShowHelp, {}, parser.helpText()};
    if (parser.isSet(QStringLiteral("version")))
        return {Action::ShowVersion, {}, QStringLiteral("ic-remote-mock " IC_VERSION "\n")};
    if (!parser.positionalArguments().isEmpty())
        return error(QStringLiteral("Unexpected argument \"%1\".")
                         .arg(parser.positionalArguments().constFirst()));
    Result r;
    if (const Problem problem = readConnection(parser, r.options))
        return error(*problem);
    if (const Problem problem = readMatch(parser, r.options))
        return error(*problem);
    if (const Problem problem = readReplay(parser, r.options))
        return error(*problem);
    if (const Problem problem = readData(parser, r.options))
        return error(*problem);
    return r;
}

} // namespace icmock
