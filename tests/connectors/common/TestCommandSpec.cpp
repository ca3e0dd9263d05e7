// checkParams: the form's text becomes the kind the protocol wants, or a message that names
// the parameter; nothing the command does not take gets through.

#include "connectors/common/CommandSpec.h"

#include <QTest>

using icconnectors::CommandSpec;
using icconnectors::ParamSpec;

namespace {

CommandSpec spawnSpec()
{
    using Kind = ParamSpec::Kind;
    return {QStringLiteral("spawn"),
            QStringLiteral("Spawn one"),
            {ParamSpec(QStringLiteral("entity"), Kind::Choice)
                 .need()
                 .among({QStringLiteral("goblin"), QStringLiteral("potion")}),
             ParamSpec(QStringLiteral("x"), Kind::Integer).need().within(0, 79),
             ParamSpec(QStringLiteral("fast"), Kind::Boolean),
             ParamSpec(QStringLiteral("speed"), Kind::Number),
             ParamSpec(QStringLiteral("note"), Kind::Text)}};
}

} // namespace

class TestCommandSpec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void typesWhatTheFormGives()
    {
        const auto typed = icconnectors::checkParams(
            spawnSpec(), {{QStringLiteral("entity"), QStringLiteral("goblin")},
                          {QStringLiteral("x"), QStringLiteral(" 12 ")},
                          {QStringLiteral("fast"), QStringLiteral("true")},
                          {QStringLiteral("speed"), QStringLiteral("1.5")},
                          {QStringLiteral("note"), QString()}});
        QVERIFY2(typed.ok(), qPrintable(typed ? QString() : typed.error().message));
        QCOMPARE(typed->value(QStringLiteral("x")).typeId(), QMetaType::LongLong);
        QCOMPARE(typed->value(QStringLiteral("x")).toLongLong(), 12);
        QCOMPARE(typed->value(QStringLiteral("fast")).typeId(), QMetaType::Bool);
        QCOMPARE(typed->value(QStringLiteral("speed")).toDouble(), 1.5);
        QVERIFY(!typed->contains(QStringLiteral("note"))); // an empty optional one is left out
    }

    void refusesNamingTheParameter_data()
    {
        QTest::addColumn<QVariantMap>("values");
        QTest::addColumn<QString>("named");
        const QString goblin = QStringLiteral("goblin");
        QTest::newRow("missing") << QVariantMap{{QStringLiteral("entity"), goblin}}
                                 << QStringLiteral("x");
        QTest::newRow("not a number") << QVariantMap{{QStringLiteral("entity"), goblin},
                                                     {QStringLiteral("x"), QStringLiteral("ten")}}
                                      << QStringLiteral("x");
        QTest::newRow("out of range") << QVariantMap{{QStringLiteral("entity"), goblin},
                                                     {QStringLiteral("x"), QStringLiteral("80")}}
                                      << QStringLiteral("x");
        QTest::newRow("not a choice")
            << QVariantMap{{QStringLiteral("entity"), QStringLiteral("dragon")},
                           {QStringLiteral("x"), 1}}
            << QStringLiteral("entity");
        QTest::newRow("unknown") << QVariantMap{{QStringLiteral("entity"), goblin},
                                                {QStringLiteral("x"), 1},
                                                {QStringLiteral("z"), 1}}
                                 << QStringLiteral("z");
        QTest::newRow("not a boolean")
            << QVariantMap{{QStringLiteral("entity"), goblin},
                           {QStringLiteral("x"), 1},
                           {QStringLiteral("fast"), QStringLiteral("yes")}}
            << QStringLiteral("fast");
        QTest::newRow("not finite") << QVariantMap{{QStringLiteral("entity"), goblin},
                                                   {QStringLiteral("x"), 1},
                                                   {QStringLiteral("speed"), QStringLiteral("inf")}}
                                    << QStringLiteral("speed");
    }

    void refusesNamingTheParameter()
    {
        QFETCH(QVariantMap, values);
        QFETCH(QString, named);
        const auto typed = icconnectors::checkParams(spawnSpec(), values);
        QVERIFY(!typed.ok());
        QCOMPARE(typed.error().code, QStringLiteral("connector.param"));
        QVERIFY2(typed.error().message.contains(named), qPrintable(typed.error().message));
    }
};

QTEST_GUILESS_MAIN(TestCommandSpec)
#include "TestCommandSpec.moc"
