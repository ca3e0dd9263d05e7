#include "ui/common/MessageBar.h"
#include "ui/Tr.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace icui {

namespace {

QStyle::StandardPixmap iconOf(MessageBar::Kind kind)
{
    switch (kind) {
    case MessageBar::Kind::Positive:
        return QStyle::SP_DialogApplyButton;
    case MessageBar::Kind::Warning:
        return QStyle::SP_MessageBoxWarning;
    case MessageBar::Kind::Error:
        return QStyle::SP_MessageBoxCritical;
    case MessageBar::Kind::Information:
        break;
    }
    return QStyle::SP_MessageBoxInformation;
}

QColor toneOf(MessageBar::Kind kind)
{
    switch (kind) {
    case MessageBar::Kind::Positive:
        return QColor(0x2e, 0x9d, 0x3f);
    case MessageBar::Kind::Warning:
        return QColor(0xe0, 0x9b, 0x12);
    case MessageBar::Kind::Error:
        return QColor(0xd9, 0x3a, 0x2b);
    case MessageBar::Kind::Information:
        break;
    }
    return QColor(0x2f, 0x7d, 0xd1);
}

QColor mixed(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(a.redF() * (1 - share) + b.redF() * share,
                            a.greenF() * (1 - share) + b.greenF() * share,
                            a.blueF() * (1 - share) + b.blueF() * share);
}

} // namespace

MessageBar::MessageBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("messageBar"));
    setAccessibleName(Tr::tr("Message"));
    m_icon = new QLabel(this);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("messageText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_action = new QPushButton(this);
    m_action->setObjectName(QStringLiteral("messageAction"));
    m_action->setAccessibleName(Tr::tr("Message action"));
    m_action->hide();
    m_close = new QToolButton(this);
    m_close->setObjectName(QStringLiteral("messageClose"));
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("✕"));
    m_close->setToolTip(Tr::tr("Close this message"));
    m_close->setAccessibleName(Tr::tr("Close message"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 4, 4);
    row->addWidget(m_icon, 0, Qt::AlignTop);
    row->addWidget(m_text, 1);
    row->addWidget(m_action, 0, Qt::AlignVCenter);
    row->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, [this] {
        hideMessage();
        Q_EMIT closed();
    });
    connect(m_action, &QPushButton::clicked, this, [this] {
        const auto run = m_run; // the action may replace the message
        if (!m_keepOpen)
            hideMessage();
        if (run)
            run();
    });
    hide();
}

void MessageBar::showMessage(Kind kind, const QString &text)
{
    m_kind = kind;
    m_text->setText(text);
    m_action->hide();
    m_run = nullptr;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(iconOf(kind), nullptr, this).pixmap(size, size));
    m_shown = true;
    update();
    show();
}

void MessageBar::setAction(const QString &label, std::function<void()> action, bool keepOpen)
{
    m_action->setText(label);
    m_action->setAccessibleName(QString(label).remove(QLatin1Char('&')));
    m_run = std::move(action);
    m_keepOpen = keepOpen;
    m_action->show();
}

void MessageBar::hideMessage()
{
    m_shown = false;
    m_run = nullptr;
    hide();
}

void MessageBar::clearIfKind(Kind kind)
{
    if (m_shown && m_kind == kind)
        hideMessage();
}

QString MessageBar::text() const
{
    return m_shown ? m_text->text() : QString();
}

QColor MessageBar::tint(Kind kind, const QPalette &palette)
{
    return mixed(palette.color(QPalette::Window), toneOf(kind), 0.22);
}

void MessageBar::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event);
    // Drawn from the surroundings' palette at each paint, so a live switch between light and
    // dark shows at once (this bar's own palette is not touched).
    const QColor background = tint(m_kind, surroundings());
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(mixed(background, toneOf(m_kind), 0.6), 1));
    painter.setBrush(background);
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
}

QPalette MessageBar::surroundings() const
{
    return parentWidget() ? parentWidget()->palette() : QApplication::palette();
}

} // namespace icui
