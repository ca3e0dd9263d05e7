#include "cli/InstallCommand.h"
#include "cli/Tr.h"

#include "cli/TerminalQuestion.h"
#include "cli/ToolsRoot.h"
#include "tools/PermissionSummary.h"
#include "tools/ToolRegistry.h"

#include <QCommandLineParser>

namespace iccli {

using ictools::ToolRegistry;

InstallCommand::InstallCommand(Console &console, const QProcessEnvironment &environment,
                               QObject *parent)
    : Command(console, environment, parent)
{
}

QString InstallCommand::help() const
{
    return Tr::tr(
        "Usage: ic-tool install [--yes] PACKAGE.icpkg\n"
        "\n"
        "Shows the tool's name, version, author and what it may do (the same summary as\n"
        "the panel's install dialog) and asks \"Install? [y/N]\" on the terminal.\n"
        "For a tool that is installed already it shows what the update changes. An update\n"
        "that asks for more than you granted (a higher tier, new event categories, new\n"
        "network origins) is unpacked but held: the tool keeps its version and permissions\n"
        "until you run \"ic-tool approve ID\".\n"
        "\n"
        "Options:\n"
        "  -y, --yes   Install without asking (read the summary first).\n"
        "\n"
        "Tools are installed into $IC_TOOLS_DIR when set, else the panel's tools folder.\n"
        "Exit status: 0 installed, updated or held; 1 refused or declined; 2 bad usage or\n"
        "no terminal to ask on.\n");
}

void InstallCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption yesOption(QStringList{QStringLiteral("y"), QStringLiteral("yes")});
    parser.addOption(yesOption);
    if (!parseArguments(parser, arguments))
        return;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        usageError(Tr::tr("give one package, e.g. ic-tool install live-stats.icpkg"));
        return;
    }
    const QString package = positional.first();

    ToolRegistry registry(ToolsRoot::resolve(environment()));
    if (!openRegistry(registry))
        return;
    const ToolRegistry::Inspection inspection = registry.inspect(package);
    for (const ictools::ManifestProblem &p : inspection.problems) {
        if (!p.isError())
            console().err(p.toString());
    }
    if (inspection.refused()) {
        console().err(Tr::tr("ic-tool install: %1").arg(inspection.error.message));
        finish(IcrpError);
        return;
    }
    const ictools::ToolManifest &m = *inspection.manifest;
    const bool update = inspection.kind == ToolRegistry::Inspection::Update;
    console().out(update ? Tr::tr("UPDATE TOOL: %1").arg(m.name())
                         : Tr::tr("INSTALL TOOL: %1").arg(m.name()));
    console().out(Tr::tr("  Id: %1   Version: %2   Author: %3")
                      .arg(m.id(), m.version().toString(), m.author()));
    if (!m.description().isEmpty())
        console().out(QStringLiteral("  ") + m.description());
    console().out(QString());
    if (update) {
        printChanges(*inspection.plan);
    }
    console().outRaw(ictools::PermissionSummary(m).toText() + QLatin1Char('\n'));

    if (inspection.isHeldUpdate()) {
        console().out(QString());
        console().out(Tr::tr("This update asks for more than you granted to %1 %2.")
                          .arg(m.id(), inspection.plan->fromVersion));
    } else if (!parser.isSet(yesOption)) {
        const auto answer =
            TerminalQuestion::ask(update ? Tr::tr("Update? [y/N] ") : Tr::tr("Install? [y/N] "));
        if (answer == TerminalQuestion::Answer::NoTerminal) {
            console().err(
                Tr::tr("ic-tool install: no terminal to ask on. Read the permissions above "
                       "and run again with --yes to install without asking."));
            finish(Failure);
            return;
        }
        if (answer == TerminalQuestion::Answer::No) {
            console().err(Tr::tr("Not installed."));
            finish(IcrpError);
            return;
        }
    }
    // Exactly what was printed above: the inspected bytes and their grant (the file may have been
    // replaced while the question waited).
    const auto outcome = registry.install(inspection);
    if (!outcome) {
        console().err(Tr::tr("ic-tool install: %1").arg(outcome.error().message));
        finish(IcrpError);
        return;
    }
    console().out(outcome->message);
    finish(Success);
}

} // namespace iccli
