#include "ui/status/StatusPage.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/prompts/PermissionPrompt.h"
#include "ui/prompts/PromptPresenter.h"
#include "ui/status/GameCard.h"
#include "ui/status/LiveSessions.h"
#include "ui/status/MatchCard.h"
#include "ui/status/NeedsYouCard.h"
#include "ui/status/OverlaysCard.h"
#include "ui/status/RelaysCard.h"
#include "ui/status/ToolsCard.h"

#include "host/ToolHost.h"
#include "panel/Panel.h"

#include <QEvent>
#include <QGridLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

using Page = MainWindow::Page;

StatusPage::StatusPage(icpanel::Panel &panel, QWidget *parent) : QWidget(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("statusPage"));
    m_body = new QWidget(this);
    m_body->setObjectName(QStringLiteral("statusBody"));
    // Made in the order the page reads (the first row, then the second), which is the order Tab
    // goes through them (twenty-eighth newcomer: Needs you's Log › came after Tools page ›);
    // each card keeps its own controls together (StatusCard::putLinkLast).
    m_game = new GameCard(m_panel, m_body);
    m_needs = new NeedsYouCard(m_panel, m_body);
    m_match = new MatchCard(m_panel, m_body);
    m_overlays = new OverlaysCard(m_panel, m_body);
    m_tools = new ToolsCard(m_panel, m_body);
    m_relays = new RelaysCard(m_panel, m_body);

    auto *grid = m_grid = new QGridLayout(m_body);
    grid->setContentsMargins(0, 0, 0, 0);
    // No ReplayOnStreamBar here (eighteenth newcomer, s5-21: "Back to Live" twice on this page):
    // Needs you is where this page says what needs the user, a replay on stream with its Back
    // to Live among it. The other pages keep their bar, at their top.
    grid->addWidget(m_game, 0, 0, 1, 2);
    grid->addWidget(m_needs, 0, 2);
    grid->addWidget(m_match, 1, 0);
    grid->addWidget(m_overlays, 1, 1);
    // The relays under the tools, there only while a relay is added (a streamer's page stays
    // as it was; a tournament admin's tools are few).
    auto *right = new QVBoxLayout;
    right->setSpacing(grid->verticalSpacing());
    right->addWidget(m_tools, 1);
    right->addWidget(m_relays, 1);
    grid->addLayout(right, 1, 2);
    // Fixed proportions whatever the cards say, so that nothing shifts sideways while the
    // figures change (a card's content wraps inside it): the Match card's column a little
    // wider, for the players' names beside the figures.
    grid->setColumnStretch(0, 4);
    grid->setColumnStretch(1, 3);
    grid->setColumnStretch(2, 3);
    for (StatusCard *card : std::initializer_list<StatusCard *>{m_game, m_needs, m_match,
                                                                m_overlays, m_tools, m_relays})
        card->setSizePolicy(QSizePolicy::Ignored, card->sizePolicy().verticalPolicy());
    // The rows take all the page has to spare, in fixed proportions (the lower one, with the
    // lists, more), at any height: maximised, the cards fill the page rather than leaving an
    // empty band below them. Their text stays at the same size, at its top, and each link at its
    // card's bottom, so nothing moves while the figures change.
    // The top row two fifths of the page up to about the least size's, then no taller (unless
    // what it holds needs it: a long piece of advice); the lower row's chart and lists take the
    // rest (nineteenth and twentieth newcomers: maximised, Game and Needs you were half-empty
    // cards). resizeEvent() sets the top row's height.
    grid->setRowStretch(0, 0);
    grid->setRowStretch(1, 1);

    connect(m_game, &GameCard::passwordPageRequested, this, &StatusPage::passwordPageRequested);
    connect(m_game, &GameCard::settingsRequested, this, &StatusPage::settingsRequested);
    connect(m_game, &StatusCard::openRequested, this,
            [this] { Q_EMIT pageRequested(Page::Connections); });
    connect(m_match, &StatusCard::openRequested, this,
            [this] { Q_EMIT pageRequested(Page::Match); });
    connect(m_overlays, &StatusCard::openRequested, this,
            [this] { Q_EMIT pageRequested(Page::Overlays); });
    connect(m_overlays, &OverlaysCard::previewProblemChanged, this, &StatusPage::refresh);
    connect(m_tools, &StatusCard::openRequested, this,
            [this] { Q_EMIT pageRequested(Page::Tools); });
    connect(m_relays, &StatusCard::openRequested, this,
            [this] { Q_EMIT pageRequested(Page::Tournament); });
    connect(m_relays, &RelaysCard::relaysChanged, this,
            [this] { m_relays->setVisible(m_relays->hasRelays()); });
    m_relays->setVisible(m_relays->hasRelays());
    connect(m_needs, &NeedsYouCard::pageRequested, this, &StatusPage::pageRequested);
    connect(m_needs, &NeedsYouCard::settingsRequested, this, &StatusPage::settingsRequested);
    connect(m_needs, &NeedsYouCard::promptsRequested, this, &StatusPage::raisePrompts);
    // The same as the Game card's buttons (and the same words in the status bar).
    connect(m_needs, &NeedsYouCard::addressCheckRequested, m_game, &GameCard::openConnectDialog);
    connect(m_needs, &NeedsYouCard::retryRequested, m_game->reconnectButton(), &QPushButton::click);
    connect(&m_panel, &icpanel::Panel::toolsChanged, this, &StatusPage::refresh);
    // The Overlays card says when its overlays wait for the game.
    connect(&m_panel, &icpanel::Panel::statusChanged, this, &StatusPage::refresh);
    // … and when they show a replay instead of the live game.
    connect(&m_panel, &icpanel::Panel::replayOnStreamChanged, this, &StatusPage::refresh);

    // Nothing is polled: the cards follow the signals above, and catch up when shown.
    refresh();
}

QPushButton *StatusPage::reconnectButton() const
{
    return m_game->reconnectButton();
}

QPushButton *StatusPage::disconnectButton() const
{
    return m_game->disconnectButton();
}

QLabel *StatusPage::statusLabel() const
{
    return m_game->statusLabel();
}

QLabel *StatusPage::hintLabel() const
{
    return m_game->hintLabel();
}

QPushButton *StatusPage::actionButton() const
{
    return m_game->actionButton();
}

void StatusPage::refresh()
{
    watchHost();
    if (!isVisible())
        return; // showEvent() catches up
    // The previews are the Overlays page's, made the first time it is shown.
    const OverlaysPage *overlays = window()->findChild<OverlaysPage *>();
    const LiveSessions live = LiveSessions::read(m_panel);
    m_overlays->refresh(overlays, live);
    m_tools->refresh(live);
    m_needs->refresh();
}

void StatusPage::watchHost()
{
    ichost::ToolHost *host = m_panel.host();
    if (host == m_host)
        return;
    m_host = host;
    if (!host)
        return;
    connect(host, &ichost::ToolHost::sessionsChanged, this, &StatusPage::refresh);
    connect(host->requests(), &ichost::PermissionRequests::requested, this, &StatusPage::refresh);
    connect(host->requests(), &ichost::PermissionRequests::settled, this, &StatusPage::refresh);
    connect(host->runner(), &ichost::ToolRunner::stateChanged, this, &StatusPage::refresh);
    connect(host, &ichost::ToolHost::toolCallRefused, m_needs, &NeedsYouCard::noteRefusedCall);
    // Even while the page is hidden: a refusal's tool that leaves starts its last minute.
    connect(host, &ichost::ToolHost::sessionsChanged, m_needs, &NeedsYouCard::refresh);
}

void StatusPage::raisePrompts()
{
    const auto *presenter = window()->findChild<PromptPresenter *>();
    if (!presenter)
        return;
    for (PermissionPrompt *prompt : presenter->openPrompts()) {
        if (prompt->isMinimized())
            prompt->showNormal();
        prompt->raise();
        prompt->activateWindow();
    }
}

void StatusPage::resizeEvent(QResizeEvent *event)
{
    // About the top row's height at the least window size (two fifths of the page there).
    const int most = fontMetrics().height() * 13;
    m_grid->setRowMinimumHeight(0, qMin(height() * 2 / 5, most));
    m_body->setGeometry(rect());
    QWidget::resizeEvent(event);
}

QSize StatusPage::sizeHint() const
{
    return m_body->sizeHint();
}

QSize StatusPage::minimumSizeHint() const
{
    return m_body->minimumSizeHint();
}

bool StatusPage::hasHeightForWidth() const
{
    return m_body->hasHeightForWidth();
}

int StatusPage::heightForWidth(int width) const
{
    return m_body->heightForWidth(width);
}

StatusPage::Sizes StatusPage::sizesNow() const
{
    return {m_body->sizeHint(), m_body->minimumSizeHint(),
            m_body->hasHeightForWidth() ? m_body->heightForWidth(width()) : -1,
            m_body->sizePolicy()};
}

bool StatusPage::event(QEvent *event)
{
    // Posted to a parent without a layout when a child's sizes may have changed (here only the
    // body): the window hears of it only when the page's own sizes did change.
    if (event->type() == QEvent::LayoutRequest) {
        const Sizes now = sizesNow();
        if (!m_told || !(*m_told == now)) {
            m_told = now;
            updateGeometry();
        }
        return true;
    }
    return QWidget::event(event);
}

void StatusPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_told.reset(); // shown, the page tells the window its sizes afresh (QWidget::setVisible)
    refresh();
}

} // namespace icui
