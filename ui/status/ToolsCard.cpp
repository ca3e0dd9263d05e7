#include "ui/status/ToolsCard.h"
#include "ui/Tr.h"
#include "ui/status/DotList.h"
#include "ui/status/LiveSessions.h"

#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include <QLabel>
#include <QVBoxLayout>

namespace icui {

namespace {
/// Rows of connected tools shown before "+N more".
constexpr int kMaxToolRows = 6;
} // namespace

ToolsCard::ToolsCard(icpanel::Panel &panel, QWidget *parent)
    : StatusCard(Tr::tr("Tools"), Tr::tr("Tools page"), parent), m_panel(panel)
{
    setObjectName(QStringLiteral("toolsCard"));
    bigLine()->setObjectName(QStringLiteral("toolsConnected"));
    m_rows = new DotList(this);
    m_rows->setObjectName(QStringLiteral("toolRows"));
    body()->addWidget(m_rows);
}

void ToolsCard::refresh(const LiveSessions &live)
{
    using Dot = DotList::Dot;
    QList<DotList::Row> connected;
    QList<DotList::Row> stopped;
    const ictools::ToolRegistry *tools = m_panel.tools();
    const ichost::ToolRunner *runner = m_panel.host() ? m_panel.host()->runner() : nullptr;
    if (tools) {
        for (const ictools::InstalledTool &tool : tools->tools()) {
            const int sessions = live.count(tool.id);
            if (sessions > 0)
                connected << DotList::Row{tool.name,
                                          sessions > 1 ? Tr::tr("×%1").arg(sessions) : QString(),
                                          Dot::Good,
                                          -1,
                                          {}};
            const bool down = runner && tool.enabled && tool.isProgram() &&
                              (runner->state(tool.id) == ichost::ToolRunner::State::Failed ||
                               runner->state(tool.id) == ichost::ToolRunner::State::Stopped);
            if (down)
                stopped << DotList::Row{tool.name, Tr::tr("Not running"), Dot::Warning, -1,
                                        runner->statusText(tool.id)};
        }
    }
    for (const QString &name : live.allowedOnce)
        connected << DotList::Row{name, Tr::tr("allowed once"), Dot::Good, -1, {}};
    const int count = int(connected.size());
    if (count > kMaxToolRows) {
        connected = connected.mid(0, kMaxToolRows);
        connected << DotList::Row{
            Tr::tr("+%1 more").arg(count - kMaxToolRows), {}, Dot::None, -1, {}};
    }
    m_rows->setRows(connected + stopped);
    const QStringList small =
        count == 0 && stopped.isEmpty()
            ? QStringList{Tr::tr("Tools and overlays connect through the panel once they run.")}
            : QStringList();
    setContent(count == 0 ? Tr::tr("No tool connected") : Tr::tr("Tools connected: %1").arg(count),
               small,
               !stopped.isEmpty() ? Tone::Warning
               : count > 0        ? Tone::Good
                                  : Tone::Neutral);
}

} // namespace icui
