#include "ui/common/MessageBar.h"
#include "ui/Tr.h"
#include "ui/appearance/Appearance.h"
#include "ui/appearance/Icons.h"
#include "ui/common/FocusReturn.h"

#include <QApplication>
#include <QCursor>
#include <QEnterEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPropertyAnimation>
#include <QPushButton>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace icui {

namespace {

int g_autoHideMs = 8000;
int g_autoHideWithActionMs = 20000;
int g_offPageMs = 1500;
int g_collapseMs = 150;
// Long: someone who closed a bar and reads before aiming (the thirteenth newcomer looked a
// while, then clicked where a tab had been, and the page had moved under the pointer).
int g_restMs = 30000;

Icons::Status iconOf(MessageBar::Kind kind)
{
    switch (kind) {
    case MessageBar::Kind::Positive:
        return Icons::Status::Success;
    case MessageBar::Kind::Warning:
        return Icons::Status::Warning;
    case MessageBar::Kind::Error:
        return Icons::Status::Error;
    case MessageBar::Kind::Information:
        break;
    }
    return Icons::Status::Information;
}

QColor toneOf(MessageBar::Kind kind, const QPalette &palette)
{
    switch (kind) {
    case MessageBar::Kind::Positive:
        return Appearance::tone(Appearance::Tone::Good, palette);
    case MessageBar::Kind::Warning:
        return Appearance::tone(Appearance::Tone::Warning, palette);
    case MessageBar::Kind::Error:
        return Appearance::tone(Appearance::Tone::Error, palette);
    case MessageBar::Kind::Information:
        break;
    }
    return Appearance::tone(Appearance::Tone::Info, palette);
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
    m_icon->setObjectName(QStringLiteral("messageIcon"));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("messageText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_action = new QPushButton(this);
    m_action->setObjectName(QStringLiteral("messageAction"));
    m_action->setAccessibleName(Tr::tr("Message action"));
    m_action->hide();
    m_secondAction = new QPushButton(this);
    m_secondAction->setObjectName(QStringLiteral("messageSecondAction"));
    m_secondAction->setAccessibleName(Tr::tr("Message action"));
    m_secondAction->hide();
    m_close = new QToolButton(this);
    m_close->setObjectName(QStringLiteral("messageClose"));
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("✕"));
    m_close->setToolTip(Tr::tr("Close this message"));
    m_close->setAccessibleName(Tr::tr("Close message"));
    // The icon as tall as an action button, centred in it: in line with a one-line text (which
    // the row centres) and with the first line of a longer one; and a one-line bar is as tall
    // with an action button as without, so what is below it does not move by a few pixels from
    // one message to the next (nineteenth newcomer, the Tools page).
    m_icon->setAlignment(Qt::AlignCenter);
    m_icon->setMinimumHeight(qMax(m_close->sizeHint().height(), m_action->sizeHint().height()));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 4, 4);
    row->addWidget(m_icon, 0, Qt::AlignTop);
    row->addWidget(m_text, 1);
    row->addWidget(m_action, 0, Qt::AlignVCenter);
    row->addWidget(m_secondAction, 0, Qt::AlignVCenter);
    row->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, [this] {
        dismiss();
        Q_EMIT closed();
    });
    connect(m_action, &QPushButton::clicked, this, [this] {
        const auto run = m_run; // the action may replace the message
        if (!m_keepOpen)
            dismiss();
        if (run)
            run();
    });
    connect(m_secondAction, &QPushButton::clicked, this, [this] {
        const auto run = m_runSecond; // the action may replace the message
        dismiss();
        if (run)
            run();
    });
    m_hideTimer = new QTimer(this);
    m_hideTimer->setSingleShot(true);
    connect(m_hideTimer, &QTimer::timeout, this, &MessageBar::autoHideDue);
    m_offPageTimer = new QTimer(this);
    m_offPageTimer->setSingleShot(true);
    connect(m_offPageTimer, &QTimer::timeout, this, &MessageBar::settle);
    m_restTimer = new QTimer(this);
    m_restTimer->setSingleShot(true);
    connect(m_restTimer, &QTimer::timeout, this, &MessageBar::pointerMayRest);
    m_collapse = new QPropertyAnimation(this, "maximumHeight", this);
    m_collapse->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_collapse, &QPropertyAnimation::finished, this, [this] { keepPlace(false); });
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget *old, QWidget *now) { focusMoved(old, now); });
    hide();
}

void MessageBar::showMessage(Kind kind, const QString &text, int autoHideMs)
{
    ++m_generation; // a deferred hide of the message before must not hide this one
    m_lingering = false;
    m_kind = kind;
    m_text->setText(text);
    setToolTip({}); // a tooltip belongs to the message it was set for
    m_action->hide();
    m_run = nullptr;
    m_secondAction->hide();
    m_runSecond = nullptr;
    m_autoHideMs = autoHideMs;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(Icons::statusPixmap(iconOf(kind), size, devicePixelRatioF()));
    m_shown = true;
    keepPlace(false);
    // The page moves for this message anyway: another bar of it that keeps a blank place gives
    // it back now, or the page would show a message over an empty band (twentieth newcomer,
    // the Password page's amber bar over the place of its earlier green one).
    if (QWidget *page = parentWidget()) {
        const auto siblings = page->findChildren<MessageBar *>(Qt::FindDirectChildrenOnly);
        for (MessageBar *other : siblings) {
            if (other != this && other->keepsPlace())
                other->keepPlace(false);
        }
    }
    update();
    show();
    restartTimer();
}

int MessageBar::defaultAutoHideMs(Kind kind, bool withAction)
{
    if (kind == Kind::Warning || kind == Kind::Error)
        return 0;
    return withAction ? g_autoHideWithActionMs : g_autoHideMs;
}

void MessageBar::setDefaultAutoHideMs(int withoutAction, int withAction)
{
    g_autoHideMs = withoutAction;
    g_autoHideWithActionMs = withAction;
}

bool MessageBar::autoHidePending() const
{
    return m_hideTimer->isActive();
}

void MessageBar::restartTimer()
{
    if (m_lingering) { // the pointer or the focus came into the bar: it holds it again
        m_lingering = false;
        m_offPageTimer->stop();
        m_restTimer->stop();
        updateWatch();
    }
    const int ms =
        m_autoHideMs < 0 ? defaultAutoHideMs(m_kind, !m_action->isHidden()) : m_autoHideMs;
    if (m_shown && ms > 0 && !held())
        m_hideTimer->start(ms);
    else
        m_hideTimer->stop();
}

void MessageBar::focusMoved(QWidget *old, QWidget *now)
{
    const bool inside = now && (now == this || isAncestorOf(now));
    if (inside == m_focusInside)
        return;
    m_focusInside = inside;
    if (inside)
        m_focusBefore = old;
    restartTimer();
}

void MessageBar::enterEvent(QEnterEvent *event)
{
    m_hovered = true;
    restartTimer();
    QWidget::enterEvent(event);
}

void MessageBar::leaveEvent(QEvent *event)
{
    m_hovered = false;
    restartTimer();
    QWidget::leaveEvent(event);
}

void MessageBar::setAction(const QString &label, std::function<void()> action, bool keepOpen)
{
    m_action->setText(label);
    m_action->setAccessibleName(QString(label).remove(QLatin1Char('&')));
    m_run = std::move(action);
    m_keepOpen = keepOpen;
    m_action->show();
    restartTimer();
}

void MessageBar::setSecondAction(const QString &label, std::function<void()> action)
{
    m_secondAction->setText(label);
    m_secondAction->setAccessibleName(QString(label).remove(QLatin1Char('&')));
    m_runSecond = std::move(action);
    m_secondAction->show();
    restartTimer();
}

void MessageBar::hideMessage()
{
    const bool keep = hideNow(isVisible() && pointerBelowTop());
    if (keep)
        pointerMoved();
}

void MessageBar::dismiss()
{
    // The user clicked on the bar: the page closes in at once, where they look.
    if (hideNow(isVisible()))
        collapsePlace();
}

void MessageBar::autoHideDue()
{
    if (!isVisible() || !pointerBelowTop()) {
        hideMessage(); // nothing below would move under the pointer
        return;
    }
    // Still shown (and readable) rather than a blank band: it goes at the next click or key
    // press, when the pointer rests or stays off the page, or when the page or window is left.
    m_lingering = true;
    updateWatch();
    pointerMoved();
}

void MessageBar::settle()
{
    if (!m_lingering) {
        collapsePlace();
        return;
    }
    m_lingering = false;
    if (hideNow(isVisible()))
        collapsePlace();
}

void MessageBar::goWithoutPlace()
{
    m_lingering = false;
    hideNow(false);
}

bool MessageBar::hideNow(bool keep)
{
    m_lingering = false;
    m_shown = false;
    m_run = nullptr;
    m_runSecond = nullptr;
    m_hideTimer->stop();
    m_hovered = false; // a hidden bar is under no pointer
    keepPlace(keep);
    // The focus in one of its buttons goes back where it came from (the button that made the
    // message, say), as after a dialog (FocusReturn): Qt would move it to the next widget in
    // the chain, after a page's last widget the Game box at the top of the window.
    if (m_focusInside && !isHidden())
        FocusReturn::giveBack(m_focusBefore);
    hide();
    return keep;
}

void MessageBar::setRestDelayMs(int restMs)
{
    g_restMs = restMs;
}

void MessageBar::pointerMoved()
{
    m_restPos = QCursor::pos();
    m_restTimer->start(g_restMs);
}

void MessageBar::pointerMayRest()
{
    if (QCursor::pos() != m_restPos)
        pointerMoved(); // moved without telling this window (another window's grab…)
    else
        settle(); // not aiming: resting, reading or away from the desk
}

void MessageBar::setPlaceDelaysMs(int offPageMs, int collapseMs)
{
    g_offPageMs = offPageMs;
    g_collapseMs = collapseMs;
}

bool MessageBar::keepsPlace() const
{
    return isHidden() && sizePolicy().retainSizeWhenHidden();
}

void MessageBar::keepPlace(bool keep)
{
    if (!keep) {
        m_offPageTimer->stop();
        m_restTimer->stop();
    }
    QSizePolicy policy = sizePolicy();
    if (policy.retainSizeWhenHidden() != keep) {
        policy.setRetainSizeWhenHidden(keep);
        setSizePolicy(policy); // the layout takes the place back (or keeps it)
    }
    updateWatch();
    stopCollapse();
}

void MessageBar::updateWatch()
{
    // The page's hiding and leaving, the window's leaving, a click or key press in it.
    const bool watch = m_lingering || sizePolicy().retainSizeWhenHidden();
    if (watch == m_watching)
        return;
    m_watching = watch;
    if (watch)
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
}

void MessageBar::collapsePlace()
{
    if (!keepsPlace() || m_collapse->state() == QAbstractAnimation::Running)
        return;
    m_offPageTimer->stop();
    m_restTimer->stop();
    if (g_collapseMs <= 0) {
        keepPlace(false);
        return;
    }
    m_collapse->setDuration(g_collapseMs);
    m_collapse->setStartValue(height());
    m_collapse->setEndValue(0);
    m_collapse->start();
}

void MessageBar::stopCollapse()
{
    if (m_collapse->state() == QAbstractAnimation::Running)
        m_collapse->stop();
    if (maximumHeight() != QWIDGETSIZE_MAX)
        setMaximumHeight(QWIDGETSIZE_MAX);
}

bool MessageBar::pointerBelowTop() const
{
    const QWidget *page = parentWidget();
    if (!page || !pointerOverWindow())
        return false;
    const QPoint at = page->mapFromGlobal(QCursor::pos());
    return page->rect().contains(at) && at.y() >= geometry().top();
}

bool MessageBar::pointerOverWindow() const
{
    const QWidget *top = window();
    return top && top->rect().contains(top->mapFromGlobal(QCursor::pos()));
}

bool MessageBar::isUserInputInWindow(QObject *watched, QEvent *event) const
{
    if (event->type() != QEvent::MouseButtonRelease && event->type() != QEvent::KeyPress)
        return false;
    return watched->isWidgetType() && static_cast<QWidget *>(watched)->window() == window();
}

bool MessageBar::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_lingering && !keepsPlace())
        return QWidget::eventFilter(watched, event);
    const QEvent::Type type = event->type();
    const bool page = watched == parentWidget();
    if ((page && type == QEvent::Hide) || (watched == window() && type == QEvent::Leave)) {
        if (m_lingering) // nothing to aim at here any more: at once
            goWithoutPlace();
        else
            keepPlace(false);
    } else if (page && type == QEvent::Leave)
        m_offPageTimer->start(g_offPageMs);
    else if (page && type == QEvent::Enter)
        m_offPageTimer->stop();
    else if (type == QEvent::MouseMove && watched->isWidgetType() &&
             static_cast<QWidget *>(watched)->window() == window())
        pointerMoved(); // aiming: the place stays until the pointer rests
    else if (isUserInputInWindow(watched, event))
        // After the click or key has been delivered: it lands where it was aimed.
        QTimer::singleShot(0, this, [this, generation = m_generation] {
            if (generation == m_generation) // not a message shown meanwhile
                settle();
        });
    return QWidget::eventFilter(watched, event);
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
    return mixed(palette.color(QPalette::Window), toneOf(kind, palette), 0.22);
}

void MessageBar::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event);
    // Drawn from the surroundings' palette at each paint, so a live switch between light and
    // dark shows at once (this bar's own palette is not touched).
    const QPalette around = surroundings();
    const QColor background = tint(tone(), around);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(mixed(background, toneOf(tone(), around), 0.6), 1));
    painter.setBrush(background);
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
}

void MessageBar::setTone(Kind tone)
{
    m_tone = tone;
    update();
}

QPalette MessageBar::surroundings() const
{
    return parentWidget() ? parentWidget()->palette() : QApplication::palette();
}

} // namespace icui
