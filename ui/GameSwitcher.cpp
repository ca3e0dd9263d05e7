#include "ui/GameSwitcher.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QWheelEvent>

namespace icui {

namespace {
/// Keys that move QComboBox's current item while its list is closed.
bool movesTheChoice(const QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
    case Qt::Key_Home:
    case Qt::Key_End:
        return !(event->modifiers() & Qt::AltModifier); // Alt+Down/Up open or close the list
    default:
        break;
    }
    // Typed letters search the list and choose what they find.
    const QString text = event->text();
    return !text.isEmpty() && text.at(0).isPrint() && !text.at(0).isSpace() &&
           !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
}
} // namespace

GameSwitcher::GameSwitcher(QWidget *parent) : QComboBox(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget *, QWidget *now) { noteFocus(now); });
}

GameSwitcher::~GameSwitcher()
{
    // Focus moves while the window goes: nothing may reach this box once its members are gone.
    disconnect(qApp, nullptr, this, nullptr);
}

void GameSwitcher::noteFocus(QWidget *now)
{
    if (!now || now->window() != window())
        return;
    m_lastFocus = now;
    m_lastWasOther = now != this;
}

void GameSwitcher::focusInEvent(QFocusEvent *event)
{
    QComboBox::focusInEvent(event);
    if (event->reason() != Qt::ActiveWindowFocusReason || !m_lastWasOther)
        return;
    // Not chosen: Qt's first control after the one that had the focus went away.
    QWidget *back = m_lastFocus && m_lastFocus->isVisible() && m_lastFocus->isEnabled()
                        ? m_lastFocus.data()
                        : m_fallback.data();
    if (back && back != this)
        back->setFocus(Qt::OtherFocusReason);
}

void GameSwitcher::keyPressEvent(QKeyEvent *event)
{
    if (!movesTheChoice(event))
        return QComboBox::keyPressEvent(event);
    showPopup();
    // A typed letter goes on to the open list, which finds the game it starts.
    if (!event->text().isEmpty() && event->key() != Qt::Key_Up && event->key() != Qt::Key_Down)
        QApplication::sendEvent(view(), event);
    event->accept();
}

void GameSwitcher::wheelEvent(QWheelEvent *event)
{
    event->ignore(); // the page around it may scroll; the game stays
}

} // namespace icui
