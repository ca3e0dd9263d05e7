#pragma once
// An IcrpAuthenticator's answer: a grant, or an ICRP error to send back.

#include "icrp/protocol/ErrorCode.h"
#include "icrp/protocol/Grant.h"

#include <QJsonObject>
#include <QString>

namespace icrp {

struct AuthResult
{
    bool ok = false;
    ErrorCode code = ErrorCode::AuthenticationFailed;
    QString message;
    Grant grant;
    /// Fields added to the identify result (the gateway: a newly paired program's toolId and
    /// token, so it can come back on its own).
    QJsonObject extra;

    static AuthResult granted(Grant g)
    {
        AuthResult r;
        r.ok = true;
        r.grant = std::move(g);
        return r;
    }
    static AuthResult refused(ErrorCode c, QString why)
    {
        AuthResult r;
        r.code = c;
        r.message = std::move(why);
        return r;
    }
};

} // namespace icrp
