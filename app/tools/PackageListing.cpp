#include "PackageListing.h"

#include "ToolManifest.h"

#include <QCoreApplication>
#include <QFile>
#include <archive.h>
#include <archive_entry.h>
#include <memory>

namespace ictools {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ictools::PackageListing", text);
}

struct ArchiveFree
{
    void operator()(archive *a) const { archive_read_free(a); }
};

QString entryName(archive_entry *entry)
{
    if (const char *utf8 = archive_entry_pathname_utf8(entry))
        return QString::fromUtf8(utf8);
    if (const char *raw = archive_entry_pathname(entry))
        return QString::fromUtf8(raw);
    return {};
}

} // namespace

std::optional<PackageListing> PackageListing::read(const QString &packagePath, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<PackageListing> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    std::unique_ptr<archive, ArchiveFree> a(archive_read_new());
    archive_read_support_format_zip_seekable(a.get());
    const QByteArray encoded = QFile::encodeName(packagePath);
    if (archive_read_open_filename(a.get(), encoded.constData(), 64 * 1024) != ARCHIVE_OK)
        return fail(tr("%1 is not a readable .icpkg (zip) file: %2")
                        .arg(packagePath, QString::fromUtf8(archive_error_string(a.get()))));
    PackageListing listing;
    int entries = 0;
    archive_entry *entry = nullptr;
    for (;;) {
        const int status = archive_read_next_header(a.get(), &entry);
        if (status == ARCHIVE_EOF)
            break;
        if (status != ARCHIVE_OK && status != ARCHIVE_WARN)
            return fail(tr("%1 is damaged: %2")
                            .arg(packagePath, QString::fromUtf8(archive_error_string(a.get()))));
        if (++entries > MaxEntries)
            return fail(tr("%1 has more than %2 entries").arg(packagePath).arg(MaxEntries));
        if (archive_entry_filetype(entry) != AE_IFREG)
            continue;
        const QString name = entryName(entry);
        listing.files << name;
        if (name != ToolManifest::manifestFileName())
            continue;
        // Read at most one byte more than a manifest may have, so the parser can say it is
        // too large.
        QByteArray data(ToolManifest::MaxFileSize + 1, Qt::Uninitialized);
        qsizetype filled = 0;
        while (filled < data.size()) {
            const la_ssize_t n =
                archive_read_data(a.get(), data.data() + filled, size_t(data.size() - filled));
            if (n < 0)
                return fail(
                    tr("%1: tool.yaml cannot be read: %2")
                        .arg(packagePath, QString::fromUtf8(archive_error_string(a.get()))));
            if (n == 0)
                break;
            filled += n;
        }
        data.truncate(filled);
        listing.manifest = data;
        listing.hasManifest = true;
    }
    return listing;
}

} // namespace ictools
