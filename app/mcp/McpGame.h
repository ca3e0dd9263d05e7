#pragma once
// What the MCP server needs of the game: ICRP calls, answered later. `ic-tool mcp` gives it one
// that goes through the running panel's gateway (cli/McpPanelGame); tests give it a fake. An
// error's message is shown to the model and the person behind it: it says what to do next.

#include "common/Result.h"

#include <QJsonObject>
#include <QString>

#include <functional>

namespace icmcp {

class McpGame
{
public:
    using Callback = std::function<void(ic::Result<QJsonObject>)>;

    virtual ~McpGame() = default;
    /// Calls ICRP `method` with `params`; `done` runs once, later, on the caller's thread.
    virtual void call(const QString &method, const QJsonObject &params, Callback done) = 0;
};

} // namespace icmcp
