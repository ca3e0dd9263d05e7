#include "ui/status/StatusCard.h"

#include "ui/appearance/Appearance.h"
#include "ui/appearance/PanelStyle.h"
#include "ui/overlays/FocusRing.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

namespace {
constexpr int kCardEdgeWidth = 4;
} // namespace

StatusCard::StatusCard(const QString &title, const QString &openText, QWidget *parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::Base);
    // paintEvent fills the card: rounded corners, a subtle border and the coloured edge.
    setAutoFillBackground(false);
    setCursor(Qt::PointingHandCursor);
    setAccessibleName(title);

    m_title = new QLabel(title, this);
    m_title->setObjectName(QStringLiteral("cardTitle"));
    m_open = new QPushButton(openText + QStringLiteral(" ›"), this);
    m_open->setObjectName(QStringLiteral("cardOpen"));
    m_open->setFlat(true);
    m_open->setAccessibleName(openText);
    connect(m_open, &QPushButton::clicked, this, &StatusCard::openRequested);
    // Keyboard users: Return/Enter opens the page as Space does, and the link they are on is
    // ringed in the highlight colour (the flat button's own focus hint is hard to find).
    m_open->installEventFilter(this);
    new FocusRing(this);

    m_big = new QLabel(this);
    m_big->setObjectName(QStringLiteral("cardBig"));
    m_big->setWordWrap(true);
    m_big->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_small = new QLabel(this);
    m_small->setObjectName(QStringLiteral("cardSmall"));
    m_small->setWordWrap(true);
    m_small->setTextFormat(Qt::PlainText);
    m_small->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_small->hide();

    // The way to the page under the content, right-aligned: beside the title, the two would
    // set the card's least width (too much for three cards in a row in Russian or German).
    auto *footer = new QHBoxLayout;
    footer->addStretch(1);
    footer->addWidget(m_open);
    m_body = new QVBoxLayout;
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(kCardEdgeWidth + 10, 6, 10, 4);
    m_layout->setSpacing(4);
    m_layout->addWidget(m_title);
    m_layout->addWidget(m_big);
    m_layout->addWidget(m_small);
    m_layout->addLayout(m_body);
    m_layout->addStretch(1);
    m_layout->addLayout(footer);
    applyFonts();
}

void StatusCard::setBodyFills(bool fills)
{
    const int body = m_layout->indexOf(m_body);
    m_layout->setStretch(body, fills ? 1 : 0);
    m_layout->setStretch(body + 1, fills ? 0 : 1); // the room under the body
}

void StatusCard::setContent(const QString &big, const QStringList &small, Tone tone)
{
    m_big->setText(big);
    const QString lines = small.join(QLatin1Char('\n'));
    m_small->setText(lines);
    m_small->setVisible(!lines.isEmpty());
    if (m_tone != tone) {
        m_tone = tone;
        update();
    }
}

QColor StatusCard::toneColor(Tone tone, const QPalette &palette)
{
    switch (tone) {
    case Tone::Good:
        return Appearance::tone(Appearance::Tone::Good, palette);
    case Tone::Warning:
        return Appearance::tone(Appearance::Tone::Warning, palette);
    case Tone::Error:
        return Appearance::tone(Appearance::Tone::Error, palette);
    case Tone::Neutral:
        break;
    }
    return palette.color(QPalette::Mid);
}

void StatusCard::setClickable(bool clickable)
{
    m_clickable = clickable;
    setCursor(clickable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void StatusCard::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_clickable && event->button() == Qt::LeftButton &&
        rect().contains(event->position().toPoint()))
        Q_EMIT openRequested();
    QFrame::mouseReleaseEvent(event);
}

bool StatusCard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_open && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            m_open->animateClick();
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}

void StatusCard::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event);
    // Not QFrame's square frame: a rounded card in the base colour, its edge inside the corners.
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QRectF card = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    QPainterPath shape;
    shape.addRoundedRect(card, PanelStyle::cardRadius, PanelStyle::cardRadius);
    painter.fillPath(shape, palette().color(QPalette::Base));
    painter.save();
    painter.setClipPath(shape);
    painter.fillRect(QRectF(0, 0, kCardEdgeWidth + 0.5, height()), toneColor(m_tone, palette()));
    painter.restore();
    painter.setPen(PanelStyle::outline(palette()));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(shape);
}

void StatusCard::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void StatusCard::applyFonts()
{
    QFont title = font();
    title.setBold(true);
    m_title->setFont(title);
    m_title->setForegroundRole(QPalette::PlaceholderText);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_big->setFont(big);
}

bool StatusCard::event(QEvent *event)
{
    if (event->type() == QEvent::ChildAdded || event->type() == QEvent::Show) {
        if (!m_linkQueued) {
            m_linkQueued = true;
            QMetaObject::invokeMethod(this, &StatusCard::putLinkLast, Qt::QueuedConnection);
        }
    }
    return QFrame::event(event);
}

void StatusCard::putLinkLast()
{
    m_linkQueued = false;
    QWidget *previous = nullptr;
    for (QWidget *child : findChildren<QWidget *>()) {
        if (child == m_open || !(child->focusPolicy() & Qt::TabFocus))
            continue;
        if (previous)
            QWidget::setTabOrder(previous, child);
        previous = child;
    }
    if (previous)
        QWidget::setTabOrder(previous, m_open);
}

} // namespace icui
