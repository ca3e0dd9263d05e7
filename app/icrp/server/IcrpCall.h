#pragma once
// What a method handler is told about the call it answers.

#include "icrp/protocol/Grant.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace icrp {

struct IcrpCall
{
    QString sessionId;
    Grant grant;
    QString method;
    /// Object, array, or undefined when the request had no params.
    QJsonValue params;
    QString clientName;
    QHostAddress peer;
    /// "websocket" or "http".
    QString transport;

    /// params as an object ({} when absent or an array).
    QJsonObject paramsObject() const { return params.toObject(); }
};

} // namespace icrp
