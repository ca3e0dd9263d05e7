#pragma once
// Who may speak ICRP to the tool gateway: an installed, enabled tool that identifies with
// client.toolId and answers the challenge with its token in place of a password — from its own
// origin (http://<id>.localhost:PORT) when it is a page, from no origin when it is a program —
// and asks for no more than the user granted it (tier and categories).
//
// Two refusals are questions the user can answer (PermissionRequests): a tool with the right
// token asking for more than its grant (escalation), and a program without a known tool id
// (pairing). With a window to ask in, such an identify waits for the answer: Allow once lets
// this session in with what it asked; Always also keeps it (the tool's grant is extended; the
// program is paired and gets a tool id and token of its own in the identify result); Deny, or
// no answer in time, refuses. Without a window they are refused at once, saying to approve in
// the window. Everything else is refused with a message that says what to do.

#include "host/PermissionRequest.h"
#include "host/UserHooks.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/server/IcrpAuthenticator.h"
#include "tools/InstalledTool.h"

#include <QString>
#include <functional>
#include <optional>

namespace ichost {

class ToolAuthenticator : public icrp::IcrpAuthenticator
{
public:
    struct Hooks
    {
        /// The installed tool with this id (a copy), or nullopt.
        std::function<std::optional<ictools::InstalledTool>(const QString &toolId)> findTool;
        /// The tool's token, or empty when it has none (yet).
        std::function<QString(const QString &toolId)> tokenOf;
        /// The tool's own origin, "http://<id>.localhost:PORT".
        std::function<QString(const QString &toolId)> originOf;
        /// Questions to the user and what a yes keeps.
        UserHooks user;
    };

    explicit ToolAuthenticator(Hooks hooks);

    bool authenticationRequired() const override { return true; }
    QString salt() const override { return m_salt; }
    icrp::AuthResult authenticate(const icrp::IdentifyRequest &request,
                                  const QString &challenge) override;
    void authenticateLater(const icrp::IdentifyRequest &request, const QString &challenge,
                           Verdict done) override;
    quint64 generation() const override { return m_generation; }
    /// A token changed (renewed, tool removed): sessions of older generations can be closed.
    void bump() { ++m_generation; }

private:
    /// The verdict, and the question it raises when the user could still say yes.
    struct Judgement
    {
        icrp::AuthResult verdict;
        std::optional<PermissionRequest> question;
    };
    Judgement judge(const icrp::IdentifyRequest &request, const QString &challenge) const;
    std::optional<PermissionRequest> escalation(const ictools::InstalledTool &tool,
                                                const icrp::IdentifyRequest &request) const;
    static PermissionRequest pairing(const icrp::IdentifyRequest &request);
    /// The verdict once the user answered `decision` to `question` (after pairing the program
    /// when it is to be kept).
    void decide(const PermissionRequest &question, PermissionRequest::Decision decision,
                Verdict done) const;
    /// Why it was refused: `asked` (the user said no or nothing), not asked because
    /// `notAsked`, or nobody to ask (headless) — with what to do.
    static QString refusalText(const PermissionRequest &question, bool asked,
                               const QString &notAsked);
    /// The tool is still installed, enabled and holds `token` (an escalation's answer applies).
    bool stillAsIs(const PermissionRequest &question, const QString &token) const;

    Hooks m_hooks;
    QString m_salt;
    quint64 m_generation = 1;
};

} // namespace ichost
