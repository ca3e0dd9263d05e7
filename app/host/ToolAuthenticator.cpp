#include "host/ToolAuthenticator.h"

#include "icrp/protocol/IcrpAuth.h"
#include "tools/InstalledTool.h"

namespace ichost {

using icrp::AuthResult;
using icrp::ErrorCode;

ToolAuthenticator::ToolAuthenticator(FindTool findTool, TokenOf tokenOf, OriginOf originOf)
    : m_findTool(std::move(findTool)), m_tokenOf(std::move(tokenOf)),
      m_originOf(std::move(originOf)), m_salt(icrp::IcrpAuth::randomBase64(16))
{
}

AuthResult ToolAuthenticator::authenticate(const icrp::IdentifyRequest &request,
                                           const QString &challenge)
{
    const QString id = request.toolId;
    if (id.isEmpty())
        return AuthResult::refused(
            ErrorCode::PermissionDenied,
            QStringLiteral("The IC Control Panel gateway admits installed tools only: identify "
                           "with client.toolId and the tool's token (ic-tool url ID shows it), "
                           "or approve this program in the panel window"));
    const ictools::InstalledTool *tool = m_findTool(id);
    if (!tool)
        return AuthResult::refused(
            ErrorCode::PermissionDenied,
            QStringLiteral("No tool \"%1\" is installed in IC Control Panel").arg(id.left(64)));
    if (!tool->enabled)
        return AuthResult::refused(
            ErrorCode::PermissionDenied,
            QStringLiteral("The tool \"%1\" is disabled: enable it on the panel's Tools page")
                .arg(id));
    // A page speaks only for its own tool; a program sends no Origin.
    if (!request.origin.isEmpty() && request.origin != m_originOf(id))
        return AuthResult::refused(ErrorCode::PermissionDenied,
                                   QStringLiteral("A page from %1 may not speak for the tool "
                                                  "\"%2\"; only %3 may")
                                       .arg(request.origin.left(100), id, m_originOf(id)));
    const QString token = m_tokenOf(id);
    if (request.authentication.isEmpty() || token.isEmpty())
        return AuthResult::refused(ErrorCode::AuthenticationFailed,
                                   QStringLiteral("Authentication failed: the gateway needs the "
                                                  "tool's token (the #token=… of its URL)"));
    const QString expected = icrp::IcrpAuth::response(token, m_salt, challenge);
    if (!icrp::IcrpAuth::constantTimeEquals(expected.toLatin1(), request.authentication.toLatin1()))
        return AuthResult::refused(ErrorCode::AuthenticationFailed,
                                   QStringLiteral("Authentication failed: wrong token for \"%1\"; "
                                                  "copy the tool's URL again from the panel")
                                       .arg(id));
    if (const QString why = beyondGrant(*tool, request); !why.isEmpty())
        return AuthResult::refused(ErrorCode::PermissionDenied, why);
    icrp::Grant grant;
    grant.tier = request.tier;
    grant.categories = tool->granted.categoryFlags() & icrp::categoriesVisibleTo(request.tier);
    grant.toolId = id;
    return AuthResult::granted(grant);
}

QString ToolAuthenticator::beyondGrant(const ictools::InstalledTool &tool,
                                       const icrp::IdentifyRequest &request)
{
    if (!ictools::ToolGrant::tierCovers(tool.granted.tier, request.tier))
        return QStringLiteral("Permission denied: \"%1\" asked for the %2 tier; it is granted %3. "
                              "Approve more in the panel window")
            .arg(tool.id, icrp::tierName(request.tier), icrp::tierName(tool.granted.tier));
    const icrp::EventCategories granted = tool.granted.categoryFlags();
    QStringList beyond;
    for (const QString &name : request.subscriptions) {
        auto category = icrp::parseCategory(name);
        if (!category)
            category = icrp::categoryOfEvent(name);
        if (category && !granted.testFlag(*category))
            beyond << name;
    }
    if (!beyond.isEmpty())
        return QStringLiteral("Permission denied: \"%1\" asked for %2; it is granted %3. Approve "
                              "more in the panel window")
            .arg(tool.id, beyond.join(QStringLiteral(", ")),
                 icrp::categoryNames(granted).join(QStringLiteral(", ")));
    return {};
}

} // namespace ichost
