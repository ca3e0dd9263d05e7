#pragma once
// One command as the command file holds it (id, cmd, ts, params); Tf2Message.h reads and
// writes it.

#include <QJsonObject>
#include <QString>

namespace icconnectors::tf2 {

struct Tf2Command
{
    QString id;
    QString cmd;
    qint64 ts = 0;
    /// As given; encodeCommand() stringifies it. decodeCommand() keeps what the file held.
    QJsonObject params;
};

} // namespace icconnectors::tf2
