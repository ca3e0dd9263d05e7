#pragma once
// The History page's matches with their teams shown: a cell about a team (MatchHistoryModel's
// TeamRole: the winner, each team's players) keeps the view's text colour (red text read like an
// error) and carries a small dot in that team's colour for the palette of the view it is shown
// in (TeamColors), as the Status page's Match card does. The Ranked column says "Ranked" on the
// Match page's gold badge, or "No".

#include <QHash>
#include <QIcon>
#include <QIdentityProxyModel>
#include <QPointer>

class QWidget;

namespace icui {

class HistoryTeamColorProxy : public QIdentityProxyModel
{
    Q_OBJECT
public:
    HistoryTeamColorProxy(QWidget *view, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    /// The Result column's title (the list filtered by a player: that player's result).
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// A small round dot in team `team`'s colour for `palette` (also the summary's players).
    static QIcon teamDot(int team, const QPalette &palette);

private:
    QPointer<QWidget> m_view;
    /// The dots drawn so far, by colour (a switch between light and dark adds the other's).
    mutable QHash<QRgb, QIcon> m_dots;
};

} // namespace icui
