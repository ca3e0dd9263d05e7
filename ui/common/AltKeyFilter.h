#pragma once
// Alt+letter is a shortcut or a mnemonic, never text: an Alt (or Alt+Shift) key press with a
// printable character that no shortcut, mnemonic or menu took would otherwise be typed into the
// focused line edit, text edit, combo box or spin box (Alt+Y put "y" into the Match page's
// announcement). This application-wide filter drops such a press before it reaches the field,
// in every window and dialog. AltGr characters (German "@", Russian layouts…) come without the
// Alt modifier and still type; so do Ctrl+Alt combinations, which some systems use for AltGr.

#include <QObject>

class QKeyEvent;
class QWidget;

namespace icui {

class AltKeyFilter : public QObject
{
    Q_OBJECT
public:
    /// Installs the one filter on the application (again: nothing). Call after QApplication.
    static void install();
    /// True when `event` sent to `receiver` would type an Alt+letter into a text field.
    static bool typesAltLetter(const QWidget *receiver, const QKeyEvent *event);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace icui
