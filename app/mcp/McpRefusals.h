#pragma once
// The sentences an MCP call gets when the panel or the game turned it down for a reason the
// panel's user can change: the session was kicked on the Connections page (or ended by a
// change on the Tools page), or the game refused something this server's tier may not see —
// then the sentence names the tier that would see it and how to grant it
// (docs/plugins/mcp.md, "Errors").

#include "common/Result.h"
#include "icrp/protocol/Tier.h"

namespace icmcp {

class McpRefusals
{
public:
    /// The panel ended the session (close 4011: kicked on the Connections page, the token
    /// reset, the tier changed, the tool disabled or uninstalled): answered once, the call
    /// after connects again.
    static ic::Error ended();
    /// `error` as the game said it, with what to grant when it is a tier refusal (-32001) or
    /// a ranked hold-back (-32006) of a session below admin; `error` unchanged otherwise.
    static ic::Error withGrant(const ic::Error &error, icrp::Tier tier);
};

} // namespace icmcp
