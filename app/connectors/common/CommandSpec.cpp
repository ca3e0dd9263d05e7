#include "connectors/common/CommandSpec.h"

#include "connectors/common/Tr.h"

#include <cmath>
#include <limits>

namespace icconnectors {
namespace {

ic::Error paramError(const QString &message)
{
    return ic::Error{QStringLiteral("connector.param"), message};
}

ic::Result<QVariant> checkInteger(const ParamSpec &param, const QString &text)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    if (!ok)
        return paramError(Tr::tr("%1 must be a whole number, not \"%2\".").arg(param.name, text));
    if ((param.minimum && value < *param.minimum) || (param.maximum && value > *param.maximum))
        return paramError(Tr::tr("%1 must be between %2 and %3, not %4.")
                              .arg(param.name)
                              .arg(param.minimum.value_or(std::numeric_limits<qint64>::min()))
                              .arg(param.maximum.value_or(std::numeric_limits<qint64>::max()))
                              .arg(value));
    return QVariant(value);
}

ic::Result<QVariant> checkNumber(const ParamSpec &param, const QString &text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return paramError(Tr::tr("%1 must be a number, not \"%2\".").arg(param.name, text));
    return QVariant(value);
}

ic::Result<QVariant> checkBoolean(const ParamSpec &param, const QVariant &value)
{
    if (value.typeId() == QMetaType::Bool)
        return value;
    const QString text = value.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return QVariant(true);
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return QVariant(false);
    return paramError(Tr::tr("%1 must be true or false, not \"%2\".").arg(param.name, text));
}

ic::Result<QVariant> checkValue(const ParamSpec &param, const QVariant &value)
{
    const QString text = value.toString();
    switch (param.kind) {
    case ParamSpec::Kind::Integer:
        return checkInteger(param, text);
    case ParamSpec::Kind::Number:
        return checkNumber(param, text);
    case ParamSpec::Kind::Boolean:
        return checkBoolean(param, value);
    case ParamSpec::Kind::Choice:
        if (!param.choices.contains(text))
            return paramError(Tr::tr("%1 must be one of %2, not \"%3\".")
                                  .arg(param.name, param.choices.join(QStringLiteral(", ")), text));
        return QVariant(text);
    case ParamSpec::Kind::Text:
        break;
    }
    return QVariant(text);
}

bool isEmpty(const QVariant &value)
{
    return !value.isValid() || value.isNull() ||
           (value.typeId() == QMetaType::QString && value.toString().trimmed().isEmpty());
}

/// "x", "x and y", "x, y and z".
QString listed(const QStringList &names)
{
    if (names.size() < 2)
        return names.value(0);
    return Tr::tr("%1 and %2")
        .arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}

} // namespace

const ParamSpec *CommandSpec::param(const QString &paramName) const
{
    for (const ParamSpec &p : params) {
        if (p.name == paramName)
            return &p;
    }
    return nullptr;
}

ic::Result<QVariantMap> checkParams(const CommandSpec &spec, const QVariantMap &values)
{
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (!spec.param(it.key()))
            return paramError(Tr::tr("%1 takes no parameter %2.").arg(spec.name, it.key()));
    }
    // Every missing and every wrong one at once ("spawn needs x and y."), not the first only.
    QVariantMap typed;
    QStringList missing;
    QStringList wrong;
    for (const ParamSpec &param : spec.params) {
        const QVariant value = values.value(param.name);
        if (isEmpty(value)) {
            if (param.required)
                missing << param.name;
            continue;
        }
        auto checked = checkValue(param, value);
        if (checked)
            typed.insert(param.name, *checked);
        else
            wrong << checked.error().message;
    }
    if (!missing.isEmpty())
        wrong.prepend(Tr::tr("%1 needs %2.").arg(spec.name, listed(missing)));
    if (!wrong.isEmpty())
        return paramError(wrong.join(u' '));
    return typed;
}

} // namespace icconnectors
