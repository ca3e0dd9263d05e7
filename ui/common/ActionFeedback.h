#pragma once
// The window's status bar says how each action ended ("Overlay installed.", "Match exported to
// …"), whatever page it came from, for a few seconds, as KeePassXC and OBS do. A page calls
// ActionFeedback::say(this, …); a widget that is not in the main window says nothing there.
// A long text is cut to its first sentence and, if that is still too long, elided with "…" to
// the room left of the bar's permanent widgets (the connection label): the whole text is the
// bar's tooltip while the line shows; when the permanent widgets grow (a longer connection
// status) or the window narrows, the window calls refit() and the line is cut again, so it never
// runs under them.
// A line that is cut is not lost: besides the tooltip, its whole text goes to the window's
// keeper of whole texts (setWholeTextKeeper(): the main window puts it into the Log), once.
// A line about something under way ("Switched to …: connecting…") is said with
// sayUntilSettled(): the window calls settle() once the panel's connection status settles
// (connected, refused, reconnecting…), and the line goes, so that it never contradicts the
// status on the right.
// A line said while the connection status changes ("Reconnected to …", "Reconnect failed: …",
// said by whatever page reacts to the change) is about that status: it goes as soon as the
// status is another one, so that "Reconnected" never stands beside "Reconnecting in 1 s". The
// window brackets each change with connectionStatusChanging() and connectionStatusChanged().

#include <QString>

#include <functional>

class QFontMetrics;
class QStatusBar;
class QWidget;

namespace icui {

class ActionFeedback
{
public:
    /// Shows `text` in the status bar of `from`'s window for timeoutMs().
    static void say(const QWidget *from, const QString &text);
    /// Like say(), for a line about something under way: it goes at the next settle().
    static void sayUntilSettled(const QWidget *from, const QString &text);
    /// Clears the line said with sayUntilSettled() in `from`'s window, if it still shows.
    static void settle(const QWidget *from);
    /// The window calls this first when the connection status changes (before any page hears
    /// of it): a line about the status before goes once `status` differs from it.
    static void connectionStatusChanging(const QWidget *from, int status);
    /// The window calls this last: a line said since connectionStatusChanging() is about
    /// `status`.
    static void connectionStatusChanged(const QWidget *from, int status);
    /// Cuts the line showing in `from`'s window again to the room there is now (the permanent
    /// widgets changed width); it stays for the rest of its time.
    static void refit(const QWidget *from);
    /// `keep` gets the whole text of each line cut in `bar` (elided or cut to its first
    /// sentence), once per line: the window keeps it where it can be read in full (the Log).
    static void setWholeTextKeeper(QStatusBar *bar, std::function<void(const QString &)> keep);
    /// How long a status-bar line stays (8 s).
    static int timeoutMs();
    /// `text` as one line: its first sentence when it is longer than longTextChars(), elided
    /// with "…" to `width` pixels (no eliding when width <= 0).
    static QString shortened(const QString &text, const QFontMetrics &metrics, int width);
    /// Above this many characters only the first sentence is shown (90).
    static int longTextChars();
    /// The room a message has in `bar`: its width left of the permanent widgets.
    static int messageWidth(const QStatusBar *bar);
};

} // namespace icui
