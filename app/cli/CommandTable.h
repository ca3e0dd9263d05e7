#pragma once
// The verbs ic-tool knows: name, one-line summary and a factory, in the order `--help` lists
// them. Adding a verb means one class and one line in standard().

#include "cli/Command.h"

#include <functional>
#include <memory>

namespace iccli {

class CommandTable
{
public:
    using Factory = std::function<std::unique_ptr<Command>(Console &, const QProcessEnvironment &)>;

    struct Entry
    {
        QString name;
        QString summary;
        Factory create;
    };

    void add(const QString &name, const QString &summary, Factory create);
    const Entry *find(const QString &name) const;
    const QList<Entry> &entries() const { return m_entries; }

    /// Every verb: call, watch, validate, package, install, list, uninstall, approve.
    static CommandTable standard();

private:
    QList<Entry> m_entries;
};

} // namespace iccli
