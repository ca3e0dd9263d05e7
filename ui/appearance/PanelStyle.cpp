#include "ui/appearance/PanelStyle.h"

#include "ui/appearance/Appearance.h"

#include <QGroupBox>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOption>

#include <cmath>

namespace icui {

PanelStyle::PanelStyle(QStyle *base)
    : QProxyStyle(base),
      m_overFusion(nameOf(baseStyle()).compare(QLatin1String("fusion"), Qt::CaseInsensitive) == 0)
{
}

int PanelStyle::styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                          QStyleHintReturn *returnData) const
{
    if (hint == SH_DialogButtonBox_ButtonsHaveIcons)
        return 0;
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}

QColor PanelStyle::darkIndicatorFrame(const QPalette &palette, bool enabled)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    // Half way from the base to the text when enabled, a quarter when disabled.
    const qreal share = enabled ? 0.5 : 0.25;
    const auto mix = [share](int from, int to) { return int(from + (to - from) * share); };
    return QColor(mix(base.red(), text.red()), mix(base.green(), text.green()),
                  mix(base.blue(), text.blue()));
}

bool PanelStyle::redrawsFrames(const QStyleOption *option) const
{
    if (!option || !Appearance::isDark(option->palette))
        return false;
    if (!m_overFusion)
        return false;
    // Fusion's focus frame (the highlight colour) is visible already.
    return !(option->state & State_HasFocus && option->state & State_KeyboardFocusChange);
}

QColor PanelStyle::outline(const QPalette &palette)
{
    if (Appearance::isDark(palette))
        return darkIndicatorFrame(palette, true).darker(115);
    return palette.color(QPalette::Window).darker(135);
}

int PanelStyle::controlHeight(const QFontMetrics &metrics)
{
    return metrics.height() + 12;
}

namespace {
QPainterPath rounded(const QRectF &rect, qreal radius)
{
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    return path;
}

bool keyboardFocus(const QStyleOption *option)
{
    return option->state & QStyle::State_HasFocus &&
           option->state & QStyle::State_KeyboardFocusChange;
}
} // namespace

void PanelStyle::drawButtonPanel(const QStyleOption *option, QPainter *painter) const
{
    const QPalette &p = option->palette;
    const bool dark = Appearance::isDark(p);
    const bool enabled = option->state & State_Enabled;
    const bool down = option->state & (State_Sunken | State_On);
    const bool hover = enabled && option->state & State_MouseOver;
    QColor fill = p.color(QPalette::Button);
    if (down)
        fill = dark ? fill.lighter(125) : fill.darker(112);
    else if (hover)
        fill = dark ? fill.lighter(112) : fill.lighter(104);
    const auto *button = qstyleoption_cast<const QStyleOptionButton *>(option);
    const bool isDefault = button && button->features & QStyleOptionButton::DefaultButton;
    QColor border = outline(p);
    if (isDefault && enabled)
        border = p.color(QPalette::Highlight).darker(dark ? 100 : 115);
    const QRectF rect = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(border);
    painter->setBrush(fill);
    painter->drawPath(rounded(rect, controlRadius));
    if (keyboardFocus(option)) {
        // The ring a keyboard user looks for: two pixels of the highlight colour.
        painter->setPen(QPen(p.color(QPalette::Highlight), 2.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(rounded(rect.adjusted(0.5, 0.5, -0.5, -0.5), controlRadius));
    }
    painter->restore();
}

void PanelStyle::drawLineEditPanel(const QStyleOption *option, QPainter *painter, bool fill) const
{
    const QPalette &p = option->palette;
    const QRectF rect = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(fill ? p.brush(QPalette::Base) : QBrush(Qt::NoBrush));
    painter->setPen(outline(p));
    painter->drawPath(rounded(rect, controlRadius));
    if (option->state & State_HasFocus && option->state & State_Enabled) {
        // Focus in the highlight colour, mouse or keyboard (where the typing goes).
        painter->setPen(QPen(p.color(QPalette::Highlight), 2.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(rounded(rect.adjusted(0.5, 0.5, -0.5, -0.5), controlRadius));
    }
    painter->restore();
}

void PanelStyle::drawGroupBoxFrame(const QStyleOption *option, QPainter *painter,
                                   const QWidget *widget) const
{
    // Below the title, as Fusion places it (its groupBoxTopMargin is 3).
    constexpr int fusionTopMargin = 3;
    int top = fusionTopMargin;
    const auto *box = qobject_cast<const QGroupBox *>(widget);
    if (!box || box->isCheckable() || !box->title().isEmpty())
        top += qMax(pixelMetric(PM_ExclusiveIndicatorHeight), option->fontMetrics.height());
    const QPalette &p = option->palette;
    const bool dark = Appearance::isDark(p);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    QColor border = outline(p);
    border.setAlpha(dark ? 255 : 150);
    painter->setPen(border);
    // A faint lift from the window, as a card.
    painter->setBrush(dark ? QColor(255, 255, 255, 8) : QColor(255, 255, 255, 110));
    const QRectF frame = QRectF(option->rect).adjusted(0.5, top + 0.5, -0.5, -0.5);
    painter->drawPath(rounded(frame, cardRadius));
    painter->restore();
}

QSize PanelStyle::sizeFromContents(ContentsType type, const QStyleOption *option, const QSize &size,
                                   const QWidget *widget) const
{
    QSize result = QProxyStyle::sizeFromContents(type, option, size, widget);
    if (!m_overFusion || !option)
        return result;
    switch (type) {
    case CT_PushButton:
        if (const auto *button = qstyleoption_cast<const QStyleOptionButton *>(option);
            button && !(button->features & QStyleOptionButton::Flat))
            result.setHeight(qMax(result.height(), controlHeight(option->fontMetrics)));
        break;
    case CT_LineEdit:
    case CT_ComboBox:
        result.setHeight(qMax(result.height(), controlHeight(option->fontMetrics)));
        break;
    default:
        break;
    }
    return result;
}

void PanelStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                               QPainter *painter, const QWidget *widget) const
{
    if (m_overFusion && option) {
        switch (element) {
        case PE_PanelButtonCommand:
            drawButtonPanel(option, painter);
            return;
        case PE_PanelLineEdit:
            if (const auto *frame = qstyleoption_cast<const QStyleOptionFrame *>(option);
                frame && frame->lineWidth > 0) {
                drawLineEditPanel(option, painter, true);
                return;
            }
            break;
        case PE_FrameLineEdit:
            drawLineEditPanel(option, painter, false);
            return;
        case PE_FrameGroupBox:
            drawGroupBoxFrame(option, painter, widget);
            return;
        default:
            break;
        }
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (element != PE_IndicatorCheckBox || !redrawsFrames(option))
        return;
    // Where Fusion draws its frame: half a pixel in, one pixel smaller.
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->translate(0.5, 0.5);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(darkIndicatorFrame(option->palette, option->state & State_Enabled));
    painter->drawRect(option->rect.adjusted(0, 0, -1, -1));
    painter->restore();
}

namespace {
/// A text's accelerator: the text as shown ("&&" as "&") and where its letter is in it;
/// `at` is -1 without exactly one accelerator.
struct Accelerator
{
    QString shown;
    qsizetype at = -1;
};

Accelerator acceleratorOf(const QString &text)
{
    Accelerator found;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) != u'&') {
            found.shown += text.at(i);
        } else if (i + 1 < text.size() && text.at(i + 1) == u'&') {
            found.shown += u'&';
            ++i;
        } else if (found.at >= 0 || i + 1 == text.size() || text.at(i + 1).isSpace()) {
            return {}; // two accelerators, or none that Qt would underline: left to Qt
        } else {
            found.at = found.shown.size();
        }
    }
    return found;
}
} // namespace

void PanelStyle::drawItemText(QPainter *painter, const QRect &rect, int flags,
                              const QPalette &palette, bool enabled, const QString &text,
                              QPalette::ColorRole textRole) const
{
    const bool underlined = (flags & Qt::TextShowMnemonic) && !(flags & Qt::TextHideMnemonic);
    const bool oneLine = !(flags & Qt::TextWordWrap) && !text.contains(u'\n');
    const Accelerator accelerator =
        underlined && oneLine && painter->layoutDirection() == Qt::LeftToRight ? acceleratorOf(text)
                                                                               : Accelerator{};
    if (accelerator.at < 0 || accelerator.at >= accelerator.shown.size()) {
        QProxyStyle::drawItemText(painter, rect, flags, palette, enabled, text, textRole);
        return;
    }
    // The text without Qt's underline, then ours, in the colour the text is drawn in.
    const QBrush brush =
        textRole != QPalette::NoRole ? palette.brush(textRole) : painter->pen().brush();
    QProxyStyle::drawItemText(painter, rect, flags | Qt::TextHideMnemonic, palette, enabled, text,
                              textRole);
    drawWideUnderline(painter, rect, flags, text, accelerator.shown, accelerator.at, brush);
}

void PanelStyle::drawWideUnderline(QPainter *painter, const QRect &rect, int flags,
                                   const QString &text, const QString &shown, qsizetype at,
                                   const QBrush &brush)
{
    const QFontMetricsF metrics(painter->font(), painter->device());
    // Where drawText() puts the line: the same layout, not printed.
    const QRectF box = metrics.boundingRect(QRectF(rect), flags | Qt::TextHideMnemonic, text);
    const qreal left = box.left() + metrics.horizontalAdvance(shown.left(at));
    const qreal glyph = metrics.horizontalAdvance(shown.mid(at, 1));
    const qreal width = qMax(glyph, metrics.horizontalAdvance(QLatin1Char('n')));
    const qreal from = qMax(qreal(rect.left()), left + (glyph - width) / 2);
    // As QPainter places an underline: the offset rounded up, kept within the descent.
    const qreal offset = metrics.underlinePos();
    qreal below = std::ceil(offset) + 0.5;
    if (offset <= metrics.descent())
        below = qMin(below, metrics.descent() - 0.5);
    const qreal y = box.top() + metrics.ascent() + below;
    painter->save();
    QPen pen(brush, metrics.lineWidth());
    pen.setCapStyle(Qt::FlatCap);
    painter->setPen(pen);
    painter->drawLine(QPointF(std::floor(from), y),
                      QPointF(std::floor(qMin(from + width, qreal(rect.right() + 1))), y));
    painter->restore();
}

QString PanelStyle::nameOf(const QStyle *style)
{
    if (const auto *own = qobject_cast<const PanelStyle *>(style))
        return own->baseStyle()->name();
    return style ? style->name() : QString();
}

} // namespace icui
