#pragma once
// The "Game:" box above the pages. Switching games drops the connection in use, so it happens
// only when a game is chosen in the open list (Return or a click): with the list closed the
// arrow keys, Page Up/Down, Home/End and typed letters open the list instead of choosing, and
// the mouse wheel does nothing (a stray key or scroll mid-tournament must not reconnect).
// Nor does it catch the focus by chance: when the window comes back from a dialog and the
// control that had the focus is gone or hidden, Qt would give it to the first control, this
// box; it hands it on to the fallback (the page list) or back to where it was.

#include <QComboBox>
#include <QPointer>

namespace icui {

class GameSwitcher : public QComboBox
{
    Q_OBJECT
public:
    explicit GameSwitcher(QWidget *parent = nullptr);
    ~GameSwitcher() override;

    /// Where the focus goes when the window comes back and the control that had it is gone.
    void setFocusFallback(QWidget *fallback) { m_fallback = fallback; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;

private:
    void noteFocus(QWidget *now);

    QPointer<QWidget> m_fallback;
    QPointer<QWidget> m_lastFocus; // the last control of this window that had the focus
    bool m_lastWasOther = false;   // ... and whether it was another control than this
};

} // namespace icui
