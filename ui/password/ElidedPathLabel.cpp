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
    // A pixel or two more than the text: elidedText() measures in fractions and would cut a
    // path that fits to the pixel (the twelfth newcomer saw "…p/tmp.p82x…" at 1600 × 1000).
    return {fontMetrics().horizontalAdvance(m_path) + m.left() + m.right() + 2 * margin() + 2,
            QLabel::sizeHint().height()};
}

void ElidedPathLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedPathLabel::paintEvent(QPaintEvent *event)
{
    // For the width it is drawn at, whatever came before (a path set while it was hidden).
    elide();
    QLabel::paintEvent(event);
}

void ElidedPathLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        elide();
        updateGeometry(); // the hint follows the font
    }
}

void ElidedPathLabel::elide()
{
    const int room = contentsRect().width() - 2 * margin();
    // Whole whenever it fits; else both ends stay (where it is and which file it is) and the
    // middle goes; the whole path is the tooltip and Copy Path's.
    if (fontMetrics().horizontalAdvance(m_path) <= room)
        setText(m_path);
    else
        setText(fontMetrics().elidedText(m_path, Qt::ElideMiddle, qMax(0, room)));
}

} // namespace icui
