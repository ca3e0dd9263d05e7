#include "ui/match/BarSecondAction.h"

#include "ui/common/MessageBar.h"

#include <QBoxLayout>
#include <QEvent>
#include <QPushButton>

namespace icui {

BarSecondAction::BarSecondAction(MessageBar *bar)
    : QObject(bar), m_bar(bar), m_button(new QPushButton(bar))
{
    setObjectName(QStringLiteral("barSecondAction"));
    m_button->setObjectName(QStringLiteral("messageSecondAction"));
    m_button->hide();
    if (auto *row = qobject_cast<QBoxLayout *>(bar->layout()))
        row->insertWidget(row->indexOf(bar->actionButton()) + 1, m_button, 0, Qt::AlignVCenter);
    // The bar's own action goes with every new message (and with the bar): this one with it.
    bar->actionButton()->installEventFilter(this);
    connect(m_button, &QPushButton::clicked, this, [this] {
        const auto run = m_run; // the action may show another message
        m_bar->hideMessage();
        if (run)
            run();
    });
}

QPushButton *BarSecondAction::show(MessageBar *bar, const QString &label,
                                   std::function<void()> action)
{
    auto *self = bar->findChild<BarSecondAction *>(QStringLiteral("barSecondAction"),
                                                   Qt::FindDirectChildrenOnly);
    if (!self)
        self = new BarSecondAction(bar);
    self->m_button->setText(label);
    self->m_button->setAccessibleName(QString(label).remove(QLatin1Char('&')));
    self->m_run = std::move(action);
    self->m_button->show();
    return self->m_button;
}

QPushButton *BarSecondAction::button(const MessageBar *bar)
{
    const auto *self = bar->findChild<BarSecondAction *>(QStringLiteral("barSecondAction"),
                                                         Qt::FindDirectChildrenOnly);
    return self ? self->m_button : nullptr;
}

bool BarSecondAction::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_bar->actionButton() && event->type() == QEvent::HideToParent) {
        m_button->hide();
        m_run = nullptr;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace icui
