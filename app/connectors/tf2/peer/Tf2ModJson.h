#pragma once
// The simulated mod's own reading of the command file and writing of the response file, from
// seed 002 alone ("Command Format", "Response Format", "JSON String Requirement"); it shares no
// code with the connector's codec (Tf2Message.h), so a connector that drifts from the seed fails
// against it. Strict where the seed is:
// - the command is one JSON object with "id" (8 hex characters), "cmd", "ts" (milliseconds, as
//   digits) and "params" (an object, {} when empty: the mod indexes cmd.params without a nil
//   guard, so a command without it is refused);
// - ALL values are strings, nested ones too ("will break!" otherwise): a number, boolean or null
//   anywhere is refused, naming where it is;
// - the response is {"id", "status": "ok", "data"} or {"id", "status": "error", "message"},
//   every leaf of data written as a string ("1855", "false", "null").

#include "common/Result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace icconnectors::tf2::peer {

/// The mod reads at most this much of the command file.
constexpr qint64 kModMaxCommandBytes = 1024 * 1024;

struct ModCommand
{
    QString id;
    QString cmd;
    QString ts;
    QJsonObject params;
};

struct ModCommandRead
{
    enum class Outcome {
        Incomplete,   ///< not whole JSON (yet): read again next tick, never acted on
        Unanswerable, ///< no usable id to answer: logged and cleared
        Refused,      ///< has an id but breaks the format: answered with `problem`
        Command,      ///< a command to process
    };
    Outcome outcome = Outcome::Incomplete;
    ModCommand command; ///< id set for Refused too
    QString problem;
};

ModCommandRead readModCommand(const QByteArray &bytes);
/// The response file's bytes for `id`: data (stringified) when ok, else the message.
QByteArray writeModResponse(const QString &id, const ic::Result<QJsonValue> &answer);
/// A value as the mod writes it: every leaf a string, structure kept.
QJsonValue modStrings(const QJsonValue &value);

} // namespace icconnectors::tf2::peer
