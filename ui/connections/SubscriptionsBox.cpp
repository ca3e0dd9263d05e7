#include "ui/connections/SubscriptionsBox.h"
#include "ui/Tr.h"

#include "panel/CategoryTitles.h"
#include "panel/SubscriptionsModel.h"
#include "ui/common/ActionFeedback.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace icui {

SubscriptionsBox::SubscriptionsBox(icpanel::SubscriptionsModel &model, QWidget *parent)
    : QGroupBox(Tr::tr("The panel's subscriptions"), parent), m_model(model)
{
    setObjectName(QStringLiteral("subscriptionsBox"));
    setAccessibleName(Tr::tr("The panel's own event subscriptions"));

    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(Tr::tr("Category"), this), 0, 0);
    auto *eventsHeader = new QLabel(Tr::tr("Events"), this);
    grid->addWidget(eventsHeader, 0, 1, Qt::AlignRight);
    int row = 1;
    QWidget *previous = nullptr;
    for (const QString &category : m_model.categories()) {
        auto *box = new QCheckBox(icpanel::CategoryTitles::withAltLetter(category), this);
        box->setObjectName(QStringLiteral("subscription_%1").arg(category));
        box->setAccessibleName(Tr::tr("Subscribe to %1 events").arg(category));
        connect(box, &QCheckBox::clicked, this, [this, category](bool on) {
            m_asked.insert(category); // its outcome is said in the status bar
            if (!m_model.setSubscribed(category, on)) {
                m_asked.remove(category);
                sync();
            }
        });
        auto *count = new QLabel(this);
        count->setObjectName(QStringLiteral("eventCount_%1").arg(category));
        count->setAccessibleName(Tr::tr("%1 events received").arg(category));
        count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        grid->addWidget(box, row, 0);
        grid->addWidget(count, row, 1);
        m_boxes.insert(category, box);
        m_counts.insert(category, count);
        if (previous)
            setTabOrder(previous, box);
        previous = box;
        ++row;
    }
    grid->setColumnStretch(0, 1);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("subscriptionError"));
    m_error->setAccessibleName(Tr::tr("Why a subscription was refused"));
    m_error->setWordWrap(true);
    m_error->hide();

    auto *note = new QLabel(Tr::tr("Switching a category takes effect at once and is kept for the "
                                   "next connection."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false); // the palette's disabled text: a quiet note in light and dark

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_error);
    layout->addWidget(note);
    layout->addStretch(1);

    connect(&m_model, &QAbstractItemModel::dataChanged, this, &SubscriptionsBox::sync);
    connect(&m_model, &QAbstractItemModel::modelReset, this, &SubscriptionsBox::sync);
    connect(&m_model, &icpanel::SubscriptionsModel::switched, this,
            [this](const QString &category, bool on, const ic::Result<void> &outcome) {
                const QString message = outcome ? QString() : outcome.error().message;
                m_error->setText(message);
                m_error->setVisible(!message.isEmpty());
                sync();
                if (m_asked.remove(category))
                    saySwitched(category, on, outcome);
            });
    sync();
}

void SubscriptionsBox::saySwitched(const QString &category, bool on,
                                   const ic::Result<void> &outcome)
{
    // A switch by its letter (Alt+T beside Kick Too&l) is said, not silent (twenty-fourth
    // newcomer).
    if (!outcome) {
        ActionFeedback::say(this, outcome.error().message);
        return;
    }
    const QString name = icpanel::CategoryTitles::title(category);
    ActionFeedback::say(this, on ? Tr::tr("The panel receives %1 events again.").arg(name)
                                 : Tr::tr("The panel no longer receives %1 events.").arg(name));
}

void SubscriptionsBox::sync()
{
    const QLocale locale;
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it) {
        const QString &category = it.key();
        QCheckBox *box = it.value();
        const QSignalBlocker blocker(box);
        box->setChecked(m_model.isSubscribed(category));
        if (isVisible())
            m_counts.value(category)->setText(locale.toString(m_model.eventCount(category)));
    }
}

void SubscriptionsBox::showEvent(QShowEvent *event)
{
    QGroupBox::showEvent(event);
    sync();
}

} // namespace icui
