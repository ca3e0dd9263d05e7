// ToolRegistry in a temporary root: install, list, enable/disable, uninstall, updates (applied,
// held until approved, refused), leftovers of interrupted operations, a damaged index.

#include "ResultCheck.h"
#include "TestFiles.h"
#include "ToolPackages.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using icrp::EventCategory;
using icrp::Tier;
using ictest::ToolSpec;
using ictools::InstalledTool;
using ictools::ToolRegistry;

namespace {

/// `base` at another version, asking for `tier` when given (else base's tier).
ToolSpec updateOf(const ToolSpec &base, const QString &version, const QString &tier = {})
{
    ToolSpec next = base;
    next.version = version;
    if (!tier.isEmpty())
        next.tier = tier;
    return next;
}

} // namespace

class TestToolRegistry : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString root() const { return m_dir.path() + QStringLiteral("/tools"); }
    QString pkg(const QString &name) const { return m_dir.path() + QLatin1Char('/') + name; }

    /// Writes `spec` as a package and installs it into `registry`.
    ic::Result<ToolRegistry::Outcome> install(ToolRegistry &registry, const ToolSpec &spec)
    {
        const QString path =
            pkg(spec.id + QLatin1Char('-') + spec.version + QStringLiteral(".icpkg"));
        if (!spec.write(path))
            return ic::Error{QStringLiteral("test.write"), path};
        return registry.install(path);
    }

private Q_SLOTS:
    void init() { QDir(root()).removeRecursively(); }

    void installListEnableDisableUninstall()
    {
        ToolRegistry registry(root());
        IC_VERIFY_OK(registry.open());
        QVERIFY(registry.tools().isEmpty());

        ToolSpec spec;
        spec.subscriptions = {QStringLiteral("match"), QStringLiteral("combat")};
        spec.network = {QStringLiteral("https://api.example.com")};
        const auto outcome = install(registry, spec);
        QVERIFY2(outcome.ok(), qPrintable(outcome ? outcome->message : outcome.error().message));
        QCOMPARE(outcome->kind, ToolRegistry::Outcome::Installed);
        QCOMPARE(outcome->id, QStringLiteral("live-stats"));
        QCOMPARE(registry.toolFolder(QStringLiteral("live-stats")),
                 root() + QStringLiteral("/live-stats/1.0.0"));
        QCOMPARE(ictest::readFile(registry.toolFolder(QStringLiteral("live-stats")) +
                                  QStringLiteral("/overlay/index.html")),
                 QByteArrayLiteral("<html>v1</html>"));

        // Persisted: a second registry on the same root sees the same.
        ToolRegistry again(root());
        QVERIFY(again.open().ok());
        QCOMPARE(again.tools().size(), 1);
        const InstalledTool &t = again.tools().first();
        QCOMPARE(t.name, QStringLiteral("Live Stats"));
        QCOMPARE(t.author, QStringLiteral("OverlayDev"));
        QCOMPARE(t.version, QStringLiteral("1.0.0"));
        QVERIFY(t.enabled);
        QVERIFY(!t.needsApproval());
        QCOMPARE(t.granted.tier, Tier::Observer);
        QCOMPARE(t.granted.categories,
                 (QList<EventCategory>{EventCategory::Match, EventCategory::Combat}));
        QCOMPARE(t.granted.networkOrigins, QStringList{QStringLiteral("https://api.example.com")});
        QVERIFY(t.installedAt.isValid());
        QCOMPARE(t.entryPoint, QStringLiteral("overlay/index.html"));

        QVERIFY(again.setEnabled(QStringLiteral("live-stats"), false).ok());
        ToolRegistry third(root());
        QVERIFY(third.open().ok());
        QVERIFY(!third.tools().first().enabled);

        const auto unknown = third.setEnabled(QStringLiteral("nope"), true);
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().code, QStringLiteral("tool.not-installed"));
        QVERIFY(unknown.error().message.contains(QStringLiteral("No tool \"nope\" is installed")));

        QVERIFY(third.uninstall(QStringLiteral("live-stats")).ok());
        QVERIFY(third.tools().isEmpty());
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats")));
        ToolRegistry fourth(root());
        QVERIFY(fourth.open().ok());
        QVERIFY(fourth.tools().isEmpty());
        QVERIFY(!fourth.uninstall(QStringLiteral("live-stats")).ok());
    }

    void aToolInMemoryEqualsTheIndexReadBack()
    {
        // The panel reads the index again when its file changes (also after its own install)
        // and tells its listeners only when the tools differ: the install time must be kept in
        // memory as the index keeps it, or every install looks like a change from elsewhere.
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        QVERIFY(install(registry, ToolSpec{}).ok());
        QVERIFY(
            registry.addPairedProgram(QStringLiteral("paired-one"), QStringLiteral("Paired"), {})
                .ok());
        const QList<InstalledTool> inMemory = registry.tools();
        QCOMPARE(inMemory.size(), 2);
        for (const InstalledTool &tool : inMemory)
            QCOMPARE(tool.installedAt.time().msec(), 0);
        QVERIFY(registry.open().ok());
        QCOMPARE(registry.tools(), inMemory);
    }

    void updateShowsChangesAndApplies()
    {
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        ToolSpec v1;
        v1.subscriptions = {QStringLiteral("match"), QStringLiteral("combat")};
        v1.network = {QStringLiteral("https://old.example.com")};
        QVERIFY(install(registry, v1).ok());

        ToolSpec v2 = v1;
        v2.version = QStringLiteral("1.1.0");
        v2.subscriptions = {QStringLiteral("match")};
        v2.network = {};
        v2.description = QStringLiteral("Now with APM");
        v2.page = "<html>v2</html>";
        QVERIFY(v2.write(pkg(QStringLiteral("v2.icpkg"))));
        const auto inspection = registry.inspect(pkg(QStringLiteral("v2.icpkg")));
        QVERIFY2(!inspection.refused(), qPrintable(inspection.error.message));
        QCOMPARE(inspection.kind, ToolRegistry::Inspection::Update);
        QVERIFY(inspection.plan);
        const ictools::UpdatePlan &plan = *inspection.plan;
        QVERIFY(!plan.asksForMore());
        QVERIFY(!inspection.isHeldUpdate());
        QCOMPARE(plan.fromVersion, QStringLiteral("1.0.0"));
        QCOMPARE(plan.toVersion, QStringLiteral("1.1.0"));
        QCOMPARE(plan.categoriesRemoved, QList<EventCategory>{EventCategory::Combat});
        QVERIFY(plan.categoriesAdded.isEmpty());
        QCOMPARE(plan.originsRemoved, QStringList{QStringLiteral("https://old.example.com")});
        QVERIFY(plan.descriptionChanged());
        const QStringList lines = plan.describe();
        QCOMPARE(lines.first(), QStringLiteral("Version: 1.0.0 → 1.1.0"));
        QVERIFY(lines.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("No longer reaches: https://old.example.com")));
        QVERIFY(
            lines.join(QLatin1Char('\n')).contains(QStringLiteral("Description: Now with APM")));

        const auto outcome = registry.install(pkg(QStringLiteral("v2.icpkg")));
        QCOMPARE(outcome->kind, ToolRegistry::Outcome::Updated);
        const InstalledTool *t = registry.find(QStringLiteral("live-stats"));
        QVERIFY(t);
        QCOMPARE(t->version, QStringLiteral("1.1.0"));
        QCOMPARE(t->granted.categories, QList<EventCategory>{EventCategory::Match});
        QVERIFY(t->granted.networkOrigins.isEmpty());
        QCOMPARE(t->description, QStringLiteral("Now with APM"));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats/1.0.0")));
        QCOMPARE(
            ictest::readFile(registry.toolFolder(t->id) + QStringLiteral("/overlay/index.html")),
            QByteArrayLiteral("<html>v2</html>"));
    }

    void updateAskingMoreIsHeldUntilApproved_data()
    {
        QTest::addColumn<QString>("tier");
        QTest::addColumn<QStringList>("subscriptions");
        QTest::addColumn<QStringList>("network");
        QTest::addColumn<QString>("needle");
        const QStringList match{QStringLiteral("match")};
        QTest::newRow("higher tier")
            << QStringLiteral("mod") << match << QStringList() << QStringLiteral("Tier: ");
        QTest::newRow("new category")
            << QStringLiteral("observer")
            << QStringList{QStringLiteral("match"), QStringLiteral("chat")} << QStringList()
            << QStringLiteral("New event categories: ");
        QTest::newRow("new origin")
            << QStringLiteral("observer") << match
            << QStringList{QStringLiteral("https://stats.example.com")}
            << QStringLiteral("New network access: https://stats.example.com");
    }
    void updateAskingMoreIsHeldUntilApproved()
    {
        QFETCH(QString, tier);
        QFETCH(QStringList, subscriptions);
        QFETCH(QStringList, network);
        QFETCH(QString, needle);
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        const ToolSpec v1;
        QVERIFY(install(registry, v1).ok());
        const InstalledTool before = *registry.find(v1.id);

        ToolSpec v2 = updateOf(v1, QStringLiteral("2.0.0"), tier);
        v2.subscriptions = subscriptions;
        v2.network = network;
        v2.page = "<html>v2</html>";
        QVERIFY(v2.write(pkg(QStringLiteral("v2.icpkg"))));
        const auto inspection = registry.inspect(pkg(QStringLiteral("v2.icpkg")));
        QVERIFY2(inspection.isHeldUpdate(), qPrintable(inspection.error.message));
        QVERIFY(inspection.plan->describe().join(QLatin1Char('\n')).contains(needle));

        const auto outcome = registry.install(pkg(QStringLiteral("v2.icpkg")));
        QCOMPARE(outcome->kind, ToolRegistry::Outcome::Held);
        QVERIFY(outcome->message.contains(QStringLiteral("held until you approve")));
        for (const bool reopened : {false, true}) {
            ToolRegistry fresh(root());
            QVERIFY(fresh.open().ok());
            const InstalledTool *t = (reopened ? fresh : registry).find(v1.id);
            QVERIFY(t);
            QCOMPARE(t->version, QStringLiteral("1.0.0"));
            QCOMPARE(t->granted, before.granted);
            QVERIFY(t->needsApproval());
            QCOMPARE(t->pending->version, QStringLiteral("2.0.0"));
            QCOMPARE(
                ictest::readFile(root() + QStringLiteral("/live-stats/1.0.0/overlay/index.html")),
                QByteArrayLiteral("<html>v1</html>"));
            QCOMPARE(
                ictest::readFile(root() + QStringLiteral("/live-stats/2.0.0/overlay/index.html")),
                QByteArrayLiteral("<html>v2</html>"));
        }
        // The same held version again is refused with a pointer to approve.
        const auto again = registry.inspect(pkg(QStringLiteral("v2.icpkg")));
        QVERIFY(again.refused());
        QVERIFY(again.error.message.contains(QStringLiteral("ic-tool approve live-stats")));

        IC_VERIFY_OK(registry.approveUpdate(v1.id));
        ToolRegistry fresh(root());
        QVERIFY(fresh.open().ok());
        const InstalledTool *t = fresh.find(v1.id);
        QCOMPARE(t->version, QStringLiteral("2.0.0"));
        QCOMPARE(t->granted.tier, *icrp::parseTier(tier));
        QCOMPARE(t->granted.networkOrigins, network);
        QVERIFY(!t->needsApproval());
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats/1.0.0")));
        const auto nothing = fresh.approveUpdate(v1.id);
        QVERIFY(!nothing);
        QCOMPARE(nothing.error().code, QStringLiteral("tool.nothing-held"));
        QVERIFY(nothing.error().message.contains(QStringLiteral("no update waiting")));
    }

    void heldUpdateCanBeDiscarded()
    {
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        const ToolSpec v1;
        QVERIFY(install(registry, v1).ok());
        const ToolSpec v2 = updateOf(v1, QStringLiteral("2.0.0"), QStringLiteral("admin"));
        QCOMPARE(install(registry, v2)->kind, ToolRegistry::Outcome::Held);
        QVERIFY(registry.discardUpdate(v1.id).ok());
        QVERIFY(!registry.find(v1.id)->needsApproval());
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats/2.0.0")));
        QCOMPARE(registry.find(v1.id)->version, QStringLiteral("1.0.0"));
    }

    void updateSupersedesAHeldOne()
    {
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        const ToolSpec v1;
        QVERIFY(install(registry, v1).ok());
        const ToolSpec v2 = updateOf(v1, QStringLiteral("2.0.0"), QStringLiteral("admin"));
        QCOMPARE(install(registry, v2)->kind, ToolRegistry::Outcome::Held);
        ToolSpec v3 = updateOf(v1, QStringLiteral("3.0.0"));
        v3.page = "<html>v3</html>";
        QCOMPARE(install(registry, v3)->kind, ToolRegistry::Outcome::Updated);
        const InstalledTool *t = registry.find(v1.id);
        QCOMPARE(t->version, QStringLiteral("3.0.0"));
        QVERIFY(!t->needsApproval());
        QCOMPARE(t->granted.tier, Tier::Observer);
        QCOMPARE(QDir(root() + QStringLiteral("/live-stats"))
                     .entryList(QDir::Dirs | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("3.0.0")});
    }

    // The Tools page hands back ids it read from find(); every change re-reads and replaces the
    // list such an id lives in, so the changes take the id by value (the sanitizers caught a
    // revoke reading the freed id).
    void idsReadFromTheRegistryCanBeHandedBack()
    {
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        const ToolSpec v1;
        QVERIFY(install(registry, v1).ok());
        QVERIFY(registry.setEnabled(registry.find(v1.id)->id, false).ok());
        QVERIFY(!registry.find(v1.id)->enabled);
        ictools::ToolGrant more = registry.find(v1.id)->granted;
        more.networkOrigins = {QStringLiteral("https://api.example.com")};
        QVERIFY(registry.extendGrant(registry.find(v1.id)->id, more).ok());
        QCOMPARE(registry.find(v1.id)->granted.networkOrigins, more.networkOrigins);
        QVERIFY(registry.setGrant(registry.find(v1.id)->id, ictools::ToolGrant{}).ok());
        QCOMPARE(registry.find(v1.id)->granted, ictools::ToolGrant{});
        QCOMPARE(
            install(registry, updateOf(v1, QStringLiteral("2.0.0"), QStringLiteral("admin")))->kind,
            ToolRegistry::Outcome::Held);
        QVERIFY(registry.approveUpdate(registry.find(v1.id)->id).ok());
        QCOMPARE(registry.find(v1.id)->granted.tier, Tier::Admin);
        QCOMPARE(
            install(registry, updateOf(v1, QStringLiteral("3.0.0"), QStringLiteral("mod")))->kind,
            ToolRegistry::Outcome::Held);
        QVERIFY(registry.discardUpdate(registry.find(v1.id)->id).ok());
        QCOMPARE(registry.find(v1.id)->version, QStringLiteral("2.0.0"));
        QVERIFY(registry.uninstall(registry.find(v1.id)->id).ok());
        QVERIFY(!registry.find(v1.id));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats")));
    }

    void installTakesTheInspectedBytesAndGrant()
    {
        ToolRegistry registry(root());
        IC_VERIFY_OK(registry.open());
        ToolSpec shown;
        const QString path = pkg(QStringLiteral("reviewed.icpkg"));
        QVERIFY(shown.write(path));
        const ToolRegistry::Inspection inspection = registry.inspect(path);
        QVERIFY2(!inspection.refused(), qPrintable(inspection.error.message));

        // Replaced after the inspection: an admin tool with other files.
        ToolSpec swapped = shown;
        swapped.tier = QStringLiteral("admin");
        swapped.page = "<html>swapped</html>";
        QVERIFY(swapped.write(path));
        const auto outcome = registry.install(inspection);
        QVERIFY2(outcome.ok(), qPrintable(outcome ? outcome->message : outcome.error().message));
        const ictools::InstalledTool *t = registry.find(shown.id);
        QCOMPARE(t->granted.tier, icrp::Tier::Observer);
        QCOMPARE(
            ictest::readFile(registry.toolFolder(shown.id) + QStringLiteral("/overlay/index.html")),
            shown.page);
    }

    void installRefusedWhenTheToolsChangedSinceTheInspection()
    {
        ToolRegistry registry(root());
        IC_VERIFY_OK(registry.open());
        const ToolSpec v1;
        QVERIFY(install(registry, v1).ok());
        ToolSpec v2 = v1;
        v2.version = QStringLiteral("1.1.0");
        const QString path = pkg(QStringLiteral("v2.icpkg"));
        QVERIFY(v2.write(path));
        const ToolRegistry::Inspection inspection = registry.inspect(path);
        QVERIFY(!inspection.isHeldUpdate());

        // Meanwhile another process narrows the grant (uninstall, then a v1 with less).
        ToolRegistry other(root());
        QVERIFY(other.open().ok());
        QVERIFY(other.uninstall(v1.id).ok());
        ToolSpec narrower = v1;
        narrower.subscriptions.clear();
        QVERIFY(install(other, narrower).ok());

        const auto before = ictest::readFile(root() + QStringLiteral("/index.json"));
        const auto outcome = registry.install(inspection);
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error().message.contains(QLatin1String("changed since you reviewed")),
                 qPrintable(outcome.error().message));
        QCOMPARE(ictest::readFile(root() + QStringLiteral("/index.json")), before);
    }

    void tooLongNameSaysSoAndLeavesNoStaging()
    {
        ToolRegistry registry(root());
        IC_VERIFY_OK(registry.open());
        const QString path = pkg(QStringLiteral("long.icpkg"));
        {
            ictest::PackageMaker zip(path);
            zip.file("tool.yaml", ToolSpec().yaml())
                .file("overlay/index.html", "x")
                .file(QByteArray("overlay/") + QByteArray(300, 'a') + ".html", "x");
            QVERIFY(zip.close());
        }
        const auto outcome = registry.install(path);
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error().message.contains(QLatin1String("too long")),
                 qPrintable(outcome.error().message));
        QVERIFY2(!outcome.error().message.contains(QLatin1String("free space")),
                 qPrintable(outcome.error().message));
        const QStringList left =
            QDir(root()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        for (const QString &name : left)
            QVERIFY2(!name.startsWith(QLatin1String(".staging-")), qPrintable(name));
        QVERIFY(!registry.find(QStringLiteral("live-stats")));
    }

    void treeDeeperThanPathMaxInstallsAndUninstalls()
    {
        // 24 folders of 200 characters: deeper than PATH_MAX (4096) below the tools folder.
        QByteArray deep = "overlay";
        for (int i = 0; i < 24; ++i)
            deep += '/' + QByteArray(200, char('a' + i));
        ToolRegistry registry(root());
        IC_VERIFY_OK(registry.open());
        const QString path = pkg(QStringLiteral("deep.icpkg"));
        {
            ictest::PackageMaker zip(path);
            zip.file("tool.yaml", ToolSpec().yaml())
                .file("overlay/index.html", "x")
                .file(deep + "/deep.txt", "deep");
            QVERIFY(zip.close());
        }
        const auto outcome = registry.install(path);
        QVERIFY2(outcome.ok(), qPrintable(outcome ? outcome->message : outcome.error().message));
        IC_VERIFY_OK(registry.uninstall(QStringLiteral("live-stats")));
        const QStringList left =
            QDir(root()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        QCOMPARE(left, QStringList{QStringLiteral("index.json")}); // nothing of the tool is left
    }

    void entryPointMustBeAFile()
    {
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        {
            ictest::PackageMaker zip(pkg(QStringLiteral("folder.icpkg")));
            zip.file("tool.yaml", ToolSpec().yaml()).folder("overlay/index.html/");
            QVERIFY(zip.close());
        }
        const auto inspection = registry.inspect(pkg(QStringLiteral("folder.icpkg")));
        QVERIFY(inspection.refused());
        QVERIFY2(inspection.error.message.contains(QStringLiteral("tool.yaml:")),
                 qPrintable(inspection.error.message));
        QVERIFY(inspection.packageProblem.ok());
    }

    void viewSourceReadsOneFile()
    {
        const ToolSpec spec;
        QVERIFY(spec.write(pkg(QStringLiteral("src.icpkg"))));
        const ictools::PackageReader reader(pkg(QStringLiteral("src.icpkg")));
        ictools::PackageProblem problem;
        const auto page = reader.readFile(QStringLiteral("overlay/index.html"), 1 << 20, &problem);
        QVERIFY(page);
        QCOMPARE(*page, spec.page);
        QVERIFY(!reader.readFile(QStringLiteral("missing.txt"), 1 << 20, &problem));
        QVERIFY(problem.message.contains(QStringLiteral("no file \"missing.txt\"")));
        QVERIFY(!reader.readFile(QStringLiteral("overlay/index.html"), 4, &problem));
        QCOMPARE(problem.kind, ictools::PackageProblem::FileTooLarge);
    }

    void downgradeAndSameVersionRefused()
    {
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        ToolSpec v2;
        v2.version = QStringLiteral("2.0.0");
        QVERIFY(install(registry, v2).ok());

        ToolSpec v1 = v2;
        v1.version = QStringLiteral("1.9.9");
        const auto down = install(registry, v1);
        QVERIFY(!down);
        QVERIFY2(down.error().message.contains(QStringLiteral("downgrade is refused")),
                 qPrintable(down.error().message));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats/1.9.9")));

        QVERIFY(v2.write(pkg(QStringLiteral("same.icpkg"))));
        const auto same = registry.install(pkg(QStringLiteral("same.icpkg")));
        QVERIFY(!same);
        QVERIFY(same.error().message.contains(QStringLiteral("is already installed")));
        QCOMPARE(registry.find(v2.id)->version, QStringLiteral("2.0.0"));
    }

    void foreignIdRefused()
    {
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        const ToolSpec mine;
        QVERIFY(install(registry, mine).ok());
        ToolSpec theirs = mine;
        theirs.author = QStringLiteral("Impostor");
        theirs.version = QStringLiteral("9.0.0");
        const auto outcome = install(registry, theirs);
        QVERIFY(!outcome);
        QVERIFY2(outcome.error().message.contains(
                     QStringLiteral("already installed from another author")),
                 qPrintable(outcome.error().message));
        QVERIFY(
            outcome.error().message.contains(QStringLiteral("Uninstall the installed tool first")));
        QCOMPARE(registry.find(mine.id)->author, QStringLiteral("OverlayDev"));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats/9.0.0")));
    }

    void hostileOrInvalidPackageRefused()
    {
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        {
            ictest::PackageMaker zip(pkg(QStringLiteral("evil.icpkg")));
            zip.file("tool.yaml", ToolSpec().yaml())
                .file("overlay/index.html", "x")
                .file("../evil", "x");
            QVERIFY(zip.close());
        }
        auto outcome = registry.install(pkg(QStringLiteral("evil.icpkg")));
        QVERIFY(!outcome);
        QVERIFY(outcome.error().message.contains(QStringLiteral("\"..\"")));
        QVERIFY(!QFileInfo::exists(m_dir.path() + QStringLiteral("/evil")));

        // The entry point the manifest names is missing from the package.
        {
            ictest::PackageMaker zip(pkg(QStringLiteral("empty.icpkg")));
            zip.file("tool.yaml", ToolSpec().yaml());
            QVERIFY(zip.close());
        }
        outcome = registry.install(pkg(QStringLiteral("empty.icpkg")));
        QVERIFY(!outcome);
        QVERIFY2(outcome.error().message.contains(QStringLiteral("tool.yaml:")),
                 qPrintable(outcome.error().message));
        QVERIFY(registry.tools().isEmpty());
        QCOMPARE(QDir(root()).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList());
    }

    void leftoversRemovedOnOpen()
    {
        {
            ToolRegistry registry(root());
            QVERIFY(registry.open().ok());
            QVERIFY(install(registry, ToolSpec()).ok());
        }
        const QStringList leftovers{QStringLiteral("/.staging-1234/overlay"),
                                    QStringLiteral("/live-stats/0.9.0/overlay"),
                                    QStringLiteral("/orphan-tool/1.0.0")};
        for (const QString &l : leftovers)
            QVERIFY(QDir().mkpath(root() + l));
        ToolRegistry registry(root());
        QVERIFY(registry.open().ok());
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/.staging-1234")));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/live-stats/0.9.0")));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/orphan-tool")));
        QVERIFY(QFileInfo::exists(root() + QStringLiteral("/live-stats/1.0.0/overlay/index.html")));
    }

    void damagedIndexLeavesEverything()
    {
        {
            ToolRegistry registry(root());
            QVERIFY(registry.open().ok());
            QVERIFY(install(registry, ToolSpec()).ok());
        }
        QFile index(root() + QStringLiteral("/index.json"));
        QVERIFY(index.open(QIODevice::WriteOnly | QIODevice::Truncate));
        index.write("{ not json");
        index.close();
        QVERIFY(QDir().mkpath(root() + QStringLiteral("/.staging-77")));
        ToolRegistry registry(root());
        const auto opened = registry.open();
        QVERIFY(!opened);
        QVERIFY2(opened.error().message.contains(QStringLiteral("is damaged")),
                 qPrintable(opened.error().message));
        QVERIFY(QFileInfo::exists(root() + QStringLiteral("/live-stats/1.0.0/overlay/index.html")));
        QVERIFY(QFileInfo::exists(root() + QStringLiteral("/.staging-77")));
    }
};

QTEST_GUILESS_MAIN(TestToolRegistry)
#include "TestToolRegistry.moc"
