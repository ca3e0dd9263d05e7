#pragma once
// The one function ic-panel's main.cpp calls to show the window (implemented by the icui
// library in ui/). The QApplication exists already; returns the event loop's exit code.

#include <QString>

namespace icpanel {
class Panel;
}

namespace icui {

/// `page`: the page to open on (--page NAME), empty for the first.
int runWindow(icpanel::Panel &panel, const QString &page = {});

} // namespace icui
