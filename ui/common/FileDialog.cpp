#include "ui/common/FileDialog.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QGuiApplication>
#include <QHash>
#include <QHeaderView>
#include <QPointer>
#include <QScreen>
#include <QTreeView>
#include <optional>

namespace icui {

namespace {
std::optional<QString> g_nextFileName;
QString g_lastCaption;
QString g_lastDirectory;
QHash<QString, QString> g_folders;

/// Notes what was asked; the seam's answer if one is set.
std::optional<QString> asked(const QString &caption, const QString &dir)
{
    g_lastCaption = caption;
    g_lastDirectory = dir;
    std::optional<QString> name = g_nextFileName;
    g_nextFileName.reset();
    return name;
}
} // namespace

QString FileDialog::getOpenFileName(QWidget *parent, const QString &caption, const QString &dir,
                                    const QString &filter)
{
    if (const auto name = asked(caption, dir))
        return *name;
    return run(parent, caption, dir, filter, QFileDialog::AcceptOpen);
}

QString FileDialog::getSaveFileName(QWidget *parent, const QString &caption, const QString &dir,
                                    const QString &filter)
{
    if (const auto name = asked(caption, dir))
        return *name;
    return run(parent, caption, dir, filter, QFileDialog::AcceptSave);
}

QSize FileDialog::initialSize(const QWidget *parent)
{
    const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize wanted(preferredWidth, preferredHeight);
    if (!screen)
        return wanted;
    // Within the screen's free area, with room for the window manager's frame.
    const QSize room = screen->availableGeometry().size() * 9 / 10;
    return wanted.boundedTo(room);
}

void FileDialog::fitColumns(QFileDialog *dialog)
{
    // Qt's own dialog gives its Size, Type and Date columns fixed widths (its model and view
    // are named so in its form); each folder read, they are made as wide as what they show.
    auto *model = dialog->findChild<QFileSystemModel *>(QStringLiteral("qt_filesystem_model"));
    auto *tree = dialog->findChild<QTreeView *>(QStringLiteral("treeView"));
    if (!model || !tree)
        return; // the platform's dialog: it lays out its own columns
    QObject::connect(model, &QFileSystemModel::directoryLoaded, tree, [tree] {
        for (int column = 1; column < tree->header()->count(); ++column)
            tree->resizeColumnToContents(column);
    });
}

QString FileDialog::run(QWidget *parent, const QString &caption, const QString &dir,
                        const QString &filter, int acceptMode)
{
    // As QFileDialog::getOpenFileName()/getSaveFileName() do, but at a size where Qt's own
    // dialog shows its Size, Type and Date columns in full (at its default it cut them to
    // "117…tes"). A platform's native dialog keeps its own size.
    // On the heap and watched: the parent may go while the dialog runs its own event loop.
    QPointer<QFileDialog> dialog = new QFileDialog(parent, caption, dir, filter);
    dialog->setObjectName(QStringLiteral("panelFileDialog"));
    const auto mode = static_cast<QFileDialog::AcceptMode>(acceptMode);
    dialog->setAcceptMode(mode);
    dialog->setFileMode(mode == QFileDialog::AcceptOpen ? QFileDialog::ExistingFile
                                                        : QFileDialog::AnyFile);
    dialog->resize(initialSize(parent));
    fitColumns(dialog);
    const bool accepted = dialog->exec() == QDialog::Accepted;
    if (!dialog)
        return {};
    const QString file = accepted ? dialog->selectedFiles().value(0) : QString();
    delete dialog;
    return file;
}

void FileDialog::setNextFileName(const QString &fileName)
{
    g_nextFileName = fileName;
}

void FileDialog::clearNextFileName()
{
    g_nextFileName.reset();
}

QString FileDialog::lastCaption()
{
    return g_lastCaption;
}

QString FileDialog::lastDirectory()
{
    return g_lastDirectory;
}

QString FileDialog::folderFor(const QString &purpose, const QString &fallback)
{
    return g_folders.value(purpose, fallback);
}

void FileDialog::rememberFolder(const QString &purpose, const QString &filePath)
{
    if (!filePath.isEmpty())
        g_folders.insert(purpose, QFileInfo(filePath).absolutePath());
}

} // namespace icui
