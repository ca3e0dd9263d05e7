#include "ui/common/RevealGuard.h"

#include <QAbstractButton>
#include <QEvent>
#include <QWidget>

namespace icui {

namespace {
int g_hideAfterMs = 30'000;
}

RevealGuard::RevealGuard(QAbstractButton *toggle, QWidget *page) : QObject(page), m_toggle(toggle)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &RevealGuard::hideSecret);
    connect(toggle, &QAbstractButton::toggled, this, [this](bool shown) {
        if (shown)
            m_timer.start(g_hideAfterMs);
        else
            m_timer.stop();
    });
    page->installEventFilter(this);
}

int RevealGuard::hideAfterMs()
{
    return g_hideAfterMs;
}

void RevealGuard::setHideAfterMs(int ms)
{
    g_hideAfterMs = qMax(0, ms);
}

bool RevealGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Hide)
        hideSecret();
    return QObject::eventFilter(watched, event);
}

void RevealGuard::hideSecret()
{
    m_timer.stop();
    if (m_toggle->isChecked())
        m_toggle->setChecked(false);
}

} // namespace icui
