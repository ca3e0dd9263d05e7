#pragma once
// `ic-relay-mock token create|list|revoke`: runs one token command against the data folder's
// token file. create prints the token alone on stdout (so a script can take it) and what it is
// on stderr; list never prints a token.

#include "relay/RelayCommandLine.h"

class QTextStream;

namespace icrelay {

class TokenCommand
{
public:
    /// The exit code: 0 done, 1 the token file could not be used or the id is unknown.
    static int run(const RelayCommandLine::Result &command, QTextStream &out, QTextStream &err);

private:
    static int create(const RelayCommandLine::Result &command, QTextStream &out, QTextStream &err);
    static int list(const RelayCommandLine::Result &command, QTextStream &out, QTextStream &err);
    static int revoke(const RelayCommandLine::Result &command, QTextStream &out, QTextStream &err);
};

} // namespace icrelay
