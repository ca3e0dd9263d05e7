#pragma once
// The parts the install and update dialog (InstallDialog) and Tool Details (ToolDetailsDialog)
// both show, made here once so that a tool reads the same in both: the verdict bar (a tier
// above observer a warning, amber or red, with what it allows in plain words from TierRisk;
// an observer tool's calm "Low risk" in blue), "Unverified author: …" with why (or "Comes
// with IC Control Panel" for the panel's own examples),
// "This tool requests" / "Will not get" / the ranked line, and the dialog's size fitted to what
// it shows. Each part adds its plain text to a list as well (the dialog's summary, for tests and
// the Log).

#include "ui/tools/TierRisk.h"

#include "icrp/protocol/Tier.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

class QDialog;
class QLabel;
class QVBoxLayout;
class QWidget;

namespace ictools {
class PermissionSummary;
struct InstalledTool;
} // namespace ictools

namespace icui {

class MessageBar;

namespace ToolSummaryParts {

/// A plain-text label that wraps and can be selected (also from the keyboard).
QLabel *wrappedLabel(const QString &text, QWidget *parent);
/// `lines`, each after `mark` and a space ("✓ Match events"), one a line.
QString bulleted(const QStringList &lines, const QString &mark);
/// A bold section heading ("This tool requests").
QLabel *sectionHeading(const QString &text, QWidget *parent);
/// The dialog's heading, bold and larger ("Install Live Stats?").
QLabel *dialogHeading(const QString &text, QWidget *parent);

/// The verdict under the heading: `risk` as a warning (MessageBar's Warning kind and icon: a
/// risk the user agrees to, not an error) drawn amber or red (MessageBar::setTone(): Error for a
/// Danger risk), named "riskBar"; with no risk, for a tool of observer `tier`, the calm
/// TierRisk::lowRisk() in blue (Information), named "lowRiskBar"; nullptr when neither (an update
/// that asks for no higher tier than it has). It stays while the dialog is open, without a close
/// button.
MessageBar *verdictBar(const std::optional<TierRisk::Risk> &risk, icrp::Tier tier, QWidget *parent);

/// "Unverified author: …" ("authorLabel", with a tooltip) and the line saying why
/// ("authorHint"): the package names its author itself and packages are not signed.
void addAuthor(QVBoxLayout *layout, const QString &author, QStringList &text);
/// "Comes with IC Control Panel" ("authorLabel"), instead of the author, for a package or tool
/// that is byte for byte one the panel ships (BundledTool); never from tool.yaml's author text.
void addBundledOrigin(QVBoxLayout *layout, QStringList &text);

/// "This tool requests" ✓…, "Will not get" ✗… ("willNotGet": only the powers above `tier`,
/// TierRisk::willNotGet) and the line for ranked matches.
void addPermissions(QVBoxLayout *layout, const ictools::PermissionSummary &summary, icrp::Tier tier,
                    bool hasNetwork, QStringList &text);

/// Whether `tool` is ic-tool mcp, the MCP server an AI assistant starts: a paired program of id
/// "mcp", or, when that id was taken, named "<client> via ic-tool mcp" (McpPanelGame).
bool isMcpServer(const ictools::InstalledTool &tool);
/// For the MCP server instead of "This tool requests": "The AI model can read (read-only)" ✓…
/// ("mcpReads", TierRisk::mcpReads(), as the window's question lists it), "Will not get" ✗…
/// (TierRisk::mcpWillNotGet()) and the ranked line.
void addMcpReads(QVBoxLayout *layout, icrp::Tier tier, QStringList &text);

/// Sizes `dialog` to `content` (the widget inside its scroll area) plus the widgets `around`
/// it (heading, bar, buttons; null ones skipped), within 90 % of the screen and no smaller
/// than 420×320 unless its content is; it stays resizable.
void fitToContent(QDialog &dialog, QWidget *content, const QList<QWidget *> &around);

} // namespace ToolSummaryParts
} // namespace icui
