#include "tools/PackageWriter.h"
#include "tools/Tr.h"

#include "tools/ToolManifest.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <archive.h>
#include <archive_entry.h>
#include <ctime>
#include <memory>
#include <utility>

namespace ictools {

namespace {

/// 2000-01-01 00:00:00 UTC: every entry's timestamp.
constexpr time_t FixedTime = 946684800;

struct WriteFree
{
    void operator()(archive *a) const { archive_write_free(a); }
};
struct EntryFree
{
    void operator()(archive_entry *e) const { archive_entry_free(e); }
};

/// Why a folder cannot be packaged.
ic::Error refused(QString why)
{
    return ic::Error{QStringLiteral("package.source-refused"), std::move(why)};
}

struct Item
{
    QString path; // relative, '/' separators
    bool folder = false;
};

/// Walks `dir` (relative path `prefix`), skipping dot-entries; refuses symlinks and
/// anything that is neither file nor folder.
ic::Result<void> walk(const QString &dir, const QString &prefix, QList<Item> *items)
{
    const QFileInfoList entries = QDir(dir).entryInfoList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &info : entries) {
        if (info.fileName().startsWith(u'.'))
            continue;
        const QString relative =
            prefix.isEmpty() ? info.fileName() : prefix + u'/' + info.fileName();
        if (info.isSymLink() || info.isJunction()) {
            return refused(Tr::tr("%1 is a symbolic link; packages hold only regular files and "
                                  "folders (copy the file it points to instead)")
                               .arg(relative));
        }
        if (const QString why = ToolManifest::unsafePathReason(relative); !why.isEmpty()) {
            return refused(Tr::tr("%1 cannot be packaged: %2 (rename it)").arg(relative, why));
        }
        if (info.isDir()) {
            items->append({relative, true});
            if (auto walked = walk(info.filePath(), relative, items); !walked)
                return walked;
        } else if (info.isFile()) {
            if (!info.isReadable())
                return refused(Tr::tr("%1 cannot be read (check its permissions)").arg(relative));
            items->append({relative, false});
        } else {
            return refused(Tr::tr("%1 is neither a file nor a folder (a device, socket or pipe)")
                               .arg(relative));
        }
    }
    return ic::success();
}

ic::Result<QList<Item>> collect(const QString &sourceDir)
{
    const QFileInfo root(sourceDir);
    if (!root.isDir())
        return refused(Tr::tr("%1 is not a folder").arg(sourceDir));
    QList<Item> items;
    if (auto walked = walk(root.absoluteFilePath(), QString(), &items); !walked)
        return walked.error();
    std::sort(items.begin(), items.end(),
              [](const Item &a, const Item &b) { return a.path.toUtf8() < b.path.toUtf8(); });
    return items;
}

/// Zip stores DOS times in local time, which libarchive computes with localtime(): for the same
/// bytes in every time zone, the archive is written with TZ=UTC, restored afterwards. (ic-tool
/// packages on its main thread; nothing else reads the time zone meanwhile.)
class UtcTimeZone
{
public:
    UtcTimeZone() : m_had(qEnvironmentVariableIsSet("TZ")), m_old(qgetenv("TZ"))
    {
        qputenv("TZ", "UTC");
        tzset();
    }
    ~UtcTimeZone()
    {
        if (m_had)
            qputenv("TZ", m_old);
        else
            qunsetenv("TZ");
        tzset();
    }
    UtcTimeZone(const UtcTimeZone &) = delete;
    UtcTimeZone &operator=(const UtcTimeZone &) = delete;

private:
    bool m_had;
    QByteArray m_old;
};

la_ssize_t writeCallback(archive *, void *clientData, const void *buffer, size_t length)
{
    auto *file = static_cast<QSaveFile *>(clientData);
    const qint64 written = file->write(static_cast<const char *>(buffer), qint64(length));
    return written == qint64(length) ? la_ssize_t(written) : -1;
}

QString archiveError(archive *a)
{
    const char *text = archive_error_string(a);
    return text ? QString::fromUtf8(text) : Tr::tr("unknown error");
}

} // namespace

ic::Result<QStringList> PackageWriter::collectFiles(const QString &sourceDir)
{
    const auto items = collect(sourceDir);
    if (!items)
        return items.error();
    QStringList files;
    for (const Item &item : *items) {
        if (!item.folder)
            files << item.path;
    }
    return files;
}

ic::Result<void> PackageWriter::write(const QString &sourceDir, const QString &outputPath)
{
    const auto fail = [](const QString &why) -> ic::Result<void> {
        return ic::Error{QStringLiteral("package.write-failed"), why};
    };
    const auto items = collect(sourceDir);
    if (!items)
        return items.error();
    const QString root = QFileInfo(sourceDir).absoluteFilePath();
    const QString output = QFileInfo(outputPath).absoluteFilePath();
    if (output.startsWith(root + u'/') && !QFileInfo(output).fileName().startsWith(u'.'))
        return fail(Tr::tr("write the package outside the folder being packaged (%1 is inside %2)")
                        .arg(outputPath, sourceDir));

    QSaveFile file(outputPath);
    if (!file.open(QIODevice::WriteOnly))
        return fail(Tr::tr("cannot write %1: %2").arg(outputPath, file.errorString()));

    const UtcTimeZone utc;
    std::unique_ptr<archive, WriteFree> a(archive_write_new());
    archive_write_set_format_zip(a.get());
    archive_write_set_format_option(a.get(), "zip", "compression", "deflate");
    archive_write_set_bytes_in_last_block(a.get(), 1);
    if (archive_write_open2(a.get(), &file, nullptr, &writeCallback, nullptr, nullptr) !=
        ARCHIVE_OK)
        return fail(Tr::tr("cannot start the archive: %1").arg(archiveError(a.get())));

    for (const Item &item : *items) {
        std::unique_ptr<archive_entry, EntryFree> entry(archive_entry_new());
        const QByteArray name = item.path.toUtf8();
        archive_entry_update_pathname_utf8(entry.get(), name.constData());
        archive_entry_set_mtime(entry.get(), FixedTime, 0);
        archive_entry_unset_atime(entry.get());
        archive_entry_unset_ctime(entry.get());
        archive_entry_unset_birthtime(entry.get());
        archive_entry_set_uid(entry.get(), 0);
        archive_entry_set_gid(entry.get(), 0);
        QFile in;
        if (item.folder) {
            archive_entry_set_filetype(entry.get(), AE_IFDIR);
            archive_entry_set_perm(entry.get(), 0755);
            archive_entry_set_size(entry.get(), 0);
        } else {
            in.setFileName(root + u'/' + item.path);
            if (!in.open(QIODevice::ReadOnly))
                return fail(Tr::tr("cannot read %1: %2").arg(item.path, in.errorString()));
            archive_entry_set_filetype(entry.get(), AE_IFREG);
            // A native tool's program stays runnable; nothing else of the mode is kept.
            const bool executable = in.permissions().testFlag(QFileDevice::ExeOwner);
            archive_entry_set_perm(entry.get(), executable ? 0755 : 0644);
            archive_entry_set_size(entry.get(), in.size());
        }
        if (archive_write_header(a.get(), entry.get()) != ARCHIVE_OK)
            return fail(Tr::tr("cannot add %1: %2").arg(item.path, archiveError(a.get())));
        if (item.folder)
            continue;
        qint64 total = 0;
        QByteArray buffer(64 * 1024, Qt::Uninitialized);
        for (;;) {
            const qint64 n = in.read(buffer.data(), buffer.size());
            if (n < 0)
                return fail(Tr::tr("cannot read %1: %2").arg(item.path, in.errorString()));
            if (n == 0)
                break;
            if (archive_write_data(a.get(), buffer.constData(), size_t(n)) != n)
                return fail(Tr::tr("cannot add %1: %2").arg(item.path, archiveError(a.get())));
            total += n;
        }
        if (total != archive_entry_size(entry.get()))
            return fail(Tr::tr("%1 changed while it was being packaged; try again").arg(item.path));
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK)
        return fail(Tr::tr("cannot finish the archive: %1").arg(archiveError(a.get())));
    if (!file.commit())
        return fail(Tr::tr("cannot write %1: %2").arg(outputPath, file.errorString()));
    return ic::success();
}

} // namespace ictools
