#pragma once
// Test helper: a zip bomb made in a moment. One 1 MiB block of zeros is deflated once with a
// full flush (so it stands alone) and repeated: N MiB of zeros cost N times a few hundred bytes
// to write, where compressing them would take seconds. The sizes in the headers are whatever
// the test wants them to claim.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtEndian>

#include <zlib.h>

namespace ictest {

class BombMaker
{
public:
    /// Writes a zip holding `manifest` as tool.yaml (stored) and `name`: `mebibytes` MiB of
    /// zeros, deflated, whose headers declare `declaredSize` bytes.
    static bool write(const QString &path, const QByteArray &manifest, const QByteArray &name,
                      int mebibytes, quint32 declaredSize)
    {
        z_stream z{};
        if (deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
            return false;
        QByteArray zeros(1 << 20, '\0');
        QByteArray block(64 * 1024, '\0');
        z.next_in = reinterpret_cast<Bytef *>(zeros.data());
        z.avail_in = uInt(zeros.size());
        z.next_out = reinterpret_cast<Bytef *>(block.data());
        z.avail_out = uInt(block.size());
        deflate(&z, Z_FULL_FLUSH);
        block.resize(block.size() - qsizetype(z.avail_out));
        QByteArray tail(64, '\0');
        z.next_out = reinterpret_cast<Bytef *>(tail.data());
        z.avail_out = uInt(tail.size());
        deflate(&z, Z_FINISH);
        tail.resize(tail.size() - qsizetype(z.avail_out));
        deflateEnd(&z);

        QByteArray data;
        data.reserve(block.size() * mebibytes + tail.size());
        for (int i = 0; i < mebibytes; ++i)
            data += block;
        data += tail;

        QByteArray zip;
        QByteArray central;
        const quint32 manifestCrc = quint32(
            crc32(0, reinterpret_cast<const Bytef *>(manifest.constData()), uInt(manifest.size())));
        addEntry(zip, central, "tool.yaml", 0, manifestCrc, manifest, quint32(manifest.size()));
        addEntry(zip, central, name, 8, 0, data, declaredSize);
        const quint32 centralOffset = quint32(zip.size());
        zip += central;
        QByteArray end(22, '\0');
        put32(end, 0, 0x06054b50);
        put16(end, 8, 2);
        put16(end, 10, 2);
        put32(end, 12, quint32(central.size()));
        put32(end, 16, centralOffset);
        zip += end;
        QFile f(path);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(zip) == zip.size();
    }

private:
    static void put16(QByteArray &b, qsizetype at, quint16 v) { qToLittleEndian(v, b.data() + at); }
    static void put32(QByteArray &b, qsizetype at, quint32 v) { qToLittleEndian(v, b.data() + at); }

    static void addEntry(QByteArray &zip, QByteArray &central, const QByteArray &name,
                         quint16 method, quint32 crc, const QByteArray &data, quint32 size)
    {
        const quint32 offset = quint32(zip.size());
        QByteArray local(30, '\0');
        put32(local, 0, 0x04034b50);
        put16(local, 4, 20);
        put16(local, 8, method);
        put16(local, 10, 0);      // 00:00
        put16(local, 12, 0x2821); // 2000-01-01
        put32(local, 14, crc);
        put32(local, 18, quint32(data.size()));
        put32(local, 22, size);
        put16(local, 26, quint16(name.size()));
        zip += local + name + data;

        QByteArray record(46, '\0');
        put32(record, 0, 0x02014b50);
        put16(record, 4, 0x031E); // made by Unix, zip 3.0
        put16(record, 6, 20);
        put16(record, 10, method);
        put16(record, 14, 0x2821);
        put32(record, 16, crc);
        put32(record, 20, quint32(data.size()));
        put32(record, 24, size);
        put16(record, 28, quint16(name.size()));
        put32(record, 38, quint32(0100644) << 16);
        put32(record, 42, offset);
        central += record + name;
    }
};

} // namespace ictest
