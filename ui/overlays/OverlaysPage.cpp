#include "ui/overlays/OverlaysPage.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBar.h"
#include "ui/overlays/AudienceBadge.h"
#include "ui/overlays/FocusRing.h"
#include "ui/overlays/ObsUrlBox.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/ReplayOnStreamBar.h"
#include "ui/status/LiveSessions.h"

#include "host/ToolHost.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>
#include <memory>

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
    m_bar = new MessageBar(this);
    m_bar->setObjectName(QStringLiteral("overlaysMessageBar"));

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
    // The viewport's own size is the last to follow the window (a page resized while hidden
    // hears of it before its scroll area does): lay out again once it has.
    m_scroll->viewport()->installEventFilter(this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new ReplayOnStreamBar(m_panel, this));
    layout->addWidget(m_bar);
    layout->addWidget(intro);
    layout->addWidget(createEmptyState(), 1);
    layout->addWidget(m_scroll, 1);
    connect(&m_panel, &icpanel::Panel::toolsChanged, this, [this] {
        if (m_shownOnce)
            refresh();
    });
    m_ring = new FocusRing(this);
}

QWidget *OverlaysPage::createEmptyState()
{
    m_emptyBox = new QWidget(this);
    m_emptyBox->setObjectName(QStringLiteral("overlaysEmptyBox"));
    m_empty = new QLabel(Tr::tr("No overlay is installed. Install a tool whose entry point is a "
                                "web page, or add the example overlays that come with the panel "
                                "(live stats and a kill feed), and its preview appears here."),
                         m_emptyBox);
    m_empty->setObjectName(QStringLiteral("overlaysEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    // Made in reading order, which is their Tab order (the nineteenth newcomer, 73-77: Tab
    // reached Install Overlay… first). Neither is a default button: a page is not a dialog, and
    // a default button's ring looks like a second focus.
    m_addExamples = new QPushButton(Tr::tr("&Add the Example Overlays"), m_emptyBox);
    m_addExamples->setObjectName(QStringLiteral("addExamplesButton"));
    m_install = new QPushButton(Tr::tr("&Install Overlay…"), m_emptyBox);
    m_install->setObjectName(QStringLiteral("installOverlayButton"));
    m_install->setToolTip(Tr::tr("Choose a Workshop tool package (.icpkg), as File ▸ Install "
                                 "Tool… does."));
    for (QPushButton *button : {m_addExamples, m_install}) {
        button->setAutoDefault(false);
        button->setDefault(false);
    }
    connect(m_install, &QPushButton::clicked, this, &OverlaysPage::installOverlay);
    connect(m_addExamples, &QPushButton::clicked, this, [this] {
        addExamples();
        focusFirstCard();
    });
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_addExamples);
    buttons->addWidget(m_install);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(m_emptyBox);
    layout->addStretch(1);
    layout->addWidget(m_empty);
    layout->addLayout(buttons);
    layout->addStretch(2);
    m_emptyBox->hide();
    return m_emptyBox;
}

FocusRing *OverlaysPage::focusRing() const
{
    return m_ring;
}

void OverlaysPage::installOverlay()
{
    // The window's File ▸ Install Tool…: the Tools page, its file dialog and install dialog.
    if (QAction *install = window()->findChild<QAction *>(QStringLiteral("actionInstallTool")))
        install->trigger();
}

void OverlaysPage::addExamples()
{
    const auto added = m_panel.installExampleOverlays();
    if (!added) {
        m_bar->showMessage(MessageBar::Kind::Error, added.error().message);
        ActionFeedback::say(this, Tr::tr("The example overlays were not added."));
        return;
    }
    // By their names, as the cards and the Tools page call them, not their ids.
    QStringList names;
    for (const QString &id : std::as_const(*added)) {
        const ictools::InstalledTool *tool = m_panel.tools()->find(id);
        names << (tool && !tool->name.isEmpty() ? tool->name : id);
    }
    const QString text =
        added->isEmpty()
            ? Tr::tr("The example overlays are installed already.")
            : Tr::tr("Added the example overlays (%1). Drag one into OBS, or copy its URL.")
                  .arg(names.join(QStringLiteral(", ")));
    m_bar->showMessage(
        added->isEmpty() ? MessageBar::Kind::Information : MessageBar::Kind::Positive, text);
    ActionFeedback::say(this, text);
}

void OverlaysPage::focusFirstCard()
{
    // The button pressed has gone with the empty state, and Qt gave the focus to the next
    // widget of the window (the Game box, the nineteenth newcomer, 78): it stays on the page, on
    // the first card's Copy URL for OBS, the next step.
    if (m_order.isEmpty() || !isVisible())
        return; // nothing added: the focus stays on the button
    QPointer<QPushButton> copy = m_previews.value(m_order.constFirst())->copyButton();
    // A new card is shown by its layout a moment later (QLayout shows a new child queued).
    QMetaObject::invokeMethod(
        this,
        [copy] {
            if (copy && copy->isVisible())
                copy->setFocus(Qt::TabFocusReason);
        },
        Qt::QueuedConnection);
}

OverlayPreview *OverlaysPage::lettersCard() const
{
    const QWidget *focus = QApplication::focusWidget();
    for (OverlayPreview *preview : std::as_const(m_previews)) {
        if (focus && preview->isAncestorOf(focus))
            return preview;
    }
    return m_order.isEmpty() ? nullptr : m_previews.value(m_order.constFirst());
}

bool OverlaysPage::pressOnLettersCard(const QAbstractButton *pressed)
{
    // Every card has the same Alt letters, and Qt only moves the focus among the buttons that
    // share a letter. The letter presses the button of the card with the focus (the first card
    // while the focus is elsewhere), as it would with one card. Told apart by their names, not
    // their texts: the card's Copy URL for OBS reads "Copied" for a moment after a copy (and has
    // no letter then).
    OverlayPreview *card = lettersCard();
    if (!card || pressed->objectName().isEmpty())
        return false;
    auto *button = card->findChild<QAbstractButton *>(pressed->objectName());
    if (!button || !button->isVisible() || !button->isEnabled())
        return false; // not on that card (Copy Again not shown there): Qt's own way
    button->animateClick();
    return true;
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
            if (m_ring) // it may be beside a button of this card
                m_ring->release();
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
        for (QAbstractButton *button : preview->findChildren<QAbstractButton *>())
            button->installEventFilter(this); // their Alt letters: pressOnLettersCard()
        m_previews.insert(id, preview);
        m_versions.insert(id, state);
        preview->load();
    }
    m_order = wanted;
    watchHost();
    showAudience();
    layOut();
    m_emptyBox->setVisible(wanted.isEmpty());
    m_scroll->setVisible(!wanted.isEmpty());
    if (!wanted.isEmpty())
        m_bar->clearIfKind(MessageBar::Kind::Error); // an overlay is there now
}

void OverlaysPage::watchHost()
{
    ichost::ToolHost *host = m_panel.host();
    if (host == m_host)
        return;
    m_host = host;
    if (host)
        connect(host, &ichost::ToolHost::sessionsChanged, this, &OverlaysPage::showAudience);
}

void OverlaysPage::showAudience()
{
    if (!isVisible())
        return; // showEvent() catches up
    const LiveSessions live = LiveSessions::read(m_panel);
    for (OverlayPreview *preview : std::as_const(m_previews))
        preview->audienceBadge()->setAudience(live.inObs(preview->toolId()),
                                              live.inBrowsers(preview->toolId()));
}

int OverlaysPage::availableWidth() const
{
    // As if the vertical scroll bar were there: a card that grows when it goes would bring it
    // back.
    const QMargins margins = m_scroll->widget()->layout()->contentsMargins();
    return m_scroll->width() - 2 * m_scroll->frameWidth() - margins.left() - margins.right() -
           m_scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_scroll);
}

void OverlaysPage::layOut()
{
    // Each as large as the page allows (full size when it fits), then in the order installed,
    // as many a row as the page is wide.
    const int available = availableWidth();
    for (OverlayPreview *preview : std::as_const(m_previews))
        preview->fitWidth(available - preview->chromeWidth());
    int widest = 1;
    for (OverlayPreview *preview : std::as_const(m_previews))
        widest = qMax(widest, preview->sizeHint().width());
    // From the scroll area's width (current even while the page is hidden), not its viewport's
    // (which may still be the old one): the twelfth newcomer saw one column at 1600 × 1000.
    const int spacing = qMax(0, m_grid->horizontalSpacing());
    // Never more columns than cards: an empty column would only hold the cards to the left.
    const int columns =
        qBound(1, (available + spacing) / (widest + spacing), qMax(1, int(m_order.size())));
    growIntoRoom(columns);
    alignRows(columns);
    if (columns == m_columns && m_grid->count() == m_order.size())
        return;
    // The cards share the width (the fifteenth newcomer, s6-01: packed at the left, half the
    // page empty): every column stretches alike and each card widens to its column, its
    // preview centred in it.
    for (int column = 0; column < qMax(m_columns, columns) + 1; ++column)
        m_grid->setColumnStretch(column, column < columns ? 1 : 0);
    m_columns = columns;
    int index = 0;
    for (const QString &id : std::as_const(m_order)) {
        m_grid->addWidget(m_previews.value(id), index / columns, index % columns, Qt::AlignTop);
        ++index;
    }
}

int OverlaysPage::availableHeight() const
{
    const QMargins margins = m_scroll->widget()->layout()->contentsMargins();
    return m_scroll->height() - 2 * m_scroll->frameWidth() - margins.top() - margins.bottom();
}

void OverlaysPage::growIntoRoom(int columns)
{
    // The twenty-second newcomer (38): maximised, the page's lower half stayed empty and the
    // previews at 100 %. Each row of cards gets an equal share of the page's height; a preview
    // grows into its column's width and its row's share, keeping its aspect (OverlayPreview::
    // scaleFor(): only when that is well past full size, twice at most). Where there is little
    // room, as at 960 × 620, the previews stay as fitWidth() drew them.
    if (m_order.isEmpty())
        return;
    const int across = qMax(0, m_grid->horizontalSpacing());
    const int down = qMax(0, m_grid->verticalSpacing());
    const int columnWidth = (availableWidth() - across * (columns - 1)) / columns;
    const int rows = (int(m_order.size()) + columns - 1) / columns;
    const int share = (availableHeight() - down * (rows - 1)) / rows;
    for (int first = 0; first < m_order.size(); first += columns) {
        QList<OverlayPreview *> row;
        for (int i = first; i < qMin(int(m_order.size()), first + columns); ++i) {
            if (OverlayPreview *preview = m_previews.value(m_order.at(i)))
                row << preview;
        }
        int chrome = 0;
        for (const OverlayPreview *preview : std::as_const(row))
            chrome = qMax(chrome, preview->chromeHeight(columnWidth));
        for (OverlayPreview *preview : std::as_const(row)) {
            const QSize room(columnWidth - preview->chromeWidth(), share - chrome);
            if (preview->scaleFor(room) > 1.0)
                preview->fit(room);
        }
    }
}

void OverlaysPage::alignRows(int columns)
{
    // The sixteenth newcomer (s6-00): Live Stats (480 × 270) beside Kill Feed (400 × 300) put
    // their buttons at different heights. Every card of a row reserves the row's tallest preview.
    for (int first = 0; first < m_order.size(); first += columns) {
        QList<OverlayPreview *> row;
        for (int i = first; i < qMin(int(m_order.size()), first + columns); ++i) {
            if (OverlayPreview *preview = m_previews.value(m_order.at(i)))
                row << preview;
        }
        int tallest = 0;
        for (const OverlayPreview *preview : std::as_const(row))
            tallest = qMax(tallest, preview->shownSize().height());
        for (OverlayPreview *preview : std::as_const(row))
            preview->reservePreviewHeight(tallest);
    }
}

bool OverlaysPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        layOut();
    if (event->type() == QEvent::Shortcut && qobject_cast<QAbstractButton *>(watched) &&
        pressOnLettersCard(static_cast<QAbstractButton *>(watched)))
        return true;
    return QWidget::eventFilter(watched, event);
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
    showAudience();
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

bool OverlaysPage::copyObsUrl(const QString &toolId)
{
    if (!m_shownOnce) {
        m_shownOnce = true;
        refresh();
        if (!isVisible())
            setFrozen(true);
    }
    OverlayPreview *preview = m_previews.value(toolId);
    if (!preview)
        return false;
    ObsUrlBox *box = preview->obsUrl();
    if (!box->hasUrl()) {
        // Its URL is still on its way (the token from the keychain): copied once it is there.
        auto once = std::make_shared<QMetaObject::Connection>();
        *once = connect(preview, &OverlayPreview::loaded, box, [box, once](bool) {
            QObject::disconnect(*once);
            box->copy();
        });
        return true;
    }
    return box->copy();
}

void OverlaysPage::setFrozen(bool frozen)
{
    for (OverlayPreview *preview : std::as_const(m_previews))
        preview->setFrozen(frozen);
}

} // namespace icui
