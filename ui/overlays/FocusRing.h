#pragma once
// A focus ring a keyboard user can see in both schemes: a frame in the palette's highlight
// colour around the button (or other control) of a page that has keyboard focus. The light
// scheme's own focus hint on a push button is too faint to find. It follows the focused widget
// as QFocusFrame does, and is not shown after a click with the mouse.

#include <QFocusFrame>

namespace icui {

class FocusRing : public QFocusFrame
{
    Q_OBJECT
public:
    /// Rings the controls inside `page` while they have the focus.
    explicit FocusRing(QWidget *page);
    /// Leaves the control it rings (it lives beside it): call before deleting a part of the
    /// page that may hold the focus.
    void release();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void follow(QWidget *now);

    QWidget *m_page;
};

} // namespace icui
