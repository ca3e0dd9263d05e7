#pragma once
// The two files of the seed's protocol as values: a command (id, cmd, ts, params) that the
// client writes and the game reads, and a response (id, status, data or message) that the game
// writes and the client reads. encode*() stringify every value; decode*() check the shape and
// size and say exactly what is wrong, for the log and the person.

#include "common/Result.h"
#include "connectors/tf2/Tf2Command.h"
#include "connectors/tf2/Tf2Response.h"

#include <QByteArray>

namespace icconnectors::tf2 {

/// Larger files are refused, not parsed: no answer of the seed comes near it.
constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

QByteArray encodeCommand(const Tf2Command &command);
QByteArray encodeResponse(const Tf2Response &response);

/// A response file's bytes. Errors: "tf2.incomplete" (not JSON yet: empty or cut off, as a
/// writer that is not done leaves it), "tf2.oversized", "tf2.bad_response" (JSON, wrong shape).
ic::Result<Tf2Response> decodeResponse(const QByteArray &bytes);
/// A command file's bytes, as the game reads them. Errors: "tf2.incomplete", "tf2.oversized",
/// "tf2.bad_command" (no string id/cmd); "tf2.not_string" when a value is not a string (the
/// command keeps its id then, so the game can answer it).
ic::Result<Tf2Command> decodeCommand(const QByteArray &bytes, QString *idOfRefused = nullptr);

} // namespace icconnectors::tf2
