#pragma once
// Gives the keyboard focus back to the widget that had it when a modal dialog opened, once the
// dialog has closed — as Qt's own dialogs do on most desktops. Without it, a window whose
// focused widget lost its place meanwhile (or an X window manager's activation order) lets Qt
// give the focus to the window's first widget: the Game box at the top.

#include <QPointer>
#include <QWidget>

namespace icui {

class FocusReturn
{
public:
    /// Remembers the widget with the focus now.
    FocusReturn();
    /// Gives it the focus again if it is still there, shown and enabled.
    ~FocusReturn();
    FocusReturn(const FocusReturn &) = delete;
    FocusReturn &operator=(const FocusReturn &) = delete;

    /// Gives the focus back to `widget` if it is still there, shown and enabled.
    static void giveBack(QWidget *widget);

private:
    QPointer<QWidget> m_before;
};

} // namespace icui
