// PackageWriter: the same folder gives the same bytes (whatever the files' dates, modes or the
// time zone), dotfiles are left out, symlinks refused, a failure leaves nothing behind;
// PackageReader::list() (the installer's strict reader) reads the result back; overlays/live-stats
// validates and packages.

#include "ManifestFixture.h"
#include "ResultCheck.h"
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
        IC_VERIFY_OK(PackageWriter::write(dir, a));

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
        IC_VERIFY_OK(PackageWriter::write(dir, b));
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
        IC_VERIFY_OK(PackageWriter::write(dir, pkg));
        const QStringList expected{
            QStringLiteral("overlay/index.html"), QStringLiteral("overlay/overlay.js"),
            QStringLiteral("screenshots/overlay-preview.png"), QStringLiteral("tool.yaml")};
        QCOMPARE(*PackageWriter::collectFiles(dir), expected);
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
        const auto written = PackageWriter::write(dir, pkg);
        QVERIFY(!written);
        QCOMPARE(written.error().code, QStringLiteral("package.source-refused"));
        QVERIFY2(written.error().message.contains(
                     QLatin1String("overlay/passwd.txt is a symbolic link")),
                 qPrintable(written.error().message));
        QCOMPARE(readFile(pkg), QByteArray("previous")); // untouched
        QVERIFY(!PackageWriter::collectFiles(dir));
        // Nothing else was left next to it.
        QCOMPARE(QDir(m_temp.path()).entryList({QStringLiteral("symlink.icpkg*")}, QDir::Files),
                 QStringList{QStringLiteral("symlink.icpkg")});
    }

    void refusedInputs()
    {
        const auto absent = PackageWriter::write(m_temp.filePath(QStringLiteral("nope")),
                                                 m_temp.filePath(QStringLiteral("nope.icpkg")));
        QVERIFY(!absent);
        QVERIFY(absent.error().message.contains(QLatin1String("is not a folder")));

        const QString dir = makeTool(QStringLiteral("inside"));
        const auto inside = PackageWriter::write(dir, dir + QStringLiteral("/inside.icpkg"));
        QVERIFY(!inside);
        QCOMPARE(inside.error().code, QStringLiteral("package.write-failed"));
        QVERIFY2(inside.error().message.contains(QLatin1String("outside the folder")),
                 qPrintable(inside.error().message));
        QVERIFY(!QFile::exists(dir + QStringLiteral("/inside.icpkg")));

        const QString bad = makeTool(QStringLiteral("backslash"));
        QVERIFY(writeFile(bad + QStringLiteral("/a\\b.txt"), "x"));
        const auto backslash =
            PackageWriter::write(bad, m_temp.filePath(QStringLiteral("bs.icpkg")));
        QVERIFY(!backslash);
        QVERIFY2(backslash.error().message.contains(QLatin1String("backslash")),
                 qPrintable(backslash.error().message));
        QVERIFY(!QFile::exists(m_temp.filePath(QStringLiteral("bs.icpkg"))));
    }

    void listingRefusesDamage()
    {
        const QString garbage = m_temp.filePath(QStringLiteral("garbage.icpkg"));
        QVERIFY(writeFile(garbage, QByteArray(4096, 'g')));
        PackageProblem problem;
        QVERIFY(!PackageReader(garbage).list(&problem));
        QVERIFY(!problem.message.isEmpty());

        const QString dir = makeTool(QStringLiteral("truncate"));
        const QString pkg = m_temp.filePath(QStringLiteral("truncated.icpkg"));
        IC_VERIFY_OK(PackageWriter::write(dir, pkg));
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
        const auto files = PackageWriter::collectFiles(dir);
        IC_VERIFY_OK(files);
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
        IC_VERIFY_OK(PackageWriter::write(dir, pkg));
        PackageProblem problem;
        const auto listing = PackageReader(pkg).list(&problem);
        QVERIFY2(listing, qPrintable(problem.message));
        QCOMPARE(filesOf(*listing), *files);
    }
};

QTEST_GUILESS_MAIN(TestPackageWriter)
#include "TestPackageWriter.moc"
