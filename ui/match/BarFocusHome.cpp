#include "ui/match/BarFocusHome.h"

#include "ui/common/MessageBar.h"

#include <QApplication>
#include <QEvent>

namespace icui {

BarFocusHome::BarFocusHome(MessageBar *bar, QWidget *home, QWidget *fallback)
    : QObject(bar), m_bar(bar), m_home(home), m_fallback(fallback)
{
    bar->installEventFilter(this);
}

bool BarFocusHome::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_bar || event->type() != QEvent::Hide)
        return QObject::eventFilter(watched, event);
    QWidget *focus = QApplication::focusWidget();
    // Only the bar going (not its page: another page chosen), with the focus inside it.
    if (!m_bar->isHidden() || !focus || !m_bar->isAncestorOf(focus))
        return false;
    for (QWidget *to : {m_home.data(), m_fallback.data()}) {
        if (to && to->isVisible() && to->isEnabled() && to->focusPolicy() != Qt::NoFocus) {
            to->setFocus(Qt::OtherFocusReason);
            break;
        }
    }
    return false;
}

} // namespace icui
