// The feed's sentences: production without "a"/"an" grammar, the simulated game's unit,
// structure and faction names translated (through the module's context, the English name for
// an id the panel does not know), joins with the faction by name and the team as shown.

#include "match/MatchEventText.h"

#include <QCoreApplication>
#include <QHash>
#include <QTest>
#include <QTranslator>

using namespace icmatch;

namespace {

/// A German catalogue of a few of the module's strings (a .qm file would need lrelease).
class GermanNames : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, "icmatch") != 0)
            return {};
        static const QHash<QString, QString> de{
            {QStringLiteral("Attack Dog"), QStringLiteral("Kampfhund")},
            {QStringLiteral("Heavy Tank"), QStringLiteral("Schwerer Panzer")},
            {QStringLiteral("Soviet"), QStringLiteral("Sowjets")},
            {QStringLiteral("%1 produced: %2"), QStringLiteral("%1 hat gebaut: %2")}};
        return de.value(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestMatchEventText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void productionNamesTheUnitWithoutAnArticle()
    {
        QCOMPARE(describeEvent(QStringLiteral("unit_produced"),
                               {{QStringLiteral("player"), QStringLiteral("alice")},
                                {QStringLiteral("unit_type"), QStringLiteral("attack_dog")}}),
                 QStringLiteral("alice produced: Attack Dog"));
        QCOMPARE(describeEvent(QStringLiteral("building_placed"),
                               {{QStringLiteral("player"), QStringLiteral("alice")},
                                {QStringLiteral("building_type"), QStringLiteral("war_factory")}}),
                 QStringLiteral("alice placed: War Factory"));
    }

    void unknownIdsAreMadeReadable()
    {
        QCOMPARE(unitName(QStringLiteral("gap_generator")), QStringLiteral("Gap Generator"));
        QCOMPARE(factionName(QStringLiteral("nod")), QStringLiteral("Nod"));
        QCOMPARE(unitName(QString()), QString());
    }

    void joinsSayFactionAndTeamAsShown()
    {
        QCOMPARE(describeEvent(QStringLiteral("player_join"),
                               {{QStringLiteral("player"), QStringLiteral("Volkov")},
                                {QStringLiteral("faction"), QStringLiteral("soviet")},
                                {QStringLiteral("team"), 0}}),
                 QStringLiteral("Volkov joined (Soviet, team 1)"));
    }

    void kickWithoutReason()
    {
        QCOMPARE(describeEvent(QStringLiteral("kick"),
                               {{QStringLiteral("player"), QStringLiteral("Tanya")},
                                {QStringLiteral("by"), QStringLiteral("Admin")}}),
                 QStringLiteral("Admin kicked Tanya"));
        QCOMPARE(eventActor(QStringLiteral("admin"),
                            {{QStringLiteral("player"), QStringLiteral("Tanya")},
                             {QStringLiteral("by"), QStringLiteral("Admin")}}),
                 QStringLiteral("Admin"));
    }

    void germanNamesUnitsAndFactions()
    {
        GermanNames german;
        QVERIFY(QCoreApplication::installTranslator(&german));
        QCOMPARE(unitName(QStringLiteral("heavy_tank")), QStringLiteral("Schwerer Panzer"));
        QCOMPARE(factionName(QStringLiteral("soviet")), QStringLiteral("Sowjets"));
        QCOMPARE(describeEvent(QStringLiteral("unit_produced"),
                               {{QStringLiteral("player"), QStringLiteral("alice")},
                                {QStringLiteral("unit_type"), QStringLiteral("attack_dog")}}),
                 QStringLiteral("alice hat gebaut: Kampfhund"));
        // Not in the catalogue: the English name, not the id.
        QCOMPARE(unitName(QStringLiteral("mammoth_tank")), QStringLiteral("Mammoth Tank"));
        QCoreApplication::removeTranslator(&german);
    }
};

QTEST_GUILESS_MAIN(TestMatchEventText)
#include "TestMatchEventText.moc"
