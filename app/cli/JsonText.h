#pragma once
// JSON values as text for ic-tool's output (scalars included, which QJsonDocument cannot
// hold; call's results, watch --json's lines, the --json documents of the listing verbs), and
// JSON-PARAMS parsing with an error that names the offset.

#include "common/Result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace iccli {

class JsonText
{
public:
    /// Compact (one line) or indented text of any JSON value, without a trailing newline.
    /// Every character a terminal must not see (ic::ForeignText: controls, DEL, bidirectional
    /// overrides) is written as a JSON \uXXXX escape, so the text is still the same JSON after
    /// Console's escaping (which would write DEL as "\x7f").
    static QString format(const QJsonValue &value, bool indented);

    /// Parses the params of a call: an object or an array. On failure an error
    /// ("cli.params") that says what is wrong and where (byte offset, with the text and a
    /// caret under it).
    static ic::Result<QJsonValue> parseParams(const QString &text);

private:
    static QString escapedForTerminal(const QString &json);
};

} // namespace iccli
