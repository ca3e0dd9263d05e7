#include "tools/ArchiveReadHandle.h"
#include "tools/Tr.h"

#include "tools/ArchiveEntryCheck.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <archive.h>
#include <archive_entry.h>

namespace ictools {

namespace {

QString errorText(archive *a)
{
    const char *s = archive_error_string(a);
    return s ? QString::fromLocal8Bit(s) : Tr::tr("unknown error");
}

} // namespace

ArchiveReadHandle::ArchiveReadHandle() = default;

ArchiveReadHandle::~ArchiveReadHandle()
{
    if (m_archive)
        archive_read_free(m_archive);
}

bool ArchiveReadHandle::refuseNonZip(const QByteArray &magic, PackageProblem *problem) const
{
    const bool looksLikeZip =
        magic == QByteArrayLiteral("PK\x03\x04") || magic == QByteArrayLiteral("PK\x05\x06");
    if (looksLikeZip)
        return false;
    *problem = PackageProblem::make(
        PackageProblem::NotAZip, {},
        PackageProblem::notAPackageText(
            QFileInfo(m_path).fileName(),
            Tr::tr("it is not a zip file (a .icpkg is a zip file with tool.yaml at its root)")));
    return true;
}

PackageProblem ArchiveReadHandle::damaged() const
{
    return PackageProblem::make(
        PackageProblem::Damaged, {},
        PackageProblem::notAPackageText(
            QFileInfo(m_path).fileName(),
            Tr::tr("the zip file is truncated or damaged (%1)").arg(errorText(m_archive))));
}

bool ArchiveReadHandle::open(const QString &path, PackageProblem *problem)
{
    m_path = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = PackageProblem::make(
            PackageProblem::CannotOpen, {},
            Tr::tr("Cannot read the package \"%1\": %2.").arg(path, file.errorString()));
        return false;
    }
    const QByteArray magic = file.read(4);
    file.close();
    if (refuseNonZip(magic, problem))
        return false;
    m_archive = archive_read_new();
    // Only the zip reader that starts from the central directory: a truncated file has none.
    archive_read_support_format_zip_seekable(m_archive);
    const QByteArray local = QFile::encodeName(path);
    if (archive_read_open_filename(m_archive, local.constData(), 64 * 1024) != ARCHIVE_OK) {
        *problem = damaged();
        return false;
    }
    return true;
}

bool ArchiveReadHandle::openBytes(const QString &shownPath, const QByteArray &bytes,
                                  PackageProblem *problem)
{
    m_path = shownPath;
    if (refuseNonZip(bytes.left(4), problem))
        return false;
    m_archive = archive_read_new();
    archive_read_support_format_zip_seekable(m_archive);
    if (archive_read_open_memory(m_archive, bytes.constData(), size_t(bytes.size())) !=
        ARCHIVE_OK) {
        *problem = damaged();
        return false;
    }
    return true;
}

ArchiveReadHandle::Next ArchiveReadHandle::next(archive_entry **entry, QByteArray *raw,
                                                PackageProblem *problem)
{
    using P = PackageProblem;
    const int r = archive_read_next_header(m_archive, entry);
    if (r == ARCHIVE_EOF)
        return Next::End;
    if (r == ARCHIVE_OK || r == ARCHIVE_WARN) {
        const char *name = archive_entry_pathname(*entry);
        *raw = name ? QByteArray(name) : QByteArray();
        if (r == ARCHIVE_WARN && !raw->isEmpty() && ArchiveEntryCheck::isValidUtf8(*raw)) {
            // A readable name but a warning: the entry's headers disagree with each other
            // (e.g. the central directory and the local header give different sizes).
            const QString shown = ArchiveEntryCheck::printable(*raw);
            *problem = P::make(
                P::Damaged, shown,
                P::notAPackageText(QFileInfo(m_path).fileName(),
                                   Tr::tr("its entry \"%1\" is inconsistent (%2): the zip's "
                                          "directory and the entry's own header disagree")
                                       .arg(shown, errorText(m_archive).trimmed())));
            return Next::Failed;
        }
        if (r == ARCHIVE_WARN) {
            // libarchive could not convert the name between character sets: the stored bytes
            // are no valid UTF-8 (and may not be available at all).
            const QString shown = ArchiveEntryCheck::printable(*raw);
            const QString where = m_lastName.isEmpty()
                                      ? Tr::tr("the first entry")
                                      : Tr::tr("the entry after \"%1\"").arg(m_lastName);
            *problem =
                P::make(P::InvalidUtf8, shown,
                        Tr::tr("The name of %1 is not valid UTF-8 (%2). Rename the file to a "
                               "UTF-8 name and rebuild the package.")
                            .arg(shown.isEmpty() ? where : QStringLiteral("\"%1\"").arg(shown),
                                 errorText(m_archive).trimmed()));
            return Next::Failed;
        }
        m_lastName = ArchiveEntryCheck::printable(*raw);
        if (archive_entry_is_encrypted(*entry)) {
            const QString shown = ArchiveEntryCheck::printable(*raw);
            *problem = P::make(
                P::Damaged, shown,
                P::notAPackageText(
                    QFileInfo(m_path).fileName(),
                    Tr::tr("its entry \"%1\" is encrypted, which a tool package must not be")
                        .arg(shown)));
            return Next::Failed;
        }
        return Next::Entry;
    }
    *problem = damaged();
    return Next::Failed;
}

PackageProblem ArchiveReadHandle::dataProblem(const QString &shownName) const
{
    return PackageProblem::make(
        PackageProblem::Damaged, shownName,
        PackageProblem::notAPackageText(
            QFileInfo(m_path).fileName(),
            Tr::tr("its entry \"%1\" cannot be read: it is truncated or damaged (%2)")
                .arg(shownName, errorText(m_archive))));
}

} // namespace ictools
