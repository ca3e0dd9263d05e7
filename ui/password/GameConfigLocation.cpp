#include "ui/password/GameConfigLocation.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace icui {

QString GameConfigLocation::usualFolder()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    return QDir(base.isEmpty() ? QDir::homePath() : base).filePath(QStringLiteral("iron-curtain"));
}

QString GameConfigLocation::usualFile()
{
    return QDir(usualFolder()).filePath(QStringLiteral("config.toml"));
}

QString GameConfigLocation::startPath(const QString &lastUsed)
{
    if (QFileInfo(usualFile()).isFile())
        return usualFile();
    if (QFileInfo(usualFolder()).isDir())
        return usualFolder();
    if (!lastUsed.isEmpty()) {
        const QFileInfo last(lastUsed);
        if (last.isFile())
            return last.absoluteFilePath();
        if (last.absoluteDir().exists())
            return last.absolutePath();
    }
    return nearestExistingFolder(usualFolder());
}

QString GameConfigLocation::nearestExistingFolder(const QString &path)
{
    // ~/.config when ~/.config/iron-curtain is missing: the hidden folder is open already, so
    // the user need not find it in a dialog that hides it.
    QString folder = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    while (!QFileInfo(folder).isDir()) {
        const QString parent = QFileInfo(folder).absolutePath();
        if (parent == folder)
            return QDir::homePath();
        folder = parent;
    }
    return folder;
}

} // namespace icui
