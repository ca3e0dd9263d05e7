#include "ui/UiEntry.h"

#include "ui/MainWindow.h"

#include <QApplication>

namespace icui {

int runWindow(icpanel::Panel &panel)
{
    MainWindow window(panel);
    window.show();
    return QApplication::exec();
}

} // namespace icui
