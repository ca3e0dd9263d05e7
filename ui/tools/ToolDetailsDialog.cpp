#include "ui/tools/ToolDetailsDialog.h"
#include "ui/Tr.h"

#include "ui/common/MessageBar.h"
#include "ui/tools/BundledTool.h"
#include "ui/tools/TierRisk.h"
#include "ui/tools/ToolSummaryParts.h"

#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "panel/Panel.h"
#include "tools/InstalledTool.h"
#include "tools/PermissionSummary.h"
#include "tools/ToolRegistry.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFontDatabase>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace icui {

namespace {
/// A program's last lines shown at most.
constexpr qsizetype LastLines = 15;
} // namespace

using ToolSummaryParts::wrappedLabel;

ToolDetailsDialog::ToolDetailsDialog(icpanel::Panel &panel, const ictools::InstalledTool &tool,
                                     QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("toolDetailsDialog"));
    setWindowTitle(Tr::tr("Tool Details"));
    setAccessibleName(windowTitle());

    QStringList text;
    // A paired program has no version (its name may hold parentheses of its own: its id is
    // said below, not after it).
    m_heading = ToolSummaryParts::dialogHeading(
        tool.paired ? tool.name : Tr::tr("%1 %2 (%3)").arg(tool.name, tool.version, tool.id), this);
    text << m_heading->text();
    // What it holds, in the install dialog's colours and words: what the user agreed to.
    const icrp::Tier tier = tool.granted.tier;
    m_verdictBar = ToolSummaryParts::verdictBar(TierRisk::heldRisk(tool.name, tier), tier, this);
    text << m_verdictBar->text();

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    if (tool.paired)
        addPairedOrigin(layout, tool, text);
    else
        addPackageOrigin(panel, layout, tool, text);
    // ic-tool mcp: what the model reads, as the window's question listed it.
    if (ToolSummaryParts::isMcpServer(tool)) {
        ToolSummaryParts::addMcpReads(layout, tier, text);
    } else {
        const ictools::PermissionSummary granted(tier, tool.granted.categories,
                                                 tool.granted.networkOrigins);
        ToolSummaryParts::addPermissions(layout, granted, tier,
                                         !tool.granted.networkOrigins.isEmpty(), text);
    }
    const QString state = stateText(panel, tool);
    auto *stateLabel = wrappedLabel(state, content);
    stateLabel->setObjectName(QStringLiteral("toolState"));
    layout->addWidget(stateLabel);
    text << state;
    if (tool.isProgram() && panel.host()) {
        const QStringList output = panel.host()->runner()->recentOutput(tool.id);
        if (!output.isEmpty()) {
            const QString last =
                output.mid(qMax<qsizetype>(0, output.size() - LastLines)).join(QLatin1Char('\n'));
            layout->addWidget(ToolSummaryParts::sectionHeading(Tr::tr("Its last lines"), content));
            auto *lines = wrappedLabel(last, content);
            lines->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
            layout->addWidget(lines);
            text << Tr::tr("Its last lines") << last;
        }
    }
    layout->addStretch(1);
    m_summary = text.join(QLatin1Char('\n'));

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    scroll->setFrameShape(QFrame::NoFrame);

    // Close is the default button: Return closes, as Escape does.
    auto *buttons = new QDialogButtonBox(this);
    m_close = buttons->addButton(Tr::tr("&Close"), QDialogButtonBox::RejectRole);
    m_close->setObjectName(QStringLiteral("closeButton"));
    m_close->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *outer = new QVBoxLayout(this);
    outer->addWidget(m_heading);
    outer->addWidget(m_verdictBar);
    outer->addWidget(scroll, 1);
    outer->addWidget(buttons);
    m_close->setFocus(Qt::OtherFocusReason);
    ToolSummaryParts::fitToContent(*this, content, {m_heading, m_verdictBar, buttons});
}

void ToolDetailsDialog::addPackageOrigin(icpanel::Panel &panel, QVBoxLayout *layout,
                                         const ictools::InstalledTool &tool, QStringList &text)
{
    // The examples the panel installed from its own copies say so; any other author is free
    // text from tool.yaml (docs/security.md).
    if (BundledTool::isBundled(panel, tool))
        ToolSummaryParts::addBundledOrigin(layout, text);
    else if (!tool.author.isEmpty())
        ToolSummaryParts::addAuthor(layout, tool.author, text);
    if (!tool.description.isEmpty()) {
        layout->addWidget(wrappedLabel(tool.description, layout->parentWidget()));
        text << tool.description;
    }
}

void ToolDetailsDialog::addPairedOrigin(QVBoxLayout *layout, const ictools::InstalledTool &tool,
                                        QStringList &text)
{
    // The index does not keep how it was paired (ic-tool mcp --pair in a terminal, or Always
    // Allow in the window's question: the same entry), so this does not say which; nor an author
    // or a package, which it has not (the index's author and description are placeholders).
    const QString origin = ToolSummaryParts::isMcpServer(tool)
                               ? Tr::tr("Paired with the panel: the MCP server (ic-tool mcp) an AI "
                                        "assistant starts, not an installed package. It connects "
                                        "with a token of its own and has no files here.")
                               : Tr::tr("Paired with the panel: a program you allowed, not an "
                                        "installed package. It connects with a token of its own "
                                        "and has no files here.");
    auto *label = wrappedLabel(origin, layout->parentWidget());
    label->setObjectName(QStringLiteral("pairedOrigin"));
    layout->addWidget(label);
    const QString id = Tr::tr("Id: %1").arg(tool.id);
    layout->addWidget(wrappedLabel(id, layout->parentWidget()));
    text << origin << id;
}

QString ToolDetailsDialog::stateText(icpanel::Panel &panel,
                                     const ictools::InstalledTool &tool) const
{
    QStringList lines;
    lines << (tool.enabled ? Tr::tr("Enabled.") : Tr::tr("Disabled."));
    if (tool.pending)
        lines << Tr::tr("Version %1 waits for your approval (Approve Update…).")
                     .arg(tool.pending->version);
    if (tool.isProgram() && panel.host())
        lines << panel.host()->runner()->statusText(tool.id);
    if (!tool.paired) // a paired program has no files
        lines << Tr::tr("Files: %1")
                     .arg(QDir::toNativeSeparators(panel.tools()->toolFolder(tool.id)));
    return lines.join(QLatin1Char('\n'));
}

} // namespace icui
