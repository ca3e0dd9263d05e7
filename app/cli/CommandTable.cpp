#include "cli/CommandTable.h"
#include "cli/Tr.h"

#include "cli/ApproveCommand.h"
#include "cli/BridgeCommand.h"
#include "cli/CallCommand.h"
#include "cli/DevCommand.h"
#include "cli/InitCommand.h"
#include "cli/InstallCommand.h"
#include "cli/ListCommand.h"
#include "cli/McpCommand.h"
#include "cli/PackageCommand.h"
#include "cli/ReplayCommand.h"
#include "cli/TestCommand.h"
#include "cli/TokenCommand.h"
#include "cli/UninstallCommand.h"
#include "cli/UrlCommand.h"
#include "cli/ValidateCommand.h"
#include "cli/WatchCommand.h"

#include <QCoreApplication>

namespace iccli {

void CommandTable::add(const QString &name, const QString &summary, Factory create)
{
    m_entries.append({name, summary, std::move(create)});
}

const CommandTable::Entry *CommandTable::find(const QString &name) const
{
    for (const Entry &e : m_entries) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

namespace {

template <typename T>
std::unique_ptr<Command> make(Console &console, const QProcessEnvironment &env)
{
    return std::make_unique<T>(console, env);
}

} // namespace

CommandTable CommandTable::standard()
{
    CommandTable t;
    t.add(QStringLiteral("call"), Tr::tr("Call one ICRP method and print its result as JSON"),
          &make<CallCommand>);
    t.add(QStringLiteral("watch"), Tr::tr("Print events of the given categories as they happen"),
          &make<WatchCommand>);
    t.add(QStringLiteral("init"), Tr::tr("Make a new tool from a template, ready to run"),
          &make<InitCommand>);
    t.add(QStringLiteral("dev"),
          Tr::tr("Serve a tool's folder against a simulated match, reloading on every change"),
          &make<DevCommand>);
    t.add(QStringLiteral("test"),
          Tr::tr("Run a tool against a simulated match and report what goes wrong"),
          &make<TestCommand>);
    t.add(QStringLiteral("validate"), Tr::tr("Check a tool's tool.yaml, folder or .icpkg"),
          &make<ValidateCommand>);
    t.add(QStringLiteral("package"), Tr::tr("Validate a tool's folder and write a .icpkg"),
          &make<PackageCommand>);
    t.add(QStringLiteral("install"), Tr::tr("Install a tool package after showing its permissions"),
          &make<InstallCommand>);
    t.add(QStringLiteral("list"), Tr::tr("List the installed tools"), &make<ListCommand>);
    t.add(QStringLiteral("uninstall"), Tr::tr("Remove an installed tool"), &make<UninstallCommand>);
    t.add(QStringLiteral("approve"), Tr::tr("Approve a held update that asks for more"),
          &make<ApproveCommand>);
    t.add(QStringLiteral("url"), Tr::tr("Print the URL of a browser tool to paste into OBS"),
          &make<UrlCommand>);
    t.add(QStringLiteral("replay"),
          Tr::tr("Show a replay on stream in the panel's overlays, or the live game again"),
          &make<ReplayCommand>);
    t.add(QStringLiteral("token"), Tr::tr("Give a tool a new token (token reset ID)"),
          &make<TokenCommand>);
    t.add(QStringLiteral("bridge"),
          Tr::tr("Relay ICRP between an IRC channel and a game (OA1), for the allowed nicks"),
          &make<BridgeCommand>);
    t.add(QStringLiteral("mcp"),
          Tr::tr("Serve an AI assistant over MCP (stdio), through the panel"), &make<McpCommand>);
    return t;
}

} // namespace iccli
