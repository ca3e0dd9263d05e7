// The catalogue: RFC-014's full command list with each command's argument checks, as
// DevToolsCatalogue::check applies them before anything is sent (the connector's run()).

#include "connectors/devtools/DevToolsCatalogue.h"
#include "connectors/devtools/DevToolsConnector.h"
#include "connectors/devtools/DevToolsErrors.h"

#include <QTest>

using icconnectors::CommandSpec;
using icconnectors::ParamSpec;
using icconnectors::devtools::DevToolsCatalogue;
using icconnectors::devtools::DevToolsErrors;

namespace {

QVariantMap args(std::initializer_list<std::pair<const char *, QVariant>> values)
{
    QVariantMap map;
    for (const auto &[name, value] : values)
        map.insert(QString::fromLatin1(name), value);
    return map;
}

} // namespace

class TestDevToolsCatalogue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsEveryCommandOfTheRfc()
    {
        QStringList names;
        for (const CommandSpec &spec : DevToolsCatalogue::commands()) {
            names.append(spec.name);
            QVERIFY2(!spec.summary.isEmpty(), qPrintable(spec.name));
        }
        QCOMPARE(names, (QStringList{QStringLiteral("spawn"), QStringLiteral("tp"),
                                     QStringLiteral("teleport"), QStringLiteral("query"),
                                     QStringLiteral("give"), QStringLiteral("heal"),
                                     QStringLiteral("kill"), QStringLiteral("ping")}));
        icconnectors::devtools::DevToolsConnector connector;
        QCOMPARE(connector.kind(), QStringLiteral("devtools"));
        QCOMPARE(connector.commands().size(), names.size());
        QCOMPARE(connector.url(), QUrl(QStringLiteral("ws://127.0.0.1:5007/")));
    }

    void describesTheRfcsArguments()
    {
        const QList<CommandSpec> all = DevToolsCatalogue::commands();
        const CommandSpec &spawn = all.at(0);
        QCOMPARE(spawn.param(QStringLiteral("entity"))->kind, ParamSpec::Kind::Choice);
        QCOMPARE(spawn.param(QStringLiteral("entity"))->choices,
                 (QStringList{QStringLiteral("goblin"), QStringLiteral("enemy"),
                              QStringLiteral("potion"), QStringLiteral("health_potion")}));
        QVERIFY(spawn.param(QStringLiteral("x"))->required);
        QVERIFY(!all.at(1).param(QStringLiteral("entity"))->required); // tp: null = player
        QVERIFY(all.at(3).params.isEmpty());                           // query
        QCOMPARE(all.at(4).param(QStringLiteral("quantity"))->defaultValue.toInt(), 1);
        QCOMPARE(all.at(6).param(QStringLiteral("entity"))->defaultValue.toString(),
                 QStringLiteral("nearest"));
        QVERIFY(all.at(7).params.isEmpty()); // ping
    }

    void checksEachCommandsArguments_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("params");
        QTest::addColumn<QString>("refusedParam"); // empty: accepted
        const auto row = [](const char *name, const char *command, const QVariantMap &params,
                            const char *refused) {
            QTest::newRow(name) << QString::fromLatin1(command) << params
                                << QString::fromLatin1(refused);
        };
        const QString goblin = QStringLiteral("goblin");
        row("spawn", "spawn", args({{"entity", goblin}, {"x", 10}, {"y", 5}}), "");
        row("spawn an alias", "spawn",
            args({{"entity", QStringLiteral("health_potion")}, {"x", 1}, {"y", 1}}), "");
        row("spawn without entity", "spawn", args({{"x", 10}, {"y", 5}}), "entity");
        row("spawn a dragon", "spawn",
            args({{"entity", QStringLiteral("dragon")}, {"x", 1}, {"y", 1}}), "entity");
        row("spawn without y", "spawn", args({{"entity", goblin}, {"x", 10}}), "y");
        row("spawn x not a number", "spawn",
            args({{"entity", goblin}, {"x", QStringLiteral("ten")}, {"y", 1}}), "x");
        row("spawn x beyond a C# int", "spawn",
            args({{"entity", goblin}, {"x", QStringLiteral("2147483648")}, {"y", 1}}), "x");
        row("tp", "tp", args({{"x", 20}, {"y", 10}}), "");
        row("tp an entity", "tp", args({{"x", 20}, {"y", 10}, {"entity", 42}}), "");
        row("tp entity 0", "tp", args({{"x", 20}, {"y", 10}, {"entity", 0}}), "entity");
        row("tp without x", "tp", args({{"y", 10}}), "x");
        row("teleport", "teleport", args({{"x", 2}, {"y", 3}}), "");
        row("query", "query", {}, "");
        row("query with an argument", "query", args({{"filter", 1}}), "filter");
        row("give", "give", args({{"item", QStringLiteral("potion")}}), "");
        row("give three", "give", args({{"item", QStringLiteral("potion")}, {"quantity", 3}}), "");
        row("give none", "give", args({{"item", QStringLiteral("potion")}, {"quantity", 0}}),
            "quantity");
        row("give a sword", "give", args({{"item", QStringLiteral("sword")}}), "item");
        row("give nothing", "give", {}, "item");
        row("heal", "heal", args({{"amount", 100}}), "");
        row("heal without amount", "heal", {}, "amount");
        row("heal a negative amount", "heal", args({{"amount", -5}}), "amount");
        row("kill", "kill", {}, "");
        row("kill all", "kill", args({{"entity", QStringLiteral("all")}}), "");
        row("kill enemies", "kill", args({{"entity", QStringLiteral("enemies")}}), "");
        row("kill the player", "kill", args({{"entity", QStringLiteral("player")}}), "entity");
        row("ping", "ping", {}, "");
        row("ping with an argument", "ping", args({{"loud", true}}), "loud");
    }
    void checksEachCommandsArguments()
    {
        QFETCH(QString, command);
        QFETCH(QVariantMap, params);
        QFETCH(QString, refusedParam);
        const auto typed = DevToolsCatalogue::check(command, params);
        if (refusedParam.isEmpty()) {
            QVERIFY2(typed.ok(), qPrintable(typed ? QString() : typed.error().message));
            QCOMPARE(typed->keys(), params.keys());
            return;
        }
        QVERIFY(!typed.ok());
        QCOMPARE(typed.error().code, DevToolsErrors::param);
        QVERIFY2(typed.error().message.contains(refusedParam), qPrintable(typed.error().message));
    }

    void typesWhatAFormGives()
    {
        const auto typed = DevToolsCatalogue::check(QStringLiteral("spawn"),
                                                    args({{"entity", QStringLiteral("goblin")},
                                                          {"x", QStringLiteral(" 10 ")},
                                                          {"y", QStringLiteral("5")}}));
        QVERIFY(typed.ok());
        QCOMPARE(typed->value(QStringLiteral("x")).typeId(), QMetaType::LongLong);
        QCOMPARE(typed->value(QStringLiteral("y")).toLongLong(), 5);
    }

    // tp/teleport/heal's target: a number in the form (an id from query), a string on the wire
    // (RFC-014's `entity` is a string wherever it gives the type).
    void sendsTheTargetEntityAsAString()
    {
        const QList<QPair<QString, QVariantMap>> runs{
            {QStringLiteral("tp"), args({{"x", 1}, {"y", 1}, {"entity", 42}})},
            {QStringLiteral("teleport"), args({{"x", 1}, {"y", 1}, {"entity", 42}})},
            {QStringLiteral("heal"), args({{"amount", 5}, {"entity", 42}})}};
        for (const auto &[command, given] : runs) {
            const auto typed = DevToolsCatalogue::check(command, given);
            QVERIFY2(typed.ok(), qPrintable(command));
            QCOMPARE(typed->value(QStringLiteral("entity")).typeId(), QMetaType::QString);
            QCOMPARE(typed->value(QStringLiteral("entity")).toString(), QStringLiteral("42"));
        }
        const auto player =
            DevToolsCatalogue::check(QStringLiteral("tp"), args({{"x", 1}, {"y", 1}}));
        QVERIFY(player.ok());
        QVERIFY(!player->contains(QStringLiteral("entity"))); // null = player: left out
    }

    void refusesACommandTheRfcDoesNotHave()
    {
        const auto typed = DevToolsCatalogue::check(QStringLiteral("invalid_cmd"), {});
        QVERIFY(!typed.ok());
        QCOMPARE(typed.error().code, DevToolsErrors::param);
        QVERIFY(typed.error().message.contains(QStringLiteral("invalid_cmd")));
    }
};

QTEST_GUILESS_MAIN(TestDevToolsCatalogue)
#include "TestDevToolsCatalogue.moc"
