// Unit tests for icrp tiers and event categories: names round-trip, unknown names are refused,
// which categories each tier may see (docs/icrp-spec.md §9.2), which event belongs to which
// category, and the method access sets.

#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"

#include <QHash>
#include <QSet>
#include <QTest>

using icrp::EventCategories;
using icrp::EventCategory;
using icrp::Tier;
using icrp::Tiers;

Q_DECLARE_METATYPE(icrp::Tier)

namespace {

/// The subscription table of docs/icrp-spec.md §9.2, written out again here independently of the
/// library.
struct CategoryRow
{
    EventCategory category;
    const char *name;
    QStringList events;
    bool observer, admin, mod, debug;
};

// D071's table, and the mod tier's mod_order and mod_command admin events (issue 29).
QList<CategoryRow> d071Table()
{
    auto l = [](std::initializer_list<const char *> names) {
        QStringList out;
        for (const char *n : names)
            out << QString::fromLatin1(n);
        return out;
    };
    return {
        {EventCategory::Match, "match",
         l({"game_start", "game_end", "pause", "resume", "player_join", "player_leave"}), true,
         true, true, true},
        {EventCategory::Combat, "combat",
         l({"unit_destroyed", "building_destroyed", "engagement_start"}), true, true, true, true},
        {EventCategory::Economy, "economy",
         l({"resource_harvested", "building_placed", "unit_produced"}), true, true, true, true},
        {EventCategory::Chat, "chat", l({"chat_message", "ping", "tactical_marker"}), true, true,
         true, true},
        {EventCategory::Admin, "admin",
         l({"kick", "ban", "settings_change", "server_status", "mod_order", "mod_command"}), false,
         true, false, true},
        {EventCategory::SimState, "sim_state", l({"state_diff"}), true, true, true, true},
        {EventCategory::Telemetry, "telemetry",
         l({"fps", "tick_time", "network_latency", "memory_usage"}), false, true, false, true},
    };
}

bool visibleIn(const CategoryRow &row, Tier tier)
{
    switch (tier) {
    case Tier::Observer:
        return row.observer;
    case Tier::Admin:
        return row.admin;
    case Tier::Mod:
        return row.mod;
    case Tier::Debug:
        return row.debug;
    }
    return false;
}

} // namespace

class TestTierAndCategories : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tierNamesRoundTrip_data();
    void tierNamesRoundTrip();
    void unknownTierRejected_data();
    void unknownTierRejected();
    void tierNamesOfFlags();
    void accessSets();
    void categoryNamesRoundTrip();
    void unknownCategoryRejected();
    void visibility_data();
    void visibility();
    void observerSeesNoAdminNoTelemetry();
    void everyEventMapsToItsCategory();
    void unknownEvents();
    void eventNamesAreUnique();
};

void TestTierAndCategories::tierNamesRoundTrip_data()
{
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<QString>("name");
    QTest::newRow("observer") << Tier::Observer << QStringLiteral("observer");
    QTest::newRow("admin") << Tier::Admin << QStringLiteral("admin");
    QTest::newRow("mod") << Tier::Mod << QStringLiteral("mod");
    QTest::newRow("debug") << Tier::Debug << QStringLiteral("debug");
}

void TestTierAndCategories::tierNamesRoundTrip()
{
    QFETCH(Tier, tier);
    QFETCH(QString, name);
    QCOMPARE(icrp::tierName(tier), name);
    const auto parsed = icrp::parseTier(name);
    QVERIFY(parsed.has_value());
    QCOMPARE(*parsed, tier);
}

void TestTierAndCategories::unknownTierRejected_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << QString();
    QTest::newRow("capitalised") << QStringLiteral("Observer");
    QTest::newRow("upper") << QStringLiteral("ADMIN");
    QTest::newRow("padded") << QStringLiteral(" admin");
    QTest::newRow("root") << QStringLiteral("root");
    QTest::newRow("player") << QStringLiteral("player");
    QTest::newRow("prefix") << QStringLiteral("obs");
}

void TestTierAndCategories::unknownTierRejected()
{
    QFETCH(QString, name);
    QVERIFY(!icrp::parseTier(name).has_value());
}

void TestTierAndCategories::tierNamesOfFlags()
{
    QCOMPARE(icrp::allTiers(), (QList<Tier>{Tier::Observer, Tier::Admin, Tier::Mod, Tier::Debug}));
    // Always in the documented order, whatever order the flags were combined in.
    QCOMPARE(
        icrp::tierNames(Tiers(Tier::Mod) | Tier::Observer | Tier::Admin),
        (QStringList{QStringLiteral("observer"), QStringLiteral("admin"), QStringLiteral("mod")}));
    QCOMPARE(icrp::tierNames(Tiers(Tier::Debug)), QStringList{QStringLiteral("debug")});
    QVERIFY(icrp::tierNames(Tiers()).isEmpty());
}

void TestTierAndCategories::accessSets()
{
    using namespace icrp::access;
    for (Tier t : icrp::allTiers())
        QVERIFY(Everyone.testFlag(t));

    QVERIFY(!AdminOnly.testFlag(Tier::Observer));
    QVERIFY(AdminOnly.testFlag(Tier::Admin));
    QVERIFY(!AdminOnly.testFlag(Tier::Mod));
    QVERIFY(AdminOnly.testFlag(Tier::Debug)); // debug may call everything

    QVERIFY(!ModOnly.testFlag(Tier::Observer));
    QVERIFY(!ModOnly.testFlag(Tier::Admin));
    QVERIFY(ModOnly.testFlag(Tier::Mod));
    QVERIFY(ModOnly.testFlag(Tier::Debug));

    // ic/chat.send: admin and mod, not observer.
    QVERIFY(!AdminOrMod.testFlag(Tier::Observer));
    QVERIFY(AdminOrMod.testFlag(Tier::Admin));
    QVERIFY(AdminOrMod.testFlag(Tier::Mod));
    QVERIFY(AdminOrMod.testFlag(Tier::Debug));

    QCOMPARE(DebugOnly, Tiers(Tier::Debug));
}

void TestTierAndCategories::categoryNamesRoundTrip()
{
    const QList<CategoryRow> table = d071Table();
    QCOMPARE(icrp::allCategories().size(), table.size());
    QStringList names;
    for (int i = 0; i < table.size(); ++i) {
        const CategoryRow &row = table[i];
        const QString name = QString::fromLatin1(row.name);
        QCOMPARE(icrp::allCategories()[i], row.category); // the documented order
        QCOMPARE(icrp::categoryName(row.category), name);
        const auto parsed = icrp::parseCategory(name);
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, row.category);
        names << name;
    }
    EventCategories all;
    for (EventCategory c : icrp::allCategories())
        all |= c;
    QCOMPARE(icrp::categoryNames(all), names);
    QCOMPARE(icrp::categoryNames(EventCategories(EventCategory::Telemetry) | EventCategory::Match),
             (QStringList{QStringLiteral("match"), QStringLiteral("telemetry")}));
    QVERIFY(icrp::categoryNames(EventCategories()).isEmpty());
}

void TestTierAndCategories::unknownCategoryRejected()
{
    for (const char *bad :
         {"", "Match", "simstate", "sim-state", "events", "unit_destroyed", "all", "*"})
        QVERIFY2(!icrp::parseCategory(QString::fromLatin1(bad)).has_value(), bad);
}

void TestTierAndCategories::visibility_data()
{
    QTest::addColumn<Tier>("tier");
    for (Tier t : icrp::allTiers())
        QTest::newRow(qPrintable(icrp::tierName(t))) << t;
}

void TestTierAndCategories::visibility()
{
    QFETCH(Tier, tier);
    const EventCategories visible = icrp::categoriesVisibleTo(tier);
    for (const CategoryRow &row : d071Table())
        QVERIFY2(visible.testFlag(row.category) == visibleIn(row, tier), row.name);
}

void TestTierAndCategories::observerSeesNoAdminNoTelemetry()
{
    const EventCategories obs = icrp::categoriesVisibleTo(Tier::Observer);
    QVERIFY(!obs.testFlag(EventCategory::Admin));
    QVERIFY(!obs.testFlag(EventCategory::Telemetry));
    QCOMPARE(
        icrp::categoryNames(obs),
        (QStringList{QStringLiteral("match"), QStringLiteral("combat"), QStringLiteral("economy"),
                     QStringLiteral("chat"), QStringLiteral("sim_state")}));
    QCOMPARE(icrp::categoriesVisibleTo(Tier::Mod), obs);
    QCOMPARE(icrp::categoryNames(icrp::categoriesVisibleTo(Tier::Admin)).size(), 7);
    QCOMPARE(icrp::categoriesVisibleTo(Tier::Debug), icrp::categoriesVisibleTo(Tier::Admin));
}

void TestTierAndCategories::everyEventMapsToItsCategory()
{
    int total = 0;
    for (const CategoryRow &row : d071Table()) {
        QCOMPARE(icrp::eventsOf(row.category), row.events);
        for (const QString &event : row.events) {
            const auto c = icrp::categoryOfEvent(event);
            QVERIFY2(c.has_value(), qPrintable(event));
            QCOMPARE(*c, row.category);
            ++total;
        }
    }
    QCOMPARE(total, 26); // D071's 24 and the mod tier's two
}

void TestTierAndCategories::unknownEvents()
{
    // "match_end" appears in the design record's subscribe example, but the documented event is
    // "game_end".
    for (const char *bad :
         {"", "match_end", "Unit_Destroyed", "unit_destroyed ", "match", "combat", "state"})
        QVERIFY2(!icrp::categoryOfEvent(QString::fromLatin1(bad)).has_value(), bad);
}

void TestTierAndCategories::eventNamesAreUnique()
{
    QSet<QString> events;
    int count = 0;
    for (EventCategory c : icrp::allCategories()) {
        for (const QString &e : icrp::eventsOf(c)) {
            events.insert(e);
            ++count;
            // No event shares its name with a category (subscriptions mix both kinds of name).
            QVERIFY2(!icrp::parseCategory(e).has_value(), qPrintable(e));
        }
    }
    QCOMPARE(events.size(), count);
}

QTEST_GUILESS_MAIN(TestTierAndCategories)
#include "TestTierAndCategories.moc"
