#include "ui/common/ElidedLabel.h"

#include <QEvent>
#include <QFontMetrics>

namespace icui {

ElidedLabel::ElidedLabel(QWidget *parent, Qt::TextElideMode mode, int leastChars)
    : QLabel(parent), m_mode(mode), m_leastChars(leastChars)
{
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_full = text;
    setAccessibleName(text);
    elide();
    updateGeometry();
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * m_leastChars, QLabel::minimumSizeHint().height()};
}

QSize ElidedLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    // A pixel or two more than the text: elidedText() measures in fractions and would cut a
    // text that fits to the pixel (the twelfth newcomer saw "…p/tmp.p82x…" at 1600 × 1000).
    return {fontMetrics().horizontalAdvance(m_full) + m.left() + m.right() + 2 * margin() + 2,
            QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::paintEvent(QPaintEvent *event)
{
    // For the width it is drawn at, whatever came before (a text set while it was hidden).
    elide();
    QLabel::paintEvent(event);
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        elide();
        updateGeometry(); // the hint follows the font
    }
}

void ElidedLabel::elide()
{
    const int room = contentsRect().width() - 2 * margin();
    if (fontMetrics().horizontalAdvance(m_full) <= room)
        setText(m_full);
    else
        setText(fontMetrics().elidedText(m_full, m_mode, qMax(0, room)));
}

} // namespace icui
