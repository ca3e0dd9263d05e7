#include "ui/match/AnswerPlace.h"

#include "ui/Tr.h"
#include "ui/common/MessageBar.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLoggingCategory>
#include <QPushButton>
#include <QToolButton>
#include <algorithm>

namespace icui {

namespace {
Q_LOGGING_CATEGORY(lcAnswerPlace, "ic.ui.answerplace")
}

AnswerPlace::AnswerPlace(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("answerPlace"));
    m_hintText = Tr::tr("Admin actions and exports are answered here.");
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("answerHint"));
    m_hint->setTextFormat(Qt::PlainText);
    // Unobtrusive: the palette's placeholder grey (it follows a live switch to dark), one line
    // indented as a bar's text is, never widening the page (a long translation is cut short).
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    m_hint->setIndent(8);
    m_hint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_hint->setToolTip(m_hintText);
    m_hint->setText(m_hintText);
    m_layout = new QGridLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_hint, 0, 0, Qt::AlignVCenter);
    // As tall as the tallest of what it holds, never less than the reserved height.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    updateReservedHeight();
}

void AnswerPlace::addBar(MessageBar *bar)
{
    m_layout->addWidget(bar, 0, 0); // the same cell: a bar covers the hint's place
    bar->installEventFilter(this);
    m_bars << bar;
    updateReservedHeight();
    updateHint();
}

bool AnswerPlace::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShowToParent)
        barShown(qobject_cast<MessageBar *>(watched));
    else if (event->type() == QEvent::HideToParent)
        updateHint();
    return QWidget::eventFilter(watched, event);
}

void AnswerPlace::barShown(MessageBar *shown)
{
    for (const QPointer<MessageBar> &bar : std::as_const(m_bars)) {
        if (bar && bar != shown && bar->hasMessage()) {
            qCDebug(lcAnswerPlace) << "a newer answer replaces" << bar->text();
            bar->hideMessage();
        }
    }
    updateHint();
}

void AnswerPlace::updateHint()
{
    const bool anyShown = std::any_of(m_bars.cbegin(), m_bars.cend(),
                                      [](const auto &bar) { return bar && !bar->isHidden(); });
    m_hint->setVisible(!anyShown);
}

void AnswerPlace::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        updateReservedHeight();
        elideHint();
    }
}

void AnswerPlace::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    elideHint();
}

void AnswerPlace::elideHint()
{
    const int room = std::max(0, width() - m_hint->indent() - 2 * m_hint->margin());
    m_hint->setText(m_hint->fontMetrics().elidedText(m_hintText, Qt::ElideRight, room));
}

void AnswerPlace::updateReservedHeight()
{
    int height = m_hint->sizeHint().height();
    for (const QPointer<MessageBar> &bar : std::as_const(m_bars)) {
        if (!bar || !bar->layout())
            continue;
        const QMargins margins = bar->layout()->contentsMargins();
        const int buttons = std::max({bar->actionButton()->sizeHint().height(),
                                      bar->secondActionButton()->sizeHint().height(),
                                      bar->closeButton()->sizeHint().height()});
        const int twoLines = 2 * bar->fontMetrics().lineSpacing();
        height = std::max(height, std::max(buttons, twoLines) + margins.top() + margins.bottom());
    }
    setMinimumHeight(height);
}

} // namespace icui
