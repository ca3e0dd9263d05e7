#include "UiEntry.h"

#include "MainWindow.h"

#include <QApplication>

namespace icui {

int runWindow(icpanel::Panel &panel)
{
    MainWindow window(panel);
    window.show();
    return QApplication::exec();
}

} // namespace icui
