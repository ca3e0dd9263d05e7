#include "ui/common/FocusReturn.h"

#include <QApplication>

namespace icui {

FocusReturn::FocusReturn() : m_before(QApplication::focusWidget()) {}

FocusReturn::~FocusReturn()
{
    giveBack(m_before);
}

void FocusReturn::giveBack(QWidget *widget)
{
    // Set while the window is not active yet, it is where the focus goes when it is again.
    if (widget && widget->isVisible() && widget->isEnabled())
        widget->setFocus(Qt::OtherFocusReason);
}

} // namespace icui
