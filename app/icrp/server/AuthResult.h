#pragma once
// An IcrpAuthenticator's answer: an Admission (the grant, and fields for the identify result),
// or the ICRP error to send back as an ic::Error (code errorName(ErrorCode), e.g.
// "icrp.authentication-failed"; an empty message means the code's standard message).

#include "common/Result.h"
#include "icrp/protocol/ErrorCode.h"
#include "icrp/protocol/Grant.h"

#include <QJsonObject>
#include <QString>

#include <utility>

namespace icrp {

struct Admission
{
    Grant grant;
    /// Fields added to the identify result (the gateway: a newly paired program's toolId and
    /// token, so it can come back on its own).
    QJsonObject extra;
};

using AuthResult = ic::Result<Admission>;

/// Let in with `grant`.
inline AuthResult authGranted(Grant grant)
{
    return Admission{std::move(grant), {}};
}

/// Refused with ICRP error `code` and `why` (empty: the code's standard message).
inline AuthResult authRefused(ErrorCode code, QString why)
{
    return icrpError(code, std::move(why));
}

} // namespace icrp
