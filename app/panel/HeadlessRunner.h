#pragma once
// Runs the Panel without a window (ic-panel --headless, or no display): starts what the command
// line asks for and prints every status change to stdout. The password of a profile without a
// stored one comes from $ICRP_PASSWORD (never from the command line).

#include "panel/Panel.h"
#include "panel/PanelCommandLine.h"

#include <QObject>

namespace icpanel {

class HeadlessRunner : public QObject
{
    Q_OBJECT
public:
    HeadlessRunner(Panel &panel, const PanelCommandLine &commandLine, QObject *parent = nullptr);

    /// Prints the mode, wires the output, starts the connection. False (message printed) on a
    /// failure that ends the program.
    bool start();

    /// What both the window and headless runs do first: --demo, --connect, --profile, or the
    /// last used profile when it connects at start. False with the reason on stderr.
    static bool startConnection(Panel &panel, const PanelCommandLine &commandLine);

private:
    Panel &m_panel;
    const PanelCommandLine &m_commandLine;
    QString m_lastInfo;
};

} // namespace icpanel
