// TournamentModel: a batch applies what waited since the last one, relay by relay: rows of games
// gone removed in runs, the games still listed compared cell by cell, new games inserted in one
// run at the end of the relay's rows, then the army values and ends that came in, and one
// dataChanged over the relay's changed cells. Nothing is reset.
#include "relayclient/TournamentModel.h"

#include "relayclient/TournamentRelay.h"

namespace icrelayclient {

namespace {

using Column = TournamentModel::Column;

/// The columns whose cells differ between two listings of a game (whole seconds for the
/// duration, as shown).
QList<int> changedColumns(const RelayGameInfo &a, const RelayGameInfo &b)
{
    QList<int> columns;
    if (a.map != b.map)
        columns.append(Column::MapColumn);
    if (a.mode != b.mode)
        columns.append(Column::ModeColumn);
    if (a.teamsText() != b.teamsText())
        columns.append(Column::PlayersColumn);
    if (a.state != b.state || a.winnerTeam != b.winnerTeam) {
        columns.append(Column::StateColumn);
        columns.append(Column::BalanceColumn);
    }
    if (qint64(a.durationSeconds) != qint64(b.durationSeconds))
        columns.append(Column::DurationColumn);
    if (a.ranked != b.ranked)
        columns.append(Column::RankedColumn);
    return columns;
}

} // namespace

int TournamentModel::blockStart(const TournamentRelay &r) const
{
    int start = 0;
    for (const auto &x : m_relays) {
        if (x.get() == &r)
            return start;
        start += x->count;
    }
    return start;
}

void TournamentModel::flush()
{
    m_batch.stop();
    for (auto &r : m_relays)
        applyRelay(*r);
}

void TournamentModel::markDirty(int row, int column)
{
    m_dirtyTop = m_dirtyTop < 0 ? row : std::min(m_dirtyTop, row);
    m_dirtyBottom = std::max(m_dirtyBottom, row);
    m_dirtyLeft = m_dirtyLeft < 0 ? column : std::min(m_dirtyLeft, column);
    m_dirtyRight = std::max(m_dirtyRight, column);
}

void TournamentModel::applyRelay(TournamentRelay &r)
{
    m_dirtyTop = m_dirtyBottom = m_dirtyLeft = m_dirtyRight = -1;
    const int start = blockStart(r);
    if (r.pendingDrop) {
        dropRelayRows(r);
        r.pendingDrop = false;
    }
    if (r.pendingList) {
        QList<RelayGameInfo> list = std::move(*r.pendingList);
        r.pendingList.reset();
        applyList(r, start, std::move(list));
    }
    applyPendingCells(r, start);
    if (m_dirtyTop >= 0)
        Q_EMIT dataChanged(index(m_dirtyTop, m_dirtyLeft), index(m_dirtyBottom, m_dirtyRight));
}

void TournamentModel::dropRelayRows(TournamentRelay &r)
{
    if (r.count == 0)
        return;
    const int start = blockStart(r);
    beginRemoveRows({}, start, start + r.count - 1);
    m_rows.remove(start, r.count);
    r.count = 0;
    endRemoveRows();
    r.ends.clear();
    r.kicked.clear();
    r.pendingKicks.clear();
    r.pendingArmies.clear();
    r.pendingEnds.clear();
}

void TournamentModel::applyList(TournamentRelay &r, int start, QList<RelayGameInfo> list)
{
    QHash<QString, qsizetype> listed;
    for (qsizetype i = 0; i < list.size(); ++i)
        listed.insert(list.at(i).id, i);
    QList<int> gone;
    for (int row = start; row < start + r.count; ++row) {
        if (!listed.contains(m_rows.at(row).game.id))
            gone.append(row);
    }
    removeGameRows(r, gone);
    QSet<QString> shown;
    for (int row = start; row < start + r.count; ++row) {
        TournamentRow &x = m_rows[row];
        RelayGameInfo &fresh = list[listed.value(x.game.id)];
        shown.insert(x.game.id);
        for (const int column : changedColumns(x.game, fresh))
            markDirty(row, column);
        x.game = std::move(fresh);
    }
    QList<TournamentRow> added;
    for (RelayGameInfo &g : list) {
        if (shown.contains(g.id))
            continue;
        QList<qint64> scores = r.ends.value(g.id).scores;
        added.append(TournamentRow{r.name, std::move(g), {}, std::move(scores), r.reconnecting});
    }
    if (added.isEmpty())
        return;
    const int at = start + r.count;
    beginInsertRows({}, at, at + int(added.size()) - 1);
    m_rows.insert(at, added.size(), TournamentRow{});
    std::move(added.begin(), added.end(), m_rows.begin() + at);
    r.count += int(added.size());
    endInsertRows();
}

void TournamentModel::removeGameRows(TournamentRelay &r, QList<int> rows)
{
    // From the bottom up, a run of neighbouring rows at once.
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    for (qsizetype i = 0; i < rows.size();) {
        qsizetype j = i;
        while (j + 1 < rows.size() && rows.at(j + 1) == rows.at(j) - 1)
            ++j;
        const int first = rows.at(j), last = rows.at(i);
        for (int row = first; row <= last; ++row) {
            r.ends.remove(m_rows.at(row).game.id);
            r.kicked.remove(m_rows.at(row).game.id);
        }
        beginRemoveRows({}, first, last);
        m_rows.remove(first, last - first + 1);
        r.count -= last - first + 1;
        endRemoveRows();
        i = j + 1;
    }
}

void TournamentModel::applyPendingCells(TournamentRelay &r, int start)
{
    for (int row = start; row < start + r.count; ++row) {
        TournamentRow &x = m_rows[row];
        if (r.pendingReconnecting && x.reconnecting != r.reconnecting) {
            x.reconnecting = r.reconnecting;
            markDirty(row, StateColumn);
        }
        if (const auto armies = r.pendingArmies.constFind(x.game.id);
            armies != r.pendingArmies.cend() && *armies != x.armies) {
            x.armies = *armies;
            markDirty(row, BalanceColumn);
        }
        if (r.pendingKicks.contains(x.game.id))
            markDirty(row, PlayersColumn);
        if (!r.pendingEnds.contains(x.game.id))
            continue;
        const TournamentRelay::End end = r.ends.value(x.game.id);
        x.scores = end.scores;
        x.game.state = RelayGameInfo::State::Ended;
        x.game.stateName = QStringLiteral("ended");
        x.game.winnerTeam = end.winnerTeam;
        x.game.durationSeconds = std::max(x.game.durationSeconds, end.durationSeconds);
        for (const int column : {BalanceColumn, DurationColumn, StateColumn})
            markDirty(row, column);
    }
    r.pendingReconnecting = false;
    r.pendingKicks.clear();
    r.pendingArmies.clear();
    r.pendingEnds.clear();
}

} // namespace icrelayclient
