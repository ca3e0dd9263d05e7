#include "ui/overlays/OverlaysPage.h"
#include "ui/Tr.h"

#include "ui/overlays/OverlayPreview.h"

#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace icui {

OverlaysPage::OverlaysPage(icpanel::Panel &panel, QWidget *parent) : QWidget(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("overlaysPage"));
    setAccessibleName(Tr::tr("Overlays"));
    auto *intro = new QLabel(
        Tr::tr("Each installed overlay as OBS shows it, live. Copy its URL (or drag it) into an "
               "OBS browser source at the size shown."),
        this);
    intro->setWordWrap(true);
    m_empty = new QLabel(Tr::tr("No overlay is installed. Install a tool whose entry point is a "
                                "web page (File ▸ Install Tool…) and its preview appears here."),
                         this);
    m_empty->setObjectName(QStringLiteral("overlaysEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);

    // The cards, as many side by side as fit, packed at the top.
    auto *cards = new QWidget;
    auto *column = new QVBoxLayout(cards);
    m_grid = new QGridLayout;
    column->addLayout(m_grid);
    column->addStretch(1);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("overlaysScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setWidget(cards);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_empty);
    layout->addWidget(m_scroll, 1);
    connect(&m_panel, &icpanel::Panel::toolsChanged, this, [this] {
        if (m_shownOnce)
            refresh();
    });
}

void OverlaysPage::refresh()
{
    QStringList wanted;
    for (const ictools::InstalledTool &tool : m_panel.tools()->tools()) {
        if (tool.isPage())
            wanted << tool.id;
    }
    for (const QString &id : m_previews.keys()) {
        if (!wanted.contains(id)) {
            delete m_previews.take(id);
            m_versions.remove(id);
        }
    }
    for (const QString &id : std::as_const(wanted)) {
        const ictools::InstalledTool *tool = m_panel.tools()->find(id);
        const QString state = tool->version + (tool->enabled ? u'+' : u'-');
        if (OverlayPreview *existing = m_previews.value(id)) {
            if (m_versions.value(id) != state) { // updated, enabled or disabled: show it anew
                m_versions.insert(id, state);
                existing->load();
            }
            continue;
        }
        auto *preview = new OverlayPreview(m_panel, id, this);
        m_previews.insert(id, preview);
        m_versions.insert(id, state);
        preview->load();
    }
    m_order = wanted;
    layOut();
    m_empty->setVisible(wanted.isEmpty());
}

void OverlaysPage::layOut()
{
    // In the order installed, as many a row as the page is wide.
    int widest = 1;
    for (OverlayPreview *preview : std::as_const(m_previews))
        widest = qMax(widest, preview->sizeHint().width());
    const int columns = qMax(1, (m_scroll->viewport()->width() + m_grid->horizontalSpacing()) /
                                    (widest + qMax(0, m_grid->horizontalSpacing())));
    if (columns == m_columns && m_grid->count() == m_order.size())
        return;
    m_columns = columns;
    int index = 0;
    for (const QString &id : std::as_const(m_order)) {
        m_grid->addWidget(m_previews.value(id), index / columns, index % columns,
                          Qt::AlignLeft | Qt::AlignTop);
        ++index;
    }
}

void OverlaysPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layOut();
}

void OverlaysPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_shownOnce) {
        m_shownOnce = true;
        refresh();
    }
    setFrozen(false);
}

void OverlaysPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    // Once the views are hidden too (they are after this event): a seen page cannot freeze.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!isVisible())
                setFrozen(true);
        },
        Qt::QueuedConnection);
}

void OverlaysPage::setFrozen(bool frozen)
{
    for (OverlayPreview *preview : std::as_const(m_previews))
        preview->setFrozen(frozen);
}

} // namespace icui
