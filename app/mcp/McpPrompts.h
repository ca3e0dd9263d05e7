#pragma once
// The MCP prompts (D071): "Coach me on this replay" (coach_replay), "What went wrong in my last
// match?" (last_match) and "How do I counter [strategy]?" (counter_strategy). Each is a user
// message that tells the model which tools and resources to use; none needs the game.

#include "common/Result.h"

#include <QJsonArray>
#include <QJsonObject>

namespace icmcp {

class McpPrompts
{
public:
    /// prompts/list's `prompts`: name, title, description, arguments.
    static QJsonArray list();
    /// prompts/get's result {description, messages}; an unknown prompt or a missing required
    /// argument is an error ("mcp.prompt-not-found", "mcp.arguments").
    static ic::Result<QJsonObject> get(const QString &name, const QJsonObject &arguments);

private:
    static QString text(const QString &name, const QJsonObject &arguments);
};

} // namespace icmcp
