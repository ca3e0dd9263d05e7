#include "cli/ReplayCommand.h"
#include "cli/Tr.h"

#include "cli/PanelLink.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace iccli {

ReplayCommand::ReplayCommand(Console &console, const QProcessEnvironment &environment,
                             QObject *parent)
    : Command(console, environment, parent)
{
}

QString ReplayCommand::help() const
{
    return Tr::tr(
        "Usage: ic-tool replay show ID [--tick N] [--speed X]\n"
        "       ic-tool replay live\n"
        "\n"
        "Show on stream: the overlays of the running IC Control Panel (OBS and the panel's\n"
        "preview) play the game's replay ID instead of the live game, under a REPLAY badge,\n"
        "until `ic-tool replay live` (or Back to Live in the panel) brings the live game back.\n"
        "For an instant replay from a script or a stream deck. `ic-tool call ic/replay.list`\n"
        "lists the game's replays and their ids.\n"
        "\n"
        "Options:\n"
        "  --tick N    where the replay starts (default 0: its beginning)\n"
        "  --speed X   how fast it plays, x real time (default 1; above 0, at most 16)\n"
        "\n"
        "Exit status: 0 done; 1 the panel refused (unknown replay, no game, no overlay\n"
        "host: it says why); 2 bad usage, or no panel running.\n");
}

void ReplayCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption tickOption(QStringLiteral("tick"), Tr::tr("Tick."),
                                        QStringLiteral("N"));
    const QCommandLineOption speedOption(QStringLiteral("speed"), Tr::tr("Speed."),
                                         QStringLiteral("X"));
    parser.addOption(tickOption);
    parser.addOption(speedOption);
    if (!parseArguments(parser, arguments))
        return;
    const QStringList words = parser.positionalArguments();
    const QString action = words.value(0);
    if (action == QLatin1String("live") && words.size() == 1 && !parser.isSet(tickOption) &&
        !parser.isSet(speedOption)) {
        ask({{QStringLiteral("command"), QStringLiteral("replay-live")}},
            Tr::tr("The overlays show the live game again."));
        return;
    }
    if (action != QLatin1String("show") || words.size() != 2) {
        usageError(Tr::tr("say show ID or live, e.g. ic-tool replay show "
                          "20261126T003631Z-f44746, then ic-tool replay live"));
        return;
    }
    bool tickOk = true;
    bool speedOk = true;
    const qint64 tick = parser.isSet(tickOption) ? parser.value(tickOption).toLongLong(&tickOk) : 0;
    const double speed =
        parser.isSet(speedOption) ? parser.value(speedOption).toDouble(&speedOk) : 1.0;
    if (!tickOk || tick < 0) {
        usageError(Tr::tr("--tick wants a tick of 0 or more"));
        return;
    }
    if (!speedOk || speed <= 0 || speed > 16) {
        usageError(Tr::tr("--speed wants a speed above 0 and at most 16, e.g. 2"));
        return;
    }
    const QString replayId = words.at(1);
    ask({{QStringLiteral("command"), QStringLiteral("replay-show")},
         {QStringLiteral("replay_id"), replayId},
         {QStringLiteral("tick"), tick},
         {QStringLiteral("speed"), speed}},
        Tr::tr("The overlays show the replay %1.").arg(replayId));
}

void ReplayCommand::ask(const QJsonObject &request, const QString &done)
{
    const auto panel = PanelLink::find();
    if (!panel) {
        console().err(QStringLiteral("ic-tool replay: %1").arg(panel.error().message));
        finish(Failure);
        return;
    }
    const auto answer = PanelLink::ask(*panel, request);
    if (!answer) {
        console().err(QStringLiteral("ic-tool replay: %1").arg(answer.error().message));
        finish(answer.error().code == QLatin1String("panel.refused") ? IcrpError : Failure);
        return;
    }
    console().out(done);
    finish(Success);
}

} // namespace iccli
