#pragma once
// Asks the user a question or tells them something in a modal message box — or, in tests,
// answers the next question without showing anything (setNextAnswer), as KeePassXC's
// MessageBox does. Every confirmation in the window goes through here. The boxes show the panel's
// own status icons (resources/icons/status-*.svg, 48 px), not the style's built-in ones.

#include <QMessageBox>
#include <QRect>
#include <QString>

namespace icui {

class MessageBox
{
public:
    /// Shows a question with `buttons`; returns the button the user chose. With a next answer
    /// set, returns that at once (and forgets it) without showing a dialog.
    static QMessageBox::StandardButton question(QWidget *parent, const QString &title,
                                                const QString &text,
                                                QMessageBox::StandardButtons buttons,
                                                QMessageBox::StandardButton defaultButton);
    /// Asks to confirm an action with two plain buttons: `action` (e.g. "Kick") and Cancel,
    /// Cancel the default, with the warning icon (what it guards cannot be taken back). True
    /// when the user chose the action. The seam: a next answer of
    /// Yes or Ok means the action, anything else Cancel.
    /// `keepVisible` (global coordinates), when given, is what the question is about (the
    /// selected row of a table): the box goes below it, or above it, so it stays in sight.
    static bool confirm(QWidget *parent, const QString &title, const QString &text,
                        const QString &action, const QRect &keepVisible = {});
    /// Where a box of `frame` (its frame, global coordinates) goes so that it does not cover
    /// `keep`, on `screen` (available geometry): as it is if it does not; else below `keep`, or
    /// above it, its left edge kept within the screen.
    static QRect placeClearOf(const QRect &frame, const QRect &keep, const QRect &screen);
    /// `label` with a keyboard accelerator: as it is if it has one, else on its first letter.
    /// confirm()'s action button always has one (Alt+letter), while Return stays on Cancel as
    /// in KeePassXC: a confirmation guards something that cannot be taken back.
    static QString withAccelerator(const QString &label);
    /// The action button's label of the last confirm() (as the caller gave it).
    static QString lastAction();
    /// A warning with an OK button, shown without waiting for it to be closed (a next answer,
    /// if set, is used up instead).
    static void warning(QWidget *parent, const QString &title, const QString &text);
    /// The same as an information box.
    static void information(QWidget *parent, const QString &title, const QString &text);

    /// Test seam: the next message box is not shown and returns `answer`.
    static void setNextAnswer(QMessageBox::StandardButton answer);
    /// The title and text of the last box asked for (shown or answered by the seam).
    static QString lastTitle();
    static QString lastText();

    /// Shows the panel's icon for `icon` (information, warning, critical, question) in `box`.
    static void useOwnIcon(QMessageBox &box, QMessageBox::Icon icon);

private:
    static void tell(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                     const QString &text);
    static QMessageBox::StandardButton ask(QWidget *parent, QMessageBox::Icon icon,
                                           const QString &title, const QString &text,
                                           QMessageBox::StandardButtons buttons,
                                           QMessageBox::StandardButton defaultButton);
};

} // namespace icui
