#include "cli/DevCommand.h"
#include "cli/Tr.h"

#include "cli/PasswordSource.h"
#include "common/ForeignText.h"
#include "devkit/DevStage.h"
#include "devkit/FolderWatcher.h"
#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "icrp/protocol/Tier.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <utility>

namespace iccli {

DevCommand::DevCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

DevCommand::~DevCommand() = default;

QString DevCommand::help() const
{
    return Tr::tr("Usage: ic-tool dev [--port N] [--game URL] DIR\n"
                  "\n"
                  "Serves the tool in DIR while you work on it: from an overlay host and gateway\n"
                  "of its own (not the panel's; nothing is installed for real), against a\n"
                  "simulated match, granted exactly what its tool.yaml asks for. Prints the\n"
                  "page's URL: open it in a browser or an OBS browser source. When a file in\n"
                  "DIR changes, connected pages that use the SDK load themselves again and a\n"
                  "native tool is restarted; a tool.yaml with errors is reported and the last\n"
                  "good state keeps running. Ctrl-C ends.\n"
                  "\n"
                  "Options:\n"
                  "  --port N         the overlay host's port (default: a free one)\n"
                  "  --game URL       forward to this game (ws://HOST:PORT) instead of a\n"
                  "                   simulated match; its password comes from ICRP_PASSWORD\n"
                  "\n"
                  "Exit status: 0 interrupted; 1 the tool could not be served (its problems are\n"
                  "printed); 2 bad usage.\n"
                  "\n"
                  "Example:\n"
                  "  ic-tool init my-overlay && ic-tool dev my-overlay\n");
}

void DevCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption portOption(QStringLiteral("port"), Tr::tr("Port."),
                                        QStringLiteral("N"));
    const QCommandLineOption gameOption(QStringLiteral("game"), Tr::tr("Game."),
                                        QStringLiteral("URL"));
    parser.addOptions({portOption, gameOption});
    if (!parseArguments(parser, arguments))
        return;
    if (parser.positionalArguments().size() != 1) {
        usageError(Tr::tr("give the tool's folder, e.g. ic-tool dev my-overlay"));
        return;
    }
    icdevkit::DevStage::Options options;
    options.source = parser.positionalArguments().constFirst();
    bool portOk = true;
    const uint port = parser.isSet(portOption) ? parser.value(portOption).toUInt(&portOk) : 0;
    if (!portOk || port > 65535) {
        usageError(Tr::tr("--port wants a port number (1-65535), or 0 for a free one"));
        return;
    }
    options.port = quint16(port);
    if (parser.isSet(gameOption)) {
        options.game = QUrl(parser.value(gameOption), QUrl::StrictMode);
        if (!options.game.isValid() || options.game.scheme() != QLatin1String("ws")) {
            usageError(Tr::tr("--game wants the game's address, e.g. ws://127.0.0.1:19710"));
            return;
        }
        options.gamePassword = PasswordSource(environment()).fromEnvironment();
    }
    if (!QFileInfo(options.source).isDir()) {
        usageError(Tr::tr("%1 is not a folder: ic-tool dev serves a tool's folder (ic-tool test "
                          "also takes a .icpkg).")
                       .arg(options.source));
        return;
    }
    m_stage = std::make_unique<icdevkit::DevStage>(options);
    connect(m_stage.get(), &icdevkit::DevStage::refused, this,
            [this](const QString &message) { console().err(message); });
    serve();
}

void DevCommand::serve()
{
    if (const auto started = m_stage->start(); !started) {
        console().err(Tr::tr("ic-tool dev: %1").arg(started.error().message));
        console().err(Tr::tr("Nothing is served. Mend what is named above and run ic-tool dev "
                             "again."));
        finish(IcrpError);
        return;
    }
    const auto &manifest = m_stage->manifest();
    const QString against = m_stage->simulatedGame()
                                ? Tr::tr("a simulated match")
                                : m_stage->gameUrl().toDisplayString(QUrl::RemoveUserInfo);
    console().err(Tr::tr("Serving %1 %2 (%3, tier %4) against %5. Ctrl-C ends.")
                      .arg(manifest.name(), manifest.version().toString(), manifest.id(),
                           icrp::tierName(manifest.tier()), against));
    if (manifest.isBrowserSource()) {
        console().out(m_stage->pageUrl());
    } else {
        console().err(Tr::tr("A native tool: it runs now, and its output follows."));
        followProgram();
    }
    connect(m_stage->host(), &ichost::ToolHost::gameChanged, this,
            [this](icrp::Tier, bool connected) {
                m_lastGameProblem.clear();
                console().err(connected ? Tr::tr("The game is there.")
                                        : Tr::tr("The game is not reachable; the gateway keeps "
                                                 "trying."));
            });
    connect(m_stage->host(), &ichost::ToolHost::gameFailed, this,
            [this](icrp::Tier, const QString &message) {
                if (message == m_lastGameProblem)
                    return; // said once until something changes
                m_lastGameProblem = message;
                console().err(Tr::tr("The game: %1").arg(message));
            });
    // A build writes a program in several steps (the linker, then chmod): wait longer for it.
    m_watcher = new icdevkit::FolderWatcher(m_stage->source(),
                                            manifest.isBrowserSource() ? 150 : 800, this);
    connect(m_watcher, &icdevkit::FolderWatcher::changed, this, &DevCommand::onChanged);
}

void DevCommand::followProgram()
{
    ichost::ToolRunner *runner = m_stage->host()->runner();
    // A package's program prints what it likes: shown escaped, as the panel's Log page does.
    connect(runner, &ichost::ToolRunner::outputLine, this,
            [this](const QString &, const QString &line, bool error) {
                const QString text = ic::ForeignText::escaped(line);
                error ? console().err(text) : console().out(text);
            });
    connect(runner, &ichost::ToolRunner::stateChanged, this,
            [this](const QString &, ichost::ToolRunner::State, const QString &text) {
                console().err(Tr::tr("[tool] %1").arg(text));
            });
    console().err(Tr::tr("[tool] %1").arg(runner->statusText(m_stage->manifest().id())));
}

void DevCommand::onChanged()
{
    const QString urlBefore = m_stage->pageUrl();
    const auto reloaded = m_stage->reload();
    if (!reloaded) {
        const bool gone = reloaded.error().code == QLatin1String("dev.gone");
        if (gone && m_gone)
            return;
        m_gone = gone;
        console().err(Tr::tr("ic-tool dev: %1").arg(reloaded.error().message));
        if (!gone)
            console().err(Tr::tr("The last good tool.yaml and package stay in force; save a "
                                 "fixed file to go on."));
        return;
    }
    if (std::exchange(m_gone, false))
        console().err(Tr::tr("%1 is back.").arg(m_stage->source()));
    if (*reloaded == icdevkit::DevStage::Unchanged)
        return;
    if (!m_stage->manifest().isBrowserSource()) {
        console().err(Tr::tr("Changed: the tool restarts."));
        return;
    }
    console().err(Tr::tr("Changed: connected pages reloading: %n.", nullptr, *reloaded));
    if (m_stage->pageUrl() != urlBefore) {
        console().err(Tr::tr("entry_point changed; the page's address is now:"));
        console().out(m_stage->pageUrl());
    }
}

void DevCommand::interrupt(int)
{
    m_stage.reset();
    finish(Success);
}

} // namespace iccli
