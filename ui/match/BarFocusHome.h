#pragma once
// Keeps the keyboard focus on the page when a message bar goes while one of its buttons has
// it (Open File, Open Folder, ✕): Qt would move it to the next widget in the chain, which after
// the last widget of a page is the Game box at the top of the window. Just before the bar is
// hidden (its Hide event comes before Qt moves the focus) the focus goes to `home` (the button
// that made the message, e.g. Export CSV…), or `fallback` when `home` is off.

#include <QObject>
#include <QPointer>
#include <QWidget>

namespace icui {

class MessageBar;

class BarFocusHome : public QObject
{
    Q_OBJECT
public:
    /// Watches `bar` (and is its child); `home` and `fallback` are on the same page.
    BarFocusHome(MessageBar *bar, QWidget *home, QWidget *fallback);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_bar;
    QPointer<QWidget> m_home;
    QPointer<QWidget> m_fallback;
};

} // namespace icui
