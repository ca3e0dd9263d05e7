// PermissionSummary: the plain words of the install dialog (docs/icrp-spec.md §17) for observer,
// admin, mod and debug tools, network origins and the ranked-match line.

#include "tools/PermissionSummary.h"
#include "tools/ToolManifest.h"

#include <QTest>

using icrp::EventCategory;
using icrp::Tier;
using ictools::PermissionSummary;

class TestPermissionSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void observerAsDocumented()
    {
        const QByteArray yaml = "name: Live Stats Overlay\nversion: 1.2.0\nauthor: OverlayDev\n"
                                "description: d\ntier: observer\ntransport: websocket\n"
                                "entry_point: overlay/index.html\n"
                                "subscriptions: [match, economy, combat]\n";
        const auto parsed = ictools::ToolManifest::parse(yaml);
        QVERIFY(parsed.manifest);
        const PermissionSummary s(*parsed.manifest);
        QCOMPARE(s.tierLine(), QStringLiteral("Observer access (read-only game state)"));
        QCOMPARE(s.categoriesLine(), QStringLiteral("Match events, Economy events, Combat events"));
        QCOMPARE(
            s.lacks(),
            (QStringList{QStringLiteral("Admin access (cannot kick, pause, or manage server)"),
                         QStringLiteral("Mod access (cannot inject commands or modify gameplay)"),
                         QStringLiteral("Internet access (can reach only the panel)")}));
        QCOMPARE(s.rankedLine(), QStringLiteral("In ranked matches: active with a 2-minute delay"));
        QCOMPARE(s.toText(),
                 QStringLiteral("This tool requests:\n"
                                "  \u2713 Observer access (read-only game state)\n"
                                "  \u2713 Match events, Economy events, Combat events\n"
                                "\n"
                                "This tool does NOT have:\n"
                                "  \u2717 Admin access (cannot kick, pause, or manage server)\n"
                                "  \u2717 Mod access (cannot inject commands or modify gameplay)\n"
                                "  \u2717 Internet access (can reach only the panel)\n"
                                "\n"
                                "In ranked matches: active with a 2-minute delay\n"));
    }

    void adminTool()
    {
        const PermissionSummary s(Tier::Admin, {EventCategory::Admin, EventCategory::Telemetry},
                                  {QStringLiteral("https://bracket.example.org")});
        QCOMPARE(
            s.requests(),
            (QStringList{QStringLiteral("Admin access (can kick, pause, and manage the server)"),
                         QStringLiteral("Admin events, Performance telemetry"),
                         QStringLiteral("Network access to https://bracket.example.org")}));
        QCOMPARE(s.lacks(), QStringList{QStringLiteral(
                                "Mod access (cannot inject commands or modify gameplay)")});
        QCOMPARE(s.rankedLine(),
                 QStringLiteral("In ranked matches: active (admin actions are logged)"));
    }

    void modTool()
    {
        const PermissionSummary s(Tier::Mod, {}, {});
        QCOMPARE(s.tierLine(),
                 QStringLiteral("Mod access (can inject commands and modify gameplay)"));
        QCOMPARE(s.categoriesLine(), QStringLiteral("No game events"));
        QCOMPARE(s.lacks(),
                 (QStringList{QStringLiteral("Admin access (cannot kick, pause, or manage server)"),
                              QStringLiteral("Internet access (can reach only the panel)")}));
        QCOMPARE(s.rankedLine(), QStringLiteral("In ranked matches: disabled in ranked"));
    }

    void debugTool()
    {
        const PermissionSummary s(Tier::Debug, {EventCategory::SimState}, {});
        QCOMPARE(s.categoriesLine(), QStringLiteral("Live game state"));
        QCOMPARE(s.lacks(),
                 QStringList{QStringLiteral("Internet access (can reach only the panel)")});
        QVERIFY(s.rankedLine().contains(QLatin1String("disabled in ranked")));
    }

    void rankedDelay()
    {
        PermissionSummary s(Tier::Observer, {EventCategory::Match}, {});
        s.setRankedObserverDelaySeconds(45);
        QCOMPARE(s.rankedLine(),
                 QStringLiteral("In ranked matches: active with a 45-second delay"));
        s.setRankedObserverDelaySeconds(0);
        QCOMPARE(s.rankedLine(), QStringLiteral("In ranked matches: active"));
    }

    void everyCategoryHasATitle()
    {
        QSet<QString> titles;
        for (EventCategory c : icrp::allCategories()) {
            const QString t = PermissionSummary::categoryTitle(c);
            QVERIFY(!t.isEmpty());
            titles.insert(t);
        }
        QCOMPARE(titles.size(), icrp::allCategories().size());
        for (Tier t : icrp::allTiers()) {
            QVERIFY(!PermissionSummary::tierDescription(t).isEmpty());
            QVERIFY(!PermissionSummary::lackDescription(t).isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestPermissionSummary)
#include "TestPermissionSummary.moc"
