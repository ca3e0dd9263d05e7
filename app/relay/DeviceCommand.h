#pragma once
// `ic-relay-mock approve|deny USER-CODE`: the community admin panel's decision on a device that
// signs in with the OAuth 2.0 device flow (RFC 8628), written to the data folder's device code
// file, where the running relay reads it at the device's next poll. approve sets the tier
// (default: the one the device asked for, else observer), the lifetime (default 24h) and the
// games of the token the relay will issue; it is the relay that makes the token, so it is
// never shown here.

#include "relay/RelayCommandLine.h"

class QTextStream;

namespace icrelay {

class DeviceCommand
{
public:
    /// Default lifetime of a token approved without --expires.
    static constexpr qint64 kDefaultLifetimeSeconds = 24 * 3600;

    /// The exit code: 0 done; 1 the code is unknown, expired or decided already, or the file
    /// could not be used.
    static int run(const RelayCommandLine::Result &command, QTextStream &out, QTextStream &err);
};

} // namespace icrelay
