#pragma once
// The Overlays page: a live preview of every installed browser tool (OverlayPreview), for a
// streamer to see an overlay work before going live and to get its URL into OBS. Previews are
// made the first time the page is shown (each costs a QtWebEngine process), follow installs,
// updates and removals, are drawn as large as the page allows (full size when they fit; larger,
// up to twice, where the page has room across and down, as maximised), and are frozen while the
// page is not on screen. With no overlay installed it says so and offers
// Install Overlay… (File ▸ Install Tool…) and Add the Example Overlays (those shipped with the
// panel). Each card says whether its overlay is live in OBS (or open in a browser), following
// the gateway's sessions while the page is shown. Its controls show a focus ring in the highlight
// colour (FocusRing). Cards side by side reserve the same preview height, so their buttons and
// URL fields line up. Every card has the same Alt letters; a letter presses the button of the
// card that has the focus, or of the first card while the focus is elsewhere.

#include <QHash>
#include <QPointer>
#include <QWidget>

class QGridLayout;
class QScrollArea;
class QLabel;
class QAbstractButton;
class QPushButton;

namespace icpanel {
class Panel;
}
namespace ichost {
class ToolHost;
}

namespace icui {

class FocusRing;
class MessageBar;
class OverlayPreview;

class OverlaysPage : public QWidget
{
    Q_OBJECT
public:
    explicit OverlaysPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    /// The preview of tool `id`, or nullptr (not a browser tool, or the page not shown yet).
    OverlayPreview *preview(const QString &toolId) const { return m_previews.value(toolId); }
    QList<OverlayPreview *> previews() const { return m_previews.values(); }
    /// Says what to do while no overlay is installed (with the two buttons below it).
    QLabel *emptyState() const { return m_empty; }
    QPushButton *installButton() const { return m_install; }
    QPushButton *addExamplesButton() const { return m_addExamples; }
    MessageBar *messageBar() const { return m_bar; }
    FocusRing *focusRing() const;

    /// Brings the previews in line with the installed tools (the page does it when shown and
    /// whenever the tools change).
    void refresh();
    /// Installs the example overlays shipped with the panel, and says how it went.
    void addExamples();
    /// Copies tool `toolId`'s OBS URL as its card's Copy URL for OBS does (the clipboard is
    /// cleared again after ObsUrlBox::clearMs(), the card counts down). The previews are made
    /// first if the page was never shown; a URL not known yet is copied once its preview has
    /// it. False for a tool without a preview (not a browser tool, not installed).
    bool copyObsUrl(const QString &toolId);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QWidget *createEmptyState();
    void installOverlay();
    /// After Add the Example Overlays: the focus on the first card's Copy URL for OBS.
    void focusFirstCard();
    /// The card whose buttons the Alt letters press: the one with the focus, else the first.
    OverlayPreview *lettersCard() const;
    /// Presses lettersCard()'s button of the kind of `pressed` (a card's button whose Alt letter
    /// was typed); false if that card shows none.
    bool pressOnLettersCard(const QAbstractButton *pressed);
    /// Follows the gateway's sessions (the host may come after the page).
    void watchHost();
    /// Says on each card where its overlay is open now (only while the page is shown).
    void showAudience();
    void setFrozen(bool frozen);
    void layOut();
    /// Maximised: each row of cards (of `columns`) takes an equal share of the page's height,
    /// and a preview grows past full size into its column's width and that share, where both
    /// have room enough (OverlayPreview::scaleFor()).
    void growIntoRoom(int columns);
    /// The height the cards may take without scrolling.
    int availableHeight() const;
    /// Gives every card of a row (of `columns`) the row's tallest preview height.
    void alignRows(int columns);
    /// The width a card may take without scrolling sideways.
    int availableWidth() const;

    icpanel::Panel &m_panel;
    bool m_shownOnce = false;
    QHash<QString, OverlayPreview *> m_previews;
    /// The version each preview shows: an update reloads it.
    QHash<QString, QString> m_versions;
    QGridLayout *m_grid = nullptr;
    QScrollArea *m_scroll = nullptr;
    QStringList m_order;
    int m_columns = 0;
    MessageBar *m_bar = nullptr;
    QWidget *m_emptyBox = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_install = nullptr;
    QPushButton *m_addExamples = nullptr;
    QPointer<FocusRing> m_ring;
    QPointer<ichost::ToolHost> m_host;
};

} // namespace icui
