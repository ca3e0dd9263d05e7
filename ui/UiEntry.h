#pragma once
// The one function ic-panel's main.cpp calls to show the window (implemented by the icui
// library in ui/). The QApplication exists already; returns the event loop's exit code.

namespace icpanel {
class Panel;
}

namespace icui {

int runWindow(icpanel::Panel &panel);

} // namespace icui
