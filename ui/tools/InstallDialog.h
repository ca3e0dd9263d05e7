#pragma once
// The install dialog for a Workshop tool package (docs/icrp-spec.md §17): a heading ("Install
// Live Stats?", "Update Live Stats to 3.0.0?") and the verdict under it, then version, author,
// description and screenshots; "This tool requests", "Will not get" (only the powers above its
// own that it does not get, TierRisk) and its behaviour in ranked matches (the same words as
// ic-tool install, from ictools::PermissionSummary); for an update, what changes and whether it
// asks for more than was granted (Update then grants it: one confirmation). A tier above observer
// (new, or raised by the update) is a warning bar at the top that says in plain words what it
// allows (TierRisk); an observer tool gets a calm "Low risk: …" Information bar. The author is
// "unverified" (one line says why): tool.yaml is free text and packages are not signed; a
// package that is byte for byte one of the examples the panel ships says "Comes with IC Control
// Panel" instead (the caller knows, Origin::Bundled).
// Install / Cancel / View Source; Return is Cancel. The dialog is as large as its content within
// the screen (no empty space above the buttons), and resizable. Screenshots and View Source read
// the inspected bytes, so everything shown is what Install unpacks. It only shows an inspection
// (ToolRegistry::inspect): nothing is written here.
//
// Test seam: setNextAnswer() answers the next ask() without showing anything, as MessageBox.

#include "tools/ToolRegistry.h"

#include <QDialog>
#include <QString>
#include <functional>

class QDialogButtonBox;
class QLabel;
class QVBoxLayout;

namespace icui {

class MessageBar;

class InstallDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Answer { None, Install, Cancel };
    Q_ENUM(Answer)
    /// Where the package comes from: any file (its author unverified), or the very bytes of a
    /// package the panel ships (Panel::exampleOverlays()).
    enum class Origin { Package, Bundled };

    InstallDialog(const QString &packagePath, const ictools::ToolRegistry::Inspection &inspection,
                  QWidget *parent = nullptr, Origin origin = Origin::Package);

    /// The whole text the dialog shows (title, details, permissions, changes), for tests.
    const QString &summaryText() const { return m_summary; }

    /// Shows the dialog modally (or uses the next answer) and returns Install or Cancel.
    static Answer ask(QWidget *parent, const QString &packagePath,
                      const ictools::ToolRegistry::Inspection &inspection,
                      Origin origin = Origin::Package);
    /// Test seam: the next ask() is not shown and returns `answer`; `whileShown`, when given,
    /// runs first, where the user would be looking at the dialog (a test replaces the package
    /// file there).
    static void setNextAnswer(Answer answer, std::function<void()> whileShown = {});
    /// The summary text of the last dialog asked for (shown or answered by the seam).
    static QString lastText();
    /// The label of the button that agrees to an update from `from` to `to`: "&Update", or
    /// "&Update and Allow Admin" (the tier it gets) when the update raises the tier.
    static QString updateVerb(std::optional<icrp::Tier> from, icrp::Tier to);

    /// The warning at the top for a tier above observer (nullptr when there is none).
    MessageBar *riskBar() const;
    /// The bar under the heading: the warning, or for an observer tool the calm "Low risk"
    /// (Information); nullptr for an update that asks for no higher tier than it has.
    MessageBar *verdictBar() const { return m_verdictBar; }

private:
    QLabel *makeHeading(const ictools::ToolManifest &manifest, bool update);
    void addRiskBar(const ictools::ToolRegistry::Inspection &inspection, QStringList &text);
    void addAbout(QVBoxLayout *layout, const ictools::ToolManifest &manifest, Origin origin,
                  QStringList &text);
    void addChanges(QVBoxLayout *layout, const ictools::ToolRegistry::Inspection &inspection,
                    QStringList &text);
    void addPermissions(QVBoxLayout *layout, const ictools::ToolManifest &manifest,
                        QStringList &text);
    void addScreenshots(QVBoxLayout *layout, const ictools::ToolManifest &manifest);
    QDialogButtonBox *makeButtons(const ictools::ToolRegistry::Inspection &inspection);
    void fitToContent(QWidget *content);
    void viewSource();

    QString m_packagePath;
    /// The inspected bytes (not the file, which may change while the dialog is open).
    ictools::PackageReader m_reader;
    ictools::PackageContents m_contents;
    QString m_summary;
    QLabel *m_heading = nullptr;
    MessageBar *m_verdictBar = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace icui
