#pragma once
// The window's status bar says how each action ended ("Overlay installed.", "Match exported to
// …"), whatever page it came from, for a few seconds, as KeePassXC and OBS do. A page calls
// ActionFeedback::say(this, …); a widget that is not in the main window says nothing there.

#include <QString>

class QWidget;

namespace icui {

class ActionFeedback
{
public:
    /// Shows `text` in the status bar of `from`'s window for timeoutMs().
    static void say(const QWidget *from, const QString &text);
    /// How long a status-bar line stays (8 s).
    static int timeoutMs();
};

} // namespace icui
