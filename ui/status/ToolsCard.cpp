#include "ui/status/ToolsCard.h"
#include "ui/Tr.h"
#include "ui/status/LiveSessions.h"

#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include <QLabel>
#include <QLocale>

namespace icui {

namespace {
/// Names shown before "and N more".
constexpr int kMaxToolNames = 6;
} // namespace

ToolsCard::ToolsCard(icpanel::Panel &panel, QWidget *parent)
    : StatusCard(Tr::tr("Tools"), Tr::tr("Tools page"), parent), m_panel(panel)
{
    setObjectName(QStringLiteral("toolsCard"));
    bigLine()->setObjectName(QStringLiteral("toolsConnected"));
}

void ToolsCard::refresh(const LiveSessions &live)
{
    QStringList connected;
    QStringList stopped;
    const ictools::ToolRegistry *tools = m_panel.tools();
    const ichost::ToolRunner *runner = m_panel.host() ? m_panel.host()->runner() : nullptr;
    if (tools) {
        for (const ictools::InstalledTool &tool : tools->tools()) {
            const int sessions = live.count(tool.id);
            if (sessions > 1)
                connected << Tr::tr("%1 (×%2)").arg(tool.name).arg(sessions);
            else if (sessions == 1)
                connected << tool.name;
            const bool down = runner && tool.enabled && tool.isProgram() &&
                              (runner->state(tool.id) == ichost::ToolRunner::State::Failed ||
                               runner->state(tool.id) == ichost::ToolRunner::State::Stopped);
            if (down)
                stopped << tool.name;
        }
    }
    for (const QString &name : live.allowedOnce)
        connected << Tr::tr("%1 (allowed once)").arg(name);
    QStringList lines;
    const int count = int(connected.size());
    if (count > kMaxToolNames) {
        connected = connected.mid(0, kMaxToolNames);
        connected << Tr::tr("+%1 more").arg(count - kMaxToolNames);
    }
    if (!connected.isEmpty())
        lines << QLocale().createSeparatedList(connected);
    if (!stopped.isEmpty())
        lines << Tr::tr("Not running: %1").arg(QLocale().createSeparatedList(stopped));
    if (count == 0 && stopped.isEmpty())
        lines << Tr::tr("Tools and overlays connect through the panel once they run.");
    setContent(count == 0 ? Tr::tr("No tool connected") : Tr::tr("Tools connected: %1").arg(count),
               lines,
               !stopped.isEmpty() ? Tone::Warning
               : count > 0        ? Tone::Good
                                  : Tone::Neutral);
}

} // namespace icui
