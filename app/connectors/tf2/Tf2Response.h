#pragma once
// One answer as the response file holds it (id, status, data or message); Tf2Message.h reads
// and writes it.

#include <QJsonValue>
#include <QString>

namespace icconnectors::tf2 {

struct Tf2Response
{
    QString id;
    bool ok = false;
    /// As in the file (strings); "data" of an ok answer.
    QJsonValue data;
    /// The game's own words, on an error.
    QString message;
};

} // namespace icconnectors::tf2
