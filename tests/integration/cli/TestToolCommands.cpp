// ic-tool install / list / uninstall / approve (and validate on a hostile package) as processes,
// with IC_TOOLS_DIR in a temporary folder: the permission summary, --yes, no terminal, held
// updates, and installs killed halfway (IC_FAULT_POINT) that leave the registry and its files as
// they were (or, killed after the index was replaced, fully installed), with no staging leftovers
// after the next open.

#include "ResultCheck.h"
#include "ToolPackages.h"
#include "ToolProcess.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSocketNotifier>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <fcntl.h>
#include <functional>
#include <sys/ioctl.h>
#include <unistd.h>

#ifndef IC_TOOL_PATH
#error "IC_TOOL_PATH must name the built ic-tool"
#endif

using ictest::ToolSpec;
using ictools::ToolRegistry;

namespace {

using Run = ictest::ToolRun;

/// Every path under `dir` with the bytes of each file: the registry's whole state.
QMap<QString, QByteArray> snapshot(const QString &dir)
{
    QMap<QString, QByteArray> state;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString rel = QDir(dir).relativeFilePath(path);
        if (rel == QLatin1String(".lock"))
            continue;
        QFile f(path);
        state.insert(rel, it.fileInfo().isFile() && f.open(QIODevice::ReadOnly)
                              ? f.readAll()
                              : QByteArray("<dir>"));
    }
    return state;
}

} // namespace

class TestToolCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString root() const { return m_dir.path() + QStringLiteral("/tools"); }
    QString pkg(const QString &name) const { return m_dir.path() + QLatin1Char('/') + name; }

    /// Runs ic-tool with a pseudo-terminal as its controlling terminal; answers `answer` when
    /// the terminal shows `question` (after calling `whenAsked`, if given, while the question
    /// waits). *terminal gets what ic-tool wrote there.
    Run runOnTerminal(const QStringList &args, const QByteArray &question, const QByteArray &answer,
                      QByteArray *terminal, const std::function<void()> &whenAsked = {})
    {
        Run r;
        const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0)
            return r;
        const auto closeMaster = qScopeGuard([master] { ::close(master); });
        const QByteArray slave = ::ptsname(master);
        ::fcntl(master, F_SETFL, ::fcntl(master, F_GETFL) | O_NONBLOCK);
        // Held open here so the master does not read as hung up before the child opens it.
        const int slaveHere = ::open(slave.constData(), O_RDWR | O_NOCTTY);
        const auto closeSlave = qScopeGuard([slaveHere] {
            if (slaveHere >= 0)
                ::close(slaveHere);
        });
        bool answered = false;
        QSocketNotifier notifier(master, QSocketNotifier::Read);
        connect(&notifier, &QSocketNotifier::activated, this, [&] {
            char buf[512];
            const ssize_t n = ::read(master, buf, sizeof buf);
            if (n <= 0)
                return;
            terminal->append(buf, n);
            if (!answered && terminal->contains(question)) {
                answered = true;
                if (whenAsked)
                    whenAsked();
                const QByteArray line = answer + '\n';
                if (::write(master, line.constData(), size_t(line.size())) != line.size())
                    qWarning("could not answer on the terminal");
            }
        });
        QProcess p;
        configure(p, args, {});
        p.setChildProcessModifier([slave] { ictest::detachFromTerminal(slave); });
        return ictest::runToolProcess(p);
    }

    Run run(const QStringList &args, const QByteArray &faultPoint = {})
    {
        QProcess p;
        configure(p, args, faultPoint);
        // A session of its own: no controlling terminal to ask on.
        p.setChildProcessModifier([] { ictest::detachFromTerminal(); });
        return ictest::runToolProcess(p);
    }

    /// ic-tool with `args`, IC_TOOLS_DIR in the test's folder and IC_FAULT_POINT only when given.
    void configure(QProcess &p, const QStringList &args, const QByteArray &faultPoint) const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("IC_TOOLS_DIR"), root());
        e.remove(QStringLiteral("IC_FAULT_POINT"));
        if (!faultPoint.isEmpty())
            e.insert(QStringLiteral("IC_FAULT_POINT"), QString::fromLatin1(faultPoint));
        p.setProcessEnvironment(e);
        p.setProgram(QStringLiteral(IC_TOOL_PATH));
        p.setArguments(args);
    }

    QString write(const ToolSpec &spec)
    {
        const QString path =
            pkg(spec.id + QLatin1Char('-') + spec.version + QStringLiteral(".icpkg"));
        return spec.write(path) ? path : QString();
    }

private Q_SLOTS:
    void init() { QDir(root()).removeRecursively(); }

    void installListUninstall()
    {
        ToolSpec spec;
        spec.subscriptions = {QStringLiteral("match"), QStringLiteral("economy")};
        const QString path = write(spec);

        // No terminal and no --yes: the summary is shown, nothing is installed.
        Run r = run({QStringLiteral("install"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.contains(QStringLiteral("INSTALL TOOL: Live Stats")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("This tool requests:")));
        QVERIFY(r.out.contains(QStringLiteral("This tool does NOT have:")));
        QVERIFY(r.err.contains(QStringLiteral("--yes")));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats")));

        r = run({QStringLiteral("install"), QStringLiteral("--yes"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("Installed Live Stats 1.0.0 (live-stats).")));
        QVERIFY(QFileInfo::exists(root() + QStringLiteral("/live-stats/1.0.0/overlay/index.html")));

        r = run({QStringLiteral("list")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines.at(0).startsWith(QStringLiteral("ID")));
        QCOMPARE(lines.at(1).simplified(), QStringLiteral("live-stats 1.0.0 yes observer ok"));

        // --yes as install takes it (twenty-first newcomer; uninstall asks nothing).
        r = run(
            {QStringLiteral("uninstall"), QStringLiteral("live-stats"), QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("Uninstalled Live Stats 1.0.0 (live-stats)."));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats")));
        r = run({QStringLiteral("list")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains(QStringLiteral("No tools installed.")));

        r = run({QStringLiteral("uninstall"), QStringLiteral("live-stats")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("No tool \"live-stats\" is installed")));
        r = run({QStringLiteral("uninstall")});
        QCOMPARE(r.exitCode, 2);
        r = run({QStringLiteral("uninstall"), QStringLiteral("--force"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown option --force")), qPrintable(r.err));
    }

    void installAsksOnTheTerminal()
    {
        const QString path = write(ToolSpec());
        QByteArray terminal;
        Run r = runOnTerminal({QStringLiteral("install"), path}, "Install? [y/N]", "n", &terminal);
        QVERIFY2(terminal.contains("Install? [y/N]"), terminal.constData());
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("Not installed.")));
        QVERIFY(r.out.contains(QStringLiteral("This tool requests:")));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats")));

        terminal.clear();
        r = runOnTerminal({QStringLiteral("install"), path}, "Install? [y/N]", "y", &terminal);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("Installed Live Stats 1.0.0 (live-stats).")));
        QVERIFY(QFileInfo::exists(root() + QStringLiteral("/live-stats/1.0.0/tool.yaml")));
    }

    void packageSwappedAtThePromptInstallsWhatWasShown()
    {
        // The terminal shows an observer tool; while "Install? [y/N]" waits, another program
        // replaces the file with one of the same id asking for admin and the network. "y"
        // installs what was shown: the observer grant and the reviewed files.
        ToolSpec shown;
        shown.page = "<html>reviewed</html>";
        const QString path = write(shown);
        ToolSpec swapped = shown;
        swapped.tier = QStringLiteral("admin");
        swapped.subscriptions << QStringLiteral("admin");
        swapped.network << QStringLiteral("https://evil.example");
        swapped.page = "<html>swapped</html>";
        const QString other = pkg(QStringLiteral("swapped.icpkg"));
        QVERIFY(swapped.write(other));

        QByteArray terminal;
        bool replaced = false;
        const Run r =
            runOnTerminal({QStringLiteral("install"), path}, "Install? [y/N]", "y", &terminal,
                          [&] { replaced = QFile::remove(path) && QFile::copy(other, path); });
        QVERIFY(replaced);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("Observer access")));
        QVERIFY(!r.out.contains(QStringLiteral("evil.example")));

        ToolRegistry registry(root());
        IC_VERIFY_OK(registry.open());
        const ictools::InstalledTool *t = registry.find(shown.id);
        QVERIFY(t);
        QCOMPARE(t->granted.tier, icrp::Tier::Observer);
        QVERIFY(t->granted.networkOrigins.isEmpty());
        QVERIFY(!t->granted.categories.contains(icrp::EventCategory::Admin));
        QFile page(registry.toolFolder(shown.id) + QStringLiteral("/overlay/index.html"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        QCOMPARE(page.readAll(), shown.page);
    }

    void approveRefusesAHeldUpdateReplacedAtThePrompt()
    {
        const ToolSpec v1;
        QCOMPARE(run({QStringLiteral("install"), QStringLiteral("-y"), write(v1)}).exitCode, 0);
        ToolSpec v2 = v1;
        v2.version = QStringLiteral("1.1.0");
        v2.subscriptions << QStringLiteral("chat");
        QCOMPARE(run({QStringLiteral("install"), QStringLiteral("-y"), write(v2)}).exitCode, 0);
        // While "Approve? [y/N]" shows 1.1.0 (chat), another ic-tool holds 1.2.0 (admin).
        ToolSpec v3 = v1;
        v3.version = QStringLiteral("1.2.0");
        v3.tier = QStringLiteral("admin");
        const QString v3Path = write(v3);
        QByteArray terminal;
        Run held;
        const Run r = runOnTerminal(
            {QStringLiteral("approve"), v1.id}, "Approve? [y/N]", "y", &terminal, [&] {
                held = run({QStringLiteral("install"), QStringLiteral("-y"), v3Path});
            });
        QVERIFY2(held.exitCode == 0 && held.out.contains(QStringLiteral("held")),
                 qPrintable(held.out + held.err));
        QVERIFY(r.out.contains(QStringLiteral("1.1.0")));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("changed since you reviewed it")),
                 qPrintable(r.err));
        ToolRegistry registry(root());
        IC_VERIFY_OK(registry.open());
        const ictools::InstalledTool *t = registry.find(v1.id);
        QCOMPARE(t->version, QStringLiteral("1.0.0"));
        QCOMPARE(t->granted.tier, icrp::Tier::Observer);
        QCOMPARE(t->pending->version, QStringLiteral("1.2.0"));
    }

    void hostileManifestTextIsRefusedAndNeverPrintedRaw_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("shown");
        QTest::newRow("hide the rest")
            << QStringLiteral("name") << QStringLiteral("Live\x1b[8m Stats")
            << QStringLiteral("\\x1b");
        QTest::newRow("set the title")
            << QStringLiteral("author") << QStringLiteral("Dev\x1b]0;title\x07")
            << QStringLiteral("\\x1b");
        QTest::newRow("right-to-left override")
            << QStringLiteral("description") << QStringLiteral("Harmless \u202enimda")
            << QStringLiteral("\\u202e");
    }

    void hostileManifestTextIsRefusedAndNeverPrintedRaw()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, shown);
        ToolSpec spec;
        // In double quotes YAML turns \x1b and \u202e into the characters themselves.
        (field == QLatin1String("name")     ? spec.name
         : field == QLatin1String("author") ? spec.author
                                            : spec.description) = value;
        const QString path = write(spec);
        for (const QString &verb : {QStringLiteral("install"), QStringLiteral("validate")}) {
            const Run r = verb == QLatin1String("install")
                              ? run({verb, QStringLiteral("--yes"), path})
                              : run({verb, path});
            QVERIFY2(r.exitCode != 0, qPrintable(verb));
            const QString all = r.out + r.err;
            QVERIFY2(
                all.contains(QStringLiteral("\"%1\" contains the control character").arg(field)),
                qPrintable(all));
            QVERIFY2(all.contains(shown), qPrintable(all));
            QVERIFY2(all.contains(QRegularExpression(QStringLiteral("tool.yaml:\\d+:\\d+"))),
                     qPrintable(all));
            for (const QChar c : all)
                QVERIFY2(c == u'\n' || c == u'\t' ||
                             (c.unicode() >= 0x20 && c.unicode() != 0x7f &&
                              (c.unicode() < 0x202a || c.unicode() > 0x202e)),
                         qPrintable(verb));
        }
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats")));
    }

    void approveEscapesTextFromADoctoredIndex()
    {
        // Defence in depth: even text that got past the manifest (an index.json edited by
        // another program) reaches the terminal escaped.
        const ToolSpec v1;
        QCOMPARE(run({QStringLiteral("install"), QStringLiteral("-y"), write(v1)}).exitCode, 0);
        ToolSpec v2 = v1;
        v2.version = QStringLiteral("1.1.0");
        v2.subscriptions << QStringLiteral("chat");
        QCOMPARE(run({QStringLiteral("install"), QStringLiteral("-y"), write(v2)}).exitCode, 0);
        QFile index(root() + QStringLiteral("/index.json"));
        QVERIFY(index.open(QIODevice::ReadOnly));
        QByteArray json = index.readAll();
        index.close();
        QVERIFY(json.contains("\"Live Stats\""));
        json.replace("\"Live Stats\"", "\"Live\\u001b[8m Stats\\u202e\"");
        QVERIFY(index.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(index.write(json), json.size());
        index.close();
        const Run r = run({QStringLiteral("approve"), v1.id}); // no terminal: prints, then stops
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.contains(QStringLiteral("APPROVE UPDATE: Live\\x1b[8m Stats\\u202e")),
                 qPrintable(r.out));
        QVERIFY(!r.out.contains(QChar(0x1b)));
        QVERIFY(!r.out.contains(QChar(0x202e)));
    }

    void refusedPackage()
    {
        {
            ictest::PackageMaker zip(pkg(QStringLiteral("evil.icpkg")));
            zip.file("tool.yaml", ToolSpec().yaml())
                .file("overlay/index.html", "x")
                .file("/etc/evil", "x");
            QVERIFY(zip.close());
        }
        const Run r = run({QStringLiteral("install"), QStringLiteral("--yes"),
                           pkg(QStringLiteral("evil.icpkg"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("absolute path")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void validateRefusesHostileEntries()
    {
        // validate reads a .icpkg with the installer's strict reader: a zip-slip name is refused
        // there too (exit 2, the entry named), not merely listed.
        {
            ictest::PackageMaker zip(pkg(QStringLiteral("slip.icpkg")));
            zip.file("tool.yaml", ToolSpec().yaml())
                .file("overlay/index.html", "x")
                .file("../escape.txt", "x");
            QVERIFY(zip.close());
        }
        const Run r = run({QStringLiteral("validate"), pkg(QStringLiteral("slip.icpkg"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QLatin1String("ic-tool validate: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("../escape.txt")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());

        // The same tool without the hostile entry validates.
        {
            ictest::PackageMaker zip(pkg(QStringLiteral("fine.icpkg")));
            zip.file("tool.yaml", ToolSpec().yaml()).file("overlay/index.html", "x");
            QVERIFY(zip.close());
        }
        const Run fine = run({QStringLiteral("validate"), pkg(QStringLiteral("fine.icpkg"))});
        QCOMPARE(fine.exitCode, 0);
        QVERIFY2(fine.out.contains(QLatin1String("valid:")), qPrintable(fine.out + fine.err));
    }

    void heldUpdateThenApprove()
    {
        const ToolSpec v1;
        QCOMPARE(run({QStringLiteral("install"), QStringLiteral("-y"), write(v1)}).exitCode, 0);
        ToolSpec v2 = v1;
        v2.version = QStringLiteral("1.1.0");
        v2.tier = QStringLiteral("mod");
        v2.subscriptions = {QStringLiteral("match"), QStringLiteral("chat")};
        Run r = run({QStringLiteral("install"), QStringLiteral("--yes"), write(v2)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("UPDATE TOOL: Live Stats")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Version: 1.0.0 → 1.1.0")));
        QVERIFY(r.out.contains(QStringLiteral("New event categories: ")));
        QVERIFY(r.out.contains(QStringLiteral("ic-tool approve live-stats")));
        // Named as the Log and the Tools page name it: display name, with the id to find it.
        QVERIFY2(r.out.contains(QStringLiteral(
                     "Live Stats 1.1.0 (live-stats) asks for more than you granted")),
                 qPrintable(r.out));

        r = run({QStringLiteral("list")});
        QVERIFY2(r.out.contains(QStringLiteral("needs approval (1.1.0)")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("observer")));

        r = run({QStringLiteral("approve"), QStringLiteral("live-stats")});
        QCOMPARE(r.exitCode, 2); // no terminal
        r = run({QStringLiteral("approve"), QStringLiteral("--yes"), QStringLiteral("live-stats")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("Approved: Live Stats (live-stats) is now 1.1.0.")));
        r = run({QStringLiteral("list")});
        QCOMPARE(r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).at(1).simplified(),
                 QStringLiteral("live-stats 1.1.0 yes mod ok"));
        r = run({QStringLiteral("approve"), QStringLiteral("--yes"), QStringLiteral("live-stats")});
        QCOMPARE(r.exitCode, 1);
    }

    void killedHalfway_data()
    {
        QTest::addColumn<QByteArray>("point");
        QTest::addColumn<bool>("update");
        QTest::addColumn<bool>("landed");
        for (const bool update : {false, true}) {
            const char *what = update ? "update" : "install";
            QTest::addRow("%s after-extract", what)
                << QByteArray("after-extract") << update << false;
            QTest::addRow("%s before-index", what) << QByteArray("before-index") << update << false;
            QTest::addRow("%s after-index", what) << QByteArray("after-index") << update << true;
        }
    }
    void killedHalfway()
    {
        QFETCH(QByteArray, point);
        QFETCH(bool, update);
        QFETCH(bool, landed);
        ToolSpec v1;
        if (update)
            QCOMPARE(run({QStringLiteral("install"), QStringLiteral("-y"), write(v1)}).exitCode, 0);
        else
            QVERIFY(QDir().mkpath(root()));
        const QMap<QString, QByteArray> before = snapshot(root());

        ToolSpec next = v1;
        next.version = update ? QStringLiteral("1.0.1") : QStringLiteral("1.0.0");
        next.page = "<html>next</html>";
        const Run r = run({QStringLiteral("install"), QStringLiteral("--yes"), write(next)}, point);
        QCOMPARE(r.exitStatus, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 86);

        ToolRegistry registry(root());
        IC_VERIFY_OK(registry.open());
        const QMap<QString, QByteArray> after = snapshot(root());
        for (const QString &path : after.keys())
            QVERIFY2(!path.startsWith(QLatin1String(".staging-")), qPrintable(path));
        if (!landed) {
            QCOMPARE(after, before);
            return;
        }
        const ictools::InstalledTool *t = registry.find(v1.id);
        QVERIFY(t);
        QCOMPARE(t->version, next.version);
        QFile page(registry.toolFolder(v1.id) + QStringLiteral("/overlay/index.html"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        QCOMPARE(page.readAll(), next.page);
        QStringList versions = QDir(root() + QStringLiteral("/live-stats"))
                                   .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(versions, QStringList{next.version});
    }
};

QTEST_GUILESS_MAIN(TestToolCommands)
#include "TestToolCommands.moc"
