#pragma once
// What the gateway needs of whoever shows the user its questions and keeps the tools' index
// (the panel's ToolHost, on the GUI thread): the ways there, called on the gateway's thread.
// Each returns at once; what it is given to call back runs on the gateway's thread again.

#include "host/PermissionRequest.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"

#include <QString>
#include <functional>

namespace ichost {

struct UserHooks
{
    /// The user's answer to a question; `notAsked` says why when nobody was asked.
    using Answer =
        std::function<void(PermissionRequest::Decision decision, const QString &notAsked)>;

    /// Whether anyone shows questions; none are asked when this is unset or false.
    std::function<bool()> interactive;
    /// Puts a question to the user; `answer` is called exactly once.
    std::function<void(const PermissionRequest &question, Answer answer)> ask;
    /// Always, for a tool: extend its stored grant.
    std::function<void(const QString &toolId, icrp::Tier tier, icrp::EventCategories categories)>
        extendGrant;
    /// Always, for a program: pair it under its claimed name (and the tool id it claimed, when
    /// that is a valid id no tool has: `ic-tool mcp` claims "mcp"); `done` gets its new tool id
    /// and token (both empty when that failed: it is then let in once).
    std::function<void(const QString &name, const QString &claimedId, icrp::Tier tier,
                       icrp::EventCategories categories,
                       std::function<void(const QString &toolId, const QString &token)> done)>
        pairProgram;
};

} // namespace ichost
