// PackageWriter: the same folder gives the same bytes (whatever the files' dates, modes or the
// time zone), dotfiles are left out, symlinks refused, a failure leaves nothing behind;
// PackageReader::list() (the installer's strict reader) reads the result back; overlays/live-stats
// validates and packages.

#include "ManifestFixture.h"
#include "TestFiles.h"
#include "tools/PackageReader.h"
#include "tools/PackageWriter.h"
#include "tools/ToolManifest.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using ictools::PackageContents;
using ictools::PackageProblem;
using ictools::PackageReader;
using ictools::PackageWriter;
using ictools::ToolManifest;

namespace {

using ictest::readFile;
using ictest::writeFile;

/// The regular files of a package as PackageReader::list() reads them, in archive order.
QStringList filesOf(const PackageContents &contents)
{
    QStringList files;
    for (const ictools::PackageEntry &e : contents.entries) {
        if (!e.isFolder)
            files << e.path;
    }
    return files;
}

} // namespace

class TestPackageWriter : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_temp;

    QString makeTool(const QString &name)
    {
        const QString dir = m_temp.filePath(name);
        writeFile(dir + QStringLiteral("/tool.yaml"), testing::join(testing::baseLines()));
        writeFile(dir + QStringLiteral("/overlay/index.html"), "<!DOCTYPE html><p>hi</p>\n");
        writeFile(dir + QStringLiteral("/overlay/overlay.js"), QByteArray(20000, 'j'));
        writeFile(dir + QStringLiteral("/screenshots/overlay-preview.png"), "\x89PNG fake");
        writeFile(dir + QStringLiteral("/.git/config"), "[core]\n");
        writeFile(dir + QStringLiteral("/.env"), "SECRET=1\n");
        writeFile(dir + QStringLiteral("/overlay/.DS_Store"), "junk");
        return dir;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_temp.isValid()); }

    void sameInputSameBytes()
    {
        const QString dir = makeTool(QStringLiteral("same"));
        const QString a = m_temp.filePath(QStringLiteral("a.icpkg"));
        const QString b = m_temp.filePath(QStringLiteral("b.icpkg"));
        QString error;
        QVERIFY2(PackageWriter::write(dir, a, &error), qPrintable(error));

        // Different dates and modes, another time zone: still the same bytes.
        QFile js(dir + QStringLiteral("/overlay/overlay.js"));
        QVERIFY(js.open(QIODevice::ReadWrite));
        QVERIFY(js.setFileTime(QDateTime::fromSecsSinceEpoch(1234567890),
                               QFileDevice::FileModificationTime));
        js.close();
        QVERIFY(QFile::setPermissions(dir + QStringLiteral("/tool.yaml"),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        const bool hadTz = qEnvironmentVariableIsSet("TZ");
        const QByteArray oldTz = qgetenv("TZ");
        qputenv("TZ", "Pacific/Auckland");
        QVERIFY2(PackageWriter::write(dir, b, &error), qPrintable(error));
        QCOMPARE(qgetenv("TZ"), QByteArray("Pacific/Auckland")); // restored after writing
        if (hadTz)
            qputenv("TZ", oldTz);
        else
            qunsetenv("TZ");

        const QByteArray bytesA = readFile(a);
        QVERIFY(bytesA.startsWith("PK\x03\x04"));
        QCOMPARE(QCryptographicHash::hash(readFile(b), QCryptographicHash::Sha256),
                 QCryptographicHash::hash(bytesA, QCryptographicHash::Sha256));
        QVERIFY(!bytesA.contains("SECRET")); // dotfiles are not packaged
    }

    void listingReadsItBack()
    {
        const QString dir = makeTool(QStringLiteral("listing"));
        const QString pkg = m_temp.filePath(QStringLiteral("listing.icpkg"));
        QString error;
        QVERIFY2(PackageWriter::write(dir, pkg, &error), qPrintable(error));
        const QStringList expected{
            QStringLiteral("overlay/index.html"), QStringLiteral("overlay/overlay.js"),
            QStringLiteral("screenshots/overlay-preview.png"), QStringLiteral("tool.yaml")};
        QCOMPARE(*PackageWriter::collectFiles(dir, &error), expected);
        PackageProblem problem;
        const auto listing = PackageReader(pkg).list(&problem);
        QVERIFY2(listing, qPrintable(problem.message));
        QCOMPARE(filesOf(*listing), expected); // sorted by path, no dotfiles
        QVERIFY(listing->containsFile(QStringLiteral("tool.yaml")));
        QCOMPARE(listing->manifest, readFile(dir + QStringLiteral("/tool.yaml")));
    }

    void symlinkRefused()
    {
        const QString dir = makeTool(QStringLiteral("symlink"));
        QVERIFY(QFile::link(QStringLiteral("/etc/passwd"),
                            dir + QStringLiteral("/overlay/passwd.txt")));
        const QString pkg = m_temp.filePath(QStringLiteral("symlink.icpkg"));
        QVERIFY(writeFile(pkg, "previous"));
        QString error;
        QVERIFY(!PackageWriter::write(dir, pkg, &error));
        QVERIFY2(error.contains(QLatin1String("overlay/passwd.txt is a symbolic link")),
                 qPrintable(error));
        QCOMPARE(readFile(pkg), QByteArray("previous")); // untouched
        QVERIFY(!PackageWriter::collectFiles(dir, &error));
        // Nothing else was left next to it.
        QCOMPARE(QDir(m_temp.path()).entryList({QStringLiteral("symlink.icpkg*")}, QDir::Files),
                 QStringList{QStringLiteral("symlink.icpkg")});
    }

    void refusedInputs()
    {
        QString error;
        QVERIFY(!PackageWriter::write(m_temp.filePath(QStringLiteral("nope")),
                                      m_temp.filePath(QStringLiteral("nope.icpkg")), &error));
        QVERIFY(error.contains(QLatin1String("is not a folder")));

        const QString dir = makeTool(QStringLiteral("inside"));
        QVERIFY(!PackageWriter::write(dir, dir + QStringLiteral("/inside.icpkg"), &error));
        QVERIFY2(error.contains(QLatin1String("outside the folder")), qPrintable(error));
        QVERIFY(!QFile::exists(dir + QStringLiteral("/inside.icpkg")));

        const QString bad = makeTool(QStringLiteral("backslash"));
        QVERIFY(writeFile(bad + QStringLiteral("/a\\b.txt"), "x"));
        QVERIFY(!PackageWriter::write(bad, m_temp.filePath(QStringLiteral("bs.icpkg")), &error));
        QVERIFY2(error.contains(QLatin1String("backslash")), qPrintable(error));
        QVERIFY(!QFile::exists(m_temp.filePath(QStringLiteral("bs.icpkg"))));
    }

    void listingRefusesDamage()
    {
        QString error;
        const QString garbage = m_temp.filePath(QStringLiteral("garbage.icpkg"));
        QVERIFY(writeFile(garbage, QByteArray(4096, 'g')));
        PackageProblem problem;
        QVERIFY(!PackageReader(garbage).list(&problem));
        QVERIFY(!problem.message.isEmpty());

        const QString dir = makeTool(QStringLiteral("truncate"));
        const QString pkg = m_temp.filePath(QStringLiteral("truncated.icpkg"));
        QVERIFY(PackageWriter::write(dir, pkg, &error));
        const QByteArray whole = readFile(pkg);
        QVERIFY(writeFile(pkg, whole.left(whole.size() / 2)));
        QVERIFY(!PackageReader(pkg).list(&problem));
        QVERIFY(!problem.message.isEmpty());
        QVERIFY(!PackageReader(m_temp.filePath(QStringLiteral("absent.icpkg"))).list(&problem));
        QVERIFY(!problem.message.isEmpty());
    }

    void liveStatsExampleValidatesAndPackages()
    {
        const QString dir = QStringLiteral(IC_SOURCE_DIR "/overlays/live-stats");
        QString error;
        const auto files = PackageWriter::collectFiles(dir, &error);
        QVERIFY2(files, qPrintable(error));
        const auto result = ToolManifest::parse(
            readFile(dir + QStringLiteral("/tool.yaml")), QStringLiteral("tool.yaml"),
            [&](const QString &p) { return files->contains(p); });
        QVERIFY2(result.problems.isEmpty(),
                 qPrintable(testing::compact(result.problems).join(u'\n')));
        const ToolManifest &m = *result.manifest;
        QCOMPARE(m.id(), QStringLiteral("live-stats"));
        QCOMPARE(m.tier(), icrp::Tier::Observer);
        QCOMPARE(m.entryPoint(), QStringLiteral("overlay/index.html"));
        QCOMPARE(*m.overlay(), (ictools::OverlaySize{480, 270}));
        QVERIFY(readFile(dir + QStringLiteral("/screenshots/overlay-preview.png"))
                    .startsWith("\x89PNG\r\n"));

        const QString pkg = m_temp.filePath(QStringLiteral("live-stats.icpkg"));
        QVERIFY2(PackageWriter::write(dir, pkg, &error), qPrintable(error));
        PackageProblem problem;
        const auto listing = PackageReader(pkg).list(&problem);
        QVERIFY2(listing, qPrintable(problem.message));
        QCOMPARE(filesOf(*listing), *files);
    }
};

QTEST_GUILESS_MAIN(TestPackageWriter)
#include "TestPackageWriter.moc"
