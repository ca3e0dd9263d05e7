#include "history/QueryResult.h"

namespace ichistory {
namespace {

QString csvField(QString text, bool number)
{
    if (!number && !text.isEmpty() && QStringLiteral("=+-@").contains(text.front()))
        text.prepend(u'\'');
    if (text.contains(u',') || text.contains(u'"') || text.contains(u'\n') ||
        text.contains(u'\r')) {
        text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        return u'"' + text + u'"';
    }
    return text;
}

} // namespace

QueryResult QueryResult::fromJson(const QJsonObject &answer)
{
    QueryResult r;
    for (const QJsonValue &c : answer.value(QLatin1String("columns")).toArray())
        r.columns << c.toString();
    for (const QJsonValue &row : answer.value(QLatin1String("rows")).toArray())
        r.rows << row.toArray();
    r.truncated = answer.value(QLatin1String("truncated")).toBool();
    return r;
}

QString QueryResult::cellText(const QJsonValue &value)
{
    if (value.isDouble()) {
        const double d = value.toDouble();
        return d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'g', 15);
    }
    if (value.isBool())
        return value.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    return value.toString(); // null: empty
}

QByteArray QueryResult::csv() const
{
    QStringList lines;
    QStringList header;
    for (const QString &c : columns)
        header << csvField(c, false);
    lines << header.join(u',');
    for (const QJsonArray &row : rows) {
        QStringList fields;
        for (const QJsonValue &v : row)
            fields << csvField(cellText(v), v.isDouble());
        lines << fields.join(u',');
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace ichistory
