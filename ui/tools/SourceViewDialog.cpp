#include "ui/tools/SourceViewDialog.h"
#include "ui/Tr.h"
#include "ui/tools/MarkdownView.h"

#include "tools/PackageReader.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QStackedWidget>
#include <QStringDecoder>
#include <QVBoxLayout>

namespace icui {

SourceViewDialog::SourceViewDialog(ictools::PackageReader reader,
                                   const ictools::PackageContents &contents, QWidget *parent)
    : QDialog(parent), m_reader(std::move(reader))
{
    setObjectName(QStringLiteral("sourceViewDialog"));
    setWindowTitle(Tr::tr("Package Files"));
    setAccessibleName(Tr::tr("Package Files"));

    m_files = new QListWidget(this);
    m_files->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_files->setObjectName(QStringLiteral("sourceFiles"));
    m_files->setAccessibleName(Tr::tr("Files in the package"));
    for (const ictools::PackageEntry &entry : contents.entries) {
        if (!entry.isFolder)
            m_files->addItem(entry.path);
    }
    m_viewer = new QPlainTextEdit(this);
    m_viewer->setObjectName(QStringLiteral("sourceViewer"));
    m_viewer->setAccessibleName(Tr::tr("File contents"));
    m_viewer->setReadOnly(true);
    m_viewer->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_markdown = new MarkdownView(this);
    m_views = new QStackedWidget(this);
    m_views->addWidget(m_viewer);
    m_views->addWidget(m_markdown);

    connect(m_files, &QListWidget::currentTextChanged, this, &SourceViewDialog::showFile);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *body = new QHBoxLayout;
    body->addWidget(m_files, 1);
    body->addWidget(m_views, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);
    resize(820, 520);
    if (m_files->count() > 0)
        m_files->setCurrentRow(0);
}

bool SourceViewDialog::isMarkdown(const QString &path)
{
    return path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive) ||
           path.endsWith(QLatin1String(".markdown"), Qt::CaseInsensitive);
}

void SourceViewDialog::showFile(const QString &path)
{
    m_views->setCurrentWidget(m_viewer); // unless it is Markdown to read
    if (path.isEmpty()) {
        m_viewer->clear();
        return;
    }
    ictools::PackageProblem problem;
    const std::optional<QByteArray> bytes = m_reader.readFile(path, MaxShownBytes, &problem);
    if (!bytes) {
        m_viewer->setPlainText(Tr::tr("This file cannot be shown: %1").arg(problem.message));
        return;
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(*bytes);
    if (decoder.hasError() || bytes->contains('\0')) {
        m_viewer->setPlainText(Tr::tr("%1 is a binary file (%n bytes); it is not shown as text.",
                                      nullptr, int(bytes->size()))
                                   .arg(path));
        return;
    }
    if (isMarkdown(path)) {
        m_markdown->showMarkdown(text);
        m_views->setCurrentWidget(m_markdown);
        return;
    }
    m_viewer->setPlainText(text);
}

} // namespace icui
