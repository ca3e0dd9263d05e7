#pragma once
// The Status page: a live dashboard for a glance during a match, cards each a click away
// from its page. Game: whether the panel reaches the game (with the advice and the action that
// helps when it does not) and its vital signs. Match: who leads and by how much. Overlays: how
// many are live in OBS, which are not, which preview reported a problem. Tools: the tools
// connected to the panel by name. Needs you: questions, held updates, a refused password, a
// missing keychain, a relay's refused token, each with a button to where it is settled. Relays
// (while one is added): each relay's connection and its games (the Tournament page).

#include "ui/MainWindow.h"

#include <QPointer>
#include <QSizePolicy>
#include <QWidget>
#include <optional>

class QGridLayout;
class QLabel;
class QPushButton;

namespace icpanel {
class Panel;
}
namespace ichost {
class ToolHost;
}

namespace icui {

class GameCard;
class MatchCard;
class NeedsYouCard;
class OverlaysCard;
class RelaysCard;
class ToolsCard;

class StatusPage : public QWidget
{
    Q_OBJECT
public:
    explicit StatusPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    QPushButton *reconnectButton() const;
    QPushButton *disconnectButton() const;
    QLabel *statusLabel() const;
    /// The advice under the status line (hidden while connected).
    QLabel *hintLabel() const;
    /// "Open Password Page" after a refused password, "Open Settings" after a refused tier or
    /// version; hidden otherwise.
    QPushButton *actionButton() const;

    GameCard *gameCard() const { return m_game; }
    MatchCard *matchCard() const { return m_match; }
    OverlaysCard *overlaysCard() const { return m_overlays; }
    ToolsCard *toolsCard() const { return m_tools; }
    NeedsYouCard *needsYouCard() const { return m_needs; }
    /// There while a community relay is added.
    RelaysCard *relaysCard() const { return m_relays; }

    /// Reads the tools' sessions, the previews and what waits again (the host's and the
    /// panel's signals call it; a hidden page catches up when it is shown).
    void refresh();

    /// The page's sizes are those of its cards' grid (in a widget of its own: the window is laid
    /// out again only when they change, see event()).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

Q_SIGNALS:
    void passwordPageRequested();
    void settingsRequested();
    /// A card's page (MainWindow connects it to showPage).
    void pageRequested(icui::MainWindow::Page page);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// The cards' grid was laid out again (a figure, the clock, a line of a card changed): the
    /// window is told (updateGeometry()) only when the page's sizes changed with it. Without this
    /// every new figure laid out the whole window, every other page's word-wrapped text
    /// included, about once a second.
    bool event(QEvent *event) override;

private:
    /// Follows the panel's host once it is there (it may start after the window).
    void watchHost();
    /// The open permission prompts come to the front.
    void raisePrompts();

    icpanel::Panel &m_panel;
    GameCard *m_game = nullptr;
    MatchCard *m_match = nullptr;
    OverlaysCard *m_overlays = nullptr;
    ToolsCard *m_tools = nullptr;
    NeedsYouCard *m_needs = nullptr;
    RelaysCard *m_relays = nullptr;
    /// Holds the cards and their grid; the page itself has no layout.
    QWidget *m_body = nullptr;
    QGridLayout *m_grid = nullptr;
    /// The page's sizes the window last knew (event()).
    struct Sizes
    {
        QSize hint;
        QSize least;
        int heightForWidth = -1;
        QSizePolicy policy;
        bool operator==(const Sizes &other) const = default;
    };
    Sizes sizesNow() const;
    std::optional<Sizes> m_told;
    QPointer<ichost::ToolHost> m_host;
};

} // namespace icui
