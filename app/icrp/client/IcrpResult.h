#pragma once
// The outcome of IcrpClient::call(): a result, or an error with code and message (ICRP
// codes, or the client's own: timeout, disconnected).
//
// The one documented variant of ic::Result (common/Result.h): it is a JSON-RPC answer as it
// came over the wire, so its error is the protocol's integer code (-32001…, or TimedOut /
// NotConnected) with the server's message and optional `data`, which ic::Error's dotted code
// and message cannot carry without loss; and it is read in some 20 files (the panel's models,
// the match, the gateway, ic-tool), where a conversion would only rename fields. To hand one
// on as an ic::Error, use the ICRP name of its code (icrp::errorName() in
// icrp/protocol/ErrorCode.h) and its message.

#include <QJsonValue>
#include <QString>

namespace icrp {

struct IcrpResult
{
    bool ok = false;
    QJsonValue result;
    int code = 0;
    QString message;
    QJsonValue data;

    /// Client-side codes (outside JSON-RPC's range).
    static constexpr int TimedOut = -1;
    static constexpr int NotConnected = -2;
};

} // namespace icrp
