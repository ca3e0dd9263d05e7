#include "match/MatchExport.h"
#include "common/GameTime.h"

#include "match/MatchModel.h"
#include "match/Tr.h"

#include <QSaveFile>
#include <algorithm>

namespace icmatch {
namespace {

QString number(const std::optional<qint64> &value)
{
    return value ? QString::number(*value) : QString();
}

QString team(int team)
{
    return team >= 0 ? QString::number(team + 1) : QString(); // as the window shows it
}

/// One row's cells by column; the ones a row does not fill stay empty.
struct Row
{
    enum Order { Sample, Event, Latest }; // at the same tick: the chart, the feed, the figures
    Order order = Sample;
    qint64 tick = 0;
    QStringList cells;
};

Row playerRow(Row::Order order, const QString &kind, qint64 tick, int tickRate,
              const PlayerFigures &p)
{
    return {order,
            tick,
            {kind, QString::number(tick), ic::gameTimeText(tick, tickRate),
             MatchExport::csvCell(p.name), team(p.team),
             MatchExport::csvCell(PlayerFigures::factionName(p.faction)), number(p.armyValue),
             number(p.credits), QString(), QString(), QString(), QString(), QString(), QString()}};
}

QList<Row> sampleRows(const MatchExport::Match &match)
{
    QList<Row> rows;
    for (const MatchSeries::Sample &sample : match.samples) {
        for (PlayerFigures p : match.players) {
            // A player who left or was kicked has samples as the chart has them: the figures
            // the game goes on publishing (their units hold position and return fire).
            if (!sample.players.contains(p.name))
                continue;
            const MatchSeries::Values v = sample.players.value(p.name);
            p.armyValue = v.armyValue;
            p.credits = v.credits;
            rows << playerRow(Row::Sample, QStringLiteral("sample"), sample.tick, match.tickRate,
                              p);
        }
    }
    return rows;
}

QList<Row> latestRows(const MatchExport::Match &match)
{
    QList<Row> rows;
    const QString kind = match.ended ? QStringLiteral("final") : QStringLiteral("snapshot");
    for (const PlayerFigures &p : match.players) {
        Row row = playerRow(Row::Latest, kind, match.figuresTick, match.tickRate, p);
        row.cells[8] = number(p.units);
        row.cells[9] = number(p.structures);
        row.cells[10] = number(p.apm);
        row.cells[11] = p.present ? QStringLiteral("yes") : QStringLiteral("no");
        rows << row;
    }
    return rows;
}

/// The player an event is about: the kicked one for a kick (the admin is named in its text),
/// else who did it (the killer, the sender, the player who joined or left, the admin).
QString subject(const MatchFeed::Entry &e)
{
    const QString kicked = e.data.value(u"player").toString();
    return e.type == QLatin1String("kick") && !kicked.isEmpty() ? kicked : e.who;
}

QList<Row> eventRows(const MatchExport::Match &match)
{
    QHash<QString, int> teams;
    for (const PlayerFigures &p : match.players)
        teams.insert(p.name, p.team);
    QList<Row> rows;
    for (const MatchFeed::Entry &e : match.events) {
        const QString player = subject(e);
        rows << Row{Row::Event,
                    e.tick,
                    {QStringLiteral("event"), QString::number(e.tick),
                     ic::gameTimeText(e.tick, match.tickRate), MatchExport::csvCell(player),
                     team(teams.value(player, -1)), QString(), QString(), QString(), QString(),
                     QString(), QString(), QString(), MatchExport::csvCell(e.type),
                     MatchExport::csvCell(e.sentence)}};
    }
    return rows;
}

} // namespace

QStringList MatchExport::columns()
{
    return QStringLiteral("row,tick,time,player,team,faction,army_value,credits,units,"
                          "structures,apm,present,event,text")
        .split(u',');
}

MatchExport::Match MatchExport::from(const MatchModel &model)
{
    return {model.players(),         model.series().samples(),
            model.feed()->entries(), std::max<qint64>(model.figuresTick(), 0),
            model.info().tickRate,   model.info().state == MatchInfo::State::Ended};
}

QByteArray MatchExport::csv(const Match &match)
{
    QList<Row> rows = sampleRows(match) + eventRows(match) + latestRows(match);
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) {
        return a.tick != b.tick ? a.tick < b.tick : a.order < b.order;
    });
    QString out = columns().join(u',') + QStringLiteral("\r\n");
    for (const Row &row : std::as_const(rows))
        out += row.cells.join(u',') + QStringLiteral("\r\n");
    return out.toUtf8();
}

ic::Result<void> MatchExport::writeCsv(const MatchModel &model, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv(model)) < 0 || !file.commit())
        return ic::Error{QStringLiteral("match.export"),
                         Tr::tr("Could not write %1: %2. Choose another folder and export again.")
                             .arg(path, file.errorString())};
    return {};
}

QString MatchExport::csvCell(const QString &text)
{
    QString s = text;
    if (!s.isEmpty() && QStringLiteral("=+-@\t\r").contains(s.front()))
        s.prepend(u'\''); // text, not a formula
    if (s.contains(u',') || s.contains(u'"') || s.contains(u'\n') || s.contains(u'\r'))
        s = u'"' + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
    return s;
}

} // namespace icmatch
