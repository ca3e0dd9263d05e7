#pragma once
// The overlay host's cache of the files it served: for each tool folder and request path that
// OverlayFiles::resolve() accepted, the file's MIME type, strong ETag, Last-Modified and the
// answer's headers, built once, and the bytes of a small file (below kWholeBelow; larger ones
// are read in pieces by FileSender on every request). A request answered from it costs no
// system call on the file: no stat, no open, no read, no time-zone look-up.
//
// What was refused or not found is never kept: every refusal is decided by resolve() anew.
// The whole cache is dropped when
//  - the caller's revision changes (HostDirectory::revision(): the panel installed, updated,
//    enabled, disabled or uninstalled a tool, changed a grant or an ic-tool dev folder), and
//  - anything under a folder it holds changes: every cached file and every folder on the way
//    to it is watched (QFileSystemWatcher, inotify), so an author's edit in place (ic-tool dev)
//    or a link or folder swapped in on the way is seen at once. A file whose watch cannot be
//    set (inotify's limit) is served but not kept.
// Lives on the host thread, where its watcher's events are delivered.

#include "common/Result.h"

#include <QFileSystemWatcher>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <functional>
#include <memory>
#include <optional>

namespace ichost {

class FileCache final : public QObject
{
public:
    using Headers = QList<std::pair<QByteArray, QByteArray>>;

    /// Files this big and larger are not held in memory.
    static constexpr qint64 kWholeBelow = 256 * 1024;
    /// Bytes of files held at most; past it, files are read for each request as before.
    static constexpr qint64 kMemoryBudget = 64 * 1024 * 1024;
    /// Entries held at most (spellings of a path count apart); past it, the cache starts over.
    static constexpr qsizetype kMaxEntries = 4096;

    struct Entry
    {
        /// Absolute path of the regular file.
        QString path;
        qint64 size = 0;
        qint64 modifiedSeconds = 0;
        QByteArray etag;
        /// The whole file, when it is below kWholeBelow; otherwise nullopt. A view into
        /// `answer` (no second copy of the bytes).
        std::optional<QByteArray> body;
        /// The whole 200 answer as bytes (CachedAnswer): its head and, when the file is held,
        /// the body. `headSize` bytes of it are the head alone (HEAD, or a large file's start).
        QByteArray answer;
        qsizetype headSize = 0;
        /// The whole 304 answer as bytes.
        QByteArray notModified;
        /// The security headers given to find(), ETag and Last-Modified: a 304's headers.
        Headers validators;
        /// validators and Content-Type: a 200's headers (Content-Length is the writer's).
        Headers headers;
    };
    using EntryPtr = std::shared_ptr<const Entry>;

    explicit FileCache(QObject *parent = nullptr);

    /// The file `encodedPath` names in `folder` (OverlayFiles::resolve, whose errors it
    /// returns), from the cache when it holds it under `revision`. `security` gives the
    /// headers every answer of this folder's tool carries; it is asked only to build an entry.
    ic::Result<EntryPtr> find(quint64 revision, const QString &folder,
                              const QByteArray &encodedPath, const QString &entryPoint,
                              const std::function<Headers()> &security);

    /// Entries held now.
    qsizetype count() const { return m_count; }

private:
    ic::Result<EntryPtr> load(const QString &folder, const QByteArray &encodedPath,
                              const QString &entryPoint, const Headers &security, bool *keep);
    /// Fills in `entry`'s prebuilt answers from its headers and body.
    static void prebuild(Entry &entry);
    /// Watches the folder, the folders down to `file` and the file; false when one failed.
    bool watch(const QString &folder, const QString &file);
    void forget();

    QFileSystemWatcher m_watcher;
    QSet<QString> m_watched;
    QHash<QString, QHash<QByteArray, EntryPtr>> m_entries;
    quint64 m_revision = 0;
    qsizetype m_count = 0;
    qint64 m_bytes = 0;
};

} // namespace ichost
