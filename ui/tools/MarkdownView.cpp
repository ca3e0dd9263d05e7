#include "ui/tools/MarkdownView.h"
#include "ui/Tr.h"

#include "ui/common/ExternalLink.h"

#include <QImage>
#include <QScrollBar>

namespace icui {

MarkdownView::MarkdownView(QWidget *parent) : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("markdownViewer"));
    setAccessibleName(Tr::tr("File contents"));
    setOpenLinks(false); // anchorClicked only: nothing moves inside the view
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, &MarkdownView::follow);
}

void MarkdownView::showMarkdown(const QString &markdown)
{
    // No operator| in Qt 6.4 for these: the flags from their sum.
    const auto features = QTextDocument::MarkdownFeatures::fromInt(
        QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML);
    document()->setMarkdown(markdown, features);
    // The text cursor went along with the insert, to the end; a README is read from the top.
    moveCursor(QTextCursor::Start);
    verticalScrollBar()->setValue(verticalScrollBar()->minimum());
    horizontalScrollBar()->setValue(horizontalScrollBar()->minimum());
}

QVariant MarkdownView::loadResource(int type, const QUrl &name)
{
    Q_UNUSED(name);
    // Not a null variant: the document would then read the file itself.
    if (type == QTextDocument::ImageResource)
        return QImage();
    return QString();
}

void MarkdownView::follow(const QUrl &url)
{
    const QString scheme = url.scheme();
    if (scheme == QLatin1String("https") || scheme == QLatin1String("http"))
        ExternalLink::open(url, this); // a failure is said in the window
}

} // namespace icui
