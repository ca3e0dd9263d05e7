#include "ui/common/ModalDialog.h"
#include "ui/common/FocusReturn.h"

namespace icui {

namespace {
ModalDialog::Handler g_next;
} // namespace

int ModalDialog::exec(QDialog &dialog)
{
    if (g_next) {
        const Handler handler = std::exchange(g_next, {});
        const int result = handler(dialog);
        dialog.done(result);
        return result;
    }
    const FocusReturn focus; // back where it was once the dialog is closed
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
