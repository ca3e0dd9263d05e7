#include "ui/password/ElidedPathLabel.h"

#include <QEvent>
#include <QFontMetrics>

namespace icui {

ElidedPathLabel::ElidedPathLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setTextFormat(Qt::PlainText);
}

void ElidedPathLabel::setPath(const QString &path)
{
    m_path = path;
    setToolTip(path);
    setAccessibleDescription(path);
    elide();
    updateGeometry();
}

QSize ElidedPathLabel::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 8, QLabel::minimumSizeHint().height()};
}

QSize ElidedPathLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    return {fontMetrics().horizontalAdvance(m_path) + m.left() + m.right() + 2 * margin(),
            QLabel::sizeHint().height()};
}

void ElidedPathLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedPathLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        elide();
}

void ElidedPathLabel::elide()
{
    const int room = contentsRect().width() - 2 * margin();
    // The end first: the file's name and its folder say which one it is.
    setText(fontMetrics().elidedText(m_path, Qt::ElideLeft, qMax(0, room)));
}

} // namespace icui
