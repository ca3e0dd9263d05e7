#include "cli/ListCommand.h"
#include "cli/Tr.h"

#include "cli/ToolsRoot.h"
#include "tools/ToolRegistry.h"

namespace iccli {

using ictools::InstalledTool;
using ictools::ToolRegistry;

ListCommand::ListCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

QString ListCommand::help() const
{
    return Tr::tr(
        "Usage: ic-tool list\n"
        "\n"
        "Lists the installed tools: ID, VERSION, ENABLED (yes/no), TIER and STATUS\n"
        "(\"needs approval (VERSION)\" when an update waits for \"ic-tool approve ID\").\n"
        "Tools are read from $IC_TOOLS_DIR when set, else the panel's tools folder.\n");
}

void ListCommand::start(const QStringList &arguments)
{
    if (arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"))) {
        console().outRaw(help());
        finish(Success);
        return;
    }
    if (!arguments.isEmpty()) {
        usageError(Tr::tr("list takes no arguments."));
        return;
    }
    ToolRegistry registry(ToolsRoot::resolve(environment()));
    if (!openRegistry(registry))
        return;
    if (registry.tools().isEmpty()) {
        console().err(Tr::tr("No tools installed."));
        finish(Success);
        return;
    }
    QList<QStringList> rows{
        {Tr::tr("ID"), Tr::tr("VERSION"), Tr::tr("ENABLED"), Tr::tr("TIER"), Tr::tr("STATUS")}};
    for (const InstalledTool &t : registry.tools()) {
        rows.append(
            {t.id, t.version, t.enabled ? Tr::tr("yes") : Tr::tr("no"),
             icrp::tierName(t.granted.tier),
             t.pending ? Tr::tr("needs approval (%1)").arg(t.pending->version) : Tr::tr("ok")});
    }
    QList<qsizetype> widths(rows.first().size(), 0);
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = qMax(widths.at(i), row.at(i).size());
    }
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row.at(i).leftJustified(widths.at(i) + 2) : row.at(i);
        console().out(line);
    }
    finish(Success);
}

} // namespace iccli
