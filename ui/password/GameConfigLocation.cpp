#include "ui/password/GameConfigLocation.h"
#include "ui/Tr.h"

#include "ui/common/FileDialog.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace icui {

QStringList GameConfigLocation::candidateFolders()
{
    const QString name = QStringLiteral("iron-curtain");
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    QStringList folders{
        QDir::cleanPath(QDir(base.isEmpty() ? QDir::homePath() : base).filePath(name))};
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    // A game started without the session's XDG_CONFIG_HOME (another terminal, a launcher) keeps
    // it in ~/.config (fourteenth newcomer, s1-59: the dialog opened in an empty $XDG folder).
    const QString dotConfig =
        QDir::cleanPath(QDir::home().filePath(QStringLiteral(".config/") + name));
    if (!folders.contains(dotConfig))
        folders << dotConfig;
#endif
    return folders;
}

QString GameConfigLocation::usualFolder()
{
    const QStringList folders = candidateFolders();
    for (const QString &folder : folders)
        if (QFileInfo(folder).isDir())
            return folder;
    return folders.constFirst();
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
    return nearestExistingFolder(candidateFolders().constFirst());
}

QString GameConfigLocation::chooseConfigFile(QWidget *parent, const QString &lastUsed)
{
    return FileDialog::getOpenFileName(
        parent, Tr::tr("Choose the Game's config.toml"), startPath(lastUsed),
        Tr::tr("IC configuration (config.toml);;TOML files (*.toml);;All files (*)"));
}

QString GameConfigLocation::existingOrChosenConfigFile(QWidget *parent, const QString &lastUsed)
{
    if (!lastUsed.isEmpty() && QFileInfo(lastUsed).isFile())
        return lastUsed;
    if (QFileInfo::exists(usualFile()))
        return usualFile();
    return chooseConfigFile(parent, lastUsed);
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
