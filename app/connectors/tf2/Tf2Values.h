#pragma once
// The TF2 mod's Lua JSON parser only copes with strings as values, so everything that goes to
// the game is stringified and everything that comes back is a string. These functions do both
// directions:
//
// - stringify(): numbers become "123" / "0.05" (shortest form that reads back the same, no
//   exponent for whole numbers below 2^53), booleans "true" / "false", null "null". Nesting is
//   kept: an object stays an object and an array an array (the seed's answers carry arrays of
//   objects, so the parser reads structure); only the leaves become strings. Keys are unchanged.
// - typeBack(): for display only, turns leaves back into JSON types by a heuristic (below).
//   Nothing typed back is ever sent again.
// - firstNonString(): where a value breaks the rule ("params.speed"), for a peer that refuses it.
//
// typeBack's rules, per string leaf, in order:
//   1. its key names an identity — "id", "cmd", "status", "message", "type", "cargo", or one that
//      ends in "_id", "name", "_type" or "cargo" — it stays a string ("12345" is an id, not a
//      count); inside an array the array's key decides;
//   2. "true" / "false" → boolean, "null" → null;
//   3. a plain decimal ("-12", "0.05", no exponent, no leading zeros but "0", no "+", no spaces)
//      whose value survives the trip through a double (integers up to 2^53) → number;
//   4. anything else stays a string.
// Where it can be wrong: a free-text field that happens to read "true" or "42" (a town named
// "1855" under a key that is not a name) becomes a boolean or number on screen; a number written
// "1e3" or "007" stays a string; a very long integer stays a string. The wire bytes are always
// in the log, so the display can be checked against them.

#include <QJsonValue>
#include <QString>

namespace icconnectors::tf2 {

QJsonValue stringify(const QJsonValue &value);
/// A number as the game wants it: "1855", "0.05", "-3".
QString numberText(double value);
QJsonValue typeBack(const QJsonValue &value);
/// Whether `key` names an identity whose value stays a string (rule 1 above).
bool keepsStringUnder(const QString &key);
/// The path of the first leaf that is not a string ("params.speed", "data.towns[0].id"), under
/// `path`; empty when all are strings.
QString firstNonString(const QJsonValue &value, const QString &path = {});

} // namespace icconnectors::tf2
