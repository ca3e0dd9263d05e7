#pragma once
// The JSON answers of the relay's OAuth endpoints (the device flow, RFC 8628; token revocation,
// RFC 7009): never cached (RFC 6749 §5.1's Cache-Control: no-store and Pragma: no-cache), errors
// as RFC 6749 §5.2's {"error", "error_description"}.

#include "net/HttpResponse.h"

#include <QJsonObject>
#include <QString>

namespace icrelay::oauth {

/// `response` with the headers that keep it out of every cache.
icnet::HttpResponse noStore(icnet::HttpResponse response);
/// `body` as compact JSON with `status`, not cached.
icnet::HttpResponse json(int status, const QJsonObject &body);
/// RFC 6749 §5.2's error answer; `more` adds fields (slow_down's interval).
icnet::HttpResponse error(int status, const QString &error, const QString &description,
                          const QJsonObject &more = {});
/// 400 invalid_request.
icnet::HttpResponse badRequest(const QString &description);

} // namespace icrelay::oauth
