#include "mock/MatchReplay.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

namespace icmock {

namespace {

const QString kReplayFormat = QStringLiteral("icrep");

ic::Error replayMalformed(const QString &what)
{
    return ic::Error{QStringLiteral("replay.malformed"),
                     QStringLiteral("The replay is malformed: %1").arg(what)};
}

/// The 1-based line and column of byte `offset` in `bytes`.
QString lineAndColumn(const QByteArray &bytes, qsizetype offset)
{
    const QByteArray before = bytes.left(offset);
    const qsizetype line = before.count('\n') + 1;
    const qsizetype column = offset - (before.lastIndexOf('\n') + 1) + 1;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

/// A JSON number when it is exact as one (up to 2^53), else a decimal string.
QJsonValue replaySeedJson(quint64 seed)
{
    constexpr quint64 kExact = quint64(1) << 53;
    return seed <= kExact ? QJsonValue(qint64(seed)) : QJsonValue(QString::number(seed));
}

} // namespace

QJsonObject MatchReplay::toJson() const
{
    QJsonArray inputList;
    for (const SimInput &input : inputs)
        inputList.append(input.toJson());
    QJsonObject json{
        {QStringLiteral("format"), kReplayFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("replay_id"), replayId},
        {QStringLiteral("match_id"), matchId},
        {QStringLiteral("started_at"), startedAt},
        {QStringLiteral("map"), map},
        {QStringLiteral("mode"), mode},
        {QStringLiteral("ranked"), ranked},
        {QStringLiteral("options"),
         QJsonObject{{QStringLiteral("seed"), replaySeedJson(options.seed)},
                     {QStringLiteral("tick_rate"), options.tickRate},
                     {QStringLiteral("duration_ticks"), options.durationTicks},
                     {QStringLiteral("static"), options.isStatic}}},
        {QStringLiteral("end_tick"), endTick},
        {QStringLiteral("winner_team"), winnerTeam},
        {QStringLiteral("players"), players},
        {QStringLiteral("inputs"), inputList},
    };
    if (startAtTicks > 0)
        json.insert(QStringLiteral("start_at_ticks"), startAtTicks);
    return json;
}

ic::Result<MatchReplay> MatchReplay::fromJson(const QJsonObject &json)
{
    if (json.value(u"format").toString() != kReplayFormat)
        return replayMalformed(QStringLiteral("\"format\" is not \"icrep\""));
    if (json.value(u"version").toInt() != kVersion)
        return replayMalformed(QStringLiteral("version %1 is not the supported %2")
                                   .arg(json.value(u"version").toInt())
                                   .arg(kVersion));
    MatchReplay r;
    r.replayId = json.value(u"replay_id").toString();
    if (!isValidId(r.replayId))
        return replayMalformed(QStringLiteral("\"replay_id\" is missing or not a replay id"));
    r.matchId = json.value(u"match_id").toString(r.replayId);
    r.startedAt = json.value(u"started_at").toString();
    r.map = json.value(u"map").toString();
    r.mode = json.value(u"mode").toString();
    r.ranked = json.value(u"ranked").toBool();
    const QJsonObject o = json.value(u"options").toObject();
    bool seedOk = false;
    // The seed is a 64-bit number: a decimal string when a JSON number would lose precision.
    r.options.seed = o.value(u"seed").isString() ? o.value(u"seed").toString().toULongLong(&seedOk)
                                                 : quint64(o.value(u"seed").toInteger(-1));
    if (o.value(u"seed").isDouble())
        seedOk = o.value(u"seed").toInteger(-1) >= 0;
    r.options.tickRate = o.value(u"tick_rate").toInt();
    r.options.durationTicks = o.value(u"duration_ticks").toInteger();
    r.options.isStatic = o.value(u"static").toBool();
    if (!seedOk || r.options.tickRate <= 0 || r.options.durationTicks < 0)
        return replayMalformed(QStringLiteral("\"options\" needs a seed, a tick_rate above 0 and "
                                              "duration_ticks of 0 or more"));
    r.startAtTicks = json.value(u"start_at_ticks").toInteger();
    r.endTick = json.value(u"end_tick").toInteger(-1);
    if (r.endTick < 0)
        return replayMalformed(QStringLiteral("\"end_tick\" is missing or negative"));
    r.winnerTeam = json.value(u"winner_team").toInt(-1);
    r.players = json.value(u"players").toArray();
    const QJsonArray inputList = json.value(u"inputs").toArray();
    for (qsizetype i = 0; i < inputList.size(); ++i) {
        const std::optional<SimInput> input = SimInput::fromJson(inputList.at(i).toObject());
        if (!input)
            return replayMalformed(QStringLiteral("input %1 is not an input").arg(i));
        if (!r.inputs.isEmpty() && input->tick < r.inputs.last().tick)
            return replayMalformed(QStringLiteral("input %1 is out of tick order").arg(i));
        r.inputs.append(*input);
    }
    return r;
}

ic::Result<void> MatchReplay::save(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ic::Error{QStringLiteral("replay.unwritable"),
                         QStringLiteral("Cannot write the replay %1: %2. Check the data folder's "
                                        "permissions and free space.")
                             .arg(path, file.errorString())};
    file.write(QJsonDocument(toJson()).toJson(QJsonDocument::Compact));
    if (!file.commit())
        return ic::Error{QStringLiteral("replay.unwritable"),
                         QStringLiteral("Cannot write the replay %1: %2. Check the data folder's "
                                        "permissions and free space.")
                             .arg(path, file.errorString())};
    return ic::success();
}

ic::Result<MatchReplay> MatchReplay::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ic::Error{
            QStringLiteral("replay.unreadable"),
            QStringLiteral("Cannot read the replay %1: %2").arg(path, file.errorString())};
    if (file.size() > kMaxFileBytes)
        return ic::Error{QStringLiteral("replay.malformed"),
                         QStringLiteral("The replay %1 is larger than %2 MiB: not a replay the "
                                        "game wrote")
                             .arg(path)
                             .arg(kMaxFileBytes / (1024 * 1024))};
    const QByteArray bytes = file.readAll();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return ic::Error{QStringLiteral("replay.malformed"),
                         QStringLiteral("The replay %1 is malformed: %2: %3")
                             .arg(path, lineAndColumn(bytes, error.offset), error.errorString())};
    if (!doc.isObject())
        return ic::Error{
            QStringLiteral("replay.malformed"),
            QStringLiteral("The replay %1 is malformed: line 1: not a JSON object").arg(path)};
    ic::Result<MatchReplay> replay = fromJson(doc.object());
    if (!replay)
        return ic::Error{replay.error().code,
                         QStringLiteral("%1 (%2)").arg(replay.error().message, path)};
    return replay;
}

QString MatchReplay::fileName(const QString &replayId)
{
    return replayId + QStringLiteral(".icrep");
}

bool MatchReplay::isValidId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_-]{1,100}$"));
    return pattern.match(id).hasMatch();
}

} // namespace icmock
