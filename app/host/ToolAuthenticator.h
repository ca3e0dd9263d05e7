#pragma once
// Who may speak ICRP to the tool gateway: an installed, enabled tool that identifies with
// client.toolId and answers the challenge with its token in place of a password — from its own
// origin (http://<id>.localhost:PORT) when it is a page, from no origin when it is a program —
// and asks for no more than the user granted it (tier and categories). Everything else is
// refused with a message that says what was asked, what is granted and what to do.

#include "icrp/server/IcrpAuthenticator.h"

#include <QString>
#include <functional>

namespace ictools {
struct InstalledTool;
}

namespace ichost {

class ToolAuthenticator : public icrp::IcrpAuthenticator
{
public:
    /// The installed tool with this id, or nullptr.
    using FindTool = std::function<const ictools::InstalledTool *(const QString &toolId)>;
    /// The tool's token, or empty when it has none (yet).
    using TokenOf = std::function<QString(const QString &toolId)>;
    /// The tool's own origin, "http://<id>.localhost:PORT".
    using OriginOf = std::function<QString(const QString &toolId)>;

    ToolAuthenticator(FindTool findTool, TokenOf tokenOf, OriginOf originOf);

    bool authenticationRequired() const override { return true; }
    QString salt() const override { return m_salt; }
    icrp::AuthResult authenticate(const icrp::IdentifyRequest &request,
                                  const QString &challenge) override;
    quint64 generation() const override { return m_generation; }
    /// A token changed (renewed, tool removed): sessions of older generations can be closed.
    void bump() { ++m_generation; }

private:
    /// Why this tool may not have what the request asks for; empty when it may.
    static QString beyondGrant(const ictools::InstalledTool &tool,
                               const icrp::IdentifyRequest &request);

    FindTool m_findTool;
    TokenOf m_tokenOf;
    OriginOf m_originOf;
    QString m_salt;
    quint64 m_generation = 1;
};

} // namespace ichost
