#pragma once
// The tools connected to the panel's gateway (icpanel::ToolSessionsModel), under the game's
// sessions on the Connections page: what each may do and see, from where, how busy, with Kick
// (asks first; the tool may come back unless disabled on the Tools page).

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace icpanel {
class Panel;
}

namespace icui {

class ToolSessionsBox : public QWidget
{
    Q_OBJECT
public:
    explicit ToolSessionsBox(icpanel::Panel &panel, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    QPushButton *kickButton() const { return m_kick; }
    QLabel *emptyState() const { return m_empty; }

    /// Asks, then ends the selected tool's session.
    void kickSelected();

private:
    void update();

    icpanel::Panel &m_panel;
    QTableView *m_table = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_kick = nullptr;
};

} // namespace icui
