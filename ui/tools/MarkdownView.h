#pragma once
// A package's Markdown (README.md) as it reads, for View Source: headings, lists, emphasis,
// code. The text is the package author's, so it stays inert: no HTML in it is rendered, no image
// or other resource is loaded (from the disk or elsewhere), and a link never navigates inside
// the view — a web link (http, https) opens in the browser, any other does nothing.

#include <QTextBrowser>

namespace icui {

class MarkdownView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit MarkdownView(QWidget *parent = nullptr);

    /// Shows `markdown` (CommonMark with GitHub's tables and task lists, without HTML).
    void showMarkdown(const QString &markdown);

protected:
    QVariant loadResource(int type, const QUrl &name) override;

private:
    void follow(const QUrl &url);
};

} // namespace icui
