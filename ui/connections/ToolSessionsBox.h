#pragma once
// The tools connected to the panel's gateway (icpanel::ToolSessionsModel), under the game's
// sessions on the Connections page: what each may do and see, where it runs (OBS, a browser, a
// program), from where, how busy, with Kick (or Delete; asks first; the tool may come back unless
// disabled on the Tools page; afterwards no row is selected). The panel's own previews (Overlays
// page) are hidden unless "Show the panel's previews" is ticked, and greyed after the others
// when shown; they may be kicked too (Reload on the Overlays page connects them again).

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;

namespace icpanel {
class Panel;
}

namespace icui {

class OneLineDelegate;
class ToolSessionsFilter;

class ToolSessionsBox : public QWidget
{
    Q_OBJECT
public:
    explicit ToolSessionsBox(icpanel::Panel &panel, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    QPushButton *kickButton() const { return m_kick; }
    QLabel *emptyState() const { return m_empty; }
    QCheckBox *showPreviewsBox() const { return m_showPreviews; }

    /// Asks, then ends the selected tool's session.
    void kickSelected();

private:
    void fitColumns();
    void layOut(QLabel *title);
    void update();

    icpanel::Panel &m_panel;
    QTableView *m_table = nullptr;
    ToolSessionsFilter *m_filter = nullptr;
    QCheckBox *m_showPreviews = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_kick = nullptr;
    OneLineDelegate *m_oneLine = nullptr; // the columns that do not wrap
};

} // namespace icui
