#pragma once
// The Match page's players table: the player's name takes the room left (so a maximised window
// stretches it), every figure column is as wide as its contents, the table is as tall as its
// rows (up to eight, then it scrolls), and the header's context menu shows or hides columns, as
// OBS's lists do. Reached from the keyboard (Tab, or the Alt letter of its label) with nobody
// selected, it selects the first player, so Kick has someone to kick.

#include <QTableView>

class QMenu;

namespace icui {

class PlayersTable : public QTableView
{
    Q_OBJECT
public:
    explicit PlayersTable(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    /// The header's context menu: a checkable entry per column but the player's.
    QMenu *columnsMenu() const { return m_columnsMenu; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void focusInEvent(QFocusEvent *event) override;

private:
    void fillColumnsMenu();

    QMenu *m_columnsMenu = nullptr;
};

} // namespace icui
