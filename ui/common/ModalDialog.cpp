#include "ui/common/ModalDialog.h"
#include "ui/common/FocusReturn.h"

#include <QAbstractScrollArea>
#include <QLayout>
#include <QLoggingCategory>

#include <algorithm>

Q_LOGGING_CATEGORY(lcModalDialog, "ic.ui.modaldialog")

namespace icui {

namespace {
ModalDialog::Handler g_next;
} // namespace

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
