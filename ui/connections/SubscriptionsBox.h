#pragma once
// The panel's own event subscriptions by category, as checkboxes: switching one subscribes or
// unsubscribes at once while connected (and is kept for the next connection). Shows how many
// events of each category arrived, and why a switch was refused; the status bar says how a
// switch made here ended ("The panel no longer receives Chat events.").

#include "common/Result.h"

#include <QGroupBox>
#include <QHash>
#include <QSet>

class QCheckBox;
class QLabel;

namespace icpanel {
class SubscriptionsModel;
}

namespace icui {

class SubscriptionsBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit SubscriptionsBox(icpanel::SubscriptionsModel &model, QWidget *parent = nullptr);

    /// The checkbox of a category ("combat"), or nullptr.
    QCheckBox *checkBox(const QString &category) const { return m_boxes.value(category); }

protected:
    void showEvent(QShowEvent *event) override;

private:
    /// The boxes and, while shown, the counts (they change with every event: laid out again
    /// for nothing while hidden; showEvent() catches up).
    void sync();
    /// Says in the window's status bar how a switch made here ended.
    void saySwitched(const QString &category, bool on, const ic::Result<void> &outcome);

    icpanel::SubscriptionsModel &m_model;
    QHash<QString, QCheckBox *> m_boxes;
    QHash<QString, QLabel *> m_counts;
    QLabel *m_error = nullptr;
    QSet<QString> m_asked; ///< categories switched here, their outcome not yet said
};

} // namespace icui
