// TournamentModel: the army balance of the running games on screen. Every balanceInterval (and
// at once for rows that come on screen without one) the relay is asked ic/state.query with
// fields ["army_value"] for each such game: kQueriesPerSlice calls, then the next ones a slice
// later, so a session stays inside its request budget. Rows off screen are never asked.
#include "relayclient/TournamentModel.h"

#include "relayclient/RelayConnection.h"
#include "relayclient/TournamentLog.h"
#include "relayclient/TournamentRelay.h"

#include <QJsonArray>

namespace icrelayclient {

namespace {

/// Team 0's and team 1's army value: the sum of their players' army_value; a team none of
/// whose players has one stays unknown.
TournamentRow::Armies armiesOf(const QJsonObject &answer)
{
    TournamentRow::Armies armies;
    for (const QJsonValue &v : answer.value(QLatin1String("players")).toArray()) {
        const QJsonObject p = v.toObject();
        const int team = p.value(QLatin1String("team")).toInt(-1);
        const QJsonValue army = p.value(QLatin1String("army_value"));
        if (team < 0 || team > 1 || !army.isDouble())
            continue;
        armies[size_t(team)] = armies[size_t(team)].value_or(0) + qint64(army.toDouble());
    }
    return armies;
}

bool wantsBalance(const TournamentRow &row, bool onlyUnknown)
{
    switch (row.game.state) {
    case RelayGameInfo::State::Running:
        return !onlyUnknown || !row.armiesKnown();
    case RelayGameInfo::State::Paused:
        return !row.armiesKnown(); // it does not change while paused
    default:
        return false;
    }
}

} // namespace

void TournamentModel::setVisibleRows(int first, int last)
{
    // Not limited to the rows there are now: the view may say so before the first list.
    QList<int> rows;
    for (int i = std::max(first, 0); i <= last && rows.size() < kMaxVisibleRows; ++i)
        rows.append(i);
    setVisibleRows(rows);
}

void TournamentModel::setVisibleRows(const QList<int> &rows)
{
    m_visible = rows;
    for (auto &r : m_relays) {
        if (r->connection && r->connection->state() == RelayConnection::State::Connected)
            queueBalances(*r, true);
    }
}

void TournamentModel::queueBalances(TournamentRelay &r, bool onlyUnknown)
{
    if (!m_watched)
        return;
    const int start = blockStart(r);
    for (const int row : std::as_const(m_visible)) {
        if (row < start || row >= start + r.count)
            continue;
        const TournamentRow &x = m_rows.at(row);
        const QString &id = x.game.id;
        if (wantsBalance(x, onlyUnknown) && !r.asking.contains(id) && !r.queue.contains(id))
            r.queue.append(id);
    }
    if (!r.queue.isEmpty() && !r.sliceTimer.isActive()) {
        sendBalanceSlice(r);
        r.sliceTimer.start();
    }
}

void TournamentModel::queueAllBalances(TournamentRelay &r)
{
    queueBalances(r, false);
}

void TournamentModel::sendBalanceSlice(TournamentRelay &r)
{
    if (r.queue.isEmpty() || !r.connection) {
        r.sliceTimer.stop();
        return;
    }
    QPointer<TournamentModel> self(this);
    const QString name = r.name;
    const quint64 epoch = r.epoch;
    for (int sent = 0; sent < kQueriesPerSlice && !r.queue.isEmpty(); ++sent) {
        const QString id = r.queue.takeFirst();
        r.asking.insert(id);
        r.connection->stateQuery(id, {QStringLiteral("army_value")}, {},
                                 [self, name, epoch, id](const ic::Result<QJsonObject> &answer) {
                                     if (self)
                                         self->onBalance(name, epoch, id, answer);
                                 });
    }
}

void TournamentModel::onBalance(const QString &name, quint64 epoch, const QString &gameId,
                                const ic::Result<QJsonObject> &answer)
{
    TournamentRelay *r = relay(name);
    if (!r || r->epoch != epoch)
        return;
    r->asking.remove(gameId);
    if (!answer) {
        // Kept as shown; asked again at the next round.
        qCDebug(lcTournament).noquote()
            << name << gameId << "ic/state.query:" << answer.error().code;
        return;
    }
    const int row = rowOf(name, gameId);
    const TournamentRow::Armies armies = armiesOf(*answer);
    if (row < 0 || (m_rows.at(row).armies == armies && !r->pendingArmies.contains(gameId)))
        return; // the same as shown: nothing changes
    r->pendingArmies.insert(gameId, armies);
    scheduleFlush();
}

} // namespace icrelayclient
