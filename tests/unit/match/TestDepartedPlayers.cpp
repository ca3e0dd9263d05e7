// DepartedPlayers: the game's figures of a player who left are shown as it reports them, only
// no longer present (even if a late answer still says present); one the game first reports as
// not present is remembered as gone; a rejoin or a new match makes them present again.

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
    void aDepartedPlayerIsShownAsTheGameReportsThemNotPresent()
    {
        DepartedPlayers departed;
        QVERIFY(departed.live(player(QStringLiteral("Tanya"), 1000, 50)).present);
        QVERIFY(!departed.contains(QStringLiteral("Tanya")));
        departed.depart(QStringLiteral("Tanya"));
        QVERIFY(departed.contains(QStringLiteral("Tanya")));
        // The game goes on reporting her: her money grows, her units die; shown as reported.
        const PlayerFigures later = departed.live(player(QStringLiteral("Tanya"), 400, 900, false));
        QCOMPARE(later.armyValue, 400);
        QCOMPARE(later.credits, 900);
        QCOMPARE(later.units, 4);
        QVERIFY(!later.present);
        // Even if a late answer still says present.
        const PlayerFigures late = departed.live(player(QStringLiteral("Tanya"), 300, 950));
        QVERIFY(!late.present);
        QCOMPARE(late.armyValue, 300);
        // A second departure changes nothing.
        departed.depart(QStringLiteral("Tanya"));
        QVERIFY(!departed.live(player(QStringLiteral("Tanya"), 2, 2)).present);
        // Others are live.
        const PlayerFigures alice = departed.live(player(QStringLiteral("alice"), 700, 10));
        QVERIFY(alice.present);
        QCOMPARE(alice.armyValue, 700);
        QVERIFY(!departed.contains(QStringLiteral("alice")));
    }

    void oneFirstSeenGoneIsRememberedAsGone()
    {
        DepartedPlayers departed;
        QCOMPARE(departed.live(player(QStringLiteral("Volkov"), 500, 20, false)).armyValue, 500);
        QVERIFY(departed.contains(QStringLiteral("Volkov")));
        // A late answer that still says present does not bring him back.
        const PlayerFigures late = departed.live(player(QStringLiteral("Volkov"), 100, 300));
        QVERIFY(!late.present);
        QCOMPARE(late.armyValue, 100);
        QCOMPARE(late.credits, 300);
    }

    void aRejoinOrANewMatchIsLiveAgain()
    {
        DepartedPlayers departed;
        departed.depart(QStringLiteral("Tanya"));
        departed.rejoin(QStringLiteral("Tanya"));
        QVERIFY(!departed.contains(QStringLiteral("Tanya")));
        const PlayerFigures back = departed.live(player(QStringLiteral("Tanya"), 300, 5));
        QVERIFY(back.present);
        QCOMPARE(back.armyValue, 300);
        departed.depart(QStringLiteral("Tanya"));
        departed.clear();
        QVERIFY(departed.live(player(QStringLiteral("Tanya"), 300, 5)).present);
    }
};

QTEST_APPLESS_MAIN(TestDepartedPlayers)
#include "TestDepartedPlayers.moc"
