#pragma once
// A second action button in a MessageBar (which has room for one): placed right after the bar's
// own action button, and gone as soon as that one goes — the next message, whatever it is,
// starts without it. The Match page's export offers Open File (the bar's action, the default)
// and Open Folder (this one). Like the bar's action, a click closes the bar, then runs.

#include <QObject>
#include <functional>

class QPushButton;

namespace icui {

class MessageBar;

class BarSecondAction : public QObject
{
    Q_OBJECT
public:
    /// Shows `label` after `bar`'s action button (set it first), made once per bar and reused.
    static QPushButton *show(MessageBar *bar, const QString &label, std::function<void()> action);
    /// The bar's second button, or nullptr when none was ever shown.
    static QPushButton *button(const MessageBar *bar);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    BarSecondAction(MessageBar *bar);

    MessageBar *m_bar;
    QPushButton *m_button;
    std::function<void()> m_run;
};

} // namespace icui
