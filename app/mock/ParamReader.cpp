#include "mock/ParamReader.h"

#include <QJsonArray>

#include <cmath>

namespace icmock {

ParamReader::ParamReader(const QJsonValue &params, const QStringList &allowedKeys)
{
    if (params.isUndefined() || params.isNull())
        return;
    if (!params.isObject()) {
        fail(allowedKeys.isEmpty() ? QStringLiteral("params must be omitted or an empty object")
                                   : QStringLiteral("params must be an object with the fields %1")
                                         .arg(list(allowedKeys)));
        return;
    }
    m_params = params.toObject();
    for (auto it = m_params.constBegin(); it != m_params.constEnd(); ++it) {
        if (!allowedKeys.contains(it.key())) {
            fail(allowedKeys.isEmpty()
                     ? QStringLiteral("unknown field \"%1\": this method takes no params")
                           .arg(it.key())
                     : QStringLiteral("unknown field \"%1\": allowed fields are %2")
                           .arg(it.key(), list(allowedKeys)));
            return;
        }
    }
}

QString ParamReader::list(const QStringList &values)
{
    QStringList quotedValues;
    for (const QString &v : values)
        quotedValues << QLatin1Char('"') + v + QLatin1Char('"');
    if (quotedValues.size() <= 1)
        return quotedValues.join(QString());
    const QString last = quotedValues.takeLast();
    return quotedValues.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

bool ParamReader::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
    return false;
}

bool ParamReader::present(const QString &key, Presence presence)
{
    if (m_params.contains(key) && !m_params.value(key).isNull())
        return true;
    if (presence == Required)
        fail(QStringLiteral("missing field \"%1\"").arg(key));
    return false;
}

bool ParamReader::string(const QString &key, QString *out, Presence presence,
                         const QStringList &allowedValues, int maxLength)
{
    if (failed())
        return false;
    if (!present(key, presence))
        return !failed();
    const QJsonValue v = m_params.value(key);
    if (!v.isString())
        return fail(
            allowedValues.isEmpty()
                ? QStringLiteral("field \"%1\" must be a string").arg(key)
                : QStringLiteral("field \"%1\" must be one of %2").arg(key, list(allowedValues)));
    const QString s = v.toString();
    if (!allowedValues.isEmpty() && !allowedValues.contains(s))
        return fail(QStringLiteral("field \"%1\" must be one of %2, not \"%3\"")
                        .arg(key, list(allowedValues), s));
    if (presence == Required && s.trimmed().isEmpty())
        return fail(QStringLiteral("field \"%1\" must not be empty").arg(key));
    if (maxLength > 0 && s.size() > maxLength)
        return fail(QStringLiteral("field \"%1\" is %2 characters long; at most %3 are allowed")
                        .arg(key)
                        .arg(s.size())
                        .arg(maxLength));
    *out = s;
    return true;
}

bool ParamReader::boolean(const QString &key, bool *out, Presence presence)
{
    if (failed())
        return false;
    if (!present(key, presence))
        return !failed();
    const QJsonValue v = m_params.value(key);
    if (!v.isBool())
        return fail(QStringLiteral("field \"%1\" must be true or false").arg(key));
    *out = v.toBool();
    return true;
}

bool ParamReader::integer(const QString &key, qint64 *out, Presence presence, qint64 min,
                          qint64 max)
{
    if (failed())
        return false;
    if (!present(key, presence))
        return !failed();
    const QJsonValue v = m_params.value(key);
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || std::floor(d) != d || d < double(min) || d > double(max))
        return fail(QStringLiteral("field \"%1\" must be a whole number from %2 to %3")
                        .arg(key)
                        .arg(min)
                        .arg(max));
    *out = qint64(d);
    return true;
}

bool ParamReader::stringList(const QString &key, QStringList *out, Presence presence,
                             const QStringList &allowedValues)
{
    if (failed())
        return false;
    if (!present(key, presence))
        return !failed();
    const QJsonValue v = m_params.value(key);
    const QString expected =
        allowedValues.isEmpty()
            ? QStringLiteral("field \"%1\" must be an array of strings").arg(key)
            : QStringLiteral("field \"%1\" must be an array of %2").arg(key, list(allowedValues));
    if (!v.isArray())
        return fail(expected);
    QStringList values;
    for (const QJsonValue &e : v.toArray()) {
        if (!e.isString())
            return fail(expected);
        if (!allowedValues.isEmpty() && !allowedValues.contains(e.toString()))
            return fail(QStringLiteral("field \"%1\" contains \"%2\"; allowed are %3")
                            .arg(key, e.toString(), list(allowedValues)));
        values << e.toString();
    }
    *out = values;
    return true;
}

bool ParamReader::object(const QString &key, QJsonObject *out, Presence presence)
{
    if (failed())
        return false;
    if (!present(key, presence))
        return !failed();
    const QJsonValue v = m_params.value(key);
    if (!v.isObject())
        return fail(QStringLiteral("field \"%1\" must be an object").arg(key));
    *out = v.toObject();
    return true;
}

void ParamReader::reject(const icrp::IcrpResponder &responder) const
{
    responder.error(icrp::ErrorCode::InvalidParams,
                    QStringLiteral("Invalid params: %1").arg(m_error));
}

} // namespace icmock
