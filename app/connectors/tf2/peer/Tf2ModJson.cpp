// The simulated mod's JSON, written from seed 002 alone (see Tf2ModJson.h). The messages are the
// mod's own (English, as a Lua mod writes them), not the panel's.

#include "connectors/tf2/peer/Tf2ModJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include <cmath>

namespace icconnectors::tf2::peer {
namespace {

/// Where the first value that is not a string sits ("params.speed"), or empty.
QString firstNotString(const QJsonValue &value, const QString &where)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString inner = where.isEmpty() ? it.key() : where + QLatin1Char('.') + it.key();
            if (QString found = firstNotString(it.value(), inner); !found.isEmpty())
                return found;
        }
        return {};
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (QString found =
                    firstNotString(array.at(i), QStringLiteral("%1[%2]").arg(where).arg(i));
                !found.isEmpty())
                return found;
        }
        return {};
    }
    return value.isString() ? QString() : where;
}

bool isEightHex(const QString &id)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]{8}$"));
    return hex.match(id).hasMatch();
}

bool isDigits(const QString &text)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]+$"));
    return digits.match(text).hasMatch();
}

ModCommandRead refused(const QString &id, const QString &problem)
{
    ModCommandRead read;
    read.outcome =
        id.isEmpty() ? ModCommandRead::Outcome::Unanswerable : ModCommandRead::Outcome::Refused;
    read.command.id = id;
    read.problem = problem;
    return read;
}

/// What is wrong with a command object that has a usable id, or empty.
QString formatProblem(const QJsonObject &object)
{
    if (const QString where = firstNotString(object, {}); !where.isEmpty())
        return QStringLiteral("All values must be strings: %1 is not.").arg(where);
    if (object.value(QStringLiteral("cmd")).toString().isEmpty())
        return QStringLiteral("Need cmd");
    if (!isDigits(object.value(QStringLiteral("ts")).toString()))
        return QStringLiteral("Need ts (milliseconds)");
    if (!object.value(QStringLiteral("params")).isObject())
        return QStringLiteral("Need params (an object, {} when empty)");
    return {};
}

QString numberText(double number)
{
    if (std::floor(number) == number && std::abs(number) < 9007199254740992.0)
        return QString::number(qint64(number));
    return QString::number(number, 'g', QLocale::FloatingPointShortest);
}

} // namespace

ModCommandRead readModCommand(const QByteArray &bytes)
{
    if (bytes.size() > kModMaxCommandBytes)
        return refused({}, QStringLiteral("command file too large"));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        ModCommandRead read;
        read.problem = QStringLiteral("%1 at byte %2").arg(error.errorString()).arg(error.offset);
        return read;
    }
    if (!document.isObject())
        return refused({}, QStringLiteral("not a JSON object"));
    const QJsonObject object = document.object();
    const QJsonValue id = object.value(QStringLiteral("id"));
    if (!id.isString() || !isEightHex(id.toString()))
        return refused({}, QStringLiteral("no id of 8 hex characters"));
    if (const QString problem = formatProblem(object); !problem.isEmpty())
        return refused(id.toString(), problem);
    ModCommandRead read;
    read.outcome = ModCommandRead::Outcome::Command;
    read.command = ModCommand{id.toString(), object.value(QStringLiteral("cmd")).toString(),
                              object.value(QStringLiteral("ts")).toString(),
                              object.value(QStringLiteral("params")).toObject()};
    return read;
}

QJsonValue modStrings(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object: {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            it.value() = modStrings(it.value());
        return object;
    }
    case QJsonValue::Array: {
        QJsonArray array;
        for (const QJsonValue &item : value.toArray())
            array.append(modStrings(item));
        return array;
    }
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return numberText(value.toDouble());
    case QJsonValue::String:
        return value;
    default:
        return QStringLiteral("null");
    }
}

QByteArray writeModResponse(const QString &id, const ic::Result<QJsonValue> &answer)
{
    QJsonObject object{{QStringLiteral("id"), id}};
    if (answer) {
        object.insert(QStringLiteral("status"), QStringLiteral("ok"));
        object.insert(QStringLiteral("data"), modStrings(*answer));
    } else {
        object.insert(QStringLiteral("status"), QStringLiteral("error"));
        object.insert(QStringLiteral("message"), answer.error().message);
    }
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace icconnectors::tf2::peer
