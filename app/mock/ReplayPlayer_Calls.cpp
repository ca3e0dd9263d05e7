// ReplayPlayer: the calls of a replay, answered from the recording. The methods of the match
// are registered with the tiers the live mock gives them, so a replay refuses what the game
// would refuse before it says what it has no data for.

#include "mock/ReplayPlayer.h"

#include "mock/ParamReader.h"
#include "mock/StateQueryFields.h"

#include "icrp/server/IcrpServer.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace icmock {

namespace {

// The live mock's methods about the match, with who may call them (MockGame_*.cpp).
struct MatchMethod
{
    const char *name;
    icrp::Tiers tiers;
};
constexpr MatchMethod kMatchMethods[] = {
    {"ic/state.query", icrp::access::Everyone},  {"ic/state.snapshot", icrp::access::Everyone},
    {"ic/match.info", icrp::access::Everyone},   {"ic/player.profile", icrp::access::Everyone},
    {"ic/chat.send", icrp::access::AdminOrMod},  {"ic/admin.kick", icrp::access::AdminOnly},
    {"ic/admin.pause", icrp::access::AdminOnly}, {"ic/admin.settings", icrp::access::AdminOnly},
    {"ic/admin.say", icrp::access::AdminOnly},
};

// Served live by the server or MockGame also in a replay, never from the recording.
bool servedLive(const QString &method)
{
    static const QStringList live{
        QStringLiteral("ic/identify"), QStringLiteral("ic/state.subscribe"),
        QStringLiteral("ic/state.unsubscribe"), QStringLiteral("ic/match.events"),
        QStringLiteral("ic/chat.subscribe")};
    return live.contains(method) || method.startsWith(QLatin1String("ic/remote."));
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

icrp::Tiers ReplayPlayer::tiersFor(const QString &method)
{
    for (const MatchMethod &m : kMatchMethods) {
        if (method == QLatin1String(m.name))
            return m.tiers;
    }
    if (method.startsWith(QLatin1String("ic/admin.")))
        return icrp::access::AdminOnly;
    if (method.startsWith(QLatin1String("ic/mod.")))
        return icrp::access::ModOnly;
    if (method.startsWith(QLatin1String("ic/debug.")))
        return icrp::access::DebugOnly;
    return icrp::access::Everyone;
}

void ReplayPlayer::registerMethods()
{
    QStringList names;
    for (const MatchMethod &m : kMatchMethods)
        names << QString::fromLatin1(m.name);
    for (const RecordedCall &c : m_recording.calls()) {
        if (!names.contains(c.method) && !servedLive(c.method))
            names << c.method;
    }
    for (const QString &name : std::as_const(names)) {
        m_server->registerMethod(
            name, tiersFor(name),
            [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { answer(c, r); },
            icrp::IcrpServer::Effect::ReadOnly);
    }
}

void ReplayPlayer::answer(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) const
{
    if (!call.params.isUndefined() && !call.params.isNull() && !call.params.isObject())
        return responder.error(icrp::ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: params must be an object"));
    if (const RecordedCall *recorded = newest(call.method, call.paramsObject()))
        return responder.result(recorded->result);
    if (call.method == QLatin1String("ic/state.query") && answerQueryFromFull(call, responder))
        return;
    answerNoData(call, responder);
}

const RecordedCall *ReplayPlayer::newest(const QString &method, const QJsonObject &params) const
{
    const qint64 now = position();
    const RecordedCall *first = nullptr;
    const RecordedCall *best = nullptr;
    for (const RecordedCall &c : m_recording.calls()) {
        if (c.method != method || c.params != params)
            continue;
        if (!first)
            first = &c;
        if (c.t > now)
            break;
        best = &c;
    }
    // Before the first recorded answer the match looked as that answer says.
    return best ? best : first;
}

bool ReplayPlayer::answerQueryFromFull(const icrp::IcrpCall &call,
                                       const icrp::IcrpResponder &responder) const
{
    const RecordedCall *full = newest(call.method, {});
    if (!full)
        return false;
    ParamReader p(call.params, {QStringLiteral("fields"), QStringLiteral("player")});
    QStringList fields = StateQueryFields::all();
    QString only;
    p.stringList(QStringLiteral("fields"), &fields, ParamReader::Optional, StateQueryFields::all());
    p.string(QStringLiteral("player"), &only, ParamReader::Optional);
    if (p.failed()) {
        p.reject(responder);
        return true;
    }
    const QJsonObject recorded = full->result.toObject();
    QJsonObject result;
    if (fields.contains(QLatin1String("game_time"))) {
        for (const QLatin1String key :
             {QLatin1String("game_time_ticks"), QLatin1String("game_time_seconds")}) {
            if (recorded.contains(key))
                result.insert(key, recorded.value(key));
        }
    }
    const QStringList statKeys = StateQueryFields::statKeys(fields);
    QJsonArray players;
    bool found = only.isEmpty();
    for (const QJsonValue &v : recorded.value(u"players").toArray()) {
        const QJsonObject player = v.toObject();
        if (!only.isEmpty() && player.value(u"name").toString() != only)
            continue;
        found = true;
        players.append(StateQueryFields::pick(player, statKeys));
    }
    if (!found) {
        responder.error(icrp::ErrorCode::NotFound,
                        QStringLiteral("No player named \"%1\" in this match").arg(only));
        return true;
    }
    if (fields.contains(QLatin1String("players")) || !statKeys.isEmpty())
        result.insert(QStringLiteral("players"), players);
    responder.result(result);
    return true;
}

void ReplayPlayer::answerNoData(const icrp::IcrpCall &call,
                                const icrp::IcrpResponder &responder) const
{
    const QString file = QFileInfo(m_recording.path()).fileName();
    QStringList paramSets;
    QStringList methods;
    for (const RecordedCall &c : m_recording.calls()) {
        if (c.method == call.method && !paramSets.contains(compact(c.params)))
            paramSets << compact(c.params);
        if (!servedLive(c.method) && !methods.contains(c.method))
            methods << c.method;
    }
    if (!paramSets.isEmpty())
        return responder.error(
            icrp::ErrorCode::NotFound,
            QStringLiteral("The replay has no data for %1 with these params: %2 recorded it "
                           "only with %3")
                .arg(call.method, file, paramSets.mid(0, 5).join(QLatin1String(", "))));
    methods.sort();
    responder.error(icrp::ErrorCode::MethodNotFound,
                    QStringLiteral("The replay has no data for %1: %2 holds no answer of it (a "
                                   "replay plays back what was recorded and changes nothing). "
                                   "It can answer %3")
                        .arg(call.method, file,
                             methods.isEmpty() ? QStringLiteral("no calls at all")
                                               : methods.join(QLatin1String(", "))));
}

} // namespace icmock
