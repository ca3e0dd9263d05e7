#include "host/ToolAuthenticator.h"

#include "common/ForeignText.h"
#include "icrp/protocol/IcrpAuth.h"

namespace ichost {

using icrp::AuthResult;
using icrp::ErrorCode;
using Decision = PermissionRequest::Decision;

namespace {

/// The categories a list of category and event names asks for.
icrp::EventCategories categoriesOf(const QStringList &names)
{
    icrp::EventCategories categories;
    for (const QString &name : names) {
        if (const auto category = icrp::categoryOfSubscription(name))
            categories |= *category;
    }
    return categories;
}

} // namespace

ToolAuthenticator::ToolAuthenticator(Hooks hooks)
    : m_hooks(std::move(hooks)), m_salt(icrp::IcrpAuth::randomBase64(16))
{
}

AuthResult ToolAuthenticator::authenticate(const icrp::IdentifyRequest &request,
                                           const QString &challenge)
{
    const Judgement judgement = judge(request, challenge);
    if (judgement.question)
        return icrp::authRefused(ErrorCode::PermissionDenied,
                                 refusalText(*judgement.question, false, {}));
    return judgement.verdict;
}

void ToolAuthenticator::authenticateLater(const icrp::IdentifyRequest &request,
                                          const QString &challenge, Verdict done)
{
    const Judgement judgement = judge(request, challenge);
    if (!judgement.question || !m_hooks.user.ask || !m_hooks.user.interactive ||
        !m_hooks.user.interactive()) {
        if (judgement.question)
            return done(icrp::authRefused(ErrorCode::PermissionDenied,
                                          refusalText(*judgement.question, false, {})));
        return done(judgement.verdict);
    }
    const PermissionRequest question = *judgement.question;
    // The tool's token now: an answer that comes after it was renewed lets nobody in.
    const QString token = question.toolId.isEmpty() ? QString() : m_hooks.tokenOf(question.toolId);
    m_hooks.user.ask(
        question, [this, question, token, done](Decision decision, const QString &notAsked) {
            if (!notAsked.isEmpty())
                return done(icrp::authRefused(ErrorCode::PermissionDenied,
                                              refusalText(question, false, notAsked)));
            if (decision != Decision::Deny && !stillAsIs(question, token))
                return done(icrp::authRefused(
                    ErrorCode::PermissionDenied,
                    QStringLiteral("\"%1\" was disabled, removed or given a new token while the "
                                   "panel asked")
                        .arg(question.toolId)));
            decide(question, decision, done);
        });
}

bool ToolAuthenticator::stillAsIs(const PermissionRequest &question, const QString &token) const
{
    if (question.kind == PermissionRequest::Kind::Pairing)
        return true;
    const std::optional<ictools::InstalledTool> tool = m_hooks.findTool(question.toolId);
    return tool && tool->enabled && !token.isEmpty() && m_hooks.tokenOf(question.toolId) == token;
}

ToolAuthenticator::Judgement ToolAuthenticator::judge(const icrp::IdentifyRequest &request,
                                                      const QString &challenge) const
{
    const QString id = request.toolId;
    const std::optional<ictools::InstalledTool> tool =
        id.isEmpty() ? std::nullopt : m_hooks.findTool(id);
    if (!tool) {
        // A program the panel does not know may ask to be let in; a page may not (its origin
        // is an installed tool's, or it never got this far).
        if (request.origin.isEmpty())
            return {icrp::authRefused(ErrorCode::PermissionDenied, {}), pairing(request)};
        return {
            icrp::authRefused(
                ErrorCode::PermissionDenied,
                QStringLiteral("No tool \"%1\" is installed in IC Control Panel").arg(id.left(64))),
            std::nullopt};
    }
    if (!tool->enabled)
        return {
            icrp::authRefused(
                ErrorCode::PermissionDenied,
                QStringLiteral("The tool \"%1\" is disabled: enable it on the panel's Tools page")
                    .arg(id)),
            std::nullopt};
    // A page speaks only for its own tool; a program sends no Origin.
    if (!request.origin.isEmpty() && request.origin != m_hooks.originOf(id))
        return {icrp::authRefused(ErrorCode::PermissionDenied,
                                  QStringLiteral("A page from %1 may not speak for the tool "
                                                 "\"%2\"; only %3 may")
                                      .arg(request.origin.left(100), id, m_hooks.originOf(id))),
                std::nullopt};
    const QString token = m_hooks.tokenOf(id);
    if (request.authentication.isEmpty() || token.isEmpty())
        return {icrp::authRefused(ErrorCode::AuthenticationFailed,
                                  QStringLiteral("Authentication failed: the gateway needs the "
                                                 "tool's token (the #token=… of its URL)")),
                std::nullopt};
    const QString expected = icrp::IcrpAuth::response(token, m_salt, challenge);
    if (!icrp::IcrpAuth::constantTimeEquals(expected.toLatin1(), request.authentication.toLatin1()))
        return {icrp::authRefused(ErrorCode::AuthenticationFailed,
                                  QStringLiteral("Authentication failed: wrong token for \"%1\"; "
                                                 "copy the tool's URL again from the panel")
                                      .arg(id)),
                std::nullopt};
    if (auto question = escalation(*tool, request))
        return {icrp::authRefused(ErrorCode::PermissionDenied, {}), question};
    icrp::Grant grant;
    grant.tier = request.tier;
    grant.categories = tool->granted.categoryFlags() & icrp::categoriesVisibleTo(request.tier);
    grant.toolId = id;
    return {icrp::authGranted(grant), std::nullopt};
}

std::optional<PermissionRequest>
ToolAuthenticator::escalation(const ictools::InstalledTool &tool,
                              const icrp::IdentifyRequest &request) const
{
    const icrp::EventCategories granted = tool.granted.categoryFlags();
    const icrp::EventCategories asked = categoriesOf(request.subscriptions);
    if (ictools::ToolGrant::tierCovers(tool.granted.tier, request.tier) && !(asked & ~granted))
        return std::nullopt;
    PermissionRequest question;
    question.kind = PermissionRequest::Kind::Escalation;
    question.toolId = tool.id;
    question.name = tool.name;
    question.origin = request.origin;
    question.address = request.peer.toString();
    question.tier = request.tier;
    question.subscriptions = request.subscriptions;
    question.sessionId = request.sessionId;
    question.grantedTier = tool.granted.tier;
    question.grantedCategories = icrp::categoryNames(granted);
    return question;
}

PermissionRequest ToolAuthenticator::pairing(const icrp::IdentifyRequest &request)
{
    // Anyone may claim any name: no control or direction characters reach a prompt or a log.
    QString name;
    for (const char32_t c : request.clientName.left(80).toUcs4()) {
        if (!ic::ForeignText::isForbidden(c, false))
            name += QString::fromUcs4(&c, 1);
    }
    PermissionRequest question;
    question.kind = PermissionRequest::Kind::Pairing;
    question.toolId = ic::ForeignText::escaped(request.toolId.left(64));
    question.name = name.trimmed().isEmpty() ? QStringLiteral("(no name)") : name.trimmed();
    question.sessionId = request.sessionId;
    question.address = request.peer.toString();
    question.tier = request.tier;
    question.subscriptions = request.subscriptions;
    return question;
}

void ToolAuthenticator::decide(const PermissionRequest &question, Decision decision,
                               Verdict done) const
{
    if (decision == Decision::Deny)
        return done(
            icrp::authRefused(ErrorCode::PermissionDenied, refusalText(question, true, {})));
    icrp::Grant grant;
    grant.tier = question.tier;
    icrp::EventCategories categories = categoriesOf(question.subscriptions);
    if (question.kind == PermissionRequest::Kind::Escalation) {
        categories |= categoriesOf(question.grantedCategories);
        grant.toolId = question.toolId;
        if (decision == Decision::AllowAlways && m_hooks.user.extendGrant)
            m_hooks.user.extendGrant(question.toolId, question.tier,
                                     categoriesOf(question.subscriptions));
    }
    grant.categories = categories & icrp::categoriesVisibleTo(question.tier);
    if (question.kind != PermissionRequest::Kind::Pairing || decision != Decision::AllowAlways ||
        !m_hooks.user.pairProgram)
        return done(icrp::authGranted(grant));
    m_hooks.user.pairProgram(
        question.name, question.toolId, grant.tier, grant.categories,
        [grant, done](const QString &id, const QString &token) {
            AuthResult verdict = icrp::authGranted(grant);
            if (!id.isEmpty()) {
                verdict->grant.toolId = id;
                // The program keeps these to come back as a tool of its own
                // (docs/icrp-spec.md §18).
                verdict->extra.insert(
                    QStringLiteral("pairing"),
                    QJsonObject{{QStringLiteral("toolId"), id}, {QStringLiteral("token"), token}});
            }
            done(verdict);
        });
}

QString ToolAuthenticator::refusalText(const PermissionRequest &question, bool asked,
                                       const QString &notAsked)
{
    if (asked && question.kind == PermissionRequest::Kind::Pairing) // the user said no: only that
        return QStringLiteral("IC Control Panel's user denied this program (or did not answer in "
                              "time); ask them to allow it when the panel asks, or install it as "
                              "a tool");
    QString what;
    if (question.kind == PermissionRequest::Kind::Pairing) {
        what = QStringLiteral("The IC Control Panel gateway admits installed tools only: identify "
                              "with client.toolId and the tool's token (ic-tool url ID shows it)");
    } else if (!ictools::ToolGrant::tierCovers(question.grantedTier, question.tier)) {
        what = QStringLiteral("Permission denied: \"%1\" asked for the %2 tier; it is granted %3")
                   .arg(question.toolId, icrp::tierName(question.tier),
                        icrp::tierName(question.grantedTier));
    } else {
        const icrp::EventCategories granted = categoriesOf(question.grantedCategories);
        QStringList beyond;
        for (const QString &name : question.subscriptions) {
            if (!(categoriesOf({name}) & granted))
                beyond << name;
        }
        what = QStringLiteral("Permission denied: \"%1\" asked for %2; it is granted %3")
                   .arg(question.toolId, beyond.join(QStringLiteral(", ")),
                        question.grantedCategories.join(QStringLiteral(", ")));
    }
    if (asked)
        return what + QStringLiteral(". The panel's user did not allow it (or did not answer in "
                                     "time)");
    if (!notAsked.isEmpty())
        return what + QStringLiteral(". The panel did not ask its user: %1; try again later")
                          .arg(notAsked);
    return what + QStringLiteral(". Approve it in the panel window (ic-panel without --headless)");
}

} // namespace ichost
