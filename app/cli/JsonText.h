#pragma once
// JSON values as text for ic-tool's output (scalars included, which QJsonDocument cannot
// hold), and JSON-PARAMS parsing with an error that names the offset.

#include <QJsonValue>
#include <QString>
#include <optional>

namespace iccli {

class JsonText
{
public:
    /// Compact (one line) or indented text of any JSON value, without a trailing newline.
    static QString format(const QJsonValue &value, bool indented);

    /// Parses the params of a call: an object or an array. On failure, nullopt and `error`
    /// says what is wrong and where (byte offset, with the text and a caret under it).
    static std::optional<QJsonValue> parseParams(const QString &text, QString *error);
};

} // namespace iccli
