#pragma once
// "View Source" of the install dialog: the files of a package (as PackageReader::list() found
// them) beside a read-only viewer. Text files are shown as text, read from the archive without
// extracting anything (code in a monospace font; Markdown, such as a README.md, rendered as it
// reads, with no link followed inside: MarkdownView); binary or very large files say so instead.

#include "tools/PackageContents.h"
#include "tools/PackageReader.h"

#include <QDialog>
#include <QString>

class QListWidget;
class QPlainTextEdit;
class QStackedWidget;

namespace icui {

class MarkdownView;

class SourceViewDialog : public QDialog
{
    Q_OBJECT
public:
    /// Files larger than this are not shown.
    static constexpr qint64 MaxShownBytes = 1024 * 1024;

    /// `reader` reads the package as it was inspected (ToolRegistry::Inspection::reader()).
    SourceViewDialog(ictools::PackageReader reader, const ictools::PackageContents &contents,
                     QWidget *parent = nullptr);

    QListWidget *fileList() const { return m_files; }
    /// Shows code and other text as it is.
    QPlainTextEdit *viewer() const { return m_viewer; }
    /// Shows a Markdown file rendered; the one shown (instead of viewer()) for a .md file.
    MarkdownView *markdownViewer() const { return m_markdown; }
    /// True for a file shown rendered (Markdown: .md, .markdown).
    static bool isMarkdown(const QString &path);
    /// Shows the file at `path` (a file of the package) in the viewer.
    void showFile(const QString &path);

private:
    ictools::PackageReader m_reader;
    QListWidget *m_files = nullptr;
    QPlainTextEdit *m_viewer = nullptr;
    MarkdownView *m_markdown = nullptr;
    QStackedWidget *m_views = nullptr;
};

} // namespace icui
