// TournamentModel: the relays added, their relay/games polls, match events and announcements.
#include "relayclient/TournamentModel.h"

#include "relayclient/RelayConnection.h"
#include "relayclient/TournamentLog.h"
#include "relayclient/TournamentRelay.h"

#include <QJsonArray>
#include <QJsonObject>

namespace icrelayclient {

namespace {

bool isLinking(RelayConnection::State s)
{
    return s == RelayConnection::State::Reconnecting || s == RelayConnection::State::Connecting ||
           s == RelayConnection::State::Identifying;
}

} // namespace

TournamentModel::TournamentModel(QObject *parent)
    : QAbstractTableModel(parent), m_events(new RelayEventLog(this))
{
    m_batch.setSingleShot(true);
    m_batch.setInterval(m_options.batchInterval);
    connect(&m_batch, &QTimer::timeout, this, &TournamentModel::flush);
}

TournamentModel::~TournamentModel()
{
    for (auto &r : m_relays) {
        for (const auto &link : std::as_const(r->links))
            disconnect(link);
    }
}

void TournamentModel::setOptions(const Options &options)
{
    m_options = options;
    m_batch.setInterval(options.batchInterval);
    for (auto &r : m_relays) {
        r->listTimer.setInterval(listInterval());
        r->balanceTimer.setInterval(options.balanceInterval);
    }
}

std::chrono::milliseconds TournamentModel::listInterval() const
{
    return m_watched ? m_options.listInterval : m_options.unwatchedListInterval;
}

TournamentRelay *TournamentModel::relay(const QString &name) const
{
    const int i = relayIndex(name);
    return i < 0 ? nullptr : m_relays[size_t(i)].get();
}

int TournamentModel::relayIndex(const QString &name) const
{
    for (size_t i = 0; i < m_relays.size(); ++i) {
        if (m_relays[i]->name == name)
            return int(i);
    }
    return -1;
}

QStringList TournamentModel::relays() const
{
    QStringList names;
    for (const auto &r : m_relays)
        names.append(r->name);
    return names;
}

void TournamentModel::addRelay(const QString &relayName, RelayConnection *connection)
{
    if (relay(relayName))
        removeRelay(relayName);
    if (!connection)
        return;
    auto r = std::make_unique<TournamentRelay>();
    r->name = relayName;
    r->connection = connection;
    r->epoch = m_nextEpoch++;
    r->listTimer.setInterval(listInterval());
    r->balanceTimer.setInterval(m_options.balanceInterval);
    r->sliceTimer.setInterval(kQuerySliceMs);
    TournamentRelay &ref = *r;
    m_relays.push_back(std::move(r));
    watch(ref);
    qCInfo(lcTournament).noquote() << "relay added:" << relayName;
    onStateChanged(ref);
}

void TournamentModel::watch(TournamentRelay &r)
{
    RelayConnection *c = r.connection;
    const QString name = r.name;
    // The relay by name when the signal comes: it may have been removed since.
    const auto on = [this, name](void (TournamentModel::*f)(TournamentRelay &)) {
        return [this, name, f] {
            if (TournamentRelay *found = relay(name))
                (this->*f)(*found);
        };
    };
    r.links = {
        connect(c, &RelayConnection::stateChanged, this, on(&TournamentModel::onStateChanged)),
        connect(c, &RelayConnection::matchEvent, this,
                [this, name](const RelayMatchEvent &e) {
                    if (TournamentRelay *found = relay(name))
                        onMatchEvent(*found, e);
                }),
        connect(c, &RelayConnection::announcement, this,
                [this, name](const QString &message, const QString &gameId) {
                    m_events->addAnnouncement(name, message, gameId);
                }),
        connect(c, &QObject::destroyed, this, [this, name] { removeRelay(name); }),
    };
    connect(&r.listTimer, &QTimer::timeout, this, on(&TournamentModel::pollGames));
    connect(&r.balanceTimer, &QTimer::timeout, this, on(&TournamentModel::queueAllBalances));
    connect(&r.sliceTimer, &QTimer::timeout, this, on(&TournamentModel::sendBalanceSlice));
}

void TournamentModel::removeRelay(const QString &relayName)
{
    const int i = relayIndex(relayName);
    if (i < 0)
        return;
    TournamentRelay &r = *m_relays[size_t(i)];
    for (const auto &link : std::as_const(r.links))
        disconnect(link);
    if (r.count > 0) {
        const int start = blockStart(r);
        beginRemoveRows({}, start, start + r.count - 1);
        m_rows.remove(start, r.count);
        r.count = 0;
        endRemoveRows();
    }
    m_relays.erase(m_relays.begin() + i);
    qCInfo(lcTournament).noquote() << "relay removed:" << relayName;
}

void TournamentModel::onStateChanged(TournamentRelay &r)
{
    const RelayConnection::State s = r.connection->state();
    const bool connected = s == RelayConnection::State::Connected;
    const bool reconnecting = isLinking(s) && r.count > 0;
    if (reconnecting != r.reconnecting) {
        r.reconnecting = reconnecting;
        r.pendingReconnecting = true;
        scheduleFlush();
    }
    if (!connected) {
        r.listTimer.stop();
        r.balanceTimer.stop();
        r.sliceTimer.stop();
        r.queue.clear();
        r.asking.clear();
        r.listInFlight = false;
        r.lastList = QJsonValue();
        if (s == RelayConnection::State::Disconnected && (r.count > 0 || r.pendingList)) {
            r.pendingDrop = true;
            r.pendingList.reset();
            scheduleFlush();
        }
        return;
    }
    if (!r.connection->matchEventsWanted())
        r.connection->subscribeMatchEvents(true);
    r.listTimer.start();
    if (m_watched)
        r.balanceTimer.start();
    pollGames(r);
}

void TournamentModel::setWatched(bool watched)
{
    if (watched == m_watched)
        return;
    m_watched = watched;
    qCDebug(lcTournament) << (watched ? "watched: listing the games again" : "not watched");
    for (auto &r : m_relays) {
        r->listTimer.setInterval(listInterval());
        if (!r->connection || r->connection->state() != RelayConnection::State::Connected)
            continue;
        r->listTimer.start(); // again: the next list one interval from now
        if (!watched) {
            r->balanceTimer.stop();
            continue;
        }
        r->balanceTimer.start();
        pollGames(*r);
        queueAllBalances(*r);
    }
}

void TournamentModel::pollGames(TournamentRelay &r)
{
    if (r.listInFlight || !r.connection)
        return;
    r.listInFlight = true;
    QPointer<TournamentModel> self(this);
    const QString name = r.name;
    const quint64 epoch = r.epoch;
    r.connection->call(QStringLiteral("relay/games"), {},
                       [self, name, epoch](const ic::Result<QJsonValue> &answer) {
                           if (!self)
                               return;
                           if (answer) {
                               self->onGames(name, epoch, *answer);
                               return;
                           }
                           if (TournamentRelay *x = self->relay(name); x && x->epoch == epoch)
                               x->listInFlight = false;
                           qCDebug(lcTournament).noquote()
                               << name << "relay/games:" << answer.error().code;
                       });
}

void TournamentModel::onGames(const QString &name, quint64 epoch, const QJsonValue &answer)
{
    TournamentRelay *r = relay(name);
    if (!r || r->epoch != epoch)
        return;
    r->listInFlight = false;
    if (answer == r->lastList)
        return; // the same as last time: nothing to parse, nothing changes
    auto list = RelayGameInfo::listFromJson(answer);
    if (!list) {
        qCWarning(lcTournament).noquote() << name << list.error().message;
        return;
    }
    r->lastList = answer;
    r->pendingList = std::move(*list);
    r->pendingDrop = false;
    scheduleFlush();
}

void TournamentModel::onMatchEvent(TournamentRelay &r, const RelayMatchEvent &event)
{
    const int row = rowOf(r.name, event.gameId);
    m_events->addMatchEvent(r.name, event, row < 0 ? std::nullopt : game(row));
    if (event.type == RelayMatchEvent::Type::PlayerKick) {
        // The relay kicks a banned player with the reason "banned: …" (icrp-spec §19.7).
        const QString reason = event.data.value(QLatin1String("reason")).toString();
        r.kicked[event.gameId].insert(event.data.value(QLatin1String("player")).toString(),
                                      reason.startsWith(QLatin1String("banned")));
        r.pendingKicks.insert(event.gameId);
        scheduleFlush();
        return;
    }
    if (event.type != RelayMatchEvent::Type::GameEnd)
        return;
    TournamentRelay::End end;
    end.winnerTeam = event.data.value(QLatin1String("winner_team")).toInt(-1);
    end.durationSeconds =
        event.data.value(QLatin1String("duration_seconds")).toDouble(event.gameTimeSeconds);
    for (const QJsonValue &s : event.data.value(QLatin1String("scores")).toArray())
        end.scores.append(qint64(s.toDouble()));
    r.ends.insert(event.gameId, end);
    r.pendingEnds.insert(event.gameId);
    scheduleFlush();
    Q_EMIT matchEnded(r.name, event);
}

void TournamentModel::scheduleFlush()
{
    if (!m_batch.isActive())
        m_batch.start();
}

std::optional<RelayGameInfo> TournamentModel::game(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return std::nullopt;
    return m_rows.at(row).game;
}

QString TournamentModel::relayAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).relay : QString();
}

int TournamentModel::rowOf(const QString &relayName, const QString &gameId) const
{
    const TournamentRelay *r = relay(relayName);
    if (!r)
        return -1;
    const int start = blockStart(*r);
    for (int i = start; i < start + r->count; ++i) {
        if (m_rows.at(i).game.id == gameId)
            return i;
    }
    return -1;
}

} // namespace icrelayclient
