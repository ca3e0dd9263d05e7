#pragma once
// The outcome of IcrpClient::call(): a result, or an error with code and message (ICRP
// codes, or the client's own: timeout, disconnected).

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
