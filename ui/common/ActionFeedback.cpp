#include "ui/common/ActionFeedback.h"

#include <QApplication>
#include <QMainWindow>
#include <QStatusBar>

namespace icui {

void ActionFeedback::say(const QWidget *from, const QString &text)
{
    QMainWindow *window = from ? qobject_cast<QMainWindow *>(from->window()) : nullptr;
    if (!window) {
        // A dialog of the main window: its parent chain leads there.
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if ((window = qobject_cast<QMainWindow *>(top)))
                break;
        }
    }
    if (window)
        window->statusBar()->showMessage(text, timeoutMs());
}

int ActionFeedback::timeoutMs()
{
    return 8000;
}

} // namespace icui
