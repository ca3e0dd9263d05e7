#include "ui/common/FileDialog.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHash>
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
    return QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

QString FileDialog::getSaveFileName(QWidget *parent, const QString &caption, const QString &dir,
                                    const QString &filter)
{
    if (const auto name = asked(caption, dir))
        return *name;
    return QFileDialog::getSaveFileName(parent, caption, dir, filter);
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
