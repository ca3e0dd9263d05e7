// ToolRegistry: what the user allows when a tool or a program asks the gateway for more —
// a tool's grant extended, a program paired (docs/icrp-spec.md §18).

#include "tools/ToolRegistry.h"
#include "tools/Tr.h"

#include "tools/ToolManifest.h"
#include <QLoggingCategory>

#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcToolRegistry)

namespace ictools {

ic::Result<void> ToolRegistry::extendGrant(QString id, const ToolGrant &more)
{
    return editTool(id, Needs::Installed, [&more](QList<InstalledTool> &next, qsizetype i) {
        ToolGrant &granted = next[i].granted;
        // A tier that grants all the old one did replaces it (observer → admin); admin and mod
        // do not compare, and the tier already granted stays.
        if (ToolGrant::tierCovers(more.tier, granted.tier))
            granted.tier = more.tier;
        for (const icrp::EventCategory category : more.categories) {
            if (!granted.categories.contains(category))
                granted.categories.append(category);
        }
        for (const QString &origin : more.networkOrigins) {
            if (!granted.networkOrigins.contains(origin))
                granted.networkOrigins.append(origin);
        }
        return ic::success();
    });
}

ic::Result<void> ToolRegistry::setGrant(QString id, const ToolGrant &grant)
{
    return editTool(id, Needs::Installed, [&grant](QList<InstalledTool> &next, qsizetype i) {
        next[i].granted = grant;
        return ic::success();
    });
}

ic::Result<void> ToolRegistry::renamePaired(QString id, const QString &name)
{
    return editTool(id, Needs::Installed, [&name](QList<InstalledTool> &next, qsizetype i) {
        if (!next.at(i).paired)
            return ic::Result<void>(ic::Error{
                QStringLiteral("tool.not-paired"),
                Tr::tr("\"%1\" is named by its package; only a paired program can be renamed.")
                    .arg(next.at(i).id)});
        next[i].name = name;
        return ic::success();
    });
}

ic::Result<void> ToolRegistry::addPairedProgram(QString id, const QString &name,
                                                const ToolGrant &grant)
{
    if (!ToolManifest::isValidId(id))
        return ic::Error{QStringLiteral("tool.bad-id"),
                         Tr::tr("\"%1\" cannot be a tool's id.").arg(id.left(64))};
    const auto lock = lockAndReload();
    if (!lock)
        return lock.error();
    changed();
    if (indexOf(id) >= 0)
        return ic::Error{QStringLiteral("tool.exists"),
                         Tr::tr("A tool \"%1\" is already installed.").arg(id)};
    InstalledTool program;
    program.id = id;
    program.name = name;
    program.author = Tr::tr("(a program you allowed)");
    program.description = Tr::tr("Let in when it asked IC Control Panel's gateway.");
    program.version = QStringLiteral("paired");
    program.paired = true;
    program.granted = grant;
    program.installedAt = InstalledTool::stampNow();
    QList<InstalledTool> next = m_tools;
    next.append(program);
    if (auto written = writeIndex(next); !written)
        return written;
    m_tools = next;
    changed();
    qCInfo(lcToolRegistry).noquote() << "paired program" << id;
    return ic::success();
}

} // namespace ictools
