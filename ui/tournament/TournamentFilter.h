#pragma once
// The Tournament page's filter over the TournamentModel: a text (any of its words in the relay,
// game, map or players column, case-insensitive) and a state (all, running, paused, ended).
// Sorting is by the model's SortRole, so Duration and Balance sort as numbers.

#include <QSortFilterProxyModel>

namespace icui {

class TournamentFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class StateFilter { All, Running, Paused, Ended };
    Q_ENUM(StateFilter)

    explicit TournamentFilter(QObject *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_text; }
    void setStateFilter(StateFilter state);
    StateFilter stateFilter() const { return m_state; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool matchesText(int sourceRow, const QModelIndex &sourceParent) const;
    bool matchesState(int sourceRow, const QModelIndex &sourceParent) const;

    QString m_text;
    QStringList m_words;
    StateFilter m_state = StateFilter::All;
};

} // namespace icui
