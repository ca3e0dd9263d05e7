// The Match page's sentences that carry numbers and values: a fight's unit counts as plural forms
// through %n (never "1 units"), and a settings change in words with its new value ("Game speed is
// now 1.5× (Fastest)."), in the admin box's answer and in the event feed alike.

#include "match/MatchEventText.h"
#include "match/MatchSettingsText.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QTest>

using namespace icmatch;

class TestMatchWording : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void aFightCountsUnitsAsPluralForms()
    {
        const QJsonObject fight{
            {QStringLiteral("attackers"), QJsonArray{QStringLiteral("alice")}},
            {QStringLiteral("attacker_units"), 5},
            {QStringLiteral("defenders"), QJsonArray{QStringLiteral("CommanderZod")}},
            {QStringLiteral("defender_units"), 1}};
        const QString text = describeEvent(QStringLiteral("engagement_start"), fight);
        QVERIFY2(!text.contains(QLatin1String("1 units")), qPrintable(text));
        QVERIFY2(text.startsWith(QLatin1String("Fight: alice (5 unit")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String(" against CommanderZod (1 unit")), qPrintable(text));
    }

    void aSpeedChangeSaysTheNewSpeed()
    {
        const QJsonObject changes{{QStringLiteral("game_speed"),
                                   QJsonObject{{QStringLiteral("from"), QStringLiteral("normal")},
                                               {QStringLiteral("to"), QStringLiteral("fastest")}}}};
        QCOMPARE(settingsChangedText(changes), QStringLiteral("Game speed is now 1.5× (Fastest)."));
        QCOMPARE(settingNowText(QStringLiteral("game_speed"), QStringLiteral("slower")),
                 QStringLiteral("Game speed is now 0.75× (Slower)."));
        // The feed's line names who and says the same.
        QJsonObject event{{QStringLiteral("changes"), changes},
                          {QStringLiteral("by"), QStringLiteral("IC Control Panel")}};
        QCOMPARE(describeEvent(QStringLiteral("settings_change"), event),
                 QStringLiteral("IC Control Panel changed the match settings. Game speed is now "
                                "1.5× (Fastest)."));
    }

    void everySettingIsSaidWithItsValue()
    {
        const QJsonObject changes{
            {QStringLiteral("pause_limit"),
             QJsonObject{{QStringLiteral("from"), 3}, {QStringLiteral("to"), 5}}},
            {QStringLiteral("spectator_chat"),
             QJsonObject{{QStringLiteral("from"), true}, {QStringLiteral("to"), false}}},
            {QStringLiteral("game_speed"),
             QJsonObject{{QStringLiteral("from"), QStringLiteral("normal")},
                         {QStringLiteral("to"), QStringLiteral("faster")}}}};
        QCOMPARE(settingsChangedText(changes),
                 QStringLiteral("Game speed is now 1.25× (Faster). Spectators may no longer "
                                "chat. The pause limit is now 5 per player."));
        // A setting this panel does not know is still said with its value.
        QCOMPARE(settingNowText(QStringLiteral("fog_of_war"), true),
                 QStringLiteral("Fog of war is now on."));
    }
};

QTEST_APPLESS_MAIN(TestMatchWording)
#include "TestMatchWording.moc"
