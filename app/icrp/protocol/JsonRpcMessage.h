#pragma once
// One JSON-RPC 2.0 message, classified: a request, a notification, a response, or invalid.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace icrp {

struct JsonRpcMessage
{
    enum class Kind { Request, Notification, Response, Invalid };

    Kind kind = Kind::Invalid;
    /// The id of a request or response; for an invalid message, the id if it could be read
    /// (string or number), else null — the id an error reply must carry.
    QJsonValue id;
    QString method;
    /// Object or array; undefined when the message had no "params".
    QJsonValue params;
    /// Responses only: the result, or the error object.
    QJsonValue result;
    QJsonObject error;
    /// Invalid only: what is wrong, for the error's data.
    QString problem;

    bool isRequest() const { return kind == Kind::Request; }
    bool isNotification() const { return kind == Kind::Notification; }
    bool isResponse() const { return kind == Kind::Response; }
    bool isInvalid() const { return kind == Kind::Invalid; }
};

} // namespace icrp
