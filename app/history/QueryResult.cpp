#include "history/QueryResult.h"

#include "match/MatchExport.h"

namespace ichistory {

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
        header << icmatch::MatchExport::csvCell(c);
    lines << header.join(u',');
    for (const QJsonArray &row : rows) {
        QStringList fields;
        for (const QJsonValue &v : row)
            fields << (v.isDouble() ? cellText(v) // a number is never quoted nor guarded
                                    : icmatch::MatchExport::csvCell(cellText(v)));
        lines << fields.join(u',');
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace ichistory
