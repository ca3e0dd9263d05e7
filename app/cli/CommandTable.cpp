#include "CommandTable.h"

#include "CallCommand.h"
#include "WatchCommand.h"

#include <QCoreApplication>

namespace ictool {

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

QString tr(const char *text)
{
    return QCoreApplication::translate("ictool::CommandTable", text);
}

} // namespace

CommandTable CommandTable::standard()
{
    CommandTable t;
    t.add(QStringLiteral("call"), tr("Call one ICRP method and print its result as JSON"),
          &make<CallCommand>);
    t.add(QStringLiteral("watch"), tr("Print events of the given categories as they happen"),
          &make<WatchCommand>);
    return t;
}

} // namespace ictool
