#pragma once
// Decides who gets in and with what grant. IcrpServer asks it for the salt it puts in the
// hello, and for a verdict on each identify (after the server has checked version, tier name
// and subscription names). The game uses PasswordAuthenticator; the gateway will check
// per-tool tokens.

#include "icrp/protocol/IdentifyRequest.h"
#include "icrp/server/AuthResult.h"

#include <functional>

namespace icrp {

class IcrpAuthenticator
{
public:
    virtual ~IcrpAuthenticator() = default;

    /// False: the hello carries "authentication": null and identify needs no response.
    virtual bool authenticationRequired() const = 0;
    /// Base64 salt sent in every hello while authentication is required.
    virtual QString salt() const = 0;
    /// `challenge` is the single-use challenge this connection (or HTTP hello) was sent.
    virtual AuthResult authenticate(const IdentifyRequest &request, const QString &challenge) = 0;
    using Verdict = std::function<void(const AuthResult &verdict)>;
    /// The verdict on a WebSocket identify, now or later: `done` runs once, maybe after this
    /// returns (the gateway asks its user about a program it does not know; the answer waits,
    /// the connection's identify time-out no longer runs). Calling it for a connection that
    /// ended meanwhile is harmless. Default: authenticate() at once.
    virtual void authenticateLater(const IdentifyRequest &request, const QString &challenge,
                                   Verdict done)
    {
        done(authenticate(request, challenge));
    }
    /// Bumped whenever credentials change; the server remembers each session's generation so
    /// the owner can close sessions that identified with old credentials.
    virtual quint64 generation() const = 0;
};

} // namespace icrp
