// DepartedPlayers: a player who left keeps the figures of the moment they left, whatever the
// game reports afterwards; one first seen as not present is frozen there; a rejoin is live again.

#include "match/DepartedPlayers.h"

#include <QTest>

using icmatch::DepartedPlayers;
using icmatch::PlayerFigures;

class TestDepartedPlayers : public QObject
{
    Q_OBJECT

    static PlayerFigures player(const QString &name, qint64 army, qint64 credits,
                                bool present = true)
    {
        PlayerFigures p;
        p.name = name;
        p.team = 1;
        p.present = present;
        p.armyValue = army;
        p.credits = credits;
        p.units = army / 100;
        return p;
    }

private Q_SLOTS:
    void aDepartedPlayerKeepsTheFiguresOfTheirDeparture()
    {
        DepartedPlayers departed;
        QCOMPARE(departed.apply(player(QStringLiteral("Tanya"), 1000, 50)).armyValue, 1000);
        departed.depart(player(QStringLiteral("Tanya"), 1200, 80));
        QVERIFY(departed.contains(QStringLiteral("Tanya")));
        // The game goes on reporting her: her money grows, her units die.
        const PlayerFigures later =
            departed.apply(player(QStringLiteral("Tanya"), 400, 900, false));
        QCOMPARE(later.armyValue, 1200);
        QCOMPARE(later.credits, 80);
        QCOMPARE(later.units, 12);
        QVERIFY(!later.present);
        // Even if a late answer still says present.
        QVERIFY(!departed.apply(player(QStringLiteral("Tanya"), 300, 950)).present);
        // A second departure does not move the freeze.
        departed.depart(player(QStringLiteral("Tanya"), 1, 1));
        QCOMPARE(departed.apply(player(QStringLiteral("Tanya"), 2, 2)).armyValue, 1200);
        // Others are live.
        QCOMPARE(departed.apply(player(QStringLiteral("alice"), 700, 10)).armyValue, 700);
    }

    void oneFirstSeenGoneIsFrozenThere()
    {
        DepartedPlayers departed;
        QCOMPARE(departed.apply(player(QStringLiteral("Volkov"), 500, 20, false)).armyValue, 500);
        QCOMPARE(departed.apply(player(QStringLiteral("Volkov"), 100, 300, false)).armyValue, 500);
        QCOMPARE(departed.apply(player(QStringLiteral("Volkov"), 100, 300, false)).credits, 20);
    }

    void aRejoinOrANewMatchIsLiveAgain()
    {
        DepartedPlayers departed;
        departed.depart(player(QStringLiteral("Tanya"), 1200, 80));
        departed.rejoin(QStringLiteral("Tanya"));
        QCOMPARE(departed.apply(player(QStringLiteral("Tanya"), 300, 5)).armyValue, 300);
        departed.depart(player(QStringLiteral("Tanya"), 1200, 80));
        departed.clear();
        QVERIFY(departed.apply(player(QStringLiteral("Tanya"), 300, 5)).present);
    }
};

QTEST_APPLESS_MAIN(TestDepartedPlayers)
#include "TestDepartedPlayers.moc"
