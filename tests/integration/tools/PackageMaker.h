#pragma once
// Test helper: writes zip files with libarchive's writer, honest or hostile (links, bad names,
// sizes patched to lie), so the tests make their own packages and no binary fixture is needed.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtEndian>
#include <functional>

#include <archive.h>
#include <archive_entry.h>
#include <sys/stat.h>

namespace ictest {

class PackageMaker
{
public:
    enum class Compression { Deflate, Store };

    explicit PackageMaker(const QString &path, Compression compression = Compression::Deflate)
        : m_path(path)
    {
        m_archive = archive_write_new();
        archive_write_set_format_zip(m_archive);
        archive_write_set_options(m_archive, compression == Compression::Store
                                                 ? "zip:compression=store"
                                                 : "zip:compression-level=1");
        m_ok = archive_write_open_filename(m_archive, QFile::encodeName(path).constData()) ==
               ARCHIVE_OK;
    }
    ~PackageMaker()
    {
        if (m_archive)
            close();
        if (m_entry)
            archive_entry_free(m_entry);
    }
    PackageMaker(const PackageMaker &) = delete;
    PackageMaker &operator=(const PackageMaker &) = delete;

    PackageMaker &file(const QByteArray &name, const QByteArray &data, int perm = 0644)
    {
        archive_entry *e = begin(name, AE_IFREG, perm);
        archive_entry_set_size(e, data.size());
        header(e);
        if (!data.isEmpty() &&
            archive_write_data(m_archive, data.constData(), size_t(data.size())) < 0)
            m_ok = false;
        return *this;
    }
    PackageMaker &folder(const QByteArray &name)
    {
        archive_entry *e = begin(name, AE_IFDIR, 0755);
        header(e);
        return *this;
    }
    PackageMaker &symlink(const QByteArray &name, const QByteArray &target)
    {
        archive_entry *e = begin(name, AE_IFLNK, 0777);
        archive_entry_set_symlink(e, target.constData());
        header(e);
        return *this;
    }
    PackageMaker &hardlink(const QByteArray &name, const QByteArray &target)
    {
        archive_entry *e = begin(name, AE_IFREG, 0644);
        archive_entry_set_hardlink(e, target.constData());
        archive_entry_set_size(e, 0);
        header(e);
        return *this;
    }
    /// `bytes` zeros, written in chunks (a highly compressible entry).
    PackageMaker &zeros(const QByteArray &name, qint64 bytes)
    {
        archive_entry *e = begin(name, AE_IFREG, 0644);
        archive_entry_set_size(e, bytes);
        header(e);
        const QByteArray chunk(1 << 20, '\0');
        for (qint64 done = 0; done < bytes && m_ok;) {
            const qint64 n = qMin<qint64>(chunk.size(), bytes - done);
            if (archive_write_data(m_archive, chunk.constData(), size_t(n)) != n)
                m_ok = false;
            done += n;
        }
        return *this;
    }
    bool close()
    {
        if (archive_write_close(m_archive) != ARCHIVE_OK)
            m_ok = false;
        archive_write_free(m_archive);
        m_archive = nullptr;
        return m_ok;
    }
    bool ok() const { return m_ok; }

    /// Central directory records of a finished zip: offsets of each record.
    static QList<qsizetype> centralRecords(const QByteArray &zip)
    {
        QList<qsizetype> records;
        const qsizetype eocd = zip.lastIndexOf(QByteArrayLiteral("PK\x05\x06"));
        if (eocd < 0)
            return records;
        const quint16 count = qFromLittleEndian<quint16>(zip.constData() + eocd + 10);
        qsizetype at = qFromLittleEndian<quint32>(zip.constData() + eocd + 16);
        for (int i = 0; i < count && at + 46 <= zip.size(); ++i) {
            records.append(at);
            const quint16 n = qFromLittleEndian<quint16>(zip.constData() + at + 28);
            const quint16 x = qFromLittleEndian<quint16>(zip.constData() + at + 30);
            const quint16 c = qFromLittleEndian<quint16>(zip.constData() + at + 32);
            at += 46 + n + x + c;
        }
        return records;
    }
    /// Makes every record (central and local) of entry `index` declare `size` uncompressed
    /// bytes: the lie of a zip bomb.
    static bool declareSize(const QString &path, int index, quint32 size)
    {
        return patch(path, [index, size](QByteArray &zip) {
            const auto records = centralRecords(zip);
            if (index >= records.size())
                return false;
            const qsizetype cd = records.at(index);
            qToLittleEndian<quint32>(size, zip.data() + cd + 24);
            const qsizetype local = qFromLittleEndian<quint32>(zip.constData() + cd + 42);
            if (qFromLittleEndian<quint32>(zip.constData() + local + 22) != 0)
                qToLittleEndian<quint32>(size, zip.data() + local + 22);
            return true;
        });
    }
    /// Clears the "name is UTF-8" flag of every entry: libarchive then hands the name's bytes
    /// over as they are, and only our own check judges them.
    static bool clearUtf8Flags(const QString &path)
    {
        return patch(path, [](QByteArray &zip) {
            for (const qsizetype cd : centralRecords(zip)) {
                const auto clear = [&zip](qsizetype at) {
                    const quint16 flags = qFromLittleEndian<quint16>(zip.constData() + at);
                    qToLittleEndian<quint16>(quint16(flags & ~0x0800), zip.data() + at);
                };
                clear(cd + 8);
                clear(qFromLittleEndian<quint32>(zip.constData() + cd + 42) + 6);
            }
            return true;
        });
    }
    /// Sets the unix mode (file type and permissions) entry `index` declares.
    static bool setMode(const QString &path, int index, quint32 mode)
    {
        return patch(path, [index, mode](QByteArray &zip) {
            const auto records = centralRecords(zip);
            if (index >= records.size())
                return false;
            qToLittleEndian<quint32>(mode << 16, zip.data() + records.at(index) + 38);
            return true;
        });
    }
    /// Reads the zip at `path`, lets `edit` change its bytes in place and writes them back
    /// (same size); false when reading, `edit` or writing failed.
    static bool patch(const QString &path, const std::function<bool(QByteArray &zip)> &edit)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadWrite))
            return false;
        QByteArray zip = f.readAll();
        if (!edit(zip))
            return false;
        f.seek(0);
        return f.write(zip) == zip.size();
    }

private:
    archive_entry *begin(const QByteArray &name, unsigned type, int perm)
    {
        if (!m_entry)
            m_entry = archive_entry_new();
        else
            archive_entry_clear(m_entry);
        archive_entry_copy_pathname(m_entry, name.constData());
        archive_entry_set_filetype(m_entry, type);
        archive_entry_set_perm(m_entry, mode_t(perm));
        archive_entry_set_mtime(m_entry, 946684800, 0);
        return m_entry;
    }
    void header(archive_entry *e)
    {
        if (archive_write_header(m_archive, e) != ARCHIVE_OK)
            m_ok = false;
    }

    QString m_path;
    archive *m_archive = nullptr;
    archive_entry *m_entry = nullptr;
    bool m_ok = false;
};

} // namespace ictest
