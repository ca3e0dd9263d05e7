#include "relayclient/RelayGameFeed.h"

#include "relayclient/RelayConnection.h"
#include "relayclient/RelayMatchEvent.h"
#include "relayclient/Tr.h"

#include "match/MatchInfo.h"
#include "match/MatchModel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <algorithm>
#include <cmath>

Q_LOGGING_CATEGORY(lcRelayGameFeed, "icpanel.relayclient.game", QtInfoMsg)

namespace icrelayclient {
namespace {

/// What the Match page asks the local game for (MatchModel), and the game's clock.
const QStringList kGameFeedFields{QStringLiteral("players"),    QStringLiteral("resources"),
                                  QStringLiteral("army_value"), QStringLiteral("units_alive"),
                                  QStringLiteral("structures"), QStringLiteral("apm"),
                                  QStringLiteral("power"),      QStringLiteral("game_time")};

/// A relay's message as the end of a sentence (its messages have no full stop).
QString feedSentence(const QString &message)
{
    const QString trimmed = message.trimmed();
    return trimmed.endsWith(u'.') ? trimmed : trimmed + u'.';
}

/// The end as the live game's `game_end` event says it (§9.5): from relay/match.event's data
/// (`reason`, `scores`) or ic/match.info (`end_reason`, no scores).
QJsonObject gameEndData(const QJsonObject &from)
{
    QJsonObject end{{QStringLiteral("winner_team"), from.value(u"winner_team").toInt(-1)},
                    {QStringLiteral("winners"), from.value(u"winners").toArray()},
                    {QStringLiteral("reason"), from.contains(u"reason")
                                                   ? from.value(u"reason").toString()
                                                   : from.value(u"end_reason").toString()}};
    if (from.value(u"scores").isArray())
        end.insert(QStringLiteral("scores"), from.value(u"scores"));
    return end;
}

const QString kAnnouncementType = QStringLiteral("announcement");

/// An announcement waiting with the game's events, in their order.
RelayMatchEvent announcementEvent(const RelayAnnouncement &a)
{
    RelayMatchEvent e;
    e.gameId = a.gameId;
    e.typeName = kAnnouncementType;
    e.at = a.at.isValid() ? a.at.toUTC() : QDateTime::currentDateTimeUtc();
    e.data = {{QStringLiteral("message"), a.message}};
    return e;
}

/// The same event given twice (by the log and live) has the same key.
QString eventKey(const RelayMatchEvent &e)
{
    return e.typeName + u'|' + e.at.toString(Qt::ISODateWithMs) + u'|' +
           QString::number(e.gameTimeSeconds) + u'|' +
           QString::fromUtf8(QJsonDocument(e.data).toJson(QJsonDocument::Compact));
}

/// The game's time when an announcement came: from the last event before it with a game time
/// (the relay's clock), else counted back from `nowSeconds`; never past `nowSeconds`.
double secondsAt(const QList<RelayMatchEvent> &events, const QDateTime &at, double nowSeconds)
{
    double seconds = nowSeconds - double(at.msecsTo(QDateTime::currentDateTimeUtc())) / 1000;
    for (const RelayMatchEvent &e : events) {
        if (e.typeName != kAnnouncementType && e.at.isValid() && e.at <= at)
            seconds = e.gameTimeSeconds + double(e.at.msecsTo(at)) / 1000;
    }
    return std::clamp(seconds, 0.0, std::max(0.0, nowSeconds));
}

} // namespace

RelayGameFeed::RelayGameFeed(RelayConnection *connection, const QString &relayName,
                             const QString &gameId, QObject *parent)
    : QObject(parent), m_connection(connection), m_relayName(relayName), m_gameId(gameId),
      m_match(new icmatch::MatchModel(nullptr, this))
{
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &RelayGameFeed::refresh);
    connectConnection();
}

RelayGameFeed::~RelayGameFeed() = default;

void RelayGameFeed::connectConnection()
{
    if (!m_connection)
        return;
    connect(m_connection, &RelayConnection::matchEvent, this, &RelayGameFeed::takeEvent);
    connect(m_connection, &RelayConnection::announcement, this, &RelayGameFeed::takeAnnouncement);
    connect(m_connection, &RelayConnection::stateChanged, this,
            &RelayGameFeed::connectionStateChanged);
    connect(m_connection, &RelayConnection::connected, this, [this] {
        if (!m_running)
            return;
        qCInfo(lcRelayGameFeed).noquote() << m_gameId << "on" << m_relayName << ": back";
        refresh(); // the view goes on from where it stood
    });
}

void RelayGameFeed::start()
{
    if (!m_connection) {
        setProblem({QStringLiteral("relay.lost"),
                    Tr::tr("The panel has no connection to %1.").arg(m_relayName)});
        return;
    }
    m_running = true;
    m_problem = {}; // asked again: a problem still there is said again
    if (!m_connection->matchEventsWanted())
        m_connection->subscribeMatchEvents(true);
    m_timer.start();
    connectionStateChanged();
    refresh();
}

void RelayGameFeed::stop()
{
    m_running = false;
    m_timer.stop();
}

void RelayGameFeed::setRefreshInterval(std::chrono::milliseconds interval)
{
    m_timer.setInterval(std::max<qint64>(1, interval.count()));
}

bool RelayGameFeed::connected() const
{
    return m_connection && m_connection->state() == RelayConnection::State::Connected;
}

void RelayGameFeed::refresh()
{
    if (!m_running || !connected())
        return; // while the relay reconnects the view stays as last seen
    askInfo();
    if (m_hasInfo)
        askFigures();
}

void RelayGameFeed::askInfo()
{
    if (m_infoPending)
        return;
    m_infoPending = true;
    QPointer<RelayGameFeed> self(this);
    m_connection->matchInfo(m_gameId, [self](const ic::Result<QJsonObject> &answer) {
        if (!self)
            return;
        self->m_infoPending = false;
        if (!answer)
            return self->callFailed(answer.error());
        self->takeInfo(*answer);
    });
}

void RelayGameFeed::askFigures()
{
    if (m_figuresPending)
        return;
    m_figuresPending = true;
    QPointer<RelayGameFeed> self(this);
    m_connection->stateQuery(m_gameId, kGameFeedFields, {},
                             [self](const ic::Result<QJsonObject> &answer) {
                                 if (!self)
                                     return;
                                 self->m_figuresPending = false;
                                 if (!answer)
                                     return self->callFailed(answer.error());
                                 if (self->m_running)
                                     self->m_match->takeFigures(*answer);
                             });
}

void RelayGameFeed::takeInfo(const QJsonObject &info)
{
    if (!m_running)
        return;
    clearProblem();
    const icmatch::MatchInfo shown = icmatch::MatchInfo::fromJson(info);
    if (m_hasInfo && !shown.isOtherMatchThan(m_match->info()))
        return followState(info);
    qCInfo(lcRelayGameFeed).noquote()
        << m_gameId << "on" << m_relayName << ":" << shown.map << shown.mode;
    m_hasInfo = true;
    m_endShown = false;
    m_match->showReplay(shown);
    const bool ended = shown.state == icmatch::MatchInfo::State::Ended;
    // The relay's game_end has the scores, which ic/match.info does not.
    const auto end = std::find_if(m_waiting.crbegin(), m_waiting.crend(), [](const auto &e) {
        return e.type == RelayMatchEvent::Type::GameEnd;
    });
    const QJsonObject endData = end != m_waiting.crend() ? end->data : info;
    showWaiting(ended);
    askFigures();
    if (ended)
        showEnd(gameEndData(endData), shown.gameTimeTicks);
}

void RelayGameFeed::showEarlier(const QList<RelayMatchEvent> &events,
                                const QList<RelayAnnouncement> &announcements)
{
    for (const RelayMatchEvent &e : events) {
        if (e.gameId == m_gameId)
            m_waiting.append(e);
    }
    for (const RelayAnnouncement &a : announcements) {
        if (a.gameId.isEmpty() || a.gameId == m_gameId)
            m_waiting.append(announcementEvent(a));
    }
    qCInfo(lcRelayGameFeed).noquote()
        << m_gameId << "on" << m_relayName << ":" << m_waiting.size() << "earlier events";
    if (m_hasInfo)
        showWaiting(m_endShown);
}

void RelayGameFeed::showWaiting(bool endFollows)
{
    QList<RelayMatchEvent> waiting = std::exchange(m_waiting, {});
    std::stable_sort(waiting.begin(), waiting.end(),
                     [](const auto &a, const auto &b) { return a.at < b.at; });
    const double now = double(std::max(m_match->figuresTick(), m_match->info().gameTimeTicks)) /
                       std::max(1, m_match->info().tickRate);
    for (const RelayMatchEvent &e : std::as_const(waiting)) {
        if (e.typeName != kAnnouncementType) {
            if (!endFollows || e.type != RelayMatchEvent::Type::GameEnd)
                showEvent(e);
        } else if (!m_shown.contains(eventKey(e))) {
            m_shown.insert(eventKey(e));
            showAnnouncement(e.data.value(u"message").toString(),
                             tickAt(secondsAt(waiting, e.at, now)));
        }
    }
}

void RelayGameFeed::followState(const QJsonObject &info)
{
    using State = icmatch::MatchInfo::State;
    const State was = m_match->info().state;
    const State now = icmatch::MatchInfo::stateNamed(info.value(u"state").toString());
    const qint64 tick = qint64(info.value(u"game_time_ticks").toDouble());
    if (now == State::Ended && !m_endShown)
        showEnd(gameEndData(info), tick);
    else if (was == State::Running && now == State::Paused)
        m_match->replayEvent(QStringLiteral("match"), QStringLiteral("pause"), tick, {});
    else if (was == State::Paused && now == State::Running)
        m_match->replayEvent(QStringLiteral("match"), QStringLiteral("resume"), tick, {});
}

void RelayGameFeed::takeEvent(const RelayMatchEvent &event)
{
    if (!m_running || event.gameId != m_gameId)
        return;
    if (!m_hasInfo)
        return m_waiting.append(event); // shown after the game's info, in its place
    showEvent(event);
}

void RelayGameFeed::showEvent(const RelayMatchEvent &event)
{
    const QString key = eventKey(event);
    if (m_shown.contains(key))
        return;
    m_shown.insert(key);
    const qint64 tick = tickAt(event.gameTimeSeconds);
    const QString player = event.data.value(u"player").toString();
    switch (event.type) {
    case RelayMatchEvent::Type::PlayerKick:
        // The game's admin event: the relay's admin removed them (a ban says so in the reason).
        m_match->replayEvent(QStringLiteral("admin"), QStringLiteral("kick"), tick,
                             {{QStringLiteral("player"), player},
                              {QStringLiteral("reason"), event.data.value(u"reason")},
                              {QStringLiteral("by"), m_relayName}});
        break;
    case RelayMatchEvent::Type::PlayerLeave:
        m_match->replayEvent(QStringLiteral("match"), QStringLiteral("player_leave"), tick,
                             {{QStringLiteral("player"), player},
                              {QStringLiteral("reason"), event.data.value(u"reason")}});
        break;
    case RelayMatchEvent::Type::GameEnd:
        if (!m_endShown)
            showEnd(gameEndData(event.data), tick);
        break;
    case RelayMatchEvent::Type::GameStart:
        m_match->replayEvent(QStringLiteral("match"), QStringLiteral("game_start"), tick,
                             event.data);
        break;
    case RelayMatchEvent::Type::Other:
        qCDebug(lcRelayGameFeed) << "an event the panel does not know:" << event.typeName;
        break;
    }
}

void RelayGameFeed::takeAnnouncement(const QString &message, const QString &gameId)
{
    if (!m_running || (!gameId.isEmpty() && gameId != m_gameId))
        return;
    if (!m_hasInfo)
        return m_waiting.append(announcementEvent({gameId, message, {}}));
    showAnnouncement(message, std::max<qint64>(0, m_match->figuresTick()));
}

void RelayGameFeed::showAnnouncement(const QString &message, qint64 tick)
{
    // The game's chat line from the relay, as the relay puts it into the game's chat.
    m_match->replayEvent(QStringLiteral("chat"), QStringLiteral("chat_message"), tick,
                         {{QStringLiteral("from"), m_relayName},
                          {QStringLiteral("channel"), QStringLiteral("all")},
                          {QStringLiteral("message"), message}});
}

void RelayGameFeed::showEnd(const QJsonObject &result, qint64 tick)
{
    m_endShown = true;
    qCInfo(lcRelayGameFeed).noquote() << m_gameId << "on" << m_relayName << "ended; winner team"
                                      << result.value(u"winner_team").toInt();
    const auto end = [self = QPointer<RelayGameFeed>(this), result, tick] {
        if (!self || !self->m_running)
            return;
        self->m_match->replayEvent(QStringLiteral("match"), QStringLiteral("game_end"), tick,
                                   result);
        self->stop(); // nothing changes after the end: the view keeps how it ended
    };
    if (!connected())
        return end();
    // The final figures first, as the Match page says the end with them.
    m_connection->stateQuery(
        m_gameId, kGameFeedFields, {},
        [self = QPointer<RelayGameFeed>(this), end](const ic::Result<QJsonObject> &answer) {
            if (self && self->m_running && answer)
                self->m_match->takeFigures(*answer);
            end();
        });
}

void RelayGameFeed::callFailed(const ic::Error &error)
{
    if (!m_running)
        return;
    if (error.code == QLatin1String("icrp.not-found")) {
        stop();
        return setProblem(
            {error.code, Tr::tr("%1 is no longer on %2: %3 The view shows the game "
                                "as last seen; the Tournament page lists the "
                                "games the relay has now.")
                             .arg(m_gameId, m_relayName, feedSentence(error.message))});
    }
    if (error.code == QLatin1String("icrp.permission-denied")) {
        stop();
        return setProblem(
            {error.code, Tr::tr("%1 does not show %2 to this panel: %3 Sign in to "
                                "the relay again with a token that reaches this game "
                                "(Tournament page, Sign In Again…).")
                             .arg(m_relayName, m_gameId, feedSentence(error.message))});
    }
    // Not connected, a timeout, a refused token (the connection ends and says why): the view
    // stays as last seen.
    qCInfo(lcRelayGameFeed).noquote() << m_gameId << "on" << m_relayName << ":" << error.code;
}

void RelayGameFeed::connectionStateChanged()
{
    if (!m_running || !m_connection)
        return;
    if (m_connection->state() != RelayConnection::State::Disconnected)
        return;     // connecting or reconnecting: the view waits as it is
    m_timer.stop(); // nothing to ask until the relay is back (start() again)
    const ic::Error why = m_connection->lastError();
    setProblem({QStringLiteral("relay.lost"),
                why.message.isEmpty()
                    ? Tr::tr("The panel is not connected to %1: the view shows %2 as last seen. "
                             "The Tournament page says why and how to connect again.")
                          .arg(m_relayName, m_gameId)
                    : Tr::tr("The panel lost %1: %2 The view shows %3 as last seen.")
                          .arg(m_relayName, feedSentence(why.message), m_gameId)});
}

void RelayGameFeed::setProblem(const ic::Error &problem)
{
    if (problem.code == m_problem.code && problem.message == m_problem.message)
        return;
    qCInfo(lcRelayGameFeed).noquote()
        << m_gameId << "on" << m_relayName << "cannot be shown:" << problem.code;
    m_problem = problem;
    Q_EMIT unavailable(problem.message);
}

void RelayGameFeed::clearProblem()
{
    if (m_problem.code.isEmpty())
        return;
    m_problem = {};
    Q_EMIT available();
}

qint64 RelayGameFeed::tickAt(double seconds) const
{
    const int rate = m_match->info().tickRate > 0 ? m_match->info().tickRate : 15;
    return std::llround(seconds * rate);
}

} // namespace icrelayclient
