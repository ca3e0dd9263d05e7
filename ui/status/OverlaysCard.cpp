#include "ui/status/OverlaysCard.h"
#include "ui/Tr.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/status/LiveSessions.h"

#include "host/ToolHost.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include <QLabel>
#include <QLocale>

namespace icui {

namespace {

QString overlayNames(const QStringList &list)
{
    return QLocale().createSeparatedList(list);
}

} // namespace

OverlaysCard::OverlaysCard(icpanel::Panel &panel, QWidget *parent)
    : StatusCard(Tr::tr("Overlays"), Tr::tr("Overlays page"), parent), m_panel(panel)
{
    setObjectName(QStringLiteral("overlaysCard"));
    bigLine()->setObjectName(QStringLiteral("overlaysLive"));
}

void OverlaysCard::refresh(const OverlaysPage *page, const LiveSessions &live)
{
    const ichost::ToolHost *host = m_panel.host();
    if (!host || !host->isListening()) {
        setContent(Tr::tr("The overlay host is off"),
                   {Tr::tr("OBS cannot load overlays until the panel serves them; the Log page "
                           "says why it did not start.")},
                   Tone::Warning);
        return;
    }
    QStringList liveNames;
    QStringList inBrowser;
    QStringList idle;
    if (const ictools::ToolRegistry *tools = m_panel.tools()) {
        for (const ictools::InstalledTool &tool : tools->tools()) {
            if (!tool.enabled || !tool.isPage())
                continue;
            if (live.inObs(tool.id) > 0)
                liveNames << tool.name;
            else if (live.inBrowsers(tool.id) > 0)
                inBrowser << tool.name;
            else
                idle << tool.name;
        }
    }
    const qsizetype installed = liveNames.size() + inBrowser.size() + idle.size();
    if (installed == 0) {
        setContent(Tr::tr("No overlay installed"),
                   {Tr::tr("Install one on the Tools page, then add its URL to OBS.")});
        return;
    }
    QStringList lines;
    if (!liveNames.isEmpty())
        lines << Tr::tr("Live: %1").arg(overlayNames(liveNames));
    if (!inBrowser.isEmpty())
        lines << Tr::tr("Open in a browser: %1").arg(overlayNames(inBrowser));
    if (!idle.isEmpty())
        lines << Tr::tr("Not in OBS: %1").arg(overlayNames(idle));
    // Each preview's own words are long ("… see its console below"): names here, words on hover.
    const QStringList problems = previewProblems(page);
    QStringList problemNames;
    for (const QString &problem : problems)
        problemNames << problem.section(QLatin1Char('\t'), 0, 0);
    if (!problems.isEmpty())
        lines << Tr::tr("Preview error: %1").arg(overlayNames(problemNames));
    smallLines()->setToolTip(QStringList(problems)
                                 .replaceInStrings(QStringLiteral("\t"), QStringLiteral(": "))
                                 .join(QLatin1Char('\n')));
    const Tone tone = !problems.isEmpty()   ? Tone::Error
                      : liveNames.isEmpty() ? Tone::Neutral
                                            : Tone::Good;
    setContent(liveNames.isEmpty()
                   ? Tr::tr("Not live in OBS")
                   : Tr::tr("Live in OBS: %1 of %2").arg(liveNames.size()).arg(installed),
               lines, tone);
}

QStringList OverlaysCard::previewProblems(const OverlaysPage *page)
{
    QStringList problems;
    if (!page)
        return problems;
    for (const OverlayPreview *preview : page->previews()) {
        // Refreshed as soon as a preview's problem comes or goes, not only on the next tick.
        connect(preview, &OverlayPreview::problemChanged, this,
                &OverlaysCard::previewProblemChanged, Qt::UniqueConnection);
        if (preview->problem().isEmpty())
            continue;
        const ictools::InstalledTool *tool =
            m_panel.tools() ? m_panel.tools()->find(preview->toolId()) : nullptr;
        problems << QStringLiteral("%1\t%2").arg(tool ? tool->name : preview->toolId(),
                                                 preview->problem());
    }
    problems.sort();
    return problems;
}

} // namespace icui
