// MatchExport: one table with one header, every row the same columns, ordered by tick (samples,
// then the feed's events, then the latest figures at the same tick); teams as the window numbers
// them, hidden figures empty, formula-like cells as text, RFC 4180 quoting.

#include "match/MatchExport.h"

#include <QTest>

using icmatch::MatchExport;
using icmatch::MatchFeed;
using icmatch::MatchSeries;
using icmatch::PlayerFigures;

class TestMatchExport : public QObject
{
    Q_OBJECT

    static PlayerFigures player(const QString &name, int team, std::optional<qint64> army)
    {
        PlayerFigures p;
        p.name = name;
        p.team = team;
        p.faction = QStringLiteral("soviet");
        p.armyValue = army;
        p.credits = 500;
        p.units = 7;
        p.structures = 3;
        p.apm = 42;
        return p;
    }

    static MatchFeed::Entry event(qint64 tick, const QString &type, const QString &who,
                                  const QString &sentence)
    {
        MatchFeed::Entry e;
        e.tick = tick;
        e.type = type;
        e.who = who;
        e.sentence = sentence;
        return e;
    }

    static MatchExport::Match match()
    {
        MatchExport::Match m;
        m.tickRate = 15;
        m.figuresTick = 1800;
        m.players = {player(QStringLiteral("=Zod"), 0, 1200),
                     player(QStringLiteral("alice"), 1, std::nullopt)};
        m.players[1].present = false;
        m.samples = {MatchSeries::Sample{0, {{QStringLiteral("=Zod"), {100, 20}}}, {}},
                     MatchSeries::Sample{900, {{QStringLiteral("=Zod"), {600, 40}}}, {}}};
        m.events = {
            event(450, QStringLiteral("unit_destroyed"), QStringLiteral("=Zod"),
                  QStringLiteral("=Zod destroyed a tank, \"fast\"")),
            event(900, QStringLiteral("pause"), QStringLiteral("admin"), QStringLiteral("Paused"))};
        return m;
    }

    static QList<QStringList> rows(const QByteArray &csv)
    {
        QList<QStringList> out;
        const QString text = QString::fromUtf8(csv);
        if (!text.endsWith(QStringLiteral("\r\n")))
            return out;
        for (const QString &line : text.chopped(2).split(QStringLiteral("\r\n")))
            out << fields(line);
        return out;
    }

    static QStringList fields(const QString &line)
    {
        QStringList fields{QString()};
        bool quoted = false;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line.at(i);
            if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"')
                fields.last() += line.at(++i);
            else if (c == u'"')
                quoted = !quoted;
            else if (c == u',' && !quoted)
                fields << QString();
            else
                fields.last() += c;
        }
        return fields;
    }

    /// A row's cells from "a|b|c".
    static QStringList cells(const char *joined) { return QString::fromUtf8(joined).split(u'|'); }

private Q_SLOTS:
    void oneTableOrderedByTick()
    {
        const QList<QStringList> table = rows(MatchExport::csv(match()));
        QCOMPARE(table.constFirst(), MatchExport::columns());
        QCOMPARE(table.constFirst().join(u','),
                 QStringLiteral("row,tick,time,player,team,faction,army_value,credits,units,"
                                "structures,apm,present,event,text"));
        QCOMPARE(table.size(), 1 + 2 + 2 + 2); // header, samples, events, snapshot rows
        QStringList kinds;
        qint64 last = -1;
        for (const QStringList &row : table.mid(1)) {
            QCOMPARE(row.size(), 14);
            QVERIFY2(row.at(1).toLongLong() >= last, qPrintable(row.join(u',')));
            last = row.at(1).toLongLong();
            kinds << row.at(0);
        }
        QCOMPARE(kinds, cells("sample|event|sample|event|snapshot|snapshot"));
    }

    void rowsFillTheirColumns()
    {
        const QList<QStringList> table = rows(MatchExport::csv(match()));
        // A sample: army value and credits of the chart, no counts.
        QCOMPARE(table.at(1), cells("sample|0|0:00|'=Zod|1|Soviet|100|20||||||"));
        // An event: who (their team when known), the ICRP type, the sentence quoted as text.
        QCOMPARE(
            table.at(2),
            cells("event|450|0:30|'=Zod|1||||||||unit_destroyed|'=Zod destroyed a tank, \"fast\""));
        QCOMPARE(table.at(4).at(3), QStringLiteral("admin"));
        QCOMPARE(table.at(4).at(4), QString()); // not a player: no team
        // The latest figures: every count; a hidden one empty, never 0; who left not present.
        QCOMPARE(table.at(5), cells("snapshot|1800|2:00|'=Zod|1|Soviet|1200|500|7|3|42|yes||"));
        QCOMPARE(table.at(6).at(4), QStringLiteral("2"));
        QCOMPARE(table.at(6).at(6), QString());
        QCOMPARE(table.at(6).at(11), QStringLiteral("no"));
    }

    void theEndsFiguresAreFinal()
    {
        MatchExport::Match m = match();
        m.ended = true;
        m.tickRate = 0; // not said: no time, the ticks still there
        const QList<QStringList> table = rows(MatchExport::csv(m));
        QCOMPARE(table.constLast().at(0), QStringLiteral("final"));
        QCOMPARE(table.constLast().at(1), QStringLiteral("1800"));
        QCOMPARE(table.constLast().at(2), QString());
    }

    void quotesLineBreaks()
    {
        MatchExport::Match m;
        m.events = {event(3, QStringLiteral("chat_message"), QStringLiteral("bob"),
                          QStringLiteral("gg\r\nwp"))};
        const QByteArray csv = MatchExport::csv(m);
        QVERIFY2(csv.contains("\"gg\r\nwp\"\r\n"), csv.constData());
    }
};

QTEST_APPLESS_MAIN(TestMatchExport)
#include "TestMatchExport.moc"
