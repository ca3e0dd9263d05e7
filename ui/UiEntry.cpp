#include "ui/UiEntry.h"

#include "ui/MainWindow.h"

#include <QApplication>

namespace icui {

int runWindow(icpanel::Panel &panel, const QString &page)
{
    MainWindow window(panel);
    if (const auto named = MainWindow::pageNamed(page))
        window.showPage(*named);
    window.show();
    return QApplication::exec();
}

} // namespace icui
