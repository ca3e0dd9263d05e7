#include "cli/JsonText.h"
#include "cli/Tr.h"
#include "common/ForeignText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace iccli {

QString JsonText::format(const QJsonValue &value, bool indented)
{
    const auto fmt = indented ? QJsonDocument::Indented : QJsonDocument::Compact;
    if (value.isObject())
        return escapedForTerminal(
            QString::fromUtf8(QJsonDocument(value.toObject()).toJson(fmt)).trimmed());
    if (value.isArray())
        return escapedForTerminal(
            QString::fromUtf8(QJsonDocument(value.toArray()).toJson(fmt)).trimmed());
    if (value.isUndefined())
        return QStringLiteral("null");
    // A scalar: serialize it inside an array and take it out again.
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return escapedForTerminal(QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2)));
}

QString JsonText::escapedForTerminal(const QString &json)
{
    if (ic::ForeignText::firstForbidden(json, true) < 0)
        return json;
    QString safe;
    safe.reserve(json.size() + 16);
    for (const QChar c : json) {
        // Outside strings JSON is ASCII without controls: only string content changes here.
        if (ic::ForeignText::isForbidden(c.unicode(), true))
            safe += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            safe += c;
    }
    return safe;
}

ic::Result<QJsonValue> JsonText::parseParams(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    const QByteArray trimmed = utf8.trimmed();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) {
        return ic::Error{
            QStringLiteral("cli.params"),
            Tr::tr("JSON-PARAMS must be a JSON object {...} or array [...], not \"%1\".")
                .arg(text)};
    }
    QJsonParseError perr{};
    const QJsonDocument doc = QJsonDocument::fromJson(utf8, &perr);
    if (perr.error != QJsonParseError::NoError) {
        const int offset = perr.offset;
        // The caret goes under the character at the offset (offsets count UTF-8 bytes).
        QString message = Tr::tr("JSON-PARAMS is not valid JSON: %1 at offset %2.")
                              .arg(perr.errorString())
                              .arg(offset);
        if (!text.contains(QLatin1Char('\n'))) {
            const auto column = QString::fromUtf8(utf8.left(offset)).size();
            message += QStringLiteral("\n  %1\n  %2^").arg(text, QString(column, QLatin1Char(' ')));
        }
        return ic::Error{QStringLiteral("cli.params"), message};
    }
    if (doc.isObject())
        return QJsonValue(doc.object());
    return QJsonValue(doc.array());
}

} // namespace iccli
