#pragma once
// Checks a tool's or prompt's arguments against the JSON Schema it publishes (the subset the
// server's schemas use: an object with typed properties — string, integer, number, boolean —
// `required`, `minimum`/`maximum`, `minLength`, and no properties it does not name). The error
// names the argument and what it should be, so a model can call again correctly.

#include "common/Result.h"

#include <QJsonObject>

namespace icmcp {

class McpArguments
{
public:
    static ic::Result<void> check(const QJsonObject &schema, const QJsonObject &arguments);

private:
    static ic::Result<void> checkValue(const QString &name, const QJsonObject &property,
                                       const QJsonValue &value);
};

} // namespace icmcp
