#pragma once
// How other programs on this machine find a running panel: the panel writes a small file,
// $XDG_RUNTIME_DIR/ic-control-panel/panel.json (the user's runtime folder, private to the
// user), with its process id, its overlay host's port and the local socket it takes requests
// on (PanelControl), the folder its installed tools are in, and removes it when it quits.
// ic-tool url, mcp, list and token reset read it. It holds no secret.

#include "common/Result.h"

#include <QString>

namespace ic {

struct PanelRuntime
{
    qint64 pid = 0;
    quint16 hostPort = 0;
    /// Full path of the panel's control socket.
    QString controlSocket;
    /// The folder of the panel's installed tools (ictools::ToolRegistry::root()): a demo
    /// panel's is its own. Empty when the file does not say (an older panel).
    QString toolsRoot;

    /// The folder and the file; empty when the user has no private runtime folder.
    static QString folder();
    static QString filePath();
    /// Makes the folder (mode 0700) and checks that it is the user's own and private: a
    /// folder another user made or can enter is refused.
    static ic::Result<void> prepareFolder();

    /// Writes this panel's file (atomically).
    ic::Result<void> write() const;
    /// The running panel's file; "runtime.none" when no panel runs (no file, or the process
    /// that wrote it is gone).
    static ic::Result<PanelRuntime> read();
    /// Removes the file if it is this process's.
    static void removeOwn();
};

} // namespace ic
