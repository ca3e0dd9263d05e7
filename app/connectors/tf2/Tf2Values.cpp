#include "connectors/tf2/Tf2Values.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace icconnectors::tf2 {
namespace {

constexpr double kExactIntegerLimit = 9007199254740992.0; // 2^53

QJsonValue typeBackLeaf(const QString &text, bool keepString)
{
    if (keepString)
        return text;
    if (text == QLatin1String("true"))
        return true;
    if (text == QLatin1String("false"))
        return false;
    if (text == QLatin1String("null"))
        return QJsonValue::Null;
    static const QRegularExpression plainDecimal(QStringLiteral("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"));
    if (!plainDecimal.match(text).hasMatch())
        return text;
    const double value = text.toDouble();
    if (!text.contains(QLatin1Char('.'))) {
        if (std::abs(value) > kExactIntegerLimit)
            return text; // a double could not hold it exactly
        return QJsonValue(text.toLongLong());
    }
    return value;
}

QJsonValue typeBackUnder(const QJsonValue &value, bool keepString)
{
    if (value.isObject()) {
        QJsonObject typed;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            typed.insert(it.key(), typeBackUnder(it.value(), keepsStringUnder(it.key())));
        return typed;
    }
    if (value.isArray()) {
        QJsonArray typed;
        for (const QJsonValue &item : value.toArray())
            typed.append(typeBackUnder(item, keepString));
        return typed;
    }
    if (value.isString())
        return typeBackLeaf(value.toString(), keepString);
    return value;
}

} // namespace

QString numberText(double value)
{
    if (std::isfinite(value) && std::trunc(value) == value && std::abs(value) < kExactIntegerLimit)
        return QString::number(qint64(value));
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QJsonValue stringify(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object: {
        QJsonObject out;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            out.insert(it.key(), stringify(it.value()));
        return out;
    }
    case QJsonValue::Array: {
        QJsonArray out;
        for (const QJsonValue &item : value.toArray())
            out.append(stringify(item));
        return out;
    }
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        if (value.toVariant().typeId() == QMetaType::LongLong)
            return QString::number(value.toInteger());
        return numberText(value.toDouble());
    case QJsonValue::String:
        return value;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("null");
}

bool keepsStringUnder(const QString &key)
{
    static const QStringList exact = {QStringLiteral("id"),     QStringLiteral("cmd"),
                                      QStringLiteral("status"), QStringLiteral("message"),
                                      QStringLiteral("type"),   QStringLiteral("cargo")};
    static const QStringList endings = {QStringLiteral("_id"), QStringLiteral("name"),
                                        QStringLiteral("_type"), QStringLiteral("cargo")};
    if (exact.contains(key))
        return true;
    for (const QString &ending : endings) {
        if (key.endsWith(ending))
            return true;
    }
    return false;
}

QJsonValue typeBack(const QJsonValue &value)
{
    return typeBackUnder(value, false);
}

QString firstNonString(const QJsonValue &value, const QString &path)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString inner = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
            if (QString found = firstNonString(it.value(), inner); !found.isEmpty())
                return found;
        }
        return {};
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString inner = QStringLiteral("%1[%2]").arg(path).arg(i);
            if (QString found = firstNonString(array.at(i), inner); !found.isEmpty())
                return found;
        }
        return {};
    }
    if (value.isString())
        return {};
    return path.isEmpty() ? QStringLiteral("(value)") : path;
}

} // namespace icconnectors::tf2
