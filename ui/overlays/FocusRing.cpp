#include "ui/overlays/FocusRing.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGuiApplication>
#include <QLineEdit>
#include <QPainter>

namespace icui {

namespace {
constexpr qreal kPenWidth = 2.0;
}

FocusRing::FocusRing(QWidget *page) : QFocusFrame(page), m_page(page)
{
    setObjectName(QStringLiteral("focusRing"));
    hide(); // until a control has the focus
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget *, QWidget *now) { follow(now); });
}

void FocusRing::follow(QWidget *now)
{
    // A click gives a button the focus too; the ring is for those who move with the keyboard.
    const bool ringed = now && m_page->isAncestorOf(now) &&
                        (qobject_cast<QAbstractButton *>(now) || qobject_cast<QLineEdit *>(now)) &&
                        QGuiApplication::mouseButtons() == Qt::NoButton;
    if (!ringed)
        return release();
    setWidget(now);
    show();
}

void FocusRing::release()
{
    setWidget(nullptr);
    hide();
    if (parentWidget() != m_page)
        setParent(m_page);
}

void FocusRing::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(palette().color(QPalette::Highlight), kPenWidth));
    painter.setBrush(Qt::NoBrush);
    const qreal inset = kPenWidth / 2;
    painter.drawRoundedRect(QRectF(rect()).adjusted(inset, inset, -inset, -inset), 3, 3);
}

} // namespace icui
