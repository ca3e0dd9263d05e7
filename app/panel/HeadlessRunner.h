#pragma once
// Runs the Panel without a window (ic-panel --headless, or no display): starts what the command
// line asks for and prints every status change to stdout. The password of a profile without a
// stored one comes from $ICRP_PASSWORD (never from the command line).
//
// What reaches the terminal is escaped with ic::ForeignText: the status lines, and every log
// line of the process from the runner's making on (the Log's lines go to stderr through Qt's
// logging, among them a native tool's output as "[tool] …"), so a tool's or a game's text
// cannot set the terminal's title, colour it or reorder it (ESC, BEL, C1, U+202E).

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

    /// From now on, for the rest of the process, every message through Qt's logging (any
    /// category, any thread) is escaped (ic::ForeignText::escaped, line breaks too) before the
    /// handler before it writes it. Once; the runner calls it when it is made.
    static void escapeLogLines();

private:
    Panel &m_panel;
    const PanelCommandLine &m_commandLine;
    QString m_lastInfo;
};

} // namespace icpanel
