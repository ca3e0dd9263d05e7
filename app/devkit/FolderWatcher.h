#pragma once
// Watches a folder and every folder below it (dot-folders aside, as packages skip them) and
// says once when something in it changed: a burst of changes — an editor saving through a
// temporary file, a build writing many files — gives one changed() after it has been quiet
// for a moment. Folders made later are watched too, and the parent, so that the folder itself
// going (renamed, rm -rf and copied again, a clean build) and coming back is noticed.

#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace icdevkit {

class FolderWatcher : public QObject
{
    Q_OBJECT
public:
    /// `quietMs`: how long the folder must stay unchanged before changed().
    explicit FolderWatcher(const QString &folder, int quietMs = 150, QObject *parent = nullptr);

    /// Folders and files being watched now.
    QStringList watched() const;

Q_SIGNALS:
    void changed();

private:
    void rescan();
    void noticed();

    QString m_folder;
    QFileSystemWatcher m_watcher;
    QTimer m_quiet;
};

} // namespace icdevkit
