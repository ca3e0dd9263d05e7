#include "cli/UninstallCommand.h"
#include "cli/Tr.h"

#include "cli/ToolsRoot.h"
#include "secrets/SecretStore.h"
#include "tools/ToolRegistry.h"

namespace iccli {

UninstallCommand::UninstallCommand(Console &console, const QProcessEnvironment &environment,
                                   QObject *parent)
    : Command(console, environment, parent)
{
}

QString UninstallCommand::help() const
{
    return Tr::tr(
        "Usage: ic-tool uninstall ID [--yes]\n"
        "\n"
        "Removes the installed tool ID (see \"ic-tool list\"), its files and what it was\n"
        "granted; it asks nothing (--yes is taken, as install takes it). Exit status:\n"
        "0 removed; 1 no such tool; 2 bad usage.\n");
}

void UninstallCommand::start(const QStringList &arguments)
{
    if (arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"))) {
        console().outRaw(help());
        finish(Success);
        return;
    }
    // --yes as install takes it (twenty-first newcomer): uninstall asks nothing, so it changes
    // nothing; any other option is named.
    QStringList ids = arguments;
    ids.removeIf(
        [](const QString &a) { return a == QLatin1String("--yes") || a == QLatin1String("-y"); });
    for (const QString &argument : std::as_const(ids)) {
        if (argument.startsWith(QLatin1Char('-'))) {
            usageError(Tr::tr("unknown option %1").arg(argument));
            return;
        }
    }
    if (ids.size() != 1) {
        usageError(Tr::tr("give the id of one tool, e.g. ic-tool uninstall live-stats"));
        return;
    }
    const QString id = ids.first();
    ictools::ToolRegistry registry(ToolsRoot::resolve(environment()));
    ic::Result<void> done = registry.open();
    QString label = id; // "Live Stats 1.0.0 (live-stats)", as the panel says it
    if (const ictools::InstalledTool *tool = done ? registry.find(id) : nullptr)
        label = Tr::tr("%1 %2 (%3)").arg(tool->name, tool->version, tool->id);
    if (done)
        done = registry.uninstall(id);
    if (!done) {
        console().err(Tr::tr("ic-tool uninstall: %1").arg(done.error().message));
        finish(IcrpError);
        return;
    }
    console().out(Tr::tr("Uninstalled %1.").arg(label));
    // Its token goes too (a running panel also removes it when it sees the tool gone).
    auto *store = new icsecrets::SecretStore(this);
    store->remove(icsecrets::SecretStore::toolTokenKey(id),
                  [this, store](const icsecrets::SecretResult &) {
                      store->deleteLater();
                      finish(Success);
                  });
}

} // namespace iccli
