#include "ui/UiEntry.h"

#include "ui/MainWindow.h"
#include "ui/common/AltKeyFilter.h"
#include "ui/common/GraphicsCheck.h"

#include <QApplication>

namespace icui {

int runWindow(icpanel::Panel &panel, const QString &page)
{
    // Before the first widget: without OpenGL the previews draw in software.
    GraphicsCheck::prepare();
    // In every window and dialog: an Alt+letter no shortcut took types nothing.
    AltKeyFilter::install();
    MainWindow window(panel);
    if (const auto named = MainWindow::pageNamed(page))
        window.showPage(*named);
    window.show();
    return QApplication::exec();
}

} // namespace icui
