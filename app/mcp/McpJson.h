#pragma once
// The JSON keys of MCP and ICRP messages, spelled once: key("name") is a QLatin1String.

#include <QLatin1String>

namespace icmcp {

inline QLatin1String key(const char *name)
{
    return QLatin1String(name);
}

} // namespace icmcp
