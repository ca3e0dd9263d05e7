// `ic-tool validate` and `ic-tool package` run as processes: exit codes, the
// file:line:col: format, nothing written on errors, same bytes twice.

#include "ManifestFixture.h"
#include "ResultCheck.h"
#include "TestFiles.h"
#include "ToolProcess.h"
#include "tools/PackageWriter.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#ifndef IC_TOOL_PATH
#error "IC_TOOL_PATH must name the built ic-tool"
#endif

namespace {

using Run = ictest::ToolRun;

using ictest::readFile;
using ictest::writeFile;

} // namespace

class TestValidatePackageVerbs : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_temp;

    Run run(const QStringList &args)
    {
        QProcess p;
        p.setProgram(QStringLiteral(IC_TOOL_PATH));
        p.setArguments(args);
        p.setWorkingDirectory(m_temp.path());
        Run r = ictest::runToolProcess(p);
        if (r.exitStatus != QProcess::NormalExit)
            r.exitCode = -1; // a crash never passes for an exit status
        return r;
    }

    QString makeTool(const QString &name, const QByteArray &manifest)
    {
        const QString dir = m_temp.filePath(name);
        writeFile(dir + QStringLiteral("/tool.yaml"), manifest);
        writeFile(dir + QStringLiteral("/overlay/index.html"), "<!DOCTYPE html>\n");
        writeFile(dir + QStringLiteral("/screenshots/overlay-preview.png"), "\x89PNG");
        return dir;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_temp.isValid()); }

    void validateGoodFolderFileAndPackage()
    {
        const QString dir = makeTool(QStringLiteral("good"), testing::join(testing::baseLines()));
        const Run folder = run({QStringLiteral("validate"), dir});
        QCOMPARE(folder.exitCode, 0);
        QCOMPARE(folder.out, QStringLiteral("%1/tool.yaml: valid: Live Stats Overlay 1.2.0 (id "
                                            "live-stats-overlay), 0 warnings\n")
                                 .arg(dir));
        const Run file = run({QStringLiteral("validate"), dir + QStringLiteral("/tool.yaml")});
        QCOMPARE(file.exitCode, 0);

        const Run packaged = run(
            {QStringLiteral("package"), dir, QStringLiteral("-o"), QStringLiteral("good.icpkg")});
        QCOMPARE(packaged.exitCode, 0);
        QVERIFY2(packaged.out.startsWith(QLatin1String("Wrote good.icpkg: Live Stats Overlay "
                                                       "1.2.0, 3 files")),
                 qPrintable(packaged.out));
        const Run pkg = run({QStringLiteral("validate"), QStringLiteral("good.icpkg")});
        QCOMPARE(pkg.exitCode, 0);
        QVERIFY2(pkg.out.startsWith(QLatin1String("good.icpkg/tool.yaml: valid:")),
                 qPrintable(pkg.out));
    }

    void validateReportsEveryProblem()
    {
        QByteArray yaml = testing::replaced(5, QStringLiteral("tier: observer\ncolour: blue"));
        yaml.replace("economy", "telemetry");
        yaml.replace("screenshots/overlay-preview.png", "shots/missing.png");
        const QString dir = makeTool(QStringLiteral("bad"), yaml);
        const Run r = run({QStringLiteral("validate"), dir});
        QCOMPARE(r.exitCode, 1);
        const QString file = dir + QStringLiteral("/tool.yaml");
        QCOMPARE(r.out.split(u'\n', Qt::SkipEmptyParts),
                 (QStringList{
                     file + QStringLiteral(":6:1: warning: unknown key \"colour\" is ignored "
                                           "(remove it; known keys are: id, name, version, "
                                           "author, description, tier, transport, entry_point, "
                                           "subscriptions, screenshots, overlay, network, icrp)"),
                     file + QStringLiteral(":11:5: error: observer tools cannot subscribe to "
                                           "telemetry (ask for tier admin or remove it)"),
                     file + QStringLiteral(":14:5: error: screenshot \"shots/missing.png\" is not "
                                           "in the package (add the file or correct the path; "
                                           "paths are case-sensitive)"),
                     file + QStringLiteral(": 2 errors, 1 warning")}));
    }

    void packageRefusesInvalidTool()
    {
        const QString dir = makeTool(QStringLiteral("invalid"),
                                     testing::replaced(5, QStringLiteral("tier: overlord")));
        const Run r = run({QStringLiteral("package"), dir, QStringLiteral("-o"),
                           QStringLiteral("invalid.icpkg")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QLatin1String("/tool.yaml:5:7: error: unknown tier \"overlord\"")),
                 qPrintable(r.out));
        QVERIFY(r.err.contains(QLatin1String("no package was written")));
        QVERIFY(!QFile::exists(m_temp.filePath(QStringLiteral("invalid.icpkg"))));

        // An entry point that only exists as a dotfile is not packaged, so it is missing.
        QByteArray hidden = testing::join(testing::baseLines());
        hidden.replace("overlay/index.html", ".secret/index.html");
        const QString dotDir = makeTool(QStringLiteral("dot"), hidden);
        writeFile(dotDir + QStringLiteral("/.secret/index.html"), "x");
        const Run dot = run(
            {QStringLiteral("package"), dotDir, QStringLiteral("-o"), QStringLiteral("dot.icpkg")});
        QCOMPARE(dot.exitCode, 1);
        QVERIFY2(dot.out.contains(QLatin1String(":7:14: error: entry_point \".secret/index.html\" "
                                                "is not in the package")),
                 qPrintable(dot.out));
    }

    void packageTwiceSameBytesDefaultName()
    {
        const QString dir = makeTool(QStringLiteral("twice"), testing::join(testing::baseLines()));
        QCOMPARE(run({QStringLiteral("package"), dir}).exitCode, 0);
        const QString name = m_temp.filePath(QStringLiteral("live-stats-overlay-1.2.0.icpkg"));
        const QByteArray first = readFile(name);
        QVERIFY(!first.isEmpty());
        QVERIFY(QFile::remove(name));
        QCOMPARE(run({QStringLiteral("package"), dir}).exitCode, 0);
        QCOMPARE(readFile(name), first);
    }

    void packageRefusesSymlink()
    {
        const QString dir = makeTool(QStringLiteral("link"), testing::join(testing::baseLines()));
        QVERIFY(QFile::link(QStringLiteral("/etc/hostname"), dir + QStringLiteral("/host")));
        const Run r = run(
            {QStringLiteral("package"), dir, QStringLiteral("-o"), QStringLiteral("link.icpkg")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("host is a symbolic link")), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_temp.filePath(QStringLiteral("link.icpkg"))));
    }

    void validatePackageWithoutManifest()
    {
        const QString dir = m_temp.filePath(QStringLiteral("nomanifest"));
        QVERIFY(writeFile(dir + QStringLiteral("/overlay/index.html"), "x"));
        IC_VERIFY_OK(
            ictools::PackageWriter::write(dir, m_temp.filePath(QStringLiteral("none.icpkg"))));
        const Run r = run({QStringLiteral("validate"), QStringLiteral("none.icpkg")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QStringLiteral("none.icpkg/tool.yaml: error: the package has no tool.yaml "
                                       "at its root (put tool.yaml in the top folder of the tool "
                                       "and package it again with ic-tool package)\n"));
    }

    void liveStatsExample()
    {
        const QString dir = QStringLiteral(IC_SOURCE_DIR "/overlays/live-stats");
        const Run v = run({QStringLiteral("validate"), dir});
        QCOMPARE(v.exitCode, 0);
        QVERIFY2(v.out.endsWith(QLatin1String("valid: Live Stats Overlay 1.2.3 (id live-stats), "
                                              "0 warnings\n")),
                 qPrintable(v.out));
        const Run p = run({QStringLiteral("package"), dir, QStringLiteral("-o"),
                           QStringLiteral("live-stats.icpkg")});
        QCOMPARE(p.exitCode, 0);
        QCOMPARE(run({QStringLiteral("validate"), QStringLiteral("live-stats.icpkg")}).exitCode, 0);
    }

    void usageAndUnreadableInputs()
    {
        QCOMPARE(run({QStringLiteral("validate")}).exitCode, 2);
        QCOMPARE(
            run({QStringLiteral("validate"), QStringLiteral("a"), QStringLiteral("b")}).exitCode,
            2);
        const Run absent = run({QStringLiteral("validate"), QStringLiteral("no-such-thing")});
        QCOMPARE(absent.exitCode, 2);
        QVERIFY(absent.err.contains(QLatin1String("does not exist")));
        QCOMPARE(run({QStringLiteral("package")}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("package"), QStringLiteral("no-such-dir")}).exitCode, 2);

        writeFile(m_temp.filePath(QStringLiteral("junk.icpkg")), "not a zip at all");
        const Run junk = run({QStringLiteral("validate"), QStringLiteral("junk.icpkg")});
        QCOMPARE(junk.exitCode, 2);
        QVERIFY(!junk.err.isEmpty());

        const Run help = run({QStringLiteral("help"), QStringLiteral("validate")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QLatin1String("FILE:LINE:COLUMN")));
    }
};

QTEST_GUILESS_MAIN(TestValidatePackageVerbs)
#include "TestValidatePackageVerbs.moc"
