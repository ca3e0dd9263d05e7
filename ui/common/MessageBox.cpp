#include "ui/common/MessageBox.h"
#include "ui/Tr.h"
#include "ui/appearance/Icons.h"
#include "ui/common/FocusReturn.h"
#include "ui/common/ModalDialog.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QPushButton>
#include <QScreen>
#include <utility>

namespace icui {

namespace {
QMessageBox::StandardButton g_nextAnswer = QMessageBox::NoButton;
QString g_lastTitle;
QString g_lastText;
QString g_lastAction;

constexpr int IconSize = 48;
/// Between a box placed clear of a row and the row.
constexpr int ClearGap = 4;

/// Moves a box, once it has its size and Qt's position (its show event), so that it does not
/// cover `keep`. The window's frame is estimated from its parent window's, as the window
/// manager adds it only once the box is on screen.
class KeepClear : public QObject
{
public:
    KeepClear(QWidget *box, const QRect &keep) : m_box(box), m_keep(keep)
    {
        if (keep.isValid())
            box->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched != m_box || event->type() != QEvent::Show)
            return false;
        m_box->removeEventFilter(this);
        // The box's own show event first (its size, centred on the parent), then the move.
        QCoreApplication::sendEvent(m_box, event);
        place();
        return true;
    }

private:
    void place() const
    {
        QMargins frame;
        if (const QWidget *parent = m_box->parentWidget()) {
            const QWidget *window = parent->window();
            const QRect inner = window->geometry(), outer = window->frameGeometry();
            frame = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                             outer.right() - inner.right(), outer.bottom() - inner.bottom());
        }
        const QScreen *screen = QGuiApplication::screenAt(m_keep.center());
        if (!screen)
            screen = m_box->screen();
        const QRect outer = m_box->geometry().marginsAdded(frame);
        const QRect placed = MessageBox::placeClearOf(outer, m_keep, screen->availableGeometry());
        if (placed != outer)
            m_box->move(placed.topLeft());
    }

    QWidget *m_box;
    QRect m_keep;
};

Icons::Status statusOf(QMessageBox::Icon icon)
{
    switch (icon) {
    case QMessageBox::Warning:
        return Icons::Status::Warning;
    case QMessageBox::Critical:
        return Icons::Status::Error;
    case QMessageBox::Question:
        return Icons::Status::Question;
    case QMessageBox::Information:
    case QMessageBox::NoIcon:
        break;
    }
    return Icons::Status::Information;
}
} // namespace

void MessageBox::useOwnIcon(QMessageBox &box, QMessageBox::Icon icon)
{
    const qreal ratio =
        box.parentWidget() ? box.parentWidget()->devicePixelRatioF() : box.devicePixelRatioF();
    box.setIconPixmap(Icons::statusPixmap(statusOf(icon), IconSize, ratio));
}

QMessageBox::StandardButton MessageBox::question(QWidget *parent, const QString &title,
                                                 const QString &text,
                                                 QMessageBox::StandardButtons buttons,
                                                 QMessageBox::StandardButton defaultButton)
{
    return ask(parent, QMessageBox::Question, title, text, buttons, defaultButton);
}

QRect MessageBox::placeClearOf(const QRect &frame, const QRect &keep, const QRect &screen)
{
    if (!keep.isValid() || !frame.intersects(keep))
        return frame;
    QRect placed = frame;
    placed.moveLeft(qBound(screen.left(), frame.left(), screen.right() + 1 - frame.width()));
    placed.moveTop(keep.bottom() + 1 + ClearGap);
    if (placed.bottom() <= screen.bottom())
        return placed;
    placed.moveBottom(keep.top() - 1 - ClearGap);
    if (placed.top() >= screen.top())
        return placed;
    // Neither fits: the side with more room, within the screen.
    const bool below = screen.bottom() - keep.bottom() >= keep.top() - screen.top();
    if (below)
        placed.moveBottom(screen.bottom());
    else
        placed.moveTop(screen.top());
    return placed;
}

bool MessageBox::confirm(QWidget *parent, const QString &title, const QString &text,
                         const QString &action, const QRect &keepVisible)
{
    g_lastTitle = title;
    g_lastText = text;
    g_lastAction = action;
    if (g_nextAnswer != QMessageBox::NoButton) {
        const QMessageBox::StandardButton answer =
            std::exchange(g_nextAnswer, QMessageBox::NoButton);
        return answer == QMessageBox::Yes || answer == QMessageBox::Ok;
    }
    // A confirmation guards something that cannot be taken back: the warning icon, as
    // KeePassXC's delete confirmations show it (not the question mark).
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Cancel, parent);
    useOwnIcon(box, QMessageBox::Warning);
    // Qt's own Cancel has no Alt letter under this theme: the panel's, as its dialogs have it.
    box.button(QMessageBox::Cancel)->setText(Tr::tr("&Cancel"));
    QPushButton *act = box.addButton(withAccelerator(action), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.setAccessibleName(title);
    ModalDialog::centreWhenShown(box); // first centred over the window, then clear of the row
    KeepClear keepClear(&box, keepVisible);
    const FocusReturn focus;
    box.exec();
    return box.clickedButton() == act;
}

QString MessageBox::withAccelerator(const QString &label)
{
    if (label.contains(QLatin1Char('&')))
        return label;
    // The first letter, as Qt's own dialogs do when the translator gave none.
    for (qsizetype i = 0; i < label.size(); ++i) {
        if (label.at(i).isLetter())
            return QString(label).insert(i, QLatin1Char('&'));
    }
    return label;
}

QString MessageBox::lastAction()
{
    return g_lastAction;
}

void MessageBox::warning(QWidget *parent, const QString &title, const QString &text)
{
    tell(parent, QMessageBox::Warning, title, text);
}

void MessageBox::information(QWidget *parent, const QString &title, const QString &text)
{
    tell(parent, QMessageBox::Information, title, text);
}

void MessageBox::setNextAnswer(QMessageBox::StandardButton answer)
{
    g_nextAnswer = answer;
}

QString MessageBox::lastTitle()
{
    return g_lastTitle;
}

QString MessageBox::lastText()
{
    return g_lastText;
}

QMessageBox::StandardButton MessageBox::ask(QWidget *parent, QMessageBox::Icon icon,
                                            const QString &title, const QString &text,
                                            QMessageBox::StandardButtons buttons,
                                            QMessageBox::StandardButton defaultButton)
{
    g_lastTitle = title;
    g_lastText = text;
    if (g_nextAnswer != QMessageBox::NoButton) {
        const QMessageBox::StandardButton answer = g_nextAnswer;
        g_nextAnswer = QMessageBox::NoButton;
        return answer;
    }
    QMessageBox box(icon, title, text, buttons, parent);
    useOwnIcon(box, icon);
    box.setDefaultButton(defaultButton);
    box.setAccessibleName(title);
    ModalDialog::centreWhenShown(box);
    const FocusReturn focus;
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

void MessageBox::tell(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                      const QString &text)
{
    g_lastTitle = title;
    g_lastText = text;
    if (g_nextAnswer != QMessageBox::NoButton) {
        g_nextAnswer = QMessageBox::NoButton;
        return;
    }
    // Nothing waits for the answer: show it without a nested event loop.
    auto *box = new QMessageBox(icon, title, text, QMessageBox::Ok, parent);
    useOwnIcon(*box, icon);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setAccessibleName(title);
    box->setWindowModality(parent ? Qt::WindowModal : Qt::ApplicationModal);
    ModalDialog::centreWhenShown(*box);
    QObject::connect(box, &QDialog::finished, box,
                     [before = QPointer<QWidget>(QApplication::focusWidget())] {
                         FocusReturn::giveBack(before);
                     });
    box->show();
}

} // namespace icui
