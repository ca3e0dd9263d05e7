#include "ui/overlays/UrlDragLabel.h"

#include <QApplication>
#include <QDrag>
#include <QMimeData>
#include <QMouseEvent>

namespace icui {

UrlDragLabel::UrlDragLabel(const QString &text, std::function<QUrl()> url, QWidget *parent)
    : QLabel(text, parent), m_url(std::move(url))
{
    setCursor(Qt::OpenHandCursor);
    setFrameShape(QFrame::StyledPanel);
    setMargin(4);
}

QMimeData *UrlDragLabel::dragData() const
{
    const QUrl url = m_url();
    if (!url.isValid())
        return nullptr;
    auto *mime = new QMimeData;
    mime->setUrls({url});
    mime->setText(url.toString());
    return mime;
}

void UrlDragLabel::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        m_pressedAt = event->position().toPoint();
    QLabel::mousePressEvent(event);
}

void UrlDragLabel::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) ||
        (event->position().toPoint() - m_pressedAt).manhattanLength() <
            QApplication::startDragDistance())
        return;
    QMimeData *mime = dragData();
    if (!mime)
        return;
    auto *drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->exec(Qt::CopyAction);
}

} // namespace icui
