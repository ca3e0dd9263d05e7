// PackageReader against packages the test writes itself: a good one, and hostile ones (zip-slip,
// absolute path, symlink then a file through it, hard link, fifo, bomb, 100 000 entries,
// invalid UTF-8, truncated…). Each is refused with its own message, nothing is written outside
// the staging folder, and the staging folder is gone afterwards.

#include "BombMaker.h"
#include "PackageMaker.h"
#include "tools/PackageReader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <archive_entry.h>

#include "tools/ArchiveEntryCheck.h"

using ictest::PackageMaker;
using ictools::ExtractLimits;
using ictools::PackageProblem;
using ictools::PackageReader;

namespace {

const QByteArray Manifest = QByteArrayLiteral("name: \"Test Tool\"\nversion: \"1.0.0\"\n");

/// Every path under `dir`, relative, sorted.
QStringList tree(const QString &dir)
{
    QStringList paths;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        paths.append(QDir(dir).relativeFilePath(it.next()));
    paths.sort();
    return paths;
}

} // namespace

class TestPackageReader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    /// <tmp>/work/: the package and the "outside" world; <tmp>/work/root/ holds staging.
    QString work() const { return m_dir.path() + QStringLiteral("/work"); }
    QString package() const { return work() + QStringLiteral("/tool.icpkg"); }
    QString root() const { return work() + QStringLiteral("/root"); }
    QString staging() const { return root() + QStringLiteral("/.staging-test"); }

    /// Extracts package() into staging(); expects a refusal of `kind` mentioning `needle`;
    /// checks nothing changed outside staging and staging is gone.
    void expectRefused(PackageProblem::Kind kind, const QString &needle,
                       const ExtractLimits &limits = {})
    {
        const QStringList before = tree(work());
        PackageProblem problem;
        QVERIFY(!PackageReader(package(), limits).extractTo(staging(), &problem));
        QCOMPARE(problem.kind, kind);
        QVERIFY2(problem.message.contains(needle), qPrintable(problem.message));
        // A damaged file or no package at all is not called a safety breach, and the other way
        // round (issue 26, error messages).
        const bool damagedWording =
            problem.message.contains(QLatin1String("is not a tool package (or it is damaged)")) &&
            problem.message.contains(QLatin1String("Download it again or ask its author"));
        QCOMPARE(damagedWording, problem.notAPackage());
        QCOMPARE(problem.breaksSafetyRule(), !problem.notAPackage());
        QVERIFY(!QFileInfo::exists(staging()));
        QCOMPARE(tree(work()), before);
        QVERIFY(!QFileInfo::exists(m_dir.path() + QStringLiteral("/evil")));
        // The listing refuses it too (except what only writing can find).
        if (kind != PackageProblem::FileTooLarge && kind != PackageProblem::TotalTooLarge) {
            PackageProblem listed;
            QVERIFY(!PackageReader(package(), limits).list(&listed));
            QCOMPARE(listed.kind, kind);
        }
    }

private Q_SLOTS:
    void init()
    {
        QDir(work()).removeRecursively();
        QVERIFY(QDir().mkpath(root()));
        QVERIFY(QDir().mkpath(work() + QStringLiteral("/outside")));
    }

    void goodPackageExtracts()
    {
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest)
                .folder("overlay/")
                .file("overlay/index.html", "<html></html>")
                .file("bin/run.sh", "#!/bin/sh\n", 0755);
            QVERIFY(zip.close());
        }
        PackageProblem problem;
        const auto contents = PackageReader(package()).list(&problem);
        QVERIFY2(contents, qPrintable(problem.message));
        QCOMPARE(contents->manifest, Manifest);
        QVERIFY(contents->contains(QStringLiteral("overlay/index.html")));
        QVERIFY(contents->contains(QStringLiteral("overlay")));
        QVERIFY(!QFileInfo::exists(staging()));

        QVERIFY2(PackageReader(package()).extractTo(staging(), &problem),
                 qPrintable(problem.message));
        QCOMPARE(tree(staging()),
                 (QStringList{QStringLiteral("bin"), QStringLiteral("bin/run.sh"),
                              QStringLiteral("overlay"), QStringLiteral("overlay/index.html"),
                              QStringLiteral("tool.yaml")}));
        QFile f(staging() + QStringLiteral("/overlay/index.html"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArrayLiteral("<html></html>"));
        QVERIFY(QFileInfo(staging() + QStringLiteral("/bin/run.sh")).isExecutable());
        QVERIFY(!QFileInfo(staging() + QStringLiteral("/tool.yaml")).isExecutable());

        const auto source =
            PackageReader(package()).readFile(QStringLiteral("bin/run.sh"), 1024, &problem);
        QVERIFY(source);
        QCOMPARE(*source, QByteArrayLiteral("#!/bin/sh\n"));
    }

    void extractRefusesAnExistingStagingFolder()
    {
        QVERIFY(PackageMaker(package()).file("tool.yaml", Manifest).close());
        QVERIFY(QDir().mkpath(staging()));
        PackageProblem problem;
        QVERIFY(!PackageReader(package()).extractTo(staging(), &problem));
        QCOMPARE(problem.kind, PackageProblem::WriteFailed);
        QVERIFY(QFileInfo(staging()).isDir()); // not ours: left alone
    }

    void badNames_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("needle");
        QTest::newRow("zip-slip") << QByteArray("../evil") << int(PackageProblem::ParentSegment)
                                  << QStringLiteral("\"..\"");
        QTest::newRow("zip-slip deep")
            << QByteArray("overlay/../../evil") << int(PackageProblem::ParentSegment)
            << QStringLiteral("outside the tool's folder");
        QTest::newRow("absolute") << QByteArray("/tmp/evil") << int(PackageProblem::AbsolutePath)
                                  << QStringLiteral("absolute path");
        QTest::newRow("drive letter") << QByteArray("C:/evil") << int(PackageProblem::DriveLetter)
                                      << QStringLiteral("drive letter");
        QTest::newRow("empty segment")
            << QByteArray("overlay//evil") << int(PackageProblem::EmptySegment)
            << QStringLiteral("empty or \".\" path segment");
        QTest::newRow("dot segment") << QByteArray("./evil") << int(PackageProblem::EmptySegment)
                                     << QStringLiteral("empty or \".\" path segment");
        QTest::newRow("invalid UTF-8")
            << QByteArray("evil-\xff\xfe.txt") << int(PackageProblem::InvalidUtf8)
            << QStringLiteral("not valid UTF-8");
        QTest::newRow("overlong UTF-8")
            << QByteArray("evil-\xc0\xaf.txt") << int(PackageProblem::InvalidUtf8)
            << QStringLiteral("UTF-8");
        QTest::newRow("control character")
            << QByteArray("evil\x1b[31m.txt") << int(PackageProblem::ControlCharacter)
            << QStringLiteral("control character");
    }
    void badNames()
    {
        QFETCH(QByteArray, name);
        QFETCH(int, kind);
        QFETCH(QString, needle);
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).file("ok.txt", "fine").file(name, "evil");
            QVERIFY(zip.close());
        }
        expectRefused(PackageProblem::Kind(kind), needle);
    }

    void invalidUtf8SeenByOurOwnCheck()
    {
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).file("evil-\xff\xfe.txt", "evil");
            QVERIFY(zip.close());
        }
        QVERIFY(PackageMaker::clearUtf8Flags(package()));
        expectRefused(PackageProblem::InvalidUtf8,
                      QStringLiteral("Entry \"evil-\\xff\\xfe.txt\": its name is not valid UTF-8"));
    }

    void symlinkThenFileThroughIt()
    {
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).symlink("link", "../..").file("link/evil", "evil");
            QVERIFY(zip.close());
        }
        expectRefused(PackageProblem::SymbolicLink, QStringLiteral("\"link\" is a symbolic link"));
    }

    void symlinkToAbsolutePath()
    {
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).symlink("overlay", "/tmp");
            QVERIFY(zip.close());
        }
        expectRefused(PackageProblem::SymbolicLink, QStringLiteral("symbolic link"));
    }

    void hardLink()
    {
        // A zip cannot hold a hard link, so our check meets one only in a libarchive entry:
        // the rule itself, then a tar with a hard link passed off as a .icpkg.
        archive_entry *entry = archive_entry_new();
        archive_entry_copy_pathname(entry, "evil");
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_hardlink(entry, "/etc/passwd");
        const PackageProblem problem =
            ictools::ArchiveEntryCheck::checkType(entry, QStringLiteral("evil"));
        archive_entry_free(entry);
        QCOMPARE(problem.kind, PackageProblem::HardLink);
        QVERIFY(problem.message.contains(QStringLiteral("\"evil\" is a hard link")));

        {
            archive *a = archive_write_new();
            archive_write_set_format_pax_restricted(a);
            QCOMPARE(archive_write_open_filename(a, QFile::encodeName(package()).constData()),
                     ARCHIVE_OK);
            archive_entry *e = archive_entry_new();
            archive_entry_copy_pathname(e, "tool.yaml");
            archive_entry_set_filetype(e, AE_IFREG);
            archive_entry_set_perm(e, 0644);
            archive_entry_set_size(e, Manifest.size());
            archive_write_header(a, e);
            archive_write_data(a, Manifest.constData(), size_t(Manifest.size()));
            archive_entry_clear(e);
            archive_entry_copy_pathname(e, "evil");
            archive_entry_set_filetype(e, AE_IFREG);
            archive_entry_set_hardlink(e, "tool.yaml");
            archive_write_header(a, e);
            archive_entry_free(e);
            archive_write_close(a);
            archive_write_free(a);
        }
        expectRefused(PackageProblem::NotAZip, QStringLiteral("is not a tool package"));
    }

    void hardLinkEntryInZip()
    {
        // What libarchive's zip writer makes of a hard link must not become one on disk.
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).hardlink("evil", "tool.yaml");
            zip.close();
        }
        PackageProblem problem;
        if (PackageReader(package()).extractTo(staging(), &problem)) {
            const QFileInfo evil(staging() + QStringLiteral("/evil"));
            if (evil.exists()) {
                QVERIFY(!evil.isSymLink());
                QCOMPARE(evil.size(), 0);
            }
        } else {
            QVERIFY(problem.kind == PackageProblem::HardLink ||
                    problem.kind == PackageProblem::Damaged);
            QVERIFY(!QFileInfo::exists(staging()));
        }
    }

    void backslashAndSpecialFiles()
    {
        // libarchive's zip reader turns '\\' into '/' and anything but a file, folder or link
        // into a file, so these rules of our own are met through libarchive entries directly.
        QString path;
        PackageProblem p = ictools::ArchiveEntryCheck::checkPath("a\\evil", &path);
        QCOMPARE(p.kind, PackageProblem::Backslash);
        QVERIFY(p.message.contains(QStringLiteral("backslash")));
        archive_entry *entry = archive_entry_new();
        for (const unsigned type : {AE_IFIFO, AE_IFCHR, AE_IFBLK, AE_IFSOCK}) {
            archive_entry_set_filetype(entry, type);
            p = ictools::ArchiveEntryCheck::checkType(entry, QStringLiteral("dev"));
            QCOMPARE(p.kind, PackageProblem::SpecialFile);
            QVERIFY(p.message.contains(QStringLiteral("\"dev\" is a device, fifo or socket")));
        }
        archive_entry_free(entry);

        // In a package: "..\\evil" is refused, "pipe" declared as a fifo never becomes one.
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).file("..\\evil", "evil");
            QVERIFY(zip.close());
        }
        PackageProblem problem;
        QVERIFY(!PackageReader(package()).extractTo(staging(), &problem));
        QVERIFY(problem.kind == PackageProblem::ParentSegment ||
                problem.kind == PackageProblem::Backslash);
        QVERIFY(!QFileInfo::exists(staging()));

        QVERIFY(QFile::remove(package()));
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).file("pipe", "");
            QVERIFY(zip.close());
        }
        QVERIFY(PackageMaker::setMode(package(), 1, 0010644)); // S_IFIFO | 0644
        if (PackageReader(package()).extractTo(staging(), &problem)) {
            QVERIFY(QFileInfo(staging() + QStringLiteral("/pipe")).isFile());
        } else {
            QCOMPARE(problem.kind, PackageProblem::SpecialFile);
            QVERIFY(!QFileInfo::exists(staging()));
        }
    }

    void bombDeclaredSmall()
    {
        // 1 GiB of zeros (about 1 MiB compressed) declared as 1000 bytes: must stop at the
        // 64 MiB cap by counting what is written.
        QVERIFY(ictest::BombMaker::write(package(), Manifest, "overlay/bomb.bin", 1024, 1000));
        QVERIFY(QFileInfo(package()).size() < 16 * 1024 * 1024);
        PackageProblem listed;
        const auto contents = PackageReader(package()).list(&listed);
        QVERIFY2(contents, qPrintable(listed.message)); // the lie passes the declared check
        expectRefused(PackageProblem::FileTooLarge, QStringLiteral("archive bomb"));
    }

    void bombOverTheTotalCap()
    {
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).zeros("a.bin", 2 * 1024 * 1024);
            QVERIFY(zip.close());
        }
        QVERIFY(PackageMaker::declareSize(package(), 1, 10));
        ExtractLimits limits;
        limits.maxTotalBytes = 1024 * 1024;
        expectRefused(PackageProblem::TotalTooLarge, QStringLiteral("grew past 1.0 MiB together"),
                      limits);
    }

    void declaredTooLarge()
    {
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).zeros("big.bin", 300 * 1024);
            QVERIFY(zip.close());
        }
        ExtractLimits limits;
        limits.maxFileBytes = 100 * 1024;
        const QStringList before = tree(work());
        PackageProblem problem;
        QVERIFY(!PackageReader(package(), limits).list(&problem));
        QCOMPARE(problem.kind, PackageProblem::FileTooLarge);
        QVERIFY(problem.message.contains(QStringLiteral("\"big.bin\" is 0.3 MiB")));
        QVERIFY(!PackageReader(package(), limits).extractTo(staging(), &problem));
        QCOMPARE(tree(work()), before);
    }

    void tooManyEntries()
    {
        {
            PackageMaker zip(package(), PackageMaker::Compression::Store);
            zip.file("tool.yaml", Manifest);
            for (int i = 0; i < 100'000; ++i)
                zip.file(QByteArray("f/") + QByteArray::number(i), QByteArray());
            QVERIFY(zip.close());
        }
        expectRefused(PackageProblem::TooManyEntries, QStringLiteral("more than 10000 entries"));
    }

    void truncated()
    {
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).zeros("a.bin", 100 * 1024).file("b.txt", "b");
            QVERIFY(zip.close());
        }
        QFile f(package());
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() / 2));
        f.close();
        expectRefused(PackageProblem::Damaged, QStringLiteral("truncated or damaged"));
    }

    void corruptData()
    {
        QByteArray text;
        for (int i = 0; i < 20'000; ++i)
            text += QByteArray::number(i * 7919) + ' ';
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).file("overlay/data.txt", text);
            QVERIFY(zip.close());
        }
        QFile f(package());
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        const qsizetype middle = bytes.indexOf("overlay/data.txt") + 200;
        for (qsizetype i = middle; i < middle + 64; ++i)
            bytes[i] = char(bytes.at(i) ^ 0x5A);
        f.seek(0);
        QCOMPARE(f.write(bytes), bytes.size());
        f.close();
        // The names are intact, so a listing passes; unpacking finds the damage.
        PackageProblem problem;
        QVERIFY(PackageReader(package()).list(&problem));
        const QStringList before = tree(work());
        QVERIFY(!PackageReader(package()).extractTo(staging(), &problem));
        QCOMPARE(problem.kind, PackageProblem::Damaged);
        QVERIFY2(problem.message.contains(QStringLiteral("its entry \"overlay/data.txt\"")),
                 qPrintable(problem.message));
        QVERIFY(!QFileInfo::exists(staging()));
        QCOMPARE(tree(work()), before);
    }

    void headersDisagree()
    {
        // The central directory says one size, the entry's local header another.
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).file("overlay/data.txt", "twelve bytes");
            QVERIFY(zip.close());
        }
        QFile file(package());
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        const QByteArray name = "overlay/data.txt";
        qsizetype at = -1;
        for (qsizetype i = bytes.indexOf("PK\x03\x04"); i >= 0;
             i = bytes.indexOf("PK\x03\x04", i + 1)) {
            if (bytes.mid(i + 30, name.size()) == name)
                at = i;
        }
        QVERIFY(at >= 0);
        // Both sizes of the local header one larger than the central directory says.
        for (const qsizetype field : {at + 18, at + 22}) {
            const quint32 size = qFromLittleEndian<quint32>(bytes.constData() + field);
            qToLittleEndian<quint32>(size + 1, bytes.data() + field);
        }
        QVERIFY(file.seek(0));
        QCOMPARE(file.write(bytes), bytes.size());
        file.close();

        const QStringList before = tree(work());
        PackageProblem problem;
        QVERIFY(!PackageReader(package()).extractTo(staging(), &problem));
        QCOMPARE(problem.kind, PackageProblem::Damaged);
        QVERIFY2(problem.message.contains(QLatin1String("overlay/data.txt")),
                 qPrintable(problem.message));
        QVERIFY2(problem.message.contains(QLatin1String("disagree")), qPrintable(problem.message));
        QVERIFY2(!problem.message.contains(QLatin1String("UTF-8")), qPrintable(problem.message));
        QVERIFY(!QFileInfo::exists(staging()));
        QCOMPARE(tree(work()), before);
    }

    void notAZip()
    {
        QFile f(package());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("name: not a zip\n");
        f.close();
        expectRefused(PackageProblem::NotAZip, QStringLiteral("is not a tool package"));
    }

    // Issue 26, error messages: a text file renamed .icpkg and a cut-off download were
    // reported as breaking a safety rule; they are damaged, and the message says what to do.
    void notAZipOrTruncatedIsCalledDamaged()
    {
        const QString bogus = work() + QStringLiteral("/bogus.icpkg");
        {
            QFile f(bogus);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("These are my notes, not a tool.\n");
        }
        PackageProblem problem;
        QVERIFY(!PackageReader(bogus).list(&problem));
        QCOMPARE(problem.kind, PackageProblem::NotAZip);
        QVERIFY(problem.notAPackage());
        QVERIFY(!problem.breaksSafetyRule());
        QVERIFY2(problem.message.startsWith(
                     QLatin1String("\"bogus.icpkg\" is not a tool package (or it is damaged): "
                                   "it is not a zip file")),
                 qPrintable(problem.message));
        QVERIFY2(problem.message.endsWith(
                     QLatin1String(". Download it again or ask its author for a new one.")),
                 qPrintable(problem.message));

        const QString cut = work() + QStringLiteral("/cut.icpkg");
        {
            PackageMaker zip(cut);
            zip.file("tool.yaml", Manifest).zeros("a.bin", 100 * 1024).file("b.txt", "b");
            QVERIFY(zip.close());
        }
        {
            QFile f(cut);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.resize(f.size() / 2));
        }
        problem = {};
        QVERIFY(!PackageReader(cut).extractTo(staging(), &problem));
        QCOMPARE(problem.kind, PackageProblem::Damaged);
        QVERIFY(!problem.breaksSafetyRule());
        QVERIFY2(problem.message.startsWith(
                     QLatin1String("\"cut.icpkg\" is not a tool package (or it is damaged): ")),
                 qPrintable(problem.message));
        QVERIFY2(problem.message.contains(QLatin1String("truncated or damaged")),
                 qPrintable(problem.message));
        QVERIFY2(!problem.message.contains(QLatin1String("safety")), qPrintable(problem.message));
        QVERIFY(!QFileInfo::exists(staging()));
    }

    void noManifest()
    {
        QVERIFY(PackageMaker(package()).file("overlay/index.html", "<html/>").close());
        expectRefused(PackageProblem::NoManifest, QStringLiteral("no tool.yaml at its root"));
    }

    void duplicateEntry()
    {
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).file("a.txt", "one").file("a.txt", "two");
            QVERIFY(zip.close());
        }
        expectRefused(PackageProblem::Duplicate, QStringLiteral("appears twice"));
    }

    void fileAndFolderOfTheSameName()
    {
        {
            PackageMaker zip(package());
            zip.file("tool.yaml", Manifest).file("a", "file").file("a/b", "inside");
            QVERIFY(zip.close());
        }
        expectRefused(PackageProblem::Duplicate, QStringLiteral("also holds as a file"));
    }

    void messagesDiffer()
    {
        // Each rule words its refusal its own way (spot check of the texts).
        QSet<QString> firstWords;
        const QList<QByteArray> names{"../e", "/e", "a\\e", "C:/e", "a//e", "\xff", "\x01"};
        for (const QByteArray &n : names) {
            QString path;
            const PackageProblem p = ictools::ArchiveEntryCheck::checkPath(n, &path);
            QVERIFY(!p.ok());
            firstWords.insert(p.message.section(QLatin1Char('"'), 2));
        }
        QCOMPARE(firstWords.size(), names.size());
    }
};

QTEST_GUILESS_MAIN(TestPackageReader)
#include "TestPackageReader.moc"
