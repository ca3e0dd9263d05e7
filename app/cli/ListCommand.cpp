#include "cli/ListCommand.h"
#include "cli/Tr.h"

#include "cli/JsonText.h"
#include "cli/PanelLink.h"
#include "cli/ToolsRoot.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

namespace iccli {

using ictools::InstalledTool;
using ictools::ToolGrant;
using ictools::ToolRegistry;

namespace {

QString kindOf(const InstalledTool &t)
{
    if (t.paired)
        return QStringLiteral("paired");
    return t.isPage() ? QStringLiteral("page") : QStringLiteral("program");
}

/// "tier", "categories" and "networkOrigins" of a grant, into `json`.
void putGrant(QJsonObject &json, const ToolGrant &grant)
{
    json.insert(u"tier", icrp::tierName(grant.tier));
    QJsonArray categories;
    for (icrp::EventCategory c : grant.categories)
        categories.append(icrp::categoryName(c));
    json.insert(u"categories", categories);
    json.insert(u"networkOrigins", QJsonArray::fromStringList(grant.networkOrigins));
}

QJsonObject toolJson(const InstalledTool &t)
{
    QJsonObject json{{QStringLiteral("id"), t.id},
                     {QStringLiteral("name"), t.name},
                     {QStringLiteral("version"), t.version},
                     {QStringLiteral("enabled"), t.enabled},
                     {QStringLiteral("kind"), kindOf(t)},
                     {QStringLiteral("needsApproval"), t.needsApproval()}};
    putGrant(json, t.granted);
    QJsonValue pending = QJsonValue::Null;
    if (t.pending) {
        QJsonObject held{{QStringLiteral("version"), t.pending->version}};
        putGrant(held, t.pending->requested);
        pending = held;
    }
    json.insert(u"pending", pending);
    return json;
}

bool sameFolder(const QString &a, const QString &b)
{
    return QDir::cleanPath(QDir(a).absolutePath()) == QDir::cleanPath(QDir(b).absolutePath());
}

} // namespace

ListCommand::ListCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

QString ListCommand::help() const
{
    return Tr::tr(
        "Usage: ic-tool list [--json]\n"
        "\n"
        "Lists the installed tools: ID, VERSION, ENABLED (yes/no), TIER and STATUS\n"
        "(\"needs approval (VERSION)\" when an update waits for \"ic-tool approve ID\").\n"
        "Tools are read from $IC_TOOLS_DIR when set; else from the folder of the running\n"
        "IC Control Panel (ic-panel --demo keeps tools of its own), saying which when it is\n"
        "not the usual one; else from the panel's tools folder.\n"
        "\n"
        "Options:\n"
        "  --json   print one JSON object instead, the same in every language:\n"
        "           {\"tools\": [{\"id\", \"name\", \"version\", \"enabled\" (true/false),\n"
        "           \"kind\" (page, program or paired), \"tier\", \"categories\",\n"
        "           \"networkOrigins\", \"needsApproval\" (true/false), \"pending\" (null, or\n"
        "           the held update's \"version\", \"tier\", \"categories\",\n"
        "           \"networkOrigins\")}]}\n"
        "\n"
        "Exit status: 0 listed (also when none are installed); 1 the tools' index\n"
        "cannot be read; 2 bad usage.\n");
}

void ListCommand::start(const QStringList &arguments)
{
    if (arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"))) {
        console().outRaw(help());
        finish(Success);
        return;
    }
    QStringList rest = arguments;
    const bool json = rest.removeAll(QStringLiteral("--json")) > 0;
    if (!rest.isEmpty()) {
        usageError(Tr::tr("list takes no arguments."));
        return;
    }
    const QString root = folder();
    ToolRegistry registry(root);
    if (!openRegistry(registry))
        return;
    if (json)
        printJson(registry.tools());
    else
        printTable(registry.tools(), root);
    finish(Success);
}

QString ListCommand::folder()
{
    const QString usual = ToolsRoot::resolve(environment());
    if (!environment().value(QStringLiteral("IC_TOOLS_DIR")).isEmpty())
        return usual;
    const auto panel = PanelLink::find();
    if (!panel || panel->toolsRoot.isEmpty() || sameFolder(panel->toolsRoot, usual))
        return usual;
    m_panelFolder = true;
    // On standard error: standard output stays the table (or the JSON) alone.
    console().err(
        Tr::tr("Listing the running IC Control Panel's tools, in %1 (a demo panel, "
               "ic-panel --demo, keeps tools of its own). The usual folder: "
               "IC_TOOLS_DIR=%2 ic-tool list")
            .arg(QDir::toNativeSeparators(panel->toolsRoot), QDir::toNativeSeparators(usual)));
    return panel->toolsRoot;
}

void ListCommand::printJson(const QList<InstalledTool> &tools)
{
    QJsonArray array;
    for (const InstalledTool &t : tools)
        array.append(toolJson(t));
    console().out(JsonText::format(QJsonObject{{QStringLiteral("tools"), array}}, true));
}

void ListCommand::printTable(const QList<InstalledTool> &tools, const QString &root)
{
    if (tools.isEmpty()) {
        console().err(m_panelFolder
                          ? Tr::tr("No tools installed in %1.").arg(QDir::toNativeSeparators(root))
                          : Tr::tr("No tools installed."));
        return;
    }
    QList<QStringList> rows{
        {Tr::tr("ID"), Tr::tr("VERSION"), Tr::tr("ENABLED"), Tr::tr("TIER"), Tr::tr("STATUS")}};
    for (const InstalledTool &t : tools) {
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
}

} // namespace iccli
