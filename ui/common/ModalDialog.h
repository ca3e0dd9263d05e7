#pragma once
// Runs a modal dialog the window made (Settings, View Source) — or, in tests, hands it to the
// next handler set with setNextHandler() instead of blocking in exec(): the test reads and
// edits the real dialog and says how it ended, as MessageBox does for questions.

#include <QDialog>
#include <functional>

namespace icui {

class ModalDialog
{
public:
    /// What a test does with the next dialog; returns QDialog::Accepted or Rejected.
    using Handler = std::function<int(QDialog &dialog)>;

    /// exec() — or, with a next handler set, that handler (used once). Shown for real, a
    /// dialog with nothing that scrolls is first given a fixed size (fitToContents()).
    static int exec(QDialog &dialog);

    /// A form (nothing in it scrolls) gets a size fixed to its contents, following them as they
    /// change: the window manager then offers no resize handle or corner grips for it.
    static void fitToContents(QDialog &dialog);
    /// True when a list, table or text in the dialog shows more as the dialog grows.
    static bool gainsFromResizing(const QDialog &dialog);

    /// Once `dialog` is shown (its own show event, before the window manager maps it), it is
    /// moved so that it is centred over its parent's window, within that window's screen. Qt
    /// otherwise leaves the placement to the window manager, which put a box opened soon after
    /// start-up at the screen's top-left corner, its title bar off screen (eighteenth newcomer).
    static void centreWhenShown(QDialog &dialog);
    /// Where a window of `size` (its frame's) goes: centred over `over` (the parent window's
    /// frame, global coordinates), kept within `screen` (available geometry).
    static QRect centredOver(const QSize &size, const QRect &over, const QRect &screen);

    /// Test seam: the next dialog goes to `handler` instead of being shown modally.
    static void setNextHandler(Handler handler);
    /// Forgets a handler set and not used (tests' cleanup).
    static void clearNextHandler();

private:
    ModalDialog() = delete;
};

} // namespace icui
