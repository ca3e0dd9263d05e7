#pragma once
// One overlay's card on the Overlays page: a live preview in QtWebEngine of exactly the URL OBS
// would load (the tool's origin, entry point and token), at the size its manifest gives, scaled
// to fit the page's width (full size when it fits; up to twice its size where the page has room
// across and down, as maximised) and drawn over a checkerboard so transparency
// shows; its size; how to get its URL into OBS (ObsUrlBox: drag, copy with a countdown, show);
// whether it is live in OBS (AudienceBadge, kept up to date by the page); Reload; Open in
// Browser; Renew Token (asks first: the old OBS URL stops working). The page runs
// in an off-the-record profile of its own, and is frozen (no CPU) while the card is not on screen.
// Why a page stays empty — it did not load, its script threw, the policy blocked a connection — is
// in its console below. A page that works but draws nothing yet (Kill Feed before the first kill)
// says so in a caption over its preview, in the panel only: the card asks the page every second
// whether anything on it is visible (seen through its ancestors; one fading in counts), and a
// watcher in the preview's own JavaScript world tells it at once when that changes (the caption
// goes with the first kill line). Cards side by side reserve the same preview height (the
// row's tallest), their previews at the top, so their buttons line up.

#include <QFrame>
#include <QSize>
#include <QUrl>

class QLabel;
class QPushButton;
class QTimer;
class QWebEngineProfile;
class QWebEngineView;

namespace icpanel {
class Panel;
}

namespace icui {

class AudienceBadge;
class Checkerboard;
class PreviewConsole;
class PreviewPage;
class ObsUrlBox;
class UrlDragLabel;

class OverlayPreview : public QFrame
{
    Q_OBJECT
public:
    OverlayPreview(icpanel::Panel &panel, const QString &toolId, QWidget *parent = nullptr);
    /// The page goes before its profile.
    ~OverlayPreview() override;

    const QString &toolId() const { return m_toolId; }
    /// The size the overlay asks for (its manifest's `overlay`, else 1920 × 1080).
    QSize overlaySize() const { return m_overlaySize; }
    /// How much the preview is scaled to fit (1.0: full size).
    qreal scale() const { return m_scale; }
    /// The most a preview grows where the page has room (the page maximised).
    static constexpr qreal kLargestScale = 2.0;
    /// A preview grows past full size only when the room allows at least this much.
    static constexpr qreal kGrowFrom = 1.25;
    /// The scale the preview takes in `room` pixels (a height below 0: as tall as it needs):
    /// as large as fits its width, full size at most; larger (keeping the overlay's aspect,
    /// kLargestScale at most) when width and height both allow kGrowFrom or more.
    qreal scaleFor(const QSize &room) const;
    /// Draws the preview at scaleFor(`room`); the size line says the percentage.
    void fit(const QSize &room);
    /// Draws the preview as large as fits `width` pixels (the page's), full size at most.
    void fitWidth(int width) { fit(QSize(width, -1)); }
    /// The card's width beside its preview's (margins, frame).
    int chromeWidth() const;
    /// The card's height at `cardWidth` without its preview's (title, buttons, URL, margins).
    int chromeHeight(int cardWidth) const;
    /// The size the preview is drawn at now.
    QSize shownSize() const;
    /// Reserves `height` pixels for the preview (at least its own), the preview at their top:
    /// the page gives every card of a row its tallest preview's height.
    void reservePreviewHeight(int height);

    /// (Re)loads the overlay from the URL OBS would use (fetched anew: after a renewal the new
    /// token). Until the panel has the tool's token it tries again shortly.
    void load();
    /// Stops (true) or resumes the page's work; a frozen page uses no CPU.
    void setFrozen(bool frozen);
    bool isFrozen() const;

    /// The URL the preview shows (with its token); empty before the first load.
    QUrl url() const { return m_url; }
    /// Why the page is not showing as it should, in the words its state line shows: it did not
    /// load (or its URL could not be had), its script reported errors, its process ended.
    /// Empty while the page is fine or loading.
    const QString &problem() const { return m_problem; }

    QWebEngineView *view() const { return m_view; }
    PreviewPage *page() const { return m_page; }
    QWidget *checkerboard() const;
    PreviewConsole *console() const { return m_console; }
    QLabel *stateLabel() const { return m_state; }
    /// "Nothing on screen yet: …", over the preview while the loaded page draws nothing.
    QLabel *idleCaption() const { return m_idle; }
    QPushButton *reloadButton() const { return m_reload; }
    QPushButton *copyButton() const;
    QPushButton *openButton() const { return m_open; }
    QPushButton *renewButton() const { return m_renew; }
    UrlDragLabel *dragHandle() const;
    ObsUrlBox *obsUrl() const { return m_obsUrl; }
    /// Where the overlay is open outside the panel ("Live in OBS").
    AudienceBadge *audienceBadge() const { return m_audience; }

    void copyUrl();
    void openInBrowser();
    /// Asks first; a new token, the new URL loaded, the old one dead.
    void renewToken();

Q_SIGNALS:
    /// The page finished loading (ok) or could not be loaded.
    void loaded(bool ok);
    /// problem() changed (empty: the page is fine again).
    void problemChanged(const QString &problem);

private:
    QWidget *createPreview();
    QLayout *createButtons();
    void readOverlaySize();
    void addConsoleLine(const QString &level, const QString &message, const QString &where);
    void setState(const QString &text, bool problem);
    /// Shows `text` as a problem of the page itself and makes it problem() (empty: none).
    void setProblem(const QString &text);
    void applyScale();
    void createIdleCaption();
    /// Asks the page whether it draws anything, and shows or hides the idle caption.
    void checkIdle();
    void setIdle(bool idle);

    icpanel::Panel &m_panel;
    QString m_toolId;
    /// The tool's name (its id when it has none): what the user reads.
    QString m_name;
    QSize m_overlaySize{1920, 1080};
    qreal m_scale = 1.0;
    QUrl m_url;
    QString m_problem;
    int m_consoleErrors = 0;
    /// Reload was pressed: the status bar says how it went.
    bool m_reloading = false;
    /// Loading about:blank first, so that m_url is loaded rather than navigated to.
    bool m_throughBlank = false;
    QWebEngineProfile *m_profile = nullptr;
    PreviewPage *m_page = nullptr;
    QWebEngineView *m_view = nullptr;
    Checkerboard *m_checkerboard = nullptr;
    /// The preview's place in the card: the checkerboard at its top, as high as the row needs.
    QWidget *m_slot = nullptr;
    QLabel *m_idle = nullptr;
    QTimer *m_idleTimer = nullptr;
    /// The page has loaded (idle checks make sense).
    bool m_pageReady = false;
    QLabel *m_title = nullptr;
    QLabel *m_size = nullptr;
    AudienceBadge *m_audience = nullptr;
    QLabel *m_state = nullptr;
    PreviewConsole *m_console = nullptr;
    QPushButton *m_reload = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_renew = nullptr;
    ObsUrlBox *m_obsUrl = nullptr;
};

} // namespace icui
