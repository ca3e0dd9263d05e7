#include "ui/tournament/TournamentFilter.h"

#include "relayclient/RelayGameInfo.h"
#include "relayclient/TournamentModel.h"

namespace icui {

using icrelayclient::RelayGameInfo;
using icrelayclient::TournamentModel;

TournamentFilter::TournamentFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(TournamentModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
    setDynamicSortFilter(true);
}

void TournamentFilter::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateRowsFilter();
}

void TournamentFilter::setStateFilter(StateFilter state)
{
    if (state == m_state)
        return;
    m_state = state;
    invalidateRowsFilter();
}

bool TournamentFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    return matchesState(sourceRow, sourceParent) && matchesText(sourceRow, sourceParent);
}

bool TournamentFilter::matchesText(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_words.isEmpty())
        return true;
    static const int columns[] = {TournamentModel::RelayColumn, TournamentModel::GameColumn,
                                  TournamentModel::MapColumn, TournamentModel::PlayersColumn};
    QString haystack;
    for (const int column : columns)
        haystack += sourceModel()->index(sourceRow, column, sourceParent).data().toString() +
                    QLatin1Char('\n');
    // Every word somewhere in the row: "ridge quill" finds Quill's games on Ridgeline.
    for (const QString &word : m_words)
        if (!haystack.contains(word, Qt::CaseInsensitive))
            return false;
    return true;
}

bool TournamentFilter::matchesState(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_state == StateFilter::All)
        return true;
    const QVariant value = sourceModel()
                               ->index(sourceRow, TournamentModel::StateColumn, sourceParent)
                               .data(TournamentModel::GameStateRole);
    const auto state = static_cast<RelayGameInfo::State>(value.toInt());
    switch (m_state) {
    case StateFilter::Running:
        return state == RelayGameInfo::State::Running;
    case StateFilter::Paused:
        return state == RelayGameInfo::State::Paused;
    case StateFilter::Ended:
        return state == RelayGameInfo::State::Ended;
    case StateFilter::All:
        break;
    }
    return true;
}

} // namespace icui
