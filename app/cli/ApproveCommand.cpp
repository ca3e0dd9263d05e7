#include "cli/ApproveCommand.h"
#include "cli/Tr.h"

#include "cli/TerminalQuestion.h"
#include "cli/ToolsRoot.h"
#include "tools/PermissionSummary.h"
#include "tools/ToolRegistry.h"

#include <QCommandLineParser>

namespace iccli {

using ictools::ToolRegistry;

ApproveCommand::ApproveCommand(Console &console, const QProcessEnvironment &environment,
                               QObject *parent)
    : Command(console, environment, parent)
{
}

QString ApproveCommand::help() const
{
    return Tr::tr(
        "Usage: ic-tool approve [--yes] ID\n"
        "\n"
        "Shows what the held update of tool ID changes and asks \"Approve? [y/N]\" on the\n"
        "terminal; when approved the tool switches to the new version with the permissions\n"
        "it asks for.\n"
        "\n"
        "Options:\n"
        "  -y, --yes   Approve without asking.\n"
        "\n"
        "Exit status: 0 approved; 1 nothing held or declined; 2 bad usage or no terminal.\n");
}

void ApproveCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption yesOption(QStringList{QStringLiteral("y"), QStringLiteral("yes")});
    parser.addOption(yesOption);
    if (!parseArguments(parser, arguments))
        return;
    if (parser.positionalArguments().size() != 1) {
        usageError(Tr::tr("give the id of one tool, e.g. ic-tool approve live-stats"));
        return;
    }
    const QString id = parser.positionalArguments().first();
    ToolRegistry registry(ToolsRoot::resolve(environment()));
    if (!openRegistry(registry))
        return;
    const ictools::InstalledTool *tool = registry.find(id);
    if (!tool || !tool->pending) {
        console().err(
            tool ? Tr::tr("ic-tool approve: \"%1\" has no update waiting for approval.").arg(id)
                 : Tr::tr("ic-tool approve: no tool \"%1\" is installed (see \"ic-tool "
                          "list\").")
                       .arg(id));
        finish(IcrpError);
        return;
    }
    const ictools::UpdatePlan plan = ictools::UpdatePlan::between(*tool, *tool->pending);
    console().out(Tr::tr("APPROVE UPDATE: %1").arg(tool->name));
    printChanges(plan);
    const ictools::PermissionSummary summary(plan.requested.tier, plan.requested.categories,
                                             plan.requested.networkOrigins);
    console().outRaw(summary.toText() + QLatin1Char('\n'));
    if (!parser.isSet(yesOption)) {
        const auto answer = TerminalQuestion::ask(Tr::tr("Approve? [y/N] "));
        if (answer == TerminalQuestion::Answer::NoTerminal) {
            console().err(
                Tr::tr("ic-tool approve: no terminal to ask on. Read the permissions above "
                       "and run again with --yes to approve without asking."));
            finish(Failure);
            return;
        }
        if (answer == TerminalQuestion::Answer::No) {
            console().err(Tr::tr("Not approved; %1 %2 stays in use.").arg(id, tool->version));
            finish(IcrpError);
            return;
        }
    }
    const ictools::PendingUpdate reviewed = *tool->pending;
    const QString version = reviewed.version;
    const QString name = tool->name; // `tool` points into the index, which approving rewrites
    // Refused when another update was held meanwhile: only what was printed is approved.
    if (const auto approved = registry.approveUpdate(id, reviewed); !approved) {
        console().err(Tr::tr("ic-tool approve: %1").arg(approved.error().message));
        finish(IcrpError);
        return;
    }
    console().out(Tr::tr("Approved: %1 (%2) is now %3.").arg(name, id, version));
    finish(Success);
}

} // namespace iccli
