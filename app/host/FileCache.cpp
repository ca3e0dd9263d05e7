#include "host/FileCache.h"

#include "host/CachedAnswer.h"
#include "host/HostLog.h"
#include "host/HttpDate.h"
#include "host/OverlayFiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>

namespace ichost {

FileCache::FileCache(QObject *parent) : QObject(parent)
{
    const auto changed = [this](const QString &path) {
        qCDebug(lcHost).noquote() << "changed:" << path << "- the file cache starts over";
        forget();
    };
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, changed);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, changed);
}

ic::Result<FileCache::EntryPtr> FileCache::find(quint64 revision, const QString &folder,
                                                const QByteArray &encodedPath,
                                                const QString &entryPoint,
                                                const std::function<Headers()> &security)
{
    if (revision != m_revision) {
        forget();
        m_revision = revision;
    }
    if (const auto byFolder = m_entries.constFind(folder); byFolder != m_entries.cend()) {
        if (const auto it = byFolder->constFind(encodedPath); it != byFolder->cend())
            return *it;
    }
    bool keep = false;
    auto loaded = load(folder, encodedPath, entryPoint, security(), &keep);
    if (!loaded || !keep)
        return loaded;
    if (m_count >= kMaxEntries)
        forget();
    m_entries[folder].insert(encodedPath, *loaded);
    ++m_count;
    m_bytes += (*loaded)->body ? (*loaded)->size : 0;
    return loaded;
}

ic::Result<FileCache::EntryPtr> FileCache::load(const QString &folder,
                                                const QByteArray &encodedPath,
                                                const QString &entryPoint, const Headers &security,
                                                bool *keep)
{
    auto file = OverlayFiles::resolve(folder, encodedPath, entryPoint);
    if (!file)
        return file.error();
    // Watched first, then looked at again and read: a change from here on is seen.
    *keep = watch(folder, file->path);
    if (*keep && !(file = OverlayFiles::resolve(folder, encodedPath, entryPoint)))
        return file.error();
    auto entry = std::make_shared<Entry>();
    entry->path = file->path;
    entry->size = file->size;
    entry->modifiedSeconds = file->modifiedMs / 1000;
    entry->etag = file->etag;
    if (file->size < kWholeBelow) {
        QFile content(file->path);
        if (!content.open(QIODevice::ReadOnly))
            return ic::Error{QStringLiteral("path.not-found"), content.errorString()};
        entry->body = content.readAll();
        entry->size = entry->body->size();
        // A strong validator from the bytes themselves: an edit within the same millisecond
        // that keeps the size still changes it.
        entry->etag =
            '"' +
            QCryptographicHash::hash(*entry->body, QCryptographicHash::Sha256).toHex().left(32) +
            '"';
        *keep = *keep && m_bytes + entry->size <= kMemoryBudget;
    }
    entry->validators = security;
    entry->validators.emplaceBack("ETag", entry->etag);
    entry->validators.emplaceBack("Last-Modified", HttpDate::format(entry->modifiedSeconds));
    entry->headers = entry->validators;
    entry->headers.emplaceBack("Content-Type", file->mimeType);
    prebuild(*entry);
    return EntryPtr(std::move(entry));
}

void FileCache::prebuild(Entry &entry)
{
    entry.notModified = CachedAnswer::head(304, "Not Modified", entry.validators, 0);
    entry.answer = CachedAnswer::head(200, "OK", entry.headers, entry.size);
    entry.headSize = entry.answer.size();
    if (!entry.body)
        return;
    entry.answer += *entry.body;
    // The body's bytes are the answer's tail from here on: one copy in memory, not two.
    entry.body = QByteArray::fromRawData(entry.answer.constData() + entry.headSize, entry.size);
}

bool FileCache::watch(const QString &folder, const QString &file)
{
    const QString root = QDir(folder).absolutePath();
    QStringList wanted{file};
    for (QString dir = file.section(QLatin1Char('/'), 0, -2); dir.size() >= root.size();
         dir = dir.section(QLatin1Char('/'), 0, -2)) {
        wanted << dir;
        if (dir == root)
            break;
    }
    QStringList fresh;
    for (const QString &path : std::as_const(wanted)) {
        if (!m_watched.contains(path))
            fresh << path;
    }
    if (fresh.isEmpty())
        return true;
    const QStringList failed = m_watcher.addPaths(fresh);
    for (const QString &path : std::as_const(fresh)) {
        if (!failed.contains(path))
            m_watched.insert(path);
    }
    if (!failed.isEmpty())
        qCInfo(lcHost).noquote() << "cannot watch" << failed.constFirst()
                                 << "- its file is served but not cached";
    return failed.isEmpty();
}

void FileCache::forget()
{
    m_entries.clear();
    m_count = 0;
    m_bytes = 0;
    if (!m_watched.isEmpty())
        m_watcher.removePaths(m_watched.values());
    m_watched.clear();
}

} // namespace ichost
