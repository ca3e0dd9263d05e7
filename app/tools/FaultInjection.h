#pragma once
// A test seam for crash safety: ToolRegistry calls crashPoint("after-extract") and friends at
// the moments a kill would hurt most; when the environment variable IC_FAULT_POINT names that
// point, the process ends at once with exit status 86 (std::_Exit: no destructors, no
// flushing), as a kill -9 would leave it. Unset (always, outside tests), it does nothing.

namespace ictools {

class FaultInjection
{
public:
    /// The exit status of an injected crash.
    static constexpr int ExitCode = 86;
    /// The environment variable naming the point to crash at.
    static constexpr const char *EnvironmentVariable = "IC_FAULT_POINT";

    /// Ends the process when IC_FAULT_POINT equals `point`.
    static void crashPoint(const char *point);
};

} // namespace ictools
