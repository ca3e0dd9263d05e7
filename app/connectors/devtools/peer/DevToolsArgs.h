#pragma once
// A command's `args` as the simulated server reads them, with RFC-014's messages for what is
// wrong: "Invalid spawn command arguments: missing 'entity' field", "…: 'x' must be an
// integer". Integers are JSON numbers without a fraction in the C# int range; an absent or
// null optional argument takes its default.

#include "common/Result.h"

#include <QJsonObject>
#include <QString>

namespace icconnectors::devtools {

class DevToolsArgs
{
public:
    DevToolsArgs(QString cmd, QJsonObject args);

    ic::Result<int> requiredInt(const QString &name) const;
    ic::Result<int> optionalInt(const QString &name, int fallback) const;
    ic::Result<QString> requiredText(const QString &name) const;
    ic::Result<QString> optionalText(const QString &name, const QString &fallback) const;
    /// "Invalid <cmd> command arguments: <what>".
    ic::Error invalid(const QString &what) const;

private:
    ic::Result<int> toInt(const QString &name) const;

    QString m_cmd;
    QJsonObject m_args;
};

} // namespace icconnectors::devtools
