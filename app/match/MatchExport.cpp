#include "match/MatchExport.h"

#include "match/MatchEventText.h"
#include "match/MatchModel.h"
#include "match/Tr.h"

#include <QSaveFile>

namespace icmatch {
namespace {

QString cell(const QString &text)
{
    QString s = text;
    if (!s.isEmpty() && QStringLiteral("=+-@\t\r").contains(s.front()))
        s.prepend(u'\''); // text, not a formula
    if (s.contains(u',') || s.contains(u'"') || s.contains(u'\n') || s.contains(u'\r'))
        s = u'"' + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
    return s;
}

QString number(const std::optional<qint64> &value)
{
    return value ? QString::number(*value) : QString();
}

QString gameTime(qint64 tick, int tickRate)
{
    return tickRate > 0 ? QString::number(double(tick) / tickRate, 'f', 1) : QString();
}

struct Row
{
    QString kind;
    qint64 tick;
    const PlayerFigures *player;
    std::optional<qint64> armyValue;
    std::optional<qint64> credits;
    bool final = false;
};

QString line(const Row &r, int tickRate)
{
    const PlayerFigures &p = *r.player;
    QStringList cells{r.kind,
                      QString::number(r.tick),
                      gameTime(r.tick, tickRate),
                      cell(p.name),
                      p.team >= 0 ? QString::number(p.team + 1) : QString(), // as shown
                      cell(factionName(p.faction)),
                      number(r.armyValue),
                      number(r.credits)};
    if (r.final)
        cells << number(p.units) << number(p.structures) << number(p.apm)
              << (p.present ? QStringLiteral("yes") : QStringLiteral("no"));
    else
        cells << QString() << QString() << QString() << QString();
    return cells.join(u',') + QStringLiteral("\r\n");
}

QString eventLines(const MatchModel &model)
{
    const MatchFeed &feed = *model.feed();
    QString out = QStringLiteral("time,tick,kind,who,text\r\n");
    for (const MatchFeed::Entry &e : feed.entries()) {
        out += QStringList{feed.clockText(e.tick), QString::number(e.tick), cell(e.type),
                           cell(e.who), cell(e.sentence)}
                   .join(u',') +
               QStringLiteral("\r\n");
    }
    return out;
}

} // namespace

QByteArray MatchExport::csv(const MatchModel &model)
{
    QString out = QStringLiteral("kind,tick,game_seconds,player,team,faction,army_value,credits,"
                                 "units,structures,apm,present\r\n");
    const int tickRate = model.info().tickRate;
    for (const MatchSeries::Sample &sample : model.series().samples()) {
        for (const PlayerFigures &p : model.players()) {
            if (!sample.players.contains(p.name))
                continue;
            const MatchSeries::Values v = sample.players.value(p.name);
            out +=
                line({QStringLiteral("sample"), sample.tick, &p, v.armyValue, v.credits}, tickRate);
        }
    }
    const QString label = figuresLabel(model);
    for (const PlayerFigures &p : model.players())
        out += line({label, model.figuresTick(), &p, p.armyValue, p.credits, true}, tickRate);
    out += QStringLiteral("\r\n") + eventLines(model);
    return out.toUtf8();
}

QString MatchExport::figuresLabel(const MatchModel &model)
{
    if (model.info().state == MatchInfo::State::Ended)
        return QStringLiteral("final");
    // A file format's word, not translated (as "sample" and "final").
    const qint64 s = model.info().tickRate > 0 ? model.figuresTick() / model.info().tickRate : 0;
    return QStringLiteral("snapshot at %1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
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

} // namespace icmatch
