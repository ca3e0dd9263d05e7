#pragma once
// The Match page's players table: the player's name is as wide as the longest name, the figure
// columns share the room left evenly (so a maximised window widens them all, not the name;
// a narrow one shortens the names, never a figure), the table is as tall as its
// rows (up to eight, then it scrolls), and the header's context menu shows or hides columns, as
// OBS's lists do. Reached from the keyboard (Tab, or the Alt letter of its label) with nobody
// selected, it selects the first player, so Kick has someone to kick; with nobody selected
// the first Down or Up selects the first player rather than the next one.

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
    /// The selected row as shown (within the viewport), in global coordinates; an empty
    /// rectangle when nothing is selected or the row is scrolled out of sight.
    QRect selectedRowArea() const;

protected:
    void focusInEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void fillColumnsMenu();
    /// Sets the columns' widths for the contents and the width now (the class comment).
    /// Not while hidden: it measures every cell's text, at each update of the figures, for
    /// nothing shown; showEvent() catches up.
    void distributeColumns();

    QMenu *m_columnsMenu = nullptr;
    /// distributeColumns() was asked while the table was hidden.
    bool m_columnsDue = false;
};

} // namespace icui
