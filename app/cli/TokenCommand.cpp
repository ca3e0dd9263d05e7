#include "cli/TokenCommand.h"
#include "cli/Tr.h"

#include "cli/PanelLink.h"
#include "cli/ToolsRoot.h"
#include "icrp/protocol/IcrpAuth.h"
#include "secrets/SecretStore.h"
#include "tools/ToolRegistry.h"

namespace iccli {

TokenCommand::TokenCommand(Console &console, const QProcessEnvironment &environment,
                           QObject *parent)
    : Command(console, environment, parent)
{
}

QString TokenCommand::help() const
{
    return Tr::tr(
        "Usage: ic-tool token reset ID\n"
        "\n"
        "Gives the installed tool ID a new token: its old URL stops working and its\n"
        "connections to the panel close. Use it when a tool's URL was shown on stream or\n"
        "shared by mistake; paste the new URL into OBS.\n"
        "\n"
        "With IC Control Panel running, the panel renews the token at once (a native tool\n"
        "is restarted with it) and the new URL is printed. Without, the new token goes\n"
        "into the keychain and the panel uses it from its next start.\n"
        "\n"
        "Exit status: 0 renewed; 1 no such tool, or the keychain refused; 2 bad usage.\n");
}

void TokenCommand::start(const QStringList &arguments)
{
    if (arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"))) {
        console().outRaw(help());
        finish(Success);
        return;
    }
    if (arguments.size() != 2 || arguments.constFirst() != QLatin1String("reset") ||
        arguments.constLast().startsWith(QLatin1Char('-'))) {
        usageError(Tr::tr("say \"reset\" and the tool's id, e.g. ic-tool token reset live-stats"));
        return;
    }
    const QString toolId = arguments.constLast();
    ictools::ToolRegistry registry(ToolsRoot::resolve(environment()));
    if (!openRegistry(registry))
        return;
    if (!registry.find(toolId)) {
        console().err(Tr::tr("ic-tool token: no tool \"%1\" is installed.").arg(toolId.left(64)));
        finish(IcrpError);
        return;
    }
    if (const auto panel = PanelLink::find()) {
        const auto answer =
            PanelLink::ask(*panel, {{QStringLiteral("command"), QStringLiteral("renew-token")},
                                    {QStringLiteral("tool"), toolId}});
        if (!answer) {
            console().err(QStringLiteral("ic-tool token: %1").arg(answer.error().message));
            finish(IcrpError);
            return;
        }
        console().err(Tr::tr("New token for %1: its old URL no longer works.").arg(toolId));
        if (const QString url = answer->value(QLatin1String("url")).toString(); !url.isEmpty())
            console().out(url);
        finish(Success);
        return;
    }
    auto *store = new icsecrets::SecretStore(this);
    store->write(icsecrets::SecretStore::toolTokenKey(toolId), icrp::IcrpAuth::generatePassword(32),
                 [this, store, toolId](const icsecrets::SecretResult &written) {
                     store->deleteLater();
                     if (!written || store->isSessionOnly()) {
                         console().err(
                             Tr::tr("ic-tool token: the keychain refused the new token: %1")
                                 .arg(written ? store->notice() : written.error().message));
                         finish(IcrpError);
                         return;
                     }
                     console().err(Tr::tr("New token for %1 stored in the keychain; IC Control "
                                          "Panel uses it from its next start.")
                                       .arg(toolId));
                     finish(Success);
                 });
}

} // namespace iccli
