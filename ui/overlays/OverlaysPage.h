#pragma once
// The Overlays page: a live preview of every installed browser tool (OverlayPreview), for a
// streamer to see an overlay work before going live and to get its URL into OBS. Previews are
// made the first time the page is shown (each costs a QtWebEngine process), follow installs,
// updates and removals, and are frozen while the page is not on screen.

#include <QHash>
#include <QWidget>

class QGridLayout;
class QScrollArea;
class QLabel;

namespace icpanel {
class Panel;
}

namespace icui {

class OverlayPreview;

class OverlaysPage : public QWidget
{
    Q_OBJECT
public:
    explicit OverlaysPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    /// The preview of tool `id`, or nullptr (not a browser tool, or the page not shown yet).
    OverlayPreview *preview(const QString &toolId) const { return m_previews.value(toolId); }
    QList<OverlayPreview *> previews() const { return m_previews.values(); }
    /// Says what to do while no overlay is installed.
    QLabel *emptyState() const { return m_empty; }

    /// Brings the previews in line with the installed tools (the page does it when shown and
    /// whenever the tools change).
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void setFrozen(bool frozen);
    void layOut();

    icpanel::Panel &m_panel;
    bool m_shownOnce = false;
    QHash<QString, OverlayPreview *> m_previews;
    /// The version each preview shows: an update reloads it.
    QHash<QString, QString> m_versions;
    QGridLayout *m_grid = nullptr;
    QScrollArea *m_scroll = nullptr;
    QStringList m_order;
    int m_columns = 0;
    QLabel *m_empty = nullptr;
};

} // namespace icui
