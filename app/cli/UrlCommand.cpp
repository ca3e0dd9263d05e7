#include "cli/UrlCommand.h"
#include "cli/Tr.h"

#include "cli/PanelLink.h"
#include "cli/ToolsRoot.h"
#include "common/DefaultPorts.h"
#include "secrets/SecretStore.h"
#include "tools/ToolRegistry.h"

#include <QCommandLineParser>

namespace iccli {

UrlCommand::UrlCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

QString UrlCommand::help() const
{
    return Tr::tr("Usage: ic-tool url ID [--port N]\n"
                  "\n"
                  "Prints the URL of an installed browser tool to paste into OBS as a browser\n"
                  "source: http://ID.localhost:PORT/ENTRY#token=TOKEN. The token after # stays in\n"
                  "the browser (it never reaches a server or a log); treat the URL as a password.\n"
                  "\n"
                  "The running IC Control Panel gives the URL (its port, the tool's token). When\n"
                  "no panel runs, the token comes from the keychain and the port from --port\n"
                  "(default %1); the URL works once the panel runs on that port.\n"
                  "\n"
                  "Options:\n"
                  "  --port N   the overlay host's port when no panel runs\n"
                  "\n"
                  "Exit status: 0 printed; 1 no such browser tool, or no token yet; 2 bad usage.\n")
        .arg(ic::kOverlayHostPort);
}

void UrlCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption portOption(QStringLiteral("port"), Tr::tr("Port."),
                                        QStringLiteral("N"));
    parser.addOption(portOption);
    if (!parseArguments(parser, arguments))
        return;
    if (parser.positionalArguments().size() != 1) {
        usageError(Tr::tr("give the id of one tool, e.g. ic-tool url live-stats"));
        return;
    }
    bool portOk = true;
    const uint port =
        parser.isSet(portOption) ? parser.value(portOption).toUInt(&portOk) : ic::kOverlayHostPort;
    if (!portOk || port == 0 || port > 65535) {
        usageError(Tr::tr("--port wants a port number (1-65535)"));
        return;
    }
    const QString toolId = parser.positionalArguments().constFirst();
    const auto panel = PanelLink::find();
    if (!panel)
        return fromKeychain(toolId, quint16(port));
    const auto answer = PanelLink::ask(*panel, {{QStringLiteral("command"), QStringLiteral("url")},
                                                {QStringLiteral("tool"), toolId}});
    if (!answer) {
        console().err(QStringLiteral("ic-tool url: %1").arg(answer.error().message));
        finish(IcrpError);
        return;
    }
    console().out(answer->value(QLatin1String("url")).toString());
    finish(Success);
}

void UrlCommand::fromKeychain(const QString &toolId, quint16 port)
{
    ictools::ToolRegistry registry(ToolsRoot::resolve(environment()));
    if (!openRegistry(registry))
        return;
    const ictools::InstalledTool *tool = registry.find(toolId);
    if (!tool || !tool->isPage()) {
        console().err(tool ? Tr::tr("ic-tool url: \"%1\" is a program, not a page: the panel "
                                    "starts it itself.")
                                 .arg(toolId)
                           : Tr::tr("ic-tool url: no tool \"%1\" is installed.").arg(toolId));
        finish(IcrpError);
        return;
    }
    const QString page =
        QStringLiteral("http://%1.localhost:%2/%3").arg(toolId).arg(port).arg(tool->entryPoint);
    auto *store = new icsecrets::SecretStore(this);
    store->read(icsecrets::SecretStore::toolTokenKey(toolId),
                [this, store, page](const icsecrets::SecretResult &token) {
                    store->deleteLater();
                    if (!token || store->isSessionOnly()) {
                        console().err(Tr::tr("ic-tool url: no token for this tool in the keychain "
                                             "yet. Start IC Control Panel: it makes one."));
                        finish(IcrpError);
                        return;
                    }
                    console().out(page + QStringLiteral("#token=") + *token);
                    console().err(Tr::tr("IC Control Panel is not running: this URL works once "
                                         "it runs with this port."));
                    finish(Success);
                });
}

} // namespace iccli
