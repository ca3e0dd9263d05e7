#include "ui/common/ModalDialog.h"
#include "ui/common/FocusReturn.h"

#include <QAbstractScrollArea>
#include <QCoreApplication>
#include <QEvent>
#include <QLayout>
#include <QLoggingCategory>
#include <QScreen>

#include <algorithm>

Q_LOGGING_CATEGORY(lcModalDialog, "ic.ui.modaldialog")

namespace icui {

namespace {
ModalDialog::Handler g_next;

/// The margins the window manager adds around `window` (none while it is not managed yet).
QMargins frameOf(const QWidget &window)
{
    const QRect inner = window.geometry(), outer = window.frameGeometry();
    return {inner.left() - outer.left(), inner.top() - outer.top(), outer.right() - inner.right(),
            outer.bottom() - inner.bottom()};
}

/// Centres its dialog over the parent's window once, right after the dialog's own show event:
/// the dialog has its size then (a QMessageBox sets it there), and the window manager is told
/// the position when it maps the dialog, just after.
class CentreOnShow : public QObject
{
public:
    static inline const QString Name = QStringLiteral("ic_centreOnShow");

    explicit CentreOnShow(QDialog &dialog) : QObject(&dialog), m_dialog(dialog)
    {
        setObjectName(Name);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched != &m_dialog || event->type() != QEvent::Show)
            return false;
        m_dialog.removeEventFilter(this);
        QCoreApplication::sendEvent(&m_dialog, event);
        centre();
        return true;
    }

private:
    void centre() const
    {
        const QWidget *parent = m_dialog.parentWidget();
        if (parent == nullptr)
            return;
        const QWidget *window = parent->window();
        // The dialog's frame is not known before it is mapped: its parent's is a fair guess.
        const QMargins frame = frameOf(*window);
        const QSize size = m_dialog.size().grownBy(frame);
        const QScreen *screen = window->screen();
        const QRect available = screen ? screen->availableGeometry() : QRect();
        const QRect placed = ModalDialog::centredOver(size, window->frameGeometry(), available);
        qCDebug(lcModalDialog) << "centred" << m_dialog.metaObject()->className() << "at"
                               << placed.topLeft() << "over" << window->frameGeometry();
        // Before the window manager has framed the dialog, X11 takes the point as the dialog's
        // own top-left (seen under openbox): the frame goes around it, where `placed` says.
        m_dialog.setGeometry(
            QRect(placed.topLeft() + QPoint(frame.left(), frame.top()), m_dialog.size()));
    }

    QDialog &m_dialog;
};
} // namespace

QRect ModalDialog::centredOver(const QSize &size, const QRect &over, const QRect &screen)
{
    QRect placed(QPoint(0, 0), size);
    placed.moveCenter(over.center());
    if (!screen.isValid())
        return placed;
    placed.moveLeft(qBound(screen.left(), placed.left(), screen.right() + 1 - size.width()));
    placed.moveTop(qBound(screen.top(), placed.top(), screen.bottom() + 1 - size.height()));
    return placed;
}

void ModalDialog::centreWhenShown(QDialog &dialog)
{
    // CentreOnShow has no meta-object of its own: found by its name, not by findChild's type.
    auto *centre = dynamic_cast<CentreOnShow *>(
        dialog.findChild<QObject *>(CentreOnShow::Name, Qt::FindDirectChildrenOnly));
    if (centre == nullptr)
        centre = new CentreOnShow(dialog);
    dialog.installEventFilter(centre); // once more if shown again: centred again
}

bool ModalDialog::gainsFromResizing(const QDialog &dialog)
{
    // A list, table or text that scrolls shows more when the dialog grows; a combo box's
    // popup list is a window of its own and does not count.
    const auto areas = dialog.findChildren<QAbstractScrollArea *>();
    return std::any_of(areas.begin(), areas.end(), [&dialog](const QAbstractScrollArea *area) {
        return area->window() == &dialog;
    });
}

void ModalDialog::fitToContents(QDialog &dialog)
{
    // A form gains nothing from being resized, so it is not resizable: the window manager then
    // draws no resize handle (openbox's light strip and corner grips along a dark dialog's
    // bottom edge). Its size follows its contents as they change.
    if (dialog.layout() == nullptr || gainsFromResizing(dialog))
        return;
    dialog.layout()->setSizeConstraint(QLayout::SetFixedSize);
    qCDebug(lcModalDialog) << "fixed size:" << dialog.metaObject()->className();
}

int ModalDialog::exec(QDialog &dialog)
{
    if (g_next) {
        const Handler handler = std::exchange(g_next, {});
        const int result = handler(dialog);
        dialog.done(result);
        return result;
    }
    const FocusReturn focus; // back where it was once the dialog is closed
    fitToContents(dialog);
    centreWhenShown(dialog);
    return dialog.exec();
}

void ModalDialog::setNextHandler(Handler handler)
{
    g_next = std::move(handler);
}

void ModalDialog::clearNextHandler()
{
    g_next = {};
}

} // namespace icui
