#include "devkit/FolderWatcher.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>

namespace icdevkit {

FolderWatcher::FolderWatcher(const QString &folder, int quietMs, QObject *parent)
    : QObject(parent), m_folder(QDir(folder).absolutePath())
{
    m_quiet.setSingleShot(true);
    m_quiet.setInterval(quietMs);
    connect(&m_quiet, &QTimer::timeout, this, [this] {
        rescan(); // an editor may have replaced a file: watch the new one
        Q_EMIT changed();
    });
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] {
        rescan(); // a new folder's files, written before the quiet moment, count too
        noticed();
    });
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &FolderWatcher::noticed);
    rescan();
}

QStringList FolderWatcher::watched() const
{
    return m_watcher.directories() + m_watcher.files();
}

void FolderWatcher::noticed()
{
    m_quiet.start();
}

void FolderWatcher::rescan()
{
    // The parent too: a rename or removal of the folder itself shows there.
    QSet<QString> now{QFileInfo(m_folder).absolutePath()};
    if (QFileInfo(m_folder).isDir()) {
        // Without QDir::Hidden the walk neither lists nor enters dotfiles and dot-folders.
        now.insert(m_folder);
        QDirIterator it(m_folder, QDir::AllEntries | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            now.insert(it.next());
    }
    QStringList remove;
    for (const QString &path : watched()) {
        if (!now.remove(path))
            remove << path;
    }
    if (!remove.isEmpty())
        m_watcher.removePaths(remove);
    if (!now.isEmpty())
        m_watcher.addPaths(QStringList(now.cbegin(), now.cend()));
}

} // namespace icdevkit
