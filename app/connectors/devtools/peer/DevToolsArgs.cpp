#include "connectors/devtools/peer/DevToolsArgs.h"

#include <cmath>
#include <limits>
#include <utility>

namespace icconnectors::devtools {

DevToolsArgs::DevToolsArgs(QString cmd, QJsonObject args)
    : m_cmd(std::move(cmd)), m_args(std::move(args))
{
}

ic::Error DevToolsArgs::invalid(const QString &what) const
{
    // Wire text, not translated: it is the game's answer as RFC-014 words it.
    return ic::Error{QStringLiteral("devtools.peer.args"),
                     QStringLiteral("Invalid %1 command arguments: %2").arg(m_cmd, what)};
}

ic::Result<int> DevToolsArgs::toInt(const QString &name) const
{
    const QJsonValue value = m_args.value(name);
    const double d = value.toDouble();
    if (!value.isDouble() || std::trunc(d) != d || d < std::numeric_limits<int>::min() ||
        d > std::numeric_limits<int>::max())
        return invalid(QStringLiteral("'%1' must be an integer").arg(name));
    return int(d);
}

ic::Result<int> DevToolsArgs::requiredInt(const QString &name) const
{
    if (!m_args.contains(name) || m_args.value(name).isNull())
        return invalid(QStringLiteral("missing '%1' field").arg(name));
    return toInt(name);
}

ic::Result<int> DevToolsArgs::optionalInt(const QString &name, int fallback) const
{
    if (!m_args.contains(name) || m_args.value(name).isNull())
        return fallback;
    return toInt(name);
}

ic::Result<QString> DevToolsArgs::requiredText(const QString &name) const
{
    if (!m_args.contains(name) || m_args.value(name).isNull())
        return invalid(QStringLiteral("missing '%1' field").arg(name));
    return optionalText(name, QString());
}

ic::Result<QString> DevToolsArgs::optionalText(const QString &name, const QString &fallback) const
{
    const QJsonValue value = m_args.value(name);
    if (value.isUndefined() || value.isNull())
        return fallback;
    if (!value.isString())
        return invalid(QStringLiteral("'%1' must be a string").arg(name));
    return value.toString();
}

} // namespace icconnectors::devtools
