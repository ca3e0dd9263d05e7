#pragma once
// The install dialog for a Workshop tool package (docs/icrp-spec.md §17): name, version, author,
// description and screenshots; "This tool requests", "This tool does NOT have" and its behaviour in
// ranked matches (the same words as ic-tool install, from ictools::PermissionSummary); for an
// update, what changes and whether it asks for more than was granted (Update then grants it: one
// confirmation). Install / Cancel / View Source. Screenshots and View Source read the inspected
// bytes, so everything shown is what Install unpacks.
// It only shows an inspection (ToolRegistry::inspect): nothing is written here.
//
// Test seam: setNextAnswer() answers the next ask() without showing anything, as MessageBox.

#include "tools/ToolRegistry.h"

#include <QDialog>
#include <QString>
#include <functional>

class QVBoxLayout;

namespace icui {

class InstallDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Answer { None, Install, Cancel };
    Q_ENUM(Answer)

    InstallDialog(const QString &packagePath, const ictools::ToolRegistry::Inspection &inspection,
                  QWidget *parent = nullptr);

    /// The whole text the dialog shows (title, details, permissions, changes), for tests.
    const QString &summaryText() const { return m_summary; }

    /// Shows the dialog modally (or uses the next answer) and returns Install or Cancel.
    static Answer ask(QWidget *parent, const QString &packagePath,
                      const ictools::ToolRegistry::Inspection &inspection);
    /// Test seam: the next ask() is not shown and returns `answer`; `whileShown`, when given,
    /// runs first, where the user would be looking at the dialog (a test replaces the package
    /// file there).
    static void setNextAnswer(Answer answer, std::function<void()> whileShown = {});
    /// The summary text of the last dialog asked for (shown or answered by the seam).
    static QString lastText();

private:
    void addScreenshots(QVBoxLayout *layout, const ictools::ToolManifest &manifest);
    void viewSource();

    QString m_packagePath;
    /// The inspected bytes (not the file, which may change while the dialog is open).
    ictools::PackageReader m_reader;
    ictools::PackageContents m_contents;
    QString m_summary;
};

} // namespace icui
