#pragma once
// Tool Details (the Tools page: double-click, Return on a row, or the context menu's Details…):
// what an installed tool is and what it may do, in the install dialog's own parts
// (ToolSummaryParts): its name, version and id as the heading; the verdict bar under it — a tier
// above observer in amber or red with what that tier allows in plain words ("Kill Feed has admin
// access. Admin access lets it pause …"), an observer tool's calm "Low risk" in blue —; the
// author as "Unverified author: …" (or "Comes with IC Control Panel" for an unchanged bundled
// example, BundledTool); what it was granted and will not get; then whether it is enabled, an
// update waiting for approval, a program's state and last lines, and where its files are.
// A paired program (no package) says "Paired with the panel" and its id instead of an author
// and files; the MCP server (ic-tool mcp) lists what the AI model can read, as the window's
// question did (TierRisk::mcpReads()).
// One button, Close: Return and Escape both close it. It only shows; nothing is changed here.

#include <QDialog>
#include <QString>
#include <QStringList>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace icpanel {
class Panel;
}
namespace ictools {
struct InstalledTool;
}

namespace icui {

class MessageBar;

class ToolDetailsDialog : public QDialog
{
    Q_OBJECT
public:
    ToolDetailsDialog(icpanel::Panel &panel, const ictools::InstalledTool &tool,
                      QWidget *parent = nullptr);

    /// Everything the dialog says, as plain text, one part a line (for tests).
    const QString &summaryText() const { return m_summary; }
    /// The verdict under the heading (never null): "riskBar" or "lowRiskBar".
    MessageBar *verdictBar() const { return m_verdictBar; }
    QPushButton *closeButton() const { return m_close; }

private:
    /// A package's origin: "Comes with IC Control Panel" or its unverified author, and its
    /// description.
    void addPackageOrigin(icpanel::Panel &panel, QVBoxLayout *layout,
                          const ictools::InstalledTool &tool, QStringList &text);
    /// A paired program's: "Paired with the panel" (not how: the index does not keep it) and its
    /// id; no author, no package.
    void addPairedOrigin(QVBoxLayout *layout, const ictools::InstalledTool &tool,
                         QStringList &text);
    /// Where the tool stands: enabled, an update held, a program's state, its files.
    QString stateText(icpanel::Panel &panel, const ictools::InstalledTool &tool) const;

    QString m_summary;
    QLabel *m_heading = nullptr;
    MessageBar *m_verdictBar = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace icui
