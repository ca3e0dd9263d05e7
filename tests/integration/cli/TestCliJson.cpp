// `ic-tool list --json` and `ic-tool validate --json` run as processes, their standard output
// parsed with QJsonDocument: one object with the keys docs/plugins/scripting.md documents,
// the exit codes of the plain output, and the same keys and enum values under a German locale
// (where the plain table's headers are translated). JsonText, which writes every JSON ic-tool
// prints, keeps it valid JSON after the Console's escaping of terminal-unsafe characters.

#include "ManifestFixture.h"
#include "TestFiles.h"
#include "ToolPackages.h"
#include "ToolProcess.h"
#include "cli/JsonText.h"
#include "common/ForeignText.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#ifndef IC_TOOL_PATH
#error "IC_TOOL_PATH must name the built ic-tool"
#endif

using ictest::ToolSpec;
using Run = ictest::ToolRun;

namespace {

enum class Language { English, German };

/// The object a --json run printed; a null object (and a failed check) when it is not one.
QJsonObject parsed(const Run &r)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        qWarning("not one JSON object (%s): %s", qPrintable(error.errorString()),
                 qPrintable(r.out));
        return {};
    }
    return doc.object();
}

QStringList sortedKeys(const QJsonObject &object)
{
    QStringList keys = object.keys();
    keys.sort();
    return keys;
}

/// What `list --json` says of live-stats 1.0.0 (observer, match) with 1.1.0 (mod, match and
/// chat) held for approval.
QJsonObject heldLiveStats()
{
    return QJsonObject{
        {QStringLiteral("id"), QStringLiteral("live-stats")},
        {QStringLiteral("name"), QStringLiteral("Live Stats")},
        {QStringLiteral("version"), QStringLiteral("1.0.0")},
        {QStringLiteral("enabled"), true},
        {QStringLiteral("kind"), QStringLiteral("page")},
        {QStringLiteral("tier"), QStringLiteral("observer")},
        {QStringLiteral("categories"), QJsonArray{QStringLiteral("match")}},
        {QStringLiteral("networkOrigins"), QJsonArray{QStringLiteral("https://api.example.com")}},
        {QStringLiteral("needsApproval"), true},
        {QStringLiteral("pending"),
         QJsonObject{{QStringLiteral("version"), QStringLiteral("1.1.0")},
                     {QStringLiteral("tier"), QStringLiteral("mod")},
                     {QStringLiteral("categories"),
                      QJsonArray{QStringLiteral("match"), QStringLiteral("chat")}},
                     {QStringLiteral("networkOrigins"),
                      QJsonArray{QStringLiteral("https://api.example.com")}}}}};
}

} // namespace

class TestCliJson : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString root() const { return m_dir.filePath(QStringLiteral("tools")); }

    /// ic-tool with IC_TOOLS_DIR in the test's folder, in English (the C locale) or German,
    /// without a controlling terminal.
    Run run(const QStringList &args, Language language = Language::English)
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("IC_TOOLS_DIR"), root());
        e.remove(QStringLiteral("LC_ALL"));
        e.remove(QStringLiteral("LC_MESSAGES"));
        const bool german = language == Language::German;
        e.insert(QStringLiteral("LANG"),
                 german ? QStringLiteral("de_DE.UTF-8") : QStringLiteral("C.UTF-8"));
        e.insert(QStringLiteral("LANGUAGE"), german ? QStringLiteral("de") : QString());
        QProcess p;
        p.setProcessEnvironment(e);
        p.setProgram(QStringLiteral(IC_TOOL_PATH));
        p.setArguments(args);
        p.setWorkingDirectory(m_dir.path());
        p.setChildProcessModifier([] { ictest::detachFromTerminal(); });
        Run r = ictest::runToolProcess(p);
        if (r.exitStatus != QProcess::NormalExit)
            r.exitCode = -1; // a crash never passes for an exit status
        return r;
    }

    /// Installs live-stats 1.0.0 and holds 1.1.0, which asks for more, for approval.
    void installWithHeldUpdate()
    {
        ToolSpec v1;
        v1.network = {QStringLiteral("https://api.example.com")};
        ToolSpec v2 = v1;
        v2.version = QStringLiteral("1.1.0");
        v2.tier = QStringLiteral("mod");
        v2.subscriptions = {QStringLiteral("match"), QStringLiteral("chat")};
        for (const ToolSpec &spec : {v1, v2}) {
            const QString path = m_dir.filePath(spec.version + QStringLiteral(".icpkg"));
            QVERIFY(spec.write(path));
            const Run r = run({QStringLiteral("install"), QStringLiteral("--yes"), path});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }
    }

    /// A tool folder with `manifest` and the files the fixture's manifest names.
    QString makeTool(const QString &name, const QByteArray &manifest)
    {
        const QString dir = m_dir.filePath(name);
        ictest::writeFile(dir + QStringLiteral("/tool.yaml"), manifest);
        ictest::writeFile(dir + QStringLiteral("/overlay/index.html"), "<!DOCTYPE html>\n");
        ictest::writeFile(dir + QStringLiteral("/screenshots/overlay-preview.png"), "\x89PNG");
        return dir;
    }

    /// The fixture's manifest with an unknown key (a warning), a category the observer tier may
    /// not have and a missing screenshot (two errors).
    QString makeBadTool()
    {
        QByteArray yaml = testing::replaced(5, QStringLiteral("tier: observer\ncolour: blue"));
        yaml.replace("economy", "telemetry");
        yaml.replace("screenshots/overlay-preview.png", "shots/missing.png");
        return makeTool(QStringLiteral("bad"), yaml);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void init() { QDir(root()).removeRecursively(); }

    void listJsonWithNothingInstalledIsAnEmptyArray()
    {
        const Run r = run({QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parsed(r), (QJsonObject{{QStringLiteral("tools"), QJsonArray()}}));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    void listJsonHasTheDocumentedKeys()
    {
        installWithHeldUpdate();
        const Run r = run({QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray tools = parsed(r).value(u"tools").toArray();
        QCOMPARE(tools.size(), 1);
        QCOMPARE(tools.at(0).toObject(), heldLiveStats());

        // Approved: nothing pending any more.
        QCOMPARE(
            run({QStringLiteral("approve"), QStringLiteral("--yes"), QStringLiteral("live-stats")})
                .exitCode,
            0);
        const QJsonObject approved = parsed(run({QStringLiteral("list"), QStringLiteral("--json")}))
                                         .value(u"tools")
                                         .toArray()
                                         .at(0)
                                         .toObject();
        QCOMPARE(approved.value(u"version").toString(), QStringLiteral("1.1.0"));
        QCOMPARE(approved.value(u"tier").toString(), QStringLiteral("mod"));
        QCOMPARE(approved.value(u"needsApproval"), QJsonValue(false));
        QCOMPARE(approved.value(u"pending"), QJsonValue(QJsonValue::Null));
    }

    void listJsonStaysEnglishUnderAGermanLocale()
    {
        installWithHeldUpdate();
        // The table is German (so the locale took effect)…
        const Run table = run({QStringLiteral("list")}, Language::German);
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains(QStringLiteral("AKTIVIERT")), qPrintable(table.out));
        QVERIFY2(table.out.contains(QStringLiteral("Genehmigung nötig (1.1.0)")),
                 qPrintable(table.out));
        // …the JSON is the same as in English, keys and values.
        const Run r = run({QStringLiteral("list"), QStringLiteral("--json")}, Language::German);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject german = parsed(r);
        QCOMPARE(sortedKeys(german), QStringList{QStringLiteral("tools")});
        QCOMPARE(german.value(u"tools").toArray().at(0).toObject(), heldLiveStats());
    }

    void listJsonKeepsTheUsageExitCodes()
    {
        const Run r = run({QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(QStringLiteral("list takes no arguments.")), qPrintable(r.err));
        const Run help = run({QStringLiteral("list"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains(QStringLiteral("\"needsApproval\"")), qPrintable(help.out));
        const Run usage = run({QStringLiteral("--help")});
        QVERIFY2(usage.out.contains(QStringLiteral("list and validate take --json")),
                 qPrintable(usage.out));
    }

    void jsonTextEscapesWhatATerminalMustNotSee()
    {
        // DEL, a C1 control, a bidirectional override and an escape, in a string a package or a
        // game could send; the Console would write DEL as "\x7f", which is not JSON.
        const QString hostile = QStringLiteral("a\x7f b\u0085 c\u202e d\x1b[8m e");
        const QJsonObject object{{QStringLiteral("name"), hostile}};
        for (const bool indented : {false, true}) {
            const QString text = iccli::JsonText::format(object, indented);
            QCOMPARE(ic::ForeignText::firstForbidden(text, true), -1);
            QCOMPARE(ic::ForeignText::escaped(text, true), text); // what the Console prints
            QVERIFY2(text.contains(QStringLiteral("a\\u007f b\\u0085 c\\u202e")), qPrintable(text));
            QCOMPARE(QJsonDocument::fromJson(text.toUtf8()).object(), object);
        }
        const QString scalar = iccli::JsonText::format(QJsonValue(hostile), false);
        QCOMPARE(QJsonDocument::fromJson("[" + scalar.toUtf8() + "]").array().at(0).toString(),
                 hostile);
    }

    void validateJsonOfAGoodTool()
    {
        const QString dir = makeTool(QStringLiteral("good"), testing::join(testing::baseLines()));
        const Run r = run({QStringLiteral("validate"), QStringLiteral("--json"), dir});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parsed(r),
                 (QJsonObject{
                     {QStringLiteral("file"), dir + QStringLiteral("/tool.yaml")},
                     {QStringLiteral("valid"), true},
                     {QStringLiteral("errors"), 0},
                     {QStringLiteral("warnings"), 0},
                     {QStringLiteral("tool"),
                      QJsonObject{{QStringLiteral("id"), QStringLiteral("live-stats-overlay")},
                                  {QStringLiteral("name"), QStringLiteral("Live Stats Overlay")},
                                  {QStringLiteral("version"), QStringLiteral("1.2.0")}}},
                     {QStringLiteral("problems"), QJsonArray()}}));
    }

    void validateJsonListsEveryProblem_data()
    {
        QTest::addColumn<Language>("language");
        QTest::newRow("English") << Language::English;
        QTest::newRow("German") << Language::German;
    }

    void validateJsonListsEveryProblem()
    {
        QFETCH(Language, language);
        const QString dir = makeBadTool();
        const Run r = run({QStringLiteral("validate"), QStringLiteral("--json"), dir}, language);
        QCOMPARE(r.exitCode, 1);
        const QJsonObject report = parsed(r);
        QCOMPARE(sortedKeys(report),
                 (QStringList{QStringLiteral("errors"), QStringLiteral("file"),
                              QStringLiteral("problems"), QStringLiteral("tool"),
                              QStringLiteral("valid"), QStringLiteral("warnings")}));
        QCOMPARE(report.value(u"valid"), QJsonValue(false));
        QCOMPARE(report.value(u"errors").toInt(), 2);
        QCOMPARE(report.value(u"warnings").toInt(), 1);
        QCOMPARE(report.value(u"tool"), QJsonValue(QJsonValue::Null));
        const QJsonArray problems = report.value(u"problems").toArray();
        QCOMPARE(problems.size(), 3);
        QStringList shapes;
        for (const QJsonValue &p : problems) {
            const QJsonObject problem = p.toObject();
            QCOMPARE(sortedKeys(problem),
                     (QStringList{QStringLiteral("column"), QStringLiteral("file"),
                                  QStringLiteral("fix"), QStringLiteral("line"),
                                  QStringLiteral("message"), QStringLiteral("rule"),
                                  QStringLiteral("severity")}));
            QCOMPARE(problem.value(u"file").toString(), dir + QStringLiteral("/tool.yaml"));
            QVERIFY(!problem.value(u"message").toString().isEmpty());
            shapes << QStringLiteral("%1:%2 %3")
                          .arg(problem.value(u"line").toInt())
                          .arg(problem.value(u"column").toInt())
                          .arg(problem.value(u"severity").toString());
        }
        QCOMPARE(shapes, (QStringList{QStringLiteral("6:1 warning"), QStringLiteral("11:5 error"),
                                      QStringLiteral("14:5 error")}));
        QCOMPARE(problems.at(0).toObject().value(u"rule").toString(),
                 QStringLiteral("unknown-key"));
    }

    void validateJsonOfAPackageWithoutManifest()
    {
        ictest::PackageMaker zip(m_dir.filePath(QStringLiteral("none.icpkg")));
        zip.folder("overlay/").file("overlay/index.html", "x");
        QVERIFY(zip.close());
        const Run r = run(
            {QStringLiteral("validate"), QStringLiteral("--json"), QStringLiteral("none.icpkg")});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject report = parsed(r);
        QCOMPARE(report.value(u"valid"), QJsonValue(false));
        QCOMPARE(report.value(u"errors").toInt(), 1);
        const QJsonObject problem = report.value(u"problems").toArray().at(0).toObject();
        QCOMPARE(problem.value(u"rule").toString(), QStringLiteral("no-manifest"));
        QCOMPARE(problem.value(u"severity").toString(), QStringLiteral("error"));
        QCOMPARE(problem.value(u"line").toInt(), 0);
    }

    void validateJsonPrintsNothingForAnUnreadableInput()
    {
        const Run r = run({QStringLiteral("validate"), QStringLiteral("--json"),
                           QStringLiteral("missing-folder")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        QVERIFY2(r.err.contains(QStringLiteral("does not exist")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliJson)
#include "TestCliJson.moc"
