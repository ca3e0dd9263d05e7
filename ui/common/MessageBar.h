#pragma once
// An inline message bar at the top of a page, as KeePassXC shows them: an icon, a sentence, an
// optional action button and a close button, tinted for information, success, warning or error
// (the tints follow a live switch between light and dark). A page shows the outcome of what the
// user just did here, and hides an error itself once its cause is gone (clearIfKind()).
// As KeePassXC's MessageWidget, an information or success message goes by itself after a while
// (defaultAutoHideMs(): 8 s, 20 s with an action button), so it does not go stale or keep the
// page pushed down; a warning or error stays until it is closed or cleared. The pointer over the
// bar or the focus inside it holds the timer (it starts again in full when both have left).
// The page never jumps under the pointer, and never shows a blank band where a message was:
// - A bar whose time is up while its page is shown and the pointer is over the page, on the bar
//   or below it, does not go: it stays shown, its message readable (hideDeferred()), and goes
//   right after the user's next click or key press in the window (once that has landed where it
//   was aimed), once the pointer has rested (not moved) for half a minute, or when the pointer
//   has been off the page for a moment; then the page closes in briefly, as KeePassXC's bar
//   does. It goes at once when the page is hidden (another page chosen) or the pointer has left
//   the window. A message shown meanwhile replaces it as usual and is never hidden by it.
// - A bar closed with its × (or by an action button that closes it) goes at once and its page
//   closes in at once: the user clicked on the bar and sees the page move.
// - A bar hidden by its page (hideMessage(), clearIfKind(): an error whose cause is gone) while
//   the pointer is over the page, on the bar or below it, keeps its place, blank, so that what
//   was below it stays where the user is about to click; the place closes in after the same
//   click, key press, rest or pointer off the page, or at once when the page is hidden or the
//   pointer has left the window. A message shown meanwhile takes that place.
// A bar that goes while the pointer is elsewhere gives its place back at once.
// A bar that goes with the focus in one of its buttons gives it back to where it came from (the
// button that made the message), not to the next widget in the chain.

#include <QPointer>
#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QPropertyAnimation;
class QToolButton;
class QPushButton;
class QTimer;

namespace icui {

class MessageBar : public QWidget
{
    Q_OBJECT
public:
    enum class Kind { Information, Positive, Warning, Error };
    Q_ENUM(Kind)

    explicit MessageBar(QWidget *parent = nullptr);

    /// Shows `text`; any action button set before is removed. `autoHideMs`: -1 the kind's
    /// default (defaultAutoHideMs()), 0 never, else hides itself after that many ms.
    void showMessage(Kind kind, const QString &text, int autoHideMs = -1);
    /// Adds a button labelled `label` that runs `action` (and then closes the bar unless
    /// `keepOpen`). With the default auto-hide, the bar then stays longer.
    void setAction(const QString &label, std::function<void()> action, bool keepOpen = false);
    /// A second button after the action's (set the action first), for a message with two next
    /// steps ("Open File", "Open Folder"); it runs `action` and closes the bar, and goes with
    /// the message like the first.
    void setSecondAction(const QString &label, std::function<void()> action);
    /// Hides the bar.
    void hideMessage();
    /// Hides the bar if it shows a message of `kind` (an error whose cause is gone).
    void clearIfKind(Kind kind);

    Kind kind() const { return m_kind; }
    /// Draws the bar in `tone`'s colours while it keeps its kind's icon and timing: a risk the
    /// user agrees to is a warning (nothing went wrong) drawn red when it is grave.
    void setTone(Kind tone);
    /// The kind whose colours the bar is drawn in: the one set by setTone(), else its kind.
    Kind tone() const { return m_tone.value_or(m_kind); }
    QString text() const;
    /// True while a message is shown (also while the page itself is hidden).
    bool hasMessage() const { return m_shown; }
    QPushButton *actionButton() const { return m_action; }
    QPushButton *secondActionButton() const { return m_secondAction; }
    QToolButton *closeButton() const { return m_close; }

    /// How long a message of `kind` stays by default: 0 (until closed) for a warning or an
    /// error, else the delay without or with an action button.
    static int defaultAutoHideMs(Kind kind, bool withAction);
    /// Test seam: the default delays of information and success messages (8000, 20000).
    static void setDefaultAutoHideMs(int withoutAction, int withAction);
    /// True while the timer runs (a message that will hide itself, not held).
    bool autoHidePending() const;
    /// True while the pointer is over the bar or the focus is inside it.
    bool held() const { return m_hovered || m_focusInside; }
    /// True while the bar is gone but keeps its place (blank) on the shown page (also while
    /// that place closes in).
    bool keepsPlace() const;
    /// Test seam: how long the pointer may be off the page before the place is given back
    /// (1500 ms) and how long the place takes to close in (150 ms).
    static void setPlaceDelaysMs(int offPageMs, int collapseMs);
    /// True while a message whose time is up stays shown because the pointer aims below it.
    bool hideDeferred() const { return m_lingering; }
    /// Test seam: how long the pointer must rest before the place is given back, or a deferred
    /// hide is done (30000 ms).
    static void setRestDelayMs(int restMs);

    /// The background tint of `kind` for a window drawn in `palette`.
    static QColor tint(Kind kind, const QPalette &palette);

Q_SIGNALS:
    void closed();

protected:
    void paintEvent(QPaintEvent *event) override;
    void enterEvent(QEnterEvent *event) override;
    void leaveEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPalette surroundings() const;
    void restartTimer();
    /// Hides the bar, keeping its place (blank) if `keep`; returns `keep`.
    bool hideNow(bool keep);
    /// Closed by its × or an action button: goes and gives its place back at once, closing in.
    void dismiss();
    /// The auto-hide time has come: hides, or defers the hide while the pointer aims below.
    void autoHideDue();
    /// A click or key press landed, the pointer rested or stayed off the page: does the
    /// deferred hide (closing in) or gives a kept place back.
    void settle();
    /// The page is hidden or the pointer left the window during a deferred hide: goes at once.
    void goWithoutPlace();
    /// Watches the application's events while a place is kept or a hide is deferred.
    void updateWatch();
    void focusMoved(QWidget *old, QWidget *now);
    /// Keeps the bar's place in its page's layout while it is hidden (`keep`), or gives it
    /// back; while kept, the page's hiding and the pointer leaving the window give it back.
    void keepPlace(bool keep);
    /// Gives the kept place back by closing it in (the bar's maximum height to 0).
    void collapsePlace();
    /// Stops a collapse under way and lifts its height limit.
    void stopCollapse();
    bool pointerOverWindow() const;
    /// True while the pointer is over the page, on the bar's place or below it (what would move).
    bool pointerBelowTop() const;
    /// The pointer moved while the place is kept: the rest delay starts again.
    void pointerMoved();
    /// The rest delay is over: gives the place back if the pointer has not moved meanwhile.
    void pointerMayRest();
    /// A click or key press anywhere in the window (watched through the application).
    bool isUserInputInWindow(QObject *watched, QEvent *event) const;

    Kind m_kind = Kind::Information;
    std::optional<Kind> m_tone;
    bool m_shown = false;
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_action = nullptr;
    QPushButton *m_secondAction = nullptr;
    QToolButton *m_close = nullptr;
    std::function<void()> m_run;
    std::function<void()> m_runSecond;
    bool m_keepOpen = false;
    QTimer *m_hideTimer = nullptr;
    /// Gives the place back once the pointer has been off the page for a moment.
    QTimer *m_offPageTimer = nullptr;
    /// Gives the place back once the pointer has rested (not moved) for a while.
    QTimer *m_restTimer = nullptr;
    QPoint m_restPos;
    QPropertyAnimation *m_collapse = nullptr;
    /// As asked in showMessage() (-1: the kind's default).
    int m_autoHideMs = -1;
    bool m_hovered = false;
    bool m_focusInside = false;
    /// Where the focus was before it came into the bar: it goes back there when the bar goes.
    QPointer<QWidget> m_focusBefore;
    /// Counts the messages shown: a deferred hide never hides a newer one.
    quint64 m_generation = 0;
    /// The auto-hide time came while the pointer aimed below: shown until settle().
    bool m_lingering = false;
    bool m_watching = false;
};

} // namespace icui
